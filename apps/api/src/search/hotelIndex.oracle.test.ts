/**
 * The search index answers exactly what the SQL path answers (issue 15, correctness): the index is
 * built on the seeded demo catalog, then in rounds random writes go to the database the way the
 * site's writers make them (bookings and cancellations of room nights, price edits of plan nights,
 * a night taken off sale, plan sale rules and hotel rankings edited), the change feed is applied,
 * and for every condition of test/hotelConditions.ts the ranked hotels from the index (every hotel,
 * its best plan, price, total, price range, plan count, stock, dp set) must equal those from the
 * per-plan SQL path (candidatePlans), and the page and count the routes answer must be their slice
 * (kept answers included: the count first or the page first, kept across rounds while no write can
 * change them).
 * On PGlite and on PostgreSQL.
 */
import { addDays } from '@tabiyori/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { parseHotelSearchText } from '../services/searchParams';
import {
  candidatePlans,
  countHotels,
  rankHotels,
  searchHotelPage,
  type HotelPage,
  type PlanRow,
} from '../services/hotelSearch';
import { DATABASE_KINDS } from '../test/harness';
import { hotelConditions } from '../test/hotelConditions';
import { random } from '../test/random';
import { indexCandidatePlans } from './hotelCandidates';
import { indexedDatabase } from './indexedDatabase';

