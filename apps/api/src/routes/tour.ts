/**
 * Calls about one tour (spec §7): GET /v1/tour/{tourId} (detail), and the paths we designed for the
 * named calls tourCalendar (/calendar), tourCondition (/condition) and tourDebug (/debug).
 */
import {
  addDays,
  calendarRequestRange,
  checkGoDate,
  checkTourId,
  defaultConfig,
  japanToday,
  normalizePreviewFlag,
  normalizeSiteLang,
  parseYmd,
} from '@tabiyori/domain';
import type { App } from '../app';
import { ApiFailure, type ErrorBody } from '../errors';
import {
  TOUR_CODE_PATTERN,
  tourCalendar,
  tourCondition,
  tourDebug,
  tourDetail,
} from '../services/tourDetail';
import { isServiceableDate } from '../services/tourPrice';
import { prepareTypedQuery } from '../plugins/typedQuery';
import { ErrorSchema } from '../schemas/common';
import {
  TOUR_CALENDAR_MAX_DAYS,
  TourIdParams,
  TourConditionSchema,
  TourDetailQuerySchema,
  TourDetailAnswerSchema,
  TourCalendarQuerySchema,
  TourCalendarAnswerSchema,
  TourConditionQuerySchema,
  TourDebugQuerySchema,
  TourDebugAnswerSchema,
} from '../schemas/tours';

const VALIDATION = 'TVE800';

function fail(message: string): never {
  throw new ApiFailure(400, VALIDATION, message);
}

/** Spec §5 'tourId is wrong' for a malformed id (the catalog's `T` + 6 digits). */
function tourIdOf(raw: string): string {
  const check = checkTourId(raw);
  if (!check.ok) fail(check.message);
  return raw;
}

function goDateOf(raw: string | undefined, required: boolean): string | undefined {
  if ((raw === undefined || raw === '') && !required) return undefined;
  const check = checkGoDate(raw);
  if (!check.ok) fail(check.message);
  if (!isServiceableDate(raw as string)) fail('goDate is wrong');
  return raw;
}

/** People per room of the prices (1–9 by the query's schema), else the default condition's. */
function paxPerRoomOf(value: number | undefined): number {
  return value ?? defaultConfig.defaults.condition.paxPerRoom ?? 2;
}

const NOT_FOUND: ErrorBody = { status: 404, message: 'not found', errorCode: 'PNF900' };

