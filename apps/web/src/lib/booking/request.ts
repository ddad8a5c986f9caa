/**
 * The booking pages' query ⇄ the quote request of the API (POST /v1/bookings/quote).
 *
 * Page URLs (language-neutral; English under /en):
 * - hotel stay: `/booking/hotel/{hotelId}?planId=…&goDate=YYYYMMDD&nights=N&roomCount=N&adultPax=N
 *   &childPax=8-b1s1sc1,…[&roomId=…][&placement=0-0-1]` → quote {kind: 'yado', hotelId, planId,
 *   roomId?, placement? (the room of each guest), date: goDate, nights, roomCount, adultPax, children}
 * - tour: `/booking/tour/{tourId}?goDate=YYYYMMDD&adultPax=N&childPax=…&roomCount=N…` (the tour
 *   detail page's link, lib/tours/condition.ts tourBookingHref) → quote {kind: 'tour', tourId, date,
 *   roomCount, adultPax, children} with the traveller's choices (stay, transport, roomAssign,
 *   includeOptionals: lib/booking/tourChoices.ts) → stays, transports, roomAssigns, includeOptionals.
 *
 * - dynamic package (hotel + JR): `/booking/dp/{hotelId}?…the hotel stay's params…` plus exactly one
 *   of `depAreaCode` / `depStation` / `depGenericStation` and `seatClass=reserved|green` (default
 *   reserved) → quote {kind: 'dp', …the yado fields, the departure, seatClass}
 * - optional activity: `/booking/optional/{optionalId}?date=YYYYMMDD&person1=N&person6=N&person9=N`
 *   (the spec's optional pax-type codes: adults, children, infants) → quote {kind: 'optional',
 *   optionalId, date, adultPax: person1, children}
 * - rental car: `/booking/rentacar/{carId}?date=YYYYMMDD&pickupTime=HHmm&returnDate=YYYYMMDD
 *   &returnTime=HHmm&person1=N&person6=N&person9=N[&opt_{code}=N…&returnOfficeCode=…]` (passengers;
 *   one adult when none is named; options and a one-way return office: lib/rentacar/choices.ts) →
 *   quote {kind: 'rentacar', carId, date, pickupTime, returnDate, returnTime, adultPax, children,
 *   rentalOptions, returnOfficeCode}
 *
 * Optional activities and rental cars count people by pax type, not by age: the API prices a child
 * (person6) and an infant (person9) by category, which the domain takes from isSchoolChild. Such a
 * child is sent as a school child of CHILD_AGE, an infant as a preschooler of INFANT_AGE without a
 * seat or bed; the pages show these parties by category (大人 / 子供 / 幼児), never by those ages.
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
  parseYmd,
  type SearchCondition,
} from '@tabiyori/domain';
import { rentalChoiceParams, rentalChoicesOfQuery } from '../rentacar/choices';
import { tourChoiceParams, tourChoicesFromParams, type TourChoices } from './tourChoices';

export type BookingProduct = 'hotel' | 'tour' | 'dp' | 'optional' | 'rentacar';

export type SeatClass = 'reserved' | 'green';
export const DEPARTURE_KEYS = ['depAreaCode', 'depStation', 'depGenericStation'] as const;
export type DepartureKey = (typeof DEPARTURE_KEYS)[number];

/** The representative child (person6) and infant (person9) of a party counted by pax type. */
export const CHILD_AGE = 8;
export const INFANT_AGE = 3;
export const MAX_PAX = 9;

export interface QuoteChild {
  age: number;
  useBed: boolean;
  useSeat: boolean;
  isSchoolChild: boolean;
}

export interface QuoteRequest extends TourChoices {
  kind: 'yado' | 'tour' | 'dp' | 'optional' | 'rentacar';
  lang?: 'ja' | 'en';
  tourId?: string;
  hotelId?: string;
  planId?: string;
  roomId?: string;
  optionalId?: string;
  carId?: string;
  date: string;
  nights?: number;
  pickupTime?: string;
  returnDate?: string;
  returnTime?: string;
  /** rentacar: options and pieces, and a one-way return office (lib/rentacar/choices.ts). */
  rentalOptions?: { code: string; quantity: number }[];
  returnOfficeCode?: string;
  depAreaCode?: string;
  depStation?: string;
  depGenericStation?: string;
  seatClass?: SeatClass;
  adultPax: number;
  children: QuoteChild[];
  roomCount: number;
  couponCode?: string;
  /** yado, dp: the room (0-based) of each guest, adults then children (`placement=0-0-1`). */
  placement?: number[];
}

