/**
 * Wire shapes of the outbound coupon service (spec §7): POST CouponList and POST UserCouponList.
 * Field names are the service's (PascalCase). Request fields named by the spec are typed; values
 * the service answers with are typed loosely (numbers may arrive as strings, anything may be
 * missing) and are made safe by ./normalize.ts. The coupon row is a TypeBox schema (issue 14: one
 * shape, one owner): apps/api's coupon service answers and operator views spread it.
 */
import { Type, type Static, type TSchema } from 'typebox';

/** Scalar value the service accepts in a request or may answer with. */
export type CouponWireScalar = string | number;

/** Spec §7: requests carry CallSystem 'search' (answers carry ErrorList too: couponServiceAnswers). */
export interface CouponCommonInformation {
  CallSystem: string;
}

/** CallSystem sent with every coupon service request (spec §7). */
export const COUPON_CALL_SYSTEM = 'search';

/** Fields shared by CouponListRequest and UserCouponListRequest (spec §7). */
export interface CouponRequestCommonFields {
  UserId: string;
  /** 'ja_JP' or 'en_US'. */
  LangCode: CouponServiceLangCode;
  OpenStatus: '1';
  ApproveStatus: '1';
  /** '1' only in debug mode; absent otherwise. */
  ClosedCouponIncludeFlg?: '1';
  TargetSystemGrpType: string;
  /** The tour type ('' when none). */
  TargetSystemSubGrpCode: string;
  /** Japan time `YYYYMMDDHHmmss`. */
  GetDateTime: string;
  Sex: string;
  /** 999 when unknown. */
  Age: number;
  /** Japan time `YYYYMMDDHHmmss`. */
  UseDatetime: string;
  /** Departure date `YYYYMMDD`, '' when searching without a date. */
  DepDate: string;
  AdtCount: number;
  ChdCount: number;
  InfCount: number;
  TourCode: string;
  HotelCode: string;
  HotelPlanCode: string;
  RentacarCode: string;
  /** '9999999999' when unknown. */
  LivePrefCode: string;
  AreaCode: string;
  DestPrefCode: string;
  /** Custom extra conditions (spec §7) travel as further top-level fields. */
  [extraCondition: string]: CouponWireScalar | undefined;
}

export type CouponServiceLangCode = 'ja_JP' | 'en_US';

export interface CouponListRequest extends CouponRequestCommonFields {
  GetAvailableLimitFlg: '1';
}

export interface UserCouponListRequest extends CouponRequestCommonFields {
  AvailableLimitFlg: '1';
  LandCode: string;
  LandPlanCode: string;
}

export interface CouponListRequestBody {
  CommonInformation: CouponCommonInformation;
  CouponListRequest: CouponListRequest;
}

export interface UserCouponListRequestBody {
  CommonInformation: CouponCommonInformation;
  UserCouponListRequest: UserCouponListRequest;
}

const text = Type.Optional(Type.String());
const scalar = Type.Optional(
  Type.Union([Type.String(), Type.Number()], { description: 'as written: text or number' }),
);
const nullableScalar = Type.Optional(
  Type.Union([Type.String(), Type.Number(), Type.Null()], {
    description: 'as written: text, number or null',
  }),
);
const codes = Type.Optional(Type.Union([Type.Array(Type.String()), Type.Null()]));

/** One excluded departure range of a raw coupon row. */
export const RawCouponExcludeDepDateSchema = Type.Object({ DepDateFrom: text, DepDateTo: text });
export type RawCouponExcludeDepDate = Static<typeof RawCouponExcludeDepDateSchema>;

/**
 * A coupon's stored definition as the service keeps it: the operator's body or a demo seed, every
 * field its row may hold (spec §3 Coupon fields in PascalCase, plus Scope, ApproveStatus, the usage
 * and distribution windows and the English texts). apps/api's CouponDefinitionView (the operator's
 * view) spreads these; RawCouponSchema adds what the service answers with.
 */
export const rawCouponDefinitionFields = {
  CouponCode: text,
  CouponName: text,
  Scope: Type.Optional(Type.Union([Type.Literal('general'), Type.Literal('user')])),
  OpenStatus: text,
  ApproveStatus: text,
  Discount: scalar,
  DiscountType: text,
  DiscountUnitType: text,
  MaxDiscountAmtForRate: nullableScalar,
  MinusRuleType: text,
  AdultDiscountFlag: text,
  ChildDiscountFlag: text,
  InfantDiscountFlag: text,
  ConbineFlag: text,
  AdtUseAllowFlag: text,
  ChdUseAllowFlag: text,
  InfUseAllowFlag: text,
  DepDateFrom: text,
  DepDateTo: text,
  /** Usage window, Japan time `YYYYMMDD[HHmm[ss]]`; a stamp covers its whole unit. Empty = open. */
  UseDatetimeFrom: text,
  UseDatetimeTo: text,
  /** Distribution window (GetDateTime), same format. */
  GetDatetimeFrom: text,
  GetDatetimeTo: text,
  MinReserveAmt: nullableScalar,
  MaxUseCount: nullableScalar,
  MaxUsePerUser: nullableScalar,
  ExcludeDepDateList: Type.Optional(Type.Union([Type.Array(RawCouponExcludeDepDateSchema), Type.Null()])),
  TargetSystemGrpType: scalar,
  TargetSystemSubGrpCode: text,
  TourCode: text,
  HotelCode: text,
  HotelPlanCode: text,
  RentacarCode: text,
  LandCode: text,
  LandMaterialCode: text,
  LandPlanCode: text,
  UseDate: text,
  AreaCode: text,
  DestPrefCode: text,
  SexList: codes,
  AgeFrom: nullableScalar,
  AgeTo: nullableScalar,
  LivePrefCodeList: codes,
  /** Issue 18 (custom fields of the record): product kinds, features needed, child required, birth month only. */
  ProductKindList: codes,
  KodawariList: codes,
  ChildRequiredFlg: text,
  BirthMonthFlg: text,
  RoundType: scalar,
  RoundDigit: nullableScalar,
  GroupCode: text,
  Remarks: text,
  En: Type.Optional(Type.Object({ CouponName: text, Remarks: text })),
};

