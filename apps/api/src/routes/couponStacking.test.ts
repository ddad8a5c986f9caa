/**
 * Issue 18 item 3, built from the cases on the demo coupons: member conditions (gender,
 * age, residence), several coupons on one booking by conbineFlag (stacked in the order leaving the
 * lowest price, each stored with its discount), a non-combinable coupon refused beside another,
 * and the per-member cap of WELCOME1000 (お一人様1回限り) given back by a cancellation.
 */
import { addDays, dayOfWeek, holidayOf } from '@tabiyori/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMail, type MailTemplate } from '../mail/templates';
import { mailView } from '../mail/views';
import { bookingCalls, call, makeOperator, signUp, type TestSession } from '../test/accounts';
import { catalogToday, DATABASE_KINDS, isoDay, startTestApi, type TestApi } from '../test/harness';

interface Applied {
  couponCode: string;
  discount: number;
}
interface Named extends Applied {
  couponName: { ja: string; en: string };
}
interface Quote {
  total: number;
  paidTotal: number;
  couponDiscount: number;
  coupons: {
    couponCode: string;
    couponName: string;
    combinable: boolean;
    discount: number;
    paidTotal: number;
  }[];
  bestSelection: { coupons: Applied[]; paidTotal: number } | null;
  appliedCoupons: Applied[];
}
interface Booking {
  bookingNumber: string;
  couponCode: string | null;
  coupons: Named[];
  couponDiscount: number;
  paidTotal: number;
  total: number;
}

/** The first weekday (not a holiday) at least `from` days ahead: WEEKDAY8 is usable on it. */
function weekday(from: number): string {
  for (let d = from; ; d++) {
    const day = addDays(catalogToday(), d);
    const dow = dayOfWeek(day);
    if (dow !== 0 && dow !== 6 && !holidayOf(day)) return day;
  }
}

