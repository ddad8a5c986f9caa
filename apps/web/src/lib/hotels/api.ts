/**
 * Server-side calls of the hotel pages (spec §7). Every call goes through lib/api.ts (no cache,
 * ApiError with the catalogue code); the page decides with failWith() what a failure means.
 */
import type { SearchCondition } from '@tabiyori/domain';
import { ApiError, apiGet } from '../api';
import type { Lang } from '../i18n/settings';
import { hotelApiQuery } from './condition';
import type {
  HotelDetailData,
  HotelListAnswer,
  HotelPlansAnswer,
  HotelRoomWithPlans,
  SpecialHotelsMeta,
} from './types';

function listAnswer(body: unknown): HotelListAnswer {
  const b = body as Partial<HotelListAnswer> | null;
  return {
    hotels: Array.isArray(b?.hotels) ? b.hotels : [],
    count: typeof b?.count === 'number' ? b.count : 0,
    page: typeof b?.page === 'number' ? b.page : 1,
    ipg: typeof b?.ipg === 'number' ? b.ipg : 20,
    notApplied: Array.isArray(b?.notApplied) ? b.notApplied : [],
  };
}

/** GET /v1/hotels: one page of cards with the total count. */
export async function searchHotels(
  condition: SearchCondition,
  lang: Lang,
  ipg?: number,
): Promise<HotelListAnswer> {
  return listAnswer(
    await apiGet('/v1/hotels', hotelApiQuery(condition, lang, { ipg }), { resource: 'page' }),
  );
}

/** GET /v1/hotels.promotion: the hotels of a special, searched with the condition. */
export async function searchSpecialHotels(
  specialCode: string,
  condition: SearchCondition,
  lang: Lang,
): Promise<HotelListAnswer> {
  const query = hotelApiQuery(condition, lang, { specialCode });
  return listAnswer(await apiGet('/v1/hotels.promotion', query, { resource: 'hotelSpecial' }));
}

/**
 * GET /v1/special/hotels/{specialCode}: the special's texts. A 404 (HSP900) is thrown; any other
 * failure gives null (the page still lists the hotels, with the template texts).
 */
export async function loadSpecialMeta(specialCode: string, lang: Lang): Promise<SpecialHotelsMeta | null> {
  try {
    const body = await apiGet<Partial<SpecialHotelsMeta>>(
      `/v1/special/hotels/${encodeURIComponent(specialCode)}`,
      { lang },
      { resource: 'hotelSpecial', timeoutMs: 4000 },
    );
    if (typeof body.specialName !== 'string') return null;
    return {
      specialCode,
      specialName: body.specialName,
      metaTitle: body.metaTitle ?? '',
      metaDescription: body.metaDescription ?? '',
      metaKeyword: body.metaKeyword ?? '',
      breadCrumbsText: body.breadCrumbsText ?? '',
      lead: body.lead ?? '',
      heroImage: body.heroImage ?? '',
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
  return apiGet(`/v1/hotel/${encodeURIComponent(hotelId)}`, { lang }, { resource: 'hotelDetail' });
}

/** GET /v1/hotel/{hotelId}/plans for the condition (cheapest first), with its count (= plans.count). */
export async function loadPlans(
  hotelId: string,
  condition: SearchCondition,
  lang: Lang,
  ipg = 100,
): Promise<HotelPlansAnswer> {
  const body = await apiGet<Partial<HotelPlansAnswer>>(
    `/v1/hotel/${encodeURIComponent(hotelId)}/plans`,
    hotelApiQuery({ ...condition, page: 1 }, lang, { ipg }),
    { resource: 'hotelDetail' },
  );
  return {
    plans: Array.isArray(body.plans) ? body.plans : [],
    count: typeof body.count === 'number' ? body.count : 0,
    page: 1,
    ipg,
  };
}

/** GET /v1/hotel/{hotelId}/rooms (planIds in the condition narrows to those plans' rooms). */
export async function loadRooms(
  hotelId: string,
  condition: SearchCondition,
  lang: Lang,
): Promise<HotelRoomWithPlans[]> {
  const body = await apiGet<{ rooms?: HotelRoomWithPlans[] }>(
    `/v1/hotel/${encodeURIComponent(hotelId)}/rooms`,
    hotelApiQuery({ ...condition, page: 1 }, lang, { ipg: 100 }),
    { resource: 'hotelDetail' },
  );
  return Array.isArray(body.rooms) ? body.rooms : [];
}
