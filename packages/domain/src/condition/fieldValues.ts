/** Validity and order of single condition values, shared by the transitions and the query codec. */

/**
 * Order of preference (kodawari) codes, spec §4 "keeps the list sorted": numerically when both
 * are digit strings ('2' before '10'), else by code unit, so the order is the same in every
 * runtime and locale.
 */
export function compareKodawariCodes(a: string, b: string): number {
  if (/^\d+$/.test(a) && /^\d+$/.test(b)) {
    const byNumber = Number(a) - Number(b);
    if (byNumber !== 0) return byNumber;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A flyer month is `YYYYMM` with month 01–12. */
export function isValidFlyerMonth(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}(0[1-9]|1[0-2])$/.test(value);
}
