/**
 * Car rental (spec §1 'rentacar'; the request is checked in services/rentacarRequest.ts, the cars
 * found and priced in services/rentacarSearch.ts):
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
import { japanToday, type DisplayLang } from '@tabiyori/domain';
import { Type } from 'typebox';
import { ErrorSchema, queryText } from '../schemas/common';
import {
  CarDetailSchema,
  CarsAnswer,
  OfficesAnswer,
  RentacarDetailQuery,
  RentacarSearchQuery,
} from '../schemas/rentacar';
import type { App } from '../app';
import { ApiFailure } from '../errors';
import { prepareTypedQuery } from '../plugins/typedQuery';
import { rentacarSearchOf, rentalAreaCodes, rentalCarDetail } from '../services/rentacarRequest';
import { listOffices, searchCars } from '../services/rentacarSearch';
import { resolveLocaleLang } from './locales';

const ERROR = 'RCE800';

function parseLang(raw: string | undefined): DisplayLang {
  if (raw === undefined || raw.trim() === '') return 'ja';
  const lang = resolveLocaleLang(raw);
  if (!lang) throw new ApiFailure(400, 'ISE900', 'lang is invalid');
  return lang;
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
      const lang = parseLang(request.query.lang);
      return { offices: await listOffices(app.ctx.db, rentalAreaCodes(request.query.area), lang) };
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
      const lang = parseLang(request.query.lang);
      const search = await rentacarSearchOf(app.ctx.db, request.query, lang, japanToday());
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
    async (request) =>
      rentalCarDetail(
        app.ctx.db,
        request.params.carId,
        request.query,
        parseLang(request.query.lang),
        japanToday(),
      ),
  );
}
