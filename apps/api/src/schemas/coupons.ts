/**
 * GET /v1/coupons (routes/coupons.ts): the coupon list page's query and answer. Every coupon is the
 * domain's normalised Coupon (spec §3, packages/domain coupon/types.ts) with the list fields, the
 * names of the places it is for, and, for a logged-in viewer, whether they can use it today by the
 * member's side of the one condition rule (domain couponMemberReason).
 */
import { COUPON_CONDITION_REASONS, COUPON_SEX_PATTERN } from '@tabiyori/domain';
import { Type, type Static } from 'typebox';
import { component } from './components';
import { GENDER_DESCRIPTION, USER_ID_PATTERN } from './couponDiscount';

/**
 * Values are trimmed and a blank one is not given (routes/coupons.ts prepareTrimmedTypedQuery); a value
 * outside its pattern answers 400 TVE800 '<name> is invalid'.
 */
export const CouponListQuerySchema = Type.Object({
  lang: Type.Optional(Type.String({ maxLength: 10, description: 'ja (default) | en | showID' })),
  userId: Type.Optional(
    Type.String({
      pattern: USER_ID_PATTERN,
      description: "honoured only when it is the logged-in viewer's own id (the session decides)",
    }),
  ),
  gender: Type.Optional(Type.String({ pattern: COUPON_SEX_PATTERN, description: GENDER_DESCRIPTION })),
  age: Type.Optional(Type.String({ pattern: '^[0-9]{1,3}$', description: 'whole years' })),
  livePrefCode: Type.Optional(Type.String({ pattern: '^[0-9]{1,10}$', description: 'residence prefecture' })),
  targetSystemGrpType: Type.Optional(
    Type.String({ pattern: '^[0-9]{1,2}$', description: 'one group only (default: 3, 4 and 5)' }),
  ),
});
export type CouponListQuery = Static<typeof CouponListQuerySchema>;

const NullableNumber = Type.Union([Type.Number(), Type.Null()]);
const Codes = Type.Array(Type.String());

export const CouponConditionReasonSchema = Type.Enum(COUPON_CONDITION_REASONS, {
  description: 'domain coupon/conditions.ts CouponConditionReason',
});

/** The viewer's side of a coupon today: null for a visitor. */
export const CouponForViewerSchema = Type.Union([
  Type.Null(),
  Type.Object({
    usable: Type.Boolean({
      description: "the member's own conditions hold today (what they book decides the rest)",
    }),
    reason: Type.Union([CouponConditionReasonSchema, Type.Null()]),
  }),
]);

export const CouponListEntrySchema = component(
  'CouponListEntry',
  Type.Object({
    couponCode: Type.String(),
    couponName: Type.String(),
    langCode: Type.Union([Type.Literal('ja'), Type.Literal('en')]),
    openStatus: Type.String(),
    discount: Type.Number(),
    discountType: Type.String(),
    discountUnitType: Type.String(),
    maxDiscountAmtForRate: NullableNumber,
    minusRuleType: Type.String(),
    adultDiscountFlag: Type.String(),
    childDiscountFlag: Type.String(),
    infantDiscountFlag: Type.String(),
    conbineFlag: Type.String({ description: "'1' combinable with other combinable coupons" }),
    adtUseAllowFlag: Type.String(),
    chdUseAllowFlag: Type.String(),
    infUseAllowFlag: Type.String(),
    depDateFrom: Type.String(),
    depDateTo: Type.String(),
    minReserveAmt: NullableNumber,
    maxUseCount: NullableNumber,
    excludeDepDateList: Type.Array(Type.Object({ depDateFrom: Type.String(), depDateTo: Type.String() })),
    targetSystemGrpType: Type.String(),
    targetSystemSubGrpCode: Type.String({
      description:
        "the tour type (tour app sub-group) the coupon is limited to: '01' free plan, '03' dynamic package …; '' any",
    }),
    hotelCode: Type.String(),
    hotelPlanCode: Type.String(),
    landCode: Type.String(),
    landMaterialCode: Type.String(),
    landPlanCode: Type.String(),
    optionalId: Type.String(),
    useDate: Type.String(),
    roundType: Type.String(),
    roundDigit: NullableNumber,
    groupCode: Type.String(),
    remarks: Type.String(),
    productKinds: Type.Array(Type.String(), {
      description: 'tour | dp | yado | optional | rentacar; [] any',
    }),
    kodawari: Type.Array(Type.String(), { description: "features needed ('101' hot spring); [] none" }),
    childRequired: Type.Boolean(),
    birthMonthOnly: Type.Boolean(),
    tourCode: Type.String(),
    rentacarCode: Type.String(),
    areaCode: Type.String(),
    destPrefCode: Type.String(),
    sexes: Type.Array(Type.String(), { description: 'male | female; [] anyone' }),
    ageFrom: NullableNumber,
    ageTo: NullableNumber,
    livePrefCodes: Codes,
    maxUsePerUser: NullableNumber,
    usedCount: Type.Number(),
    userUsedCount: Type.Number(),
    isUserCoupon: Type.Boolean(),
    userCouponKey: Type.Union([Type.String(), Type.Null()]),
    useDatetimeFrom: Type.String({ description: 'usage period start, YYYYMMDDHHmm[ss]; empty when unknown' }),
    useDatetimeTo: Type.String({ description: "usage period end; a user coupon's own end when it has one" }),
    latestDepDate: Type.String({ description: "a user coupon's latest departure (YYYYMMDD), else empty" }),
    areaNames: Type.Array(Type.String(), {
      description:
        'the names of the destination area and prefecture the coupon is for, in the asked language',
    }),
    livePrefNames: Type.Array(Type.String(), {
      description:
        'the names of the residence prefectures the coupon asks for (livePrefCodes), in the asked language',
    }),
    tourTypeName: Type.String({
      description:
        "the name of that tour type in the asked language; '' when the coupon is not limited to one",
    }),
    forViewer: CouponForViewerSchema,
  }),
);
export type CouponListEntry = Static<typeof CouponListEntrySchema>;

export const CouponListAnswerSchema = Type.Object({
  status: Type.Union([Type.Literal('SUCCESS'), Type.Literal('API_ERROR')]),
  coupons: Type.Array(CouponListEntrySchema),
  userCoupons: Type.Array(CouponListEntrySchema, {
    description: "the logged-in viewer's own coupons; [] for visitors",
  }),
});
export type CouponListAnswer = Static<typeof CouponListAnswerSchema>;
