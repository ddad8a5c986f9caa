/**
 * Coupons of a booking: the general and the user's coupons the coupon service lists for the
 * product, date and party (services/couponClient.ts, the same calls as /couponDiscount), judged by
 * the domain coupon rules on the booking's own price rows (domain bookingCouponInput: exact per-
 * person prices of the recomputed booking, detail-page rules: plan coupons allowed).
 *
 * The service is asked BEFORE the booking's transaction opens (it reads the same database; on
 * PGlite a transaction holds the one connection). Inside the transaction the chosen coupon is
 * re-judged on the recomputed price and its use is counted with conditional updates
 * (bookings.ts): so a coupon used up meanwhile, or a user coupon stamped meanwhile, is refused.
 */
import {
  birthMonthOf,
  compareCouponsForBest,
  countCouponPax,
  couponConditionWithDefaults,
  evaluateCouponCandidates,
  isUserCoupon,
  japanToday,
  mergeCoupons,
  type Coupon,
  type CouponDiscountEvaluation,
  type CouponSearchContext,
  type EvaluatedCoupon,
} from '@tabiyori/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { App } from '../../app';
import { readLowerLimitPrice } from '../couponPricing';
import { couponClientFor, fetchCouponLists, fetchOptionalCouponLists } from '../couponClient';
import type { PricedBooking } from './pricing';

export interface BookingCoupons {
  /** Every candidate (general coupons merged with the user's). */
  candidates: Coupon[];
  lowerLimitPrice: number;
  /** Issue 18: the member's birth month (birthday coupons), '' when unknown; today in Japan. */
  birthMonth: string;
  today: string;
}

export interface CouponOffer {
  couponCode: string;
  couponName: string;
  remarks: string;
  isUserCoupon: boolean;
  userCouponKey: string | null;
  discount: number;
  paidTotal: number;
}

function ageOn(birthDate: string | null | undefined, today: string): number | undefined {
  if (!birthDate) return undefined;
  const b = birthDate.replaceAll('-', '');
  const years = Number(today.slice(0, 4)) - Number(b.slice(0, 4));
  return today.slice(4) < b.slice(4) ? years - 1 : years;
}

/** Asks the coupon service for the booking's coupons (general + the user's). */
export async function fetchBookingCoupons(
  app: App,
  log: FastifyBaseLogger,
  userId: string,
  priced: PricedBooking,
  now: number,
): Promise<BookingCoupons> {
  const user = await app.ctx.db
    .selectFrom('app_user')
    .select(['gender', 'birth_date', 'live_pref_code'])
    .where('id', '=', userId)
    .executeTakeFirst();
  const age = ageOn(user?.birth_date, japanToday(now));
  const condition = couponConditionWithDefaults({
    userId,
    prefecture: user?.live_pref_code ?? '',
    gender: user?.gender ?? '',
    ...(age !== undefined ? { age } : {}),
    loginStatus: true,
    targetSystemGrpType: priced.coupon.targetSystemGrpType,
  });
  const counts = countCouponPax(priced.app, {});
  for (const guest of priced.party.guests) counts[guest.paxCategory] += 1;
  const ctx: CouponSearchContext = {
    lang: priced.lang,
    now,
    tourType: priced.coupon.tourType,
    depDate: priced.startDate,
    adultCount: priced.app === 'rentacar' ? priced.party.travellers : counts.adult,
    childCount: priced.app === 'rentacar' ? 0 : counts.child,
    infantCount: priced.app === 'rentacar' ? 0 : counts.infant,
    tourCode: priced.ids.tourId ?? '',
    hotelCode: priced.ids.hotelId ?? '',
    hotelPlanCode: priced.ids.planId ?? '',
    rentacarCode: priced.coupon.rentacarCode,
    areaCode: priced.coupon.areaCode,
  };
  const client = couponClientFor(app, log);
  const [lists, lowerLimitPrice] = await Promise.all([
    priced.kind === 'optional'
      ? fetchOptionalCouponLists(client, condition, ctx, [
          { optionalId: priced.ids.optionalId ?? '', date: priced.startDate },
        ]).then((byId) => byId.get(priced.ids.optionalId ?? ''))
      : fetchCouponLists(client, condition, ctx),
    readLowerLimitPrice(app, log),
  ]);
  return {
    candidates: lists ? mergeCoupons(lists.general, lists.user) : [],
    lowerLimitPrice,
    birthMonth: birthMonthOf(user?.birth_date),
    today: japanToday(now),
  };
}

/** Every usable coupon for the priced booking, best first (spec §9 order). */
export function usableCoupons(
  priced: PricedBooking,
  coupons: BookingCoupons,
  couponInput: Parameters<typeof evaluateCouponCandidates>[0]['pax'],
): EvaluatedCoupon[] {
  const evaluated = evaluateCouponCandidates({
    app: priced.app,
    tourType: priced.coupon.tourType,
    depDate: priced.startDate,
    listPage: false,
    product: priced.coupon.product,
    coupons: coupons.candidates,
    pax: couponInput,
    lowerLimitPrice: coupons.lowerLimitPrice,
    nights: Math.max(1, priced.nights),
    today: coupons.today,
    ...(coupons.birthMonth ? { birthMonth: coupons.birthMonth } : {}),
  });
  return evaluated.filter((c) => c.evaluation.usable).sort(compareCouponsForBest);
}

export function couponOffer(
  coupon: Coupon,
  evaluation: CouponDiscountEvaluation,
  total: number,
): CouponOffer {
  const discount = Math.min(evaluation.discountPrice, total);
  return {
    couponCode: coupon.couponCode,
    couponName: coupon.couponName,
    remarks: coupon.remarks,
    isUserCoupon: isUserCoupon(coupon),
    userCouponKey: isUserCoupon(coupon) ? coupon.userCouponKey : null,
    discount,
    paidTotal: total - discount,
  };
}
