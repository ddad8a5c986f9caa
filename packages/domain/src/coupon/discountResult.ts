/**
 * The discount result of one coupon on a passenger-range input (spec §3 "Discount result", §5, §9).
 *
 * Spec §5: a coupon is usable only when the price after discount is at or above lowerLimitPrice (a
 * configuration value) and strictly below the pre-discount price; for a price range both the minimum
 * and the maximum must meet this. "Price" here is the booking total of spec §9 (sum of price × pax),
 * so lowerLimitPrice is the least a discounted booking may cost (e.g. 1 yen: no free bookings).
 *
 * Per adult (spec §9): the per-person discount is the total discount over the divisor
 * (./discount.ts), rounded down; the adult price after discount is floored at 0. The ranking of
 * coupons (./bestCoupon.ts) uses the per-person discount at the minimum prices, the headline
 * "from" price of a list card.
 */
import { couponDiscountAmount, couponPerPersonDiscount, type CouponDiscountOptions } from './discount';
import { totalPrice } from '../pricing/totals';
import { couponBedCount, couponPriceLines, wholeNonNegative } from './totalPrice';
import type { Coupon, CouponDiscountResult, CouponPassengerRangeInput } from './types';

export interface CouponDiscountEvaluation extends CouponDiscountResult {
  /** Booking totals before the discount. */
  totalMinPrice: number;
  totalMaxPrice: number;
  /** Total discount at the maximum prices (discountPrice is the one at the minimum prices). */
  discountPriceMax: number;
  perPersonDiscountMin: number;
  perPersonDiscountMax: number;
  /** Adult minimum / maximum price after the per-person discount, floored at 0 (spec §9). */
  discountMinPrice: number;
  discountMaxPrice: number;
}

export interface CouponDiscountEvaluationOptions extends CouponDiscountOptions {
  /** Spec §5/§9: from configuration. */
  lowerLimitPrice: number;
}

/** Spec §5: after-discount total within [lowerLimitPrice, pre-discount total). */
export function isCouponPriceUsable(before: number, after: number, lowerLimitPrice: number): boolean {
  return after >= lowerLimitPrice && after < before;
}

/** Spec §3/§5/§9: discount, usability and per-adult prices of one coupon. */
export function evaluateCouponDiscount(
  coupon: Coupon,
  input: CouponPassengerRangeInput,
  options: CouponDiscountEvaluationOptions,
): CouponDiscountEvaluation {
  const minLines = couponPriceLines(input, 'min');
  const maxLines = couponPriceLines(input, 'max');
  const totalMinPrice = totalPrice(minLines);
  const totalMaxPrice = totalPrice(maxLines);
  const discountMin = couponDiscountAmount(coupon, minLines, options);
  const discountMax = couponDiscountAmount(coupon, maxLines, options);
  const minPrice = totalMinPrice - discountMin;
  const maxPrice = totalMaxPrice - discountMax;
  const usable =
    isCouponPriceUsable(totalMinPrice, minPrice, options.lowerLimitPrice) &&
    isCouponPriceUsable(totalMaxPrice, maxPrice, options.lowerLimitPrice);
  const adultPax = wholeNonNegative(input.adult.pax);
  const bedCount = couponBedCount(input);
  const perPersonDiscountMin = couponPerPersonDiscount(coupon, discountMin, adultPax, bedCount);
  const perPersonDiscountMax = couponPerPersonDiscount(coupon, discountMax, adultPax, bedCount);
  return {
    usable,
    discountPrice: discountMin,
    minPrice,
    maxPrice,
    totalMinPrice,
    totalMaxPrice,
    discountPriceMax: discountMax,
    perPersonDiscountMin,
    perPersonDiscountMax,
    discountMinPrice: Math.max(0, minLines.adult.price - perPersonDiscountMin),
    discountMaxPrice: Math.max(0, maxLines.adult.price - perPersonDiscountMax),
  };
}