describe.each(DATABASE_KINDS)('several coupons and member conditions on %s (issue 18 item 3)', (kind) => {
  let api: TestApi;
  let member: TestSession;
  let stay: Record<string, unknown>;
  const { quote, book, post } = bookingCalls<Quote>(
    () => api,
    () => member,
    `stack-${kind}`,
  );
  const offered = async (session = member) => (await quote(stay, session)).coupons.map((c) => c.couponCode);

  beforeAll(async () => {
    api = await startTestApi(kind);
    member = await signUp(api);
    const date = weekday(30);
    // A 1-night stay for 2 adults, no hot spring, at least 15,000 yen a person.
    const { rows } = await sql<{ plan_id: string; hotel_id: string }>`
      select p.plan_id, p.hotel_id from plan p join hotel h on h.hotel_id = p.hotel_id
      join plan_day d on d.plan_id = p.plan_id and d.stay_date = ${isoDay(date)}::date
      join room r on r.room_id = p.room_ids[1]
      where not ('101' = any(h.kodawari))
        and p.min_pax <= 2 and p.max_pax >= 2 and r.capacity_min <= 2 and r.capacity_max >= 2
        and p.stay_from <= ${isoDay(date)}::date and p.stay_to >= ${isoDay(date)}::date
        and p.booking_deadline_days <= 20 and coalesce((p.doc->>'minNights')::int, 1) = 1
        and d.prices[2] >= 15000
        and exists (select 1 from room_day rd where rd.room_id = r.room_id and rd.stay_date = d.stay_date and rd.stock > 2)
      order by p.plan_id limit 1`.execute(api.handle.db);
    const row = rows[0];
    if (!row) throw new Error('no stay in the catalog');
    stay = { kind: 'yado', hotelId: row.hotel_id, planId: row.plan_id, date, nights: 1, adultPax: 2 };
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });

  const setProfile = (gender: string, birthDate: string, pref: string) =>
    sql`update app_user set gender = ${gender}, birth_date = ${birthDate}::date, live_pref_code = ${pref}
      where id = ${member.userId}`.execute(api.handle.db);

  it('LADIES1000 (女性限定), SENIOR1500 (60歳以上), TOKYO-RESIDENT (東京都在住) only for members who match', async () => {
    await setProfile('1', '1990-04-10', '27');
    let codes = await offered();
    expect(codes).not.toContain('LADIES1000');
    expect(codes).not.toContain('SENIOR1500');
    expect(codes).not.toContain('TOKYO-RESIDENT');
    const sixty = `${Number(catalogToday().slice(0, 4)) - 61}-01-01`;
    await setProfile('2', sixty, '13');
    codes = await offered();
    expect(codes).toEqual(expect.arrayContaining(['LADIES1000', 'SENIOR1500', 'TOKYO-RESIDENT']));
    // Asked for by code while the condition fails: refused, not silently applied.
    await setProfile('1', '1990-04-10', '27');
    const refused = await post('/v1/bookings/quote', { ...stay, couponCodes: ['LADIES1000'] }, member);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ errorCode: 'BKE803' });
  });

  it('stacks combinable coupons in the order leaving the lowest price; stores each with its discount', async () => {
    const plain = await quote(stay);
    const enPlain = await quote({ ...stay, lang: 'en' });
    expect(plain.coupons.find((c) => c.couponCode === 'WEEKDAY8')?.combinable).toBe(false);
    const bestPaid = plain.bestSelection?.paidTotal ?? Infinity;
    expect(bestPaid).toBeLessThanOrEqual(Math.min(...plain.coupons.map((c) => c.paidTotal)));
    const both = await quote({ ...stay, couponCodes: ['ADULTS1000', 'WELCOME1000'] });
    const discounts = Object.fromEntries(both.appliedCoupons.map((c) => [c.couponCode, c.discount]));
    expect(discounts).toEqual({ WELCOME1000: 1000, ADULTS1000: 2000 });
    expect(both.couponDiscount).toBe(3000);
    expect(both.paidTotal).toBe(both.total - 3000);
    expect(bestPaid).toBeLessThanOrEqual(both.paidTotal);

    const res = await book({
      ...stay,
      couponCodes: ['WELCOME1000', 'ADULTS1000'],
      expectedTotal: both.paidTotal,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const booking = res.body as Booking;
    expect(booking.coupons.map((c) => c.couponCode).sort()).toEqual(['ADULTS1000', 'WELCOME1000']);
    expect(booking.coupons.reduce((s, c) => s + c.discount, 0)).toBe(booking.couponDiscount);
    // Each coupon carries its name in both languages, as the coupon list names it in each.
    const nameOf = (offers: Quote['coupons'], code: string) =>
      offers.find((c) => c.couponCode === code)?.couponName;
    for (const c of booking.coupons) {
      expect(c.couponName.ja).toBe(nameOf(plain.coupons, c.couponCode));
      expect(c.couponName.en).toBe(nameOf(enPlain.coupons, c.couponCode));
    }
    expect(booking.coupons.find((c) => c.couponCode === 'WELCOME1000')?.couponName.en).not.toBe(
      booking.coupons.find((c) => c.couponCode === 'WELCOME1000')?.couponName.ja,
    );
    expect(booking.paidTotal).toBe(booking.total - 3000);
    const { rows } = await sql<{ coupon_code: string; discount: number }>`
      select bc.coupon_code, bc.discount from booking_coupon bc join booking b on b.booking_id = bc.booking_id
      where b.booking_number = ${booking.bookingNumber} order by bc.position`.execute(api.handle.db);
    expect(rows.map((r) => [r.coupon_code, r.discount])).toEqual(
      booking.coupons.map((c) => [c.couponCode, c.discount]),
    );
    // The confirmation mail lists each coupon with its discount (the outbox row, as the worker renders it).
    const mail = await api.handle.db
      .selectFrom('mail_outbox')
      .select(['template', 'lang', 'data'])
      .where('dedupe_key', '=', `booking_confirmed:${booking.bookingNumber}`)
      .executeTakeFirstOrThrow();
    const text = renderMail(
      mail.template as MailTemplate,
      mail.lang,
      mailView(mail.data as Record<string, unknown>, mail.lang, 'http://localhost'),
    ).text;
    const couponLine = booking.coupons.map((c) => `${c.couponCode} −${c.discount.toLocaleString('en-US')}円`);
    expect(text).toContain(`クーポン割引：${couponLine.join(' / ')}`);
    // The operator's booking detail lists each coupon with its discount too.
    const operator = await signUp(api);
    await makeOperator(api.handle.db, operator.userId, 'support');
    const detail = await call(api, 'GET', `/v1/operator/bookings/${booking.bookingNumber}`, {
      session: operator,
    });
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    expect((detail.body as { booking: { coupons: Named[] } }).booking.coupons).toEqual(booking.coupons);

    // WELCOME1000 is once per member: no longer offered, refused when asked for, back after a cancellation.
    expect(await offered()).not.toContain('WELCOME1000');
    const again = await post('/v1/bookings/quote', { ...stay, couponCodes: ['WELCOME1000'] }, member);
    expect(again.status).toBe(409);
    const other = await signUp(api);
    expect(await offered(other)).toContain('WELCOME1000');
    const cancelled = await call(api, 'POST', `/v1/bookings/${booking.bookingNumber}/cancel`, {
      session: member,
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await offered()).toContain('WELCOME1000');
    const { rows: uses } = await sql<{ use_count: number; returned_count: number }>`
      select use_count, returned_count from coupon_use where coupon_code = 'WELCOME1000'`.execute(
      api.handle.db,
    );
    expect(uses[0]).toMatchObject({ use_count: 0, returned_count: 1 });
  });

  it('a non-combinable coupon is used alone: WEEKDAY8 beside another is refused with the reason', async () => {
    const alone = await quote({ ...stay, couponCodes: ['WEEKDAY8'] });
    expect(alone.appliedCoupons.map((c) => c.couponCode)).toEqual(['WEEKDAY8']);
    const res = await post(
      '/v1/bookings/quote',
      { ...stay, couponCodes: ['WEEKDAY8', 'ADULTS1000'] },
      member,
    );
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ errorCode: 'BKE803', message: expect.stringContaining('alone') });
    const booked = await book({
      ...stay,
      couponCodes: ['WEEKDAY8', 'ADULTS1000'],
      expectedTotal: alone.paidTotal,
    });
    expect(booked.status).toBe(409);
    expect(booked.body).toMatchObject({ errorCode: 'BKE803' });
  });
});
