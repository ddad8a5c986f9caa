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
import { Type } from 'typebox';
import type { App } from '../app';
import { ApiFailure, type ErrorBody } from '../errors';
import {
  MAX_CALENDAR_DAYS,
  TOUR_CODE_PATTERN,
  tourCalendar,
  tourCondition,
  tourDebug,
  tourDetail,
} from '../services/tourDetail';
import { isServiceableDate } from '../services/tourPrice';
import { ErrorSchema, TransportationSchema, tourSummaryProperties } from './tours';

const VALIDATION = 'TVE800';
const text = (maxLength: number, description?: string) =>
  Type.Optional(Type.String({ maxLength, ...(description ? { description } : {}) }));
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

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

function paxPerRoomOf(raw: string | undefined): number {
  if (raw === undefined || raw === '') return defaultConfig.defaults.condition.paxPerRoom ?? 2;
  if (!/^[1-9]$/.test(raw)) fail('paxPerRoom is invalid');
  return Number(raw);
}

const TourIdParams = Type.Object({ tourId: Type.String({ maxLength: 200, description: 'T + 6 digits' }) });

const PriceStockSchema = Type.Object({
  date: Type.String({ description: 'YYYYMMDD' }),
  priceFrom: Type.Integer({ description: 'per adult, tax included; 0 = not sold' }),
  priceTo: Type.Integer(),
  stock: Type.Integer(),
});

const AirlineRuleSchema = Type.Object({
  minChildAge: Type.Integer(),
  maxPax: Type.Integer(),
  lapInfantMaxAge: Type.Integer(),
});

const RoomAssignSchema = Type.Record(Type.String(), Type.Integer());

const TravelScheduleSchema = Type.Object({
  tourId: Type.String(),
  goDate: Type.String(),
  travelDays: Type.Integer(),
  pax: Type.Array(
    Type.Object({
      adult: Type.Integer(),
      child: Type.Array(
        Type.Object({
          age: Type.Integer(),
          useBed: Type.Boolean(),
          useSeat: Type.Boolean(),
          isSchoolChild: Type.Boolean(),
        }),
      ),
      approachType: Type.String(),
    }),
  ),
  stays: Type.Array(
    Type.Object({
      relativeDate: Type.Integer(),
      hotelId: Type.String(),
      planId: Type.String(),
      roomAssigns: Type.Array(RoomAssignSchema),
    }),
  ),
  includeOptionals: Type.Array(
    Type.Object({
      optionalId: Type.String(),
      date: Type.String(),
      amount: RoomAssignSchema,
      optionalGroupId: Type.String(),
    }),
  ),
  stock: Type.Integer(),
});

const TourDetailSchema = Type.Object({
  ...tourSummaryProperties,
  description: Type.String(),
  overview: Type.Object({
    transportation: Type.Array(TransportationSchema),
    includes: Type.Array(Type.String()),
    guide: Type.Boolean(),
    minPax: Type.Integer(),
    maxPax: Type.Integer(),
  }),
  itinerary: Type.Array(
    Type.Object({
      day: Type.Integer(),
      title: Type.String(),
      schedule: Type.Array(Type.String()),
      meals: Type.Object({ breakfast: Type.Boolean(), lunch: Type.Boolean(), dinner: Type.Boolean() }),
      stay: Nullable(Type.String()),
    }),
  ),
  images: Type.Array(Type.Object({ path: Type.String(), alt: Type.String() })),
  flyer: Type.Object({
    flyerMonths: Type.Array(Type.String()),
    icons: Type.Array(Type.Object({ code: Type.String(), name: Type.String(), url: Type.String() })),
    notes: Type.Array(Type.String()),
    commonNotices: Type.Array(Type.String()),
  }),
  paxPerRoom: Type.Integer(),
  priceStocks: Type.Array(PriceStockSchema),
  monthlyPriceRanges: Type.Array(
    Type.Object({ month: Type.String(), priceFrom: Type.Integer(), priceTo: Type.Integer() }),
  ),
  priceFrom: Type.Integer(),
  priceTo: Type.Integer(),
  carrierGroup: Nullable(Type.String()),
  airlineRule: Nullable(AirlineRuleSchema),
  goDate: Nullable(Type.String()),
  goDatePriceStock: Nullable(PriceStockSchema),
  travelSchedule: Nullable(TravelScheduleSchema),
  preview: Type.Boolean(),
});

const CalendarDaySchema = Type.Object({
  date: Type.String(),
  priceFrom: Type.Integer(),
  priceTo: Type.Integer(),
  stock: Type.Integer(),
  dayClass: Type.String({ description: "spec §2: 'sunday-holiday', 'saturday' or 'other'" }),
  isHoliday: Type.Boolean(),
  holidayName: Nullable(Type.String()),
  selectable: Type.Boolean({
    description: 'in the reserve window (cut by the booking end date), sold, in stock',
  }),
});

const PlanChoiceSchema = Type.Object({
  planId: Type.String(),
  planName: Type.String(),
  mealTypeCode: Type.String(),
  mealTypeName: Type.String(),
  roomTypeCodes: Type.Array(Type.String()),
  canSmoke: Type.Boolean(),
  minPax: Type.Integer(),
  maxPax: Type.Integer(),
  isDefault: Type.Boolean(),
  prices: Type.Array(Type.Object({ paxPerRoom: Type.Integer(), price: Type.Integer() }), {
    description: 'the tour’s per-adult price on goDate with this plan, per people per room',
  }),
});

