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
 * shows "cannot be booked" instead of guessing. The way back, a request's page: bookingPagePath.ts;
 * parties counted by pax type: paxCounts.ts. Pure (tested).
 */
import type { ApiBody } from '@tabiyori/api-client';
import {
  BUILTIN_CONDITION_DEFAULTS,
  decodeConditionQuery,
  defaultConfig,
  parseYmd,
  type SearchCondition,
} from '@tabiyori/domain';
import { toParams, type QueryLike } from '../queryParams';
import { rentalChoicesOfQuery } from '../rentacar/choices';
import { childrenOfCounts, paxCountsFromQuery, type QuoteChild } from './paxCounts';
import { tourChoicesFromParams } from './tourChoices';

export type BookingProduct = 'hotel' | 'tour' | 'dp' | 'optional' | 'rentacar';

export const DEPARTURE_KEYS = ['depAreaCode', 'depStation', 'depGenericStation'] as const;
export type DepartureKey = (typeof DEPARTURE_KEYS)[number];

type QuoteBody = ApiBody<'/v1/bookings/quote'>;

/**
 * The quote request of a booking page: the body of POST /v1/bookings/quote as the API's document
 * states it (@tabiyori/api-client), the party's children and the rooms always said.
 */
export type QuoteRequest = Omit<QuoteBody, 'children' | 'roomCount'> & {
  children: QuoteChild[];
  roomCount: number;
};

const ID = /^[A-Za-z0-9_-]{1,40}$/;
const YMD = /^20\d{6}$/;
const HHMM = /^(?:[01]\d|2[0-3])[0-5]\d$/;

function decode(params: URLSearchParams): SearchCondition {
  return decodeConditionQuery(params, structuredClone(BUILTIN_CONDITION_DEFAULTS), defaultConfig);
}

/** The quote's children of a search condition's children. */
export function childrenOfCondition(condition: SearchCondition): QuoteChild[] {
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
  const children = childrenOfCondition(condition);
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
