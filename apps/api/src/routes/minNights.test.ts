/**
 * A plan's minimum stay (連泊プラン: 2泊以上, 3泊以上): the search offers it only for stays at least
 * that long, and a booking shorter than that is refused (400 BKE804), on both databases.
 */
import { addDays } from '@tabiyori/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp, type TestSession } from '../test/accounts';
import { catalogToday, DATABASE_KINDS, startTestApi, type TestApi, isoDay } from '../test/harness';

describe.each(DATABASE_KINDS)("a plan's minimum nights on %s", (kind) => {
  let api: TestApi;
  let user: TestSession;
  let plan: { plan_id: string; hotel_id: string; min_nights: number };
  const date = () => addDays(catalogToday(), 40);

  beforeAll(async () => {
    api = await startTestApi(kind);
    user = await signUp(api);
    const { rows } = await sql<{ plan_id: string; hotel_id: string; min_nights: number }>`
      select plan_id, hotel_id, (doc->>'minNights')::int as min_nights from plan
      where (doc->>'minNights')::int >= 2 and min_pax <= 2 and max_pax >= 2
      order by plan_id limit 1`.execute(api.handle.db);
    plan = rows[0]!;
    expect(plan).toBeDefined();
    // Rooms for the whole stay, so only the minimum stay decides.
    const from = date();
    await sql`update room_day set stock = 5
      where room_id in (select unnest(room_ids) from plan where plan_id = ${plan.plan_id})
        and stay_date >= ${isoDay(from)}::date and stay_date < ${isoDay(addDays(from, 5))}::date`.execute(
      api.handle.db,
    );
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });

  it('is not offered by the search for a shorter stay, and is for a long enough one', async () => {
    const search = (nights: number) =>
      api.get(
        `/v1/hotels?hotelIds=${plan.hotel_id}&planIds=${plan.plan_id}&goDate=${date()}&nights=${nights}&adultPax=2`,
      );
    const short = await search(plan.min_nights - 1);
    expect((short.body as { hotels: unknown[] }).hotels).toEqual([]);
    const enough = (await search(plan.min_nights)).body as { hotels: { plan: { planId: string } }[] };
    expect(enough.hotels.map((h) => h.plan.planId)).toEqual([plan.plan_id]);
  });

  it('refuses a booking shorter than the minimum (BKE804) and quotes a long enough one', async () => {
    const quote = (nights: number) =>
      call(api, 'POST', '/v1/bookings/quote', {
        session: user,
        body: {
          kind: 'yado',
          hotelId: plan.hotel_id,
          planId: plan.plan_id,
          date: date(),
          nights,
          adultPax: 2,
        },
      });
    const short = await quote(plan.min_nights - 1);
    expect(short.status).toBe(400);
    expect((short.body as { errorCode: string }).errorCode).toBe('BKE804');
    const enough = await quote(plan.min_nights);
    expect(enough.status, JSON.stringify(enough.body)).toBe(200);
  });
});
