/**
 * Never oversell the other product kinds (issue 7 item 6, beyond the hotel rooms of
 * bookings.test.ts), on PGlite and PostgreSQL: concurrent attempts for the last places of an
 * optional activity and the last rental car; the same Idempotency-Key at once for a rental;
 * a tampered price or another member's reading and cancelling for these kinds.
 */
import { addDays } from '@tabiyori/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call } from '../test/accounts';
import { bookableCar, bookableOptional } from '../test/bookable';
import { bookingSuite } from '../test/bookingSuite';
import { DATABASE_KINDS, isoDay } from '../test/harness';

interface Body {
  errorCode?: string;
  bookingNumber?: string;
  paidTotal?: number;
  status?: string;
  [key: string]: unknown;
}

describe.each(DATABASE_KINDS)('optional and rental-car stock on %s (issue 7.6)', (kind) => {
  const s = bookingSuite<Body>(kind, `stock-${kind}`);
  const { newKey, post, quote, book } = s;

  /** An activity sold to 2 adults on a day at least `ahead` days out (not used by another test). */
  const findOptional = async (ahead: number) =>
    (await bookableOptional(s.api.handle.db, addDays(s.today, ahead), 6)).request;
  const optionalStock = async (optionalId: string, date: string) =>
    (
      await sql<{ stock: number }>`
        select stock from optional_day where optional_id = ${optionalId} and use_date = ${isoDay(date)}::date
      `.execute(s.api.handle.db)
    ).rows[0]!.stock;

  /** A car with 2 cars left on the 2 days from `pickup` (the `skip`-th), opened and closed at opening time. */
  const findCar = (pickup: string, skip = 0) => bookableCar(s.api.handle.db, pickup, { cars: 2, skip });
  const carStock = async (carId: string, date: string) =>
    (
      await sql<{ stock: number }>`
        select stock from rentacar_day where car_id = ${carId} and use_date = ${isoDay(date)}::date
      `.execute(s.api.handle.db)
    ).rows[0]!.stock;

  it('60 concurrent parties of 2 for the last 5 places of an activity: 2 bookings, 58 BKE801, 1 place left', async () => {
    const { optionalId, date } = await findOptional(20);
    await sql`update optional_day set stock = 5 where optional_id = ${optionalId} and use_date = ${isoDay(date)}::date`.execute(
      s.api.handle.db,
    );
    const request = { kind: 'optional', optionalId, date, adultPax: 2 };
    const q = await quote(request);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        book({ ...request, expectedTotal: q.paidTotal }, i % 2 ? s.bob : s.alice),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(58);
    expect(refused.every((a) => a.status === 409 && (a.body as Body).errorCode === 'BKE801')).toBe(true);
    expect(await optionalStock(optionalId, date)).toBe(1);
    // A party of 2 no longer fits; a party of 1 still does.
    const two = await post('/v1/bookings/quote', request, s.alice);
    expect([two.status, (two.body as Body).errorCode]).toEqual([409, 'BKE801']);
    expect((await post('/v1/bookings/quote', { ...request, adultPax: 1 }, s.alice)).status).toBe(200);
  }, 120_000);

  it('40 concurrent rentals of the last car (one day short): exactly 1 booking, no day below zero', async () => {
    const pickup = addDays(s.today, 22);
    const request = await findCar(pickup);
    // The last car on the return day; two on the pickup day.
    await sql`update rentacar_day set stock = 1 where car_id = ${request.carId} and use_date = ${isoDay(request.returnDate)}::date`.execute(
      s.api.handle.db,
    );
    await sql`update rentacar_day set stock = 2 where car_id = ${request.carId} and use_date = ${isoDay(pickup)}::date`.execute(
      s.api.handle.db,
    );
    const q = await quote(request);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => book({ ...request, expectedTotal: q.paidTotal })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && (a.body as Body).errorCode === 'BKE801')).toHaveLength(
      39,
    );
    // All or nothing: the refused rentals took nothing on the pickup day either.
    expect(await carStock(request.carId, request.returnDate)).toBe(0);
    expect(await carStock(request.carId, pickup)).toBe(1);

    // Cancelling gives both days back.
    const number = (answers.find((a) => a.status === 201)!.body as Body).bookingNumber!;
    expect((await post(`/v1/bookings/${number}/cancel`, {}, s.alice)).status).toBe(200);
    expect(await carStock(request.carId, request.returnDate)).toBe(1);
    expect(await carStock(request.carId, pickup)).toBe(2);
  }, 120_000);

  it('the same Idempotency-Key 50 times at once books one rental car', async () => {
    const request = await findCar(addDays(s.today, 24), 1);
    const before = await carStock(request.carId, request.date);
    const q = await quote(request);
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => book({ ...request, expectedTotal: q.paidTotal }, s.alice, key)),
    );
    expect(answers.every((a) => a.status === 201 || a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => (a.body as Body).bookingNumber)).size).toBe(1);
    expect(await carStock(request.carId, request.date)).toBe(before - 1);
  }, 120_000);

  it('a tampered total is refused for activities and rentals; another member can neither read nor cancel them', async () => {
    const { optionalId, date } = await findOptional(26);
    const optional = { kind: 'optional', optionalId, date, adultPax: 2 };
    const oq = await quote(optional);
    const car = await findCar(addDays(s.today, 26), 2);
    const cq = await quote(car);
    const placesBefore = await optionalStock(optionalId, date);
    for (const [request, paid] of [
      [optional, oq.paidTotal!],
      [car, cq.paidTotal!],
    ] as const) {
      for (const expectedTotal of [paid - 1, 0, paid + 1000]) {
        const res = await book({ ...request, expectedTotal });
        expect([res.status, (res.body as Body).errorCode]).toEqual([409, 'BKE802']);
      }
    }
    expect(await optionalStock(optionalId, date)).toBe(placesBefore);

    // A coupon of another product kind (the rental-car coupon) on an activity: refused, nothing taken.
    const wrongCoupon = await book({
      ...optional,
      couponCode: 'CAR1000',
      expectedTotal: Math.max(0, oq.paidTotal! - 1000),
    });
    expect([wrongCoupon.status, (wrongCoupon.body as Body).errorCode]).toEqual([409, 'BKE803']);
    expect(await optionalStock(optionalId, date)).toBe(placesBefore);
    // The same coupon on a rental: the server applies it only over its minimum (8,000 yen), at its own price.
    const withCoupon = await post('/v1/bookings/quote', { ...car, couponCode: 'CAR1000' }, s.alice);
    if (cq.paidTotal! >= 8000) {
      expect(withCoupon.status).toBe(200);
      expect((withCoupon.body as Body).paidTotal).toBe(cq.paidTotal! - 1000);
      const claimedMore = await book({ ...car, couponCode: 'CAR1000', expectedTotal: cq.paidTotal! - 2000 });
      expect([claimedMore.status, (claimedMore.body as Body).errorCode]).toEqual([409, 'BKE802']);
    } else {
      expect([withCoupon.status, (withCoupon.body as Body).errorCode]).toEqual([409, 'BKE803']);
    }

    const mine = await book({ ...optional, expectedTotal: oq.paidTotal });
    expect(mine.status).toBe(201);
    const number = (mine.body as Body).bookingNumber!;
    const read = await call(s.api, 'GET', `/v1/bookings/${number}`, { session: s.bob });
    expect([read.status, (read.body as Body).errorCode]).toEqual([404, 'BKE901']);
    const cancel = await post(`/v1/bookings/${number}/cancel`, {}, s.bob);
    expect([cancel.status, (cancel.body as Body).errorCode]).toEqual([404, 'BKE901']);
    const own = await call(s.api, 'GET', `/v1/bookings/${number}`, { session: s.alice });
    expect((own.body as Body).status).toBe('confirmed');
    expect(await optionalStock(optionalId, date)).toBe(placesBefore - 2);
  }, 120_000);
});
