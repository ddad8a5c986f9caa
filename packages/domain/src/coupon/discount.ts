/**
 * How much a coupon takes off (spec §5, §9).
 *
 * discountUnitType code table (the spec shows only that 1, 3, 5 and 7 differ from the other codes in
 * the per-person divisor rule; this table is our reading, chosen so that exactly those codes are the
 * "per passenger" ones, whose discount belongs to the discounted passengers alone):
 *
 * | code | discount value | applied to                                  | cap of a rate            |
 * |------|----------------|---------------------------------------------|--------------------------|
 * | '1'  | yen            | each discounted passenger (1名あたり)        | -                        |
 * | '2'  | yen            | the booking once (1予約あたり)               | -                        |
 * | '3'  | percent        | each discounted passenger's price           | per passenger            |
 * | '4'  | percent        | the sum of the discounted passengers' prices | per booking             |
 * | '5'  | yen × nights   | each discounted passenger (1名1泊あたり)     | -                        |
 * | '6'  | yen × nights   | the booking (1予約1泊あたり)                 | -                        |
 * | '7'  | percent        | each discounted passenger's price           | per passenger × nights   |
 * | '8'  | percent        | the sum of the discounted passengers' prices | per booking × nights    |
 *
 * Any other code: no discount (the coupon is then never usable). nights defaults to 1 (day trips,
 * activities, car rental).
 *
 * Discounted passengers (spec §5): a category's discount is zero unless its discount flag
 * (adultDiscountFlag / childDiscountFlag / infantDiscountFlag) is '1'. A per-booking discount applies
 * only when at least one discounted passenger travels, and only against their prices.
 *
 * Rates (spec §5): percent of the price, rounded by roundType to the coupon's unit (./rounding.ts),
 * then capped by maxDiscountAmtForRate when present. Yen amounts are whole yen, never rounded.
 *
 * minusRuleType (spec §5): with '1', a discount that would take its price (the passenger's price, or
 * for a per-booking code the discounted passengers' sum) below zero counts as zero: the coupon gives
 * nothing there rather than a free trip. With any other value the discount is cut to the price, so
 * the price after it is floored at 0 (spec §9).
 *
 * Per-person discount (spec §9): total discount / adult pax, rounded down; the divisor is bedCount
 * instead when discountUnitType is not 1, 3, 5 or 7, or childDiscountFlag is not '0' (the discount
 * then belongs to every bed user, not only to the adults). Divisors are at least 1.
 */
import { roundedRateDiscount, couponRoundingUnit } from './rounding';
import { wholeNonNegative, type CouponPriceLines } from './totalPrice';
import { PAX_CATEGORIES, type PaxCategory } from '../pax/appPaxCodes';
import { totalPrice } from '../pricing/totals';
import type { Coupon } from './types';

export interface CouponDiscountUnitRule {
  basis: 'amount' | 'rate';
  scope: 'perPerson' | 'perBooking';
  /** Amounts (and rate caps) count once per night. */
  perNight: boolean;
}

/** The discountUnitType code table above. */
export const COUPON_DISCOUNT_UNIT_TYPES: Readonly<Record<string, CouponDiscountUnitRule>> = {
  '1': { basis: 'amount', scope: 'perPerson', perNight: false },
  '2': { basis: 'amount', scope: 'perBooking', perNight: false },
  '3': { basis: 'rate', scope: 'perPerson', perNight: false },
  '4': { basis: 'rate', scope: 'perBooking', perNight: false },
  '5': { basis: 'amount', scope: 'perPerson', perNight: true },
  '6': { basis: 'amount', scope: 'perBooking', perNight: true },
  '7': { basis: 'rate', scope: 'perPerson', perNight: true },
  '8': { basis: 'rate', scope: 'perBooking', perNight: true },
};

/** Spec §9: unit types whose per-person divisor is the adult count (when children are not discounted). */
export const COUPON_ADULT_DIVISOR_UNIT_TYPES: readonly string[] = ['1', '3', '5', '7'];

const DISCOUNT_FLAG: Record<PaxCategory, 'adultDiscountFlag' | 'childDiscountFlag' | 'infantDiscountFlag'> = {
  adult: 'adultDiscountFlag',
  child: 'childDiscountFlag',
  infant: 'infantDiscountFlag',
};

/** Spec §5: whether the coupon's discount flags cover a passenger category. */
export function couponDiscountsCategory(coupon: Coupon, category: PaxCategory): boolean {
  return coupon[DISCOUNT_FLAG[category]] === '1';
}

export interface CouponDiscountOptions {
  /** Nights of the stay for the per-night unit types; default 1. */
  nights?: number;
}

/** Spec §5 minusRuleType: the discount that a price of `price` can take. */
export function applyCouponMinusRule(coupon: Coupon, discount: number, price: number): number {
  if (discount <= price) return discount;
  return coupon.minusRuleType === '1' ? 0 : price;
}

function rawDiscount(coupon: Coupon, rule: CouponDiscountUnitRule, price: number, nights: number): number {
  const times = rule.perNight ? nights : 1;
  if (rule.basis === 'amount') return wholeNonNegative(coupon.discount) * times;
  const rounded = roundedRateDiscount(
    price,
    coupon.discount,
    coupon.roundType,
    couponRoundingUnit(coupon.roundDigit),
  );
  return coupon.maxDiscountAmtForRate != null
    ? Math.min(rounded, coupon.maxDiscountAmtForRate * times)
    : rounded;
}

/**
 * Spec §5: the coupon's total discount in yen for a booking whose per-category prices and counts are
 * `lines` (one side, minimum or maximum, of a passenger-range input).
 */
export function couponDiscountAmount(
  coupon: Coupon,
  lines: CouponPriceLines,
  options: CouponDiscountOptions = {},
): number {
  const rule = COUPON_DISCOUNT_UNIT_TYPES[coupon.discountUnitType];
  if (!rule) return 0;
  const nights = wholeNonNegative(options.nights ?? 1) || 1;
  const covered = PAX_CATEGORIES.filter(
    (category) => couponDiscountsCategory(coupon, category) && lines[category].pax > 0,
  );
  if (rule.scope === 'perPerson') {
    return covered.reduce((sum, category) => {
      const { price, pax } = lines[category];
      return sum + applyCouponMinusRule(coupon, rawDiscount(coupon, rule, price, nights), price) * pax;
    }, 0);
  }
  if (covered.length === 0) return 0;
  const base = totalPrice(Object.fromEntries(covered.map((category) => [category, lines[category]])));
  return applyCouponMinusRule(coupon, rawDiscount(coupon, rule, base, nights), base);
}

/** Spec §9: the divisor turning a total discount into a per-person one (at least 1). */
export function couponDiscountDivisor(coupon: Coupon, adultPax: number, bedCount: number): number {
  const byAdults =
    COUPON_ADULT_DIVISOR_UNIT_TYPES.includes(coupon.discountUnitType) && coupon.childDiscountFlag === '0';
  return Math.max(1, wholeNonNegative(byAdults ? adultPax : bedCount));
}

/** Spec §9: per-person discount = total discount / divisor, rounded down. */
export function couponPerPersonDiscount(
  coupon: Coupon,
  totalDiscount: number,
  adultPax: number,
  bedCount: number,
): number {
  return Math.floor(wholeNonNegative(totalDiscount) / couponDiscountDivisor(coupon, adultPax, bedCount));
}
