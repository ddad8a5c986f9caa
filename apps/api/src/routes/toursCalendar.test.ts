/**
 * GET /v1/tours.calendar over HTTP on both databases: the lowest bookable price per departure day of
 * a tour search (spec §2 calendar). Expected values come from the seeded database (SQL over
 * tour_day) and from GET /v1/tours itself, never hard-coded.
 */
import { addDays } from '@tabiyori/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogToday, DATABASE_KINDS, type TestApi, startTestApi, isoDay } from '../test/harness';

interface Day {
  date: string;
  priceFrom: number;
}

const ymd = (date: string) => date.replaceAll('-', '');

describe.each(DATABASE_KINDS)('GET /v1/tours.calendar on %s', (kind) => {
  let api: TestApi;
  let today: string;
  let region: string;

  /** Per day from..to: the lowest bookable price_from of the tours arriving in `code`. */
  async function expectedDays(code: string, from: string, to: string, minPrice = 0): Promise<Day[]> {
    const rows = await sql<{ day: string; price: number }>`
      select to_char(d.dep_date, 'YYYY-MM-DD') as day, min(d.price_from)::int as price
      from tour t join tour_day d on d.tour_id = t.tour_id
      where t.arr_codes @> array[${code}]::text[] and d.stock > 0 and d.price_from > 0
        and d.price_from >= ${minPrice}
        and d.dep_date >= ${isoDay(from)} and d.dep_date <= ${isoDay(to)} and d.dep_date >= ${isoDay(today)}
      group by d.dep_date order by d.dep_date`.execute(api.handle.db);
    return rows.rows.map((r) => ({ date: ymd(r.day), priceFrom: r.price }));
  }

  async function calendar(query: string): Promise<Day[]> {
    const res = await api.get(`/v1/tours.calendar?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as { days: Day[] }).days;
  }

  beforeAll(async () => {
    api = await startTestApi(kind);
    today = catalogToday();
    const tour = await api.handle.db
      .selectFrom('tour')
      .select(['arr_codes'])
      .orderBy('tour_id')
      .executeTakeFirstOrThrow();
    region = tour.arr_codes[0] ?? '';
    expect(region).not.toBe('');
  });
  afterAll(async () => {
    await api?.close();
  });

  it('gives the lowest bookable price of each day of the search', async () => {
    const from = today;
    const to = addDays(today, 20);
    const days = await calendar(`arrAreaCode=${region}&from=${from}&to=${to}`);
    const expected = await expectedDays(region, from, to);
    expect(expected.length).toBeGreaterThan(0);
    expect(days).toEqual(expected);
  });

  it('equals the first tour GET /v1/tours lists for the day sorted by lowest price', async () => {
    const from = addDays(today, 3);
    const to = addDays(today, 9);
    const days = await calendar(`arrAreaCode=${region}&from=${from}&to=${to}&sort=popular`);
    expect(days.length).toBeGreaterThan(0);
    for (const day of days) {
      const res = await api.get(`/v1/tours?arrAreaCode=${region}&goDate=${day.date}&sort=lowPrice&ipg=1`);
      expect(res.status).toBe(200);
      const first = (res.body as { tours: { priceFrom: number }[] }).tours[0];
      expect(first?.priceFrom, day.date).toBe(day.priceFrom);
    }
  });

  it('keeps the price filter and ignores the condition’s own goDate', async () => {
    const from = today;
    const to = addDays(today, 13);
    const all = await expectedDays(region, from, to);
    const prices = all.map((d) => d.priceFrom).sort((a, b) => a - b);
    const bound = prices[Math.floor(prices.length / 2)] ?? 0;
    const days = await calendar(
      `arrAreaCode=${region}&minPrice=${bound}&goDate=${addDays(today, 5)}&from=${from}&to=${to}`,
    );
    expect(days).toEqual(await expectedDays(region, from, to, bound));
    expect(days.every((d) => d.priceFrom >= bound)).toBe(true);
  });

  it('leaves out the days before today', async () => {
    const days = await calendar(`arrAreaCode=${region}&from=${addDays(today, -5)}&to=${addDays(today, 2)}`);
    expect(days.every((d) => d.date >= today)).toBe(true);
    expect(days).toEqual(await expectedDays(region, today, addDays(today, 2)));
  });

  it('answers 400 TVE800 naming the wrong range', async () => {
    const cases: [string, string][] = [
      [`from=2026-01-01&to=${today}`, 'from is invalid'],
      [`from=20260231&to=${today}`, 'from is wrong'],
      [`from=${today}&to=20261340`, 'to is wrong'],
      [`from=${today}`, ''],
      [`from=${addDays(today, 3)}&to=${today}`, 'from–to must be 1 to 42 days'],
      [`from=${today}&to=${addDays(today, 42)}`, 'from–to must be 1 to 42 days'],
      [`from=${today}&to=${addDays(today, 1)}&approachType=boat`, 'boat is invalid approachType'],
    ];
    for (const [query, message] of cases) {
      const res = await api.get(`/v1/tours.calendar?${query}`);
      expect(res.status, query).toBe(400);
      const body = res.body as { errorCode: string; message: string };
      expect(body.errorCode, query).toBe('TVE800');
      if (message) expect(body.message, query).toBe(message);
    }
  });

  it('answers 404 TVE801 for an area the catalog does not have', async () => {
    const res = await api.get(`/v1/tours.calendar?arrAreaCode=nowhere&from=${today}&to=${addDays(today, 1)}`);
    expect(res.status).toBe(404);
    expect((res.body as { errorCode: string }).errorCode).toBe('TVE801');
  });

  it('is in the OpenAPI document', async () => {
    const res = await api.get('/docs/json');
    const paths = (res.body as { paths: Record<string, unknown> }).paths;
    expect(paths['/v1/tours.calendar']).toBeDefined();
  });
});
