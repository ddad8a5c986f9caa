import { describe, expect, it } from 'vitest';
import { compareCouponsForBest, pickBestCoupon, type EvaluatedCoupon } from './bestCoupon';
import { makeCoupon } from './coupon.fixtures';
import type { CouponDiscountEvaluation } from './discountResult';

function evaluated(couponCode: string, perPersonDiscountMin: number, usable = true): EvaluatedCoupon {
  const evaluation: CouponDiscountEvaluation = {
    usable,
    discountPrice: perPersonDiscountMin,
    minPrice: 0,
    maxPrice: 0,
    totalMinPrice: 0,
    totalMaxPrice: 0,
    discountPriceMax: perPersonDiscountMin,
    perPersonDiscountMin,
    perPersonDiscountMax: perPersonDiscountMin,
    discountMinPrice: 0,
    discountMaxPrice: 0,
  };
  return { coupon: makeCoupon({ couponCode }), evaluation };
}

describe('best coupon: highest per-person discount, ties by ascending couponCode (spec §9)', () => {
  it('takes the highest per-person discount', () => {
    expect(
      pickBestCoupon([evaluated('A', 500), evaluated('B', 1500), evaluated('C', 1000)])?.coupon.couponCode,
    ).toBe('B');
  });
  it('breaks ties by ascending couponCode whatever the order', () => {
    expect(pickBestCoupon([evaluated('Z9', 1000), evaluated('A1', 1000)])?.coupon.couponCode).toBe('A1');
    expect(pickBestCoupon([evaluated('A1', 1000), evaluated('Z9', 1000)])?.coupon.couponCode).toBe('A1');
  });
  it('orders codes by code unit, not by locale or number', () => {
    expect(pickBestCoupon([evaluated('A9', 1), evaluated('A10', 1)])?.coupon.couponCode).toBe('A10');
    expect(pickBestCoupon([evaluated('a', 1), evaluated('B', 1)])?.coupon.couponCode).toBe('B');
  });
  it('ignores unusable coupons however large', () => {
    expect(pickBestCoupon([evaluated('A', 9999, false), evaluated('B', 10)])?.coupon.couponCode).toBe('B');
    expect(pickBestCoupon([evaluated('A', 9999, false)])).toBeNull();
    expect(pickBestCoupon([])).toBeNull();
  });
  it('sorts with the same order', () => {
    const sorted = [evaluated('C', 10), evaluated('B', 20), evaluated('A', 10)].sort(compareCouponsForBest);
    expect(sorted.map((e) => e.coupon.couponCode)).toEqual(['B', 'A', 'C']);
  });
});
