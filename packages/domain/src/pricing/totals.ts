/**
 * Spec §9 "Total price = sum over adult, child, infant of price times pax (for minimum and
 * maximum)", with the passenger-range input of §3 (per category minPrice, maxPrice, pax).
 *
 * A category left out counts as no passengers. Prices are integer yen per person and pax whole
 * non-negative counts; anything else is a RangeError (money is never a float, DESIGN.md).
 */
export interface PaxPriceRange {
  /** Lowest price per person, yen. */
  minPrice: number;
  /** Highest price per person, yen. */
  maxPrice: number;
  /** Number of passengers in the category. */
  pax: number;
}

export interface PaxPriceRanges {
  adult?: PaxPriceRange;
  child?: PaxPriceRange;
  infant?: PaxPriceRange;
}

export interface PriceTotals {
  minPrice: number;
  maxPrice: number;
}

export const PAX_PRICE_CATEGORIES = ['adult', 'child', 'infant'] as const;

function checkInteger(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be a non-negative integer: ${value}`);
}

/** Σ price × pax over adult, child, infant, for the minimum and the maximum. */
export function totalPriceRange(ranges: PaxPriceRanges): PriceTotals {
  let minPrice = 0;
  let maxPrice = 0;
  for (const category of PAX_PRICE_CATEGORIES) {
    const range = ranges[category];
    if (!range) continue;
    checkInteger(`${category}.minPrice`, range.minPrice);
    checkInteger(`${category}.maxPrice`, range.maxPrice);
    checkInteger(`${category}.pax`, range.pax);
    minPrice += range.minPrice * range.pax;
    maxPrice += range.maxPrice * range.pax;
  }
  if (!Number.isSafeInteger(maxPrice)) throw new RangeError(`total out of safe integer range: ${maxPrice}`);
  return { minPrice, maxPrice };
}
