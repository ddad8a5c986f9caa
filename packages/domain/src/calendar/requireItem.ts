/**
 * Spec §8: "Date helper throws 'item is undefined' when a required value is missing."
 *
 * Every date and time helper of this folder that needs a value calls this first. Missing means
 * `undefined`, `null` or the empty string (an empty query parameter is as missing as an absent one).
 * A value that is present but malformed is a different failure: the helpers throw a `RangeError`.
 */
export const ITEM_UNDEFINED_MESSAGE = 'item is undefined';

export function requireItem<T>(item: T | null | undefined | ''): T {
  if (item === undefined || item === null || item === '') throw new Error(ITEM_UNDEFINED_MESSAGE);
  return item;
}
