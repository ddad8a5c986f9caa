/**
 * The tour pages' names for the API's answers, all generated from its OpenAPI document
 * (@tabiyori/api-client; the shapes are owned by apps/api/src/schemas/tours.ts and specials).
 * Texts arrive in the requested language; prices are integer yen, tax included; dates `YYYYMMDD`.
 */
import type { ApiAnswer } from '@tabiyori/api-client';

/** One tour of GET /v1/tours. */
export type TourListItem = ApiAnswer<'/v1/tours'>['tours'][number];
/** A page of the list with the count of all pages (GET /v1/tours with /v1/tours.count). */
export type TourListAnswer = ApiAnswer<'/v1/tours'> &
  Pick<ApiAnswer<'/v1/tours.count'>, 'count'> & { ipg: number };
export type DefaultYadoPlan = TourListItem['defaultYadoPlans'][number];
/** A transport leg of a tour's overview. */
export type TransportLeg = TourListItem['overview']['transportation'][number];

/** GET /v1/tour/{tourId}. */
export type TourDetail = ApiAnswer<'/v1/tour/{tourId}'>['tour'];
export type PriceStock = TourDetail['priceStocks'][number];

/** One day of GET /v1/tour/{tourId}/calendar. */
export type TourCalendarDay = ApiAnswer<'/v1/tour/{tourId}/calendar'>['calendar'][number];

/** GET /v1/tour/{tourId}/condition. */
export type TourConditionAnswer = ApiAnswer<'/v1/tour/{tourId}/condition'>;
/** A transport leg of one departure, with its date and each service's surcharge. */
export type DepartureLeg = TourConditionAnswer['transportation'][number];
export type TourOptional = TourConditionAnswer['optionals'][number];

/** One tour of GET /v1/totalPriceForAll. */
export type TourTotalPrice = ApiAnswer<'/v1/totalPriceForAll'>['tours'][number];

/** GET /v1/special/tours/{specialCode}. */
export type SpecialTours = ApiAnswer<'/v1/special/tours/{specialCode}'>;
