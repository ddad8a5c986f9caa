/**
 * Kept hotel searches under bookings (issue 15, search/stockChanges.ts, search/hotelPageCache.ts):
 * a room-night change drops a kept search only when it can change its answer. Through the routes
 * (Fastify inject), on PGlite and on PostgreSQL, the demo catalog with its search index:
 * - a booking that leaves at least the search's rooms of a hotel not on its page keeps the kept
 *   bytes (the hit counter moves) and they equal a fresh ranking's, for the prefecture's search and
 *   the nationwide one;
 * - selling out its other rooms while one is left keeps it (the hotel is still found);
 * - a booking that sells the last room of such a hotel drops it: the count is one fewer;
 * - a cancellation from 0 brings the hotel back (the count is one more);
 * - a booking of a hotel on the page drops it, and the new bytes are a fresh ranking's;
 * - with two rooms needed, a booking from 3 to 2 rooms keeps it and one from 2 to 1 drops it.
 */
import { addDays } from '@tabiyori/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { hotelCards } from '../services/hotelCards';
import { searchHotelPage } from '../services/hotelSearch';
import { parseHotelSearchText } from '../services/searchParams';
import { DATABASE_KINDS, isoDay } from '../test/harness';
import { indexedApp } from './indexedDatabase';
import { keptBodyCounts } from './keptBodies';

interface Card {
  hotelId: string;
  stock: number | null;
}
interface Answer {
  hotels: Card[];
  count: number;
}

