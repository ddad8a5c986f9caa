/**
 * Wire shapes of the outbound coupon service (spec §7): POST CouponList and POST UserCouponList.
 * Field names are the service's (PascalCase). Request fields named by the spec are typed; values
 * the service answers with are typed loosely (numbers may arrive as strings, anything may be
 * missing) and are made safe by ./normalize.ts.
 */

/** Scalar value the service accepts in a request or may answer with. */
export type CouponWireScalar = string | number;

/** One entry of CommonInformation.ErrorList. The spec names only the list; these names are ours. */
export interface CouponServiceErrorEntry {
  ErrorCode?: string;
  ErrorMessage?: string;
}

/** Spec §7: requests carry CallSystem 'search'; answers carry ErrorList. */
export interface CouponCommonInformation {
  CallSystem?: string;
  ErrorList?: CouponServiceErrorEntry[];
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

/** One excluded departure range of a raw coupon row. */
export interface RawCouponExcludeDepDate {
  DepDateFrom?: string;
  DepDateTo?: string;
}

/**
 * One coupon row as the service sends it (Result.CouponList items, UserCouponList CouponInformation).
 * The names mirror the normalised fields of spec §3 in PascalCase.
 */
export interface RawCoupon {
  CouponCode?: string;
  CouponName?: string;
  /** 'ja_JP' / 'en_US' (also accepted: 'ja', 'en'). */
  LangCode?: string;
  OpenStatus?: string;
  Discount?: CouponWireScalar;
  DiscountType?: string;
  DiscountUnitType?: string;
  MaxDiscountAmtForRate?: CouponWireScalar | null;
  MinusRuleType?: string;
  AdultDiscountFlag?: string;
  ChildDiscountFlag?: string;
  InfantDiscountFlag?: string;
  ConbineFlag?: string;
  AdtUseAllowFlag?: string;
  ChdUseAllowFlag?: string;
  InfUseAllowFlag?: string;
  DepDateFrom?: string;
  DepDateTo?: string;
  MinReserveAmt?: CouponWireScalar | null;
  MaxUseCount?: CouponWireScalar | null;
  ExcludeDepDateList?: RawCouponExcludeDepDate[] | null;
  TargetSystemGrpType?: CouponWireScalar;
  TargetSystemSubGrpCode?: string;
  HotelCode?: string;
  HotelPlanCode?: string;
  LandCode?: string;
  LandMaterialCode?: string;
  LandPlanCode?: string;
  UseDate?: string;
  RoundType?: CouponWireScalar;
  RoundDigit?: CouponWireScalar | null;
  GroupCode?: string;
  Remarks?: string;
  /** Issue 18 (custom fields of the record): product kinds, features needed, child required, birth month only. */
  ProductKindList?: string[] | null;
  KodawariList?: string[] | null;
  ChildRequiredFlg?: string;
  BirthMonthFlg?: string;
  /** Issue 18: the product, area and member conditions and the use caps, with live use counts. */
  TourCode?: string;
  RentacarCode?: string;
  AreaCode?: string;
  DestPrefCode?: string;
  SexList?: string[] | null;
  AgeFrom?: CouponWireScalar | null;
  AgeTo?: CouponWireScalar | null;
  LivePrefCodeList?: string[] | null;
  MaxUsePerUser?: CouponWireScalar | null;
  UsedCount?: CouponWireScalar | null;
  UserUsedCount?: CouponWireScalar | null;
}

/** One item of Result.UserCouponList (spec §7). */
export interface RawUserCouponItem {
  UserCouponKey?: string;
  /** The latest departure date the user coupon may be used for (`YYYYMMDD`): see ./userCoupons.ts. */
  DepDate?: string;
  /** End of the usage period, Japan time `YYYYMMDDHHmm` or `YYYYMMDDHHmmss`. */
  UseDatetimeTo?: string;
  /** Set when the coupon was given back (used and returned): such a coupon is dropped. */
  ReturnDatetime?: string;
  /** Set when the coupon is tied to a booking already: such a coupon is dropped. */
  BookingNumber?: string;
  CouponInformation?: RawCoupon;
}

export interface CouponListResponse {
  CommonInformation?: CouponCommonInformation;
  Result?: { CouponList?: RawCoupon[] | null } | null;
}

export interface UserCouponListResponse {
  CommonInformation?: CouponCommonInformation;
  Result?: { UserCouponList?: RawUserCouponItem[] | null } | null;
}
