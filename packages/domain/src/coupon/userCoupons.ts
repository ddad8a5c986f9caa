/**
 * User coupon filtering and merging (spec §5).
 *
 * A user coupon is dropped when (checked in this order, the first reason wins):
 * - RETURNED: it has a ReturnDatetime (it was given back after use);
 * - BOOKED: it has a BookingNumber (it is tied to a booking already);
 * - EXPIRED: its UseDatetimeTo is past. `now` is compared in Japan time as `YYYYMMDDHHmmss`, and a
 *   UseDatetimeTo stands for its whole unit (`YYYYMMDDHHmm` is usable until :59 of that minute, a
 *   bare `YYYYMMDD` until 23:59:59 that day). A missing or unreadable UseDatetimeTo never expires.
 * - DEP_DATE_PASSED: its DepDate is before the departure date. DepDate is read as the LATEST
 *   departure date the user coupon allows (出発日 must be on or before DepDate): a coupon with DepDate
 *   20261130 is kept for departures up to and including 20261130 and dropped for 20261201. With no
 *   DepDate, or a search without a departure date, the check does not apply.
 *
 * Merging: a user coupon overrides the general coupon with the same couponCode (it takes the general
 * one's place in the list); user coupons with new codes follow the general ones. If the user holds
 * several coupons with one code (or the general list repeats a code), the first one stands for it.
 */
import { japanNowSecond } from '../calendar/japanTime';
import { couponDateTimeEnd, couponServiceDate } from './couponTime';
import type { RawUserCouponItem } from './serviceTypes';
import type { Coupon, UserCoupon } from './types';

export type UserCouponDropReason = 'RETURNED' | 'BOOKED' | 'EXPIRED' | 'DEP_DATE_PASSED';

export interface UserCouponFilterContext {
  now: Date | number;
  /** Departure date `YYYYMMDD`; empty or absent for a search without a date. */
  depDate?: string;
}

function present(value: string | undefined): boolean {
  return (value ?? '').trim() !== '';
}

/** Why a user coupon is dropped (spec §5), or null when it is kept. */
export function userCouponDropReason(
  item: RawUserCouponItem,
  ctx: UserCouponFilterContext,
): UserCouponDropReason | null {
  if (present(item.ReturnDatetime)) return 'RETURNED';
  if (present(item.BookingNumber)) return 'BOOKED';
  const useEnd = couponDateTimeEnd(item.UseDatetimeTo);
  if (useEnd !== null && japanNowSecond(ctx.now) > useEnd) return 'EXPIRED';
  const latestDepDate = couponServiceDate(item.DepDate);
  const depDate = couponServiceDate(ctx.depDate);
  if (latestDepDate !== '' && depDate !== '' && latestDepDate < depDate) return 'DEP_DATE_PASSED';
  return null;
}

/** Spec §5: the user coupon list items still usable for this search. */
export function filterUserCoupons(
  items: readonly RawUserCouponItem[],
  ctx: UserCouponFilterContext,
): RawUserCouponItem[] {
  return items.filter((item) => userCouponDropReason(item, ctx) === null);
}

/** Spec §5: user coupons override general coupons with the same couponCode. */
export function mergeCoupons(
  general: readonly Coupon[],
  user: readonly UserCoupon[],
): (Coupon | UserCoupon)[] {
  const userByCode = new Map<string, UserCoupon>();
  for (const coupon of user)
    if (!userByCode.has(coupon.couponCode)) userByCode.set(coupon.couponCode, coupon);
  const merged: (Coupon | UserCoupon)[] = [];
  const seen = new Set<string>();
  for (const coupon of [...general, ...userByCode.values()]) {
    if (seen.has(coupon.couponCode)) continue;
    seen.add(coupon.couponCode);
    merged.push(userByCode.get(coupon.couponCode) ?? coupon);
  }
  return merged;
}

/** True for a coupon that came from the user's own list. */
export function isUserCoupon(coupon: Coupon): coupon is UserCoupon {
  return 'userCouponKey' in coupon;
}
