/**
 * Spec §9 "Rounding base 10" (and §5 coupon rounding: up, down or nearest, unit 10 or 10 to the
 * power roundDigit): every yen rounding of the product goes through here (DESIGN.md Money). The
 * coupon's roundType codes ('1' up, '2' down, else nearest) are mapped onto these modes by
 * coupon/rounding.ts.
 *
 * Modes follow Japanese accounting terms on the amount's magnitude:
 * - 'up'      切り上げ: away from zero to the next multiple of the unit (1201 → 1210);
 * - 'down'    切り捨て: toward zero (1209 → 1200);
 * - 'nearest' 四捨五入: to the nearest multiple, a half going away from zero (1205 → 1210, 1204 → 1200).
 * Negative amounts (discounts) round symmetrically: −1205 nearest is −1210. Exact: a number is read
 * as the decimal it prints as (rational.ts), and a fraction of integers (roundYenFraction) is never
 * turned into a float, so 1100 × 7 / 100 is exactly 77. The unit is a positive integer.
 */
import { floor, fromNumber, toSafeNumber, type Fraction } from './rational';

/** Spec §9: the default rounding unit, 10 yen. */
export const ROUNDING_BASE = 10;

export type YenRoundingMode = 'up' | 'down' | 'nearest';

function checkUnit(unit: number): bigint {
  if (!Number.isSafeInteger(unit) || unit <= 0)
    throw new RangeError(`rounding unit must be a positive integer: ${unit}`);
  return BigInt(unit);
}

function roundExact(exact: Fraction, mode: YenRoundingMode, unit: bigint): number {
  const negative = exact.n < 0n;
  const magnitude = { n: negative ? -exact.n : exact.n, d: exact.d * unit };
  const down = floor(magnitude);
  const remainder = magnitude.n - down * magnitude.d; // in [0, d)
  let steps = down;
  if (mode === 'up' && remainder > 0n) steps += 1n;
  if (mode === 'nearest' && remainder * 2n >= magnitude.d) steps += 1n;
  const rounded = steps * unit;
  return toSafeNumber(negative ? -rounded : rounded);
}

function toInteger(name: string, value: number | bigint): bigint {
  if (typeof value === 'bigint') return value;
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be a safe integer: ${value}`);
  return BigInt(value);
}

/**
 * The exact fraction numerator / denominator rounded to a multiple of `unit` (default 10) in the
 * given mode: the primitive every rounding uses. Numerator and denominator are integers (numbers
 * must be safe integers, or bigints); the denominator is not 0.
 */
export function roundYenFraction(
  numerator: number | bigint,
  denominator: number | bigint,
  mode: YenRoundingMode,
  unit: number = ROUNDING_BASE,
): number {
  const u = checkUnit(unit);
  const n = toInteger('numerator', numerator);
  const d = toInteger('denominator', denominator);
  if (d === 0n) throw new RangeError('denominator must not be 0');
  return roundExact(d < 0n ? { n: -n, d: -d } : { n, d }, mode, u);
}

/** Rounds a yen amount to a multiple of `unit` (default 10) in the given mode. */
export function roundYen(value: number, mode: YenRoundingMode, unit: number = ROUNDING_BASE): number {
  const u = checkUnit(unit);
  return roundExact(fromNumber(value), mode, u);
}

/** 切り上げ to the unit (default 10 yen). */
export function roundYenUp(value: number, unit: number = ROUNDING_BASE): number {
  return roundYen(value, 'up', unit);
}

/** 切り捨て to the unit (default 10 yen). */
export function roundYenDown(value: number, unit: number = ROUNDING_BASE): number {
  return roundYen(value, 'down', unit);
}

/** 四捨五入 to the unit (default 10 yen). */
export function roundYenNearest(value: number, unit: number = ROUNDING_BASE): number {
  return roundYen(value, 'nearest', unit);
}

/**
 * roundYenFraction(numerator, denominator, 'up', unit) in plain integer arithmetic, for the hot
 * loops of search (tens of thousands of prices ranked a call; issue 15): no bigint, no fraction.
 * Exact for non-negative safe integers: Math.floor of the float quotient of safe integers is off by
 * at most one, and the remainder corrects it. Anything else goes the exact way (roundYenUp).
 */
export function ceilYenFraction(
  numerator: number,
  denominator: number,
  unit: number = ROUNDING_BASE,
): number {
  const d = denominator * unit;
  if (
    !(numerator >= 0 && denominator > 0 && unit > 0) ||
    !Number.isSafeInteger(numerator) ||
    !Number.isSafeInteger(d) ||
    !Number.isSafeInteger(unit)
  ) {
    return roundYenUp(numerator / denominator, unit);
  }
  let q = Math.floor(numerator / d);
  let r = numerator - q * d;
  if (r < 0) {
    q -= 1;
    r += d;
  } else if (r >= d) {
    q += 1;
    r -= d;
  }
  const rounded = (r > 0 ? q + 1 : q) * unit;
  return Number.isSafeInteger(rounded) ? rounded : roundYenFraction(numerator, denominator, 'up', unit);
}