export async function tourRoutes(app: App): Promise<void> {
  app.get(
    '/v1/tour/:tourId',
    {
      config: { validationErrorCode: VALIDATION },
      preValidation: prepareTypedQuery,
      schema: {
        tags: ['tours'],
        summary: 'A tour',
        description: `Spec §7 GET /v1/tour/{tourId} (preview, lang, paxPerRoom, goDate). The whole tour: overview
(transportation with services and carrier groups, includes), itinerary, default lodging (defaultYadoPlans), hotels,
flyer data, priceStocks over the sale window from today at paxPerRoom people per room (1–9, default 2), the monthly
price ranges (days with priceFrom ≤ 0 ignored), the flights' carrier group and airline rule (spec §5), and with goDate
the departure's prices and the default travel schedule (spec §4). Errors: 400 TVE800 'tourId is wrong' (not T + 6
digits), 'goDate is wrong', 'paxPerRoom is invalid'; 404 TDE901 for an unknown tour.`,
        params: TourIdParams,
        querystring: TourDetailQuerySchema,
        response: { 200: TourDetailAnswerSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const tourId = tourIdOf(request.params.tourId);
      const q = request.query;
      const goDate = goDateOf(q.goDate, false);
      const tour = await tourDetail(app.ctx.db, tourId, {
        lang: normalizeSiteLang(q.lang),
        paxPerRoom: paxPerRoomOf(q.paxPerRoom),
        today: japanToday(),
        preview: normalizePreviewFlag(q.preview) === '1',
        ...(goDate !== undefined ? { goDate } : {}),
      });
      return { tour };
    },
  );

  app.get(
    '/v1/tour/:tourId/calendar',
    {
      config: { validationErrorCode: VALIDATION },
      preValidation: prepareTypedQuery,
      schema: {
        tags: ['tours'],
        summary: 'tourCalendar: prices and stock per departure day',
        description: `Spec §7 tourCalendar (tourId, fromDate, days, paxPerRoom). One entry per day from fromDate
(YYYYMMDD; default today + the reserve-day minimum) for days days (1–${TOUR_CALENDAR_MAX_DAYS}; default the reserve window,
max − min + 1 = ${defaultConfig.consts.reserveDay.max - defaultConfig.consts.reserveDay.min + 1}): the per-adult
priceFrom/priceTo at paxPerRoom people per room (0 = not sold), stock (0 = sold out), the spec §2 day class and
holiday, and whether the day can be chosen. Errors: 400 TVE800 'tourId is wrong', 'fromDate is invalid', 'days is
invalid', 'paxPerRoom is invalid'; 404 TDE901.`,
        params: TourIdParams,
        querystring: TourCalendarQuerySchema,
        response: { 200: TourCalendarAnswerSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const tourId = tourIdOf(request.params.tourId);
      const q = request.query;
      const today = japanToday();
      const { min, max } = defaultConfig.consts.reserveDay;
      const range = calendarRequestRange(today, min, max);
      let fromDate = range.fromDate;
      if (q.fromDate !== undefined) {
        if (!parseYmd(q.fromDate) || !isServiceableDate(q.fromDate)) fail('fromDate is invalid');
        fromDate = q.fromDate;
      }
      const days = q.days ?? range.days;
      if (!isServiceableDate(addDays(fromDate, days - 1))) fail('days is invalid');
      const paxPerRoom = paxPerRoomOf(q.paxPerRoom);
      const calendar = await tourCalendar(app.ctx.db, tourId, {
        fromDate,
        days,
        paxPerRoom,
        today,
        lang: normalizeSiteLang(q.lang),
      });
      return { tourId, fromDate, days, paxPerRoom, calendar };
    },
  );

  app.get(
    '/v1/tour/:tourId/condition',
    {
      config: { validationErrorCode: VALIDATION },
      preValidation: prepareTypedQuery,
      schema: {
        tags: ['tours'],
        summary: 'tourCondition: what a traveller can choose for one departure',
        description: `Spec §7 tourCondition (lang, tourId, goDate). For the departure on goDate: the transport legs with
their dates, places (allDeps/allArrs) and services with times; per stay, the hotels and plans that can be chosen
(the tour's hotels in the stay's area; escorted tours keep their default plans) with the tour's per-adult price for
the date at each people-per-room count; optional activities in the arrival area (area, else prefecture) with stock
on each day of the trip; and the rules: minPax, maxPax (the tour's, capped by the airline's), carrier group and
airline rule (spec §5). Errors: 400 TVE800 'tourId is wrong', 'goDate is wrong' (also when missing); 404 TDE901.`,
        params: TourIdParams,
        querystring: TourConditionQuerySchema,
        response: { 200: TourConditionSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const tourId = tourIdOf(request.params.tourId);
      const goDate = goDateOf(request.query.goDate, true) as string;
      return tourCondition(app.ctx.db, tourId, { goDate, lang: normalizeSiteLang(request.query.lang) });
    },
  );

  app.get(
    '/v1/tour/:tourId/debug',
    {
      config: { validationErrorCode: VALIDATION },
      preValidation: prepareTypedQuery,
      schema: {
        tags: ['tours'],
        summary: 'tourDebug: the stored tour and the figures computed from it',
        description: `Spec §7 tourDebug (tourCode). Only when the API runs with DEBUG_SQL=1 (config debugSqlEnabled);
otherwise 404 PNF900 as for an unknown path. tourCode: the tour id, or {tourId}-{YYYYMMDD} to add one departure's
stored row and the price model's per-adult price at 1–9 people per room (default: the path's tourId). Answers the
stored row and doc, the window figures (stored, bookable, sold-out and unsold days, lowest and highest price, the
search's cached no-date price) and the SQL they come from. Errors: 400 TVE800 'tourId is wrong', 'tourCode is
invalid' (malformed or another tour's); 404 TDE901.`,
        params: TourIdParams,
        querystring: TourDebugQuerySchema,
        response: { 200: TourDebugAnswerSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      if (!app.ctx.config.debugSqlEnabled) return reply.status(404).send(NOT_FOUND);
      const tourId = tourIdOf(request.params.tourId);
      const tourCode = request.query.tourCode || tourId;
      const match = TOUR_CODE_PATTERN.exec(tourCode);
      const date = match?.[2];
      if (
        !match ||
        match[1] !== tourId ||
        (date !== undefined && !(parseYmd(date) && isServiceableDate(date)))
      ) {
        fail('tourCode is invalid');
      }
      const debug = await tourDebug(app.ctx.db, tourId, {
        today: japanToday(),
        ...(match[2] !== undefined ? { departureDate: match[2] } : {}),
      });
      return { ...debug, tourCode };
    },
  );
}
