import { describe, expect, it } from 'vitest';
import { makeCoupon } from './coupon.fixtures';
import {
  COUPON_DISCOUNT_UNIT_TYPES,
  couponDiscountAmount,
  couponDiscountDivisor,
  couponPerPersonDiscount,
} from './discount';
import type { CouponPriceLines } from './totalPrice';
import type { Coupon } from './types';

// 2 adults at 10,000, 1 child at 6,000, 1 infant at 2,000.
const lines: CouponPriceLines = {
  adult: { price: 10000, pax: 2 },
  child: { price: 6000, pax: 1 },
  infant: { price: 2000, pax: 1 },
};
const adultsOnly = { adultDiscountFlag: '1', childDiscountFlag: '0', infantDiscountFlag: '0' };
const adultsAndChildren = { adultDiscountFlag: '1', childDiscountFlag: '1', infantDiscountFlag: '0' };
const everyone = { adultDiscountFlag: '1', childDiscountFlag: '1', infantDiscountFlag: '1' };

describe('discountUnitType code table (spec §5, §9: our reading, documented in discount.ts)', () => {
  it('defines codes 1..8 with 1, 3, 5, 7 as the per-passenger ones', () => {
    expect(Object.keys(COUPON_DISCOUNT_UNIT_TYPES)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    const perPerson = Object.entries(COUPON_DISCOUNT_UNIT_TYPES)
      .filter(([, rule]) => rule.scope === 'perPerson')
      .map(([code]) => code);
    expect(perPerson).toEqual(['1', '3', '5', '7']);
  });

  it.each<[string, Partial<Coupon>, number, number]>([
    // name, coupon fields, nights, expected total discount
    ['1 yen per adult', { discountUnitType: '1', discount: 1000, ...adultsOnly }, 1, 2000],
    ['1 yen per adult and child', { discountUnitType: '1', discount: 1000, ...adultsAndChildren }, 1, 3000],
    ['1 yen per passenger incl. infants', { discountUnitType: '1', discount: 1000, ...everyone }, 1, 4000],
    ['1 ignores nights', { discountUnitType: '1', discount: 1000, ...adultsOnly }, 3, 2000],
    ['1 whole yen only', { discountUnitType: '1', discount: 1000.6, ...adultsOnly }, 1, 2000],
    ['2 yen once per booking', { discountUnitType: '2', discount: 1000, ...everyone }, 1, 1000],
    ['3 percent per passenger', { discountUnitType: '3', discount: 10, ...adultsAndChildren }, 1, 2600],
    [
      '3 capped per passenger',
      { discountUnitType: '3', discount: 10, maxDiscountAmtForRate: 800, ...adultsAndChildren },
      1,
      2200,
    ],
    [
      '4 percent of the discounted passengers sum',
      { discountUnitType: '4', discount: 10, ...adultsAndChildren },
      1,
      2600,
    ],
    [
      '4 capped per booking',
      { discountUnitType: '4', discount: 10, maxDiscountAmtForRate: 2000, ...adultsAndChildren },
      1,
      2000,
    ],
    ['5 yen per adult per night', { discountUnitType: '5', discount: 1000, ...adultsOnly }, 2, 4000],
    ['6 yen per booking per night', { discountUnitType: '6', discount: 1000, ...adultsOnly }, 2, 2000],
    [
      '7 cap per passenger per night',
      { discountUnitType: '7', discount: 10, maxDiscountAmtForRate: 800, ...adultsOnly },
      2,
      2000,
    ],
    [
      '7 cap for one night',
      { discountUnitType: '7', discount: 10, maxDiscountAmtForRate: 800, ...adultsOnly },
      1,
      1600,
    ],
    [
      '8 cap per booking per night',
      { discountUnitType: '8', discount: 10, maxDiscountAmtForRate: 800, ...adultsOnly },
      2,
      1600,
    ],
    [
      '8 under its cap',
      { discountUnitType: '8', discount: 10, maxDiscountAmtForRate: 800, ...adultsOnly },
      3,
      2000,
    ],
    ['unknown code 9 gives nothing', { discountUnitType: '9', discount: 1000, ...everyone }, 1, 0],
    ['missing code gives nothing', { discountUnitType: '', discount: 1000, ...everyone }, 1, 0],
  ])('%s', (_name, fields, nights, expected) => {
    expect(couponDiscountAmount(makeCoupon(fields), lines, { nights })).toBe(expected);
  });
});

describe('discount per passenger is zero unless the discount flags cover the type (spec §5)', () => {
  it('gives nothing when no covered passenger travels, per person or per booking', () => {
    const childOnly = { adultDiscountFlag: '0', childDiscountFlag: '1', infantDiscountFlag: '0' };
    const noChildren: CouponPriceLines = { ...lines, child: { price: 6000, pax: 0 } };
    expect(couponDiscountAmount(makeCoupon({ discountUnitType: '1', ...childOnly }), noChildren)).toBe(0);
    expect(couponDiscountAmount(makeCoupon({ discountUnitType: '2', ...childOnly }), noChildren)).toBe(0);
    expect(couponDiscountAmount(makeCoupon({ discountUnitType: '1', ...childOnly }), lines)).toBe(1000);
  });
});

describe('rate discounts are rounded then capped by maxDiscountAmtForRate (spec §5)', () => {
  const odd: CouponPriceLines = {
    adult: { price: 12345, pax: 1 },
    child: { price: 0, pax: 0 },
    infant: { price: 0, pax: 0 },
  };
  it.each([
    ['1', null, null, 1860],
    ['2', null, null, 1850],
    ['', null, null, 1850],
    ['', 0, null, 1852],
    ['1', 2, null, 1900],
    ['1', null, 1855, 1855],
  ])(
    'roundType %j roundDigit %j cap %j gives %d on 15%% of 12,345',
    (roundType, roundDigit, cap, expected) => {
      const coupon = makeCoupon({
        discountUnitType: '3',
        discount: 15,
        roundType,
        roundDigit,
        maxDiscountAmtForRate: cap,
      });
      expect(couponDiscountAmount(coupon, odd)).toBe(expected);
    },
  );
});

describe("minusRuleType '1': a discount taking a price below zero counts as zero (spec §5)", () => {
  const cheap: CouponPriceLines = {
    adult: { price: 800, pax: 2 },
    child: { price: 0, pax: 0 },
    infant: { price: 0, pax: 0 },
  };
  it.each([
    ['1', '1', 1000, 0],
    ['1', '0', 1000, 1600],
    ['1', '1', 800, 1600],
    ['2', '1', 2000, 0],
    ['2', '0', 2000, 1600],
    ['2', '1', 1600, 1600],
  ])('unit %s minusRuleType %s discount %d gives %d', (unitType, minusRuleType, discount, expected) => {
    const coupon = makeCoupon({ discountUnitType: unitType, minusRuleType, discount });
    expect(couponDiscountAmount(coupon, cheap)).toBe(expected);
  });
});

describe("per-person discount divisor: bedCount unless unit type 1/3/5/7 with childDiscountFlag '0' (spec §9)", () => {
  it.each([
    ['1', '0', 2],
    ['3', '0', 2],
    ['5', '0', 2],
    ['7', '0', 2],
    ['2', '0', 3],
    ['4', '0', 3],
    ['6', '0', 3],
    ['8', '0', 3],
    ['1', '1', 3],
    ['3', '1', 3],
    ['2', '1', 3],
    ['1', '', 3],
  ])(
    'unit type %s with childDiscountFlag %j divides by %d (2 adults, 3 beds)',
    (unitType, childFlag, divisor) => {
      const coupon = makeCoupon({ discountUnitType: unitType, childDiscountFlag: childFlag });
      expect(couponDiscountDivisor(coupon, 2, 3)).toBe(divisor);
    },
  );
  it('never divides by less than 1', () => {
    expect(couponDiscountDivisor(makeCoupon(), 0, 0)).toBe(1);
    expect(couponDiscountDivisor(makeCoupon({ discountUnitType: '2' }), 2, 0)).toBe(1);
  });
  it('rounds the per-person discount down', () => {
    expect(couponPerPersonDiscount(makeCoupon(), 2501, 2, 3)).toBe(1250);
    expect(couponPerPersonDiscount(makeCoupon({ discountUnitType: '2' }), 1000, 2, 3)).toBe(333);
    expect(couponPerPersonDiscount(makeCoupon(), 0, 2, 3)).toBe(0);
  });
});
