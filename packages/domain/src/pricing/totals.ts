/**
 * Spec §9 "Total price = sum over adult, child, infant of price times pax (for minimum and
 * maximum)", with the passenger-range input of §3 (per category minPrice, maxPrice, pax). The one
 * implementation of the formula: the coupon rules (coupon/totalPrice.ts) total through here too.
 *
 * A category left out counts as no passengers. Prices are integer yen per person and pax whole
 * non-negative counts; anything else is a RangeError (money is never a float, DESIGN.md).
 */
import { PAX_CATEGORIES, type PaxCategory } from '../pax/appPaxCodes';

export interface PaxPriceRange {
  /** Lowest price per person, yen. */
  minPrice: number;
  /** Highest price per person, yen. */
  maxPrice: number;
  /** Number of passengers in the category. */
  pax: number;
}

export type PaxPriceRanges = Partial<Record<PaxCategory, PaxPriceRange>>;

/** One side (minimum or maximum) of a category: the price per person and the head count. */
export interface PaxPriceLine {
  price: number;
  pax: number;
}

export type PaxPriceLines = Partial<Record<PaxCategory, PaxPriceLine>>;

export interface PriceTotals {
  minPrice: number;
  maxPrice: number;
}

function checkInteger(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be a non-negative integer: ${value}`);
}

function sumLines(lines: PaxPriceLines, priceName: string): number {
  let total = 0;
  for (const category of PAX_CATEGORIES) {
    const line = lines[category];
    if (!line) continue;
    checkInteger(`${category}.${priceName}`, line.price);
    checkInteger(`${category}.pax`, line.pax);
    total += line.price * line.pax;
  }
  if (!Number.isSafeInteger(total)) throw new RangeError(`total out of safe integer range: ${total}`);
  return total;
}

/** Σ price × pax over adult, child, infant, for one side (the minimum or the maximum prices). */
export function totalPrice(lines: PaxPriceLines): number {
  return sumLines(lines, 'price');
}

/** Σ price × pax over adult, child, infant, for the minimum and the maximum. */
export function totalPriceRange(ranges: PaxPriceRanges): PriceTotals {
  const side = (pick: 'minPrice' | 'maxPrice'): PaxPriceLines => {
    const lines: PaxPriceLines = {};
    for (const category of PAX_CATEGORIES) {
      const range = ranges[category];
      if (range) lines[category] = { price: range[pick], pax: range.pax };
    }
    return lines;
  };
  return {
    minPrice: sumLines(side('minPrice'), 'minPrice'),
    maxPrice: sumLines(side('maxPrice'), 'maxPrice'),
  };
}
