import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ceilYenFraction,
  ROUNDING_BASE,
  roundYen,
  roundYenDown,
  roundYenFraction,
  roundYenNearest,
  roundYenUp,
} from './rounding';

describe('spec §9 "Rounding base 10": up, down, nearest', () => {
  it('uses 10 yen by default', () => {
    expect(ROUNDING_BASE).toBe(10);
    expect(roundYenUp(1201)).toBe(1210);
    expect(roundYenDown(1209)).toBe(1200);
    expect(roundYenNearest(1205)).toBe(1210);
    expect(roundYenNearest(1204)).toBe(1200);
  });
  it('leaves multiples alone', () => {
    for (const mode of ['up', 'down', 'nearest'] as const) expect(roundYen(1200, mode)).toBe(1200);
  });
  it('rounds other units (10 to the power roundDigit)', () => {
    expect(roundYen(12345, 'up', 100)).toBe(12400);
    expect(roundYen(12345, 'down', 1000)).toBe(12000);
    expect(roundYen(12350, 'nearest', 100)).toBe(12400);
    expect(roundYen(1234.5, 'nearest', 1)).toBe(1235);
  });
  it('is exact on decimals that binary floats cannot hold', () => {
    expect(roundYenDown(1100.0000000000002 - 0.0000000000002)).toBe(1100);
    expect(roundYen(0.1 * 3 * 1000, 'up', 1)).toBe(301); // 300.00000000000006 as written
    expect(roundYenNearest(1004.9999)).toBe(1000);
  });
  it('rounds negative amounts symmetrically (magnitude), never giving -0', () => {
    expect(roundYenNearest(-1205)).toBe(-1210);
    expect(roundYenUp(-1201)).toBe(-1210);
    expect(roundYenDown(-1209)).toBe(-1200);
    expect(Object.is(roundYenDown(-5), 0)).toBe(true);
  });
  it('rounds an exact fraction of integers without a float in between (the coupon rate discounts)', () => {
    expect(roundYenFraction(1100 * 7, 100, 'up', 1)).toBe(77); // 1100 × 0.07 is 77.00000000000001 as a float
    expect(roundYenFraction(7, 2, 'nearest', 1)).toBe(4);
    expect(roundYenFraction(7, 2, 'down', 1)).toBe(3);
    expect(roundYenFraction(1, 3, 'up', 1)).toBe(1);
    expect(roundYenFraction(12345n * 15n, 100n, 'nearest')).toBe(1850);
    expect(roundYenFraction(-2411, 2, 'nearest')).toBe(-1210);
    expect(roundYenFraction(2411, -2, 'up')).toBe(-1210);
    expect(roundYenFraction(10n ** 20n, 10n ** 12n, 'down')).toBe(100_000_000);
  });
  it('refuses a zero denominator or a non-integer part', () => {
    expect(() => roundYenFraction(1, 0, 'up')).toThrow(RangeError);
    expect(() => roundYenFraction(1.5, 2, 'up')).toThrow(RangeError);
    expect(() => roundYenFraction(1, 2, 'up', 0)).toThrow(RangeError);
  });
  it('refuses a bad unit', () => {
    expect(() => roundYen(100, 'up', 0)).toThrow(RangeError);
    expect(() => roundYen(100, 'up', 2.5)).toThrow(RangeError);
  });
  it("property: result is a multiple of the unit within one unit, on the mode's side", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.constantFrom(1, 10, 100, 1000), (v, unit) => {
        const up = roundYenUp(v, unit);
        const down = roundYenDown(v, unit);
        const near = roundYenNearest(v, unit);
        for (const r of [up, down, near]) expect(r % unit).toBe(0);
        expect(down).toBeLessThanOrEqual(v);
        expect(up).toBeGreaterThanOrEqual(v);
        expect(up - down).toBeLessThanOrEqual(unit);
        expect(Math.abs(near - v) * 2).toBeLessThanOrEqual(unit);
      }),
    );
  });
});

/** A result or the error it throws (a rounding past the safe integers throws either way). */
function outcome(run: () => number): number | string {
  try {
    return run();
  } catch (error) {
    return String(error);
  }
}

describe('ceilYenFraction: the integer way of rounding a fraction up (issue 15 search ranking)', () => {
  it('equals roundYenFraction up for every non-negative safe integer fraction', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 0, max: 10_000_000 }), fc.maxSafeNat()),
        fc.integer({ min: 1, max: 100_000 }),
        fc.constantFrom(1, 10, 100, 1000),
        (n, d, unit) => {
          expect(outcome(() => ceilYenFraction(n, d, unit))).toEqual(
            outcome(() => roundYenFraction(n, d, 'up', unit)),
          );
        },
      ),
      { numRuns: 3000 },
    );
  });
  it('equals the float quotient read as its decimal and rounded up, for prices a search ranks', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000_000 }),
        fc.integer({ min: 1, max: 9 * 30 }),
        (sum, d) => {
          expect(ceilYenFraction(sum, d)).toBe(roundYenUp(sum / d));
        },
      ),
      { numRuns: 3000 },
    );
  });
  it('rounds exact multiples to themselves and anything above up', () => {
    expect(ceilYenFraction(30_000, 3)).toBe(10_000);
    expect(ceilYenFraction(30_001, 3)).toBe(10_010);
    expect(ceilYenFraction(0, 7)).toBe(0);
    expect(ceilYenFraction(Number.MAX_SAFE_INTEGER - 1, 10)).toBe(
      roundYenFraction(Number.MAX_SAFE_INTEGER - 1, 10, 'up'),
    );
    expect(() => ceilYenFraction(Number.MAX_SAFE_INTEGER, 1)).toThrow(RangeError);
  });
  it('takes the exact way outside safe integers', () => {
    expect(ceilYenFraction(1000.5, 1)).toBe(1010);
    expect(ceilYenFraction(-1205, 1)).toBe(roundYenUp(-1205));
  });
});