const ID = /^[A-Za-z0-9_-]{1,40}$/;
const YMD = /^20\d{6}$/;
const HHMM = /^(?:[01]\d|2[0-3])[0-5]\d$/;
const COUNT = /^\d$/;

/** A party counted by the optional / rentacar pax types. */
export interface PaxCounts {
  person1: number;
  person6: number;
  person9: number;
}

/** The quote's children of a party counted by pax type (children first, then infants). */
export function childrenOfCounts(counts: Pick<PaxCounts, 'person6' | 'person9'>): QuoteChild[] {
  return [
    ...Array.from({ length: counts.person6 }, () => ({
      age: CHILD_AGE,
      useBed: false,
      useSeat: true,
      isSchoolChild: true,
    })),
    ...Array.from({ length: counts.person9 }, () => ({
      age: INFANT_AGE,
      useBed: false,
      useSeat: false,
      isSchoolChild: false,
    })),
  ];
}

/** The pax-type counts of a quote request's party (the inverse of childrenOfCounts). */
export function countsOfRequest(request: Pick<QuoteRequest, 'adultPax' | 'children'>): PaxCounts {
  const school = request.children.filter((c) => c.isSchoolChild).length;
  return { person1: request.adultPax, person6: school, person9: request.children.length - school };
}

/**
 * person1 / person6 / person9 of a query: each a single digit, 9 people at most, at least one
 * person; null when a count is malformed. `fallbackAdults`: adults when no count is given at all.
 */
export function paxCountsFromQuery(query: QueryLike, fallbackAdults = 0): PaxCounts | null {
  const params = toParams(query);
  const counts: PaxCounts = { person1: 0, person6: 0, person9: 0 };
  let given = false;
  for (const key of ['person1', 'person6', 'person9'] as const) {
    const raw = params.get(key);
    if (raw === null || raw === '') continue;
    if (!COUNT.test(raw)) return null;
    counts[key] = Number(raw);
    given = true;
  }
  if (!given) counts.person1 = fallbackAdults;
  const total = counts.person1 + counts.person6 + counts.person9;
  if (total < 1 || total > MAX_PAX) return null;
  return counts;
}

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
  if (product === 'optional') return optionalRequest(productId, params, lang);
  if (product === 'rentacar') return rentacarRequest(productId, params, lang);
  if (product === 'dp') {
    const stay = quoteRequestFromQuery('hotel', productId, params, lang);
    const departure = departureOf(params);
    const seat = params.get('seatClass') ?? 'reserved';
    if (!stay || !departure || (seat !== 'reserved' && seat !== 'green')) return null;
    return { ...stay, kind: 'dp', ...departure, seatClass: seat };
  }
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
    const placement = placementOf(params.get('placement'), adultPax + children.length, roomCount);
    if (placement === null) return null;
    return {
      kind: 'yado',
      lang,
      hotelId: productId,
      planId,
      ...(ID.test(roomId) ? { roomId } : {}),
      ...(placement ? { placement } : {}),
      date: goDate,
      nights: condition.nights ?? 1,
      adultPax,
      children,
      roomCount,
    };
  }
  const choices = tourChoicesFromParams(params);
  if (!choices) return null;
  return { kind: 'tour', lang, tourId: productId, date: goDate, adultPax, children, roomCount, ...choices };
}

/**
 * The `placement` param (`0-0-1`: the room of each guest): undefined when absent, null when it does
 * not name a room below roomCount for every guest (the API checks that every room has a bed user).
 */
function placementOf(raw: string | null, guests: number, roomCount: number): number[] | undefined | null {
  if (raw === null || raw === '') return undefined;
  const rooms = raw.split('-');
  if (rooms.length !== guests || !rooms.every((r) => /^\d$/.test(r) && Number(r) < roomCount)) return null;
  return rooms.map(Number);
}

/** The `placement` param of a placement. */
export function placementParam(placement: readonly number[]): string {
  return placement.join('-');
}

