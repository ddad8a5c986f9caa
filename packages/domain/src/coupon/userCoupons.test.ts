import { describe, expect, it } from 'vitest';
import { makeCoupon, makeUserCoupon } from './coupon.fixtures';
import type { RawUserCouponItem } from './serviceTypes';
import { filterUserCoupons, isUserCoupon, mergeCoupons, userCouponDropReason } from './userCoupons';

// 2026-11-22 12:04:05 in Japan (03:04:05 UTC)
const now = Date.UTC(2026, 10, 22, 3, 4, 5);
const ctx = { now, depDate: '20261205' };
const item = (fields: Partial<RawUserCouponItem>): RawUserCouponItem => ({ UserCouponKey: 'K', ...fields });

describe('user coupons are dropped when used, expired or out of date (spec §5)', () => {
  it.each<[string, Partial<RawUserCouponItem>, ReturnType<typeof userCouponDropReason>]>([
    ['kept when nothing is set', {}, null],
    ['dropped with a ReturnDatetime', { ReturnDatetime: '20261101100000' }, 'RETURNED'],
    ['dropped with a BookingNumber', { BookingNumber: 'B123' }, 'BOOKED'],
    ['kept with a blank BookingNumber', { BookingNumber: '  ' }, null],
    ['dropped when UseDatetimeTo is a minute past', { UseDatetimeTo: '202611221203' }, 'EXPIRED'],
    ['kept during the UseDatetimeTo minute itself', { UseDatetimeTo: '202611221204' }, null],
    [
      'dropped when UseDatetimeTo with seconds is one second past',
      { UseDatetimeTo: '20261122120404' },
      'EXPIRED',
    ],
    ['kept when UseDatetimeTo with seconds is now', { UseDatetimeTo: '20261122120405' }, null],
    ['kept all day when UseDatetimeTo is today as a date', { UseDatetimeTo: '20261122' }, null],
    ['dropped when UseDatetimeTo was yesterday', { UseDatetimeTo: '20261121' }, 'EXPIRED'],
    ['kept with an unreadable UseDatetimeTo', { UseDatetimeTo: 'soon' }, null],
    [
      'dropped when DepDate (latest departure) is before the departure',
      { DepDate: '20261204' },
      'DEP_DATE_PASSED',
    ],
    ['kept when DepDate is the departure date', { DepDate: '20261205' }, null],
    ['kept when DepDate is after the departure date', { DepDate: '20261231' }, null],
    [
      'RETURNED wins over the other reasons',
      { ReturnDatetime: 'x', BookingNumber: 'B', DepDate: '20200101' },
      'RETURNED',
    ],
  ])('%s', (_name, fields, reason) => {
    expect(userCouponDropReason(item(fields), ctx)).toBe(reason);
  });

  it('compares UseDatetimeTo in Japan time, not UTC', () => {
    // 2026-11-21 15:30 UTC is already 2026-11-22 00:30 in Japan.
    const justAfterJapanMidnight = Date.UTC(2026, 10, 21, 15, 30);
    expect(userCouponDropReason(item({ UseDatetimeTo: '20261121' }), { now: justAfterJapanMidnight })).toBe(
      'EXPIRED',
    );
  });

  it('skips the DepDate check on a search without a date', () => {
    expect(userCouponDropReason(item({ DepDate: '20200101' }), { now })).toBeNull();
    expect(userCouponDropReason(item({ DepDate: '20200101' }), { now, depDate: '' })).toBeNull();
  });

  it('filters a list keeping order', () => {
    const items = [
      item({ UserCouponKey: 'a' }),
      item({ UserCouponKey: 'b', BookingNumber: '1' }),
      item({ UserCouponKey: 'c' }),
    ];
    expect(filterUserCoupons(items, ctx).map((i) => i.UserCouponKey)).toEqual(['a', 'c']);
  });
});

describe('user coupons override general coupons with the same couponCode (spec §5)', () => {
  const general = [makeCoupon({ couponCode: 'A', discount: 500 }), makeCoupon({ couponCode: 'B' })];
  const user = [
    makeUserCoupon({ couponCode: 'B', discount: 2000, userCouponKey: 'K1' }),
    makeUserCoupon({ couponCode: 'C', userCouponKey: 'K2' }),
    makeUserCoupon({ couponCode: 'B', discount: 9999, userCouponKey: 'K3' }),
  ];
  const merged = mergeCoupons(general, user);
  it('replaces the general coupon in place and appends new codes once', () => {
    expect(merged.map((c) => c.couponCode)).toEqual(['A', 'B', 'C']);
    expect(merged[1]).toMatchObject({ discount: 2000, userCouponKey: 'K1' });
  });
  it('tells user coupons from general ones', () => {
    expect(merged.map(isUserCoupon)).toEqual([false, true, true]);
  });
  it('keeps a general list unchanged without user coupons', () => {
    expect(mergeCoupons(general, [])).toEqual(general);
  });
});
