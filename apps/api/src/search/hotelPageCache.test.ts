/**
 * Kept answers of the hotel search (issue 15, search/hotelPageCache.ts): a repeated search is
 * answered from what was kept; a room sold in one prefecture drops that prefecture's kept answers
 * (the next search is ranked again and shows the new stock) and leaves another prefecture's kept.
 * A search's count is kept for its other pages and sorts (a recommend page then stops its walk
 * once full) and counted again after a change. Pages are kept under the database's one kept budget
 * (search/keptBodies.ts): the least recently used goes first, and one made again is exact.
 * On PGlite and on PostgreSQL, the demo catalog.
 */
import { addDays } from '@tabiyori/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { countHotels, searchHotelPage } from '../services/hotelSearch';
import { parseHotelSearchText } from '../services/searchParams';
import { DATABASE_KINDS, isoDay } from '../test/harness';
import { indexedDatabase } from './indexedDatabase';
import { limitKeptBytes } from './keptBodies';

describe.each(DATABASE_KINDS)('kept hotel search answers on %s (issue 15)', (kind) => {
  const suite = indexedDatabase(kind);
  const search = (query: string, keep = true) =>
    searchHotelPage(
      suite.handle.db,
      { ...parseHotelSearchText(query, 'HVE800'), today: suite.today },
      { keep },
    );

  it('keeps an answer until a change touches its prefecture, and only then', async () => {
    const date = addDays(suite.today, 25);
    const tokyo = `arrAreaCode=13&goDate=${date}&adultPax=2&sort=recommend`;
    const osaka = `arrAreaCode=27&goDate=${date}&adultPax=2&sort=recommend`;
    const first = await search(tokyo);
    const osakaFirst = await search(osaka);
    expect(first.hotels.length).toBeGreaterThan(0);
    expect(await search(tokyo)).toBe(first);
    expect(await search(osaka)).toBe(osakaFirst);

    // Sell every room the first Tokyo hotel's best plan offers that night.
    const leader = first.hotels[0]!;
    await sql`update room_day set stock = 0
      where stay_date = ${isoDay(date)}::date
        and room_id = any(select unnest(room_ids) from plan where plan_id = ${leader.best.planId})`.execute(
      suite.handle.db,
    );
    await suite.index.catchUp();

    const after = await search(tokyo);
    expect(after).not.toBe(first);
    // What is kept now is what ranking afresh answers.
    expect(after).toEqual(await search(tokyo, false));
    expect(after.hotels.find((h) => h.hotelId === leader.hotelId)?.best.planId).not.toBe(leader.best.planId);
    // Osaka's answer is still the one kept.
    expect(await search(osaka)).toBe(osakaFirst);
  }, 120_000);

  it("keeps a search's count for its other pages and sorts: a page walked with it known equals one ranked afresh", async () => {
    const date = addDays(suite.today, 26);
    const tokyo = `arrAreaCode=13&goDate=${date}&adultPax=2&ipg=3`;
    const count = await countHotels(suite.handle.db, {
      ...parseHotelSearchText(`${tokyo}&sort=lowPrice`, 'HVE800'),
      today: suite.today,
    });
    expect(count).toBeGreaterThan(6);
    for (const query of [
      `${tokyo}&sort=recommend&page=2`,
      `${tokyo}&sort=popular`,
      `${tokyo}&sort=highPrice`,
    ]) {
      const kept = await search(query);
      expect(kept.count, query).toBe(count);
      expect(kept, query).toEqual(await search(query, false));
    }

    // Every room of the first hotel sold that night: the kept count is counted again.
    const first = (await search(`${tokyo}&sort=recommend`)).hotels[0]!;
    await sql`update room_day set stock = 0
      where stay_date = ${isoDay(date)}::date
        and room_id = any(select unnest(room_ids) from plan where hotel_id = ${first.hotelId})`.execute(
      suite.handle.db,
    );
    await suite.index.catchUp();
    const recounted = await search(`${tokyo}&sort=recommend&page=2`);
    expect(recounted.count).toBe(count - 1);
    expect(recounted).toEqual(await search(`${tokyo}&sort=recommend&page=2`, false));
  }, 120_000);

  it('keeps pages under the one kept budget: the least recently used goes first, and a page made again is exact', async () => {
    const day = (n: number) => `arrAreaCode=13&goDate=${addDays(suite.today, n)}&adultPax=2&ipg=3`;
    // Room for two pages of three hotels, not three (each counts about 2.8 KB: hotelPageCache.ts).
    limitKeptBytes(suite.handle.db, 7_000);
    try {
      const first = await search(day(27));
      const second = await search(day(28));
      for (const page of [first, second]) expect(page.hotels).toHaveLength(3);
      expect(await search(day(27))).toBe(first);
      // A third page: the least recently used (the second) makes room.
      const third = await search(day(29));
      expect(third.hotels).toHaveLength(3);
      expect(await search(day(27))).toBe(first);
      expect(await search(day(29))).toBe(third);
      const secondAgain = await search(day(28));
      expect(secondAgain).not.toBe(second);
      expect(secondAgain).toEqual(second);
      expect(secondAgain).toEqual(await search(day(28), false));
      // Kept now, and the first (least recently used since) made room for it.
      expect(await search(day(28))).toBe(secondAgain);
      expect(await search(day(27))).not.toBe(first);
    } finally {
      limitKeptBytes(suite.handle.db, undefined);
    }
  }, 120_000);
});
