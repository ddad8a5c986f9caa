/**
 * Coupon discount rounding (spec §5): by roundType '1' up, '2' down, anything else nearest; the unit
 * is 10, or 10 ** roundDigit when roundDigit is given (roundDigit 0 = whole yen, 2 = hundreds).
 *
 * The roundType dispatch and the unit are the coupon's rule; the rounding itself is the one yen
 * primitive of pricing/rounding.ts (roundYenFraction), on non-negative amounts only.
 *
 * Readings: "nearest" is half up (四捨五入: 1,235円 → 1,240円 at unit 10). Rounding is exact: a value
 * is handled as a fraction of integers, so 0.1-style float noise never moves a result across a unit
 * (a non-integer amount is read to six decimals; a rate discount is price × rate / 100 as an exact
 * fraction, so 1100 × 7% is 77, not the float 77.00000000000001 rounded up to 78). Only computed
 * (rate) discounts are rounded; yen amounts set on the coupon are used as they are.
 */
import { ROUNDING_BASE, roundYenFraction, type YenRoundingMode } from '../pricing/rounding';

export const COUPON_ROUND_TYPE = { UP: '1', DOWN: '2' } as const;
/** Spec §5 "unit 10": the rounding base of spec §9. */
export const COUPON_DEFAULT_ROUNDING_UNIT = ROUNDING_BASE;

/** Spec §5 rounding unit: 10 ** roundDigit for a whole roundDigit 0..9, else 10. */
export function couponRoundingUnit(roundDigit: number | null | undefined): number {
  return roundDigit != null && Number.isInteger(roundDigit) && roundDigit >= 0 && roundDigit <= 9
    ? 10 ** roundDigit
    : COUPON_DEFAULT_ROUNDING_UNIT;
}

/** Spec §5 roundType: '1' up, '2' down, anything else nearest. */
export function couponRoundingMode(roundType: string): YenRoundingMode {
  if (roundType === COUPON_ROUND_TYPE.UP) return 'up';
  if (roundType === COUPON_ROUND_TYPE.DOWN) return 'down';
  return 'nearest';
}

/**
 * numerator / denominator rounded to a multiple of `unit` by roundType (spec §5). All three numbers
 * must be safe integers, numerator >= 0 and denominator, unit > 0.
 */
export function roundCouponFraction(
  numerator: number,
  denominator: number,
  roundType: string,
  unit: number,
): number {
  if (
    !Number.isSafeInteger(numerator) ||
    !Number.isSafeInteger(denominator) ||
    !Number.isSafeInteger(unit) ||
    numerator < 0 ||
    denominator <= 0 ||
    unit <= 0
  ) {
    throw new RangeError(`cannot round ${numerator}/${denominator} to unit ${unit}`);
  }
  return roundYenFraction(numerator, denominator, couponRoundingMode(roundType), unit);
}

/** Decimal places kept when a non-integer value is rounded (yen amounts and percent rates). */
const FRACTION_SCALE = 1_000_000;

/** A non-negative number rounded to a multiple of `unit` by roundType (spec §5). */
export function roundCouponAmount(value: number, roundType: string, unit: number): number {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`cannot round ${value}`);
  if (Number.isInteger(value)) return roundCouponFraction(value, 1, roundType, unit);
  return roundCouponFraction(Math.round(value * FRACTION_SCALE), FRACTION_SCALE, roundType, unit);
}

/** Decimal places a percent rate may carry (2.5 % = 25 000 / 10 000). */
const RATE_SCALE = 10_000;

/** price × ratePercent / 100, rounded to the coupon's unit by its roundType (spec §5). */
export function roundedRateDiscount(
  price: number,
  ratePercent: number,
  roundType: string,
  unit: number,
): number {
  if (!Number.isSafeInteger(price) || price < 0) throw new RangeError(`not a yen price: ${price}`);
  if (!Number.isFinite(ratePercent) || ratePercent <= 0) return 0;
  const scaledRate = BigInt(Math.round(ratePercent * RATE_SCALE));
  return roundYenFraction(BigInt(price) * scaledRate, 100 * RATE_SCALE, couponRoundingMode(roundType), unit);
}
