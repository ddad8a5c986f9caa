import { describe, expect, it } from 'vitest';
import { totalPrice, totalPriceRange } from './totals';

describe('spec §9 "Total price = sum over adult, child, infant of price times pax (for minimum and maximum)"', () => {
  it('sums price × pax for the minimum and for the maximum', () => {
    expect(
      totalPriceRange({
        adult: { minPrice: 12300, maxPrice: 15000, pax: 2 },
        child: { minPrice: 8000, maxPrice: 9000, pax: 1 },
        infant: { minPrice: 0, maxPrice: 1000, pax: 1 },
      }),
    ).toEqual({ minPrice: 32600, maxPrice: 40000 });
  });
  it('counts a missing category as nobody', () => {
    expect(totalPriceRange({ adult: { minPrice: 10000, maxPrice: 12000, pax: 1 } })).toEqual({
      minPrice: 10000,
      maxPrice: 12000,
    });
    expect(totalPriceRange({})).toEqual({ minPrice: 0, maxPrice: 0 });
  });
  it('ignores the price of a category with no passengers', () => {
    expect(
      totalPriceRange({
        adult: { minPrice: 1, maxPrice: 1, pax: 1 },
        child: { minPrice: 9999, maxPrice: 9999, pax: 0 },
      }),
    ).toEqual({ minPrice: 1, maxPrice: 1 });
  });
  it('sums one side of price lines with the same formula (the coupon totals use it)', () => {
    expect(
      totalPrice({
        adult: { price: 12300, pax: 2 },
        child: { price: 8000, pax: 1 },
        infant: { price: 0, pax: 1 },
      }),
    ).toBe(32600);
    expect(totalPrice({})).toBe(0);
    expect(() => totalPrice({ adult: { price: 1.5, pax: 1 } })).toThrow(RangeError);
  });
  it('refuses fractional yen and negative or fractional pax', () => {
    expect(() => totalPriceRange({ adult: { minPrice: 100.5, maxPrice: 200, pax: 1 } })).toThrow(RangeError);
    expect(() => totalPriceRange({ adult: { minPrice: 100, maxPrice: 200, pax: -1 } })).toThrow(RangeError);
    expect(() => totalPriceRange({ child: { minPrice: 100, maxPrice: 200, pax: 1.5 } })).toThrow(RangeError);
  });
});
