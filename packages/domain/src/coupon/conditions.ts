/**
 * The conditions a coupon states beyond its price rules (issue 18 item 3), each a field of its
 * record, judged in one place for every surface that shows or applies a coupon (list cards, the
 * coupon list page, the quote and the booking: ./eligibility.ts couponIneligibleReason):
 *
 * - PRODUCT_KIND_MISMATCH: a coupon for some product kinds (tour, dp, yado, optional, rentacar)
 *   only on those (a dynamic-package coupon on a JR + hotel package, not on a plain hotel stay);
 * - TOUR_MISMATCH / RENTACAR_MISMATCH: a coupon naming a tour or a rental car only on it (hotel,
 *   plan and land codes: ./eligibility.ts couponProductReason);
 * - AREA_MISMATCH: a coupon for a destination area (any level: region, prefecture, area) only on a
 *   product in it; a product whose area is not known to the caller is judged by the coupon
 *   service's own area filter alone (the list cards of one search share their area);
 * - CHILD_REQUIRED: a family coupon needs a child or an infant in the party;
 * - FEATURE_MISMATCH: a coupon for products with features (kodawari codes such as '101' hot
 *   spring) only on a product that has every one; a product whose features are unknown has none;
 * - NOT_BIRTH_MONTH: a birthday coupon only while today (Japan) is in the member's birth month; a
 *   visitor, or a member without a birth date, is never in it;
 * - GENDER_MISMATCH / AGE_MISMATCH / RESIDENCE_MISMATCH: a coupon for some genders, an age range
 *   or some residence prefectures needs the member's known, matching value (a visitor has none);
 * - USED_UP: a coupon with a total cap (maxUseCount, 先着N回) already used that many times;
 * - USER_LIMIT_REACHED: a coupon with a per-member cap (maxUsePerUser, お一人様N回まで) already used
 *   that many times by this member (a cancelled booking gives its use back).
 */
import type { AppType } from '../pax/appPaxCodes';
import type { Coupon } from './types';

export const COUPON_CONDITION_REASONS = [
  'PRODUCT_KIND_MISMATCH',
  'TOUR_MISMATCH',
  'RENTACAR_MISMATCH',
  'AREA_MISMATCH',
  'CHILD_REQUIRED',
  'FEATURE_MISMATCH',
  'NOT_BIRTH_MONTH',
  'GENDER_MISMATCH',
  'AGE_MISMATCH',
  'RESIDENCE_MISMATCH',
  'USED_UP',
  'USER_LIMIT_REACHED',
] as const;
export type CouponConditionReason = (typeof COUPON_CONDITION_REASONS)[number];

/** Who is booking: the member's profile values ('' / 999 = unknown, as spec §9 defaults). */
export interface CouponUserFacts {
  /** 'male' / 'female' or the profile codes '1' / '2'; '' unknown. */
  gender: string;
  /** Whole years; 999 unknown. */
  age: number;
  /** Residence prefecture code ('13'); '' or '9999999999' unknown. */
  prefecture: string;
}

/** The member's side of a coupon's conditions: who asks, and when. */
export interface CouponMemberFacts {
  /** The member's birth month '01'–'12'; absent or '' = unknown (a visitor). */
  birthMonth?: string;
  /** Today in Japan, YYYYMMDD; absent = unknown. */
  today?: string;
  /** The member; absent = a visitor (every user condition unknown). */
  user?: CouponUserFacts;
}

export interface CouponConditionFacts extends CouponMemberFacts {
  /** The product kind (the app). */
  app: AppType;
  /** Children and infants of the party. */
  children: number;
  /** The product's features (kodawari codes); absent = unknown. */
  kodawari?: readonly string[];
  /** The tour booked or listed; absent = not known to the caller. */
  tourId?: string;
  /** The rental car booked or listed; absent = not known to the caller. */
  rentacarCode?: string;
  /** Every area code the product lies in (area, prefecture, region); absent = not known. */
  areaCodes?: readonly string[];
}

/** The codes a member's sex is written in (profile 1/2, m/f, male/female), in any letter case. */
const SEX_CODES: ReadonlyMap<string, 'male' | 'female'> = new Map([
  ['1', 'male'],
  ['m', 'male'],
  ['male', 'male'],
  ['2', 'female'],
  ['f', 'female'],
  ['female', 'female'],
]);

/** 'male' / 'female' / '' of a profile or wire value (1/2, m/f, male/female). */
export function couponSexOf(value: string | null | undefined): '' | 'male' | 'female' {
  return SEX_CODES.get((value ?? '').trim().toLowerCase()) ?? '';
}

const anyCase = (code: string) =>
  [...code].map((c) => (c.toLowerCase() === c.toUpperCase() ? c : `[${c}${c.toUpperCase()}]`)).join('');

