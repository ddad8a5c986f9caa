/**
 * Spec §9 "Price range per month ignores entries with priceFrom not above 0" over the tour's
 * priceStocks (§3: date, priceFrom, priceTo), and the reference data's default price range
 * ("Default price range in reference data 10000–100000 yen").
 *
 * Per month (`YYYYMM`): priceFrom is the lowest priceFrom, priceTo the highest priceTo, over the
 * days whose priceFrom is above 0 (0 or less means no price / sold out that day). A day's priceTo
 * below its own priceFrom (or missing) counts as its priceFrom, so a range never inverts. Entries
 * whose date is not a valid `YYYYMMDD` are ignored.
 */
import { parseYmd } from '../calendar/japanTime';

export interface PriceStock {
  /** `YYYYMMDD`. */
  date: string;
  priceFrom: number;
  priceTo?: number | null;
}

export interface MonthlyPriceRange {
  /** `YYYYMM`. */
  month: string;
  priceFrom: number;
  priceTo: number;
}

/** Default price range (yen) used when the reference data gives none. */
export const DEFAULT_PRICE_RANGE_YEN: Readonly<{ minPrice: number; maxPrice: number }> = {
  minPrice: 10000,
  maxPrice: 100000,
};

/** The reference data's price range when it is a valid range (0 ≤ min ≤ max), else the default. */
export function priceRangeOrDefault(
  range: { minPrice?: number | null; maxPrice?: number | null } | null | undefined,
): { minPrice: number; maxPrice: number } {
  const min = range?.minPrice;
  const max = range?.maxPrice;
  if (typeof min === 'number' && typeof max === 'number' && Number.isFinite(min) && Number.isFinite(max)) {
    if (min >= 0 && min <= max) return { minPrice: min, maxPrice: max };
  }
  return { ...DEFAULT_PRICE_RANGE_YEN };
}

/** The price range of every month that has a priced day, ascending by month. */
export function monthlyPriceRanges(priceStocks: readonly PriceStock[]): MonthlyPriceRange[] {
  const byMonth = new Map<string, MonthlyPriceRange>();
  for (const stock of priceStocks) {
    if (!(stock.priceFrom > 0) || !parseYmd(stock.date)) continue;
    const month = stock.date.slice(0, 6);
    const to =
      typeof stock.priceTo === 'number' && stock.priceTo > stock.priceFrom ? stock.priceTo : stock.priceFrom;
    const current = byMonth.get(month);
    if (!current) byMonth.set(month, { month, priceFrom: stock.priceFrom, priceTo: to });
    else {
      current.priceFrom = Math.min(current.priceFrom, stock.priceFrom);
      current.priceTo = Math.max(current.priceTo, to);
    }
  }
  return [...byMonth.values()].sort((a, b) => (a.month < b.month ? -1 : 1));
}

/** The price range of one month (`YYYYMM`), or null when it has no priced day. */
export function monthPriceRange(
  priceStocks: readonly PriceStock[],
  month: string,
): { priceFrom: number; priceTo: number } | null {
  const found = monthlyPriceRanges(priceStocks.filter((s) => s.date.startsWith(month))).find(
    (r) => r.month === month,
  );
  return found ? { priceFrom: found.priceFrom, priceTo: found.priceTo } : null;
}
