/**
 * Accepted ranges of the numeric condition fields, shared by the transitions and the query codec.
 * Spec §9: at most 9 people are selectable, so people and room counts stop at 9; the rest are
 * generous bounds that keep nonsense (negative prices, page 0) out of a condition.
 */
export const CONDITION_LIMITS = {
  page: { min: 1, max: 100_000 },
  nights: { min: 1, max: 30 },
  tourDays: { min: 1, max: 31 },
  paxPerRoom: { min: 1, max: 9 },
  adultPax: { min: 0, max: 9 },
  roomCount: { min: 1, max: 9 },
  childCount: { min: 0, max: 9 },
  childAge: { min: 0, max: 17 },
  price: { min: 0, max: 99_999_999 },
  checkinDateOffset: { min: 0, max: 400 },
} as const;

export type ConditionLimitName = keyof typeof CONDITION_LIMITS;

/** True when value is an integer within the named range (inclusive). */
export function isWithinConditionLimit(name: ConditionLimitName, value: unknown): value is number {
  const { min, max } = CONDITION_LIMITS[name];
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}
