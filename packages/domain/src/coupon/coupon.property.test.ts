import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeCoupon, makePax } from './coupon.fixtures';
import { resolveCouponDiscount } from './couponPricing';
import { couponDiscountAmount } from './discount';
import { evaluateCouponDiscount } from './discountResult';
import { couponRoundingUnit, roundCouponAmount, roundedRateDiscount } from './rounding';
import type { CouponPriceLines } from './totalPrice';
import type { Coupon, CouponPassengerRangeInput } from './types';

const flag = fc.constantFrom('0', '1');
const couponArb = (code: fc.Arbitrary<string> = fc.constant('C')): fc.Arbitrary<Coupon> =>
  fc
    .record({
      couponCode: code,
      discountUnitType: fc.constantFrom('1', '2', '3', '4', '5', '6', '7', '8', '9'),
      discount: fc.oneof(fc.integer({ min: 0, max: 60000 }), fc.double({ min: 0, max: 100, noNaN: true })),
      maxDiscountAmtForRate: fc.option(fc.integer({ min: 1, max: 20000 }), { nil: null }),
      minusRuleType: fc.constantFrom('0', '1', ''),
      adultDiscountFlag: flag,
      childDiscountFlag: flag,
      infantDiscountFlag: flag,
      roundType: fc.constantFrom('1', '2', '', '0'),
      roundDigit: fc.option(fc.integer({ min: 0, max: 4 }), { nil: null }),
    })
    .map((fields) => makeCoupon(fields));

const rangeArb = (minPax: number) =>
  fc
    .tuple(
      fc.integer({ min: 0, max: 300000 }),
      fc.integer({ min: 0, max: 200000 }),
      fc.integer({ min: minPax, max: 6 }),
    )
    .map(([min, extra, pax]) => [min, min + extra, pax] as const);
const paxArb: fc.Arbitrary<CouponPassengerRangeInput> = fc
  .tuple(rangeArb(1), rangeArb(0), rangeArb(0), fc.integer({ min: 0, max: 9 }))
  .map(([adult, child, infant, bedCount]) => makePax(adult, child, infant, bedCount));
const nightsArb = fc.integer({ min: 1, max: 5 });

describe('property: no discounted price goes below zero (spec §5 minusRuleType, §9 floor at 0)', () => {
  it("a single passenger's discount never exceeds their price under minusRuleType '1'", () => {
    fc.assert(
      fc.property(
        couponArb().map((c) => ({ ...c, minusRuleType: '1' })),
        fc.constantFrom('adult', 'child', 'infant'),
        fc.integer({ min: 0, max: 100000 }),
        nightsArb,
        (coupon, category, price, nights) => {
          const lines: CouponPriceLines = {
            adult: { price: 0, pax: 0 },
            child: { price: 0, pax: 0 },
            infant: { price: 0, pax: 0 },
            [category]: { price, pax: 1 },
          };
          const discount = couponDiscountAmount(coupon, lines, { nights });
          expect(discount).toBeGreaterThanOrEqual(0);
          expect(price - discount).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('totals and per-adult prices after any coupon are whole yen and never negative', () => {
    fc.assert(
      fc.property(couponArb(), paxArb, nightsArb, (coupon, pax, nights) => {
        const e = evaluateCouponDiscount(coupon, pax, { lowerLimitPrice: 0, nights });
        for (const value of [
          e.minPrice,
          e.maxPrice,
          e.discountMinPrice,
          e.discountMaxPrice,
          e.discountPrice,
        ]) {
          expect(Number.isSafeInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});

describe('property: the best coupon does not depend on input order (spec §9)', () => {
  it('gives the same answer for any permutation of the candidates', () => {
    const couponsArb = fc.uniqueArray(couponArb(fc.stringMatching(/^[A-Z0-9]{1,4}$/)), {
      minLength: 1,
      maxLength: 8,
      selector: (c) => c.couponCode,
    });
    fc.assert(
      fc.property(
        couponsArb.chain((coupons) =>
          fc.tuple(fc.constant(coupons), fc.shuffledSubarray(coupons, { minLength: coupons.length })),
        ),
        paxArb,
        fc.integer({ min: 0, max: 5000 }),
        ([coupons, shuffled], pax, lowerLimitPrice) => {
          const request = { pax, app: 'tour' as const, lowerLimitPrice };
          expect(resolveCouponDiscount({ ...request, coupons: shuffled })).toEqual(
            resolveCouponDiscount({ ...request, coupons }),
          );
        },
      ),
    );
  });
});

describe('property: rounding results are multiples of the unit (spec §5)', () => {
  const roundTypeArb = fc.constantFrom('1', '2', '', '0', '9');
  const digitArb = fc.option(fc.integer({ min: 0, max: 5 }), { nil: null });
  it('rounds amounts to a multiple of the unit, in the rounding direction, less than one unit away', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), roundTypeArb, digitArb, (value, roundType, digit) => {
        const unit = couponRoundingUnit(digit);
        const rounded = roundCouponAmount(value, roundType, unit);
        expect(rounded % unit).toBe(0);
        expect(Math.abs(rounded - value)).toBeLessThan(unit);
        if (roundType === '1') expect(rounded).toBeGreaterThanOrEqual(value);
        if (roundType === '2') expect(rounded).toBeLessThanOrEqual(value);
      }),
    );
  });
  it('rounds rate discounts to a multiple of the unit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        roundTypeArb,
        digitArb,
        (price, rate, roundType, digit) => {
          const unit = couponRoundingUnit(digit);
          expect(roundedRateDiscount(price, rate, roundType, unit) % unit).toBe(0);
        },
      ),
    );
  });
});

describe('property: a usable coupon never raises a price (spec §5 strictly below, lowerLimitPrice)', () => {
  it('keeps usable totals in [lowerLimitPrice, pre-discount) and adult prices at or below the original', () => {
    fc.assert(
      fc.property(couponArb(), paxArb, fc.integer({ min: 0, max: 50000 }), (coupon, pax, lowerLimitPrice) => {
        const e = evaluateCouponDiscount(coupon, pax, { lowerLimitPrice });
        if (!e.usable) return;
        expect(e.minPrice).toBeLessThan(e.totalMinPrice);
        expect(e.maxPrice).toBeLessThan(e.totalMaxPrice);
        expect(e.minPrice).toBeGreaterThanOrEqual(lowerLimitPrice);
        expect(e.maxPrice).toBeGreaterThanOrEqual(lowerLimitPrice);
        expect(e.discountMinPrice).toBeLessThanOrEqual(pax.adult.minPrice);
        expect(e.discountMaxPrice).toBeLessThanOrEqual(pax.adult.maxPrice);
      }),
    );
  });
});
