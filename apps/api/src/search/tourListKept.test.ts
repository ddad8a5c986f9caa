/**
 * Kept tour lists change only when what they show may change (issue 15; the rule is in
 * search/README.md, services/tourSearch.ts tourListUnchanged). Through the route (Fastify inject),
 * the hit counter says whether the kept bytes answered, and every answer is compared with a fresh
 * one (the same search under another URL: an unknown parameter is dropped, so it is made afresh):
 * - a seat sold on a tour off the page that keeps seats, a change of another day, of a tour of
 *   another arrival, and a hotel booking leave a dated list kept;
 * - a tour ranked before the page selling out (availability flips) makes it afresh, and so does a
 *   seat sold on a tour on the page;
 * - an undated list is made afresh when a tour on its page gets a cheaper day in its window, and kept
 *   through a departure beyond its window;
 * - a list at 3 per room is made afresh when a default plan's night price is edited;
 * - 48 lists (dated and undated, every sort, pages, parties, allTours, a price bound) answer what a
 *   fresh answer would after each of four rounds of random seat sales, sell-outs, cancellations and
 *   price edits, and many of them stay kept.
 * On PGlite and on PostgreSQL.
 */
import { addDays } from '@tabiyori/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { loadConfig } from '../config';
import { buildServer } from '../server';
import { DATABASE_KINDS, isoDay } from '../test/harness';
import { indexedDatabase } from './indexedDatabase';
import { keptBodyCounts } from './keptBodies';

interface Item {
  tourId: string;
  stock: number;
  priceFrom: number;
  arrival: { prefectureCodes: string[] };
}

