import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeCoupon, makePax } from './coupon.fixtures';
import {
  applyCouponStack,
  bestCouponOrder,
  bestCouponSelection,
  isCombinableCoupon,
  MAX_COUPONS_PER_BOOKING,
} from './stacking';
import type { Coupon } from './types';

const options = { lowerLimitPrice: 1, nights: 1 };
// total 50,000: adults 40,000 (the coupons below discount adults only), a child 10,000
const pax = makePax([20000, 20000, 2], [10000, 10000, 1]);

describe('coupon stacking by conbineFlag (issue 18 item 3)', () => {
  const yen2000 = makeCoupon({
    couponCode: 'A2000',
    discountUnitType: '2',
    discount: 2000,
    conbineFlag: '1',
  });
  const rate10 = makeCoupon({
    couponCode: 'B10',
    discountUnitType: '4',
    discount: 10,
    conbineFlag: '1',
    roundType: '2',
  });
  const alone = makeCoupon({ couponCode: 'C8', discountUnitType: '4', discount: 8, conbineFlag: '0' });

  it('applies a rate on what is left: the order with the rate first leaves the lowest price', () => {
    // yen first: 10 % of the adults' 38,400 left (19,200 each) = 3,840
    expect(applyCouponStack([yen2000, rate10], pax, options)?.paidTotal).toBe(50000 - 2000 - 3840);
    // rate first: 10 % of 40,000 = 4,000, then 2,000
    expect(applyCouponStack([rate10, yen2000], pax, options)?.paidTotal).toBe(50000 - 4000 - 2000);
    const answer = bestCouponOrder([yen2000, rate10], pax, options);
    expect('stack' in answer && answer.stack.coupons.map((c) => [c.coupon.couponCode, c.discount])).toEqual([
      ['B10', 4000],
      ['A2000', 2000],
    ]);
  });

  it('a non-combinable coupon is used alone; too many or the same code twice are refused', () => {
    expect(bestCouponOrder([yen2000, alone], pax, options)).toEqual({ refusal: 'NOT_COMBINABLE' });
    expect(bestCouponOrder([yen2000, yen2000], pax, options)).toEqual({ refusal: 'DUPLICATE' });
    const many = Array.from({ length: MAX_COUPONS_PER_BOOKING + 1 }, (_, i) =>
      makeCoupon({ couponCode: `M${i}`, conbineFlag: '1' }),
    );
    expect(bestCouponOrder(many, pax, options)).toEqual({ refusal: 'TOO_MANY' });
    expect('stack' in bestCouponOrder([alone], pax, options)).toBe(true);
  });

  it('a minimum amount is judged on the price left by the coupons before it', () => {
    const big = makeCoupon({ couponCode: 'BIG', discountUnitType: '2', discount: 30000, conbineFlag: '1' });
    const min25k = makeCoupon({
      couponCode: 'MIN',
      discountUnitType: '2',
      discount: 1000,
      conbineFlag: '1',
      minReserveAmt: 25000,
    });
    expect(applyCouponStack([big, min25k], pax, options)).toBeNull();
    const answer = bestCouponOrder([big, min25k], pax, options);
    expect('stack' in answer && answer.stack.coupons.map((c) => c.coupon.couponCode)).toEqual(['MIN', 'BIG']);
  });

  it('offers the lowest price: a stack of combinable coupons against a larger one alone', () => {
    const best = bestCouponSelection([yen2000, rate10, alone], pax, options);
    expect(best?.coupons.map((c) => c.coupon.couponCode)).toEqual(['B10', 'A2000']);
    const huge = makeCoupon({ couponCode: 'H', discountUnitType: '2', discount: 20000, conbineFlag: '0' });
    expect(
      bestCouponSelection([yen2000, rate10, huge], pax, options)?.coupons.map((c) => c.coupon.couponCode),
    ).toEqual(['H']);
  });
});

