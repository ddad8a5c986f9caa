/**
 * The booking pages' query ⇄ the quote request of the API (POST /v1/bookings/quote).
 *
 * Page URLs (language-neutral; English under /en):
 * - hotel stay: `/booking/hotel/{hotelId}?planId=…&goDate=YYYYMMDD&nights=N&roomCount=N&adultPax=N
 *   &childPax=8-b1s1sc1,…[&roomId=…]` → quote {kind: 'yado', hotelId, planId, roomId?, date: goDate,
 *   nights, roomCount, adultPax, children}
 * - tour: `/booking/tour/{tourId}?goDate=YYYYMMDD&adultPax=N&childPax=…&roomCount=N…` (the tour
 *   detail page's link, lib/tours/condition.ts tourBookingHref) → quote {kind: 'tour', tourId, date,
 *   roomCount, adultPax, children}. Its room assignment and optional activities (roomAssign,
 *   includeOptionals) are not part of the booking API and are ignored.
 *
 * Dates, counts and children are read with the domain's condition codec (the same `childPax`
 * params `{age}-b{0|1}s{0|1}sc{0|1}` as every search link), so links built by the search pages
 * and by this module agree. A page without a valid date, product id or party gets null: the page
 * shows "cannot be booked" instead of guessing. Pure (tested).
 */
import {
  BUILTIN_CONDITION_DEFAULTS,
  buildPageLink,
  decodeConditionQuery,
  defaultConfig,
  encodeConditionQuery,
  type SearchCondition,
} from '@tabiyori/domain';

export type BookingProduct = 'hotel' | 'tour';

export interface QuoteChild {
  age: number;
  useBed: boolean;
  useSeat: boolean;
  isSchoolChild: boolean;
}

export interface QuoteRequest {
  kind: 'yado' | 'tour';
  lang?: 'ja' | 'en';
  tourId?: string;
  hotelId?: string;
  planId?: string;
  roomId?: string;
  date: string;
  nights?: number;
  adultPax: number;
  children: QuoteChild[];
  roomCount: number;
  couponCode?: string;
}

const ID = /^[A-Za-z0-9_-]{1,40}$/;
const YMD = /^20\d{6}$/;

type QueryLike = URLSearchParams | Record<string, string | string[] | undefined>;

function toParams(query: QueryLike): URLSearchParams {
  if (query instanceof URLSearchParams) return query;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const v of value) params.append(key, v);
    else if (value !== undefined) params.append(key, value);
  }
  return params;
}

function decode(params: URLSearchParams): SearchCondition {
  return decodeConditionQuery(params, structuredClone(BUILTIN_CONDITION_DEFAULTS), defaultConfig);
}

function childrenOf(condition: SearchCondition): QuoteChild[] {
  return condition.childPax.map((c) => ({
    age: c.age,
    useBed: c.useBed,
    useSeat: c.detail.useSeat,
    isSchoolChild: c.detail.isSchoolChild,
  }));
}

/** The quote request of a booking page, or null when the URL does not name a bookable request. */
export function quoteRequestFromQuery(
  product: BookingProduct,
  productId: string,
  query: QueryLike,
  lang: 'ja' | 'en' = 'ja',
): QuoteRequest | null {
  const params = toParams(query);
  if (!ID.test(productId)) return null;
  const goDate = params.get('goDate') ?? '';
  if (!YMD.test(goDate)) return null;
  const condition = decode(params);
  if (condition.goDate !== goDate) return null;
  const adultPax = condition.adultPax ?? condition.paxPerRoom ?? 2;
  const children = childrenOf(condition);
  // A malformed childPax param is dropped by the codec: refuse rather than book a smaller party.
  const childParams = params.getAll('childPax').join(defaultConfig.consts.delimiters.people);
  const given =
    childParams === '' ? 0 : childParams.split(defaultConfig.consts.delimiters.people).filter(Boolean).length;
  if (given !== children.length) return null;
  if (adultPax + children.length < 1) return null;
  const roomCount = condition.roomCount ?? 1;
  if (product === 'hotel') {
    const planId = params.get('planId') ?? '';
    if (!ID.test(planId)) return null;
    const roomId = params.get('roomId') ?? '';
    return {
      kind: 'yado',
      lang,
      hotelId: productId,
      planId,
      ...(ID.test(roomId) ? { roomId } : {}),
      date: goDate,
      nights: condition.nights ?? 1,
      adultPax,
      children,
      roomCount,
    };
  }
  return { kind: 'tour', lang, tourId: productId, date: goDate, adultPax, children, roomCount };
}

/** The booking page path (language-neutral) of a quote request: the inverse of the parser. */
export function bookingPagePath(request: QuoteRequest): string {
  const condition: SearchCondition = {
    ...structuredClone(BUILTIN_CONDITION_DEFAULTS),
    isNoDate: false,
    goDate: request.date,
    adultPax: request.adultPax,
    roomCount: request.roomCount,
    childPax: request.children.map((c) => ({
      age: c.age,
      useBed: c.useBed,
      detail: { useSeat: c.useSeat, isSchoolChild: c.isSchoolChild },
    })),
    ...(request.kind === 'yado' ? { nights: request.nights ?? 1 } : {}),
  };
  const query = encodeConditionQuery(condition, defaultConfig, { omit: ['page', 'sort', 'approachType'] });
  if (request.kind === 'yado') {
    const extra: Record<string, string> = { planId: request.planId ?? '' };
    if (request.roomId) extra.roomId = request.roomId;
    return buildPageLink(`/booking/hotel/${encodeURIComponent(request.hotelId ?? '')}`, {
      ...extra,
      ...query,
    });
  }
  return buildPageLink(`/booking/tour/${encodeURIComponent(request.tourId ?? '')}`, query);
}

/**
 * The booking page of a hotel plan for the stay of a search condition (the plan rows' 予約へ進む),
 * or null when the condition has no stay date (the traveller picks one first).
 */
export function hotelPlanBookingPath(
  hotelId: string,
  planId: string,
  condition: SearchCondition,
): string | null {
  if (condition.isNoDate || !condition.goDate) return null;
  const roomCount = condition.roomCount ?? 1;
  return bookingPagePath({
    kind: 'yado',
    hotelId,
    planId,
    date: condition.goDate,
    nights: condition.nights ?? 1,
    adultPax: condition.adultPax ?? (condition.paxPerRoom ?? 2) * roomCount,
    children: childrenOf(condition),
    roomCount,
  });
}
