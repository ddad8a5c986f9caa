/**
 * The conditions a coupon states beyond the coupon service's own filters (issue 18 item 2), judged
 * in one place for every surface that shows or applies a coupon (list cards, the quote and the
 * booking: ./eligibility.ts couponIneligibleReason; the coupon list page's condition texts):
 *
 * - PRODUCT_KIND_MISMATCH: a coupon for some product kinds (tour, dp, yado, optional, rentacar)
 *   only on those (a dynamic-package coupon on a JR + hotel package, not on a plain hotel stay);
 * - CHILD_REQUIRED: a family coupon needs a child or an infant in the party;
 * - FEATURE_MISMATCH: a coupon for products with features (kodawari codes such as '101' hot
 *   spring) only on a product that has every one; a product whose features are unknown has none;
 * - NOT_BIRTH_MONTH: a birthday coupon only while today (Japan) is in the member's birth month; a
 *   visitor, or a member without a birth date, is never in it.
 */
import type { AppType } from '../pax/appPaxCodes';
import type { Coupon } from './types';

export type CouponConditionReason =
  'PRODUCT_KIND_MISMATCH' | 'CHILD_REQUIRED' | 'FEATURE_MISMATCH' | 'NOT_BIRTH_MONTH';

export interface CouponConditionFacts {
  /** The product kind (the app). */
  app: AppType;
  /** Children and infants of the party. */
  children: number;
  /** The product's features (kodawari codes); absent = unknown. */
  kodawari?: readonly string[];
  /** The member's birth month '01'–'12'; absent or '' = unknown (a visitor). */
  birthMonth?: string;
  /** Today in Japan, YYYYMMDD; absent = unknown. */
  today?: string;
}

/** Why the coupon's own conditions do not hold, or null when they do. */
export function couponConditionReason(
  coupon: Coupon,
  facts: CouponConditionFacts,
): CouponConditionReason | null {
  if (coupon.productKinds.length > 0 && !coupon.productKinds.includes(facts.app))
    return 'PRODUCT_KIND_MISMATCH';
  if (coupon.childRequired && facts.children < 1) return 'CHILD_REQUIRED';
  if (coupon.kodawari.length > 0 && !coupon.kodawari.every((k) => facts.kodawari?.includes(k) ?? false)) {
    return 'FEATURE_MISMATCH';
  }
  if (coupon.birthMonthOnly && (!facts.birthMonth || facts.today?.slice(4, 6) !== facts.birthMonth)) {
    return 'NOT_BIRTH_MONTH';
  }
  return null;
}

/** The member's birth month ('01'–'12') of a birth date (YYYY-MM-DD or YYYYMMDD), '' when unknown. */
export function birthMonthOf(birthDate: string | null | undefined): string {
  const digits = (birthDate ?? '').replaceAll('-', '');
  const month = digits.slice(4, 6);
  return /^\d{8}$/.test(digits) && month >= '01' && month <= '12' ? month : '';
}

/**
 * The tour type of a dynamic package (ダイナミックパッケージ, '03'): a dp booking or list card asks
 * the coupon service as that tour type, so package coupons (sub-group '03') reach JR + hotel sets.
 */
export const DP_TOUR_TYPE = '03';

/** The tour type the coupon service is asked with: a dp is a dynamic package. */
export function couponTourType(app: AppType, tourType: string): string {
  return app === 'dp' && tourType === '' ? DP_TOUR_TYPE : tourType;
}
