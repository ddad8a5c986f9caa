import { describe, expect, it } from 'vitest';
import { makePax } from './coupon.fixtures';
import { couponBedCount, couponPriceLines, couponTotalPrices } from './totalPrice';

describe('total price = sum over adult, child, infant of price × pax (spec §9)', () => {
  it('sums the minimum and the maximum sides', () => {
    const input = makePax([10000, 15000, 2], [6000, 9000, 1], [2000, 3000, 1]);
    expect(couponTotalPrices(input)).toEqual({ min: 28000, max: 42000 });
  });
  it('counts fractional or negative values as whole non-negative numbers', () => {
    const input = makePax([1000.9, 2000, 1.7], [-500, -500, 2]);
    expect(couponPriceLines(input, 'min')).toEqual({
      adult: { price: 1000, pax: 1 },
      child: { price: 0, pax: 2 },
      infant: { price: 0, pax: 0 },
    });
  });
  it('uses bedCount 1 when it is missing or zero (spec §9 default bed count 1)', () => {
    expect(couponBedCount(makePax([1, 1, 2], undefined, undefined, 0))).toBe(1);
    expect(couponBedCount(makePax([1, 1, 2], undefined, undefined, 3))).toBe(3);
  });
});
