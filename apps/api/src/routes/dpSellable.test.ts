/**
 * A list offers only what the quote can sell (issue 16 item 2; the defect CI found on 2026-12-25):
 * the JR + hotel (dp) list of Kyoto (area 26) from Tokyo by JR, and the hotel's own plans, offered
 * a plan whose only room with rooms left was a single room while the party was two adults in one
 * room; the dp quote of that set refused 409 BKE801. The search counted every room of the plan; it
 * now counts only the rooms that take the party's people per room (domain roomFitsOccupancy), as
 * the quote books them. The day is chosen by stock (the catalog's stock varies by day), never fixed.
 */
import { addDays } from '@tabiyori/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp, type TestSession } from '../test/accounts';
import { catalogToday, DATABASE_KINDS, isoDay, startTestApi, type TestApi } from '../test/harness';

interface Card {
  hotelId: string;
  plan: { planId: string };
  dp?: { setTotal: number };
}

describe.each(DATABASE_KINDS)('a JR + hotel list offers only sets the quote can sell, on %s', (kind) => {
  let api: TestApi;
  let user: TestSession;
  let tokyo: string;
  /** A Kyoto plan and day where only rooms too small for two people per room have rooms left. */
  let trap: { hotelId: string; planId: string; date: string };

  const dpQuery = (date: string, adults: number) =>
    `approachType=train&depAreaCode=${tokyo}&goDate=${date}&nights=1&adultPax=${adults}&roomCount=1`;
  const quote = (hotelId: string, planId: string, date: string, adultPax: number) =>
    call(api, 'POST', '/v1/bookings/quote', {
      session: user,
      body: {
        kind: 'dp',
        hotelId,
        planId,
        depAreaCode: tokyo,
        date,
        nights: 1,
        adultPax,
        roomCount: 1,
        children: [],
        lang: 'ja',
      },
    });
  const listed = async (date: string, adults: number) => {
    const res = await api.get(`/v1/hotels?arrAreaCode=26&${dpQuery(date, adults)}&ipg=100`);
    expect(res.status).toBe(200);
    return (res.body as { hotels: Card[] }).hotels;
  };
  const plansOf = async (hotelId: string, date: string, adults: number) => {
    const res = await api.get(`/v1/hotel/${hotelId}/plans?${dpQuery(date, adults)}`);
    expect(res.status).toBe(200);
    return (res.body as { plans: { planId: string }[] }).plans.map((p) => p.planId);
  };

  beforeAll(async () => {
    api = await startTestApi(kind);
    user = await signUp(api);
    const decoder = (await api.get('/v1/decoder')).body as {
      departureAreas: { code: string; name: string }[];
    };
    tokyo = decoder.departureAreas.find((d) => d.name.includes('東京'))!.code;
    // The first day from today + 20 on which a Kyoto plan sold that night has rooms left only in a
    // room for one person, none in its rooms for two (the state of 100167 P03 on 2026-12-25).
    const today = catalogToday();
    const { rows } = await sql<{ hotel_id: string; plan_id: string; day: string }>`
      select p.hotel_id, p.plan_id, to_char(d.day, 'YYYYMMDD') as day
      from plan p
      join hotel h on h.hotel_id = p.hotel_id
      cross join generate_series(${isoDay(addDays(today, 20))}::date, ${isoDay(addDays(today, 90))}::date, interval '1 day') d(day)
      join plan_day pd on pd.plan_id = p.plan_id and pd.stay_date = d.day and pd.prices[1] > 0 and pd.prices[2] > 0
      where h.area2_code = '26' and p.min_pax <= 1 and p.max_pax >= 2
        and p.stay_from <= d.day and p.stay_to >= d.day
        and p.booking_deadline_days <= 20 and coalesce((p.doc->>'minNights')::int, 1) = 1
        and exists (select 1 from room r join room_day rd on rd.room_id = r.room_id and rd.stay_date = d.day
                    where r.room_id = any(p.room_ids) and r.capacity_min <= 1 and r.capacity_max = 1 and rd.stock > 0)
        and not exists (select 1 from room r join room_day rd on rd.room_id = r.room_id and rd.stay_date = d.day
                        where r.room_id = any(p.room_ids) and r.capacity_min <= 2 and r.capacity_max >= 2 and rd.stock > 0)
      order by d.day, p.plan_id
      limit 1`.execute(api.handle.db);
    const row = rows[0];
    if (!row)
      throw new Error('no Kyoto plan has only its single rooms left on a day of the next three months');
    trap = { hotelId: row.hotel_id, planId: row.plan_id, date: row.day };
  }, 180_000);
  afterAll(async () => {
    await api?.close();
  });

  it('does not offer the set for two in one room when only single rooms are left, and sells it for one', async () => {
    const { hotelId, planId, date } = trap;
    // The quote refuses the set for two: none of its rooms that take two has a room left.
    const refused = await quote(hotelId, planId, date, 2);
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body).toMatchObject({ errorCode: 'BKE801' });
    // So neither the list's card nor the hotel's plans offer it for two.
    const cards = await listed(date, 2);
    expect(cards.find((c) => c.hotelId === hotelId)?.plan.planId).not.toBe(planId);
    expect(await plansOf(hotelId, date, 2)).not.toContain(planId);
    // For one person the single room is what the quote books: offered, and it quotes.
    expect(await plansOf(hotelId, date, 1)).toContain(planId);
    const sold = await quote(hotelId, planId, date, 1);
    expect(sold.status, JSON.stringify(sold.body)).toBe(200);
  });

  it('every set the list and the plans offer that day, the quote sells at the price shown', async () => {
    const { date } = trap;
    const cards = await listed(date, 2);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.dp, card.hotelId).toBeDefined();
      const res = await quote(card.hotelId, card.plan.planId, date, 2);
      expect(res.status, `${card.hotelId} ${card.plan.planId}: ${JSON.stringify(res.body)}`).toBe(200);
      expect((res.body as { total: number }).total).toBe(card.dp!.setTotal);
      for (const planId of await plansOf(card.hotelId, date, 2)) {
        const plan = await quote(card.hotelId, planId, date, 2);
        expect(plan.status, `${card.hotelId} ${planId}: ${JSON.stringify(plan.body)}`).toBe(200);
      }
    }
  }, 120_000);
});
