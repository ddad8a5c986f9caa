/**
 * Booking totals of a passenger-range input (spec §9): total price = sum over adult, child, infant of
 * price × pax, for the minimum and for the maximum prices. The formula is pricing/totals.ts; the
 * coupon rules only add their reading of the input: a value that is not a whole non-negative number
 * (a fraction, a negative, NaN) counts as its whole part or 0, so a coupon check never throws on a
 * malformed price.
 */
import { DEFAULT_BED_COUNT } from '../pax/bedCount';
import type { PaxCategory } from '../pax/appPaxCodes';
import { totalPrice, type PaxPriceLine, type PaxPriceRange } from '../pricing/totals';
import type { CouponPassengerRangeInput } from './types';

export type CouponPriceLines = Record<PaxCategory, PaxPriceLine>;

/** A non-negative whole number (yen or head count); anything else counts as 0. */
export function wholeNonNegative(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

function wholeRange(range: PaxPriceRange): PaxPriceRange {
  return {
    minPrice: wholeNonNegative(range.minPrice),
    maxPrice: wholeNonNegative(range.maxPrice),
    pax: wholeNonNegative(range.pax),
  };
}

/** The per-category price lines at the minimum ('min') or maximum ('max') prices. */
export function couponPriceLines(input: CouponPassengerRangeInput, side: 'min' | 'max'): CouponPriceLines {
  const line = (category: PaxCategory): PaxPriceLine => {
    const range = wholeRange(input[category]);
    return { price: side === 'min' ? range.minPrice : range.maxPrice, pax: range.pax };
  };
  return { adult: line('adult'), child: line('child'), infant: line('infant') };
}

/** Spec §9 total price for the minimum and the maximum prices (pricing/totals.ts totalPrice). */
export function couponTotalPrices(input: CouponPassengerRangeInput): { min: number; max: number } {
  return { min: totalPrice(couponPriceLines(input, 'min')), max: totalPrice(couponPriceLines(input, 'max')) };
}

/** bedCount of the input as a divisor: a whole number of at least 1 (spec §9 default bed count 1). */
export function couponBedCount(input: CouponPassengerRangeInput): number {
  return wholeNonNegative(input.bedCount) || DEFAULT_BED_COUNT;
}
