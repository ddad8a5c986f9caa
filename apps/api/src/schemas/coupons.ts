/**
 * GET /v1/coupons (routes/coupons.ts): the coupon list page's query and answer. Every coupon is the
 * domain's normalised Coupon (spec §3, packages/domain/src/coupon/types.ts CouponSchema, its fields
 * spread here, not restated) with the list fields, the
 * names of the places it is for, and, for a logged-in viewer, whether they can use it today by the
 * member's side of the one condition rule (domain couponMemberReason).
 */
import { COUPON_CONDITION_REASONS, COUPON_SEX_PATTERN, CouponSchema } from '@tabiyori/domain';
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
    ...CouponSchema.properties,
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
