/**
 * The coupon list page's view model (spec §1 coupons, §3 coupon fields, §6 visitors get the general
 * list): GET /v1/coupons read defensively, coupons grouped by product, and every text a coupon card
 * prints as a locale key with its values (prices by the domain's formatPrice, dates by its date
 * formats, the discount unit by the domain's discountUnitType table). Pure (tested).
 */
import {
  COUPON_DISCOUNT_UNIT_TYPES,
  createDefaultCondition,
  defaultConfig,
  formatDateLong,
  formatPrice,
  hotelListLink,
  isValidDateString,
  tourListLink,
  type Coupon,
} from '@tabiyori/domain';
import type { Lang } from '../i18n/settings';

/** One entry of GET /v1/coupons: a normalised coupon (spec §3) plus the list fields. */
export interface CouponListEntry extends Coupon {
  isUserCoupon: boolean;
  userCouponKey: string | null;
  /** Usage period, YYYYMMDDHHmm[ss]; empty when unknown. */
  useDatetimeFrom: string;
  useDatetimeTo: string;
  /** A user coupon's latest departure date (YYYYMMDD), else empty. */
  latestDepDate: string;
}

export interface CouponListAnswer {
  status: 'SUCCESS' | 'API_ERROR';
  coupons: CouponListEntry[];
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function entry(raw: Record<string, unknown>): CouponListEntry | null {
  const couponCode = text(raw.couponCode);
  const couponName = text(raw.couponName);
  const discount = num(raw.discount);
  if (!couponCode || !couponName || discount === null) return null;
  const excluded = Array.isArray(raw.excludeDepDateList) ? raw.excludeDepDateList : [];
  return {
    ...(raw as unknown as Coupon),
    couponCode,
    couponName,
    discount,
    discountType: text(raw.discountType),
    discountUnitType: text(raw.discountUnitType),
    maxDiscountAmtForRate: num(raw.maxDiscountAmtForRate),
    minReserveAmt: num(raw.minReserveAmt),
    depDateFrom: text(raw.depDateFrom),
    depDateTo: text(raw.depDateTo),
    excludeDepDateList: excluded
      .filter((e): e is Record<string, unknown> => Boolean(e) && typeof e === 'object')
      .map((e) => ({ depDateFrom: text(e.depDateFrom), depDateTo: text(e.depDateTo) })),
    targetSystemGrpType: text(raw.targetSystemGrpType),
    remarks: text(raw.remarks),
    isUserCoupon: raw.isUserCoupon === true,
    userCouponKey: text(raw.userCouponKey) || null,
    useDatetimeFrom: text(raw.useDatetimeFrom),
    useDatetimeTo: text(raw.useDatetimeTo),
    latestDepDate: text(raw.latestDepDate),
  };
}

/** The answer of GET /v1/coupons (null for a failed call): API_ERROR with no coupons on failure. */
/** The member's own coupons of a GET /v1/coupons answer asked with their session (`userCoupons`). */
export function readUserCoupons(body: unknown): CouponListEntry[] {
  const list = body && typeof body === 'object' ? (body as { userCoupons?: unknown }).userCoupons : null;
  if (!Array.isArray(list)) return [];
  return list
    .filter((c): c is Record<string, unknown> => Boolean(c) && typeof c === 'object')
    .map(entry)
    .filter((c): c is CouponListEntry => c !== null && c.isUserCoupon);
}

export function readCouponList(body: unknown): CouponListAnswer {
  const b = body && typeof body === 'object' ? (body as { status?: unknown; coupons?: unknown }) : null;
  if (!b || b.status !== 'SUCCESS' || !Array.isArray(b.coupons)) return { status: 'API_ERROR', coupons: [] };
  const coupons = b.coupons
    .filter((c): c is Record<string, unknown> => Boolean(c) && typeof c === 'object')
    .map(entry)
    .filter((c): c is CouponListEntry => c !== null);
  return { status: 'SUCCESS', coupons };
}

/**
 * Product groups of the page. The coupon service's group types (apps/api couponService): '3'
 * domestic travel (tours, dynamic packages, hotel stays; the spec default), '4' land optionals,
 * '5' car rental. A domestic coupon bound to a hotel (hotelCode) is shown with the stays.
 */
/** Excluded departure periods a coupon card lists before 'and N more'. */
export const MAX_EXCLUDED_SHOWN = 3;

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

/** A text of the coupon locale namespace with its values. */
export interface TextRef {
  key: string;
  values?: Record<string, string | number>;
}

export interface CouponLink {
  href: string;
  key: string;
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
  links: CouponLink[];
}

function dateText(ymd: string, lang: Lang): string | null {
  const day = ymd.slice(0, 8);
  return isValidDateString(day, 'ymd') ? formatDateLong(day, lang) : null;
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

/** The search that finds products the coupon can be used on, starting on its first departure date. */
function searchLinks(coupon: CouponListEntry, group: CouponGroup, today: string): CouponLink[] {
  const base = createDefaultCondition(defaultConfig, today);
  const from = coupon.depDateFrom;
  const condition =
    isValidDateString(from, 'ymd') && from > today ? { ...base, goDate: from, isNoDate: false } : base;
  if (group === 'travel') {
    return [
      { href: hotelListLink(condition, defaultConfig), key: 'searchHotels' },
      { href: tourListLink(condition, defaultConfig), key: 'searchTours' },
    ];
  }
  if (group === 'hotel' && coupon.hotelCode) {
    return [{ href: `/hotel/${encodeURIComponent(coupon.hotelCode)}/plans`, key: 'searchHotelPlans' }];
  }
  // Optional activities and car rental have no search pages on the web yet: no link.
  return [];
}

export function couponCardView(coupon: CouponListEntry, lang: Lang, today: string): CouponCardView {
  const group = couponGroupOf(coupon);
  const rule = COUPON_DISCOUNT_UNIT_TYPES[coupon.discountUnitType];
  const period: CouponCardView['period'] = [];
  const depFrom = dateText(coupon.depDateFrom, lang);
  const depTo = dateText(coupon.depDateTo, lang);
  if (depFrom && depTo) {
    period.push({
      label: 'depPeriodLabel',
      value: { key: 'dateRange', values: { from: depFrom, to: depTo } },
    });
  }
  const useFrom = dateText(coupon.useDatetimeFrom, lang);
  const useTo = dateText(coupon.useDatetimeTo, lang);
  if (useTo) {
    period.push({
      label: 'usePeriodLabel',
      value: useFrom
        ? { key: 'dateRange', values: { from: useFrom, to: useTo } }
        : { key: 'dateUntil', values: { date: useTo } },
    });
  }

  const conditions: TextRef[] = [];
  if (coupon.minReserveAmt !== null && coupon.minReserveAmt > 0) {
    conditions.push({ key: 'minReserve', values: { amount: formatPrice(coupon.minReserveAmt, lang) } });
  }
  // A card lists the first few excluded periods; a weekday-only coupon excludes every weekend.
  const excludedShown = coupon.excludeDepDateList.slice(0, MAX_EXCLUDED_SHOWN);
  const excludedMore = coupon.excludeDepDateList.length - excludedShown.length;
  for (const range of excludedShown) {
    const a = dateText(range.depDateFrom, lang);
    const b = dateText(range.depDateTo, lang);
    if (!a || !b) continue;
    conditions.push(
      a === b
        ? { key: 'excludeDate', values: { date: a } }
        : { key: 'excludeRange', values: { from: a, to: b } },
    );
  }
  if (excludedMore > 0) conditions.push({ key: 'excludeMore', values: { count: excludedMore } });
  if (coupon.chdUseAllowFlag === '0') conditions.push({ key: 'childNotAllowed' });
  if (coupon.infUseAllowFlag === '0') conditions.push({ key: 'infantNotAllowed' });
  if (coupon.adultDiscountFlag !== '1') conditions.push({ key: 'adultNotDiscounted' });
  if (coupon.childDiscountFlag === '1') conditions.push({ key: 'childDiscounted' });
  if (coupon.infantDiscountFlag === '1') conditions.push({ key: 'infantDiscounted' });
  if (coupon.maxUseCount !== null && coupon.maxUseCount > 0) {
    conditions.push({ key: 'maxUse', values: { count: coupon.maxUseCount } });
  }
  if (coupon.hotelPlanCode) conditions.push({ key: 'targetPlanOnly' });
  else if (coupon.hotelCode) conditions.push({ key: 'targetHotelOnly' });
  if (coupon.optionalId || coupon.landCode) conditions.push({ key: 'targetOptionalOnly' });
  // Issue 18: the conditions of the coupon's record (domain coupon/conditions.ts judges them).
  for (const kind of coupon.productKinds ?? []) conditions.push({ key: `targetKind_${kind}` });
  if (coupon.childRequired) conditions.push({ key: 'childRequired' });
  if ((coupon.kodawari ?? []).includes('101')) conditions.push({ key: 'featureOnsen' });
  if (coupon.birthMonthOnly) conditions.push({ key: 'birthMonthOnly' });
  conditions.push({ key: coupon.conbineFlag === '0' ? 'notCombinable' : 'combinable' });

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
    period,
    conditions,
    links: searchLinks(coupon, group, today),
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
): CouponGroupView[] {
  const views = coupons.filter((c) => !c.isUserCoupon).map((c) => couponCardView(c, lang, today));
  return COUPON_GROUPS.map((group) => ({ group, coupons: views.filter((v) => v.group === group) })).filter(
    (g) => g.coupons.length > 0,
  );
}
