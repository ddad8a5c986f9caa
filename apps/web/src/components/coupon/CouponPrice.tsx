/**
 * The best-coupon price of one card (spec §4 SUCCESS only, §9 best coupon), as Japanese OTAs show
 * it: a クーポン badge and 「クーポン利用で 1人 12,300円～」 (the price never breaks), the coupon's name behind a disclosure
 * (<details>: no script). Server components; nothing is rendered when the item has no coupon price
 * that is really lower than its regular price (lib/coupons/discount.ts readCouponPrices).
 *
 * How to use (hotel cards, plan rows; tour cards later with `item={{ tourId }}`):
 *
 *   // around the page's cards: one couponDiscount call for the page, not awaited (a member shown
 *   // the visitor's cached page gets their own prices):
 *   <CouponPriceScope request={couponRequestOfThePage}>
 *     {(couponPrices) => …every card:
 *       <CouponPriceSlot prices={couponPrices} item={{ tourId: tour.tourId }} lang={lang} />}
 *   </CouponPriceScope>
 *
 * The slot streams in when the answer arrives (the page itself never waits for coupons) and keeps
 * its height meanwhile, so nothing moves when it appears (no layout shift).
 */
import { Suspense } from 'react';
import { couponItemKey, type CouponItemRef, type CouponPrices } from '@/lib/coupons/discount';
import { getT } from '@/lib/i18n/server';
import type { Lang } from '@/lib/i18n/settings';
import { MemberCouponSwap } from '../member/MemberCoupons';
import { CouponPriceLine, EmptyCouponSlot } from './CouponPriceLine';

interface CouponPriceProps {
  /** The page's coupon prices: one promise for the whole page (loadCouponPrices). */
  prices: Promise<CouponPrices>;
  item: CouponItemRef;
  lang: Lang;
  /** Nights the price covers (hotel stays); 1 or absent: a per-person price. */
  nights?: number;
  /** Lay the slot out compactly (map list). */
  compact?: boolean;
}

export async function CouponPrice({ prices, item, lang, nights = 1, compact = false }: CouponPriceProps) {
  const price = (await prices).get(couponItemKey(item));
  if (!price) return <EmptyCouponSlot compact={compact} />;
  const t = await getT(lang, 'coupon');
  return <CouponPriceLine price={price} t={t} lang={lang} nights={nights} compact={compact} />;
}

/**
 * CouponPrice inside its own Suspense boundary, with a placeholder of the same height. On a
 * visitor's page shown to a member, the member's own price takes its place in the browser
 * (member/MemberCoupons.tsx; the page's MemberCouponScope asks for it).
 */
export function CouponPriceSlot(props: CouponPriceProps) {
  return (
    <MemberCouponSwap item={props.item} nights={props.nights} compact={props.compact}>
      <Suspense fallback={<EmptyCouponSlot compact={props.compact} />}>
        <CouponPrice {...props} />
      </Suspense>
    </MemberCouponSwap>
  );
}
