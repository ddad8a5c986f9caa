/**
 * Around a page's cards with coupon prices: one GET /couponDiscount for the whole page, not awaited
 * (each card's coupon line streams in; lib/coupons/server.ts loadCouponPrices), handed to the cards
 * by `children(couponPrices)`, inside the scope that asks a member's own prices when the page is a
 * visitor's shown to a member (member/MemberCoupons.tsx). Server component.
 */
import type { ReactNode } from 'react';
import type { CouponDiscountRequest, CouponPrices } from '@/lib/coupons/discount';
import { loadCouponPrices } from '@/lib/coupons/server';
import { MemberCouponScope } from '../member/MemberCoupons';

export function CouponPriceScope({
  request,
  children,
}: {
  request: CouponDiscountRequest;
  children: (couponPrices: Promise<CouponPrices>) => ReactNode;
}) {
  return <MemberCouponScope request={request}>{children(loadCouponPrices(request))}</MemberCouponScope>;
}
