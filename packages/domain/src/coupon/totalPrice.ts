/**
 * Booking totals of a passenger-range input (spec §9): total price = sum over adult, child, infant of
 * price × pax, for the minimum and for the maximum prices.
 */
import {
  COUPON_DEFAULT_BED_COUNT,
  COUPON_PAX_CATEGORIES,
  type CouponPassengerRangeInput,
  type CouponPaxCategory,
} from './types';

/** Price of one passenger and head count of one category, integer yen. */
export interface CouponPriceLine {
  price: number;
  pax: number;
}

export type CouponPriceLines = Record<CouponPaxCategory, CouponPriceLine>;

/** A non-negative whole number (yen or head count); anything else counts as 0. */
export function wholeNonNegative(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** The per-category price lines at the minimum ('min') or maximum ('max') prices. */
export function couponPriceLines(input: CouponPassengerRangeInput, side: 'min' | 'max'): CouponPriceLines {
  const line = (category: CouponPaxCategory): CouponPriceLine => {
    const range = input[category];
    return {
      price: wholeNonNegative(side === 'min' ? range.minPrice : range.maxPrice),
      pax: wholeNonNegative(range.pax),
    };
  };
  return { adult: line('adult'), child: line('child'), infant: line('infant') };
}

/** Spec §9: sum over adult, child, infant of price × pax. */
export function couponLinesTotal(lines: CouponPriceLines): number {
  return COUPON_PAX_CATEGORIES.reduce(
    (sum, category) => sum + lines[category].price * lines[category].pax,
    0,
  );
}

/** Spec §9 total price for the minimum and the maximum prices. */
export function couponTotalPrices(input: CouponPassengerRangeInput): { min: number; max: number } {
  return {
    min: couponLinesTotal(couponPriceLines(input, 'min')),
    max: couponLinesTotal(couponPriceLines(input, 'max')),
  };
}

/** bedCount of the input as a divisor: a whole number of at least 1 (spec §9 default 1). */
export function couponBedCount(input: CouponPassengerRangeInput): number {
  return wholeNonNegative(input.bedCount) || COUPON_DEFAULT_BED_COUNT;
}
