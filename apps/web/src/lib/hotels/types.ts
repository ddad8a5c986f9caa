/**
 * The hotel pages' names for the API's answers, all generated from its OpenAPI document
 * (@tabiyori/api-client; the shapes are owned by apps/api/src/schemas/hotels.ts). Texts arrive in
 * the requested language; prices are integer yen, tax included; times `HHmm`; dates `YYYYMMDD`.
 */
import type { ApiAnswer } from '@tabiyori/api-client';

/** GET /v1/hotels (and /v1/hotels.promotion). */
export type HotelListAnswer = ApiAnswer<'/v1/hotels'>;
/** One card of the list. */
export type HotelCardData = HotelListAnswer['hotels'][number];
export type HotelEvaluation = HotelCardData['evaluation'];
export type HotelAreaNames = HotelCardData['area'];

/** GET /v1/hotel/{hotelId}. */
export type HotelDetailData = ApiAnswer<'/v1/hotel/{hotelId}'>;
export type HotelRoom = HotelDetailData['rooms'][number];
export type DetailImage = HotelDetailData['images'][number];
/** What a card and the detail page share (name, area, access, evaluation, kodawari …). */
export type HotelSummary = Omit<
  HotelCardData,
  'price' | 'dp' | 'stock' | 'planCount' | 'plan' | 'images' | 'onsen'
>;

/** GET /v1/hotel/{hotelId}/plans. */
export type HotelPlansAnswer = ApiAnswer<'/v1/hotel/{hotelId}/plans'>;
export type HotelPlanData = HotelPlansAnswer['plans'][number];
/** A plan's dp prices, with a JR departure: the basic set (ordinary reserved seat) and the green car. */
export type PlanDp = NonNullable<HotelPlanData['dp']>;
/** One seat class of a plan's dynamic-package prices. */
export type PlanDpSeat = Pick<
  PlanDp,
  'transportPerAdult' | 'transportTotal' | 'setPricePerAdult' | 'setTotal'
>;

/** One room of GET /v1/hotel/{hotelId}/rooms with the plans that sell it. */
export type HotelRoomWithPlans = ApiAnswer<'/v1/hotel/{hotelId}/rooms'>['rooms'][number];

/** GET /v1/special/hotels/{specialCode}: the special's definition in the language. */
export type SpecialHotelsMeta = Pick<
  ApiAnswer<'/v1/special/hotels/{specialCode}'>,
  | 'specialCode'
  | 'specialName'
  | 'metaTitle'
  | 'metaDescription'
  | 'metaKeyword'
  | 'breadCrumbsText'
  | 'lead'
  | 'heroImage'
>;

/** GET /v1/hotels.suggest. */
export type SuggestAnswer = ApiAnswer<'/v1/hotels.suggest'>;
