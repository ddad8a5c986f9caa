import { describe, expect, it } from 'vitest';
import { ceil, div, floor, fromNumber } from './rational';

describe('exact decimal arithmetic behind spec §9 price rules', () => {
  it('reads numbers as the decimal they print as', () => {
    expect(fromNumber(0.1)).toEqual({ n: 1n, d: 10n });
    expect(fromNumber(1.1)).toEqual({ n: 11n, d: 10n });
    expect(fromNumber(1e-7)).toEqual({ n: 1n, d: 10000000n });
    expect(fromNumber(-2.5)).toEqual({ n: -25n, d: 10n });
    expect(fromNumber(1e21)).toEqual({ n: 10n ** 21n, d: 1n });
    expect(() => fromNumber(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
  it('floors and ceils toward the right infinity', () => {
    expect(floor({ n: -7n, d: 2n })).toBe(-4n);
    expect(ceil({ n: -7n, d: 2n })).toBe(-3n);
    expect(ceil({ n: 7n, d: 2n })).toBe(4n);
    expect(floor({ n: 6n, d: 2n })).toBe(3n);
  });
  it('keeps the denominator positive when dividing by a negative', () => {
    expect(div({ n: 1n, d: 2n }, { n: -1n, d: 3n })).toEqual({ n: -3n, d: 2n });
    expect(() => div({ n: 1n, d: 1n }, { n: 0n, d: 1n })).toThrow(RangeError);
  });
});
