/**
 * The hotel search's summary path (plan_search_day) answers exactly what the per-plan path answers
 * (issue 3): every condition below is ranked twice on the seeded demo catalog, once with the
 * default candidate source and once with `candidatePlans` (the exact per-plan path over plan,
 * plan_day and room_day, kept as the reference and still used by the hotel detail), and the two
 * ranked lists (every hotel, its best plan, price, total, price range, plan count, stock, dp set)
 * must be equal, and so must the page and count searchHotelPage answers the routes with (ranked in
 * SQL for the common search). The oracle is computed in the same run, on the same database, on PGlite and on
 * PostgreSQL; some stock is taken first so sold-out and partly sold nights are part of it.
 */
import { addDays } from '@tabiyori/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/connection';
import { parseHotelSearchText } from './searchParams';
import { catalogToday, DATABASE_KINDS, openTestDatabase } from '../test/harness';
import { migrateToLatest } from '../db/migrate';
import { candidatePlans, rankHotels, searchHotelPage } from './hotelSearch';
import { hotelConditions as conditions } from '../test/hotelConditions';

describe.each(DATABASE_KINDS)('hotel search summary against the per-plan path on %s (issue 3)', (kind) => {
  let handle: DatabaseHandle;
  let today: string;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await migrateToLatest(handle.db);
    today = catalogToday();
    // Sell out some nights and part of others, as bookings would (each update goes through the
    // same statement shape as services/booking takes stock with).
    const rooms = await sql<{ room_id: string; stay_date: string; stock: number }>`
      select rd.room_id, rd.stay_date::text as stay_date, rd.stock
      from room_day rd join room r on r.room_id = rd.room_id join hotel h on h.hotel_id = r.hotel_id
      where h.area1_code in ('kanto', 'kinki') and rd.stay_date in (${addDays(today, 20)}::date, ${addDays(today, 21)}::date)
      order by rd.room_id, rd.stay_date`.execute(handle.db);
    for (const [i, row] of rooms.rows.entries()) {
      if (i % 3 === 2) continue;
      const take = i % 3 === 0 ? row.stock : Math.min(row.stock, 1);
      await sql`update room_day set stock = stock - ${take}
        where room_id = ${row.room_id} and stay_date = ${row.stay_date}::date and stock >= ${take}`.execute(
        handle.db,
      );
    }
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('ranks every condition exactly as the per-plan path does', async () => {
    const queries = conditions(today);
    expect(queries.length).toBeGreaterThan(140);
    let nonEmpty = 0;
    for (const query of queries) {
      const input = { ...parseHotelSearchText(query, 'HVE800'), today };
      const expected = await rankHotels(handle.db, input, candidatePlans);
      const actual = await rankHotels(handle.db, input);
      expect(actual, query).toEqual(expected);
      // The page and count the routes answer (ranked in SQL for the common search).
      const start = (input.page - 1) * input.ipg;
      expect(await searchHotelPage(handle.db, input), `page of ${query}`).toEqual({
        hotels: expected.slice(start, start + input.ipg),
        count: expected.length,
      });
      if (expected.length > 0) nonEmpty += 1;
    }
    // The conditions are not vacuous: most of them find hotels.
    expect(nonEmpty, `${nonEmpty} of ${queries.length} find hotels`).toBeGreaterThan(queries.length * 0.7);
  });
});
