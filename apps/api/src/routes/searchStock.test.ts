/**
 * The hotel search's summary follows bookings (issue 3): when a booking takes the last room of a
 * plan's night, the plan drops out of /v1/hotels and /v1/hotels.count for that night at once; the
 * cancellation gives the room back and the plan is found again. Real HTTP, real database, the
 * booking service's own stock updates (the summary is kept by the trigger on room_day).
 */
import { addDays } from '@tabiyori/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp, type TestSession, TEST_TRAVELLERS } from '../test/accounts';
import { catalogToday, DATABASE_KINDS, startTestApi, type TestApi, isoDay } from '../test/harness';

const travellers = TEST_TRAVELLERS;

describe.each(DATABASE_KINDS)('hotel search after a booking and a cancellation on %s (issue 3)', (kind) => {
  let api: TestApi;
  let alice: TestSession;
  let date: string;
  let plan: { hotelId: string; planId: string; roomId: string };

  const found = async (query: string) => {
    const list = await api.get(`/v1/hotels?${query}`);
    const count = await api.get(`/v1/hotels.count?${query}`);
    expect(list.status).toBe(200);
    expect(count.status).toBe(200);
    const body = list.body as { hotels: { hotelId: string; plan: { planId: string } }[]; count: number };
    expect((count.body as { count: number }).count).toBe(body.count);
    return body;
  };

  beforeAll(async () => {
    api = await startTestApi(kind);
    alice = await signUp(api);
    date = addDays(catalogToday(), 30);
    // A one-room plan sold for 2 people per room that night.
    const { rows } = await sql<{ plan_id: string; hotel_id: string; room_id: string }>`
      select p.plan_id, p.hotel_id, p.room_ids[1] as room_id
      from plan p join room r on r.room_id = p.room_ids[1]
      join plan_day d on d.plan_id = p.plan_id and d.stay_date = ${isoDay(date)}::date and d.prices[2] > 0
      where cardinality(p.room_ids) = 1 and r.capacity_min <= 2 and r.capacity_max >= 2
        and p.min_pax <= 2 and p.max_pax >= 2 and p.booking_deadline_days <= 20
        and p.stay_from <= ${isoDay(date)}::date and p.stay_to >= ${isoDay(date)}::date
        and coalesce((p.doc->>'minNights')::int, 1) = 1
      order by p.plan_id limit 1`.execute(api.handle.db);
    const row = rows[0];
    if (!row) throw new Error('no one-room plan in the catalog');
    plan = { hotelId: row.hotel_id, planId: row.plan_id, roomId: row.room_id };
    // One room left that night (the catalog's stock is random; the test needs a known count).
    await sql`update room_day set stock = 1 where room_id = ${plan.roomId} and stay_date = ${isoDay(date)}::date`.execute(
      api.handle.db,
    );
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });

  it('a sold-out plan-day disappears from the search and comes back on cancellation', async () => {
    const query = `hotelIds=${plan.hotelId}&planIds=${plan.planId}&goDate=${date}&adultPax=2`;
    const before = await found(query);
    expect(before.count).toBe(1);
    expect(before.hotels[0]).toMatchObject({ hotelId: plan.hotelId, plan: { planId: plan.planId } });
    expect((before.hotels[0] as unknown as { stock: number }).stock).toBe(1);
    // The hotel's other nights and a search without the plan filter still answer.
    const otherNight = await found(
      `hotelIds=${plan.hotelId}&planIds=${plan.planId}&goDate=${addDays(date, 1)}&adultPax=2`,
    );

    const request = { kind: 'yado', ...plan, date, nights: 1, adultPax: 2, roomCount: 1 };
    const quote = await call(api, 'POST', '/v1/bookings/quote', { body: request, session: alice });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    const expectedTotal = (quote.body as { paidTotal: number }).paidTotal;
    const booked = await call(api, 'POST', '/v1/bookings', {
      body: { ...request, expectedTotal, travellers },
      session: alice,
      headers: { 'idempotency-key': `search-stock-${kind}-${Date.now()}` },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const bookingNumber = (booked.body as { bookingNumber: string }).bookingNumber;

    const soldOut = await found(query);
    expect(soldOut).toMatchObject({ count: 0, hotels: [] });
    // Two nights from the sold-out night: not bookable either.
    expect((await found(`${query}&nights=2`)).count).toBe(0);
    // The next night is untouched.
    expect(
      await found(`hotelIds=${plan.hotelId}&planIds=${plan.planId}&goDate=${addDays(date, 1)}&adultPax=2`),
    ).toEqual(otherNight);

    const cancelled = await call(api, 'POST', `/v1/bookings/${bookingNumber}/cancel`, {
      body: {},
      session: alice,
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await found(query)).toEqual(before);
  });
});
