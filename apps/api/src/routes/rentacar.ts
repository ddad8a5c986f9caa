/**
 * Car rental (spec §1 'rentacar'; rules in services/rentacarSearch.ts):
 *
 * - GET /v1/rentacar/offices?area&lang → `{ offices: [office] }` (area: codes at any level,
 *   comma-separated; all offices without it).
 * - GET /v1/rentacar?officeCode&area&pickupDate&pickupTime&returnDate&returnTime&returnOfficeCode
 *   &classCode&passengers&sort&lang → `{ cars: [{ carId, officeCode, classCode, image, days, price,
 *   oneWayFee, total, stock, office, carClass }] }`: cars with stock on every day of the rental
 *   that seat every passenger, priced for the rental. pickupDate and returnDate (YYYYMMDD) are
 *   required; times (HHmm) default to 10:00. passengers (1–9) defaults to 1, or is person1 (adults)
 *   + person6 (children) + person9 (infants) when those are given (car rental counts every
 *   passenger, spec §5). returnOfficeCode (one-way): only offices allowed to drop off there, each
 *   card with the pair's fee.
 * - GET /v1/rentacar/{carId}?lang[&pickupDate&pickupTime&returnDate&returnTime&returnOfficeCode] →
 *   the car, its office and class, a 1–7 day price table for the pickup day (today without one),
 *   the next 60 days of stock, the options its office offers for that pickup day (with the price
 *   and the pieces left of limited ones over the asked rental), the offices it may be returned to,
 *   and for a given rental its days, price, one-way fee and availability.
 *
 * Errors (new codes in the catalogue's scheme: RC = rentacar, E = error):
 * - 400 `RCE800` with a message naming the problem: a date that is not a real YYYYMMDD day
 *   ('pickupDate is wrong'), a time that is not HHmm, a pickup before today or more than 365 days
 *   ahead, a return not after the pickup ('returnDate must be after the pickup'), a rental over 30
 *   days, times outside the named office's hours ('pickupTime is outside the office hours
 *   08:00–21:00'), bad codes, passengers outside 1–9, a malformed carId, a one-way drop-off the
 *   company does not allow ('one-way drop-off from OKA01 to CTS01 is not allowed');
 * - 404 `RCE901`: an officeCode, returnOfficeCode or carId that names nothing;
 * - 400 `ISE900`: an unknown lang.
 */
import {
  daysBetween,
  formatTime4,
  japanToday,
  MAX_SELECTABLE_PAX,
  oneWayFee,
  parseYmd,
  type DisplayLang,
} from '@tabiyori/domain';
import { Type } from 'typebox';
import { ErrorSchema, queryText } from '../schemas/common';
import {
  CarDetailSchema,
  CarsAnswer,
  OfficesAnswer,
  RentacarDetailQuery,
  RentacarSearchQuery,
  type RentalQueryValues,
} from '../schemas/rentacar';
import type { App } from '../app';
import { ApiFailure } from '../errors';
import { prepareTypedQuery } from '../plugins/typedQuery';
import {
  CAR_ID_PATTERN,
  findCar,
  findOffice,
  listOffices,
  MAX_RENTAL_DAYS,
  OFFICE_CODE_PATTERN,
  rentalMinutes,
  searchCars,
  withinOfficeHours,
  type Rental,
  type RentacarSearch,
} from '../services/rentacarSearch';
import { oneWayPairsTo } from '../services/rentacarOptions';
import { resolveLocaleLang } from './locales';

const ERROR = 'RCE800';
const NOT_FOUND = 'RCE901';
const DEFAULT_TIME = '1000';
/** How far ahead a rental may start (days from today). */
const MAX_LEAD_DAYS = 365;
const AREA_CODE = /^(?:[a-z]{2,20}|\d{2}|\d{4}|\d{6})$/;
const CLASS_CODE = /^[A-Z0-9]{1,5}$/;
const TIME = /^(?:[01]\d|2[0-3])[0-5]\d$/;