/** Exactly one well-formed JR departure of the query, else null. */
function departureOf(params: URLSearchParams): Partial<Record<DepartureKey, string>> | null {
  const given = DEPARTURE_KEYS.filter((key) => (params.get(key) ?? '') !== '');
  if (given.length !== 1) return null;
  const key = given[0]!;
  const value = params.get(key) ?? '';
  return ID.test(value) ? { [key]: value } : null;
}

function optionalRequest(
  optionalId: string,
  params: URLSearchParams,
  lang: 'ja' | 'en',
): QuoteRequest | null {
  const date = params.get('date') ?? '';
  const counts = paxCountsFromQuery(params);
  if (!isRealDay(date) || !counts) return null;
  return {
    kind: 'optional',
    lang,
    optionalId,
    date,
    adultPax: counts.person1,
    children: childrenOfCounts(counts),
    roomCount: 1,
  };
}

function rentacarRequest(carId: string, params: URLSearchParams, lang: 'ja' | 'en'): QuoteRequest | null {
  const date = params.get('date') ?? '';
  const returnDate = params.get('returnDate') ?? '';
  const pickupTime = params.get('pickupTime') ?? '';
  const returnTime = params.get('returnTime') ?? '';
  const counts = paxCountsFromQuery(params, 1);
  if (!isRealDay(date) || !isRealDay(returnDate) || !counts) return null;
  if (!HHMM.test(pickupTime) || !HHMM.test(returnTime)) return null;
  if (`${returnDate}${returnTime}` <= `${date}${pickupTime}`) return null;
  const choices = rentalChoicesOfQuery(params);
  return {
    kind: 'rentacar',
    lang,
    carId,
    date,
    pickupTime,
    returnDate,
    returnTime,
    adultPax: counts.person1,
    children: childrenOfCounts(counts),
    roomCount: 1,
    ...(choices.options.length > 0 ? { rentalOptions: choices.options } : {}),
    ...(choices.returnOfficeCode ? { returnOfficeCode: choices.returnOfficeCode } : {}),
  };
}

/** A YYYYMMDD that names a real calendar day. */
function isRealDay(ymd: string): boolean {
  return YMD.test(ymd) && parseYmd(ymd) !== null;
}

function countParams(request: QuoteRequest): Record<string, string> {
  const counts = countsOfRequest(request);
  const out: Record<string, string> = { person1: String(counts.person1) };
  if (counts.person6 > 0) out.person6 = String(counts.person6);
  if (counts.person9 > 0) out.person9 = String(counts.person9);
  return out;
}

/** The booking page path (language-neutral) of a quote request: the inverse of the parser. */
export function bookingPagePath(request: QuoteRequest): string {
  if (request.kind === 'optional') {
    return buildPageLink(`/booking/optional/${encodeURIComponent(request.optionalId ?? '')}`, {
      date: request.date,
      ...countParams(request),
    });
  }
  if (request.kind === 'rentacar') {
    return buildPageLink(`/booking/rentacar/${encodeURIComponent(request.carId ?? '')}`, {
      date: request.date,
      pickupTime: request.pickupTime ?? '',
      returnDate: request.returnDate ?? '',
      returnTime: request.returnTime ?? '',
      ...countParams(request),
      ...rentalChoiceParams({
        options: request.rentalOptions ?? [],
        returnOfficeCode: request.returnOfficeCode ?? null,
      }),
    });
  }
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
    ...(request.kind === 'yado' || request.kind === 'dp' ? { nights: request.nights ?? 1 } : {}),
  };
  const query = encodeConditionQuery(condition, defaultConfig, { omit: ['page', 'sort', 'approachType'] });
  if (request.kind === 'yado' || request.kind === 'dp') {
    const extra: Record<string, string> = { planId: request.planId ?? '' };
    if (request.roomId) extra.roomId = request.roomId;
    if (request.placement) extra.placement = placementParam(request.placement);
    if (request.kind === 'dp') {
      for (const key of DEPARTURE_KEYS) if (request[key]) extra[key] = request[key];
      extra.seatClass = request.seatClass ?? 'reserved';
    }
    const segment = request.kind === 'dp' ? 'dp' : 'hotel';
    return buildPageLink(`/booking/${segment}/${encodeURIComponent(request.hotelId ?? '')}`, {
      ...extra,
      ...query,
    });
  }
  return buildPageLink(`/booking/tour/${encodeURIComponent(request.tourId ?? '')}`, {
    ...query,
    ...tourChoiceParams(request),
  });
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
