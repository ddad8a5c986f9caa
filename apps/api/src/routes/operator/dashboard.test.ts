/**
 * Issue 19 item 7 over HTTP on PGlite and PostgreSQL: the dashboard counts today's bookings,
 * cancellations and sales (Japan time), lists rooms and seats running low in the next 14 days
 * (and not beyond), the coupon use and the maintenance state.
 */
import { addDays, japanToday } from '@tabiyori/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingCalls, call, signUp, type TestSession } from '../../test/accounts';
import { DATABASE_KINDS, isoDay, startTestApi, type TestApi } from '../../test/harness';
import { operatorSession } from '../../test/operators';

interface Dashboard {
  today: { date: string; bookings: number; cancellations: number; sales: number };
  lowStock: { items: { kind: string; itemId: string; date: string; stock: number }[] };
  coupons: { uses: number; userCouponsIssued: number; userCouponsUsed: number };
  maintenance: { noticeEnd: string | null };
}

describe.each(DATABASE_KINDS)('the back office dashboard on %s (issue 19)', (kind) => {
  let api: TestApi;
  let traveller: TestSession;
  let sales: TestSession;
  const { quote, book } = bookingCalls<{ paidTotal: number; bookingNumber?: string }>(
    () => api,
    () => traveller,
    `dash-${kind}`,
  );
  const read = async () => {
    const res = await call(api, 'GET', '/v1/operator/dashboard', { session: sales });
    expect(res.status).toBe(200);
    return res.body as Dashboard;
  };

  beforeAll(async () => {
    api = await startTestApi(kind);
    traveller = await signUp(api);
    sales = await operatorSession(api, 'sales');
  });
  afterAll(async () => {
    await api?.close();
  });

  it("counts today's bookings, cancellations and sales", async () => {
    const before = await read();
    expect(before.today.date).toBe(japanToday());
    const { rows } = await sql<{ optional_id: string; day: string }>`
      select d.optional_id, to_char(d.use_date, 'YYYYMMDD') as day from optional_day d
      join optional_activity o on o.optional_id = d.optional_id
      where d.use_date >= current_date + 10 and d.stock >= 4 and (o.doc->>'minPax')::int <= 1
      order by d.use_date, d.optional_id limit 1`.execute(api.handle.db);
    const request = { kind: 'optional', optionalId: rows[0]!.optional_id, date: rows[0]!.day, adultPax: 1 };
    const q = await quote(request);
    const first = await book({ ...request, expectedTotal: q.paidTotal });
    const second = await book({ ...request, expectedTotal: q.paidTotal });
    expect([first.status, second.status]).toEqual([201, 201]);
    const number = (second.body as { bookingNumber: string }).bookingNumber;
    expect((await call(api, 'POST', `/v1/bookings/${number}/cancel`, { session: traveller })).status).toBe(
      200,
    );
    const after = await read();
    expect(after.today.bookings).toBe(before.today.bookings + 2);
    expect(after.today.cancellations).toBe(before.today.cancellations + 1);
    expect(after.today.sales).toBe(before.today.sales + q.paidTotal);
  });

  it('lists rooms running low within 14 days and not beyond', async () => {
    const today = japanToday();
    const last = addDays(today, 13);
    // Plenty everywhere in the window, then one room sold out in it and one day after it.
    await sql`update room_day set stock = greatest(stock, 10)
      where stay_date between ${isoDay(today)}::date and ${isoDay(addDays(today, 30))}::date`.execute(
      api.handle.db,
    );
    await sql`update tour_day set stock = greatest(stock, 10)
      where dep_date between ${isoDay(today)}::date and ${isoDay(last)}::date`.execute(api.handle.db);
    const { rows } = await sql<{ room_id: string }>`select room_id from room_day
      where stay_date = ${isoDay(addDays(today, 3))}::date order by room_id limit 1`.execute(api.handle.db);
    const roomId = rows[0]!.room_id;
    const soon = addDays(today, 3);
    const later = addDays(today, 20);
    await sql`update room_day set stock = 1 where room_id = ${roomId}
      and stay_date in (${isoDay(soon)}::date, ${isoDay(later)}::date)`.execute(api.handle.db);
    const items = (await read()).lowStock.items;
    expect(items).toEqual([expect.objectContaining({ kind: 'room', itemId: roomId, date: soon, stock: 1 })]);
    // A day whose sale was stopped on purpose (the extranet, migration 0021) is not "running low".
    await sql`update room_day set stop_held = stock, stock = 0 where room_id = ${roomId}
      and stay_date = ${isoDay(addDays(today, 5))}::date`.execute(api.handle.db);
    expect((await read()).lowStock.items.map((i) => i.date)).toEqual([soon]);
  });

  it('reports coupon use and the maintenance state', async () => {
    const d = await read();
    expect(d.coupons.userCouponsIssued).toBeGreaterThan(0); // the demo users hold coupons
    expect(d.coupons.userCouponsUsed).toBeLessThanOrEqual(d.coupons.userCouponsIssued);
    expect(d.maintenance.noticeEnd).toBeNull();
  });
});
