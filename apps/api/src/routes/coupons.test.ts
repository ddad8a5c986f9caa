/**
 * GET /v1/coupons (the coupon list page; SPEC.md §1, §5 user coupons, §6 visitors and users) over
 * HTTP on PGlite and PostgreSQL, against the demo coupons the catalog seeds (db/seed/couponSeed.ts).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, dayOfWeek, holidayOf } from '@tabiyori/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../catalog';
import { startCouponTestApi, type CouponTestApi } from '../couponService/testing';
import { call, logIn, signUp, type TestSession } from '../test/accounts';
import { catalogToday, DATABASE_KINDS } from '../test/harness';

interface ListedCoupon {
  couponCode: string;
  couponName: string;
  isUserCoupon: boolean;
  userCouponKey: string | null;
  targetSystemGrpType: string;
  discountUnitType: string;
  useDatetimeTo: string;
  [field: string]: unknown;
}
interface Answer {
  status: string;
  coupons: ListedCoupon[];
  userCoupons: ListedCoupon[];
}

const VISITOR_CODES = [
  'ADULTS1000',
  'CAR1000',
  'DP1500',
  'FAMILY2000',
  'HOTELPLAN10',
  'OKINAWA2000',
  'ONSEN5',
  'OPTION500',
  'SUMMER3000',
  'WEEKDAY8',
  'WELCOME1000',
];

describe.each(DATABASE_KINDS)('GET /v1/coupons on %s (spec §1, §5, §6)', (kind) => {
  let api: CouponTestApi;
  const list = async (query = '', session?: TestSession) => {
    const res = await call(api, 'GET', `/v1/coupons${query}`, { session: session ?? null });
    expect(res.status).toBe(200);
    return res.body as Answer;
  };
  const demo = (email: string) => logIn(api, email, DEMO_PASSWORD);

  beforeAll(async () => {
    api = await startCouponTestApi(kind);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('visitors get the open general coupons of every group, not closed, restricted or user-only ones', async () => {
    const answer = await list();
    expect(answer.status).toBe('SUCCESS');
    expect(answer.coupons.map((c) => c.couponCode).sort()).toEqual(VISITOR_CODES);
    expect(answer.coupons.every((c) => !c.isUserCoupon && c.userCouponKey === null)).toBe(true);
    const welcome = answer.coupons.find((c) => c.couponCode === 'WELCOME1000');
    expect(welcome).toMatchObject({
      couponName: '新規会員登録クーポン 1,000円引き',
      langCode: 'ja',
      discount: 1000,
      discountUnitType: '2',
      minReserveAmt: 10000,
      remarks: 'お一人様1回限り、1万円以上のご予約にご利用いただけます。他のクーポンと併用できます。',
      maxUsePerUser: 1,
      conbineFlag: '1',
    });
    expect(welcome?.useDatetimeTo).toMatch(/^\d{12}$/);
  });

  it("reconciles the demo seeds' codes with the domain's tables", async () => {
    const byCode = new Map((await list()).coupons.map((c) => [c.couponCode, c]));
    // Tour and dp seeds join the domestic travel group '3' (the spec's default), kept apart by tour type.
    expect(byCode.get('OKINAWA2000')?.targetSystemGrpType).toBe('3');
    expect(byCode.get('DP1500')?.targetSystemGrpType).toBe('3');
    // Each names the tour type it is limited to (its sub-group), in the asked language.
    expect(byCode.get('DP1500')).toMatchObject({
      targetSystemSubGrpCode: '03',
      tourTypeName: 'ダイナミックパッケージ',
      productKinds: ['tour', 'dp'],
    });
    expect(byCode.get('OKINAWA2000')).toMatchObject({
      targetSystemSubGrpCode: '01',
      tourTypeName: 'フリープラン',
    });
    expect(byCode.get('WELCOME1000')).toMatchObject({ targetSystemSubGrpCode: '', tourTypeName: '' });
    const en = new Map((await list('?lang=en')).coupons.map((c) => [c.couponCode, c]));
    expect(en.get('DP1500')?.tourTypeName).toBe('Dynamic package');
    expect(byCode.get('OPTION500')).toMatchObject({
      targetSystemGrpType: '4',
      optionalId: expect.stringMatching(/^\d+-\d+-\d+$/),
    });
    expect(byCode.get('CAR1000')?.targetSystemGrpType).toBe('5');
    // Rate seeds use the rate unit types (3 per person, 4 per booking) with their caps and rounding.
    expect(byCode.get('ONSEN5')).toMatchObject({
      discountUnitType: '4',
      maxDiscountAmtForRate: 5000,
      roundDigit: 1,
    });
    expect(byCode.get('WEEKDAY8')).toMatchObject({
      discountUnitType: '3',
      roundType: '1',
      excludeDepDateList: expect.any(Array),
    });
    // Weekdays only: every Saturday and Sunday of the sale window is excluded.
    const excluded = byCode.get('WEEKDAY8')?.excludeDepDateList as {
      depDateFrom: string;
      depDateTo: string;
    }[];
    const isExcluded = (day: string) => excluded.some((r) => r.depDateFrom <= day && day <= r.depDateTo);
    const today = catalogToday();
    for (let i = 0; i < 60; i++) {
      const day = addDays(today, i);
      if ([0, 6].includes(dayOfWeek(day))) expect(isExcluded(day), day).toBe(true);
    }
    // …and ordinary weekdays are not.
    const weekdays = Array.from({ length: 60 }, (_, i) => addDays(today, i)).filter(
      (day) => ![0, 6].includes(dayOfWeek(day)) && !holidayOf(day),
    );
    expect(weekdays.filter((day) => !isExcluded(day)).length).toBeGreaterThan(20);
  });

  it("a logged-in user's own coupons come first and override general ones; used, returned and expired ones are dropped", async () => {
    const u1 = await list('', await demo('hanako@example.jp'));
    expect(u1.coupons.slice(0, 2).map((c) => [c.couponCode, c.userCouponKey])).toEqual([
      ['WELCOME1000', 'UC0001'],
      ['BIRTHDAY3000', 'UC0002'],
    ]);
    expect(u1.userCoupons.map((c) => c.userCouponKey)).toEqual(['UC0001', 'UC0002']);
    expect(u1.coupons.filter((c) => c.couponCode === 'WELCOME1000')).toHaveLength(1);
    expect(u1.coupons.some((c) => c.couponCode === 'REVISIT2000')).toBe(false); // booked
    expect(u1.coupons.slice(2).every((c) => !c.isUserCoupon)).toBe(true);
    // hanako's profile (female, Tokyo) narrows the restricted general coupons without query fields.
    expect(u1.coupons.map((c) => c.couponCode)).toEqual(
      expect.arrayContaining(['LADIES1000', 'TOKYO-RESIDENT']),
    );
    const u2 = await list('', await demo('taro@example.jp'));
    expect(u2.userCoupons.map((c) => c.userCouponKey)).toEqual(['UC0005']); // UC0004 expired
    expect(u2.userCoupons[0]?.latestDepDate).toMatch(/^\d{8}$/);
    expect(u2.coupons.map((c) => c.couponCode)).not.toContain('LADIES1000');
    const u3 = await list('', await demo('misaki@example.jp'));
    expect(u3.userCoupons.map((c) => c.userCouponKey)).toEqual(['UC0007']); // UC0006 returned
  });

  it("user A sees A's coupons only; visitors and other users never get them by userId", async () => {
    const visitor = await list('?userId=u0001');
    expect(visitor.userCoupons).toEqual([]);
    expect(visitor.coupons.every((c) => !c.isUserCoupon)).toBe(true);
    const other = await signUp(api);
    const asOther = await list('?userId=u0001', other);
    expect(asOther.userCoupons).toEqual([]);
    expect(asOther.coupons.every((c) => !c.isUserCoupon)).toBe(true);
    const taro = await demo('taro@example.jp');
    const mine = await list('?userId=u0002', taro);
    expect(mine.userCoupons.map((c) => c.userCouponKey)).toEqual(['UC0005']);
    expect((await list('?userId=u0001', taro)).userCoupons).toEqual([]);
  });

  it('narrows restricted coupons by gender and residence, and answers English texts', async () => {
    const codes = async (query: string) => (await list(query)).coupons.map((c) => c.couponCode);
    expect(await codes('?gender=female')).toContain('LADIES1000');
    expect(await codes('?gender=male')).not.toContain('LADIES1000');
    expect(await codes('?livePrefCode=13')).toContain('TOKYO-RESIDENT');
    expect(await codes('?targetSystemGrpType=5')).toEqual(['CAR1000']);
    const en = await list('?lang=en');
    expect(en.coupons.find((c) => c.couponCode === 'WELCOME1000')).toMatchObject({
      couponName: 'Welcome coupon: ¥1,000 off',
      langCode: 'en',
    });
  });

  it('refuses malformed queries with 400 TVE800 naming the parameter', async () => {
    for (const [query, message] of [
      ['?userId=a%20b', 'userId is invalid'],
      ['?gender=x', 'gender is invalid'],
      ['?gender=males', 'gender is invalid'],
      ['?age=abc', 'age is invalid'],
      ['?age=1234', 'age is invalid'],
      ['?livePrefCode=x', 'livePrefCode is invalid'],
      ['?targetSystemGrpType=abc', 'targetSystemGrpType is invalid'],
      ['?userId=a%00', 'request is invalid'],
    ]) {
      const res = await api.get(`/v1/coupons${query}`);
      const body = res.body as { errorCode?: string; message?: string };
      expect([query, res.status, body.errorCode, body.message]).toEqual([query, 400, 'TVE800', message]);
    }
    // Surrounding spaces and letter case have always been allowed; blank means not given.
    for (const query of ['?gender=%20Female%20', '?age=%2030', '?gender=&age=&userId=']) {
      expect([query, (await api.get(`/v1/coupons${query}`)).status]).toEqual([query, 200]);
    }
  });

  it('answers API_ERROR with no coupons when the service fails', async () => {
    const server = createServer((_req, res) => res.writeHead(503).end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/coupon-service`;
    const other = await startCouponTestApi(kind, { couponServiceUrl: url });
    try {
      const session = await logIn(other, 'hanako@example.jp', DEMO_PASSWORD);
      const res = await call(other, 'GET', '/v1/coupons', { session });
      expect([res.status, res.body]).toEqual([200, { status: 'API_ERROR', coupons: [], userCoupons: [] }]);
    } finally {
      await other.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
