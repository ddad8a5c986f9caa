/**
 * Booking changes of a stay's room type and a rental car's times (issue 18 item 5) on PGlite and
 * PostgreSQL: priced again with the difference, the stock moved in one transaction (the old room
 * type's nights or the car's days given back, the new ones taken), the change mail naming it, and
 * never oversold when changes and new bookings race for the last room of a type or the last car of a
 * day (every answer 200, 201 or 409 BKE801).
 */
import { addDays, formatDateLong } from '@tabiyori/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bookingSuite } from '../test/bookingSuite';
import { DATABASE_KINDS, isoDay } from '../test/harness';

interface Summary {
  paidTotal: number;
  roomId: string | null;
  roomName?: { ja: string; en: string } | null;
  rental: { pickupTime: string; returnDate: string; returnTime: string } | null;
}
interface Body {
  errorCode?: string;
  bookingNumber?: string;
  paidTotal?: number;
  before?: Summary;
  after?: Summary;
  difference?: number;
  stay?: { roomId: string; roomName: { ja: string; en: string } };
  [key: string]: unknown;
}

describe.each(DATABASE_KINDS)('changing the room type and rental times on %s (issue 18.5)', (kind) => {
  const suite = bookingSuite<Body>(kind, `change-choice-${kind}`);
  const { newKey, post, quote, book } = suite;
  const changeQuote = (n: string, body: Record<string, unknown>, session = suite.alice) =>
    post(`/v1/bookings/${n}/change/quote`, body, session);
  const change = (n: string, body: Record<string, unknown>, session = suite.alice) =>
    post(`/v1/bookings/${n}/change`, body, session, { 'idempotency-key': newKey() });
  const booked = async (request: Record<string, unknown>, session = suite.alice) => {
    const q = await quote(request, session);
    const res = await book({ ...request, expectedTotal: q.paidTotal }, session);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as Body;
  };
  const stock = async (table: 'room_day' | 'rentacar_day', id: string, day: string) => {
    const query =
      table === 'room_day'
        ? sql<{
            stock: number;
          }>`select stock from room_day where room_id = ${id} and stay_date = ${isoDay(day)}::date`
        : sql<{
            stock: number;
          }>`select stock from rentacar_day where car_id = ${id} and use_date = ${isoDay(day)}::date`;
    return (await query.execute(suite.api.handle.db)).rows[0]!.stock;
  };
  const setStock = (table: 'room_day' | 'rentacar_day', id: string, day: string, n: number) =>
    (table === 'room_day'
      ? sql`update room_day set stock = ${n} where room_id = ${id} and stay_date = ${isoDay(day)}::date`
      : sql`update rentacar_day set stock = ${n} where car_id = ${id} and use_date = ${isoDay(day)}::date`
    ).execute(suite.api.handle.db);
  const changeLines = async (n: string) =>
    (
      await sql<{ changes: string[] }>`select data->'changes' as changes from mail_outbox
        where template = 'booking_changed' and data->>'bookingNumber' = ${n}`.execute(suite.api.handle.db)
    ).rows.map((r) => (typeof r.changes === 'string' ? (JSON.parse(r.changes) as string[]) : r.changes));

  /** A one-night plan whose first two rooms both hold two guests, with stock on `day` (skipping `offset`). */
  async function twoRoomPlan(day: string, offset: number) {
    const { rows } = await sql<{ plan_id: string; hotel_id: string; a: string; b: string }>`
      select p.plan_id, p.hotel_id, p.room_ids[1] as a, p.room_ids[2] as b
      from plan p join room ra on ra.room_id = p.room_ids[1] join room rb on rb.room_id = p.room_ids[2]
      where ra.capacity_min <= 2 and ra.capacity_max >= 2 and rb.capacity_min <= 2 and rb.capacity_max >= 2
        and p.min_pax <= 2 and p.max_pax >= 2 and p.booking_deadline_days <= 10
        and coalesce((p.doc->>'minNights')::int, 1) = 1
        and exists (select 1 from plan_day d where d.plan_id = p.plan_id and d.prices[2] > 0
                    and d.stay_date = ${isoDay(day)}::date)
        and (select count(*) from room_day s where s.room_id in (p.room_ids[1], p.room_ids[2])
             and s.stock >= 3 and s.stay_date = ${isoDay(day)}::date) = 2
      order by p.plan_id limit 1 offset ${offset}`.execute(suite.api.handle.db);
    const row = rows[0];
    if (!row) throw new Error('no plan with two room types for two');
    return { hotelId: row.hotel_id, planId: row.plan_id, roomA: row.a, roomB: row.b };
  }

  /** A car with two or more cars left on each of `days` days from `pickup` (skipping `offset`). */
  async function car(pickup: string, days: number, offset: number) {
    const { rows } = await sql<{ car_id: string; open_time: string; close_time: string }>`
      select r.car_id, o.doc->>'openTime' as open_time, o.doc->>'closeTime' as close_time from rentacar r
      join rentacar_office o on o.office_code = r.office_code
      where (select count(*) from rentacar_day d where d.car_id = r.car_id and d.stock >= 2
             and d.use_date between ${isoDay(pickup)}::date and ${isoDay(addDays(pickup, days - 1))}::date) = ${days}
      order by r.car_id limit 1 offset ${offset}`.execute(suite.api.handle.db);
    return rows[0]!;
  }

  /** A one-night stay for two adults on the plan (the room type given by each test). */
  const stayFor = (plan: { hotelId: string; planId: string }, day: string) => ({
    kind: 'yado',
    hotelId: plan.hotelId,
    planId: plan.planId,
    date: day,
    nights: 1,
    adultPax: 2,
  });
  /** A one-day rental of the car from its office's opening time. */
  const rentalFor = (c: { car_id: string; open_time: string }, pickup: string, adultPax: number) => ({
    kind: 'rentacar',
    carId: c.car_id,
    date: pickup,
    pickupTime: c.open_time,
    returnDate: addDays(pickup, 1),
    returnTime: c.open_time,
    adultPax,
  });

  it('a stay changes its room type: priced again, old type’s night back, new one taken, the mail names both', async () => {
    const day = addDays(suite.today, 40);
    const plan = await twoRoomPlan(day, 0);
    const request = stayFor(plan, day);
    const stay = await booked({ ...request, roomId: plan.roomA });
    const n = stay.bookingNumber!;
    const before = [await stock('room_day', plan.roomA, day), await stock('room_day', plan.roomB, day)];
    const expected = await quote({ ...request, roomId: plan.roomB });

    const q = await changeQuote(n, { roomId: plan.roomB });
    expect(q.status, JSON.stringify(q.body)).toBe(200);
    const priced = q.body as Body;
    expect(priced.before).toMatchObject({ roomId: plan.roomA });
    expect(priced.after).toMatchObject({ roomId: plan.roomB, roomName: expected.stay!.roomName });
    expect(priced.difference).toBe(expected.paidTotal! - stay.paidTotal!);
    const res = await change(n, { roomId: plan.roomB, expectedTotal: priced.after!.paidTotal });
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    expect(await stock('room_day', plan.roomA, day)).toBe(before[0]! + 1);
    expect(await stock('room_day', plan.roomB, day)).toBe(before[1]! - 1);
    const [lines] = await changeLines(n);
    expect(lines).toContain(`お部屋タイプ：${priced.before!.roomName!.ja} → ${priced.after!.roomName!.ja}`);
  });

  it('a rental car changes its times and return day: priced again, the new day taken, the mail says the times', async () => {
    const pickup = addDays(suite.today, 50);
    const c = await car(pickup, 3, 0);
    const request = rentalFor(c, pickup, 2);
    const rental = await booked(request);
    const n = rental.bookingNumber!;
    const third = await stock('rentacar_day', c.car_id, addDays(pickup, 2));
    const later = `${String(Number(c.open_time.slice(0, 2)) + 1).padStart(2, '0')}${c.open_time.slice(2)}`;
    const wanted = { pickupTime: later, returnDate: addDays(pickup, 2), returnTime: later };
    const expected = await quote({ ...request, ...wanted });
    const q = await changeQuote(n, wanted);
    expect(q.status, JSON.stringify(q.body)).toBe(200);
    const priced = q.body as Body;
    expect(priced.after!.rental).toEqual(wanted);
    expect(priced.after!.paidTotal).toBe(expected.paidTotal);
    const res = await change(n, { ...wanted, expectedTotal: priced.after!.paidTotal });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await stock('rentacar_day', c.car_id, addDays(pickup, 2))).toBe(third - 1);
    const [lines] = await changeLines(n);
    const hhmm = `${later.slice(0, 2)}:${later.slice(2)}`;
    expect(lines!.find((l) => l.startsWith('日程：'))).toContain(
      `→ ${formatDateLong(pickup, 'ja')} ${hhmm} – ${formatDateLong(addDays(pickup, 2), 'ja')} ${hhmm}`,
    );

    // Outside the office's hours: refused with the catalogue's code, nothing written.
    const closed = await changeQuote(n, { returnTime: '2330' });
    if (c.close_time < '2330') {
      expect([closed.status, (closed.body as Body).errorCode]).toEqual([400, 'BKE804']);
    }
  });

  it('room type changes and new bookings racing for the type’s last room never oversell', async () => {
    const day = addDays(suite.today, 60);
    const plan = await twoRoomPlan(day, 1);
    const request = stayFor(plan, day);
    await setStock('room_day', plan.roomA, day, 10);
    const stays: string[] = [];
    for (let i = 0; i < 5; i++) {
      stays.push(
        (await booked({ ...request, roomId: plan.roomA }, i % 2 ? suite.bob : suite.alice)).bookingNumber!,
      );
    }
    const aLeft = await stock('room_day', plan.roomA, day);
    await setStock('room_day', plan.roomB, day, 1);
    const q = (await changeQuote(stays[0]!, { roomId: plan.roomB })).body as Body;
    const fresh = await quote({ ...request, roomId: plan.roomB });
    const answers = await Promise.all([
      ...stays.map((n, i) =>
        change(n, { roomId: plan.roomB, expectedTotal: q.after!.paidTotal }, i % 2 ? suite.bob : suite.alice),
      ),
      ...Array.from({ length: 5 }, (_, i) =>
        book(
          { ...request, roomId: plan.roomB, expectedTotal: fresh.paidTotal },
          i % 2 ? suite.bob : suite.alice,
        ),
      ),
    ]);
    for (const a of answers) {
      expect([200, 201, 409], JSON.stringify(a.body)).toContain(a.status);
      if (a.status === 409) expect((a.body as Body).errorCode).toBe('BKE801');
    }
    const changed = answers.slice(0, 5).filter((a) => a.status === 200).length;
    const created = answers.slice(5).filter((a) => a.status === 201).length;
    expect(changed + created).toBe(1);
    expect(await stock('room_day', plan.roomB, day)).toBe(0);
    expect(await stock('room_day', plan.roomA, day)).toBe(aLeft + changed);
  }, 120_000);

  it('rental return-day changes and new rentals racing for the day’s last car never oversell', async () => {
    const pickup = addDays(suite.today, 70);
    const c = await car(pickup, 3, 1);
    const request = rentalFor(c, pickup, 1);
    const last = addDays(pickup, 2);
    for (const d of [pickup, addDays(pickup, 1)]) await setStock('rentacar_day', c.car_id, d, 10);
    const rentals: string[] = [];
    for (let i = 0; i < 4; i++)
      rentals.push((await booked(request, i % 2 ? suite.bob : suite.alice)).bookingNumber!);
    await setStock('rentacar_day', c.car_id, last, 1);
    const q = (await changeQuote(rentals[0]!, { returnDate: last })).body as Body;
    const fresh = await quote({ ...request, returnDate: last });
    const answers = await Promise.all([
      ...rentals.map((n, i) =>
        change(n, { returnDate: last, expectedTotal: q.after!.paidTotal }, i % 2 ? suite.bob : suite.alice),
      ),
      ...Array.from({ length: 4 }, (_, i) =>
        book(
          { ...request, returnDate: last, expectedTotal: fresh.paidTotal },
          i % 2 ? suite.bob : suite.alice,
        ),
      ),
    ]);
    for (const a of answers) {
      expect([200, 201, 409], JSON.stringify(a.body)).toContain(a.status);
      if (a.status === 409) expect((a.body as Body).errorCode).toBe('BKE801');
    }
    const done = answers.filter((a) => a.status === 200 || a.status === 201).length;
    expect(done).toBe(1);
    expect(await stock('rentacar_day', c.car_id, last)).toBe(0);
  }, 120_000);
});
