import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePrice } from './priceCalculation';
import { CONSUMPTION_TAX_RATE } from './tax';

describe('spec §9 price calculation: price × (1 + tax) × (1 − commission), plus markup amount, ÷ (1 − markup rate), rounded up when positive', () => {
  it('adds 10% consumption tax without float error (12300 → 13530, not 13531)', () => {
    // the float traps this rule avoids: 12300 × 1.1 = 13530.000000000002, 100 × 1.1 = 110.00000000000001
    expect(Math.ceil(12300 * 1.1)).toBe(13531);
    expect(Math.ceil(100 * 1.1)).toBe(111);
    expect(calculatePrice({ price: 100, taxRate: CONSUMPTION_TAX_RATE })).toBe(110);
    expect(calculatePrice({ price: 1000, taxRate: CONSUMPTION_TAX_RATE })).toBe(1100);
    expect(calculatePrice({ price: 12300, taxRate: 0.1 })).toBe(13530);
    expect(calculatePrice({ price: 5000, taxRate: 0.08 })).toBe(5400);
  });
  it('applies the terms in the spec order', () => {
    // 10000 × 1.1 × 0.9 = 9900; + 100 = 10000; ÷ 0.8 = 12500
    expect(
      calculatePrice({ price: 10000, taxRate: 0.1, commissionRate: 0.1, markupAmount: 100, markupRate: 0.2 }),
    ).toBe(12500);
    // markup amount is added before the markup-rate gross-up, not after: (1000 + 100) / 0.5
    expect(calculatePrice({ price: 1000, taxRate: 0, markupAmount: 100, markupRate: 0.5 })).toBe(2200);
  });
  it('rounds a fractional yen up', () => {
    expect(calculatePrice({ price: 1001, taxRate: 0.1 })).toBe(1102); // 1101.1
    expect(calculatePrice({ price: 1000, taxRate: 0, markupRate: 0.3 })).toBe(1429); // 1428.57…
    expect(calculatePrice({ price: 999, taxRate: 0.1, commissionRate: 0.15 })).toBe(935); // 934.065
  });
  it('returns 0 when the result is not positive', () => {
    expect(calculatePrice({ price: 0, taxRate: 0.1 })).toBe(0);
    expect(calculatePrice({ price: 1000, taxRate: 0.1, markupAmount: -2000 })).toBe(0);
    expect(Object.is(calculatePrice({ price: 1000, taxRate: 0, commissionRate: 1 }), 0)).toBe(true);
  });
  it('refuses rates out of range', () => {
    expect(() => calculatePrice({ price: 1000, taxRate: 0.1, markupRate: 1 })).toThrow(RangeError);
    expect(() => calculatePrice({ price: 1000, taxRate: -0.1 })).toThrow(RangeError);
    expect(() => calculatePrice({ price: 1000, taxRate: 0.1, commissionRate: 1.2 })).toThrow(RangeError);
    expect(() => calculatePrice({ price: Number.NaN, taxRate: 0.1 })).toThrow(RangeError);
    expect(() => calculatePrice({ price: -1, taxRate: 0.1 })).toThrow(RangeError);
  });

  const rate = fc.integer({ min: 0, max: 99 }).map((n) => n / 100);
  const terms = fc.record({
    taxRate: fc.integer({ min: 0, max: 20 }).map((n) => n / 100),
    commissionRate: rate,
    markupAmount: fc.integer({ min: 0, max: 10000 }),
    markupRate: rate,
  });
  it('property: the result is an integer, at least the exact value, less than one yen above it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), terms, (price, t) => {
        const result = calculatePrice({ price, ...t });
        expect(Number.isSafeInteger(result)).toBe(true);
        // exact value = num × 100 / den, in integers (every rate here is n/100)
        const num =
          BigInt(price) *
            BigInt(Math.round((1 + t.taxRate) * 100)) *
            BigInt(Math.round((1 - t.commissionRate) * 100)) +
          BigInt(t.markupAmount) * 10000n;
        const den = 10000n * BigInt(Math.round((1 - t.markupRate) * 100));
        const exactTimesDen = num * 100n;
        expect(BigInt(result) * den >= exactTimesDen).toBe(true);
        expect((BigInt(result) - 1n) * den < exactTimesDen).toBe(true);
      }),
    );
  });
  it('property: monotonic in price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        terms,
        (price, extra, t) => {
          expect(calculatePrice({ price: price + extra, ...t })).toBeGreaterThanOrEqual(
            calculatePrice({ price, ...t }),
          );
        },
      ),
    );
  });
});
