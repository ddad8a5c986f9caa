/**
 * Issue 17 payment, on both databases: a tour is paid by bank transfer (入金待ち with the domain's
 * deadline), a stay on site; only an operator records the transfer (入金済み, once); the deadline
 * job reminds once and cancels an unpaid booking past its deadline exactly once even when two runs
 * race, giving the seats back and queueing one mail.
 */
import { addDays, bankTransferDeadline, japanToday } from '@tabiyori/domain';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setBookingClock } from '../booking/clock';
import { bookingCalls, call, makeOperator, signUp, type TestSession } from '../../test/accounts';
import { bookableStay, bookableTour } from '../../test/bookable';
import { catalogToday, DATABASE_KINDS, isoDay, startTestApi, type TestApi } from '../../test/harness';
import { runPaymentDeadlines } from './deadlineJob';

interface Booked {
  bookingNumber: string;
  status: string;
  payment: { method: string; status: string; deadline: string | null; paidAt: string | null };
  cancelReason: string | null;
  paidTotal: number;
  errorCode?: string;
}

describe.each(DATABASE_KINDS)('payment on %s (issue 17)', (kind) => {
  let api: TestApi;
  let alice: TestSession;
  let operator: TestSession;
  const { quote, book } = bookingCalls<{ paidTotal: number }>(
    () => api,
    () => alice,
    `pay-${kind}`,
  );

  beforeAll(async () => {
    api = await startTestApi(kind);
    alice = await signUp(api);
    operator = await signUp(api);
    await makeOperator(api.handle.db, operator.userId);
  }, 60_000);
  afterAll(async () => {
    await api?.close();
  });
  afterEach(() => setBookingClock(null));

  async function bookTour(from: string, lang: 'ja' | 'en' = 'ja') {
    const { request } = await bookableTour(api.handle.db, from);
    const q = await quote({ ...request, lang });
    const res = await book({ ...request, lang, expectedTotal: q.paidTotal });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { request, booking: res.body as Booked };
  }

  const outbox = (bookingNumber: string) =>
    sql<{ template: string; lang: string; to_address: string }>`
      select template, lang, to_address from mail_outbox where data->>'bookingNumber' = ${bookingNumber}
      order by mail_id`
      .execute(api.handle.db)
      .then((r) => r.rows);

  it('a tour waits for a bank transfer until the domain deadline; a stay is paid on site', async () => {
    const { request, booking } = await bookTour(addDays(catalogToday(), 40), 'en');
    expect(booking.payment).toEqual({
      method: 'bank_transfer',
      status: 'awaiting',
      deadline: bankTransferDeadline(japanToday(), request.date),
      paidAt: null,
    });
    expect(await outbox(booking.bookingNumber)).toEqual([
      { template: 'booking_confirmed', lang: 'en', to_address: 'lead@example.jp' },
    ]);
    const stay = await bookableStay(api.handle.db, addDays(catalogToday(), 30));
    const q = await quote(stay);
    const res = await book({ ...stay, expectedTotal: q.paidTotal });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((res.body as Booked).payment).toEqual({
      method: 'onsite',
      status: 'onsite',
      deadline: null,
      paidAt: null,
    });
    // The traveller's own view says the same.
    const mine = await call(api, 'GET', `/v1/bookings/${booking.bookingNumber}`, { session: alice });
    expect((mine.body as Booked).payment.status).toBe('awaiting');
  }, 60_000);

  it('only an operator records the transfer, once; on-site bookings are not awaiting one', async () => {
    const { booking } = await bookTour(addDays(catalogToday(), 41));
    const path = `/v1/operator/bookings/${booking.bookingNumber}/payment`;
    const byTraveller = await call(api, 'POST', path, { session: alice, body: { status: 'paid' } });
    expect(byTraveller.status).toBe(403);
    expect((byTraveller.body as Booked).errorCode).toBe('ACE804');
    const visitor = await call(api, 'POST', path, { body: { status: 'paid' } });
    expect(visitor.status).toBe(401);
    const bad = await call(api, 'POST', path, { session: operator, body: { status: 'refunded' } });
    expect(bad.status).toBe(400);
    expect((bad.body as Booked).errorCode).toBe('PYE800');

    const paid = await call(api, 'POST', path, { session: operator, body: { status: 'paid' } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect((paid.body as { payment: Booked['payment'] }).payment.status).toBe('paid');
    const again = await call(api, 'POST', path, { session: operator, body: { status: 'paid' } });
    expect(again.status).toBe(409);
    expect((again.body as Booked).errorCode).toBe('PYE801');
    const mine = await call(api, 'GET', `/v1/bookings/${booking.bookingNumber}`, { session: alice });
    expect((mine.body as Booked).payment.status).toBe('paid');
    expect((mine.body as Booked).payment.paidAt).not.toBeNull();
    expect((await outbox(booking.bookingNumber)).map((m) => m.template)).toEqual([
      'booking_confirmed',
      'payment_received',
    ]);

    const unknown = await call(api, 'POST', '/v1/operator/bookings/TB0000000000/payment', {
      session: operator,
      body: { status: 'paid' },
    });
    expect(unknown.status).toBe(404);
    const stay = await bookableStay(api.handle.db, addDays(catalogToday(), 31));
    const q = await quote(stay);
    const onsite = (await book({ ...stay, expectedTotal: q.paidTotal })).body as Booked;
    const onsitePaid = await call(api, 'POST', `/v1/operator/bookings/${onsite.bookingNumber}/payment`, {
      session: operator,
      body: { status: 'paid' },
    });
    expect(onsitePaid.status).toBe(409);
  }, 60_000);

  it('the deadline job reminds once, then cancels an unpaid tour once even when two runs race', async () => {
    const { request, booking } = await bookTour(addDays(catalogToday(), 45));
    const seats = async () =>
      (
        await sql<{ stock: number }>`select stock from tour_day
          where tour_id = ${request.tourId} and dep_date = ${isoDay(request.date)}::date`.execute(
          api.handle.db,
        )
      ).rows[0]!.stock;
    const seatsBooked = await seats();
    const deadline = booking.payment.deadline!;
    // The day before the deadline (Japan noon): a reminder, once however many runs.
    const dayBefore = Date.parse(`${isoDay(addDays(deadline, -1))}T12:00:00+09:00`);
    const [r1, r2] = await Promise.all([
      runPaymentDeadlines(api.handle.db, dayBefore),
      runPaymentDeadlines(api.handle.db, dayBefore),
    ]);
    expect([...r1.reminded, ...r2.reminded].filter((n) => n === booking.bookingNumber)).toHaveLength(1);
    expect([...r1.cancelled, ...r2.cancelled]).not.toContain(booking.bookingNumber);

    // On the deadline day itself (23:59 JST) it is still in time.
    const lastMinute = Date.parse(`${isoDay(deadline)}T23:59:00+09:00`);
    expect((await runPaymentDeadlines(api.handle.db, lastMinute)).cancelled).not.toContain(
      booking.bookingNumber,
    );

    const after = Date.parse(`${isoDay(addDays(deadline, 1))}T00:00:00+09:00`);
    const runs = await Promise.all([
      runPaymentDeadlines(api.handle.db, after),
      runPaymentDeadlines(api.handle.db, after),
    ]);
    expect(runs.flatMap((r) => r.cancelled).filter((n) => n === booking.bookingNumber)).toHaveLength(1);
    const mine = (await call(api, 'GET', `/v1/bookings/${booking.bookingNumber}`, { session: alice }))
      .body as Booked;
    expect(mine.status).toBe('cancelled');
    expect(mine.cancelReason).toBe('payment_deadline');
    expect(await seats()).toBe(seatsBooked + 2);
    expect((await outbox(booking.bookingNumber)).map((m) => m.template)).toEqual([
      'booking_confirmed',
      'payment_reminder',
      'payment_deadline_cancelled',
    ]);
    // A later run finds nothing more to do.
    const later = await runPaymentDeadlines(api.handle.db, after + 3600_000);
    expect(later.cancelled).not.toContain(booking.bookingNumber);
    expect(await seats()).toBe(seatsBooked + 2);
  }, 60_000);

  it('a paid tour is never cancelled by the deadline job', async () => {
    const { booking } = await bookTour(addDays(catalogToday(), 46));
    await call(api, 'POST', `/v1/operator/bookings/${booking.bookingNumber}/payment`, {
      session: operator,
      body: { status: 'paid' },
    });
    const after = Date.parse(`${isoDay(addDays(booking.payment.deadline!, 3))}T09:00:00+09:00`);
    expect((await runPaymentDeadlines(api.handle.db, after)).cancelled).not.toContain(booking.bookingNumber);
    const mine = (await call(api, 'GET', `/v1/bookings/${booking.bookingNumber}`, { session: alice }))
      .body as Booked;
    expect(mine.status).toBe('confirmed');
  }, 60_000);
});
