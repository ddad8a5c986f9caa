/**
 * Server-side calls of the tour pages (spec §7): GET /v1/tours with /v1/tours.count, /v1/tour/{id}
 * (+ /calendar, /condition), /v1/totalPriceForAll, /v1/extrainDmpSort and /v1/special/tours/{code}.
 * Every call goes through the typed client for public reads (lib/api.ts publicApi: the web's
 * short-lived shared cache; ApiError with the catalogue code); the page decides with failWith()
 * what a failure means.
 */
import { defaultConfig, type SearchCondition } from '@tabiyori/domain';
import { ApiError, apiAnswer, publicApi } from '../api';
import { apiQuery } from '../apiQuery';
import type { Lang } from '../i18n/settings';
import { tourApiQuery } from './condition';
import { orderByDmp } from './dmp';
import type {
  SpecialTours,
  TourCalendarDay,
  TourConditionAnswer,
  TourDetail,
  TourListAnswer,
  TourTotalPrice,
} from './types';

/** Page size of the list (config ipg, spec §9). */
export const TOUR_IPG = defaultConfig.settings.ipg;

/**
 * One page of the list with its total count (the two calls in parallel). With a DMP segment
 * (`hashId`) and the recommended order, the page's tours come in the segment's order
 * (GET /v1/extrainDmpSort); a failure of that call keeps the API's order.
 */
export async function searchTours(
  condition: SearchCondition,
  lang: Lang,
  ipg = TOUR_IPG,
): Promise<TourListAnswer> {
  const api = publicApi();
  const [list, count, dmp] = await Promise.all([
    apiAnswer(
      api.GET('/v1/tours', {
        params: { query: apiQuery('/v1/tours', tourApiQuery(condition, lang, { ipg })) },
      }),
      'tourSearch',
    ),
    apiAnswer(
      api.GET('/v1/tours.count', {
        params: { query: apiQuery('/v1/tours.count', tourApiQuery(condition, lang)) },
      }),
      'tourSearch',
    ),
    condition.hashId && condition.sort === 'recommend'
      ? loadDmpOrder(condition.hashId, condition.depAreaCode)
      : Promise.resolve(null),
  ]);
  return {
    tours: dmp ? orderByDmp(list.tours, dmp) : list.tours,
    count: count.count,
    ipg,
    notApplied: list.notApplied,
  };
}

/** GET /v1/extrainDmpSort: the limited-express tour ids in a segment's order, or null on failure. */
export async function loadDmpOrder(hashId: string, depAreaCode?: string): Promise<string[] | null> {
  try {
    const query = apiQuery('/v1/extrainDmpSort', { hashId, depAreaCode });
    const body = await apiAnswer(publicApi(3000).GET('/v1/extrainDmpSort', { params: { query } }), 'page');
    return body.tourIds;
  } catch {
    return null;
  }
}

/** GET /v1/tour/{tourId}: the whole tour with its price stocks at paxPerRoom. */
export async function loadTour(
  tourId: string,
  lang: Lang,
  options: { paxPerRoom?: number; goDate?: string; preview?: boolean } = {},
): Promise<TourDetail> {
  const query = apiQuery('/v1/tour/{tourId}', {
    lang,
    paxPerRoom: options.paxPerRoom,
    goDate: options.goDate,
    preview: options.preview ? '1' : undefined,
  });
  const body = await apiAnswer(
    publicApi().GET('/v1/tour/{tourId}', { params: { path: { tourId }, query } }),
    'tourDetail',
  );
  return body.tour;
}

/** GET /v1/tour/{tourId}/calendar over the reserve window (the API's default range); [] on failure. */
export async function loadTourCalendar(
  tourId: string,
  lang: Lang,
  paxPerRoom: number,
): Promise<TourCalendarDay[]> {
  try {
    const query = apiQuery('/v1/tour/{tourId}/calendar', { lang, paxPerRoom });
    const body = await apiAnswer(
      publicApi().GET('/v1/tour/{tourId}/calendar', { params: { path: { tourId }, query } }),
      'calendar',
    );
    return body.calendar;
  } catch {
    return [];
  }
}

/** GET /v1/tour/{tourId}/condition for a departure: stays, plans, optionals, rules; null on failure. */
export async function loadTourCondition(
  tourId: string,
  goDate: string,
  lang: Lang,
): Promise<TourConditionAnswer | null> {
  try {
    return await apiAnswer(
      publicApi().GET('/v1/tour/{tourId}/condition', {
        params: { path: { tourId }, query: { goDate, lang } },
      }),
      'condition',
    );
  } catch {
    return null;
  }
}

export interface TotalPriceParty {
  adultPax: number;
  /** Child params `age-b0/1s0/1sc0/1` (spec §5). */
  childParams: string[];
  roomCount: number;
}

/**
 * GET /v1/totalPriceForAll for one tour and the party. A 400 (a party the API refuses) comes back
 * as an unavailable answer with the API's message; any other failure is thrown.
 */
export async function loadTotalPrice(
  tourId: string,
  goDate: string,
  party: TotalPriceParty,
  lang: Lang,
): Promise<TourTotalPrice | null> {
  try {
    const query = apiQuery('/v1/totalPriceForAll', {
      tourIds: tourId,
      goDate,
      adultPax: party.adultPax,
      childPax: party.childParams.join(defaultConfig.consts.delimiters.people),
      roomCount: party.roomCount,
      lang,
    });
    const body = await apiAnswer(
      publicApi().GET('/v1/totalPriceForAll', { params: { query } }),
      'tourDetail',
    );
    return body.tours.find((t) => t.tourId === tourId) ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      return {
        tourId,
        available: false,
        reason: 'party',
        messages: [],
        goDate,
        adultPax: party.adultPax,
        childPax: party.childParams.length,
        roomCount: party.roomCount,
        bedCount: 0,
        stock: 0,
      };
    }
    throw error;
  }
}

/** GET /v1/special/tours/{specialCode}: the special's texts and its tours (HSP900 is thrown). */
export function loadSpecialTours(specialCode: string, lang: Lang): Promise<SpecialTours> {
  return apiAnswer(
    publicApi().GET('/v1/special/tours/{specialCode}', {
      params: { path: { specialCode }, query: { lang } },
    }),
    'special',
  );
}
