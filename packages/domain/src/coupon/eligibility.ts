/**
 * Whether a coupon may be applied to a product at all (spec §5 "Coupon eligibility"), before its
 * discount is computed (./discountResult.ts decides the lowerLimitPrice part).
 *
 * Checks, in order (the first failure is the reason):
 * 1. NOT_PRICE_DISCOUNT: only discountType '1' (a price discount, 割引) is considered for price display.
 *    Other types (e.g. point back or a present) change no price and are never shown as a discount.
 * 2. PLAN_COUPON_ON_LIST: on list pages, coupons with a hotelPlanCode are excluded for the yado app,
 *    the dp app, and the tour app with tourType '03' (a list card is not one plan).
 * 3. PAX_TYPE_NOT_ALLOWED: every travelling passenger's category must be allowed by its use-allow
 *    flag with value '1' (adtUseAllowFlag / chdUseAllowFlag / infUseAllowFlag). A category with no
 *    passengers needs no permission.
 * 4. BELOW_MIN_RESERVE_AMOUNT: the reserve amount (the booking total at the minimum prices, spec §9)
 *    must not be below minReserveAmt.
 * 5. OUTSIDE_DEP_DATE_RANGE / EXCLUDED_DEP_DATE: the departure date must lie within
 *    depDateFrom..depDateTo (inclusive; an empty side is open) and inside no excludeDepDateList range
 *    (inclusive). Without a departure date (no-date search) these checks do not apply.
 * 3b. issue 18: the coupon's own conditions (./conditions.ts): product kind, tour, car and area,
 *    a child required, the product's features, the member's birth month, gender, age and
 *    residence, and the use caps (total and per member).
 * 6. HOTEL_MISMATCH / PLAN_MISMATCH / OPTIONAL_MISMATCH: a product code the coupon names must be the
 *    product's: hotelCode = hotelId, hotelPlanCode = planId, and for a land optional each land code
 *    the coupon names (landCode, landMaterialCode, landPlanCode) = that part of the optionalId. A
 *    coupon naming a code the product does not have is not eligible. groupCode, useDate,
 *    openStatus and targetSystemGrpType are the coupon service's business (it filters by them on
 *    request) and are not checked again here.
 */
import { couponConditionReason, type CouponConditionReason, type CouponUserFacts } from './conditions';
import { parseCouponOptionalId } from './normalize';
import { couponTotalPrices, wholeNonNegative } from './totalPrice';
import type { AppType, PaxCategory } from '../pax/appPaxCodes';
import type { Coupon, CouponPassengerRangeInput } from './types';

export type CouponIneligibleReason =
  | 'NOT_PRICE_DISCOUNT'
  | 'PLAN_COUPON_ON_LIST'
  | 'PAX_TYPE_NOT_ALLOWED'
  | 'BELOW_MIN_RESERVE_AMOUNT'
  | 'OUTSIDE_DEP_DATE_RANGE'
  | 'EXCLUDED_DEP_DATE'
  | 'HOTEL_MISMATCH'
  | 'PLAN_MISMATCH'
  | 'OPTIONAL_MISMATCH'
  | CouponConditionReason;

/** The product a coupon is being applied to; ids as the product API names them. */
export interface CouponProductRef {
  tourId?: string;
  hotelId?: string;
  planId?: string;
  optionalId?: string;
  /** The product's features (kodawari codes: hotel or tour), for coupons that need some. */
  kodawari?: readonly string[];
  /** The rental car's code, for coupons naming one. */
  rentacarCode?: string;
  /** Every area code the product lies in (area, prefecture, region), for area coupons. */
  areaCodes?: readonly string[];
}

export interface CouponEligibilityContext {
  app: AppType;
  tourType?: string;
  /** Departure date `YYYYMMDD`; empty or absent for a search without a date. */
  depDate?: string;
  /** List pages exclude plan coupons for some apps; default true (couponDiscount serves list cards). */
  listPage?: boolean;
  product?: CouponProductRef;
  /** The member's birth month '01'–'12' (birthday coupons); absent for a visitor. */
  birthMonth?: string;
  /** Today in Japan, YYYYMMDD (birthday coupons). */
  today?: string;
  /** The member's gender, age and residence (user conditions); absent for a visitor. */
  user?: CouponUserFacts;
}

/** Spec §5: discountType '1' (price discount) is the only type shown on prices. */
export const COUPON_PRICE_DISCOUNT_TYPE = '1';

/** Spec §5: tour type whose list pages exclude plan coupons like yado and dp. */
export const COUPON_PLAN_EXCLUDED_TOUR_TYPE = '03';

/** Spec §5: whether a coupon is a price discount considered for price display. */
export function isPriceDisplayCoupon(coupon: Coupon): boolean {
  return coupon.discountType === COUPON_PRICE_DISCOUNT_TYPE;
}

/** Spec §5: a coupon with a hotelPlanCode is excluded on list pages of yado, dp and tour type '03'. */
export function isPlanCouponExcludedOnList(coupon: Coupon, app: AppType, tourType?: string): boolean {
  if (coupon.hotelPlanCode === '') return false;
  return app === 'yado' || app === 'dp' || (app === 'tour' && tourType === COUPON_PLAN_EXCLUDED_TOUR_TYPE);
}

