/**
 * What a car-rental request asks (routes/rentacar.ts; queries in schemas/rentacar.ts), checked
 * against the catalog: the rental (real days, HHmm times defaulting to 10:00, a pickup from today to
 * 365 days ahead, a return after it, at most MAX_RENTAL_DAYS), the offices and their hours, the area
 * and class codes, the passengers and a one-way drop-off the company allows. A refusal is 400
 * RCE800 naming the problem, an office or car that names nothing 404 RCE901 (apps/api/ERRORS.md).
 */
import {
  daysBetween,
  formatTime4,
  MAX_SELECTABLE_PAX,
  oneWayFee,
  parseYmd,
  type DisplayLang,
} from '@tabiyori/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiFailure } from '../errors';
import type { CarDetail, RentacarSearchQuery, RentalQueryValues } from '../schemas/rentacar';
import { oneWayPairsTo } from './rentacarOptions';
import {
  CAR_ID_PATTERN,
  findCar,
  findOffice,
  MAX_RENTAL_DAYS,
  OFFICE_CODE_PATTERN,
  rentalMinutes,
  withinOfficeHours,
  type Rental,
  type RentacarSearch,
} from './rentacarSearch';

const ERROR = 'RCE800';
const NOT_FOUND = 'RCE901';
const DEFAULT_TIME = '1000';
/** How far ahead a rental may start (days from today). */
const MAX_LEAD_DAYS = 365;
const AREA_CODE = /^(?:[a-z]{2,20}|\d{2}|\d{4}|\d{6})$/;
const CLASS_CODE = /^[A-Z0-9]{1,5}$/;
const TIME = /^(?:[01]\d|2[0-3])[0-5]\d$/;

function refuse(message: string): never {
  throw new ApiFailure(400, ERROR, message);
}

function day(raw: string | undefined, name: string): string {
  if (raw === undefined || !/^\d{8}$/.test(raw) || !parseYmd(raw)) refuse(`${name} is wrong`);
  return raw;
}

function time(raw: string | undefined, name: string): string {
  if (raw === undefined || raw === '') return DEFAULT_TIME;
  if (!TIME.test(raw)) refuse(`${name} is wrong`);
  return raw;
}

/** The rental asked (dates, times, order, length); null when no date is given and it is optional. */
function rentalOf(query: RentalQueryValues, today: string, required: boolean): Rental | null {
  if (!required && !query.pickupDate && !query.returnDate) return null;
  const rental: Rental = {
    pickupDate: day(query.pickupDate, 'pickupDate'),
    pickupTime: time(query.pickupTime, 'pickupTime'),
    returnDate: day(query.returnDate, 'returnDate'),
    returnTime: time(query.returnTime, 'returnTime'),
  };
  if (rental.pickupDate < today) refuse('pickupDate is in the past');
  if (daysBetween(today, rental.pickupDate) > MAX_LEAD_DAYS) {
    refuse(`pickupDate is more than ${MAX_LEAD_DAYS} days ahead`);
  }
  if (rentalMinutes(rental) <= 0) refuse('returnDate must be after the pickup');
  if (rentalMinutes(rental) > MAX_RENTAL_DAYS * 1440) refuse(`rental is longer than ${MAX_RENTAL_DAYS} days`);
  return rental;
}

/** The one-way return office asked for (checked to exist: 404 RCE901), or undefined. */
async function returnOfficeOf(db: Kysely<Database>, raw: string | undefined): Promise<string | undefined> {
  if (raw === undefined || raw === '') return undefined;
  if (!OFFICE_CODE_PATTERN.test(raw)) refuse('returnOfficeCode is invalid');
  if (!(await findOffice(db, raw))) throw new ApiFailure(404, NOT_FOUND, 'returnOfficeCode is wrong');
  return raw;
}

async function oneWayAllowed(db: Kysely<Database>, from: string, to: string): Promise<boolean> {
  return oneWayFee(await oneWayPairsTo(db, to), from, to) !== null;
}

