/**
 * What a coupon card says of when and on what terms (spec §3 coupon fields), as locale keys with
 * their values: the departure and usage periods; the minimum amount, excluded dates, who may use it
 * and pays less, how often, on what, for whom (destination, gender, age, residence) and whether it
 * combines. Dates by the domain's formats, prices by its formatPrice. Pure (tested through list.test.ts).
 */
import { formatDateLong, formatPrice, isValidDateString } from '@tabiyori/domain';
import type { Lang } from '../i18n/settings';
import type { CouponCardView, CouponListEntry } from './list';

/** Excluded departure periods a coupon card lists before 'and N more'. */
export const MAX_EXCLUDED_SHOWN = 3;

/** A text of the coupon locale namespace with its values. */
export interface TextRef {
  key: string;
  values?: Record<string, string | number>;
}

function dateText(ymd: string, lang: Lang): string | null {
  const day = ymd.slice(0, 8);
  return isValidDateString(day, 'ymd') ? formatDateLong(day, lang) : null;
}

/** The departure dates and the usage period, each with its label. */
export function couponPeriod(coupon: CouponListEntry, lang: Lang): CouponCardView['period'] {
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
  return period;
}

/** The terms of the card, in the order it lists them. */
export function couponConditions(coupon: CouponListEntry, lang: Lang): TextRef[] {
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
  return conditions;
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
