import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatFromPrice,
  formatNumberGrouped,
  formatPrice,
  formatPriceRange,
  parsePriceText,
} from './priceText';

describe('spec §9 "Price text: comma grouping, yen 円, range separator ～"', () => {
  it('groups by three digits and appends 円', () => {
    expect(formatPrice(12300)).toBe('12,300円');
    expect(formatPrice(0)).toBe('0円');
    expect(formatPrice(999)).toBe('999円');
    expect(formatPrice(1000)).toBe('1,000円');
    expect(formatPrice(1234567)).toBe('1,234,567円');
    expect(formatPrice(-1000)).toBe('-1,000円');
    expect(formatNumberGrouped(1234567)).toBe('1,234,567');
  });
  it('writes ranges with ～ and the from-price with a trailing ～', () => {
    expect(formatPriceRange(12300, 15000)).toBe('12,300円～15,000円');
    expect(formatPriceRange(12300, null)).toBe('12,300円～');
    expect(formatFromPrice(12300)).toBe('12,300円～');
    expect(formatPriceRange(12300, 12300)).toBe('12,300円');
  });
  it('writes the en equivalents with the yen sign in front', () => {
    expect(formatPrice(12300, 'en')).toBe('¥12,300');
    expect(formatPrice(-1000, 'en')).toBe('-¥1,000');
    expect(formatPriceRange(12300, 15000, 'en')).toBe('¥12,300–¥15,000');
    expect(formatPriceRange(12300, undefined, 'en')).toBe('from ¥12,300');
  });
  it('refuses fractional or unsafe amounts (money is integer yen)', () => {
    expect(() => formatPrice(12300.5)).toThrow(RangeError);
    expect(() => formatPrice(Number.NaN)).toThrow(RangeError);
    expect(() => formatPrice(2 ** 60)).toThrow(RangeError);
  });
  it('reads price texts back, strictly', () => {
    expect(parsePriceText('12,300円')).toBe(12300);
    expect(parsePriceText('¥12,300')).toBe(12300);
    expect(parsePriceText('-1,000円')).toBe(-1000);
    expect(parsePriceText('12300円')).toBeNull();
    expect(parsePriceText('1,2300円')).toBeNull();
    expect(parsePriceText('012円')).toBeNull();
    expect(parsePriceText('12,300')).toBeNull();
    expect(parsePriceText('¥12,300円')).toBeNull();
  });
  it('property: price text parses back to the number, in both languages', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.constantFrom('ja' as const, 'en' as const), (n, lang) => {
        expect(parsePriceText(formatPrice(n, lang))).toBe(n);
      }),
    );
  });
  it('property: grouping matches Intl.NumberFormat ja-JP', () => {
    const intl = new Intl.NumberFormat('ja-JP');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(formatNumberGrouped(n)).toBe(intl.format(n));
      }),
    );
  });
});
