/**
 * The rental-car pages' URLs (pure, tested):
 *
 * - search `/rentacar?arrAreaCode=13&officeCode=HND01&pickupDate=YYYYMMDD&pickupTime=HHmm&returnDate=YYYYMMDD
 *   &returnTime=HHmm&returnOfficeCode=SPK01&classCode=S&person1=2…`: read leniently (a malformed value falls back to its
 *   default: pickup a week from today at 10:00, return two days later at 10:00), so every URL shows
 *   a page and the form always holds a valid period;
 * - detail `/rentacar/{carId}?pickupDate…` with the same period, passengers and return office;
 * - booking: lib/booking/request.ts (`/booking/rentacar/{carId}?date&pickupTime&returnDate…`).
 */
import { addDays, buildPageLink, daysBetween } from '@tabiyori/domain';
import { bookingPagePath } from '../booking/bookingPagePath';
import { childrenOfCounts, type PaxCounts } from '../booking/paxCounts';
import { AREA_CODE_PATTERN } from '../hotels/condition';
import { dateOfQuery, partyOfQuery } from '../optionals/query';
import { rentalChoiceParams, rentalChoicesOfQuery, type RentalChoices } from './choices';
import { firstParam, type QueryLike } from '../queryParams';

/** The longest rental the API prices (services/rentacarSearch.ts MAX_RENTAL_DAYS). */
export const MAX_RENTAL_DAYS = 30;
export const DEFAULT_TIME = '1000';

/** The times the forms offer: every 30 minutes from 06:00 to 22:00 (HHmm). */
export const TIME_CHOICES: readonly string[] = Array.from({ length: 33 }, (_, i) => {
  const minutes = 6 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}`;
});
const OFFICE = /^[A-Z0-9]{2,10}$/;
const CLASS = /^[A-Za-z0-9]{1,10}$/;
const HHMM = /^(?:[01]\d|2[0-3])[0-5]\d$/;

export interface Rental {
  pickupDate: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
}

export const CARS_PER_PAGE = 20;

export interface RentacarSearchQuery {
  /** The area of the offices (any level, from the area modal; the API's `area`). */
  arrAreaCode: string | null;
  officeCode: string | null;
  /** One-way: the office the car is returned to (null: where it was picked up). */
  returnOfficeCode: string | null;
  classCode: string | null;
  rental: Rental;
  party: PaxCounts | null;
  /** Result page (20 cars a page), 1 when absent or malformed. */
  page: number;
}

function timeOf(query: QueryLike, key: string): string {
  const raw = firstParam(query, key) ?? '';
  return HHMM.test(raw) ? raw : DEFAULT_TIME;
}

/** The rental of a query: a valid period after today, else the default week-ahead rental. */
export function rentalOfQuery(query: QueryLike, today: string): Rental {
  const pickupDate = dateOfQuery(query, 'pickupDate', today) ?? addDays(today, 7);
  const pickupTime = timeOf(query, 'pickupTime');
  let returnDate = dateOfQuery(query, 'returnDate', today) ?? addDays(pickupDate, 2);
  let returnTime = timeOf(query, 'returnTime');
  const tooLong = daysBetween(pickupDate, returnDate) > MAX_RENTAL_DAYS;
  if (`${returnDate}${returnTime}` <= `${pickupDate}${pickupTime}` || tooLong) {
    returnDate = addDays(pickupDate, 2);
    returnTime = pickupTime;
  }
  return { pickupDate, pickupTime, returnDate, returnTime };
}

export function rentacarSearchQuery(query: QueryLike, today: string): RentacarSearchQuery {
  const area = firstParam(query, 'arrAreaCode') ?? '';
  const office = firstParam(query, 'officeCode') ?? '';
  const carClass = firstParam(query, 'classCode') ?? '';
  const page = Number(firstParam(query, 'page') ?? '1');
  return {
    arrAreaCode: AREA_CODE_PATTERN.test(area) ? area : null,
    officeCode: OFFICE.test(office) ? office : null,
    returnOfficeCode: rentalChoicesOfQuery(query).returnOfficeCode,
    classCode: CLASS.test(carClass) ? carClass : null,
    rental: rentalOfQuery(query, today),
    party: partyOfQuery(query),
    page: Number.isInteger(page) && page >= 1 && page <= 999 ? page : 1,
  };
}

function partyParams(party: PaxCounts | null): Record<string, string> {
  if (!party) return {};
  const out: Record<string, string> = { person1: String(party.person1) };
  if (party.person6 > 0) out.person6 = String(party.person6);
  if (party.person9 > 0) out.person9 = String(party.person9);
  return out;
}

/** The API query of a search (GET /v1/rentacar); the class filter is left out with `allClasses`. */
export function rentacarApiQuery(
  search: RentacarSearchQuery,
  lang: string,
  allClasses = false,
): Record<string, string> {
  return {
    lang,
    ...(search.arrAreaCode ? { area: search.arrAreaCode } : {}),
    ...(search.officeCode ? { officeCode: search.officeCode } : {}),
    ...(search.classCode && !allClasses ? { classCode: search.classCode } : {}),
    ...search.rental,
    ...(search.returnOfficeCode ? { returnOfficeCode: search.returnOfficeCode } : {}),
    ...(search.party
      ? {
          person1: String(search.party.person1),
          person6: String(search.party.person6),
          person9: String(search.party.person9),
        }
      : {}),
  };
}

export function rentacarSearchPath(search: RentacarSearchQuery, page = search.page): string {
  return buildPageLink('/rentacar', {
    ...(search.arrAreaCode ? { arrAreaCode: search.arrAreaCode } : {}),
    ...(search.officeCode ? { officeCode: search.officeCode } : {}),
    ...search.rental,
    ...(search.returnOfficeCode ? { returnOfficeCode: search.returnOfficeCode } : {}),
    ...(search.classCode ? { classCode: search.classCode } : {}),
    ...partyParams(search.party),
    ...(page > 1 ? { page: String(page) } : {}),
  });
}

export function rentacarDetailPath(
  carId: string,
  rental: Rental,
  party: PaxCounts | null,
  choices: Partial<RentalChoices> = {},
): string {
  return buildPageLink(`/rentacar/${encodeURIComponent(carId)}`, {
    ...rental,
    ...partyParams(party),
    ...rentalChoiceParams(choices),
  });
}

/** The booking page of a car for a rental (予約へ進む); one adult when no passengers are named. */
export function rentacarBookingPath(
  carId: string,
  rental: Rental,
  party: PaxCounts | null,
  choices: Partial<RentalChoices> = {},
): string {
  const people = party ?? { person1: 1, person6: 0, person9: 0 };
  return bookingPagePath({
    kind: 'rentacar',
    carId,
    date: rental.pickupDate,
    pickupTime: rental.pickupTime,
    returnDate: rental.returnDate,
    returnTime: rental.returnTime,
    adultPax: people.person1,
    children: childrenOfCounts(people),
    roomCount: 1,
    ...(choices.options?.length ? { rentalOptions: choices.options } : {}),
    ...(choices.returnOfficeCode ? { returnOfficeCode: choices.returnOfficeCode } : {}),
  });
}
