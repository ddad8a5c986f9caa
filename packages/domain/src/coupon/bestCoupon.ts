/**
 * Best coupon (spec §9): the usable coupon with the highest per-person discount; ties go to the
 * ascending couponCode (plain code-unit order, not locale order: 'A10' < 'A9', 'B' < 'a').
 *
 * Reading: the per-person discount compared is the one at the minimum prices, the headline "from"
 * price (./discountResult.ts). Codes are unique after mergeCoupons, so the choice never depends on
 * the order of the candidates.
 */
import type { CouponDiscountEvaluation } from './discountResult';
import type { Coupon } from './types';

export interface EvaluatedCoupon<C extends Coupon = Coupon> {
  coupon: C;
  evaluation: CouponDiscountEvaluation;
}

function compareCodes(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Spec §9 order: higher per-person discount first, then ascending couponCode. */
export function compareCouponsForBest(a: EvaluatedCoupon, b: EvaluatedCoupon): number {
  const byDiscount = b.evaluation.perPersonDiscountMin - a.evaluation.perPersonDiscountMin;
  return byDiscount !== 0 ? byDiscount : compareCodes(a.coupon.couponCode, b.coupon.couponCode);
}

/** Spec §9: the best usable coupon, or null when none is usable. */
export function pickBestCoupon<C extends Coupon>(
  candidates: readonly EvaluatedCoupon<C>[],
): EvaluatedCoupon<C> | null {
  let best: EvaluatedCoupon<C> | null = null;
  for (const candidate of candidates) {
    if (!candidate.evaluation.usable) continue;
    if (best === null || compareCouponsForBest(candidate, best) < 0) best = candidate;
  }
  return best;
}
