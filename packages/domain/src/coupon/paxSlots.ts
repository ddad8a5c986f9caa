/**
 * Passenger slots of each product type mapped to the adult / child / infant categories the coupon
 * flags speak about (spec §5, §9 pax-type codes per app).
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
import { wholeNonNegative } from './totalPrice';
import {
  COUPON_PAX_CATEGORIES,
  type CouponAppType,
  type CouponPassengerRangeInput,
  type CouponPaxCategory,
  type CouponPaxRange,
  type CouponPriceBreakdownRow,
} from './types';

const STANDARD_CODES = { adult: 'adult', child: 'child', infant: 'infant' } as const;
const LAND_CODES = { adult: 'person1', child: 'person6', infant: 'person9' } as const;

/** Spec §9 pax-type codes per app. */
export const COUPON_PAX_TYPE_CODES: Readonly<
  Record<CouponAppType, Readonly<Record<CouponPaxCategory, string>>>
> = {
  tour: STANDARD_CODES,
  dp: STANDARD_CODES,
  yado: { adult: 'person1', child: 'person3', infant: 'person6' },
  optional: LAND_CODES,
  rentacar: LAND_CODES,
};

/** Spec §9 passenger labels. */
export const COUPON_PAX_LABELS: Readonly<Record<CouponPaxCategory, string>> = {
  adult: '大人1',
  child: '子供1',
  infant: '子供2',
};

/** Spec §5: the category a pax-type code of an app counts as, or null for a code the app does not use. */
export function couponPaxCategory(app: CouponAppType, paxTypeCode: string): CouponPaxCategory | null {
  const codes = COUPON_PAX_TYPE_CODES[app];
  const category = COUPON_PAX_CATEGORIES.find((c) => codes[c] === paxTypeCode) ?? null;
  return app === 'rentacar' && category !== null ? 'adult' : category;
}

/** Spec §5: passenger counts by app slot code to adult / child / infant counts. */
export function countCouponPax(
  app: CouponAppType,
  counts: Readonly<Record<string, number | undefined>>,
): Record<CouponPaxCategory, number> {
  const result: Record<CouponPaxCategory, number> = { adult: 0, child: 0, infant: 0 };
  for (const [code, value] of Object.entries(counts)) {
    const category = couponPaxCategory(app, code);
    if (category !== null) result[category] += wholeNonNegative(value ?? 0);
  }
  return result;
}

const EMPTY_RANGE: CouponPaxRange = { minPrice: 0, maxPrice: 0, pax: 0 };

/** Spec §3/§5: a passenger-range input from price ranges keyed by the app's slot codes. */
export function couponPassengerRangeFromSlots(
  app: CouponAppType,
  slots: Readonly<Record<string, CouponPaxRange | undefined>>,
  bedCount: number,
): CouponPassengerRangeInput {
  const codes = COUPON_PAX_TYPE_CODES[app];
  const slot = (category: CouponPaxCategory): CouponPaxRange => slots[codes[category]] ?? EMPTY_RANGE;
  if (app === 'rentacar') {
    const priced = COUPON_PAX_CATEGORIES.map(slot).filter((range) => wholeNonNegative(range.pax) > 0);
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
  app: CouponAppType,
  input: CouponPassengerRangeInput,
  side: 'min' | 'max' = 'min',
): CouponPriceBreakdownRow[] {
  const codes = COUPON_PAX_TYPE_CODES[app];
  return COUPON_PAX_CATEGORIES.filter((category) => wholeNonNegative(input[category].pax) > 0).map(
    (category) => ({
      label: COUPON_PAX_LABELS[category],
      paxType: codes[category],
      price: wholeNonNegative(side === 'min' ? input[category].minPrice : input[category].maxPrice),
    }),
  );
}
