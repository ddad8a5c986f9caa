/**
 * Booking changes (issue 18 item 5) on PGlite and PostgreSQL: a stay, a dp, an activity and a rental
 * car change their date, party, rooms or times, priced again with the difference; the stock moves in
 * one transaction (old days back, new days taken) and is never oversold when changes and new
 * bookings race for the last room; refusals answer catalogue codes with nothing written.
 */
import { addDays } from '@tabiyori/domain';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { addCoupons, coupon } from '../couponService/testing';
import { setBookingClock } from '../services/booking/clock';
import { call, makeOperator, signUp } from '../test/accounts';
import { bookingSuite } from '../test/bookingSuite';
import { DATABASE_KINDS, isoDay } from '../test/harness';

interface Summary {
  startDate: string;
  endDate: string;
  nights: number;
  adultPax: number;
  roomCount: number;
  paidTotal: number;
  total: number;
  coupons: { couponCode: string }[];
  rental: { pickupTime: string; returnDate: string; returnTime: string } | null;
}
interface Body {
  errorCode?: string;
  bookingNumber?: string;
  paidTotal?: number;
  total?: number;
  status?: string;
  startDate?: string;
  before?: Summary;
  after?: Summary;
  difference?: number;
  removedCoupons?: { couponCode: string }[];
  payment?: { method: string; status: string; deadline: string | null; amountDue: number; refund: number };
  booking?: Body & { changes: { before: Summary; after: Summary; difference: number }[] };
  change?: { changeId: number; difference: number };
  changeable?: boolean;
  changeDeadline?: string | null;
  [key: string]: unknown;
}

/** Japan midnight of a day as an instant. */
const jstMidnight = (ymd: string) =>
  Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8))) - 9 * 3600_000;

