/**
 * Coupon entities of spec §3 (normalised, camelCase) and the constants of spec §4, §8 and §9 that
 * every coupon rule shares. The coupon service's own wire shapes are in ./serviceTypes.ts.
 *
 * Conventions for normalised values:
 * - codes and flags are strings exactly as the service sends them ('0'/'1' flags; a missing flag is '0');
 * - an absent string field is '' and an absent number field is null;
 * - dates are `YYYYMMDD` (Japan calendar days) or '' when open-ended;
 * - money is integer yen.
 *
 * The normalised Coupon is a TypeBox schema (issue 14: one shape, one owner): the rules here use its
 * `Static<>`, and the API's coupon list answer spreads its properties, so the type, the API's
 * validation and the OpenAPI document come from this one statement.
 */
import { Type, type Static } from 'typebox';
import type { PaxCategory } from '../pax/appPaxCodes';
import type { PaxPriceRange } from '../pricing/totals';

/** One departure-date range a coupon cannot be used in (spec §3 excludeDepDateList), inclusive. */
export const CouponExcludeDepDateSchema = Type.Object({
  depDateFrom: Type.String({ description: 'YYYYMMDD' }),
  depDateTo: Type.String({ description: 'YYYYMMDD' }),
});
export type CouponExcludeDepDate = Static<typeof CouponExcludeDepDateSchema>;

const text = (description?: string) => Type.String(description ? { description } : {});
const flag = (description?: string) =>
  Type.String({ description: description ?? "'1' yes; any other value no (a missing flag is '0')" });
const nullableNumber = (description?: string) =>
  Type.Union([Type.Number(), Type.Null()], description ? { description } : {});
const codes = (description: string) => Type.Array(Type.String(), { description });

/**
 * A general coupon, normalised (spec §3 "Coupon"): the one statement of its fields, read by every
 * coupon rule here and answered by the API's coupon list (apps/api/src/schemas/coupons.ts spreads
 * these properties into its entry, so the OpenAPI document describes them from here).
 */
export const CouponSchema = Type.Object({
  couponCode: text(),
  couponName: text(),
  langCode: Type.Union([Type.Literal('ja'), Type.Literal('en')], {
    description: 'normalised coupon language (spec §3: en or ja)',
  }),
  openStatus: text(),
  discount: Type.Number({
    description:
      'yen when the unit type is an amount type, percent (10 = 10 %) when it is a rate type (coupon/discount.ts)',
  }),
  discountType: text(
    "'1' = price discount (shown on prices); any other value (e.g. point back) is never shown",
  ),
  discountUnitType: text('code table in coupon/discount.ts DISCOUNT_UNIT_TYPES'),
  maxDiscountAmtForRate: nullableNumber(
    'cap of a rate discount in yen; null = no cap (the service’s 0 or empty)',
  ),
  minusRuleType: text("'1' = a discount that would take a price below zero counts as zero"),
  adultDiscountFlag: flag(),
  childDiscountFlag: flag(),
  infantDiscountFlag: flag(),
  conbineFlag: flag("spelled as the service spells it: '1' combinable with other combinable coupons"),
  adtUseAllowFlag: flag(),
  chdUseAllowFlag: flag(),
  infUseAllowFlag: flag(),
  depDateFrom: text("YYYYMMDD; '' open"),
  depDateTo: text("YYYYMMDD; '' open"),
  minReserveAmt: nullableNumber('minimum reserve amount in yen; null = none'),
  maxUseCount: nullableNumber('total uses allowed; null = no cap'),
  excludeDepDateList: Type.Array(CouponExcludeDepDateSchema),
  targetSystemGrpType: text(),
  targetSystemSubGrpCode: text(
    "the tour type (tour app sub-group) the coupon is limited to: '01' free plan, '03' dynamic package …; '' any",
  ),
  hotelCode: text(),
  hotelPlanCode: text(),
  landCode: text(),
  landMaterialCode: text(),
  landPlanCode: text(),
  optionalId: text(
    "`${landCode}-${landMaterialCode}-${landPlanCode}`, or '' when the coupon names no landCode",
  ),
  useDate: text(),
  roundType: text("'1' up, '2' down, anything else nearest (half up): coupon/rounding.ts"),
  roundDigit: nullableNumber('rounding unit is 10 ** roundDigit; null = the default unit 10'),
  groupCode: text(),
  remarks: text(),
  productKinds: codes('tour | dp | yado | optional | rentacar; [] any'),
  kodawari: codes("features needed ('101' hot spring); [] none"),
  childRequired: Type.Boolean({ description: 'a child or an infant must be in the party' }),
  birthMonthOnly: Type.Boolean({ description: "only in the member's birth month" }),
  tourCode: text("the tour the coupon is for; '' any"),
  rentacarCode: text("the rental car the coupon is for; '' any"),
  areaCode: text("destination area, any level; '' anywhere"),
  destPrefCode: text("destination prefecture; '' anywhere"),
  sexes: codes('male | female; [] anyone'),
  ageFrom: nullableNumber('null: open'),
  ageTo: nullableNumber('null: open'),
  livePrefCodes: codes('residence prefectures; [] anyone'),
  maxUsePerUser: nullableNumber('uses allowed per member; null = no cap'),
  usedCount: Type.Number({ description: 'bookings using the coupon now (live count of the service)' }),
  userUsedCount: Type.Number({ description: "the asking member's bookings using it" }),
});
export type Coupon = Static<typeof CouponSchema>;

