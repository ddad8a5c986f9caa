import { addDays } from '@tabiyori/domain';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { addCoupons, addUserCoupons, coupon } from '../couponService/testing';
import { setBookingClock } from '../services/booking/clock';
import { call, TEST_TRAVELLERS } from '../test/accounts';
import { bookingSuite } from '../test/bookingSuite';
import { bookableCar, bookableOptional, bookableStay } from '../test/bookable';
import { DATABASE_KINDS, isoDay } from '../test/harness';

interface Body {
  errorCode?: string;
  bookingNumber?: string;
  total?: number;
  paidTotal?: number;
  status?: string;
  [key: string]: unknown;
}

const travellers = TEST_TRAVELLERS;

/** Japan midnight of a day as an instant. */
const jstMidnight = (ymd: string) =>
  Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8))) - 9 * 3600_000;

describe.each(DATABASE_KINDS)('bookings on %s (issue 7: book, never oversell, cancel)', (kind) => {
  const s = bookingSuite<Body>(kind, `key-${kind}`);
  const { newKey, post, quote, book } = s;

  /** A yado plan sold for 2 people per room for `nights` nights from `date`, with its first room. */
  const roomStock = async (roomId: string, date: string) =>
    (
      await s.api.handle.db
        .selectFrom('room_day')
        .select('stock')
        .where('room_id', '=', roomId)
        .where('stay_date', '=', isoDay(date))
        .executeTakeFirstOrThrow()
    ).stock;
  const setRoomStock = (roomId: string, date: string, stock: number) =>
    s.api.handle.db
      .updateTable('room_day')
      .set({ stock })
      .where('room_id', '=', roomId)
      .where('stay_date', '=', isoDay(date))
      .execute();
  const bookingCount = async () =>
    Number(
      (await sql<{ n: number }>`select count(*)::int as n from booking`.execute(s.api.handle.db)).rows[0]?.n,
    );

  afterEach(() => setBookingClock(null));

  it('needs a logged-in user', async () => {
    const res = await post('/v1/bookings/quote', { kind: 'yado', date: s.today, adultPax: 2 }, null);
    expect(res.status).toBe(401);
    expect((res.body as Body).errorCode).toBe('ACE803');
    expect((await call(s.api, 'GET', '/v1/bookings')).status).toBe(401);
  });

  it('books a hotel stay at the recomputed price; the stock of every night goes down', async () => {
    const date = addDays(s.today, 30);
    const plan = await bookableStay(s.api.handle.db, date, 2);
    const request = { ...plan, roomCount: 1 };
    const q = await quote(request);
    const rows = q.priceRows as { amount: number; count: number; unitPrice: number; paxType: string }[];
    expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBe(q.total);
    expect(rows.every((r) => r.paxType === 'person1' && r.amount === r.unitPrice * r.count)).toBe(true);
    expect(q.cancellationPolicy).toMatchObject({ kind: 'yado', departureDate: date });
    const before = [await roomStock(plan.roomId, date), await roomStock(plan.roomId, addDays(date, 1))];
    const res = await book({ ...request, expectedTotal: q.paidTotal });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const booking = res.body as Body;
    expect(booking.bookingNumber).toMatch(/^TB\d{10}$/);
    expect(booking).toMatchObject({
      status: 'confirmed',
      kind: 'yado',
      total: q.total,
      paidTotal: q.paidTotal,
    });
    expect(await roomStock(plan.roomId, date)).toBe(before[0]! - 1);
    expect(await roomStock(plan.roomId, addDays(date, 1))).toBe(before[1]! - 1);
    const read = await call(s.api, 'GET', `/v1/bookings/${booking.bookingNumber}`, { session: s.alice });
    expect(read.status).toBe(200);
    expect((read.body as Body).travellers).toEqual(travellers);
    const list = await call(s.api, 'GET', '/v1/bookings', { session: s.alice });
    expect((list.body as { bookings: Body[] }).bookings.map((b) => b.bookingNumber)).toContain(
      booking.bookingNumber,
    );
  });

  it('200 concurrent attempts for the last 5 rooms: exactly 5 bookings, 195 BKE801, never below zero', async () => {
    const date = addDays(s.today, 40);
    const plan = await bookableStay(s.api.handle.db, date, 1);
    await setRoomStock(plan.roomId, date, 5);
    const request = { ...plan };
    const q = await quote(request);
    const countBefore = await bookingCount();
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => book({ ...request, expectedTotal: q.paidTotal })),
    );
    // Every answer by status and code, so a failure says what the others got.
    const tally: Record<string, number> = {};
    for (const a of answers) {
      const key = `${a.status} ${(a.body as Body).errorCode ?? ''}`.trim();
      tally[key] = (tally[key] ?? 0) + 1;
    }
    expect(tally).toEqual({ '201': 5, '409 BKE801': 195 });
    const refused = answers.filter((a) => a.status === 409);
    expect(refused.every((a) => (a.body as Body).errorCode === 'BKE801')).toBe(true);
    expect(await roomStock(plan.roomId, date)).toBe(0);
    expect(await bookingCount()).toBe(countBefore + 5);
    const taken = await sql<{ n: number }>`
      select coalesce(sum(quantity), 0)::int as n from booking_stock
      where stock_table = 'room_day' and item_id = ${plan.roomId} and stock_date = ${isoDay(date)}::date
    `.execute(s.api.handle.db);
    expect(taken.rows[0]?.n).toBe(5);
  }, 120_000);

  it('a multi-night stay with one night short takes nothing', async () => {
    const date = addDays(s.today, 50);
    const plan = await bookableStay(s.api.handle.db, date, 3);
    const request = { ...plan };
    await setRoomStock(plan.roomId, addDays(date, 1), 1);
    const q = await quote(request);
    await setRoomStock(plan.roomId, addDays(date, 1), 0);
    const stocks = [await roomStock(plan.roomId, date), await roomStock(plan.roomId, addDays(date, 2))];
    const countBefore = await bookingCount();
    const quoteRes = await post('/v1/bookings/quote', request, s.alice);
    expect(quoteRes.status).toBe(409);
    expect((quoteRes.body as Body).errorCode).toBe('BKE801');
    const res = await book({ ...request, expectedTotal: q.paidTotal });
    expect(res.status).toBe(409);
    expect((res.body as Body).errorCode).toBe('BKE801');
    expect(await roomStock(plan.roomId, date)).toBe(stocks[0]);
    expect(await roomStock(plan.roomId, addDays(date, 1))).toBe(0);
    expect(await roomStock(plan.roomId, addDays(date, 2))).toBe(stocks[1]);
    expect(await bookingCount()).toBe(countBefore);
    const stockRows = await sql<{ n: number }>`
      select count(*)::int as n from booking_stock where item_id = ${plan.roomId}
        and stock_date >= ${isoDay(date)}::date and stock_date < ${isoDay(addDays(date, 3))}::date
    `.execute(s.api.handle.db);
    expect(stockRows.rows[0]?.n).toBe(0);
  });

  it('concurrent 2-night stays against 3 and 2 rooms left: exactly 2 bookings, both nights stay ≥ 0', async () => {
    const date = addDays(s.today, 45);
    const plan = await bookableStay(s.api.handle.db, date, 2);
    await setRoomStock(plan.roomId, date, 3);
    await setRoomStock(plan.roomId, addDays(date, 1), 2);
    const request = { ...plan };
    const q = await quote(request);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => book({ ...request, expectedTotal: q.paidTotal })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    expect(answers.filter((a) => a.status === 409 && (a.body as Body).errorCode === 'BKE801')).toHaveLength(
      38,
    );
    expect(await roomStock(plan.roomId, date)).toBe(1);
    expect(await roomStock(plan.roomId, addDays(date, 1))).toBe(0);
  }, 60_000);

  it('concurrent tour bookings never sell more seats than left', async () => {
    const { rows } = await sql<{ tour_id: string; dep_date: string }>`
      select d.tour_id, d.dep_date from tour_day d join tour t on t.tour_id = d.tour_id
      where d.dep_date >= ${isoDay(addDays(s.today, 26))}::date and d.stock >= 5 and d.price_from > 0
        and t.approach_type <> 'air'
      order by d.dep_date desc, d.tour_id limit 1
    `.execute(s.api.handle.db);
    const td = rows[0]!;
    await sql`update tour_day set stock = 5 where tour_id = ${td.tour_id} and dep_date = ${td.dep_date}::date`.execute(
      s.api.handle.db,
    );
    const request = { kind: 'tour', tourId: td.tour_id, date: td.dep_date.replaceAll('-', ''), adultPax: 2 };
    const q = await quote(request);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => book({ ...request, expectedTotal: q.paidTotal })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    expect(answers.every((a) => a.status === 201 || (a.body as Body).errorCode === 'BKE801')).toBe(true);
    const left = await sql<{ stock: number }>`
      select stock from tour_day where tour_id = ${td.tour_id} and dep_date = ${td.dep_date}::date
    `.execute(s.api.handle.db);
    expect(left.rows[0]?.stock).toBe(1);
  }, 60_000);

  it('the same Idempotency-Key 50 times at once makes one booking; another body with it → 422 BKE806', async () => {
    const date = addDays(s.today, 60);
    const plan = await bookableStay(s.api.handle.db, date, 1);
    const request = { ...plan };
    const q = await quote(request);
    const stock = await roomStock(plan.roomId, date);
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => book({ ...request, expectedTotal: q.paidTotal }, s.alice, key)),
    );
    expect(answers.map((a) => a.status).filter((status) => status === 201)).toHaveLength(1);
    expect(answers.every((a) => a.status === 200 || a.status === 201)).toBe(true);
    const numbers = new Set(answers.map((a) => (a.body as Body).bookingNumber));
    expect(numbers.size).toBe(1);
    expect(await roomStock(plan.roomId, date)).toBe(stock - 1);
    const other = await book({ ...request, adultPax: 1, expectedTotal: q.paidTotal }, s.alice, key);
    expect(other.status).toBe(422);
    expect((other.body as Body).errorCode).toBe('BKE806');
    // The key is the user's: another user may use the same key for their own booking.
    const bobs = await book({ ...request, expectedTotal: q.paidTotal }, s.bob, key);
    expect(bobs.status).toBe(201);
    expect((bobs.body as Body).bookingNumber).not.toBe([...numbers][0]);
  }, 60_000);

  it('a tampered expectedTotal → 409 BKE802 and nothing stored', async () => {
    const date = addDays(s.today, 31);
    const plan = await bookableStay(s.api.handle.db, date, 1);
    const request = { ...plan };
    const q = await quote(request);
    const stock = await roomStock(plan.roomId, date);
    const countBefore = await bookingCount();
    for (const expectedTotal of [q.paidTotal! - 1000, 1, 0]) {
      const res = await book({ ...request, expectedTotal });
      expect(res.status).toBe(409);
      expect((res.body as Body).errorCode).toBe('BKE802');
    }
    expect(await roomStock(plan.roomId, date)).toBe(stock);
    expect(await bookingCount()).toBe(countBefore);
    const keys = await sql<{
      n: number;
    }>`select count(*)::int as n from idempotency_key where booking_number is null`.execute(s.api.handle.db);
    expect(keys.rows[0]?.n).toBe(0);
  });

  it('coupons: the best is offered, a usable one is applied and counted, one the party may not use → BKE803', async () => {
    await addCoupons(s.api.handle, [
      coupon('BKTEST500', { Discount: 500, MaxUseCount: 10 }),
      coupon('BKNOINFANT', { Discount: 3000, InfUseAllowFlag: '0' }),
    ]);
    const date = addDays(s.today, 32);
    const plan = await bookableStay(s.api.handle.db, date, 1);
    const request = { ...plan };
    const q = await quote({ ...request, couponCode: 'BKTEST500' });
    expect(q.appliedCoupon).toMatchObject({ couponCode: 'BKTEST500', discount: 500 });
    expect(q.paidTotal).toBe(q.total! - 500);
    expect((q.coupons as { couponCode: string }[]).map((c) => c.couponCode)).toContain('BKNOINFANT');
    expect((q.bestCoupon as { discount: number }).discount).toBeGreaterThanOrEqual(3000);

    // Without the coupon the price is the total: the coupon's price is not the one expected.
    const wrong = await book({ ...request, couponCode: 'BKTEST500', expectedTotal: q.total });
    expect((wrong.body as Body).errorCode).toBe('BKE802');

    const res = await book({ ...request, couponCode: 'BKTEST500', expectedTotal: q.paidTotal });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const booking = res.body as Body;
    expect(booking).toMatchObject({
      couponCode: 'BKTEST500',
      couponDiscount: 500,
      paidTotal: q.total! - 500,
    });
    const uses = async () =>
      (
        await sql<{
          use_count: number;
        }>`select use_count from coupon_use where coupon_code = 'BKTEST500'`.execute(s.api.handle.db)
      ).rows[0]?.use_count ?? 0;
    expect(await uses()).toBe(1);

    // An infant (no bed) in the party: BKNOINFANT does not allow infants.
    const withInfant = {
      ...request,
      children: [{ age: 2, useBed: false, useSeat: false, isSchoolChild: false }],
    };
    const qi = await quote(withInfant);
    expect((qi.coupons as { couponCode: string }[]).map((c) => c.couponCode)).not.toContain('BKNOINFANT');
    const countBefore = await bookingCount();
    const stock = await roomStock(plan.roomId, date);
    const refused = await book({ ...withInfant, couponCode: 'BKNOINFANT', expectedTotal: qi.total! - 3000 });
    expect(refused.status).toBe(409);
    expect((refused.body as Body).errorCode).toBe('BKE803');
    const unknown = await book({ ...request, couponCode: 'NOSUCHCOUPON', expectedTotal: q.total });
    expect((unknown.body as Body).errorCode).toBe('BKE803');
    expect(await bookingCount()).toBe(countBefore);
    expect(await roomStock(plan.roomId, date)).toBe(stock);

    // Cancelling gives the coupon use back.
    const cancelled = await post(`/v1/bookings/${booking.bookingNumber}/cancel`, {}, s.alice);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await uses()).toBe(0);
  });

  it('a user coupon is stamped with the booking number and handed back on cancellation', async () => {
    await addCoupons(s.api.handle, [coupon('BKUSER', { Scope: 'user', Discount: 800 })]);
    await addUserCoupons(s.api.handle, [
      { userCouponKey: `UK-${kind}`, userId: s.alice.userId, couponCode: 'BKUSER' },
    ]);
    const date = addDays(s.today, 33);
    const plan = await bookableStay(s.api.handle.db, date, 1);
    const request = { ...plan, couponCode: 'BKUSER' };
    const q = await quote(request);
    expect(q.appliedCoupon).toMatchObject({ couponCode: 'BKUSER', isUserCoupon: true });
    // Bob does not hold it.
    const bobs = await post('/v1/bookings/quote', request, s.bob);
    expect((bobs.body as Body).errorCode).toBe('BKE803');
    const res = await book({ ...request, expectedTotal: q.paidTotal });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const number = (res.body as Body).bookingNumber!;
    const stamp = async () =>
      (
        await sql<{
          booking_number: string | null;
        }>`select booking_number from user_coupon where user_coupon_key = ${`UK-${kind}`}`.execute(
          s.api.handle.db,
        )
      ).rows[0]?.booking_number;
    expect(await stamp()).toBe(number);
    // Used: a second booking with it is refused.
    const again = await book({ ...request, expectedTotal: q.paidTotal });
    expect((again.body as Body).errorCode).toBe('BKE803');
    expect((await post(`/v1/bookings/${number}/cancel`, {}, s.alice)).status).toBe(200);
    expect(await stamp()).toBeNull();
  });

  it('one user never reads or cancels another’s booking (404 BKE901), and cancellation gives the stock back', async () => {
    const date = addDays(s.today, 34);
    const plan = await bookableStay(s.api.handle.db, date, 2);
    const request = { ...plan, roomCount: 1 };
    const q = await quote(request);
    const before = [await roomStock(plan.roomId, date), await roomStock(plan.roomId, addDays(date, 1))];
    const res = await book({ ...request, expectedTotal: q.paidTotal });
    const number = (res.body as Body).bookingNumber!;
    for (const [method, path] of [
      ['GET', `/v1/bookings/${number}`],
      ['POST', `/v1/bookings/${number}/cancel`],
      ['GET', '/v1/bookings/TB0000000000'],
      ['GET', '/v1/bookings/nonsense'],
    ] as const) {
      const other = await call(s.api, method, path, {
        session: s.bob,
        ...(method === 'POST' ? { body: {} } : {}),
      });
      expect(other.status, path).toBe(404);
      expect((other.body as Body).errorCode).toBe('BKE901');
    }
    const bobsList = await call(s.api, 'GET', '/v1/bookings', { session: s.bob });
    expect((bobsList.body as { bookings: Body[] }).bookings.map((b) => b.bookingNumber)).not.toContain(
      number,
    );

    const cancelled = await post(`/v1/bookings/${number}/cancel`, {}, s.alice);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancellationCharge: 0, cancellable: false });
    expect(await roomStock(plan.roomId, date)).toBe(before[0]);
    expect(await roomStock(plan.roomId, addDays(date, 1))).toBe(before[1]);
    const twice = await post(`/v1/bookings/${number}/cancel`, {}, s.alice);
    expect(twice.status).toBe(409);
    expect((twice.body as Body).errorCode).toBe('BKE807');
    expect(await roomStock(plan.roomId, date)).toBe(before[0]);
  });

  it('cancellation closes at 前日 23:59 JST (BKE805); a cancellation the day before is charged 20 %', async () => {
    const date = addDays(s.today, 35);
    const plan = await bookableStay(s.api.handle.db, date, 1);
    const request = { ...plan };
    const q = await quote(request);
    const first = await book({ ...request, expectedTotal: q.paidTotal });
    const second = await book({ ...request, expectedTotal: q.paidTotal });
    const stock = await roomStock(plan.roomId, date);
    setBookingClock(jstMidnight(date)); // the departure day, 00:00 JST
    const late = await post(`/v1/bookings/${(first.body as Body).bookingNumber}/cancel`, {}, s.alice);
    expect(late.status).toBe(409);
    expect((late.body as Body).errorCode).toBe('BKE805');
    expect(await roomStock(plan.roomId, date)).toBe(stock);
    setBookingClock(jstMidnight(date) - 60_000); // 前日 23:59 JST
    const inTime = await post(`/v1/bookings/${(second.body as Body).bookingNumber}/cancel`, {}, s.alice);
    expect(inTime.status).toBe(200);
    expect((inTime.body as Body).cancellationCharge).toBe(Math.floor((q.paidTotal! * 20) / 100));
    expect(await roomStock(plan.roomId, date)).toBe(stock + 1);
  });

  it('books a tour (seats), an optional activity (places) and a rental car (a car every day)', async () => {
    // Tour: a departure with seats for 2.
    const tourDay = await sql<{ tour_id: string; dep_date: string; stock: number }>`
      select d.tour_id, d.dep_date, d.stock from tour_day d join tour t on t.tour_id = d.tour_id
      where d.dep_date >= ${isoDay(addDays(s.today, 25))}::date and d.stock >= 4 and d.price_from > 0
        and t.approach_type <> 'air'
      order by d.dep_date, d.tour_id limit 1
    `.execute(s.api.handle.db);
    const td = tourDay.rows[0]!;
    const tourRequest = {
      kind: 'tour',
      tourId: td.tour_id,
      date: td.dep_date.replaceAll('-', ''),
      adultPax: 2,
    };
    const tq = await quote(tourRequest);
    expect((tq.cancellationPolicy as { kind: string }).kind).toBe('tour');
    const tour = await book({ ...tourRequest, expectedTotal: tq.paidTotal });
    expect(tour.status, JSON.stringify(tour.body)).toBe(201);
    const tourStock = await sql<{ stock: number }>`
      select stock from tour_day where tour_id = ${td.tour_id} and dep_date = ${td.dep_date}::date
    `.execute(s.api.handle.db);
    expect(tourStock.rows[0]?.stock).toBe(td.stock - 2);

    // Optional: an activity with places for 2 adults.
    const opt = await bookableOptional(s.api.handle.db, addDays(s.today, 10));
    const oq = await quote(opt.request);
    const optional = await book({ ...opt.request, expectedTotal: oq.paidTotal });
    expect(optional.status, JSON.stringify(optional.body)).toBe(201);
    const optStock = await sql<{ stock: number }>`
      select stock from optional_day
      where optional_id = ${opt.request.optionalId} and use_date = ${isoDay(opt.request.date)}::date
    `.execute(s.api.handle.db);
    expect(optStock.rows[0]?.stock).toBe(opt.stock - 2);

    // Rental car: pickup and return the next day at the office's opening time.
    const carRequest = await bookableCar(s.api.handle.db, addDays(s.today, 12));
    const cq = await quote(carRequest);
    const rental = await book({ ...carRequest, expectedTotal: cq.paidTotal });
    expect(rental.status, JSON.stringify(rental.body)).toBe(201);
    const carDays = await sql<{ n: number }>`
      select count(*)::int as n from booking_stock s join booking b on b.booking_id = s.booking_id
      where b.booking_number = ${(rental.body as Body).bookingNumber} and s.stock_table = 'rentacar_day'
    `.execute(s.api.handle.db);
    expect(carDays.rows[0]?.n).toBe(2);
  });

  it('party rules (spec §5) → 400 BKE804', async () => {
    const date = addDays(s.today, 36);
    const plan = await bookableStay(s.api.handle.db, date, 1);
    for (const party of [
      { adultPax: 1, roomCount: 2 }, // a room without an adult
      { adultPax: 0, children: [{ age: 8, useBed: true, isSchoolChild: true }] }, // no adult
      { adultPax: 9, children: [{ age: 8, useBed: true, isSchoolChild: true }] }, // more than 9
      { adultPax: 2, children: [{ age: 8, useBed: false, isSchoolChild: true }] }, // school child without a bed
    ]) {
      const res = await post('/v1/bookings/quote', { ...plan, ...party }, s.alice);
      expect(res.status, JSON.stringify(party)).toBe(400);
      expect((res.body as Body).errorCode).toBe('BKE804');
    }
  });

  it('bad input → 400 BKE800, never 500, nothing stored', async () => {
    const date = addDays(s.today, 37);
    const plan = await bookableStay(s.api.handle.db, date, 1);
    const good = { ...plan, expectedTotal: 1000, travellers };
    const countBefore = await bookingCount();
    const bad: unknown[] = [
      { ...good, adultPax: '2' },
      { ...good, adultPax: -1 },
      { ...good, adultPax: 1e9 },
      { ...good, adultPax: 2.5 },
      { ...good, nights: 0 },
      { ...good, nights: 365 },
      { ...good, roomCount: 0 },
      { ...good, roomCount: 99 },
      { ...good, children: [{ age: 'x', useBed: true, isSchoolChild: true }] },
      { ...good, children: [{ age: 30, useBed: true, isSchoolChild: true }] },
      { ...good, children: [{ age: 5 }] },
      { ...good, children: '5-b1s1sc0' },
      {
        ...good,
        children: Array.from({ length: 10 }, () => ({ age: 5, useBed: true, isSchoolChild: false })),
      },
      { ...good, date: '2026-01-01' },
      { ...good, date: '20261399' },
      { ...good, kind: 'dp' },
      { ...good, hotelId: "1'; drop table booking; --" },
      { ...good, expectedTotal: -1 },
      { ...good, expectedTotal: '1000' },
      { ...good, travellers: { lead: { ...travellers.lead, familyNameKana: 'たび' } } },
      { ...good, travellers: { lead: { ...travellers.lead, familyName: '旅\u0000' } } },
      { ...good, travellers: { lead: { ...travellers.lead, email: 'not-an-email' } } },
      { ...good, extra: 1 },
      { ...good, travellers: undefined },
      'not json',
      [good],
      { ...good, travellers: { lead: { ...travellers.lead, familyName: 'x'.repeat(70_000) } } },
    ];
    for (const body of bad) {
      const res = await post('/v1/bookings', body, s.alice, { 'idempotency-key': newKey() });
      expect(res.status, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect((res.body as Body).errorCode, JSON.stringify(body).slice(0, 200)).toBe('BKE800');
    }
    for (const key of [undefined, 'short', 'x'.repeat(129), 'has space in it']) {
      const res = await post(
        '/v1/bookings',
        good,
        s.alice,
        key === undefined ? {} : { 'idempotency-key': key },
      );
      expect(res.status, String(key)).toBe(400);
      expect((res.body as Body).errorCode).toBe('BKE800');
    }
    const quoteBad = await post('/v1/bookings/quote', { kind: 'yado', date, adultPax: '2' }, s.alice);
    expect(quoteBad.status).toBe(400);
    expect(await bookingCount()).toBe(countBefore);
  });
});