describe.each(DATABASE_KINDS)('booking changes on %s (issue 18.5)', (kind) => {
  const s = bookingSuite<Body>(kind, `change-${kind}`);
  const { newKey, post, quote, book } = s;
  const changeQuote = (n: string, change: Record<string, unknown>, session = s.alice) =>
    post(`/v1/bookings/${n}/change/quote`, change, session);
  const change = (n: string, body: Record<string, unknown>, session = s.alice, key = newKey()) =>
    post(`/v1/bookings/${n}/change`, body, session, { 'idempotency-key': key });
  /** Quotes the change (expecting 200), then makes it at the quoted price. */
  const quotedChange = async (n: string, body: Record<string, unknown>) => {
    const q = await changeQuote(n, body);
    expect(q.status, JSON.stringify(q.body)).toBe(200);
    const res = await change(n, { ...body, expectedTotal: (q.body as Body).after!.paidTotal });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { quote: q.body as Body, result: res.body as Body };
  };
  const booked = async (request: Record<string, unknown>, session = s.alice) => {
    const q = await quote(request, session);
    const res = await book({ ...request, expectedTotal: q.paidTotal }, session);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as Body;
  };

  /** A plan sold for 2 people per room (room of 1–2) on every night of `days` (YYYYMMDD). */
  async function findPlan(days: string[], offset = 0) {
    const { rows } = await sql<{ plan_id: string; hotel_id: string; room_id: string }>`
      select p.plan_id, p.hotel_id, r.room_id
      from plan p join room r on r.room_id = p.room_ids[1]
      where r.capacity_min <= 2 and r.capacity_max >= 2 and p.min_pax <= 2 and p.max_pax >= 2
        and p.booking_deadline_days <= 10 and coalesce((p.doc->>'minNights')::int, 1) = 1
        and (select count(*) from plan_day d where d.plan_id = p.plan_id and d.prices[2] > 0
             and d.stay_date = any(${days.map(isoDay)}::date[])) = ${days.length}
        and (select count(*) from room_day s where s.room_id = r.room_id and s.stock >= 3
             and s.stay_date = any(${days.map(isoDay)}::date[])) = ${days.length}
      order by p.plan_id limit 1 offset ${offset}`.execute(s.api.handle.db);
    const row = rows[0];
    if (!row) throw new Error('no plan in the catalog');
    return { hotelId: row.hotel_id, planId: row.plan_id, roomId: row.room_id };
  }
  const stockOf = async (table: string, idColumn: string, dayColumn: string, id: string, day: string) =>
    (
      await sql<{ stock: number }>`select stock from ${sql.table(table)}
        where ${sql.ref(idColumn)} = ${id} and ${sql.ref(dayColumn)} = ${isoDay(day)}::date`.execute(
        s.api.handle.db,
      )
    ).rows[0]!.stock;
  const roomStock = (roomId: string, day: string) => stockOf('room_day', 'room_id', 'stay_date', roomId, day);
  const setRoomStock = (roomId: string, day: string, stock: number) =>
    sql`update room_day set stock = ${stock} where room_id = ${roomId} and stay_date = ${isoDay(day)}::date`.execute(
      s.api.handle.db,
    );
  const held = async (bookingNumber: string) =>
    (
      await sql<{ item_id: string; stock_date: string; quantity: number }>`
        select s.item_id, to_char(s.stock_date, 'YYYYMMDD') as stock_date, s.quantity
        from booking_stock s join booking b on b.booking_id = s.booking_id
        where b.booking_number = ${bookingNumber} order by s.stock_date`.execute(s.api.handle.db)
    ).rows;

  /** The change mails queued for a booking (outbox). */
  const changeMails = async (bookingNumber: string) =>
    (
      await sql<{ n: number }>`select count(*)::int as n from mail_outbox
        where template = 'booking_changed' and data->>'bookingNumber' = ${bookingNumber}`.execute(
        s.api.handle.db,
      )
    ).rows[0]!.n;

  afterEach(() => setBookingClock(null));

  it('a stay moves to another date: priced again, the difference shown, old night back, new night taken, history kept', async () => {
    const from = addDays(s.today, 30);
    const to = addDays(s.today, 33);
    const plan = await findPlan([from, to]);
    const first = await quote({ kind: 'yado', ...plan, date: from, nights: 1, adultPax: 2 });
    const checkinTime = (first.stay as { checkinTimes: string[] }).checkinTimes[0]!;
    const stay = await booked({
      kind: 'yado',
      ...plan,
      date: from,
      nights: 1,
      adultPax: 2,
      checkinTime,
      requests: '静かな部屋を希望します',
    });
    const n = stay.bookingNumber!;
    expect(stay).toMatchObject({ changeable: true, changeDeadline: addDays(from, -2), changes: [] });
    const before = [await roomStock(plan.roomId, from), await roomStock(plan.roomId, to)];

    const expected = await quote({ kind: 'yado', ...plan, date: to, nights: 1, adultPax: 2 });
    const q = (await changeQuote(n, { date: to })).body as Body;
    expect(q.before).toMatchObject({ startDate: from, paidTotal: stay.paidTotal });
    expect(q.after).toMatchObject({ startDate: to, endDate: addDays(to, 1), paidTotal: expected.paidTotal });
    expect(q.difference).toBe(expected.paidTotal! - stay.paidTotal!);
    expect(q.payment).toMatchObject({ method: 'onsite', status: 'onsite', amountDue: expected.paidTotal });
    // The quote wrote nothing.
    expect([await roomStock(plan.roomId, from), await roomStock(plan.roomId, to)]).toEqual(before);
    const res = await change(n, { date: to, expectedTotal: q.after!.paidTotal });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const result = res.body as Body;

    expect(result.booking).toMatchObject({ bookingNumber: n, startDate: to, paidTotal: expected.paidTotal });
    expect(result.change?.difference).toBe(q.difference);
    expect(await roomStock(plan.roomId, from)).toBe(before[0]! + 1);
    expect(await roomStock(plan.roomId, to)).toBe(before[1]! - 1);
    expect(await held(n)).toEqual([{ item_id: plan.roomId, stock_date: to, quantity: 1 }]);
    const read = (await call(s.api, 'GET', `/v1/bookings/${n}`, { session: s.alice })).body as Body;
    expect(read.startDate).toBe(to);
    // The stay's choices (issue 18 item 2) are kept by the change.
    expect(read.stay).toMatchObject({ roomId: plan.roomId, checkinTime, requests: '静かな部屋を希望します' });
    expect((read.changes as unknown[]).length).toBe(1);
    expect((read.changes as { before: Summary }[])[0]!.before.startDate).toBe(from);
    // The back office's detail shows the same history and the stay's choices.
    const operator = await signUp(s.api);
    await makeOperator(s.api.handle.db, operator.userId, 'support');
    const detail = await call(s.api, 'GET', `/v1/operator/bookings/${n}`, { session: operator });
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    const { booking: seen } = detail.body as { booking: Body };
    expect(seen.changes).toEqual(read.changes);
    expect(seen.stay).toEqual(read.stay);
    expect(seen.stay).toMatchObject({
      checkinTime,
      requests: '静かな部屋を希望します',
      rooms: [{ adults: 2 }],
    });

    // Cancelling the changed booking gives back the new night, not the old one.
    expect((await post(`/v1/bookings/${n}/cancel`, {}, s.alice)).status).toBe(200);
    expect(await roomStock(plan.roomId, to)).toBe(before[1]);
    expect(await roomStock(plan.roomId, from)).toBe(before[0]! + 1);
  });

  it('a stay grows by a night and a room: only the new rows are taken; the same key again changes nothing more', async () => {
    const from = addDays(s.today, 36);
    const plan = await findPlan([from, addDays(from, 1)]);
    const stay = await booked({ kind: 'yado', ...plan, date: from, nights: 1, adultPax: 2 });
    const n = stay.bookingNumber!;
    const before = [await roomStock(plan.roomId, from), await roomStock(plan.roomId, addDays(from, 1))];
    const body = { nights: 2, adultPax: 4, roomCount: 2 };
    const q = (await changeQuote(n, body)).body as Body;
    expect(q.after).toMatchObject({ nights: 2, adultPax: 4, roomCount: 2, endDate: addDays(from, 2) });
    const key = newKey();
    const first = await change(n, { ...body, expectedTotal: q.after!.paidTotal }, s.alice, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(await roomStock(plan.roomId, from)).toBe(before[0]! - 1);
    expect(await roomStock(plan.roomId, addDays(from, 1))).toBe(before[1]! - 2);
    const again = await change(n, { ...body, expectedTotal: q.after!.paidTotal }, s.alice, key);
    expect(again.status).toBe(200);
    expect((again.body as Body).change).toEqual((first.body as Body).change);
    expect(await roomStock(plan.roomId, addDays(from, 1))).toBe(before[1]! - 2);
    expect(await changeMails(n)).toBe(1);
    const mail = await sql<{ data: { changes: string[]; previousTotal: number } }>`
      select data from mail_outbox where template = 'booking_changed' and data->>'bookingNumber' = ${n}`.execute(
      s.api.handle.db,
    );
    expect(mail.rows[0]!.data.changes).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^人数：大人2名 → 大人4名$/),
        expect.stringMatching(/^部屋数：1室 → 2室$/),
      ]),
    );
    expect(mail.rows[0]!.data.previousTotal).toBe(stay.paidTotal);
    const other = await change(n, { nights: 3, expectedTotal: 1 }, s.alice, key);
    expect([other.status, (other.body as Body).errorCode]).toEqual([422, 'BKE806']);

    // Back to one night for 2: the second night and room are given back.
    await quotedChange(n, { nights: 1, adultPax: 2, roomCount: 1 });
    expect(await changeMails(n)).toBe(2);
    expect(await roomStock(plan.roomId, from)).toBe(before[0]);
    expect(await roomStock(plan.roomId, addDays(from, 1))).toBe(before[1]);
  });

  it('refusals: no stock (nothing moved), not the owner, past the deadline, a tour, bad input, a stale price', async () => {
    const from = addDays(s.today, 42);
    const to = addDays(s.today, 43);
    const plan = await findPlan([from, to], 1);
    const stay = await booked({ kind: 'yado', ...plan, date: from, nights: 1, adultPax: 2 });
    const n = stay.bookingNumber!;
    const fromStock = await roomStock(plan.roomId, from);

    await setRoomStock(plan.roomId, to, 0);
    const full = await changeQuote(n, { date: to });
    expect([full.status, (full.body as Body).errorCode]).toEqual([409, 'BKE801']);
    const fullChange = await change(n, { date: to, expectedTotal: stay.paidTotal });
    expect([fullChange.status, (fullChange.body as Body).errorCode]).toEqual([409, 'BKE801']);
    expect(await roomStock(plan.roomId, from)).toBe(fromStock);
    expect(await held(n)).toEqual([{ item_id: plan.roomId, stock_date: from, quantity: 1 }]);
    await setRoomStock(plan.roomId, to, 3);

    for (const session of [s.bob]) {
      const other = await changeQuote(n, { date: to }, session);
      expect([other.status, (other.body as Body).errorCode]).toEqual([404, 'BKE901']);
      const otherChange = await change(n, { date: to, expectedTotal: 1 }, session);
      expect([otherChange.status, (otherChange.body as Body).errorCode]).toEqual([404, 'BKE901']);
    }
    const anonymous = await post(`/v1/bookings/${n}/change/quote`, { date: to }, null);
    expect([anonymous.status, (anonymous.body as Body).errorCode]).toEqual([401, 'ACE803']);

    const stale = await change(n, { date: to, expectedTotal: stay.paidTotal! + 1 });
    expect([stale.status, (stale.body as Body).errorCode]).toEqual([409, 'BKE802']);

    for (const bad of [
      {},
      { date: from },
      { date: '2026-12-01' },
      { nights: '2' },
      { adultPax: 12 },
      { pickupTime: '1000' },
      { date: to, extra: 1 },
      { date: '20260230' },
    ]) {
      const res = await changeQuote(n, bad);
      expect([res.status, (res.body as Body).errorCode], JSON.stringify(bad)).toEqual([400, 'BKE800']);
    }
    const noKey = await post(`/v1/bookings/${n}/change`, { date: to, expectedTotal: 1 }, s.alice);
    expect([noKey.status, (noKey.body as Body).errorCode]).toEqual([400, 'BKE800']);
    const badParty = await changeQuote(n, { adultPax: 0 });
    expect([badParty.status, (badParty.body as Body).errorCode]).toEqual([400, 'BKE804']);

    // The free-cancellation period of a stay ends 2 days before: the day before that, 00:00 JST, is late.
    setBookingClock(jstMidnight(addDays(from, -1)));
    const late = await changeQuote(n, { date: to });
    expect([late.status, (late.body as Body).errorCode]).toEqual([409, 'BKE808']);
    expect(
      ((await call(s.api, 'GET', `/v1/bookings/${n}`, { session: s.alice })).body as Body).changeable,
    ).toBe(false);
    setBookingClock(null);

    expect((await post(`/v1/bookings/${n}/cancel`, {}, s.alice)).status).toBe(200);
    const cancelled = await changeQuote(n, { date: to });
    expect([cancelled.status, (cancelled.body as Body).errorCode]).toEqual([409, 'BKE807']);
    expect(await roomStock(plan.roomId, to)).toBe(3);
    expect(await changeMails(n)).toBe(0);

    const tourDay = await sql<{ tour_id: string; dep_date: string }>`
      select d.tour_id, to_char(d.dep_date, 'YYYYMMDD') as dep_date from tour_day d join tour t on t.tour_id = d.tour_id
      where d.dep_date >= ${isoDay(addDays(s.today, 40))}::date and d.stock >= 4 and d.price_from > 0
        and t.approach_type <> 'air' order by d.dep_date, d.tour_id limit 1`.execute(s.api.handle.db);
    const tour = await booked({
      kind: 'tour',
      tourId: tourDay.rows[0]!.tour_id,
      date: tourDay.rows[0]!.dep_date,
      adultPax: 2,
    });
    expect(tour).toMatchObject({ changeable: false, changeDeadline: null });
    const tourChange = await changeQuote(tour.bookingNumber!, { adultPax: 3 });
    expect([tourChange.status, (tourChange.body as Body).errorCode]).toEqual([409, 'BKE808']);
  });

  it('a coupon whose condition no longer holds is removed by the change and its use given back', async () => {
    const from = addDays(s.today, 46);
    const plan = await findPlan([from, addDays(from, 1)], 2);
    const single = await quote({ kind: 'yado', ...plan, date: from, nights: 1, adultPax: 2 });
    // Usable from a two-night total only.
    await addCoupons(s.api.handle, [
      coupon(`CHG2N${kind}`, { Discount: 700, MinReserveAmt: single.total! + 1, MaxUseCount: 5 }),
    ]);
    const code = `CHG2N${kind}`;
    const request = { kind: 'yado', ...plan, date: from, nights: 2, adultPax: 2, couponCode: code };
    const q = await quote(request);
    expect(q.paidTotal).toBe(q.total! - 700);
    const res = await book({ ...request, expectedTotal: q.paidTotal });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const n = (res.body as Body).bookingNumber!;
    const uses = async () =>
      (
        await sql<{
          use_count: number;
        }>`select use_count from coupon_use where coupon_code = ${code}`.execute(s.api.handle.db)
      ).rows[0]?.use_count;
    expect(await uses()).toBe(1);

    // Moving both nights a day later keeps the coupon (still two nights).
    const kept = await changeQuote(n, { date: addDays(from, 1) });
    expect((kept.body as Body).removedCoupons).toEqual([]);
    expect((kept.body as Body).after!.coupons.map((c) => c.couponCode)).toEqual([code]);

    // One night only: under the coupon's minimum → removed, the traveller pays the full new total.
    const { quote: shorter, result } = await quotedChange(n, { nights: 1 });
    expect(shorter.removedCoupons).toEqual([{ couponCode: code, couponName: expect.any(String) }]);
    expect(shorter.after).toMatchObject({ couponDiscount: 0, paidTotal: single.total });
    expect(result.booking).toMatchObject({ couponCode: null, couponDiscount: 0, coupons: [] });
    expect(await uses()).toBe(0);
  });

  it('an activity changes date and party; a rental car moves its pickup and keeps its length', async () => {
    const { rows } = await sql<{ optional_id: string; use_date: string }>`
      select d.optional_id, to_char(d.use_date, 'YYYYMMDD') as use_date from optional_day d
      join optional_activity o on o.optional_id = d.optional_id
      where d.use_date >= ${isoDay(addDays(s.today, 30))}::date and d.stock >= 6
        and (o.doc->>'minPax')::int <= 2 and (o.doc->>'maxPax')::int >= 3
        and exists (select 1 from optional_day e where e.optional_id = d.optional_id and e.stock >= 6
                    and e.use_date = d.use_date + 2)
      order by d.use_date, d.optional_id limit 1`.execute(s.api.handle.db);
    const activity = rows[0]!;
    const optional = await booked({
      kind: 'optional',
      optionalId: activity.optional_id,
      date: activity.use_date,
      adultPax: 2,
    });
    const newDay = addDays(activity.use_date, 2);
    const placesBefore = await stockOf(
      'optional_day',
      'optional_id',
      'use_date',
      activity.optional_id,
      newDay,
    );
    const { quote: oq, result: or } = await quotedChange(optional.bookingNumber!, {
      date: newDay,
      adultPax: 3,
    });
    expect(oq.after).toMatchObject({ startDate: newDay, adultPax: 3 });
    expect(oq.difference).toBe(oq.after!.paidTotal - optional.paidTotal!);
    expect(or.booking).toMatchObject({ startDate: newDay });
    expect(await stockOf('optional_day', 'optional_id', 'use_date', activity.optional_id, newDay)).toBe(
      placesBefore - 3,
    );
    const nights = await changeQuote(optional.bookingNumber!, { nights: 2 });
    expect([nights.status, (nights.body as Body).errorCode]).toEqual([400, 'BKE800']);

    const pickup = addDays(s.today, 50);
    const cars = await sql<{ car_id: string; open_time: string }>`
      select r.car_id, o.doc->>'openTime' as open_time from rentacar r
      join rentacar_office o on o.office_code = r.office_code
      where (select count(*) from rentacar_day d where d.car_id = r.car_id and d.stock >= 2
             and d.use_date between ${isoDay(pickup)}::date and ${isoDay(addDays(pickup, 3))}::date) = 4
      order by r.car_id limit 1`.execute(s.api.handle.db);
    const car = cars.rows[0]!;
    const rental = await booked({
      kind: 'rentacar',
      carId: car.car_id,
      date: pickup,
      pickupTime: car.open_time,
      returnDate: addDays(pickup, 1),
      returnTime: car.open_time,
      adultPax: 2,
    });
    const carStock = (day: string) => stockOf('rentacar_day', 'car_id', 'use_date', car.car_id, day);
    const before = await Promise.all([0, 1, 2, 3].map((d) => carStock(addDays(pickup, d))));
    const { quote: cq } = await quotedChange(rental.bookingNumber!, { date: addDays(pickup, 2) });
    expect(cq.after!.rental).toEqual({
      pickupTime: car.open_time,
      returnDate: addDays(pickup, 3),
      returnTime: car.open_time,
    });
    expect(await Promise.all([0, 1, 2, 3].map((d) => carStock(addDays(pickup, d))))).toEqual([
      before[0]! + 1,
      before[1]! + 1,
      before[2]! - 1,
      before[3]! - 1,
    ]);
  });

  it('a dp changes its date: the JR part priced again, the transfer amount and deadline follow', async () => {
    const decoder = (await s.api.get('/v1/decoder')).body as {
      departureAreas: { code: string; name: string }[];
    };
    const tokyo = decoder.departureAreas.find((d) => d.name.includes('東京'))!.code;
    const from = addDays(s.today, 60);
    const list = await s.api.get(`/v1/hotels?arrAreaCode=26&depAreaCode=${tokyo}&goDate=${from}&adultPax=2`);
    const card = (list.body as { hotels: { hotelId: string; plan: { planId: string } }[] }).hotels[0]!;
    const request = {
      kind: 'dp',
      hotelId: card.hotelId,
      planId: card.plan.planId,
      depAreaCode: tokyo,
      date: from,
      nights: 1,
      adultPax: 2,
    };
    const dp = await booked(request);
    expect(dp.payment).toMatchObject({ method: 'bank_transfer', status: 'awaiting' });
    const to = addDays(from, 7);
    const expected = await quote({ ...request, date: to });
    const { quote: q, result } = await quotedChange(dp.bookingNumber!, { date: to });
    expect(q.after!.paidTotal).toBe(expected.paidTotal);
    expect(q.payment).toMatchObject({
      method: 'bank_transfer',
      status: 'awaiting',
      amountDue: expected.paidTotal,
    });
    expect(result.booking).toMatchObject({ startDate: to, paidTotal: expected.paidTotal, kind: 'dp' });
    expect((result.booking!.payment as { deadline: string }).deadline).toBe(q.payment!.deadline);

    // Paid: a change that costs more is refused (BKE809); one that costs less is refunded. (The
    // stored amount stands for a booking paid at another price.)
    const back = await quote(request);
    const paid = (amount: number) =>
      sql`update booking set payment_status = 'paid', paid_at = now(), total = ${amount}, paid_total = ${amount}
        where booking_number = ${dp.bookingNumber!}`.execute(s.api.handle.db);
    await paid(back.paidTotal! - 1000);
    const dearer = await changeQuote(dp.bookingNumber!, { date: from });
    expect([dearer.status, (dearer.body as Body).errorCode]).toEqual([409, 'BKE809']);
    await paid(back.paidTotal! + 1000);
    const cheaper = (await changeQuote(dp.bookingNumber!, { date: from })).body as Body;
    expect(cheaper).toMatchObject({ difference: -1000 });
    expect(cheaper.payment).toMatchObject({ status: 'paid', amountDue: 0, refund: 1000 });
  });

  it('changes and new bookings racing for the last room never oversell; every answer is 200, 201 or 409 BKE801', async () => {
    const from = addDays(s.today, 70);
    const to = addDays(s.today, 71);
    const plan = await findPlan([from, to], 3);
    const request = { kind: 'yado', ...plan, nights: 1, adultPax: 2 };
    await setRoomStock(plan.roomId, from, 10);
    const stays: string[] = [];
    for (let i = 0; i < 6; i++) {
      stays.push((await booked({ ...request, date: from }, i % 2 ? s.bob : s.alice)).bookingNumber!);
    }
    const fromStock = await roomStock(plan.roomId, from);
    await setRoomStock(plan.roomId, to, 2);
    const q = (await changeQuote(stays[0]!, { date: to })).body as Body;
    const newQuote = await quote({ ...request, date: to });
    const answers = await Promise.all([
      ...stays.map((n, i) =>
        change(n, { date: to, expectedTotal: q.after!.paidTotal }, i % 2 ? s.bob : s.alice),
      ),
      ...Array.from({ length: 14 }, (_, i) =>
        book({ ...request, date: to, expectedTotal: newQuote.paidTotal }, i % 2 ? s.bob : s.alice),
      ),
    ]);
    for (const a of answers) {
      expect([200, 201, 409], JSON.stringify(a.body)).toContain(a.status);
      if (a.status === 409) expect((a.body as Body).errorCode).toBe('BKE801');
    }
    const changed = answers.slice(0, 6).filter((a) => a.status === 200).length;
    const created = answers.slice(6).filter((a) => a.status === 201).length;
    expect(changed + created).toBe(2);
    expect(await roomStock(plan.roomId, to)).toBe(0);
    expect(await roomStock(plan.roomId, from)).toBe(fromStock + changed);
    const taken = await sql<{ day: string; n: number }>`
      select to_char(s.stock_date, 'YYYYMMDD') as day, coalesce(sum(s.quantity), 0)::int as n
      from booking_stock s join booking b on b.booking_id = s.booking_id
      where b.status = 'confirmed' and s.stock_table = 'room_day' and s.item_id = ${plan.roomId}
        and s.stock_date in (${isoDay(from)}::date, ${isoDay(to)}::date)
      group by s.stock_date order by 1`.execute(s.api.handle.db);
    expect(taken.rows.find((r) => r.day === to)?.n).toBe(2);
    expect(taken.rows.find((r) => r.day === from)?.n ?? 0).toBe(6 - changed);
    const mails = await Promise.all(stays.map((n) => changeMails(n)));
    expect(mails.reduce((a, b) => a + b, 0)).toBe(changed);
  }, 120_000);
});
