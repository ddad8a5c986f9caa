/**
 * Request bodies for the outbound coupon service (spec §7) built from the coupon condition (spec §3)
 * and the search context. Pure: the clock is the `now` parameter.
 *
 * Readings:
 * - LangCode is 'en_US' for lang 'en', 'ja_JP' for everything else (ja, showID, unknown).
 * - GetDateTime and UseDatetime are both `now` in Japan time, `YYYYMMDDHHmmss`.
 * - AdtCount defaults to 1 (spec §9 default coupon adult count), ChdCount / InfCount to 0.
 * - Custom extra conditions become extra top-level request fields; they never replace a field the
 *   spec names.
 * - Land optionals (spec §7 "one extra call per optional entry with group type '4'"): per entry, a
 *   CouponList request and (when a userId is supplied) a UserCouponList request with
 *   TargetSystemGrpType '4', LandCode / LandPlanCode of the entry's optionalId and DepDate = the
 *   entry's date. CouponList has no LandCode field in the spec, so there the land codes travel as
 *   custom extra conditions. Entries whose optionalId is not `land-material-plan` are skipped.
 */
import { japanNowSecond } from '../calendar/japanTime';
import { parseCouponOptionalId } from './normalize';
import {
  COUPON_CALL_SYSTEM,
  type CouponListRequestBody,
  type CouponRequestCommonFields,
  type CouponServiceLangCode,
  type UserCouponListRequestBody,
} from './serviceTypes';
import {
  COUPON_DEFAULT_ADULT_PAX,
  COUPON_DEFAULT_AGE,
  COUPON_DEFAULT_LIVE_PREF_CODE,
  COUPON_DEFAULT_TARGET_SYSTEM_GRP_TYPE,
  COUPON_LAND_OPTIONAL_TARGET_SYSTEM_GRP_TYPE,
  isKnownCouponAge,
  type CouponCondition,
} from './types';

/** What is being searched when coupons are asked for. */
export interface CouponSearchContext {
  /** Page language: 'en' asks for English coupons, anything else (ja, showID) for Japanese. */
  lang: string;
  /** The current instant; rules never read the clock. */
  now: Date | number;
  /** Tour type, sent as TargetSystemSubGrpCode. */
  tourType?: string;
  /** Departure date `YYYYMMDD`; empty when searching without a date. */
  depDate?: string;
  adultCount?: number;
  childCount?: number;
  infantCount?: number;
  tourCode?: string;
  hotelCode?: string;
  hotelPlanCode?: string;
  rentacarCode?: string;
  areaCode?: string;
  destPrefCode?: string;
  /** Debug mode adds ClosedCouponIncludeFlg '1' (spec §7). */
  debug?: boolean;
  extraConditions?: Readonly<Record<string, string>>;
}

/** One land optional entry needing its own coupon call (spec §7). */
export interface CouponOptionalEntry {
  optionalId: string;
  /** Activity date `YYYYMMDD`; the context's depDate when absent. */
  date?: string;
}

/** Spec §7 LangCode. */
export function couponServiceLangCode(lang: string): CouponServiceLangCode {
  return lang === 'en' ? 'en_US' : 'ja_JP';
}

function count(value: number | undefined, fallback: number): number {
  return value != null && Number.isInteger(value) && value >= 0 ? value : fallback;
}

function commonFields(condition: CouponCondition, ctx: CouponSearchContext): CouponRequestCommonFields {
  const stamp = japanNowSecond(ctx.now);
  return {
    ...ctx.extraConditions,
    UserId: condition.userId,
    LangCode: couponServiceLangCode(ctx.lang),
    OpenStatus: '1',
    ApproveStatus: '1',
    ...(ctx.debug === true ? { ClosedCouponIncludeFlg: '1' as const } : {}),
    TargetSystemGrpType: condition.targetSystemGrpType || COUPON_DEFAULT_TARGET_SYSTEM_GRP_TYPE,
    TargetSystemSubGrpCode: ctx.tourType ?? '',
    GetDateTime: stamp,
    Sex: condition.gender,
    Age: isKnownCouponAge(condition.age) ? condition.age : COUPON_DEFAULT_AGE,
    UseDatetime: stamp,
    DepDate: ctx.depDate ?? '',
    AdtCount: count(ctx.adultCount, COUPON_DEFAULT_ADULT_PAX),
    ChdCount: count(ctx.childCount, 0),
    InfCount: count(ctx.infantCount, 0),
    TourCode: ctx.tourCode ?? '',
    HotelCode: ctx.hotelCode ?? '',
    HotelPlanCode: ctx.hotelPlanCode ?? '',
    RentacarCode: ctx.rentacarCode ?? '',
    LivePrefCode: condition.prefecture || COUPON_DEFAULT_LIVE_PREF_CODE,
    AreaCode: ctx.areaCode ?? '',
    DestPrefCode: ctx.destPrefCode ?? '',
  };
}

/** Spec §7 CouponList body (general coupons; asked for every visitor, spec §6). */
export function buildCouponListRequest(
  condition: CouponCondition,
  ctx: CouponSearchContext,
): CouponListRequestBody {
  return {
    CommonInformation: { CallSystem: COUPON_CALL_SYSTEM },
    CouponListRequest: { ...commonFields(condition, ctx), GetAvailableLimitFlg: '1' },
  };
}

/**
 * Spec §7 UserCouponList body, or null when no userId is supplied (spec §6: the user coupon list is
 * fetched only then).
 */
export function buildUserCouponListRequest(
  condition: CouponCondition,
  ctx: CouponSearchContext,
  land: { landCode?: string; landPlanCode?: string } = {},
): UserCouponListRequestBody | null {
  if (condition.userId === '') return null;
  return {
    CommonInformation: { CallSystem: COUPON_CALL_SYSTEM },
    UserCouponListRequest: {
      ...commonFields(condition, ctx),
      AvailableLimitFlg: '1',
      LandCode: land.landCode ?? '',
      LandPlanCode: land.landPlanCode ?? '',
    },
  };
}

/** Spec §7: one extra coupon call (group type '4') per land optional entry. */
export function buildOptionalCouponRequests(
  condition: CouponCondition,
  ctx: CouponSearchContext,
  entries: readonly CouponOptionalEntry[],
): {
  optionalId: string;
  couponList: CouponListRequestBody;
  userCouponList: UserCouponListRequestBody | null;
}[] {
  const landCondition: CouponCondition = {
    ...condition,
    targetSystemGrpType: COUPON_LAND_OPTIONAL_TARGET_SYSTEM_GRP_TYPE,
  };
  return entries.flatMap((entry) => {
    const land = parseCouponOptionalId(entry.optionalId);
    if (!land) return [];
    const entryCtx: CouponSearchContext = {
      ...ctx,
      depDate: entry.date ?? ctx.depDate,
      extraConditions: { ...ctx.extraConditions, LandCode: land.landCode, LandPlanCode: land.landPlanCode },
    };
    return [
      {
        optionalId: entry.optionalId,
        couponList: buildCouponListRequest(landCondition, entryCtx),
        userCouponList: buildUserCouponListRequest(
          landCondition,
          { ...entryCtx, extraConditions: ctx.extraConditions },
          land,
        ),
      },
    ];
  });
}
