import { describe, expect, it } from 'vitest';
import {
  couponRoundingMode,
  couponRoundingUnit,
  roundCouponAmount,
  roundCouponFraction,
  roundedRateDiscount,
} from './rounding';

describe('rounding unit is 10, or 10 ** roundDigit when given (spec §5)', () => {
  it.each([
    [null, 10],
    [undefined, 10],
    [0, 1],
    [1, 10],
    [2, 100],
    [3, 1000],
    [-1, 10],
    [1.5, 10],
    [10, 10],
  ])('roundDigit %j gives unit %j', (digit, unit) => {
    expect(couponRoundingUnit(digit)).toBe(unit);
  });
});

describe("rounding by roundType: '1' up, '2' down, otherwise nearest half up (spec §5)", () => {
  it.each([
    // value, roundType, unit, expected
    [1235, '1', 10, 1240],
    [1235, '2', 10, 1230],
    [1235, '0', 10, 1240],
    [1234, '', 10, 1230],
    [1234, '1', 10, 1240],
    [1231, '2', 10, 1230],
    [1240, '1', 10, 1240],
    [1240, '2', 10, 1240],
    [1250, '3', 100, 1300],
    [1249, '3', 100, 1200],
    [1201, '1', 100, 1300],
    [1234.5, '', 1, 1235],
    [1234.4, '', 1, 1234],
    [1234.01, '1', 1, 1235],
    [1234.99, '2', 1, 1234],
    [0, '1', 10, 0],
    [4, '', 10, 0],
    [5, '', 10, 10],
  ])('%d with roundType %j to unit %d is %d', (value, roundType, unit, expected) => {
    expect(roundCouponAmount(value, roundType, unit)).toBe(expected);
  });

  it.each([
    ['1', 'up'],
    ['2', 'down'],
    ['0', 'nearest'],
    ['', 'nearest'],
    ['3', 'nearest'],
  ])('roundType %j is the pricing mode %j', (roundType, mode) => {
    expect(couponRoundingMode(roundType)).toBe(mode);
  });

  it('rounds fractions exactly', () => {
    expect(roundCouponFraction(7, 2, '', 1)).toBe(4);
    expect(roundCouponFraction(7, 2, '2', 1)).toBe(3);
    expect(roundCouponFraction(1, 3, '1', 1)).toBe(1);
  });

  it('rejects what is not a non-negative amount', () => {
    expect(() => roundCouponAmount(-1, '1', 10)).toThrow(RangeError);
    expect(() => roundCouponAmount(Number.NaN, '1', 10)).toThrow(RangeError);
    expect(() => roundCouponFraction(1, 0, '1', 10)).toThrow(RangeError);
    expect(() => roundCouponFraction(1, 1, '1', 0)).toThrow(RangeError);
  });
});

describe('rate discounts are rounded exactly (spec §5)', () => {
  it.each([
    // price, rate %, roundType, unit, expected
    [12345, 15, '2', 10, 1850],
    [12345, 15, '1', 10, 1860],
    [12345, 15, '', 10, 1850],
    [12345, 15, '', 1, 1852],
    // 1100 × 0.07 is 77.00000000000001 in floating point: an exact 77 must not round up to 78.
    [1100, 7, '1', 1, 77],
    [1000, 2.5, '1', 10, 30],
    [1000, 2.5, '2', 1, 25],
    [1000, 0, '1', 10, 0],
    [1000, -5, '1', 10, 0],
  ])('%d × %d%% (roundType %j, unit %d) is %d', (price, rate, roundType, unit, expected) => {
    expect(roundedRateDiscount(price, rate, roundType, unit)).toBe(expected);
  });
});