/**
 * One coupon row as the service sends it (Result.CouponList items, UserCouponList CouponInformation):
 * the stored definition, its language and the live use counts. The names mirror the normalised
 * fields of spec §3 in PascalCase; values are read by ./normalize.ts.
 */
export const RawCouponSchema = Type.Object({
  ...rawCouponDefinitionFields,
  LangCode: Type.Optional(Type.String({ description: 'ja_JP or en_US (also accepted: ja, en)' })),
  UsedCount: nullableScalar,
  UserUsedCount: nullableScalar,
});
export type RawCoupon = Static<typeof RawCouponSchema>;

/** One entry of CommonInformation.ErrorList. The spec names only the list; these names are ours. */
const CouponServiceErrorEntrySchema = Type.Object(
  {
    ErrorCode: Type.String({ description: "spec §8: '0001' parameter, '9998' maintenance, '9999' system" }),
    ErrorMessage: Type.String(),
  },
  { additionalProperties: false },
);

/** One item of Result.UserCouponList (spec §7) around its coupon row `row`. */
const userCouponItemOf = <R extends TSchema>(row: R) =>
  Type.Object(
    {
      UserCouponKey: Type.String(),
      DepDate: Type.String({
        description:
          'the latest departure the user coupon may be used for, YYYYMMDD (domain coupon/userCoupons.ts); "" when none',
      }),
      UseDatetimeTo: Type.String({
        description: 'end of the usage period, Japan time YYYYMMDDHHmm[ss]; "" when none',
      }),
      ReturnDatetime: Type.String({
        description:
          'set when the coupon was given back (used and returned): such a coupon is dropped; "" when not',
      }),
      BookingNumber: Type.String({
        description:
          'set when the coupon is tied to a booking already: such a coupon is dropped; "" when not used',
      }),
      CouponInformation: row,
    },
    { additionalProperties: false },
  );

/** An answer of the service: CommonInformation (CallSystem, ErrorList) and its Result, null with an error. */
const answerOf = <T extends TSchema>(result: T) =>
  Type.Object(
    {
      CommonInformation: Type.Object(
        {
          CallSystem: Type.String(),
          ErrorList: Type.Array(CouponServiceErrorEntrySchema, {
            description: 'empty when the answer holds a result',
          }),
        },
        { additionalProperties: false },
      ),
      Result: Type.Union([result, Type.Null()], { description: 'null with an error' }),
    },
    { additionalProperties: false },
  );

/**
 * The two answers of the coupon service (spec §7 CouponList, UserCouponList; §8 codes in ErrorList),
 * exactly as sent, around a coupon row schema: apps/api's coupon service passes its documented row
 * (a component), the readers here take the Tolerant<> of them with RawCouponSchema.
 */
export function couponServiceAnswers<R extends TSchema>(row: R) {
  return {
    couponList: answerOf(Type.Object({ CouponList: Type.Array(row) }, { additionalProperties: false })),
    userCouponList: answerOf(
      Type.Object({ UserCouponList: Type.Array(userCouponItemOf(row)) }, { additionalProperties: false }),
    ),
  };
}

/**
 * What a reader accepts of an answer shaped T: the service is outside (spec §7), so any field may be
 * missing and a list may be null; ./normalize.ts and ./serviceResult.ts make it safe.
 */
type Tolerant<T> = T extends readonly (infer U)[]
  ? Tolerant<U>[] | null
  : T extends object
    ? { [K in keyof T]?: Tolerant<T[K]> }
    : T;

type RawAnswers = ReturnType<typeof couponServiceAnswers<typeof RawCouponSchema>>;

export type CouponServiceErrorEntry = Tolerant<Static<typeof CouponServiceErrorEntrySchema>>;
export type CouponListResponse = Tolerant<Static<RawAnswers['couponList']>>;
export type UserCouponListResponse = Tolerant<Static<RawAnswers['userCouponList']>>;
/** One item of Result.UserCouponList as read (spec §7). */
export type RawUserCouponItem = NonNullable<
  NonNullable<NonNullable<UserCouponListResponse['Result']>['UserCouponList']>[number]
>;
