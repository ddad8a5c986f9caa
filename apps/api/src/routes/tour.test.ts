/**
 * GET /v1/tour/{tourId} and its tourCalendar, tourCondition and tourDebug paths over HTTP on both
 * databases (spec §3 Tour and travel schedule, §5 request checks, §7 calls, §8 errors, §9 monthly
 * price ranges). Expected values come from the seeded database.
 */
import { addDays, japanToday, monthlyPriceRanges } from '@tabiyori/domain';
import { tourDebug } from '../services/tourDetail';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogToday, DATABASE_KINDS, type TestApi, startTestApi, isoDay } from '../test/harness';

interface PriceStock {
  date: string;
  priceFrom: number;
  priceTo: number;
  stock: number;
}

interface Detail {
  tourId: string;
  tourName: string;
  tourTypeLabel: string;
  travelDays: number;
  description: string;
  overview: {
    transportation: { type: string; services: { carrierCode: string | null }[] }[];
    includes: string[];
    minPax: number;
    maxPax: number;
  };
  itinerary: { day: number; title: string; schedule: string[]; stay: string | null }[];
  defaultYadoPlans: {
    hotelId: string;
    hotelName: string;
    planIds: string[];
    paxPlanIds: Record<string, string>;
  }[];
  hotels: { hotelId: string; hotelName: string }[];
  flyer: { flyerMonths: string[]; icons: { code: string; url: string }[]; notes: string[] };
  paxPerRoom: number;
  priceStocks: PriceStock[];
  monthlyPriceRanges: { month: string; priceFrom: number; priceTo: number }[];
  priceFrom: number;
  carrierGroup: string | null;
  airlineRule: { minChildAge: number; maxPax: number; lapInfantMaxAge: number } | null;
  goDate: string | null;
  goDatePriceStock: PriceStock | null;
  travelSchedule: {
    tourId: string;
    goDate: string;
    travelDays: number;
    stays: { relativeDate: number; hotelId: string; planId: string }[];
    stock: number;
  } | null;
  preview: boolean;
}

interface CalendarDay extends PriceStock {
  dayClass: string;
  isHoliday: boolean;
  holidayName: string | null;
  selectable: boolean;
}

interface Condition {
  tourId: string;
  goDate: string;
  available: boolean;
  priceStock: PriceStock | null;
  transportation: { date: string; leg: string; allDeps: string[]; services: { depTime: string }[] }[];
  stays: {
    relativeDate: number;
    nights: number;
    checkinDate: string;
    defaultHotelId: string;
    hotels: {
      hotelId: string;
      isDefault: boolean;
      plans: { planId: string; isDefault: boolean; prices: { paxPerRoom: number; price: number }[] }[];
    }[];
  }[];
  optionals: { optionalId: string; area3Code: string; dates: { date: string; stock: number }[] }[];
  rules: {
    minPax: number;
    maxPax: number;
    carrierGroup: string | null;
    airlineRule: { maxPax: number } | null;
  };
}

const ymd = (date: string) => date.replaceAll('-', '');

