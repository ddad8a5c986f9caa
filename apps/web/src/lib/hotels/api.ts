/**
 * Server-side calls of the hotel pages (spec §7) through the typed API client for public reads
 * (lib/api.ts publicApi: the web's short-lived shared cache, ApiError with the catalogue code); the
 * page decides with failWith() what a failure means.
 */
import type { SearchCondition } from '@tabiyori/domain';
import { ApiError, apiAnswer, publicApi } from '../api';
import { apiQuery } from '../apiQuery';
import type { Lang } from '../i18n/settings';
import { hotelApiQuery } from './condition';
import type {
  HotelDetailData,
  HotelListAnswer,
  HotelPlansAnswer,
  HotelRoomWithPlans,
  SpecialHotelsMeta,
} from './types';

/** GET /v1/hotels: one page of cards with the total count. */
export function searchHotels(condition: SearchCondition, lang: Lang, ipg?: number): Promise<HotelListAnswer> {
  const query = apiQuery('/v1/hotels', hotelApiQuery(condition, lang, { ipg }));
  return apiAnswer(publicApi().GET('/v1/hotels', { params: { query } }), 'page');
}

/** GET /v1/hotels.promotion: the hotels of a special, searched with the condition. */
export function searchSpecialHotels(
  specialCode: string,
  condition: SearchCondition,
  lang: Lang,
): Promise<HotelListAnswer> {
  const query = apiQuery('/v1/hotels.promotion', hotelApiQuery(condition, lang, { specialCode }));
  return apiAnswer(publicApi().GET('/v1/hotels.promotion', { params: { query } }), 'hotelSpecial');
}

/**
 * GET /v1/special/hotels/{specialCode}: the special's texts. A 404 (HSP900) is thrown; any other
 * failure gives null (the page still lists the hotels, with the template texts).
 */
export async function loadSpecialMeta(specialCode: string, lang: Lang): Promise<SpecialHotelsMeta | null> {
  try {
    const body = await apiAnswer(
      publicApi(4000).GET('/v1/special/hotels/{specialCode}', {
        params: { path: { specialCode }, query: { lang } },
      }),
      'hotelSpecial',
    );
    return {
      specialCode,
      specialName: body.specialName,
      metaTitle: body.metaTitle,
      metaDescription: body.metaDescription,
      metaKeyword: body.metaKeyword,
      breadCrumbsText: body.breadCrumbsText,
      lead: body.lead,
      heroImage: body.heroImage,
    };
  } catch (error) {
    if (
      error instanceof ApiError &&
      (error.status === 404 || error.status === 400) &&
      error.errorCode === 'HSP900'
    ) {
      throw error;
    }
    return null;
  }
}

export function loadHotel(hotelId: string, lang: Lang): Promise<HotelDetailData> {
  return apiAnswer(
    publicApi().GET('/v1/hotel/{hotelId}', { params: { path: { hotelId }, query: { lang } } }),
    'hotelDetail',
  );
}

/** GET /v1/hotel/{hotelId}/plans for the condition (cheapest first), with its count (= plans.count). */
export async function loadPlans(
  hotelId: string,
  condition: SearchCondition,
  lang: Lang,
  ipg = 100,
): Promise<HotelPlansAnswer> {
  const query = apiQuery(
    '/v1/hotel/{hotelId}/plans',
    hotelApiQuery({ ...condition, page: 1 }, lang, { ipg }),
  );
  const answer = await apiAnswer(
    publicApi().GET('/v1/hotel/{hotelId}/plans', { params: { path: { hotelId }, query } }),
    'hotelDetail',
  );
  return { ...answer, page: 1, ipg };
}

/** GET /v1/hotel/{hotelId}/rooms (planIds in the condition narrows to those plans' rooms). */
export async function loadRooms(
  hotelId: string,
  condition: SearchCondition,
  lang: Lang,
): Promise<HotelRoomWithPlans[]> {
  const query = apiQuery(
    '/v1/hotel/{hotelId}/rooms',
    hotelApiQuery({ ...condition, page: 1 }, lang, { ipg: 100 }),
  );
  const answer = await apiAnswer(
    publicApi().GET('/v1/hotel/{hotelId}/rooms', { params: { path: { hotelId }, query } }),
    'hotelDetail',
  );
  return answer.rooms;
}