describe.each(DATABASE_KINDS)('search index against the SQL path on %s (issue 15)', (kind) => {
  const suite = indexedDatabase(kind);

  /** Random writes near the conditions' dates, as bookings, cancellations and operators make them. */
  async function write(rand: () => number): Promise<number> {
    const days = [0, 1, 6, 7, 8, 20, 21, 45].map((n) => addDays(suite.today, n));
    const rooms = await sql<{ room_id: string; stay_date: string; stock: number }>`
      select rd.room_id, rd.stay_date::text as stay_date, rd.stock
      from room_day rd join room r on r.room_id = rd.room_id join hotel h on h.hotel_id = r.hotel_id
      where h.area1_code in ('kanto', 'kinki', 'kyushu') and rd.stay_date = any(${days}::date[])
      order by rd.room_id, rd.stay_date`.execute(suite.handle.db);
    let writes = 0;
    for (const row of rooms.rows) {
      const r = rand();
      if (r < 0.12) {
        // A booking: all rooms left, or one.
        const take = r < 0.06 ? row.stock : Math.min(row.stock, 1);
        await sql`update room_day set stock = stock - ${take}
          where room_id = ${row.room_id} and stay_date = ${row.stay_date}::date and stock >= ${take}`.execute(
          suite.handle.db,
        );
        writes += 1;
      } else if (r < 0.16) {
        // A cancellation gives rooms back.
        await sql`update room_day set stock = stock + 1
          where room_id = ${row.room_id} and stay_date = ${row.stay_date}::date`.execute(suite.handle.db);
        writes += 1;
      }
    }
    const plans = await sql<{ plan_id: string; stay_date: string }>`
      select pd.plan_id, pd.stay_date::text as stay_date
      from plan_day pd join plan p on p.plan_id = pd.plan_id join hotel h on h.hotel_id = p.hotel_id
      where h.area1_code in ('kanto', 'kinki', 'kyushu') and pd.stay_date = any(${days}::date[])
      order by pd.plan_id, pd.stay_date`.execute(suite.handle.db);
    for (const row of plans.rows) {
      const r = rand();
      if (r < 0.08) {
        // An operator's price edit (up or down, in 100 yen; sometimes one occupancy not sold).
        const factor = 0.7 + rand() * 0.6;
        const drop = rand() < 0.2 ? 1 : 0;
        await sql`update plan_day set prices = array(
            select case when i = ${drop} then 0 else (ceil(x * ${factor}::float8 / 100) * 100)::int end
            from unnest(prices) with ordinality u(x, i))
          where plan_id = ${row.plan_id} and stay_date = ${row.stay_date}::date`.execute(suite.handle.db);
        writes += 1;
      } else if (r < 0.085) {
        // A night taken off sale.
        await sql`delete from plan_search_day where plan_id = ${row.plan_id} and stay_date = ${row.stay_date}::date`.execute(
          suite.handle.db,
        );
        await sql`delete from plan_day where plan_id = ${row.plan_id} and stay_date = ${row.stay_date}::date`.execute(
          suite.handle.db,
        );
        writes += 1;
      }
    }
    // Sale rules of some plans and the ranking of some hotels.
    const planIds = [...new Set(plans.rows.map((r) => r.plan_id))].filter(() => rand() < 0.03);
    for (const planId of planIds) {
      const deadline = Math.floor(rand() * 10);
      const minNights = 1 + Math.floor(rand() * 3);
      await sql`update plan set booking_deadline_days = ${deadline},
          doc = jsonb_set(doc, '{minNights}', to_jsonb(${minNights}::int))
        where plan_id = ${planId}`.execute(suite.handle.db);
      writes += 1;
    }
    await sql`update hotel set popularity = popularity + (random() * 50)::int - 25,
        recommend_score = recommend_score + (random() * 50)::int - 25
      where area1_code in ('kanto', 'kinki') and random() < 0.1`.execute(suite.handle.db);
    return writes;
  }

  /** A plan row with its night prices cut of trailing zeros (the index holds a fixed width). */
  const normalised = (rows: PlanRow[]) =>
    rows
      .map((r) => ({
        ...r,
        night_prices: r.night_prices.map((prices) => {
          const cut = [...prices];
          while (cut.length > 0 && !cut[cut.length - 1]) cut.pop();
          return cut;
        }),
      }))
      .sort((a, b) => (a.plan_id < b.plan_id ? -1 : a.plan_id > b.plan_id ? 1 : 0));

  /** A hotel's own plan list (hotel detail, with last-minute plans): the index's rows against SQL's. */
  async function comparePlansOfHotels(round: number): Promise<number> {
    const hotels = await sql<{ hotel_id: string }>`select hotel_id from hotel
      where area1_code in ('kanto', 'kinki') order by hotel_id limit 40`.execute(suite.handle.db);
    const queries = [
      `goDate=${addDays(suite.today, 20)}&adultPax=2`,
      `goDate=${addDays(suite.today, 7)}&nights=2&adultPax=2&childPax=8-b1s1sc1`,
      `goDate=${addDays(suite.today, 1)}&adultPax=1`,
      'isNoDate=1&adultPax=2',
    ];
    let compared = 0;
    for (const { hotel_id: hotelId } of hotels.rows) {
      const query = queries[compared % queries.length]!;
      const input = {
        ...parseHotelSearchText(query, 'HVE800'),
        today: suite.today,
        restrictHotelIds: [hotelId],
        keepLastMinutePlans: true,
      };
      expect(
        normalised(indexCandidatePlans(suite.index.hotels!, input)),
        `round ${round}: plans of ${hotelId}, ${query}`,
      ).toEqual(normalised(await candidatePlans(suite.handle.db, input)));
      compared += 1;
    }
    return compared;
  }

  it('ranks, pages and counts every condition as the SQL path does, after random writes', async () => {
    const queries = hotelConditions(suite.today);
    const rand = random(15);
    let compared = 0;
    let nonEmpty = 0;
    let plansCompared = 0;
    for (let round = 0; round < 3; round++) {
      if (round > 0) expect(await write(rand)).toBeGreaterThan(10);
      await suite.index.catchUp();
      for (const query of queries) {
        const input = {
          ...parseHotelSearchText(query, 'HVE800'),
          today: suite.today,
        };
        const expected = await rankHotels(suite.handle.db, input, candidatePlans);
        const actual = await rankHotels(suite.handle.db, input, async (_db, i) =>
          indexCandidatePlans(suite.index.hotels!, i),
        );
        expect(actual, `round ${round}: ${query}`).toEqual(expected);
        const start = (input.page - 1) * input.ipg;
        // Kept answers (search/hotelPageCache.ts), kept across rounds while no write can change
        // them: every other condition asks the count alone first (which hotels it finds, kept, then
        // the page ranked from it), the others the page first (a price sort finds each hotel's
        // best price in the same walk), then the count from what the page kept.
        const count = () => countHotels(suite.handle.db, input);
        const page = () => searchHotelPage(suite.handle.db, input);
        let counted: number;
        let paged: HotelPage;
        if (compared % 2 === 0) {
          counted = await count();
          paged = await page();
        } else {
          paged = await page();
          counted = await count();
        }
        expect(counted, `round ${round}, count of ${query}`).toBe(expected.length);
        expect(paged, `round ${round}, page of ${query}`).toEqual({
          hotels: expected.slice(start, start + input.ipg),
          count: expected.length,
        });
        compared += 1;
        if (expected.length > 0) nonEmpty += 1;
      }
      plansCompared += await comparePlansOfHotels(round);
    }
    expect(compared).toBeGreaterThan(400);
    expect(plansCompared).toBeGreaterThan(100);
    expect(nonEmpty, `${nonEmpty} of ${compared} find hotels`).toBeGreaterThan(compared * 0.7);
    // Hundreds of conditions on both paths, three rounds: minutes on a busy shared machine.
  }, 600_000);
});
