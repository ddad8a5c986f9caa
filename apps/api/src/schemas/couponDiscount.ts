/**
 * GET /couponDiscount (routes/couponDiscount.ts): the query and the answer, prices after the best
 * usable coupon for every item of a result page (spec §7 couponDiscount).
 */
import { APP_TYPES, COUPON_SEX_PATTERN, CouponSchema } from '@tabiyori/domain';
import { Type, type Static } from 'typebox';
import { queryEnum, queryInt } from './common';

const s = (maxLength: number, description?: string) =>
  Type.Optional(Type.String({ maxLength, ...(description ? { description } : {}) }));

/** An optional code (trimmed, blank = not given) written as `pattern`: anything else is '<name> is invalid'. */
const code = (pattern: string, description: string) => Type.Optional(Type.String({ pattern, description }));

/** The coupon queries' userId (GET /couponDiscount, GET /v1/coupons). */
export const USER_ID_PATTERN = '^[A-Za-z0-9_.@-]{1,64}$';
export const GENDER_DESCRIPTION = 'male | female (also 1 | 2, m | f; any letter case); not given = unknown';

export const CouponDiscountQuerySchema = Type.Object({
  app: queryEnum(APP_TYPES, 'tour when not given'),
  lang: s(10, 'ja (default) | en | showID'),
  userId: code(
    USER_ID_PATTERN,
    "the logged-in user; user coupons are asked for only with it, and only when it is the session's own",
  ),
  gender: code(COUPON_SEX_PATTERN, GENDER_DESCRIPTION),
  age: queryInt(0, 999, '0–150; unknown → 999'),
  livePrefCode: code('^[0-9]{1,10}$', "residence prefecture; unknown → '9999999999'"),
  // Not a pattern here: the route checks the day exists (isValidDateString) and answers this route's
  // 'goDate is invalid' for any wrong value, where a schema failure of goDate answers spec §5's 'is wrong'.
  goDate: s(8, 'YYYYMMDD departure date; empty = no date'),
  nights: queryInt(1, 30, 'default 1'),
  bedCount: queryInt(1, 9, 'default 1'),
  couponAdultPax: queryInt(0, 9, 'default 1 (from paxPerRoom or 1)'),
  couponChildPax: queryInt(0, 9, 'default 0'),
  couponInfantPax: queryInt(0, 9, 'default 0'),
  targetSystemGrpType: code(
    '^[0-9]{1,2}$',
    "default '3' (tour, dp, yado), '5' rentacar; optional always '4'",
  ),
  tourType: code('^[0-9]{2}$', "tour type (TargetSystemSubGrpCode); dp defaults to '03'"),
  areaCode: code('^[A-Za-z0-9]{1,16}$', 'searched destination area (any level)'),
  destPrefCode: code('^[0-9]{1,10}$', 'searched destination prefecture'),
  listPage: queryEnum(['1', '0', 'true', 'false'], '1 (default): list cards; 0: plan rows of a detail page'),
  items: Type.String({
    minLength: 1,
    maxLength: 12000,
    description:
      'Up to 100 items joined by ",": {ids}:{adultMin}:{adultMax}[:{childMin}:{childMax}[:{infantMin}:{infantMax}]]; ' +
      'ids = tourId (tour) | hotelId:planId (yado, dp; planId may be empty) | optionalId (optional) | carId (rentacar). ' +
      'Whole yen per person, e.g. items=100001:100001P01:9800:12000,100002::8800:8800',
  }),
});
export type CouponDiscountQuery = Static<typeof CouponDiscountQuerySchema>;

const coupon = CouponSchema.properties;

/** The coupon applied: the normalised coupon's own fields (the domain's CouponSchema), and whose it is. */
export const CouponInfoSchema = Type.Object({
  couponCode: coupon.couponCode,
  couponName: coupon.couponName,
  discount: coupon.discount,
  discountType: coupon.discountType,
  discountUnitType: coupon.discountUnitType,
  maxDiscountAmtForRate: coupon.maxDiscountAmtForRate,
  depDateFrom: coupon.depDateFrom,
  depDateTo: coupon.depDateTo,
  remarks: coupon.remarks,
  isUserCoupon: Type.Boolean(),
  userCouponKey: Type.Union([Type.String(), Type.Null()]),
});
export type CouponInfo = Static<typeof CouponInfoSchema>;

export const PriceInfoSchema = Type.Object({
  tourId: Type.Optional(Type.String()),
  hotelId: Type.Optional(Type.String()),
  planId: Type.Optional(Type.String()),
  optionalId: Type.Optional(Type.String()),
  carId: Type.Optional(Type.String()),
  discountMinPrice: Type.Integer(),
  discountMaxPrice: Type.Integer(),
  discountPrice: Type.Integer({ description: 'total discount of the booking at the minimum prices' }),
  perPersonDiscount: Type.Integer({ description: 'spec §9 per-person discount at the minimum prices' }),
  couponInfo: CouponInfoSchema,
});
export type PriceInfo = Static<typeof PriceInfoSchema>;

export const CouponDiscountAnswerSchema = Type.Object({
  status: Type.String({ description: "'SUCCESS' (the lookup worked) or 'API_ERROR'" }),
  data: Type.Optional(
    Type.Object({
      status: Type.String({ description: 'SUCCESS | NOT_EXISTS_COUPON | NOT_EXISTS_AVAILABLE_COUPON' }),
      priceInfo: Type.Array(PriceInfoSchema),
      couponInfo: Type.Union([CouponInfoSchema, Type.Null()]),
    }),
  ),
});
export type CouponDiscountAnswer = Static<typeof CouponDiscountAnswerSchema>;
