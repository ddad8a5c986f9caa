/**
 * Answers kept serialised (issue 15, search/keptBodies.ts): a repeated hotel search, hotel detail
 * or plan list is answered with the kept bytes, the same bytes a fresh answer has; a booking of the
 * searched night in the searched prefecture, an edit of the hotel or a sale of the hotel's room makes
 * the next answer afresh (and it shows the change), while a booking of another night leaves a dated
 * search's kept answer; a tour list is kept through hotel bookings and made afresh when a departure
 * day's seats change. Through the routes (Fastify inject), on PGlite and on PostgreSQL, the demo
 * catalog with its search index.
 */
import { addDays } from '@tabiyori/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, isoDay } from '../test/harness';
import { indexedApp } from './indexedDatabase';
import { keptBodyCounts } from './keptBodies';

interface Card {
  hotelId: string;
  stock: number | null;
  plan: { planId: string };
}

describe.each(DATABASE_KINDS)('answers kept serialised on %s (issue 15)', (kind) => {
  const suite = indexedApp(kind);

  /** The answer's bytes, and whether they were the kept ones (the kind's hit count moved). */
  const get = async (url: string, kindName: string) => {
    const hitsBefore = keptBodyCounts()[kindName]?.hits ?? 0;
    const res = await suite.app.inject({ url });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    return { text: res.body, kept: (keptBodyCounts()[kindName]?.hits ?? 0) > hitsBefore };
  };
  const sellNight = async (planId: string, date: string) => {
    await sql`update room_day set stock = 0
      where stay_date = ${isoDay(date)}::date
        and room_id = any(select unnest(room_ids) from plan where plan_id = ${planId})`.execute(
      suite.handle.db,
    );
    await suite.index.catchUp();
  };

  it('a hotel search: kept bytes until a room of its night in its prefecture sells; another night stays kept', async () => {
    const date = addDays(suite.today, 27);
    const other = addDays(suite.today, 28);
    const tokyo = `/v1/hotels?arrAreaCode=13&goDate=${date}&adultPax=2&ipg=30`;
    const tokyoOther = `/v1/hotels?arrAreaCode=13&goDate=${other}&adultPax=2&ipg=30`;
    const first = await get(tokyo, 'hotelSearch');
    const otherFirst = await get(tokyoOther, 'hotelSearch');
    expect(first.kept).toBe(false);
    const again = await get(tokyo, 'hotelSearch');
    expect(again.kept).toBe(true);
    expect(again.text).toBe(first.text);
    // The same search asked afresh (another URL: lang given) answers the same bytes.
    expect((await get(`${tokyo}&lang=ja`, 'hotelSearch')).text).toBe(first.text);

    const leader = (JSON.parse(first.text) as { hotels: Card[] }).hotels[0]!;
    await sellNight(leader.plan.planId, date);
    const after = await get(tokyo, 'hotelSearch');
    expect(after.kept).toBe(false);
    const card = (JSON.parse(after.text) as { hotels: Card[] }).hotels.find(
      (h) => h.hotelId === leader.hotelId,
    );
    expect(card?.plan.planId).not.toBe(leader.plan.planId);
    // The sale was of another night: the other night's answer is still the kept one.
    const otherAgain = await get(tokyoOther, 'hotelSearch');
    expect(otherAgain.kept).toBe(true);
    expect(otherAgain.text).toBe(otherFirst.text);
  }, 120_000);

  it("a hotel's detail: kept bytes until the hotel is edited", async () => {
    const { hotel_id: hotelId } = await suite.handle.db
      .selectFrom('hotel')
      .select('hotel_id')
      .where('area2_code', '=', '27')
      .orderBy('hotel_id')
      .executeTakeFirstOrThrow();
    const url = `/v1/hotel/${hotelId}?lang=en`;
    const first = await get(url, 'hotelDetail');
    const again = await get(url, 'hotelDetail');
    expect(again.kept).toBe(true);
    expect(again.text).toBe(first.text);
    expect((await get(`/v1/hotel/${hotelId}?lang=en&siteCode=x`, 'hotelDetail')).text).toBe(first.text);

    await sql`update hotel set doc = jsonb_set(doc, '{name,en}', to_jsonb((doc->'name'->>'en') || ' Annex'))
      where hotel_id = ${hotelId}`.execute(suite.handle.db);
    await suite.index.catchUp();
    const edited = await get(url, 'hotelDetail');
    expect(edited.kept).toBe(false);
    const before = JSON.parse(first.text) as { hotelName: string };
    expect((JSON.parse(edited.text) as { hotelName: string }).hotelName).toBe(`${before.hotelName} Annex`);
  }, 120_000);

  it("a hotel's plans: kept bytes until a room of the hotel sells that night", async () => {
    const date = addDays(suite.today, 29);
    const search = JSON.parse(
      (await get(`/v1/hotels?arrAreaCode=26&goDate=${date}&adultPax=2`, 'hotelSearch')).text,
    ) as { hotels: Card[] };
    const hotel = search.hotels[0]!;
    const url = `/v1/hotel/${hotel.hotelId}/plans?goDate=${date}&adultPax=2`;
    const first = await get(url, 'hotelPlans');
    const again = await get(url, 'hotelPlans');
    expect(again.kept).toBe(true);
    expect(again.text).toBe(first.text);
    const plans = (JSON.parse(first.text) as { plans: { planId: string }[] }).plans;
    expect(plans.map((p) => p.planId)).toContain(hotel.plan.planId);

    await sellNight(hotel.plan.planId, date);
    const after = await get(url, 'hotelPlans');
    expect(after.kept).toBe(false);
    expect(
      (JSON.parse(after.text) as { plans: { planId: string }[] }).plans.map((p) => p.planId),
    ).not.toContain(hotel.plan.planId);
  }, 120_000);

  it('a tour list: kept bytes through a hotel booking, made afresh when a departure day changes', async () => {
    const date = addDays(suite.today, 30);
    const url = `/v1/tours?goDate=${date}&adultPax=2&ipg=30`;
    const first = await get(url, 'tourList');
    const tours = (JSON.parse(first.text) as { tours: { tourId: string; stock: number | null }[] }).tours;
    expect(tours.length).toBeGreaterThan(0);
    // A room night sold (a hotel booking) is nothing a tour list reads.
    const leader = (
      JSON.parse((await get(`/v1/hotels?goDate=${date}&adultPax=2`, 'hotelSearch')).text) as {
        hotels: Card[];
      }
    ).hotels[0]!;
    await sellNight(leader.plan.planId, date);
    const again = await get(url, 'tourList');
    expect(again.kept).toBe(true);
    expect(again.text).toBe(first.text);
    expect((await get(`${url}&lang=ja`, 'tourList')).text).toBe(first.text);

    // One seat fewer on a departure that day with seats to spare.
    const tour = tours.find((t) => (t.stock ?? 0) >= 2)!;
    expect(tour).toBeDefined();
    await sql`update tour_day set stock = stock - 1
      where tour_id = ${tour.tourId} and dep_date = ${isoDay(date)}::date`.execute(suite.handle.db);
    await suite.index.catchUp();
    const after = await get(url, 'tourList');
    expect(after.kept).toBe(false);
    const shown = (
      JSON.parse(after.text) as { tours: { tourId: string; stock: number | null }[] }
    ).tours.find((t) => t.tourId === tour.tourId);
    expect(shown?.stock).toBe((tour.stock ?? 0) - 1);
  }, 120_000);
});