function fail(message: string): never {
  throw new ApiFailure(400, ERROR, message);
}

function parseLang(raw: string | undefined): DisplayLang {
  if (raw === undefined || raw.trim() === '') return 'ja';
  const lang = resolveLocaleLang(raw);
  if (!lang) throw new ApiFailure(400, 'ISE900', 'lang is invalid');
  return lang;
}

function dateParam(raw: string | undefined, name: string): string {
  if (raw === undefined || !/^\d{8}$/.test(raw) || !parseYmd(raw)) fail(`${name} is wrong`);
  return raw;
}

function timeParam(raw: string | undefined, name: string): string {
  if (raw === undefined || raw === '') return DEFAULT_TIME;
  if (!TIME.test(raw)) fail(`${name} is wrong`);
  return raw;
}

/** Reads and checks a rental (dates, times, order, length); null when no date is given and optional. */
export function parseRental(query: RentalQueryValues, today: string, required: boolean): Rental | null {
  if (!required && !query.pickupDate && !query.returnDate) return null;
  const rental: Rental = {
    pickupDate: dateParam(query.pickupDate, 'pickupDate'),
    pickupTime: timeParam(query.pickupTime, 'pickupTime'),
    returnDate: dateParam(query.returnDate, 'returnDate'),
    returnTime: timeParam(query.returnTime, 'returnTime'),
  };
  if (rental.pickupDate < today) fail('pickupDate is in the past');
  if (daysBetween(today, rental.pickupDate) > MAX_LEAD_DAYS) {
    fail(`pickupDate is more than ${MAX_LEAD_DAYS} days ahead`);
  }
  if (rentalMinutes(rental) <= 0) fail('returnDate must be after the pickup');
  if (rentalMinutes(rental) > MAX_RENTAL_DAYS * 1440) fail(`rental is longer than ${MAX_RENTAL_DAYS} days`);
  return rental;
}

/** The one-way return office asked for (checked to exist: 404 RCE901), or undefined. */
async function returnOffice(app: App, raw: string | undefined): Promise<string | undefined> {
  if (raw === undefined || raw === '') return undefined;
  if (!OFFICE_CODE_PATTERN.test(raw)) fail('returnOfficeCode is invalid');
  if (!(await findOffice(app.ctx.db, raw))) throw new ApiFailure(404, NOT_FOUND, 'returnOfficeCode is wrong');
  return raw;
}

async function oneWayAllowed(app: App, from: string, to: string): Promise<boolean> {
  return oneWayFee(await oneWayPairsTo(app.ctx.db, to), from, to) !== null;
}

function areaCodes(raw: string | undefined, name: string): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  const codes = [...new Set(raw.split(',').map((code) => code.trim()))].filter((code) => code !== '');
  if (codes.length > 20 || codes.some((code) => !AREA_CODE.test(code))) fail(`${name} is invalid`);
  return codes;
}

function officeHoursMessage(office: { openTime: string; closeTime: string }, rental: Rental): string | null {
  if (withinOfficeHours(office, rental)) return null;
  const name =
    rental.pickupTime < office.openTime || rental.pickupTime > office.closeTime ? 'pickupTime' : 'returnTime';
  return `${name} is outside the office hours ${formatTime4(office.openTime)}–${formatTime4(office.closeTime)}`;
}

