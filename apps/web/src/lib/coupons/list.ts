/**
 * The coupon list page's view model (spec §1 coupons, §3 coupon fields, §6 visitors get the general
 * list): the answer of GET /v1/coupons (its generated type), coupons grouped by product, and every text a coupon card
 * prints as a locale key with its values (prices by the domain's formatPrice, dates by its date
 * formats, the discount unit by the domain's discountUnitType table). Pure (tested).
 */
import {
  COUPON_DISCOUNT_UNIT_TYPES,
  couponUseReason,
  createDefaultCondition,
  defaultConfig,
  formatDateLong,
  formatPrice,
  hotelListLink,
  isValidDateString,
  jrServesAreas,
  setDpDepartureArea,
  setTourType,
  tourListLink,
  type Coupon,
} from '@tabiyori/domain';
import type { ApiAnswer } from '@tabiyori/api-client';
import type { Lang } from '../i18n/settings';

/** One entry of GET /v1/coupons: the domain's normalised coupon (spec §3) plus the list fields (generated). */
export type CouponListEntry = ApiAnswer<'/v1/coupons'>['coupons'][number];
export type CouponListAnswer = ApiAnswer<'/v1/coupons'>;

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
  values?: Record<string, string>;
}

/**
 * Where the search of a JR + hotel (dp) coupon departs from: the first departure area the decoder
 * lists that JR serves (domain jrServesAreas); the traveller changes it on the list.
 */
export interface DpDeparture {
  code: string;
  name: string;
}

export function couponDpDeparture(
  areas: readonly { code: string; name: string; stationCodes: readonly string[] }[],
): DpDeparture | null {
  const served = jrServesAreas(areas);
  const area = areas.find((a) => served(a.code));
  return area ? { code: area.code, name: area.name } : null;
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

/**
 * The search that finds products the coupon can be used on, starting on its first departure date, in
 * its destination, for its product kinds: stays (the hotel list, where a departure makes a dp), a
 * JR + hotel set when the coupon is for dp and not for stays alone (the hotel list departing by JR
 * from `dpFrom`), tours (of the tour type the coupon is limited to).
 */
function searchLinks(
  coupon: CouponListEntry,
  group: CouponGroup,
  today: string,
  dpFrom: DpDeparture | null,
): CouponLink[] {
  const base = createDefaultCondition(defaultConfig, today);
  const from = coupon.depDateFrom;
  const dated =
    isValidDateString(from, 'ymd') && from > today ? { ...base, goDate: from, isNoDate: false } : base;
  // A coupon for a destination searches there; one for some product kinds only offers their search.
  const area = coupon.areaCode || coupon.destPrefCode;
  const condition = area ? { ...dated, arrAreaCode: [area] } : dated;
  const kinds = coupon.productKinds;
  const forKind = (kind: string) => kinds.length === 0 || kinds.includes(kind);
  if (group === 'travel') {
    const tours = coupon.targetSystemSubGrpCode
      ? setTourType(condition, coupon.targetSystemSubGrpCode)
      : condition;
    const dp = kinds.includes('dp') && !forKind('yado') && dpFrom;
    return [
      ...(forKind('yado') ? [{ href: hotelListLink(condition, defaultConfig), key: 'searchHotels' }] : []),
      ...(dp
        ? [
            {
              href: hotelListLink(
                setDpDepartureArea(condition, dp.code, () => true),
                defaultConfig,
              ),
              key: 'searchDp',
              values: { departure: dp.name },
            },
          ]
        : []),
      ...(forKind('tour') ? [{ href: tourListLink(tours, defaultConfig), key: 'searchTours' }] : []),
    ];
  }
  if (group === 'hotel' && coupon.hotelCode) {
    return [{ href: `/hotel/${encodeURIComponent(coupon.hotelCode)}/plans`, key: 'searchHotelPlans' }];
  }
  // Optional activities and car rental have no search pages on the web yet: no link.
  return [];
}

/** Where and for whom the coupon is: its destination, the member's gender, age and residence. */
function whoConditions(coupon: CouponListEntry): TextRef[] {
  const out: TextRef[] = [];
  const separator = ', ';
  if (coupon.areaNames.length > 0) {
    out.push({ key: 'targetArea', values: { areas: coupon.areaNames.join(separator) } });
  }
  if (coupon.sexes.length === 1) out.push({ key: coupon.sexes[0] === 'female' ? 'forWomen' : 'forMen' });
  if (coupon.ageFrom !== null && coupon.ageTo !== null) {
    out.push({ key: 'ageRange', values: { from: coupon.ageFrom, to: coupon.ageTo } });
  } else if (coupon.ageFrom !== null) {
    out.push({ key: 'ageFrom', values: { age: coupon.ageFrom } });
  } else if (coupon.ageTo !== null) {
    out.push({ key: 'ageTo', values: { age: coupon.ageTo } });
  }
  if (coupon.livePrefNames.length > 0) {
    out.push({ key: 'residence', values: { prefs: coupon.livePrefNames.join(separator) } });
  }
  return out;
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
  if (coupon.maxUsePerUser !== null && coupon.maxUsePerUser > 0) {
    conditions.push({ key: 'maxPerMember', values: { count: coupon.maxUsePerUser } });
  }
  if (coupon.hotelPlanCode) conditions.push({ key: 'targetPlanOnly' });
  else if (coupon.hotelCode) conditions.push({ key: 'targetHotelOnly' });
  if (coupon.optionalId || coupon.landCode) conditions.push({ key: 'targetOptionalOnly' });
  // Issue 18: the conditions of the coupon's record (domain coupon/conditions.ts judges them).
  // Tours of one type only (targetSystemSubGrpCode: DP1500's dynamic packages) say which.
  for (const kind of coupon.productKinds ?? []) {
    conditions.push(
      kind === 'tour' && coupon.tourTypeName
        ? { key: 'targetKind_tourType', values: { type: coupon.tourTypeName } }
        : { key: `targetKind_${kind}` },
    );
  }
  if (coupon.childRequired) conditions.push({ key: 'childRequired' });
  if ((coupon.kodawari ?? []).includes('101')) conditions.push({ key: 'featureOnsen' });
  if (coupon.birthMonthOnly) conditions.push({ key: 'birthMonthOnly' });
  conditions.push(...whoConditions(coupon));
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
    viewer: viewerText(coupon),
    links: searchLinks(coupon, group, today, dpFrom),
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
