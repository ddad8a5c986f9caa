/**
 * Prices set in the back office's inventory (issue 19 item 5): either sale prices as entered, or a
 * supplier's net prices turned into sale prices by spec §9's formula (calculatePrice: tax,
 * commission, markup amount and rate, rounded up). The console shows the result before saving and
 * the API stores the same numbers.
 */
import { calculatePrice } from '../pricing/priceCalculation';

/** The terms that turn a supplier's net price into a sale price (rates as decimals, 0.1 = 10%). */
export interface NetPriceTerms {
  taxRate: number;
  commissionRate: number;
  markupAmount: number;
  markupRate: number;
}

/** The highest price one edit may set, per adult per night or per departure. */
export const MAX_EDIT_PRICE = 10_000_000;

/**
 * The sale prices for the entered prices: as they are without `net`, else each net price through
 * spec §9 (a 0 stays 0: "not sold" for that number of people). Null when a price or a term is out of
 * range (negative, not whole yen, a markup rate of 100 % or more …) or a sale price would exceed
 * MAX_EDIT_PRICE.
 */
export function salePrices(prices: readonly number[], net?: NetPriceTerms): number[] | null {
  const out: number[] = [];
  for (const price of prices) {
    if (!Number.isInteger(price) || price < 0 || price > MAX_EDIT_PRICE) return null;
    if (!net || price === 0) {
      out.push(price);
      continue;
    }
    let sale: number;
    try {
      sale = calculatePrice({ price, ...net });
    } catch {
      return null;
    }
    if (sale > MAX_EDIT_PRICE) return null;
    out.push(sale);
  }
  return out;
}
