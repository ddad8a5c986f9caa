/**
 * Spec §9 "Price calculation: price × (1 + tax) × (1 − commission), plus markup amount, divided by
 * (1 − markup rate), rounded up when positive."
 *
 *   sale = ceil( (price × (1 + taxRate) × (1 − commissionRate) + markupAmount) / (1 − markupRate) )
 *
 * Arithmetic is exact (see rational.ts): every input is read as the decimal it prints as and the
 * formula runs on BigInt fractions, so 12300 with tax 0.1 gives 13530, not the 13531 that
 * Math.ceil(12300 * 1.1) gives (the float product is 13530.000000000002; 100 × 1.1 likewise).
 * Only the final result is rounded, up to the next whole yen.
 *
 * Inputs: rates are decimals (0.1 = 10%). taxRate ≥ 0; 0 ≤ commissionRate ≤ 1; 0 ≤ markupRate < 1
 * (a markup rate of 100% would divide by zero); price ≥ 0; markupAmount any amount in yen (a
 * negative one is a fixed reduction). Anything else is a RangeError.
 *
 * "Rounded up when positive": a result of 0 or below, only possible with a negative markup amount
 * larger than the price, is returned as 0: a sale price is never negative (our reading).
 */
import { ONE, add, ceil, div, fromNumber, mul, sub, toSafeNumber } from './rational';

export interface PriceCalculationInput {
  /** Base price in yen (usually the supplier's tax-excluded price). */
  price: number;
  /** Consumption tax rate, e.g. CONSUMPTION_TAX_RATE (0.1); 0 when the price already includes tax. */
  taxRate: number;
  /** Commission rate deducted from the taxed price, default 0. */
  commissionRate?: number;
  /** Fixed markup in yen added after tax and commission, default 0. */
  markupAmount?: number;
  /** Markup rate: the result is grossed up so that this share of it is markup, default 0. */
  markupRate?: number;
}

function checkRange(name: string, value: number, ok: boolean): void {
  if (!Number.isFinite(value) || !ok) throw new RangeError(`${name} out of range: ${value}`);
}

/** The sale price in integer yen (spec §9 price calculation). */
export function calculatePrice({
  price,
  taxRate,
  commissionRate = 0,
  markupAmount = 0,
  markupRate = 0,
}: PriceCalculationInput): number {
  checkRange('price', price, price >= 0);
  checkRange('taxRate', taxRate, taxRate >= 0);
  checkRange('commissionRate', commissionRate, commissionRate >= 0 && commissionRate <= 1);
  checkRange('markupRate', markupRate, markupRate >= 0 && markupRate < 1);
  checkRange('markupAmount', markupAmount, true);

  const taxed = mul(fromNumber(price), add(ONE, fromNumber(taxRate)));
  const net = mul(taxed, sub(ONE, fromNumber(commissionRate)));
  const marked = add(net, fromNumber(markupAmount));
  const gross = div(marked, sub(ONE, fromNumber(markupRate)));
  return gross.n > 0n ? toSafeNumber(ceil(gross)) : 0;
}