const USE_ALLOW_FLAG: Record<PaxCategory, 'adtUseAllowFlag' | 'chdUseAllowFlag' | 'infUseAllowFlag'> = {
  adult: 'adtUseAllowFlag',
  child: 'chdUseAllowFlag',
  infant: 'infUseAllowFlag',
};

/** Spec §5: every passenger's category allowed by its use-allow flag ('1'). */
export function isCouponPaxAllowed(coupon: Coupon, pax: Readonly<Record<PaxCategory, number>>): boolean {
  return (Object.keys(USE_ALLOW_FLAG) as PaxCategory[]).every(
    (category) => wholeNonNegative(pax[category]) === 0 || coupon[USE_ALLOW_FLAG[category]] === '1',
  );
}

/** Spec §5: the reserve amount is not below minReserveAmt (no minimum when absent). */
export function meetsCouponMinReserveAmount(coupon: Coupon, reserveAmount: number): boolean {
  return coupon.minReserveAmt == null || reserveAmount >= coupon.minReserveAmt;
}

/** Spec §5: departure date within depDateFrom..depDateTo and in no excluded range (all inclusive). */
export function couponDepDateReason(
  coupon: Coupon,
  depDate: string | undefined,
): 'OUTSIDE_DEP_DATE_RANGE' | 'EXCLUDED_DEP_DATE' | null {
  if (!depDate) return null;
  if (coupon.depDateFrom !== '' && depDate < coupon.depDateFrom) return 'OUTSIDE_DEP_DATE_RANGE';
  if (coupon.depDateTo !== '' && depDate > coupon.depDateTo) return 'OUTSIDE_DEP_DATE_RANGE';
  const excluded = coupon.excludeDepDateList.some(
    (range) => depDate >= range.depDateFrom && depDate <= range.depDateTo,
  );
  return excluded ? 'EXCLUDED_DEP_DATE' : null;
}

/** Spec §5: the product codes a coupon names match the product. */
export function couponProductReason(
  coupon: Coupon,
  product: CouponProductRef = {},
): 'HOTEL_MISMATCH' | 'PLAN_MISMATCH' | 'OPTIONAL_MISMATCH' | null {
  if (coupon.hotelCode !== '' && coupon.hotelCode !== product.hotelId) return 'HOTEL_MISMATCH';
  if (coupon.hotelPlanCode !== '' && coupon.hotelPlanCode !== product.planId) return 'PLAN_MISMATCH';
  if (coupon.landCode !== '') {
    const land = parseCouponOptionalId(product.optionalId ?? '');
    if (
      !land ||
      land.landCode !== coupon.landCode ||
      (coupon.landMaterialCode !== '' && land.landMaterialCode !== coupon.landMaterialCode) ||
      (coupon.landPlanCode !== '' && land.landPlanCode !== coupon.landPlanCode)
    ) {
      return 'OPTIONAL_MISMATCH';
    }
  }
  return null;
}

/** Spec §5: why the coupon cannot be applied to this product, or null when it is eligible. */
export function couponIneligibleReason(
  coupon: Coupon,
  input: CouponPassengerRangeInput,
  ctx: CouponEligibilityContext,
): CouponIneligibleReason | null {
  if (!isPriceDisplayCoupon(coupon)) return 'NOT_PRICE_DISCOUNT';
  if ((ctx.listPage ?? true) && isPlanCouponExcludedOnList(coupon, ctx.app, ctx.tourType)) {
    return 'PLAN_COUPON_ON_LIST';
  }
  const pax = { adult: input.adult.pax, child: input.child.pax, infant: input.infant.pax };
  if (!isCouponPaxAllowed(coupon, pax)) return 'PAX_TYPE_NOT_ALLOWED';
  const condition = couponConditionReason(coupon, {
    app: ctx.app,
    children: pax.child + pax.infant,
    ...(ctx.product?.kodawari ? { kodawari: ctx.product.kodawari } : {}),
    ...(ctx.birthMonth ? { birthMonth: ctx.birthMonth } : {}),
    ...(ctx.today ? { today: ctx.today } : {}),
    ...(ctx.product?.tourId ? { tourId: ctx.product.tourId } : {}),
    ...(ctx.product?.rentacarCode ? { rentacarCode: ctx.product.rentacarCode } : {}),
    ...(ctx.product?.areaCodes ? { areaCodes: ctx.product.areaCodes } : {}),
    ...(ctx.user ? { user: ctx.user } : {}),
  });
  if (condition) return condition;
  if (!meetsCouponMinReserveAmount(coupon, couponTotalPrices(input).min)) return 'BELOW_MIN_RESERVE_AMOUNT';
  return couponDepDateReason(coupon, ctx.depDate) ?? couponProductReason(coupon, ctx.product);
}

/** Spec §5: whether the coupon may be applied to this product. */
export function isCouponEligible(
  coupon: Coupon,
  input: CouponPassengerRangeInput,
  ctx: CouponEligibilityContext,
): boolean {
  return couponIneligibleReason(coupon, input, ctx) === null;
}