/** The area codes of a comma-separated list (any level; at most 20). */
export function rentalAreaCodes(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  const codes = [...new Set(raw.split(',').map((code) => code.trim()))].filter((code) => code !== '');
  if (codes.length > 20 || codes.some((code) => !AREA_CODE.test(code))) refuse('area is invalid');
  return codes;
}

function checkOfficeHours(office: { openTime: string; closeTime: string }, rental: Rental): void {
  if (withinOfficeHours(office, rental)) return;
  const name =
    rental.pickupTime < office.openTime || rental.pickupTime > office.closeTime ? 'pickupTime' : 'returnTime';
  refuse(
    `${name} is outside the office hours ${formatTime4(office.openTime)}–${formatTime4(office.closeTime)}`,
  );
}

/** GET /v1/rentacar: the search the query asks for. */
export async function rentacarSearchOf(
  db: Kysely<Database>,
  query: RentacarSearchQuery,
  lang: DisplayLang,
  today: string,
): Promise<RentacarSearch> {
  const rental = rentalOf(query, today, true) as Rental;
  let officeCode: string | undefined;
  if (query.officeCode) {
    if (!OFFICE_CODE_PATTERN.test(query.officeCode)) refuse('officeCode is invalid');
    const office = await findOffice(db, query.officeCode);
    if (!office) throw new ApiFailure(404, NOT_FOUND, 'officeCode is wrong');
    checkOfficeHours(office, rental);
    officeCode = office.officeCode;
  }
  if (query.classCode && !CLASS_CODE.test(query.classCode)) refuse('classCode is invalid');
  const persons = [query.person1, query.person6, query.person9];
  let passengers = query.passengers;
  if (passengers === undefined && persons.some((n) => n !== undefined)) {
    passengers = persons.reduce<number>((sum, n) => sum + (n ?? 0), 0);
    if (passengers < 1 || passengers > MAX_SELECTABLE_PAX) refuse('passengers is invalid');
  }
  const returnOfficeCode = await returnOfficeOf(db, query.returnOfficeCode);
  if (returnOfficeCode && officeCode && !(await oneWayAllowed(db, officeCode, returnOfficeCode))) {
    refuse(`one-way drop-off from ${officeCode} to ${returnOfficeCode} is not allowed`);
  }
  return {
    lang,
    rental,
    officeCode,
    areaCodes: rentalAreaCodes(query.area),
    classCode: query.classCode || undefined,
    passengers: passengers ?? 1,
    ...(returnOfficeCode ? { returnOfficeCode } : {}),
    sort: query.sort ?? 'lowPrice',
  };
}

/** GET /v1/rentacar/{carId}: the car with the rental the query asks for, checked against its office. */
export async function rentalCarDetail(
  db: Kysely<Database>,
  carId: string,
  query: RentalQueryValues,
  lang: DisplayLang,
  today: string,
): Promise<CarDetail> {
  if (!CAR_ID_PATTERN.test(carId)) refuse('carId is wrong');
  const rental = rentalOf(query, today, false);
  const returnOfficeCode = await returnOfficeOf(db, query.returnOfficeCode);
  if (returnOfficeCode && !rental) refuse('returnOfficeCode needs a rental (pickupDate, returnDate)');
  const detail = await findCar(
    db,
    carId,
    lang,
    today,
    rental && returnOfficeCode ? { ...rental, returnOfficeCode } : rental,
  );
  if (!detail) throw new ApiFailure(404, NOT_FOUND, 'carId is wrong');
  if (rental) checkOfficeHours(detail.office, rental);
  if (
    returnOfficeCode &&
    returnOfficeCode !== detail.officeCode &&
    !detail.oneWays.some((w) => w.officeCode === returnOfficeCode)
  ) {
    refuse(`one-way drop-off from ${detail.officeCode} to ${returnOfficeCode} is not allowed`);
  }
  return detail;
}
