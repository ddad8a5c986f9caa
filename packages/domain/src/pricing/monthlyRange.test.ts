import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRICE_RANGE_YEN,
  monthPriceRange,
  monthlyPriceRanges,
  priceRangeOrDefault,
} from './monthlyRange';

describe('spec §9 "Price range per month ignores entries with priceFrom not above 0"', () => {
  const stocks = [
    { date: '20261205', priceFrom: 12300, priceTo: 15000 },
    { date: '20261206', priceFrom: 0, priceTo: 99999 }, // sold out: ignored despite its priceTo
    { date: '20261212', priceFrom: 11000, priceTo: 14000 },
    { date: '20261219', priceFrom: -1, priceTo: 5000 },
    { date: '20270102', priceFrom: 20000, priceTo: 18000 }, // priceTo below priceFrom
    { date: '20270103', priceFrom: 21000 },
    { date: '2027010', priceFrom: 100, priceTo: 200 }, // bad date
  ];
  it('takes the lowest priceFrom and the highest priceTo per month, ascending', () => {
    expect(monthlyPriceRanges(stocks)).toEqual([
      { month: '202612', priceFrom: 11000, priceTo: 15000 },
      { month: '202701', priceFrom: 20000, priceTo: 21000 },
    ]);
  });
  it('gives one month, or null when nothing is priced', () => {
    expect(monthPriceRange(stocks, '202612')).toEqual({ priceFrom: 11000, priceTo: 15000 });
    expect(monthPriceRange([{ date: '20270201', priceFrom: 0, priceTo: 0 }], '202702')).toBeNull();
    expect(monthPriceRange(stocks, '202703')).toBeNull();
  });
  it('is order independent', () => {
    expect(monthlyPriceRanges([...stocks].reverse())).toEqual(monthlyPriceRanges(stocks));
  });
});

describe('spec §9 "Default price range in reference data 10000–100000 yen"', () => {
  it('is 10,000 to 100,000 yen', () => {
    expect(DEFAULT_PRICE_RANGE_YEN).toEqual({ minPrice: 10000, maxPrice: 100000 });
  });
  it('falls back to it when the reference data gives no usable range', () => {
    expect(priceRangeOrDefault(undefined)).toEqual({ minPrice: 10000, maxPrice: 100000 });
    expect(priceRangeOrDefault({ minPrice: 5000 })).toEqual({ minPrice: 10000, maxPrice: 100000 });
    expect(priceRangeOrDefault({ minPrice: 50000, maxPrice: 1000 })).toEqual({
      minPrice: 10000,
      maxPrice: 100000,
    });
    expect(priceRangeOrDefault({ minPrice: 5000, maxPrice: 300000 })).toEqual({
      minPrice: 5000,
      maxPrice: 300000,
    });
  });
  it('hands out a copy, not the constant', () => {
    const range = priceRangeOrDefault(null);
    range.minPrice = 1;
    expect(DEFAULT_PRICE_RANGE_YEN.minPrice).toBe(10000);
  });
});
