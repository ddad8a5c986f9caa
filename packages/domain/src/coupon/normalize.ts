/**
 * Raw coupon service rows to the normalised Coupon / UserCoupon of spec §3.
 *
 * Readings (the service's row format is not shown in the spec):
 * - LangCode 'en_US' / 'en' (any case, any region) is 'en'; everything else is 'ja'.
 * - Numbers may arrive as strings. Discount keeps decimals (a rate may be 2.5 %); a non-number is 0.
 *   Money fields are whole yen (truncated); MaxDiscountAmtForRate 0, empty or negative means no cap.
 *   RoundDigit must be a whole number 0..9, else the default unit applies.
 * - Flags default to '0' when missing, so a missing use-allow flag never allows anyone.
 * - Dates are normalised to `YYYYMMDD` ('' when missing or not a real day = open-ended).
 *   An excluded range with one side missing excludes that single day; with both missing it is dropped.
 * - optionalId is `${landCode}-${landMaterialCode}-${landPlanCode}` (spec §3), '' without a landCode.
 */
import { couponSexOf } from './conditions';
import { couponServiceDate } from './couponTime';
import type { RawCoupon, RawCouponExcludeDepDate, RawUserCouponItem } from './serviceTypes';
import type { DisplayLang } from '../format/lang';
import type { Coupon, CouponExcludeDepDate, UserCoupon } from './types';

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

function flag(value: unknown): string {
  return text(value) || '0';
}

function decimal(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(text(value) || NaN);
  return Number.isFinite(n) ? n : 0;
}

/** Whole yen or null when absent / not a number. */
function yenOrNull(value: unknown): number | null {
  if (value == null || text(value) === '') return null;
  const n = typeof value === 'number' ? value : Number(text(value));
  return Number.isFinite(n) ? Math.trunc(n) : null;
}

/** Spec §3 langCode: en or ja. */
export function normalizeCouponLangCode(value: unknown): DisplayLang {
  return /^en(?:[_-]|$)/i.test(text(value)) ? 'en' : 'ja';
}

/** Spec §3 optionalId from its three land codes; '' when the coupon names no landCode. */
export function couponOptionalId(landCode: string, landMaterialCode: string, landPlanCode: string): string {
  return landCode === '' ? '' : `${landCode}-${landMaterialCode}-${landPlanCode}`;
}

/** The three land codes of an optionalId (`landCode-landMaterialCode-landPlanCode`), null unless exactly 3 parts. */
export function parseCouponOptionalId(
  optionalId: string,
): { landCode: string; landMaterialCode: string; landPlanCode: string } | null {
  const parts = optionalId.split('-');
  if (parts.length !== 3) return null;
  const [landCode = '', landMaterialCode = '', landPlanCode = ''] = parts;
  if (landCode === '') return null;
  return { landCode, landMaterialCode, landPlanCode };
}

function normalizeExcludeDepDate(raw: RawCouponExcludeDepDate): CouponExcludeDepDate | null {
  const from = couponServiceDate(raw.DepDateFrom);
  const to = couponServiceDate(raw.DepDateTo);
  if (from === '' && to === '') return null;
  return { depDateFrom: from || to, depDateTo: to || from };
}

/** Spec §3: one raw coupon row as a normalised Coupon. */
export function normalizeCoupon(raw: RawCoupon): Coupon {
  const landCode = text(raw.LandCode);
  const landMaterialCode = text(raw.LandMaterialCode);
  const landPlanCode = text(raw.LandPlanCode);
  const cap = yenOrNull(raw.MaxDiscountAmtForRate);
  const roundDigit = Number(text(raw.RoundDigit) || NaN);
  return {
    couponCode: text(raw.CouponCode),
    couponName: text(raw.CouponName),
    langCode: normalizeCouponLangCode(raw.LangCode),
    openStatus: text(raw.OpenStatus),
    discount: decimal(raw.Discount),
    discountType: text(raw.DiscountType),
    discountUnitType: text(raw.DiscountUnitType),
    maxDiscountAmtForRate: cap != null && cap > 0 ? cap : null,
    minusRuleType: text(raw.MinusRuleType),
    adultDiscountFlag: flag(raw.AdultDiscountFlag),
    childDiscountFlag: flag(raw.ChildDiscountFlag),
    infantDiscountFlag: flag(raw.InfantDiscountFlag),
    conbineFlag: flag(raw.ConbineFlag),
    adtUseAllowFlag: flag(raw.AdtUseAllowFlag),
    chdUseAllowFlag: flag(raw.ChdUseAllowFlag),
    infUseAllowFlag: flag(raw.InfUseAllowFlag),
    depDateFrom: couponServiceDate(raw.DepDateFrom),
    depDateTo: couponServiceDate(raw.DepDateTo),
    minReserveAmt: yenOrNull(raw.MinReserveAmt),
    maxUseCount: yenOrNull(raw.MaxUseCount),
    excludeDepDateList: (Array.isArray(raw.ExcludeDepDateList) ? raw.ExcludeDepDateList : [])
      .map(normalizeExcludeDepDate)
      .filter((range): range is CouponExcludeDepDate => range !== null),
    targetSystemGrpType: text(raw.TargetSystemGrpType),
    targetSystemSubGrpCode: text(raw.TargetSystemSubGrpCode),
    hotelCode: text(raw.HotelCode),
    hotelPlanCode: text(raw.HotelPlanCode),
    landCode,
    landMaterialCode,
    landPlanCode,
    optionalId: couponOptionalId(landCode, landMaterialCode, landPlanCode),
    useDate: text(raw.UseDate),
    roundType: text(raw.RoundType),
    roundDigit: Number.isInteger(roundDigit) && roundDigit >= 0 && roundDigit <= 9 ? roundDigit : null,
    groupCode: text(raw.GroupCode),
    remarks: text(raw.Remarks),
    productKinds: codes(raw.ProductKindList),
    kodawari: codes(raw.KodawariList),
    childRequired: flag(raw.ChildRequiredFlg) === '1',
    birthMonthOnly: flag(raw.BirthMonthFlg) === '1',
    tourCode: text(raw.TourCode),
    rentacarCode: text(raw.RentacarCode),
    areaCode: text(raw.AreaCode),
    destPrefCode: text(raw.DestPrefCode),
    sexes: codes(raw.SexList)
      .map(couponSexOf)
      .filter((s) => s !== ''),
    ageFrom: wholeOrNull(raw.AgeFrom, 150),
    ageTo: wholeOrNull(raw.AgeTo, 150),
    livePrefCodes: codes(raw.LivePrefCodeList),
    maxUsePerUser: yenOrNull(raw.MaxUsePerUser),
    usedCount: yenOrNull(raw.UsedCount) ?? 0,
    userUsedCount: yenOrNull(raw.UserUsedCount) ?? 0,
  };
}

/** A whole number 0..max, else null. */
function wholeOrNull(value: unknown, max: number): number | null {
  const n = typeof value === 'number' ? value : Number(text(value) || NaN);
  return Number.isInteger(n) && n >= 0 && n <= max ? n : null;
}

/** A list of codes (strings, trimmed, non-empty); anything else is an empty list. */
function codes(value: unknown): string[] {
  return Array.isArray(value) ? value.map(text).filter((c) => c !== '') : [];
}

/** Spec §3: one UserCouponList item as a normalised UserCoupon (its CouponInformation plus userCouponKey). */
export function normalizeUserCoupon(item: RawUserCouponItem): UserCoupon {
  return { ...normalizeCoupon(item.CouponInformation ?? {}), userCouponKey: text(item.UserCouponKey) };
}
