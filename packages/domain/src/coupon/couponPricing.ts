/**
 * The coupon discount the API answers with (spec §4 coupon list result, §7 couponDiscount):
 * candidates (general and user coupons, already merged by mergeCoupons) → eligibility (spec §5) →
 * discount and usability (spec §5, §9) → best coupon (spec §9) → per-adult prices after it.
 *
 * Statuses (spec §4): NOT_EXISTS_COUPON when there are no candidates at all; NOT_EXISTS_AVAILABLE_COUPON
 * when candidates exist but none is eligible and usable; SUCCESS with priceInfo (the product ids plus
 * discountMinPrice / discountMaxPrice, the adult minimum / maximum price after the best coupon's
 * per-person discount) and couponInfo (the best coupon).
 */
import { pickBestCoupon, type EvaluatedCoupon } from './bestCoupon';
import { evaluateCouponDiscount, type CouponDiscountEvaluation } from './discountResult';
import { isCouponEligible, type CouponEligibilityContext, type CouponProductRef } from './eligibility';
import { COUPON_STATUS, type Coupon, type CouponPassengerRangeInput } from './types';

export interface CouponDiscountRequest<C extends Coupon = Coupon> extends CouponEligibilityContext {
  /** General and user coupons, merged (user coupons override general ones with the same code). */
  coupons: readonly C[];
  /** Adult / child / infant price ranges and counts plus bedCount (see ./paxSlots.ts for slot mapping). */
  pax: CouponPassengerRangeInput;
  /** Spec §5/§9: from configuration. */
  lowerLimitPrice: number;
  /** Nights for the per-night discount unit types; default 1. */
  nights?: number;
}

/** Spec §7 priceInfo: the product's ids plus the per-adult prices after the best coupon. */
export interface CouponPriceInfo extends CouponProductRef {
  discountMinPrice: number;
  discountMaxPrice: number;
}

export type CouponDiscountAnswer<C extends Coupon = Coupon> =
  | {
      status: typeof COUPON_STATUS.SUCCESS;
      priceInfo: CouponPriceInfo;
      couponInfo: C;
      evaluation: CouponDiscountEvaluation;
    }
  | { status: typeof COUPON_STATUS.NOT_EXISTS_COUPON }
  | { status: typeof COUPON_STATUS.NOT_EXISTS_AVAILABLE_COUPON };

/** The product ids present in the request, for priceInfo. */
function productIds(product: CouponProductRef = {}): CouponProductRef {
  const ids: CouponProductRef = {};
  if (product.tourId) ids.tourId = product.tourId;
  if (product.hotelId) ids.hotelId = product.hotelId;
  if (product.planId) ids.planId = product.planId;
  if (product.optionalId) ids.optionalId = product.optionalId;
  return ids;
}

/** Every eligible candidate with its discount evaluation (usable or not). */
export function evaluateCouponCandidates<C extends Coupon>(
  request: CouponDiscountRequest<C>,
): EvaluatedCoupon<C>[] {
  return request.coupons
    .filter((coupon) => isCouponEligible(coupon, request.pax, request))
    .map((coupon) => ({
      coupon,
      evaluation: evaluateCouponDiscount(coupon, request.pax, {
        lowerLimitPrice: request.lowerLimitPrice,
        nights: request.nights,
      }),
    }));
}

/** Spec §4/§7/§9: the couponDiscount answer for one product. */
export function resolveCouponDiscount<C extends Coupon>(
  request: CouponDiscountRequest<C>,
): CouponDiscountAnswer<C> {
  if (request.coupons.length === 0) return { status: COUPON_STATUS.NOT_EXISTS_COUPON };
  const best = pickBestCoupon(evaluateCouponCandidates(request));
  if (best === null) return { status: COUPON_STATUS.NOT_EXISTS_AVAILABLE_COUPON };
  return {
    status: COUPON_STATUS.SUCCESS,
    priceInfo: {
      ...productIds(request.product),
      discountMinPrice: best.evaluation.discountMinPrice,
      discountMaxPrice: best.evaluation.discountMaxPrice,
    },
    couponInfo: best.coupon,
    evaluation: best.evaluation,
  };
}
