/**
 * The coupon list page's view model (spec §1 coupons, §3 coupon fields, §6 visitors get the general
 * list): the answer of GET /v1/coupons (its generated type), coupons grouped by product, and every text a coupon card
 * prints as a locale key with its values (prices by the domain's formatPrice, the discount unit by the
 * domain's discountUnitType table; the periods and terms: cardTerms.ts; the search links:
 * searchLinks.ts). Pure (tested).
 */
import { COUPON_DISCOUNT_UNIT_TYPES, couponUseReason, formatPrice, type Coupon } from '@tabiyori/domain';
import type { ApiAnswer } from '@tabiyori/api-client';
import type { Lang } from '../i18n/settings';
import { couponConditions, couponPeriod, type TextRef } from './cardTerms';
import { couponSearchLinks, type CouponLink, type DpDeparture } from './searchLinks';

/** One entry of GET /v1/coupons: the domain's normalised coupon (spec §3) plus the list fields (generated). */
export type CouponListEntry = ApiAnswer<'/v1/coupons'>['coupons'][number];
export type CouponListAnswer = ApiAnswer<'/v1/coupons'>;

/**
 * Product groups of the page. The coupon service's group types (apps/api couponService): '3'
 * domestic travel (tours, dynamic packages, hotel stays; the spec default), '4' land optionals,
 * '5' car rental. A domestic coupon bound to a hotel (hotelCode) is shown with the stays.
 */
export const COUPON_GROUPS = ['travel', 'hotel', 'optional', 'rentacar', 'other'] as const;
export type CouponGroup = (typeof COUPON_GROUPS)[number];

/** The locale key of a group's heading (groupTravel, groupHotel …) or of its short label (groupShortTravel …). */
export function groupKey(group: CouponGroup, short = false): string {
  return `group${short ? 'Short' : ''}${group.charAt(0).toUpperCase()}${group.slice(1)}`;
}

export function couponGroupOf(coupon: Pick<Coupon, 'targetSystemGrpType' | 'hotelCode'>): CouponGroup {
  switch (coupon.targetSystemGrpType) {
    case '1':
    case '2':
    case '3':
      return coupon.hotelCode ? 'hotel' : 'travel';
    case '4':
      return 'optional';
    case '5':
      return 'rentacar';
    default:
      return 'other';
  }
}

export interface CouponCardView {
  code: string;
  name: string;
  remarks: string;
  isUserCoupon: boolean;
  group: CouponGroup;
  /** `1,000円引き` / `5%引き`. */
  discount: TextRef;
  /** Per person / per booking (per night). Null for an unknown unit code. */
  unit: TextRef | null;
  /** A rate's cap: `最大5,000円引き`. */
  cap: TextRef | null;
  /** Departure dates and usage period: a label key and its value. */
  period: { label: string; value: TextRef }[];
  /** Minimum amount, excluded dates, passengers, target, combination. */
  conditions: TextRef[];
  /** A logged-in member: whether they can use it today, or why not (a locale key); null for a visitor. */
  viewer: { usable: boolean; key: string } | null;
  links: CouponLink[];
}

function unitText(coupon: Coupon): TextRef | null {
  const rule = COUPON_DISCOUNT_UNIT_TYPES[coupon.discountUnitType];
  if (!rule) return null;
  const person = rule.scope === 'perPerson';
  if (rule.perNight) return { key: person ? 'unitPerPersonNight' : 'unitPerBookingNight' };
  return { key: person ? 'unitPerPerson' : 'unitPerBooking' };
}

function discountText(coupon: Coupon, lang: Lang): TextRef {
  const rule = COUPON_DISCOUNT_UNIT_TYPES[coupon.discountUnitType];
  return rule?.basis === 'rate'
    ? { key: 'discountRate', values: { rate: coupon.discount } }
    : { key: 'discountAmount', values: { amount: formatPrice(coupon.discount, lang) } };
}

/** The member's reasons the page words one by one (domain couponMemberReason); others: OTHER. */
const MEMBER_REASONS_SAID: readonly string[] = [
  'NOT_BIRTH_MONTH',
  'USER_LIMIT_REACHED',
  'USED_UP',
  'GENDER_MISMATCH',
  'AGE_MISMATCH',
  'RESIDENCE_MISMATCH',
];

/**
 * A member's own state of the coupon today (the API's judgment by the domain rule). A visitor is told
 * only what holds for everyone: a coupon whose uses are all taken (the domain's use-cap rule).
 */
function viewerText(coupon: CouponListEntry): CouponCardView['viewer'] {
  const judged = coupon.forViewer;
  if (!judged) {
    return couponUseReason(coupon) === 'USED_UP' ? { usable: false, key: 'viewerReason_USED_UP' } : null;
  }
  if (judged.usable) return { usable: true, key: 'viewerUsable' };
  const said = judged.reason !== null && MEMBER_REASONS_SAID.includes(judged.reason);
  return { usable: false, key: `viewerReason_${said ? judged.reason : 'OTHER'}` };
}

export function couponCardView(
  coupon: CouponListEntry,
  lang: Lang,
  today: string,
  dpFrom: DpDeparture | null = null,
): CouponCardView {
  const group = couponGroupOf(coupon);
  const rule = COUPON_DISCOUNT_UNIT_TYPES[coupon.discountUnitType];
  return {
    code: coupon.couponCode,
    name: coupon.couponName,
    remarks: coupon.remarks,
    isUserCoupon: coupon.isUserCoupon,
    group,
    discount: discountText(coupon, lang),
    unit: unitText(coupon),
    cap:
      rule?.basis === 'rate' && coupon.maxDiscountAmtForRate !== null && coupon.maxDiscountAmtForRate > 0
        ? { key: 'maxDiscount', values: { amount: formatPrice(coupon.maxDiscountAmtForRate, lang) } }
        : null,
    period: couponPeriod(coupon, lang),
    conditions: couponConditions(coupon, lang),
    viewer: viewerText(coupon),
    links: couponSearchLinks(coupon, group, today, dpFrom),
  };
}

export interface CouponGroupView {
  group: CouponGroup;
  coupons: CouponCardView[];
}

/** The general coupons by group, in COUPON_GROUPS order, empty groups left out (user coupons apart). */
export function groupCoupons(
  coupons: readonly CouponListEntry[],
  lang: Lang,
  today: string,
  dpFrom: DpDeparture | null = null,
): CouponGroupView[] {
  const views = coupons.filter((c) => !c.isUserCoupon).map((c) => couponCardView(c, lang, today, dpFrom));
  return COUPON_GROUPS.map((group) => ({ group, coupons: views.filter((v) => v.group === group) })).filter(
    (g) => g.coupons.length > 0,
  );
}