/** A JSON-schema pattern of exactly the codes couponSexOf reads (any letter case): the query schemas' gender. */
export const COUPON_SEX_PATTERN = `^(?:${[...SEX_CODES.keys()].map(anyCase).join('|')})$`;

const UNKNOWN_AGE = 999;

function userReason(coupon: Coupon, user: CouponUserFacts | undefined): CouponConditionReason | null {
  if (coupon.sexes.length > 0) {
    const sex = couponSexOf(user?.gender);
    if (sex === '' || !coupon.sexes.includes(sex)) return 'GENDER_MISMATCH';
  }
  if (coupon.ageFrom !== null || coupon.ageTo !== null) {
    const age = user?.age ?? UNKNOWN_AGE;
    if (age === UNKNOWN_AGE || age < (coupon.ageFrom ?? 0) || age > (coupon.ageTo ?? UNKNOWN_AGE)) {
      return 'AGE_MISMATCH';
    }
  }
  if (coupon.livePrefCodes.length > 0 && !coupon.livePrefCodes.includes(user?.prefecture ?? '')) {
    return 'RESIDENCE_MISMATCH';
  }
  return null;
}

/** The use caps of a coupon (total and per member) against its live counts. */
export function couponUseReason(coupon: Coupon): 'USED_UP' | 'USER_LIMIT_REACHED' | null {
  if (coupon.maxUseCount !== null && coupon.usedCount >= coupon.maxUseCount) return 'USED_UP';
  if (coupon.maxUsePerUser !== null && coupon.userUsedCount >= coupon.maxUsePerUser) {
    return 'USER_LIMIT_REACHED';
  }
  return null;
}

function productReason(coupon: Coupon, facts: CouponConditionFacts): CouponConditionReason | null {
  if (coupon.productKinds.length > 0 && !coupon.productKinds.includes(facts.app)) {
    return 'PRODUCT_KIND_MISMATCH';
  }
  if (coupon.tourCode !== '' && facts.tourId !== undefined && facts.tourId !== coupon.tourCode) {
    return 'TOUR_MISMATCH';
  }
  if (
    coupon.rentacarCode !== '' &&
    facts.rentacarCode !== undefined &&
    facts.rentacarCode !== coupon.rentacarCode
  ) {
    return 'RENTACAR_MISMATCH';
  }
  const areas = [coupon.areaCode, coupon.destPrefCode].filter((a) => a !== '');
  if (facts.areaCodes !== undefined && areas.some((a) => !facts.areaCodes?.includes(a))) {
    return 'AREA_MISMATCH';
  }
  return null;
}

/** Why the coupon's own conditions do not hold, or null when they do. */
export function couponConditionReason(
  coupon: Coupon,
  facts: CouponConditionFacts,
): CouponConditionReason | null {
  const product = productReason(coupon, facts);
  if (product) return product;
  if (coupon.childRequired && facts.children < 1) return 'CHILD_REQUIRED';
  if (coupon.kodawari.length > 0 && !coupon.kodawari.every((k) => facts.kodawari?.includes(k) ?? false)) {
    return 'FEATURE_MISMATCH';
  }
  return couponMemberReason(coupon, facts);
}

/**
 * The member's side alone (birth month, gender, age, residence, use caps): whether the coupon can
 * be used by this member today whatever is booked (the coupon list page tells a member so); the
 * quote and the booking judge it as the last part of couponConditionReason.
 */
export function couponMemberReason(coupon: Coupon, facts: CouponMemberFacts): CouponConditionReason | null {
  if (coupon.birthMonthOnly && (!facts.birthMonth || facts.today?.slice(4, 6) !== facts.birthMonth)) {
    return 'NOT_BIRTH_MONTH';
  }
  return userReason(coupon, facts.user) ?? couponUseReason(coupon);
}

/** The member's birth month ('01'–'12') of a birth date (YYYY-MM-DD or YYYYMMDD), '' when unknown. */
export function birthMonthOf(birthDate: string | null | undefined): string {
  const digits = (birthDate ?? '').replaceAll('-', '');
  const month = digits.slice(4, 6);
  return /^\d{8}$/.test(digits) && month >= '01' && month <= '12' ? month : '';
}

/** The member's age in whole years on `today` (YYYYMMDD) from a birth date; 999 when unknown. */
export function couponAgeOn(birthDate: string | null | undefined, today: string): number {
  const b = (birthDate ?? '').replaceAll('-', '');
  if (!/^\d{8}$/.test(b) || !/^\d{8}$/.test(today)) return UNKNOWN_AGE;
  const years = Number(today.slice(0, 4)) - Number(b.slice(0, 4));
  const age = today.slice(4) < b.slice(4) ? years - 1 : years;
  return age >= 0 && age <= 150 ? age : UNKNOWN_AGE;
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
