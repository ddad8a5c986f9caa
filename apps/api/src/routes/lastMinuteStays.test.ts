/**
 * Last-minute stays (issue 16 item 6): a hotel plan is sold until its own booking deadline
 * (bookingDeadlineDays before check-in; 0 = until the check-in day itself), so the hotels' calendar
 * opens today (domain productReserveDay) while the tours' keeps the configured reserve window. A
 * plan bookable until the check-in day is found by the list and the hotel's plans, quoted and booked
 * for tonight and for tomorrow, and never for a night already past. The plans are chosen by their
 * stock on those days (the catalog's stock varies by day), never fixed.
 */
import { addDays, defaultConfig } from '@tabiyori/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Decoder } from '../schemas/decoder';
import { bookingCalls, signUp, type TestSession } from '../test/accounts';
import { bookableStay } from '../test/bookable';
import { catalogToday, DATABASE_KINDS, startTestApi, type TestApi } from '../test/harness';

type Stay = Awaited<ReturnType<typeof bookableStay>>;

describe.each(DATABASE_KINDS)('last-minute stays on %s', (kind) => {
  let api: TestApi;
  let me: TestSession;
  let today: string;
  const { post, quote, book } = bookingCalls<{ total: number; paidTotal: number }>(
    () => api,
    () => me,
    'last-minute',
  );

  const stayQuery = (stay: Stay, date: string) =>
    `goDate=${date}&nights=1&adultPax=2&roomCount=1&hotelIds=${stay.hotelId}`;
  const listedPlan = async (stay: Stay, date: string) => {
    const res = await api.get(`/v1/hotels?${stayQuery(stay, date)}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const cards = (res.body as { hotels: { hotelId: string; plan: { planId: string } }[] }).hotels;
    return cards.find((card) => card.hotelId === stay.hotelId)?.plan.planId;
  };
  const plansOf = async (stay: Stay, date: string) => {
    const res = await api.get(`/v1/hotel/${stay.hotelId}/plans?${stayQuery(stay, date)}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as { plans: { planId: string }[] }).plans.map((plan) => plan.planId);
  };

  beforeAll(async () => {
    api = await startTestApi(kind);
    me = await signUp(api);
    today = catalogToday();
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });

  it("the hotels' calendar opens today; the tours' keeps the reserve window", async () => {
    const res = await api.get('/v1/decoder');
    expect(res.status).toBe(200);
    const decoder = res.body as Decoder;
    expect(decoder.hotelCalendar?.start).toBe(today);
    expect(decoder.hotelCalendar?.end).toBe(decoder.calendar?.end);
    expect(decoder.calendar?.start).toBe(addDays(today, defaultConfig.consts.reserveDay.min));
  });

  it.each([
    ['tonight', 0],
    ['tomorrow', 1],
  ])('a plan sold until the check-in day is found, quoted and booked for %s', async (_, ahead) => {
    const date = addDays(today, ahead);
    const stay = await bookableStay(api.handle.db, date, 1, 0);
    expect(await listedPlan(stay, date)).toBeDefined();
    expect(await plansOf(stay, date)).toContain(stay.planId);
    const request = { ...stay, roomCount: 1 };
    const q = await quote(request);
    const res = await book({ ...request, expectedTotal: q.paidTotal });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // Yesterday's night is past: neither offered nor quoted.
    const yesterday = addDays(today, -1);
    expect(await plansOf(stay, yesterday)).not.toContain(stay.planId);
    const late = await post('/v1/bookings/quote', { ...request, date: yesterday }, me);
    expect(late.status, JSON.stringify(late.body)).toBe(400);
    expect(late.body).toMatchObject({ errorCode: 'BKE804' });
  });
});
