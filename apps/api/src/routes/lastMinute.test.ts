/**
 * Last-minute stays (issue 16 item 6): plans say 「宿泊日当日までご予約いただけます」, yet the calendar
 * started at today + 3 (the tours' reserve window), so they could not be reached. The decoder's hotel
 * calendar now starts where the plans start (domain productReserveWindow), and a plan bookable until
 * its deadline is found and booked for the same or the next day; a plan whose deadline has passed is
 * still refused. On both databases.
 */
import { addDays, defaultConfig } from '@tabiyori/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingCalls, signUp, type TestSession } from '../test/accounts';
import { catalogToday, DATABASE_KINDS, isoDay, startTestApi, type TestApi } from '../test/harness';

interface Body {
  errorCode?: string;
  bookingNumber?: string;
  paidTotal?: number;
  [key: string]: unknown;
}

interface Decoder {
  calendar: { start: string; end: string } | null;
  hotelCalendar: { start: string; end: string } | null;
}

describe.each(DATABASE_KINDS)('last-minute stays on %s (issue 16 item 6)', (kind) => {
  let api: TestApi;
  let alice: TestSession;
  let today: string;
  const { quote, book } = bookingCalls<Body>(
    () => api,
    () => alice,
    `last-minute-${kind}`,
  );

  /** A plan for 2, sold `ahead` days before the stay, with a room left on that night. */
  async function planFor(date: string, ahead: number) {
    const { rows } = await sql<{ plan_id: string; hotel_id: string; room_id: string }>`
      select p.plan_id, p.hotel_id, r.room_id
      from plan p
      join room r on r.room_id = any(p.room_ids)
      join plan_day d on d.plan_id = p.plan_id and d.stay_date = ${isoDay(date)}::date
      join room_day rd on rd.room_id = r.room_id and rd.stay_date = ${isoDay(date)}::date
      where p.booking_deadline_days <= ${ahead}
        and r.capacity_min <= 2 and r.capacity_max >= 2 and p.min_pax <= 2 and p.max_pax >= 2
        and coalesce((p.doc->>'minNights')::int, 1) <= 1
        and d.prices[2] > 0 and rd.stock > 0
        and p.stay_from <= ${isoDay(date)}::date and p.stay_to >= ${isoDay(addDays(date, 1))}::date
      order by p.plan_id, r.room_id
      limit 1
    `.execute(api.handle.db);
    const row = rows[0];
    if (!row) throw new Error(`no plan bookable ${ahead} days ahead for ${date}`);
    return { hotelId: row.hotel_id, planId: row.plan_id, roomId: row.room_id };
  }

  beforeAll(async () => {
    api = await startTestApi(kind);
    today = catalogToday();
    alice = await signUp(api);
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });

  it('starts the hotel calendar where the plans start, the tour calendar at the reserve window', async () => {
    const { rows } = await sql<{ lead: number | null }>`
      select min(booking_deadline_days)::int as lead from plan where stay_to >= ${isoDay(today)}::date
    `.execute(api.handle.db);
    const lead = rows[0]?.lead ?? null;
    // The demo catalog sells plans until the day itself (当日まで).
    expect(lead).toBe(0);
    const decoder = (await api.get('/v1/decoder?lang=ja')).body as Decoder;
    expect(decoder.hotelCalendar?.start).toBe(addDays(today, lead ?? 0));
    expect(decoder.hotelCalendar?.end).toBe(decoder.calendar?.end);
    expect(decoder.calendar?.start).toBe(addDays(today, defaultConfig.consts.reserveDay.min));
  });

  it.each([
    ['the same day', 0],
    ['the next day', 1],
  ])('finds and books a plan bookable until its deadline for %s', async (_label, ahead) => {
    const date = addDays(today, ahead);
    const plan = await planFor(date, ahead);
    const query = `goDate=${date}&isNoDate=0&nights=1&adultPax=2`;
    const list = (await api.get(`/v1/hotels?${query}&hotelIds=${plan.hotelId}`)).body as {
      hotels: { hotelId: string }[];
    };
    expect(list.hotels.map((h) => h.hotelId)).toContain(plan.hotelId);
    const plans = (await api.get(`/v1/hotel/${plan.hotelId}/plans?${query}&ipg=100`)).body as {
      plans: { planId: string }[];
    };
    expect(plans.plans.map((p) => p.planId)).toContain(plan.planId);

    const request = { kind: 'yado', ...plan, date, nights: 1, adultPax: 2 };
    const priced = await quote(request);
    const res = await book({ ...request, expectedTotal: priced.paidTotal });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((res.body as Body).bookingNumber).toBeTruthy();
  });

  it('still refuses a plan whose booking deadline has passed', async () => {
    // A same-day plan made to close two days before the stay: booking it for today is refused.
    const plan = await planFor(today, 0);
    await api.handle.db
      .updateTable('plan')
      .set({ booking_deadline_days: 2 })
      .where('plan_id', '=', plan.planId)
      .execute();
    const request = { kind: 'yado', ...plan, date: today, nights: 1, adultPax: 2 };
    for (const date of [today, addDays(today, 1)]) {
      const res = await book({ ...request, date, expectedTotal: 1 });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ errorCode: 'BKE804', message: 'the booking deadline of the plan has passed' });
    }
  });
});