const TourConditionSchema = Type.Object({
  tourId: Type.String(),
  goDate: Type.String(),
  travelDays: Type.Integer(),
  available: Type.Boolean(),
  priceStock: Nullable(PriceStockSchema),
  transportation: Type.Array(
    Type.Object({
      ...TransportationSchema.properties,
      date: Type.String(),
      services: Type.Array(
        Type.Object({
          ...TransportationSchema.properties.services.items.properties,
          surcharge: Type.Integer({
            description: 'yen per person this service adds (0: the service included in the price)',
          }),
        }),
      ),
    }),
  ),
  stays: Type.Array(
    Type.Object({
      relativeDate: Type.Integer(),
      nights: Type.Integer(),
      checkinDate: Type.String(),
      defaultHotelId: Type.String(),
      hotels: Type.Array(
        Type.Object({
          hotelId: Type.String(),
          hotelName: Type.String(),
          isDefault: Type.Boolean(),
          plans: Type.Array(PlanChoiceSchema),
        }),
      ),
    }),
  ),
  optionals: Type.Array(
    Type.Object({
      optionalId: Type.String(),
      optionalGroupId: Type.String(),
      name: Type.String(),
      planName: Type.String(),
      categoryCode: Type.String(),
      area3Code: Type.String(),
      prices: Type.Object({
        person1: Type.Integer(),
        person6: Nullable(Type.Integer()),
        person9: Nullable(Type.Integer()),
      }),
      startTimes: Type.Array(Type.String()),
      durationMinutes: Type.Integer(),
      minPax: Type.Integer(),
      maxPax: Type.Integer(),
      dates: Type.Array(Type.Object({ date: Type.String(), stock: Type.Integer() })),
    }),
  ),
  rules: Type.Object({
    minPax: Type.Integer(),
    maxPax: Type.Integer(),
    carrierGroup: Nullable(Type.String()),
    airlineRule: Nullable(AirlineRuleSchema),
  }),
});

const NOT_FOUND: ErrorBody = { status: 404, message: 'not found', errorCode: 'PNF900' };

export async function tourRoutes(app: App): Promise<void> {
  app.get(
    '/v1/tour/:tourId',
    {
      config: { validationErrorCode: VALIDATION },
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
        querystring: Type.Object({
          lang: text(10),
          preview: text(5, '1: preview (kept only when 1)'),
          paxPerRoom: text(2),
          goDate: text(40, 'YYYYMMDD'),
        }),
        response: { 200: Type.Object({ tour: TourDetailSchema }), 400: ErrorSchema, 404: ErrorSchema },
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
      schema: {
        tags: ['tours'],
        summary: 'tourCalendar: prices and stock per departure day',
        description: `Spec §7 tourCalendar (tourId, fromDate, days, paxPerRoom). One entry per day from fromDate
(YYYYMMDD; default today + the reserve-day minimum) for days days (1–${MAX_CALENDAR_DAYS}; default the reserve window,
max − min + 1 = ${defaultConfig.consts.reserveDay.max - defaultConfig.consts.reserveDay.min + 1}): the per-adult
priceFrom/priceTo at paxPerRoom people per room (0 = not sold), stock (0 = sold out), the spec §2 day class and
holiday, and whether the day can be chosen. Errors: 400 TVE800 'tourId is wrong', 'fromDate is invalid', 'days is
invalid', 'paxPerRoom is invalid'; 404 TDE901.`,
        params: TourIdParams,
        querystring: Type.Object({
          fromDate: text(40, 'YYYYMMDD'),
          days: text(6),
          paxPerRoom: text(2),
          lang: text(10),
        }),
        response: {
          200: Type.Object({
            tourId: Type.String(),
            fromDate: Type.String(),
            days: Type.Integer(),
            paxPerRoom: Type.Integer(),
            calendar: Type.Array(CalendarDaySchema),
          }),
          400: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request) => {
      const tourId = tourIdOf(request.params.tourId);
      const q = request.query;
      const today = japanToday();
      const { min, max } = defaultConfig.consts.reserveDay;
      const range = calendarRequestRange(today, min, max);
      let fromDate = range.fromDate;
      if (q.fromDate !== undefined && q.fromDate !== '') {
        if (!/^\d{8}$/.test(q.fromDate) || !parseYmd(q.fromDate) || !isServiceableDate(q.fromDate)) {
          fail('fromDate is invalid');
        }
        fromDate = q.fromDate;
      }
      let days = range.days;
      if (q.days !== undefined && q.days !== '') {
        if (!/^\d{1,3}$/.test(q.days)) fail('days is invalid');
        days = Number(q.days);
        if (days < 1 || days > MAX_CALENDAR_DAYS) fail('days is invalid');
      }
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
        querystring: Type.Object({ goDate: text(40, 'YYYYMMDD'), lang: text(10) }),
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
        querystring: Type.Object({ tourCode: text(40) }),
        response: {
          200: Type.Object(
            {
              tourId: Type.String(),
              tourCode: Type.String(),
              row: Type.Object({}, { additionalProperties: true }),
              doc: Type.Object({}, { additionalProperties: true }),
              figures: Type.Object({}, { additionalProperties: true }),
              departure: Nullable(Type.Object({}, { additionalProperties: true })),
              sql: Type.Array(Type.Object({}, { additionalProperties: true })),
            },
            { additionalProperties: true },
          ),
          400: ErrorSchema,
          404: ErrorSchema,
        },
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
