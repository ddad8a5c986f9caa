/**
 * Passenger slots of each product type mapped to the adult / child / infant categories the coupon
 * flags speak about (spec §5, §9 pax-type codes per app). The codes and the labels are the one
 * table of pax/appPaxCodes.ts (APP_PAX_CODES, PAX_SLOT_LABELS); this module adds the coupon's rule
 * for car rental.
 *
 * | app            | adult   | child   | infant  |
 * |----------------|---------|---------|---------|
 * | tour, dp       | adult   | child   | infant  |
 * | yado           | person1 | person3 | person6 |
 * | optional       | person1 | person6 | person9 |
 * | rentacar       | person1 | person6 | person9 | all counted as adults (below)
 *
 * Readings: yado's person1 is the adult slot, person3 the child slot and person6 the infant slot
 * (the slots in between are not priced separately for coupons); for optionals person1 / person6 /
 * person9 are adult / child / infant in that order. Car rental counts all passengers (spec §5): a car
 * is not priced per traveller type, so every passenger of a rental car counts as an adult for use
 * permission, discount flags and the adult count, and the person1 price range (or, without person1
 * passengers, the first priced slot's) stands for everyone.
 *
 * Row labels are the spec §9 passenger labels: 大人1 (adult), 子供1 (child), 子供2 (infant).
 */
import {
  PAX_CATEGORIES,
  paxCategoryCodes,
  paxCategorySlotLabel,
  paxCategoryOf,
  type AppType,
  type PaxCategory,
} from '../pax/appPaxCodes';
import type { PaxPriceRange } from '../pricing/totals';
import { wholeNonNegative } from './totalPrice';
import type { CouponPassengerRangeInput, CouponPriceBreakdownRow } from './types';

/** Spec §5: the category a pax-type code of an app counts as, or null for a code the app does not use. */
export function couponPaxCategory(app: AppType, paxTypeCode: string): PaxCategory | null {
  const category = paxCategoryOf(app, paxTypeCode);
  return app === 'rentacar' && category !== null ? 'adult' : category;
}

/** Spec §5: passenger counts by app slot code to adult / child / infant counts. */
export function countCouponPax(
  app: AppType,
  counts: Readonly<Record<string, number | undefined>>,
): Record<PaxCategory, number> {
  const result: Record<PaxCategory, number> = { adult: 0, child: 0, infant: 0 };
  for (const [code, value] of Object.entries(counts)) {
    const category = couponPaxCategory(app, code);
    if (category !== null) result[category] += wholeNonNegative(value ?? 0);
  }
  return result;
}

const EMPTY_RANGE: PaxPriceRange = { minPrice: 0, maxPrice: 0, pax: 0 };

/** Spec §3/§5: a passenger-range input from price ranges keyed by the app's slot codes. */
export function couponPassengerRangeFromSlots(
  app: AppType,
  slots: Readonly<Record<string, PaxPriceRange | undefined>>,
  bedCount: number,
): CouponPassengerRangeInput {
  const codes = paxCategoryCodes(app);
  const slot = (category: PaxCategory): PaxPriceRange => slots[codes[category]] ?? EMPTY_RANGE;
  if (app === 'rentacar') {
    const priced = PAX_CATEGORIES.map(slot).filter((range) => wholeNonNegative(range.pax) > 0);
    const pax = priced.reduce((sum, range) => sum + wholeNonNegative(range.pax), 0);
    const price = priced[0] ?? EMPTY_RANGE;
    return {
      adult: { minPrice: price.minPrice, maxPrice: price.maxPrice, pax },
      child: EMPTY_RANGE,
      infant: EMPTY_RANGE,
      bedCount,
    };
  }
  return { adult: slot('adult'), child: slot('child'), infant: slot('infant'), bedCount };
}

/**
 * Spec §3/§5: the price breakdown (one row per category with passengers; per-person price at the
 * minimum or maximum side) as the eligibility check sees it.
 */
export function couponPriceBreakdown(
  app: AppType,
  input: CouponPassengerRangeInput,
  side: 'min' | 'max' = 'min',
): CouponPriceBreakdownRow[] {
  const codes = paxCategoryCodes(app);
  return PAX_CATEGORIES.filter((category) => wholeNonNegative(input[category].pax) > 0).map((category) => ({
    label: paxCategorySlotLabel(category),
    paxType: codes[category],
    price: wholeNonNegative(side === 'min' ? input[category].minPrice : input[category].maxPrice),
  }));
}