describe.each(DATABASE_KINDS)('one tour on %s', (kind) => {
  let api: TestApi;
  let today: string;
  const db = () => api.handle.db;

  /** A tour with flights and nights, and a bookable departure of it. */
  async function airTour(): Promise<{ tourId: string; goDate: string; priceFrom: number; stock: number }> {
    const rows = await sql<{ tour_id: string; dep_date: string; price_from: number; stock: number }>`
      select d.tour_id, d.dep_date, d.price_from, d.stock from tour_day d join tour t using (tour_id)
      where t.approach_type = 'air' and t.nights >= 1 and d.price_from > 0 and d.stock > 0
        and d.dep_date >= ${isoDay(addDays(today, 7))}
      order by t.tour_id, d.dep_date limit 1`.execute(db());
    const row = rows.rows[0]!;
    return { tourId: row.tour_id, goDate: ymd(row.dep_date), priceFrom: row.price_from, stock: row.stock };
  }

  beforeAll(async () => {
    api = await startTestApi(kind);
    today = catalogToday();
  });
  afterAll(async () => {
    await api?.close();
  });

  describe('GET /v1/tour/{tourId} (spec §3 Tour)', () => {
    it('answers the whole tour with priceStocks of the window and the monthly price ranges', async () => {
      const { tourId } = await airTour();
      const res = await api.get(`/v1/tour/${tourId}`);
      expect(res.status).toBe(200);
      const tour = (res.body as { tour: Detail }).tour;
      const stored = await db()
        .selectFrom('tour')
        .select(['travel_days', 'hotel_ids', 'doc'])
        .where('tour_id', '=', tourId)
        .executeTakeFirstOrThrow();
      expect(tour.tourId).toBe(tourId);
      expect(tour.travelDays).toBe(stored.travel_days);
      expect(tour.tourTypeLabel).toBe(`${stored.travel_days}日間`);
      expect(tour.tourName).toBe(stored.doc.name.ja);
      expect(tour.description).toBe(stored.doc.description.ja);
      expect(tour.itinerary).toHaveLength(stored.travel_days);
      expect(tour.itinerary[0]!.schedule.length).toBeGreaterThan(0);
      expect(tour.overview.includes.length).toBeGreaterThan(0);
      expect(tour.overview.transportation[0]!.type).toBe('air');
      expect(tour.hotels.map((h) => h.hotelId)).toEqual(stored.hotel_ids);
      expect(tour.hotels.every((h) => h.hotelName !== '')).toBe(true);
      expect(tour.defaultYadoPlans[0]!.planIds).toEqual(stored.doc.defaultYadoPlans[0].planIds);
      expect(tour.flyer.flyerMonths).toEqual(stored.doc.flyer.flyerMonths);
      expect(tour.flyer.icons.every((i) => i.url.startsWith('/static/'))).toBe(true);
      expect(tour.paxPerRoom).toBe(2);

      const days = await db()
        .selectFrom('tour_day')
        .select(['dep_date', 'price_from', 'price_to', 'stock'])
        .where('tour_id', '=', tourId)
        .where('dep_date', '>=', isoDay(today))
        .orderBy('dep_date')
        .execute();
      expect(tour.priceStocks).toEqual(
        days.map((d) => ({
          date: ymd(d.dep_date),
          priceFrom: d.price_from,
          priceTo: Math.max(d.price_to, d.price_from),
          stock: d.stock,
        })),
      );
      expect(tour.monthlyPriceRanges).toEqual(monthlyPriceRanges(tour.priceStocks));
      expect(tour.monthlyPriceRanges.length).toBeGreaterThan(0);
      const bookable = days.filter((d) => d.price_from > 0 && d.stock > 0);
      expect(tour.priceFrom).toBe(Math.min(...bookable.map((d) => d.price_from)));

      const carriers = tour.overview.transportation.flatMap((t) => t.services.map((s) => s.carrierCode));
      expect(carriers.length).toBeGreaterThan(0);
      expect(['ANA', 'JAL', 'SKY', 'other', '']).toContain(tour.carrierGroup);
      expect(tour.airlineRule!.maxPax).toBeGreaterThanOrEqual(6);
      expect(tour.goDate).toBeNull();
      expect(tour.travelSchedule).toBeNull();
      expect(tour.preview).toBe(false);
    });

    it('with goDate: the departure’s prices and the default travel schedule (spec §4)', async () => {
      const d = await airTour();
      const tour = (
        (await api.get(`/v1/tour/${d.tourId}?goDate=${d.goDate}&preview=1`)).body as { tour: Detail }
      ).tour;
      expect(tour.goDate).toBe(d.goDate);
      expect(tour.goDatePriceStock).toMatchObject({ date: d.goDate, priceFrom: d.priceFrom, stock: d.stock });
      const schedule = tour.travelSchedule!;
      expect(schedule).toMatchObject({
        tourId: d.tourId,
        goDate: d.goDate,
        travelDays: tour.travelDays,
        stock: d.stock,
      });
      const yado = tour.defaultYadoPlans[0]!;
      expect(schedule.stays[0]).toMatchObject({
        relativeDate: 0,
        hotelId: yado.hotelId,
        planId: yado.paxPlanIds['2'],
      });
      expect(schedule.stays.length).toBe(tour.travelDays - 1);
      expect(tour.preview).toBe(true);
    });

    it('paxPerRoom 1 costs at least as much per adult as 2 per room (1名1室 is dearer)', async () => {
      const d = await airTour();
      const two = ((await api.get(`/v1/tour/${d.tourId}`)).body as { tour: Detail }).tour;
      const one = ((await api.get(`/v1/tour/${d.tourId}?paxPerRoom=1`)).body as { tour: Detail }).tour;
      expect(one.paxPerRoom).toBe(1);
      expect(one.priceStocks).toHaveLength(two.priceStocks.length);
      let compared = 0;
      for (const [i, day] of one.priceStocks.entries()) {
        const base = two.priceStocks[i]!;
        expect(day.date).toBe(base.date);
        expect(day.stock).toBe(base.stock);
        if (day.priceFrom > 0 && base.priceFrom > 0) {
          expect(day.priceFrom).toBeGreaterThanOrEqual(base.priceFrom);
          compared += 1;
        }
      }
      expect(compared).toBeGreaterThan(0);
    });

    it('answers en texts with lang=en', async () => {
      const { tourId } = await airTour();
      const tour = ((await api.get(`/v1/tour/${tourId}?lang=en`)).body as { tour: Detail }).tour;
      const stored = await db()
        .selectFrom('tour')
        .select('doc')
        .where('tour_id', '=', tourId)
        .executeTakeFirstOrThrow();
      expect(tour.tourName).toBe(stored.doc.name.en);
      expect(tour.tourTypeLabel).toMatch(/^\d+ days$/);
    });

    it('spec §5/§8: 400 TVE800 for a malformed tourId or goDate, 404 TDE901 for an unknown tour', async () => {
      const cases: [string, number, string, string][] = [
        ['/v1/tour/ABC', 400, 'TVE800', 'tourId is wrong'],
        ['/v1/tour/T12345', 400, 'TVE800', 'tourId is wrong'],
        [`/v1/tour/${encodeURIComponent("T000001' or '1'='1")}`, 400, 'TVE800', 'tourId is wrong'],
        ['/v1/tour/T000001?goDate=20261340', 400, 'TVE800', 'goDate is wrong'],
        ['/v1/tour/T000001?goDate=abc', 400, 'TVE800', 'goDate is wrong'],
        ['/v1/tour/T000001?paxPerRoom=10', 400, 'TVE800', 'paxPerRoom is invalid'],
        ['/v1/tour/T999999', 404, 'TDE901', 'tour T999999 is not found'],
      ];
      for (const [path, status, errorCode, message] of cases) {
        const res = await api.get(path);
        expect(res.status, path).toBe(status);
        expect(res.body).toEqual({ status, message, errorCode });
      }
    });
  });

  describe('tourCalendar: GET /v1/tour/{tourId}/calendar (spec §7)', () => {
    it('answers one day per requested day with prices, stock, day class and sold-out days', async () => {
      const { tourId } = await airTour();
      const fromDate = addDays(today, 3);
      const res = await api.get(`/v1/tour/${tourId}/calendar?fromDate=${fromDate}&days=60&paxPerRoom=2`);
      expect(res.status).toBe(200);
      const body = res.body as { fromDate: string; days: number; calendar: CalendarDay[] };
      expect(body.fromDate).toBe(fromDate);
      expect(body.calendar).toHaveLength(60);
      expect(body.calendar[0]!.date).toBe(fromDate);
      expect(body.calendar[59]!.date).toBe(addDays(fromDate, 59));
      const rows = await db()
        .selectFrom('tour_day')
        .select(['dep_date', 'price_from', 'stock'])
        .where('tour_id', '=', tourId)
        .where('dep_date', '>=', isoDay(fromDate))
        .where('dep_date', '<=', isoDay(addDays(fromDate, 59)))
        .execute();
      for (const row of rows) {
        const day = body.calendar.find((c) => c.date === ymd(row.dep_date))!;
        expect(day.priceFrom).toBe(row.price_from);
        expect(day.stock).toBe(row.stock);
        expect(day.selectable).toBe(row.price_from > 0 && row.stock > 0);
      }
      const soldOut = body.calendar.filter((c) => c.priceFrom > 0 && c.stock === 0);
      expect(soldOut.length).toBeGreaterThan(0);
      expect(soldOut.every((c) => !c.selectable)).toBe(true);
      for (const day of body.calendar) {
        const dow = new Date(`${isoDay(day.date)}T00:00:00Z`).getUTCDay();
        if (dow === 6 && !day.isHoliday) expect(day.dayClass).toBe('saturday');
        if (dow === 0 || day.isHoliday) expect(day.dayClass).toBe('sunday-holiday');
      }
    });

    it('by default covers the reserve window (max − min + 1 days) from today + min; days past the data are 0', async () => {
      const { tourId } = await airTour();
      const body = (await api.get(`/v1/tour/${tourId}/calendar`)).body as {
        fromDate: string;
        days: number;
        calendar: CalendarDay[];
      };
      expect(body.fromDate).toBe(addDays(today, 3));
      expect(body.days).toBe(328);
      expect(body.calendar).toHaveLength(328);
      const last = body.calendar.at(-1)!;
      expect(last).toMatchObject({ priceFrom: 0, stock: 0, selectable: false });
      // Days before today + 3 are outside the reserve window: never selectable.
      const early = (await api.get(`/v1/tour/${tourId}/calendar?fromDate=${today}&days=3`)).body as {
        calendar: CalendarDay[];
      };
      expect(early.calendar.every((c) => !c.selectable)).toBe(true);
    });

    it('rejects bad parameters and unknown tours', async () => {
      const cases: [string, number, string][] = [
        ['/v1/tour/T000001/calendar?days=401', 400, 'days is invalid'],
        ['/v1/tour/T000001/calendar?days=0', 400, 'days is invalid'],
        ['/v1/tour/T000001/calendar?days=99999999999', 400, 'days is invalid'],
        ['/v1/tour/T000001/calendar?fromDate=20261301', 400, 'fromDate is invalid'],
        ['/v1/tour/T000001/calendar?paxPerRoom=0', 400, 'paxPerRoom is invalid'],
        // Integers are plain decimal digits, as before the query was typed (the validator would take these).
        ['/v1/tour/T000001/calendar?days=1e1', 400, 'days is invalid'],
        ['/v1/tour/T000001/calendar?days=0x10', 400, 'days is invalid'],
        ['/v1/tour/T000001/calendar?paxPerRoom=%202', 400, 'paxPerRoom is invalid'],
        ['/v1/tour/T000001/calendar?fromDate=2026-1-01', 400, 'fromDate is invalid'],
        ['/v1/tour/bad/calendar', 400, 'tourId is wrong'],
        ['/v1/tour/T999999/calendar', 404, 'tour T999999 is not found'],
      ];
      for (const [path, status, message] of cases) {
        const res = await api.get(path);
        expect(res.status, path).toBe(status);
        expect((res.body as { message: string }).message).toBe(message);
      }
    });
  });

  describe('tourCondition: GET /v1/tour/{tourId}/condition (spec §7)', () => {
    it('answers the transport, the hotels and plans with their prices, optionals and the rules', async () => {
      const d = await airTour();
      const res = await api.get(`/v1/tour/${d.tourId}/condition?goDate=${d.goDate}`);
      expect(res.status).toBe(200);
      const c = res.body as Condition;
      expect(c).toMatchObject({ tourId: d.tourId, goDate: d.goDate, available: true });
      expect(c.priceStock).toMatchObject({ priceFrom: d.priceFrom, stock: d.stock });
      expect(c.transportation[0]!.date).toBe(d.goDate);
      expect(c.transportation[0]!.allDeps.length).toBeGreaterThan(0);
      expect(c.transportation[0]!.services[0]!.depTime).toMatch(/^\d{4}$/);
      const stay = c.stays[0]!;
      expect(stay.checkinDate).toBe(d.goDate);
      const home = stay.hotels.find((h) => h.isDefault)!;
      expect(home.hotelId).toBe(stay.defaultHotelId);
      // Each plan's price at 2 per room is the tour price with it; the cheapest default plan is priceFrom.
      const atTwo = home.plans
        .filter((p) => p.isDefault)
        .flatMap((p) => p.prices.filter((x) => x.paxPerRoom === 2).map((x) => x.price));
      if (c.stays.length === 1) expect(Math.min(...atTwo)).toBe(d.priceFrom);
      else expect(Math.min(...atTwo)).toBeGreaterThan(0);
      expect(c.rules.minPax).toBeGreaterThanOrEqual(1);
      expect(c.rules.maxPax).toBeLessThanOrEqual(c.rules.airlineRule!.maxPax);
      for (const o of c.optionals) {
        expect(o.optionalId).toMatch(/^\d{4}-\d{3}-\d{2}$/);
        for (const day of o.dates) {
          expect(day.date >= d.goDate).toBe(true);
          expect(day.date <= addDays(d.goDate, c.transportation.length > 0 ? 10 : 0)).toBe(true);
        }
      }
    });

    it('finds optional activities in the arrival area', async () => {
      const rows = await sql<{ tour_id: string; dep_date: string }>`
        select d.tour_id, d.dep_date from tour_day d join tour t using (tour_id)
        where d.price_from > 0 and d.dep_date >= ${isoDay(addDays(today, 7))}
          and exists (select 1 from optional_activity o where o.area3_code = any(t.arr_codes))
        order by d.tour_id, d.dep_date limit 1`.execute(db());
      const row = rows.rows[0]!;
      const c = (await api.get(`/v1/tour/${row.tour_id}/condition?goDate=${ymd(row.dep_date)}`))
        .body as Condition;
      expect(c.optionals.length).toBeGreaterThan(0);
      expect(c.optionals[0]!.dates.length).toBeGreaterThan(0);
    });

    it('requires goDate (spec §5 goDate is wrong) and a known tour', async () => {
      for (const [path, status, message] of [
        ['/v1/tour/T000001/condition', 400, 'goDate is wrong'],
        ['/v1/tour/T000001/condition?goDate=2026', 400, 'goDate is wrong'],
        ['/v1/tour/T999999/condition?goDate=20270101', 404, 'tour T999999 is not found'],
      ] as const) {
        const res = await api.get(path);
        expect(res.status, path).toBe(status);
        expect((res.body as { message: string }).message).toBe(message);
      }
    });
  });

  describe('tourDebug: GET /v1/tour/{tourId}/debug', () => {
    it('is not there (404 PNF900) unless debugSqlEnabled', async () => {
      const res = await api.get('/v1/tour/T000001/debug');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ status: 404, message: 'not found', errorCode: 'PNF900' });
    });

    it('with debugSqlEnabled: the stored row, the figures and the SQL', async () => {
      const d = await airTour();
      api.app.ctx.config.debugSqlEnabled = true;
      try {
        const res = await api.get(`/v1/tour/${d.tourId}/debug?tourCode=${d.tourId}-${d.goDate}`);
        expect(res.status).toBe(200);
        const body = res.body as {
          tourCode: string;
          row: Record<string, unknown>;
          doc: { tourId: string };
          figures: { bookableDays: number; minPriceFrom: number; searchWindowPrice: number };
          departure: {
            stored: { priceFrom: number };
            byPaxPerRoom: { paxPerRoom: number; price: unknown }[];
          };
          sql: { text: string }[];
        };
        expect(body.tourCode).toBe(`${d.tourId}-${d.goDate}`);
        expect(body.row.tour_id).toBe(d.tourId);
        expect(body.row.doc).toBeUndefined();
        expect(body.doc.tourId).toBe(d.tourId);
        expect(body.figures.bookableDays).toBeGreaterThan(0);
        expect(body.figures.searchWindowPrice).toBe(body.figures.minPriceFrom);
        expect(body.departure.stored.priceFrom).toBe(d.priceFrom);
        expect(body.departure.byPaxPerRoom).toHaveLength(9);
        expect(body.departure.byPaxPerRoom[1]!.price).toMatchObject({ priceFrom: d.priceFrom });
        expect(body.sql[0]!.text).toMatch(/from tour_day/);
        // The exact schema drops nothing the service computed (issue 14).
        const direct = await tourDebug(api.handle.db, d.tourId, {
          today: japanToday(),
          departureDate: d.goDate,
        });
        const { figures, departure, sql: queries } = body as unknown as Record<string, unknown>;
        expect({ figures, departure, sql: queries }).toEqual(
          JSON.parse(
            JSON.stringify({ figures: direct.figures, departure: direct.departure, sql: direct.sql }),
          ),
        );
        const other = await api.get(`/v1/tour/${d.tourId}/debug?tourCode=T000002`);
        expect(other.status).toBe(400);
        expect((other.body as { message: string }).message).toBe('tourCode is invalid');
        expect((await api.get('/v1/tour/T999999/debug')).status).toBe(404);
      } finally {
        api.app.ctx.config.debugSqlEnabled = false;
      }
    });
  });

  it('hostile input on every tour path never gives a 5xx', async () => {
    const paths = [
      `/v1/tour/T000001?lang=${encodeURIComponent('<script>')}&preview=${'9'.repeat(5)}`,
      `/v1/tour/T000001?goDate=${encodeURIComponent("20270101' or 1=1--")}`,
      '/v1/tour/T000001?paxPerRoom=99999999999',
      `/v1/tour/${'T'.repeat(150)}`,
      `/v1/tour/${'T'.repeat(500)}`,
      `/v1/tour/T000001/calendar?fromDate=${encodeURIComponent("2027'; drop table tour_day;--")}`,
      '/v1/tour/T000001/calendar?fromDate=99991231&days=400',
      '/v1/tour/T000001/calendar?fromDate=00010101&days=1',
      '/v1/tour/T000001/condition?goDate=99991231',
      '/v1/tour/T000001?goDate=99991231',
      '/v1/tour/T000001/debug?tourCode=T000001-99991231',
      '/v1/tour/T000001/condition?goDate=20270101&lang=xx',
      `/v1/tour/T000001/debug?tourCode=${encodeURIComponent("T000001' --")}`,
    ];
    for (const path of paths) {
      const res = await api.get(path);
      expect(res.status, path).toBeLessThan(500);
    }
  });

  it('documents every tour call in the OpenAPI document', async () => {
    const doc = (await api.get('/docs/json')).body as { paths: Record<string, unknown> };
    for (const path of [
      '/v1/tours',
      '/v1/tours.count',
      '/v1/tour/{tourId}',
      '/v1/tour/{tourId}/calendar',
      '/v1/tour/{tourId}/condition',
      '/v1/tour/{tourId}/debug',
      '/v1/totalPriceForAll',
      '/v1/extrainDmpSort',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });
});
