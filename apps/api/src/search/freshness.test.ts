/**
 * Freshness of the search index (issue 15): with the index on, a room an operator edits, a booking
 * sells out, and a cancellation gives back leaves and returns to the hotel search by itself, through
 * the change feed (no call into the index): polled with a bound, on PGlite and on PostgreSQL. The
 * search answers from the index throughout (the database's summary table is made to disagree).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingCalls, call, signUp, type TestSession } from '../test/accounts';
import { catalogToday, DATABASE_KINDS, isoDay, startTestApi, type TestApi } from '../test/harness';
import { oneRoomPlan, pollUntil, shownStock } from './freshness';
import { startSearchIndex, type SearchIndex } from './searchIndex';

/** Generous for a loaded 2-core machine: the benchmark measures the real delay. */
const BOUND_MS = 10_000;

describe.each(DATABASE_KINDS)('search index freshness on %s (issue 15)', (kind) => {
  let api: TestApi;
  let index: SearchIndex;
  let me: TestSession;
  const { quote, book } = bookingCalls<{ paidTotal: number; bookingNumber: string }>(
    () => api,
    () => me,
    `fresh-${kind}`,
  );

  beforeAll(async () => {
    api = await startTestApi(kind);
    index = startSearchIndex(api.handle.db, { listen: api.handle.listen });
    await index.started;
    me = await signUp(api);
  });
  afterAll(async () => {
    await index?.stop();
    await api?.close();
  });

  it('a sold-out room leaves the search and a cancelled one returns, by the change feed', async () => {
    const plan = await oneRoomPlan(api.handle.db, catalogToday(), 25);
    const night = isoDay(plan.date);
    // The summary table (the SQL path) says "sold out" throughout: only the index can show the room.
    await sql`update room_day set stock = 1 where room_id = ${plan.roomId} and stay_date = ${night}::date`.execute(
      api.handle.db,
    );
    await sql`update plan_search_day set stock = 0 where plan_id = ${plan.planId} and stay_date = ${night}::date`.execute(
      api.handle.db,
    );
    const read = () => shownStock(api.baseUrl, plan);
    const edited = await pollUntil(read, (s) => s === 1, BOUND_MS, 'operator edit to 1 room');
    expect(index.status().state).toBe('ready');

    const request = {
      kind: 'yado',
      hotelId: plan.hotelId,
      planId: plan.planId,
      roomId: plan.roomId,
      date: plan.date,
      nights: 1,
      adultPax: 2,
    };
    const q = await quote(request);
    const booked = await book({ ...request, expectedTotal: q.paidTotal });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const soldOut = await pollUntil(read, (s) => s === null, BOUND_MS, 'sold out');

    const bookingNumber = (booked.body as { bookingNumber: string }).bookingNumber;
    const cancelled = await call(api, 'POST', `/v1/bookings/${bookingNumber}/cancel`, { session: me });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const back = await pollUntil(read, (s) => s === 1, BOUND_MS, 'back after the cancellation');
    console.warn(`freshness on ${kind}: edit ${edited} ms, sold out ${soldOut} ms, cancellation ${back} ms`);
  });
});