describe.each(DATABASE_KINDS)('kept hotel searches under bookings on %s (issue 15)', (kind) => {
  const suite = indexedApp(kind);

  /** The answer's bytes, and whether they were the kept ones (the hit count moved). */
  const get = async (url: string) => {
    const hitsBefore = keptBodyCounts().hotelSearch?.hits ?? 0;
    const res = await suite.app.inject({ url });
    expect(res.statusCode, url).toBe(200);
    return { text: res.body, kept: (keptBodyCounts().hotelSearch?.hits ?? 0) > hitsBefore };
  };
  /** The answer ranked afresh (no kept page, count or bytes), as the route shapes it. */
  const fresh = async (url: string) => {
    const input = parseHotelSearchText(url.slice(url.indexOf('?') + 1), 'HVE800');
    const page = await searchHotelPage(suite.handle.db, input, { keep: false });
    const hotels = await hotelCards(
      suite.handle.db,
      page.hotels,
      input.lang,
      input.nights,
      input.condition.roomType,
    );
    return JSON.parse(JSON.stringify({ hotels, count: page.count })) as Answer;
  };
  const expectFresh = async (url: string, text: string) => {
    expect(JSON.parse(text) as Answer, url).toMatchObject(await fresh(url));
  };
  /** Sets a room's stock on the night and applies the feed (a booking or cancellation). */
  const setStock = async (roomId: string, date: string, stock: number) => {
    await sql`update room_day set stock = ${stock}
      where room_id = ${roomId} and stay_date = ${isoDay(date)}::date`.execute(suite.handle.db);
    await suite.index.catchUp();
  };
  /**
   * A room of the hotel with at least `least` left that night that alone keeps the hotel found by a
   * 2-adult one-night search (it takes 2, and a plan selling it is priced and on sale that night).
   */
  const sellingRoom = async (hotelId: string, date: string, ahead: number, least: number) =>
    (
      await sql<{ room_id: string; stock: number }>`select rd.room_id, rd.stock
        from room_day rd join room r on r.room_id = rd.room_id
        where r.hotel_id = ${hotelId} and rd.stay_date = ${isoDay(date)}::date and rd.stock >= ${least}
          and r.capacity_min <= 2 and r.capacity_max >= 2
          and exists (select 1 from plan p join plan_day d on d.plan_id = p.plan_id
            where p.hotel_id = r.hotel_id and r.room_id = any(p.room_ids) and d.stay_date = rd.stay_date
              and d.prices[2] > 0 and p.booking_deadline_days <= ${ahead}
              and coalesce((p.doc->>'minNights')::int, 1) = 1
              and p.stay_from <= rd.stay_date and p.stay_to >= rd.stay_date)
        order by rd.room_id limit 1`.execute(suite.handle.db)
    ).rows[0];
  /** A hotel's rooms with their stock that night (rows only). */
  const roomsOf = async (hotelId: string, date: string) =>
    (
      await sql<{ room_id: string; stock: number }>`select rd.room_id, rd.stock
        from room_day rd join room r on r.room_id = rd.room_id
        where r.hotel_id = ${hotelId} and rd.stay_date = ${isoDay(date)}::date
        order by rd.room_id`.execute(suite.handle.db)
    ).rows;

  it('a booking off the page keeps the answer; selling the last room drops it; a cancellation brings it back; a page hotel drops it', async () => {
    const date = addDays(suite.today, 33);
    const tokyo = `/v1/hotels?arrAreaCode=13&goDate=${date}&adultPax=2&ipg=3`;
    const nationwide = `/v1/hotels?goDate=${date}&adultPax=2&ipg=3`;
    const first = await get(tokyo);
    const nationFirst = await get(nationwide);
    const shown = new Set(
      [first, nationFirst].flatMap((a) => (JSON.parse(a.text) as Answer).hotels.map((h) => h.hotelId)),
    );
    const all = JSON.parse(
      (await get(`/v1/hotels?arrAreaCode=13&goDate=${date}&adultPax=2&ipg=100`)).text,
    ) as Answer;
    expect(all.count).toBeGreaterThan(6);
    // A found hotel off both pages with a room of 2 or more left that night.
    let hotelId = '';
    let roomId = '';
    let stock = 0;
    for (const h of all.hotels.filter((card) => !shown.has(card.hotelId))) {
      const room = await sellingRoom(h.hotelId, date, 33, 2);
      if (room) {
        ({ room_id: roomId, stock } = room);
        hotelId = h.hotelId;
        break;
      }
    }
    expect(roomId).not.toBe('');
    expect((await get(tokyo)).kept).toBe(true);
    expect((await get(nationwide)).kept).toBe(true);

    // One room booked, at least one left (one is needed): both answers stay kept, and are still right.
    await setStock(roomId, date, stock - 1);
    for (const [url, before] of [
      [tokyo, first],
      [nationwide, nationFirst],
    ] as const) {
      const again = await get(url);
      expect(again.kept, url).toBe(true);
      expect(again.text).toBe(before.text);
      await expectFresh(url, again.text);
    }

    // Every other room of the hotel sold out that night, one room left of this one: the hotel is
    // still found (it reads as the answer read it), so the answer stays kept, and is still right.
    for (const room of await roomsOf(hotelId, date))
      if (room.room_id !== roomId) await setStock(room.room_id, date, 0);
    await setStock(roomId, date, 1);
    const oneLeft = await get(tokyo);
    expect(oneLeft.kept).toBe(true);
    expect(oneLeft.text).toBe(first.text);
    await expectFresh(tokyo, oneLeft.text);
    const count = (JSON.parse(oneLeft.text) as Answer).count;

    // The last room booked: the hotel leaves the search.
    await setStock(roomId, date, 0);
    const soldOut = await get(tokyo);
    expect(soldOut.kept).toBe(false);
    expect((JSON.parse(soldOut.text) as Answer).count).toBe(count - 1);
    await expectFresh(tokyo, soldOut.text);
    expect((await get(tokyo)).kept).toBe(true);

    // A cancellation from 0: it comes back.
    await setStock(roomId, date, 1);
    const back = await get(tokyo);
    expect(back.kept).toBe(false);
    expect((JSON.parse(back.text) as Answer).count).toBe(count);
    await expectFresh(tokyo, back.text);

    // A booking of a hotel on the page, with rooms to spare: dropped (its card shows rooms left).
    const leader = (JSON.parse(back.text) as Answer).hotels[0]!;
    const leaderRoom = (await roomsOf(leader.hotelId, date)).find((r) => r.stock >= 1);
    expect(leaderRoom).toBeDefined();
    expect((await get(tokyo)).kept).toBe(true);
    await setStock(leaderRoom!.room_id, date, leaderRoom!.stock - 1);
    const booked = await get(tokyo);
    expect(booked.kept).toBe(false);
    await expectFresh(tokyo, booked.text);
  }, 180_000);

  it('two rooms needed: a booking from 3 to 2 rooms of a hotel off the page keeps the answer, from 2 to 1 drops it', async () => {
    const date = addDays(suite.today, 34);
    const url = `/v1/hotels?arrAreaCode=27&goDate=${date}&adultPax=4&roomCount=2&ipg=2`;
    const first = await get(url);
    const shown = new Set((JSON.parse(first.text) as Answer).hotels.map((h) => h.hotelId));
    const all = JSON.parse(
      (await get(`/v1/hotels?arrAreaCode=27&goDate=${date}&adultPax=4&roomCount=2&ipg=100`)).text,
    ) as Answer;
    let roomId = '';
    for (const h of all.hotels.filter((card) => !shown.has(card.hotelId))) {
      const room = (await roomsOf(h.hotelId, date)).find((r) => r.stock >= 3);
      if (room) {
        roomId = room.room_id;
        break;
      }
    }
    expect(roomId).not.toBe('');
    await setStock(roomId, date, 3);
    const three = await get(url);
    expect((await get(url)).kept).toBe(true);

    await setStock(roomId, date, 2);
    const two = await get(url);
    expect(two.kept).toBe(true);
    expect(two.text).toBe(three.text);
    await expectFresh(url, two.text);

    await setStock(roomId, date, 1);
    const one = await get(url);
    expect(one.kept).toBe(false);
    await expectFresh(url, one.text);
  }, 180_000);
});
