'use client';
/**
 * A member's own coupon prices on a visitor's page (issue 15 item 1): the page cache shows members
 * the visitor's page, whose coupon prices are the general ones. Once the browser knows the member
 * (MemberView.tsx), the page's scope asks GET /couponDiscount once with the member's conditions
 * (lib/coupons/discount.ts memberQuery; the session cookie travels with the call and the API
 * prices user coupons only for that session's own member), and every slot shows the member's price
 * instead of the visitor's: the same coupon and price the server would render for them, and the
 * one their quote applies (the quote is their own fresh call). While it is asked, or when the
 * member's coupons cannot be read, the slot is empty: a coupon price is a bonus, never a guess.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import {
  NO_COUPON_PRICES,
  couponDiscountQuery,
  couponItemKey,
  memberQuery,
  readCouponPrices,
  type CouponDiscountRequest,
  type CouponItemRef,
  type CouponPrices,
} from '@/lib/coupons/discount';
import { browserApi } from '@/lib/browserApi';
import { useTranslation } from '@/lib/i18n/client';
import type { AccountUser } from '@/lib/account/types';
import { CouponPriceLine, EmptyCouponSlot } from '../coupon/CouponPriceLine';
import { useMemberView } from './MemberView';

/** The member's prices of the page: null while asked. */
const Context = createContext<CouponPrices | null>(null);

/** The member's coupon prices of a page (never rejects: any failure is no coupon prices). */
async function loadMemberCouponPrices(
  request: CouponDiscountRequest,
  user: AccountUser,
): Promise<CouponPrices> {
  const query = couponDiscountQuery(request);
  if (!query) return NO_COUPON_PRICES;
  try {
    const { data } = await browserApi().GET('/couponDiscount', {
      params: { query: memberQuery(query, user) },
    });
    return data ? readCouponPrices(data, request.items) : NO_COUPON_PRICES;
  } catch {
    return NO_COUPON_PRICES;
  }
}

/** Around a page's cards: asks the member's prices when the page is a visitor's shown to a member. */
export function MemberCouponScope({
  request,
  children,
}: {
  request: CouponDiscountRequest;
  children: ReactNode;
}) {
  const view = useMemberView();
  const user = view.kind === 'member' ? view.user : null;
  const [prices, setPrices] = useState<CouponPrices | null>(null);
  useEffect(() => {
    if (!user) return;
    let live = true;
    void loadMemberCouponPrices(request, user).then((answer) => {
      if (live) setPrices(answer);
    });
    return () => {
      live = false;
    };
  }, [request, user]);
  return <Context.Provider value={prices}>{children}</Context.Provider>;
}

/** One card's coupon slot: the server's (visitor's) slot, or the member's own price. */
export function MemberCouponSwap({
  item,
  nights = 1,
  compact = false,
  children,
}: {
  item: CouponItemRef;
  nights?: number;
  compact?: boolean;
  children: ReactNode;
}) {
  const view = useMemberView();
  const prices = useContext(Context);
  const { t, i18n } = useTranslation('coupon');
  if (view.kind !== 'member') return <div data-visitor-part="">{children}</div>;
  const price = prices?.get(couponItemKey(item));
  if (!price) return <EmptyCouponSlot compact={compact} />;
  return <CouponPriceLine price={price} t={t} lang={i18n.language} nights={nights} compact={compact} />;
}
