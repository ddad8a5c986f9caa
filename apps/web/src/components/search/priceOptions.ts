/** The bounds the price filter offers (spec §5: per adult per night; no lower / upper limit). Pure. */
export interface PriceBounds {
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
}

/** The bounds offered: the steps plus any current bound, ascending, without repeats. */
export function priceOptions(steps: readonly number[], bounds: PriceBounds): number[] {
  const all = [...steps, bounds.minPrice, bounds.maxPrice].filter(
    (n): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0,
  );
  return [...new Set(all)].sort((a, b) => a - b);
}