/** A coupon held by a logged-in user (spec §3 "User coupon"). */
export interface UserCoupon extends Coupon {
  userCouponKey: string;
}

/** Who is asking for coupons (spec §3 "Coupon condition", §6). */
export interface CouponCondition {
  /** Present only for a logged-in user; the user coupon list is fetched only when set (spec §6). */
  userId: string;
  /** Residence prefecture code, sent as LivePrefCode; '9999999999' = unknown (spec §9). */
  prefecture: string;
  /** Sent verbatim as Sex; '' = unknown. */
  gender: string;
  /** Age in years; 999 = unknown (spec §9). */
  age: number;
  loginStatus: boolean;
  /** Whether the site uses coupons at all (spec §3 useableCoupon / canUseCoupon). */
  canUseCoupon: boolean;
  /** Spec §9 default '3'; '4' is used for land optionals (spec §7). */
  targetSystemGrpType: string;
}

/** Spec §9 defaults. */
export const COUPON_DEFAULT_AGE = 999;
export const COUPON_DEFAULT_LIVE_PREF_CODE = '9999999999';
export const COUPON_DEFAULT_TARGET_SYSTEM_GRP_TYPE = '3';
export const COUPON_LAND_OPTIONAL_TARGET_SYSTEM_GRP_TYPE = '4';
export const COUPON_DEFAULT_ADULT_PAX = 1;

/** True for a whole age the service can use (0..150); anything else is sent as 999. */
export function isKnownCouponAge(age: unknown): age is number {
  return typeof age === 'number' && Number.isInteger(age) && age >= 0 && age <= 150;
}

/**
 * A complete coupon condition from a partial one, with the spec §9 defaults: age 999 (also for an
 * unusable age), LivePrefCode '9999999999', targetSystemGrpType '3'; coupons enabled by default.
 */
export function couponConditionWithDefaults(partial: Partial<CouponCondition> = {}): CouponCondition {
  return {
    userId: partial.userId?.trim() ?? '',
    prefecture: partial.prefecture?.trim() || COUPON_DEFAULT_LIVE_PREF_CODE,
    gender: partial.gender ?? '',
    age: isKnownCouponAge(partial.age) ? partial.age : COUPON_DEFAULT_AGE,
    loginStatus: partial.loginStatus ?? false,
    canUseCoupon: partial.canUseCoupon ?? true,
    targetSystemGrpType: partial.targetSystemGrpType?.trim() || COUPON_DEFAULT_TARGET_SYSTEM_GRP_TYPE,
  };
}

/** Which coupon lists to fetch (spec §6: user coupons only when a userId is supplied). */
export function couponFetchPlan(condition: CouponCondition): { general: boolean; user: boolean } {
  return {
    general: condition.canUseCoupon,
    user: condition.canUseCoupon && condition.userId !== '',
  };
}

/** Spec §3 "Discount result". All money in integer yen. */
export interface CouponDiscountResult {
  usable: boolean;
  /** Total discount of the booking at the minimum prices. */
  discountPrice: number;
  /** Booking total at the minimum prices after the discount. */
  minPrice: number;
  /** Booking total at the maximum prices after the discount. */
  maxPrice: number;
}

/** Spec §3 "Price-breakdown row": paxType is the app's pax-type code (./paxSlots.ts). */
export interface CouponPriceBreakdownRow {
  label: string;
  paxType: string;
  price: number;
}

/**
 * Spec §3 "Passenger-range input": per category (pax/appPaxCodes.ts PAX_CATEGORIES) price range and
 * count (pricing/totals.ts PaxPriceRange), plus bedCount (default 1, pax/bedCount.ts).
 */
export interface CouponPassengerRangeInput extends Record<PaxCategory, PaxPriceRange> {
  bedCount: number;
}

/** Coupon list result statuses (spec §4). */
export const COUPON_STATUS = {
  SUCCESS: 'SUCCESS',
  NOT_EXISTS_COUPON: 'NOT_EXISTS_COUPON',
  NOT_EXISTS_AVAILABLE_COUPON: 'NOT_EXISTS_AVAILABLE_COUPON',
  API_ERROR: 'API_ERROR',
} as const;

export type CouponStatus = (typeof COUPON_STATUS)[keyof typeof COUPON_STATUS];

/** Coupon service error codes (spec §8): only logged, the coupon list is then empty. */
export const COUPON_SERVICE_ERROR_CODES = {
  PARAMETER_ERROR: '0001',
  MAINTENANCE: '9998',
  SYSTEM_ERROR: '9999',
} as const;

export type CouponServiceErrorKind = keyof typeof COUPON_SERVICE_ERROR_CODES | 'UNKNOWN';
