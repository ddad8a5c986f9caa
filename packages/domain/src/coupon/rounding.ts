/**
 * Coupon discount rounding (spec §5): by roundType '1' up, '2' down, anything else nearest; the unit
 * is 10, or 10 ** roundDigit when roundDigit is given (roundDigit 0 = whole yen, 2 = hundreds).
 *
 * Readings: "nearest" is half up (四捨五入: 1,235円 → 1,240円 at unit 10). Rounding is exact: a value
 * is handled as a fraction of integers, so 0.1-style float noise never moves a result across a unit.
 * Only computed (rate) discounts are rounded; yen amounts set on the coupon are used as they are.
 */

export const COUPON_ROUND_TYPE = { UP: '1', DOWN: '2' } as const;
export const COUPON_DEFAULT_ROUNDING_UNIT = 10;

/** Spec §5 rounding unit: 10 ** roundDigit for a whole roundDigit 0..9, else 10. */
export function couponRoundingUnit(roundDigit: number | null | undefined): number {
  return roundDigit != null && Number.isInteger(roundDigit) && roundDigit >= 0 && roundDigit <= 9
    ? 10 ** roundDigit
    : COUPON_DEFAULT_ROUNDING_UNIT;
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
    unit <= 0 ||
    !Number.isSafeInteger(denominator * unit)
  ) {
    throw new RangeError(`cannot round ${numerator}/${denominator} to unit ${unit}`);
  }
  const divisor = denominator * unit;
  const remainder = numerator % divisor;
  const whole = (numerator - remainder) / divisor;
  const roundsUp =
    roundType === COUPON_ROUND_TYPE.UP
      ? remainder > 0
      : roundType === COUPON_ROUND_TYPE.DOWN
        ? false
        : remainder * 2 >= divisor;
  return (roundsUp ? whole + 1 : whole) * unit;
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
  const scaledRate = Math.round(ratePercent * RATE_SCALE);
  return roundCouponFraction(price * scaledRate, 100 * RATE_SCALE, roundType, unit);
}