export async function rentacarRoutes(app: App): Promise<void> {
  app.get(
    '/v1/rentacar/offices',
    {
      config: { validationErrorCode: ERROR },
      schema: {
        tags: ['rentacar'],
        summary: 'Rental car offices, optionally in an area',
        querystring: Type.Object({ lang: queryText(16, 'ja (default) | en | showID'), area: queryText(500) }),
        response: { 200: OfficesAnswer, 400: ErrorSchema },
      },
    },
    async (request) => {
      const query = request.query as { lang?: string; area?: string };
      const lang = parseLang(query.lang);
      return { offices: await listOffices(app.ctx.db, areaCodes(query.area, 'area'), lang) };
    },
  );

  app.get(
    '/v1/rentacar',
    {
      config: { validationErrorCode: ERROR },
      preValidation: prepareTypedQuery,
      schema: {
        tags: ['rentacar'],
        summary: 'Rental cars available for a rental (stock on every day), priced',
        querystring: RentacarSearchQuery,
        response: { 200: CarsAnswer, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const query = request.query;
      const lang = parseLang(query.lang);
      const today = japanToday();
      const rental = parseRental(query, today, true) as Rental;
      let officeCode: string | undefined;
      if (query.officeCode) {
        if (!OFFICE_CODE_PATTERN.test(query.officeCode)) fail('officeCode is invalid');
        const office = await findOffice(app.ctx.db, query.officeCode);
        if (!office) throw new ApiFailure(404, NOT_FOUND, 'officeCode is wrong');
        const hours = officeHoursMessage(office, rental);
        if (hours) fail(hours);
        officeCode = office.officeCode;
      }
      if (query.classCode && !CLASS_CODE.test(query.classCode)) fail('classCode is invalid');
      const persons = [query.person1, query.person6, query.person9];
      let passengers = query.passengers;
      if (passengers === undefined && persons.some((n) => n !== undefined)) {
        passengers = persons.reduce<number>((sum, n) => sum + (n ?? 0), 0);
        if (passengers < 1 || passengers > MAX_SELECTABLE_PAX) fail('passengers is invalid');
      }
      const returnOfficeCode = await returnOffice(app, query.returnOfficeCode);
      if (returnOfficeCode && officeCode && !(await oneWayAllowed(app, officeCode, returnOfficeCode))) {
        fail(`one-way drop-off from ${officeCode} to ${returnOfficeCode} is not allowed`);
      }
      const sort = query.sort ?? 'lowPrice';
      const search: RentacarSearch = {
        lang,
        rental,
        officeCode,
        areaCodes: areaCodes(query.area, 'area'),
        classCode: query.classCode || undefined,
        passengers: passengers ?? 1,
        ...(returnOfficeCode ? { returnOfficeCode } : {}),
        sort,
      };
      return { cars: await searchCars(app.ctx.db, search) };
    },
  );

  app.get(
    '/v1/rentacar/:carId',
    {
      config: { validationErrorCode: ERROR },
      schema: {
        tags: ['rentacar'],
        summary: 'One rental car: office, class, price table, 60 days of stock, and an asked rental',
        params: Type.Object({ carId: Type.String({ maxLength: 200, description: 'officeCode-classCode' }) }),
        querystring: RentacarDetailQuery,
        response: { 200: CarDetailSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const { carId } = request.params as { carId: string };
      const query = request.query as RentalQueryValues & { lang?: string };
      const lang = parseLang(query.lang);
      if (!CAR_ID_PATTERN.test(carId)) fail('carId is wrong');
      const today = japanToday();
      const rental = parseRental(query, today, false);
      const returnOfficeCode = await returnOffice(app, query.returnOfficeCode);
      if (returnOfficeCode && !rental) fail('returnOfficeCode needs a rental (pickupDate, returnDate)');
      const detail = await findCar(
        app.ctx.db,
        carId,
        lang,
        today,
        rental && returnOfficeCode ? { ...rental, returnOfficeCode } : rental,
      );
      if (!detail) throw new ApiFailure(404, NOT_FOUND, 'carId is wrong');
      if (rental) {
        const hours = officeHoursMessage(detail.office, rental);
        if (hours) fail(hours);
      }
      if (
        returnOfficeCode &&
        returnOfficeCode !== detail.officeCode &&
        !detail.oneWays.some((w) => w.officeCode === returnOfficeCode)
      ) {
        fail(`one-way drop-off from ${detail.officeCode} to ${returnOfficeCode} is not allowed`);
      }
      return detail;
    },
  );
}