const couponArb = (code: string): fc.Arbitrary<Coupon> =>
  fc
    .record({
      discountUnitType: fc.constantFrom('1', '2', '3', '4'),
      amount: fc.integer({ min: 1, max: 15000 }),
      rate: fc.integer({ min: 1, max: 50 }),
      conbineFlag: fc.constantFrom('0', '1', '1'),
      minReserveAmt: fc.option(fc.integer({ min: 1000, max: 80000 }), { nil: null }),
      childDiscountFlag: fc.constantFrom('0', '1'),
    })
    .map((f) =>
      makeCoupon({
        couponCode: code,
        discountUnitType: f.discountUnitType,
        discount: f.discountUnitType === '3' || f.discountUnitType === '4' ? f.rate : f.amount,
        conbineFlag: f.conbineFlag,
        minReserveAmt: f.minReserveAmt,
        childDiscountFlag: f.childDiscountFlag,
      }),
    );
const couponsArb = fc
  .integer({ min: 1, max: 4 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => couponArb(`K${i}`))));
const paxArb = fc
  .tuple(
    fc.integer({ min: 1000, max: 60000 }),
    fc.integer({ min: 1, max: 4 }),
    fc.integer({ min: 0, max: 30000 }),
    fc.integer({ min: 0, max: 3 }),
  )
  .map(([adult, adults, child, children]) => makePax([adult, adult, adults], [child, child, children]));
const limitArb = fc.integer({ min: 0, max: 5000 });

describe('coupon stacking properties (fast-check)', () => {
  it('the chosen order leaves no more than any other order, every coupon takes something, the sums agree', () => {
    fc.assert(
      fc.property(couponsArb, paxArb, limitArb, (coupons, input, lowerLimitPrice) => {
        const opts = { lowerLimitPrice };
        const answer = bestCouponOrder(coupons, input, opts);
        if ('refusal' in answer) {
          if (answer.refusal === 'NOT_COMBINABLE')
            expect(coupons.some((c) => !isCombinableCoupon(c))).toBe(true);
          return;
        }
        const { stack } = answer;
        expect(stack.paidTotal).toBeGreaterThanOrEqual(lowerLimitPrice);
        expect(stack.coupons.every((c) => c.discount > 0)).toBe(true);
        expect(stack.coupons.reduce((s, c) => s + c.discount, 0)).toBe(stack.total - stack.paidTotal);
        // any other order of the same coupons: not lower
        const reversed = applyCouponStack(
          [...stack.coupons].reverse().map((c) => c.coupon),
          input,
          opts,
        );
        if (reversed) expect(stack.paidTotal).toBeLessThanOrEqual(reversed.paidTotal);
        // the same answer whatever order the coupons were listed in
        const again = bestCouponOrder([...coupons].reverse(), input, opts);
        expect('stack' in again && again.stack.paidTotal).toBe(stack.paidTotal);
        // a stack leaves no more than any of its coupons alone
        for (const { coupon } of stack.coupons) {
          const single = applyCouponStack([coupon], input, opts);
          if (single) expect(stack.paidTotal).toBeLessThanOrEqual(single.paidTotal);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('the offered selection never stacks a non-combinable coupon and beats every single coupon', () => {
    fc.assert(
      fc.property(couponsArb, paxArb, limitArb, (coupons, input, lowerLimitPrice) => {
        const opts = { lowerLimitPrice };
        const best = bestCouponSelection(coupons, input, opts);
        const singles = coupons.map((c) => applyCouponStack([c], input, opts)).filter((s) => s !== null);
        if (best === null) {
          expect(singles).toEqual([]);
          return;
        }
        if (best.coupons.length > 1)
          expect(best.coupons.every((c) => isCombinableCoupon(c.coupon))).toBe(true);
        for (const single of singles) expect(best.paidTotal).toBeLessThanOrEqual(single.paidTotal);
      }),
      { numRuns: 300 },
    );
  });
});