describe.each(DATABASE_KINDS)('kept tour lists on %s (issue 15)', (kind) => {
  const suite = indexedDatabase(kind);
  let app: App;
  let fresh = 0;
  beforeAll(async () => {
    const config = { ...loadConfig({}), dataDir: 'memory://' };
    app = await buildServer({ db: suite.handle.db, dbKind: suite.handle.kind, config });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  /** The answer, whether it was the kept bytes, and that it equals a fresh answer of the same search. */
  const get = async (url: string) => {
    const hits = keptBodyCounts().tourList?.hits ?? 0;
    const res = await app.inject({ url });
    expect(res.statusCode, url).toBe(200);
    const kept = (keptBodyCounts().tourList?.hits ?? 0) > hits;
    const made = await app.inject({ url: `${url}&fresh=${(fresh += 1)}` });
    expect(res.body, `${url}: kept ${kept}, equal to a fresh answer`).toBe(made.body);
    return { text: res.body, kept, tours: (JSON.parse(res.body) as { tours: Item[] }).tours };
  };
  const write = async (query: ReturnType<typeof sql>) => {
    await query.execute(suite.handle.db);
    await suite.index.catchUp();
  };
  const seats = (tourId: string, date: string, set: ReturnType<typeof sql>) =>
    write(
      sql`update tour_day set stock = ${set} where tour_id = ${tourId} and dep_date = ${isoDay(date)}::date`,
    );

  it('a dated list: kept through changes that leave its page, made afresh when its page may change', async () => {
    const date = addDays(suite.today, 33);
    const all = (await get(`/v1/tours?goDate=${date}&adultPax=2&sort=popular&ipg=100`)).tours;
    expect(all.length).toBeGreaterThan(12);
    const url = `/v1/tours?goDate=${date}&adultPax=2&sort=popular&page=2&ipg=5`;
    const first = await get(url);
    expect(first.kept).toBe(false);
    expect((await get(url)).kept).toBe(true);
    const page = new Set(first.tours.map((t) => t.tourId));
    const before = all.slice(0, 5);
    const after = all.slice(10).find((t) => t.stock >= 2)!;
    expect(after).toBeDefined();

    // A seat sold on a tour after the page that keeps seats: its place is the same.
    await seats(after.tourId, date, sql`stock - 1`);
    // Another day of a tour on the page.
    await seats(first.tours[0]!.tourId, addDays(date, 1), sql`stock`);
    await write(sql`update tour_day set stock = stock + 1
      where tour_id = ${first.tours[0]!.tourId} and dep_date = ${isoDay(addDays(date, 2))}::date`);
    // A hotel booking (a room night).
    await write(sql`update room_day set stock = greatest(stock - 1, 0) where stay_date = ${isoDay(date)}::date
      and room_id = (select room_id from room_day where stay_date = ${isoDay(date)}::date and stock > 0 order by room_id limit 1)`);
    const again = await get(url);
    expect(again.kept).toBe(true);
    expect(again.text).toBe(first.text);

    // A tour ranked before the page sells out: every tour after it moves up one place.
    const leaving = before.find((t) => !page.has(t.tourId))!;
    await seats(leaving.tourId, date, sql`0`);
    const moved = await get(url);
    expect(moved.kept).toBe(false);
    expect(moved.tours[0]!.tourId).not.toBe(first.tours[0]!.tourId);
    expect((await get(url)).kept).toBe(true);

    // A seat sold on a tour on the page: the page shows it.
    const shown = moved.tours.find((t) => t.stock >= 2)!;
    await seats(shown.tourId, date, sql`stock - 1`);
    const sold = await get(url);
    expect(sold.kept).toBe(false);
    expect(sold.tours.find((t) => t.tourId === shown.tourId)?.stock).toBe(shown.stock - 1);
  }, 120_000);

  it('an undated list: made afresh when a tour on its page gets a cheaper day, kept through a day beyond its window', async () => {
    const url = `/v1/tours?isNoDate=1&adultPax=2&sort=recommend&ipg=10`;
    const first = await get(url);
    expect(first.kept).toBe(false);
    const tour = first.tours[0]!;
    const { dep_date: far } = (
      await sql<{
        dep_date: string;
      }>`select max(dep_date)::text as dep_date from tour_day where tour_id = ${tour.tourId}`.execute(
        suite.handle.db,
      )
    ).rows[0]!;
    // A departure one year on: outside the sale window the list reads.
    await write(sql`insert into tour_day (tour_id, dep_date, price_from, price_to, stock)
      values (${tour.tourId}, ${far}::date + 365, 1000, 1000, 9)`);
    const again = await get(url);
    expect(again.kept).toBe(true);
    expect(again.text).toBe(first.text);

    const { dep_date: day } = (
      await sql<{ dep_date: string }>`select min(dep_date)::text as dep_date from tour_day
        where tour_id = ${tour.tourId} and dep_date > ${isoDay(suite.today)}::date and stock > 0 and price_from > 0`.execute(
        suite.handle.db,
      )
    ).rows[0]!;
    await write(sql`update tour_day set price_from = ${tour.priceFrom - 1000}
      where tour_id = ${tour.tourId} and dep_date = ${day}::date`);
    const cheaper = await get(url);
    expect(cheaper.kept).toBe(false);
    expect(cheaper.tours.find((t) => t.tourId === tour.tourId)?.priceFrom).toBe(tour.priceFrom - 1000);
  }, 120_000);

  it('every kept list equals a fresh answer after random seat and price changes', async () => {
    const lists: string[] = [];
    for (let i = 0; i < 48; i++) {
      const date = i % 4 === 3 ? null : addDays(suite.today, 40 + (i % 3));
      const sort = ['recommend', 'popular', 'lowPrice', 'highPrice'][i % 4]!;
      const party = ['adultPax=2', 'adultPax=2', 'adultPax=3', 'adultPax=1'][(i >> 2) % 4]!;
      const dated = date ? `goDate=${date}` : 'isNoDate=1';
      const extra = i % 5 === 0 ? '&allTours=1' : i % 7 === 0 ? '&maxPrice=90000' : '';
      lists.push(`/v1/tours?${dated}&${party}&sort=${sort}&page=${1 + (i % 3)}&ipg=6${extra}`);
    }
    for (const url of lists) await get(url);
    const days = (
      await sql<{
        tour_id: string;
        dep_date: string;
      }>`select tour_id, dep_date::text as dep_date from tour_day
        where dep_date between ${isoDay(addDays(suite.today, 39))}::date and ${isoDay(addDays(suite.today, 42))}::date
        order by tour_id, dep_date`.execute(suite.handle.db)
    ).rows;
    let kept = 0;
    for (let round = 0; round < 4; round++) {
      for (const [i, day] of days.entries()) {
        if ((i * 7 + round * 13) % 23 !== 0) continue;
        const at = sql`tour_id = ${day.tour_id} and dep_date = ${day.dep_date}::date`;
        const change = [
          sql`update tour_day set stock = greatest(stock - 1, 0) where ${at}`,
          sql`update tour_day set stock = 0 where ${at}`,
          sql`update tour_day set stock = stock + 2 where ${at}`,
          sql`update tour_day set price_from = price_from + 3000, price_to = price_to + 3000 where ${at}`,
          sql`update tour_day set price_from = greatest(1000, price_from - 5000) where ${at}`,
        ][(i + round) % 5]!;
        await change.execute(suite.handle.db);
      }
      await suite.index.catchUp();
      for (const url of lists) if ((await get(url)).kept) kept += 1;
    }
    // Some lists stayed kept through the changes (and each equalled a fresh answer: get).
    expect(kept).toBeGreaterThan(20);
  }, 300_000);

  it('a list at 3 per room: made afresh when a default plan night price is edited', async () => {
    const date = addDays(suite.today, 35);
    const url = `/v1/tours?goDate=${date}&adultPax=3&ipg=20`;
    const first = await get(url);
    expect(first.tours.length).toBeGreaterThan(0);
    expect((await get(url)).kept).toBe(true);
    const ids = first.tours.map((t) => t.tourId);
    const { plan_id: planId } = (
      await sql<{ plan_id: string }>`select y->'planIds'->>0 as plan_id from tour t,
        jsonb_array_elements(t.doc->'defaultYadoPlans') y
        where t.tour_id = any(${ids}::text[]) and (y->>'nights')::int > 0 order by t.tour_id limit 1`.execute(
        suite.handle.db,
      )
    ).rows[0]!;
    await write(sql`update plan_day set prices = array(select p + 100 from unnest(prices) p)
      where plan_id = ${planId} and stay_date = ${isoDay(date)}::date`);
    expect((await get(url)).kept).toBe(false);
  }, 120_000);
});
