/**
 * Exact decimal arithmetic for money rules (internal to pricing/, not part of the public API).
 *
 * Rates arrive as JavaScript decimals (0.1, 0.08, 0.035). Binary floating point cannot hold them
 * exactly, so `12300 * 1.1` is 13530.000000000002 and a round-up would charge 13531 yen. Each number
 * is therefore read as the decimal it prints as (JavaScript prints the shortest decimal that maps
 * back to the same double, so 0.1 reads as exactly 1/10, i.e. the value written in the config) and
 * the formula runs on BigInt fractions, exactly. Only the final rounding leaves the fraction world.
 */
export interface Fraction {
  n: bigint;
  /** Always positive. */
  d: bigint;
}

/** The exact fraction of the decimal a finite number prints as (0.1 → 1/10, 1e-7 → 1/10000000). */
export function fromNumber(x: number): Fraction {
  if (!Number.isFinite(x)) throw new RangeError(`not a finite number: ${x}`);
  const [mantissa = '0', exponent = '0'] = String(x).toLowerCase().split('e');
  const negative = mantissa.startsWith('-');
  const [intPart = '0', fracPart = ''] = mantissa.replace('-', '').split('.');
  const scale = fracPart.length - Number(exponent);
  let n = BigInt(intPart + fracPart);
  let d = 1n;
  if (scale >= 0) d = 10n ** BigInt(scale);
  else n *= 10n ** BigInt(-scale);
  return { n: negative ? -n : n, d };
}

export const ONE: Fraction = { n: 1n, d: 1n };

export function add(a: Fraction, b: Fraction): Fraction {
  return { n: a.n * b.d + b.n * a.d, d: a.d * b.d };
}

export function sub(a: Fraction, b: Fraction): Fraction {
  return { n: a.n * b.d - b.n * a.d, d: a.d * b.d };
}

export function mul(a: Fraction, b: Fraction): Fraction {
  return { n: a.n * b.n, d: a.d * b.d };
}

export function div(a: Fraction, b: Fraction): Fraction {
  if (b.n === 0n) throw new RangeError('division by zero');
  const sign = b.n < 0n ? -1n : 1n;
  return { n: a.n * b.d * sign, d: a.d * b.n * sign };
}

/** Floor of a fraction (toward −∞). */
export function floor(a: Fraction): bigint {
  const q = a.n / a.d; // truncates toward zero
  return a.n < 0n && q * a.d !== a.n ? q - 1n : q;
}

/** Ceiling of a fraction (toward +∞). */
export function ceil(a: Fraction): bigint {
  return -floor({ n: -a.n, d: a.d });
}

/** A BigInt yen amount back to a number; throws past Number.MAX_SAFE_INTEGER. */
export function toSafeNumber(value: bigint): number {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new RangeError(`amount out of safe integer range: ${value}`);
  return result === 0 ? 0 : result; // never -0
}
