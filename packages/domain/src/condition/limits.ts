/**
 * Accepted ranges of the numeric condition fields, shared by the transitions and the query codec.
 * Spec §9: at most 9 people are selectable (pax/partyChecks.ts MAX_SELECTABLE_PAX), so people and
 * room counts stop at 9; a child is 0–17 as in the child param (pax/childParam.ts MAX_CHILD_AGE);
 * the rest are generous bounds that keep nonsense (negative prices, page 0) out of a condition.
 */
import { MAX_CHILD_AGE } from '../pax/childParam';
import { MAX_SELECTABLE_PAX } from '../pax/partyChecks';

export const CONDITION_LIMITS = {
  page: { min: 1, max: 100_000 },
  nights: { min: 1, max: 30 },
  tourDays: { min: 1, max: 31 },
  paxPerRoom: { min: 1, max: MAX_SELECTABLE_PAX },
  adultPax: { min: 0, max: MAX_SELECTABLE_PAX },
  roomCount: { min: 1, max: MAX_SELECTABLE_PAX },
  childCount: { min: 0, max: MAX_SELECTABLE_PAX },
  childAge: { min: 0, max: MAX_CHILD_AGE },
  price: { min: 0, max: 99_999_999 },
  checkinDateOffset: { min: 0, max: 400 },
} as const;

export type ConditionLimitName = keyof typeof CONDITION_LIMITS;

/** True when value is an integer within the named range (inclusive). */
export function isWithinConditionLimit(name: ConditionLimitName, value: unknown): value is number {
  const { min, max } = CONDITION_LIMITS[name];
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** Longest keyword the hotel-name suggestions accept (spec §7 hotels.suggest); the API refuses longer. */
export const SUGGEST_MAX_LENGTH = 50;
