/**
 * The operator coupon API (routes/operator/coupons.ts, issue 19 item 4): a coupon's definition in
 * the coupon service's PascalCase row (spec §3 Coupon fields, plus Scope, ApproveStatus, the usage
 * and distribution windows and every condition a coupon can carry), its usage figures, and grants.
 */
import { EMAIL_MAX_LENGTH, rawCouponDefinitionFields } from '@tabiyori/domain';
import { Type, type Static } from 'typebox';
import { component } from './components';

const Code = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
const Flag = Type.String({ pattern: '^[01]$' });
const Short = (max = 16) => Type.String({ maxLength: max });
const Stamp = Type.String({ maxLength: 14, description: 'YYYYMMDD[HHmm[ss]] Japan time; empty = open' });
const Money = Type.Union([Type.Integer({ minimum: 0, maximum: 100_000_000 }), Type.Null()]);
const Count = Type.Union([Type.Integer({ minimum: 1, maximum: 2_000_000_000 }), Type.Null()]);

export const CouponCodeParams = Type.Object({ couponCode: Code });

const DefinitionFields = {
  CouponCode: Type.Optional(Code),
  CouponName: Type.String({ minLength: 1, maxLength: 200 }),
  Scope: Type.Optional(Type.Union([Type.Literal('general'), Type.Literal('user')])),
  OpenStatus: Type.Optional(Flag),
  ApproveStatus: Type.Optional(Flag),
  Discount: Type.Integer({ minimum: 1, maximum: 100_000_000 }),
  DiscountType: Type.Optional(Type.String({ pattern: '^[0-9]{1,2}$' })),
  DiscountUnitType: Type.String({ pattern: '^[1-8]$', description: '1,2,5,6 amount; 3,4,7,8 rate (%)' }),
  MaxDiscountAmtForRate: Type.Optional(Money),
  MinusRuleType: Type.Optional(Flag),
  AdultDiscountFlag: Type.Optional(Flag),
  ChildDiscountFlag: Type.Optional(Flag),
  InfantDiscountFlag: Type.Optional(Flag),
  ConbineFlag: Type.Optional(Flag),
  AdtUseAllowFlag: Type.Optional(Flag),
  ChdUseAllowFlag: Type.Optional(Flag),
  InfUseAllowFlag: Type.Optional(Flag),
  DepDateFrom: Type.Optional(Short(8)),
  DepDateTo: Type.Optional(Short(8)),
  UseDatetimeFrom: Type.Optional(Stamp),
  UseDatetimeTo: Type.Optional(Stamp),
  GetDatetimeFrom: Type.Optional(Stamp),
  GetDatetimeTo: Type.Optional(Stamp),
  MinReserveAmt: Type.Optional(Money),
  MaxUseCount: Type.Optional(Count),
  MaxUsePerUser: Type.Optional(Count),
  ExcludeDepDateList: Type.Optional(
    Type.Array(Type.Object({ DepDateFrom: Short(8), DepDateTo: Short(8) }, { additionalProperties: false }), {
      maxItems: 100,
    }),
  ),
  TargetSystemGrpType: Type.String({
    pattern: '^[0-9]{1,2}$',
    description: '3 travel, 4 land optional, 5 car',
  }),
  TargetSystemSubGrpCode: Type.Optional(Short()),
  TourCode: Type.Optional(Short(20)),
  HotelCode: Type.Optional(Short(20)),
  HotelPlanCode: Type.Optional(Short(30)),
  RentacarCode: Type.Optional(Short(30)),
  LandCode: Type.Optional(Short(20)),
  LandMaterialCode: Type.Optional(Short(20)),
  LandPlanCode: Type.Optional(Short(20)),
  AreaCode: Type.Optional(Short(20)),
  DestPrefCode: Type.Optional(Short(2)),
  SexList: Type.Optional(Type.Array(Type.String({ pattern: '^(male|female|1|2)$' }), { maxItems: 2 })),
  AgeFrom: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 150 }), Type.Null()])),
  AgeTo: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 150 }), Type.Null()])),
  LivePrefCodeList: Type.Optional(Type.Array(Type.String({ pattern: '^[0-9]{2}$' }), { maxItems: 47 })),
  ProductKindList: Type.Optional(
    Type.Array(
      Type.Union([
        Type.Literal('tour'),
        Type.Literal('dp'),
        Type.Literal('yado'),
        Type.Literal('optional'),
        Type.Literal('rentacar'),
      ]),
      { maxItems: 5, uniqueItems: true, description: 'product kinds the coupon is for; [] any' },
    ),
  ),
  KodawariList: Type.Optional(
    Type.Array(Type.String({ pattern: '^[0-9]{3}$' }), {
      maxItems: 20,
      description: 'product features needed (101 hot spring …)',
    }),
  ),
  ChildRequiredFlg: Type.Optional(Flag),
  BirthMonthFlg: Type.Optional(Flag),
  RoundType: Type.Optional(Type.String({ pattern: '^[0-9]$' })),
  RoundDigit: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 6 }), Type.Null()])),
  GroupCode: Type.Optional(Short(20)),
  Remarks: Type.Optional(Type.String({ maxLength: 2000 })),
  En: Type.Optional(
    Type.Object(
      {
        CouponName: Type.Optional(Type.String({ maxLength: 200 })),
        Remarks: Type.Optional(Type.String({ maxLength: 2000 })),
      },
      { additionalProperties: false },
    ),
  ),
};
export const CouponDefinitionBody = Type.Object(DefinitionFields, { additionalProperties: false });
export const CouponCreateBody = Type.Object(
  { ...DefinitionFields, CouponCode: Code },
  { additionalProperties: false },
);

export const CouponUsageSchema = Type.Object({
  issued: Type.Integer({ description: 'user coupons handed out' }),
  used: Type.Integer({ description: 'bookings using it now' }),
  returned: Type.Integer({ description: 'uses given back by cancellations' }),
});

/**
 * A stored coupon's definition as it was written (couponService/couponRecords.ts CouponDefinition:
 * the operator's body or a demo seed): the domain's coupon row fields (packages/domain/src/coupon/
 * serviceTypes.ts rawCouponDefinitionFields, spread, not restated), its code always present.
 */
export const CouponDefinitionView = Type.Object({ ...rawCouponDefinitionFields, CouponCode: Type.String() });

export const OperatorCouponSchema = component(
  'OperatorCoupon',
  Type.Object({
    couponCode: Type.String(),
    scope: Type.String(),
    openStatus: Type.String(),
    approveStatus: Type.String(),
    targetSystemGrpType: Type.String(),
    usage: CouponUsageSchema,
    definition: CouponDefinitionView,
  }),
);
export const OperatorCouponAnswer = Type.Object({ coupon: OperatorCouponSchema });
export const OperatorCouponList = Type.Object({ coupons: Type.Array(OperatorCouponSchema) });
export const OperatorCouponListQuery = Type.Object({
  scope: Type.Optional(Type.Union([Type.Literal('general'), Type.Literal('user')])),
  openStatus: Type.Optional(Flag),
});

export const CouponGrantBody = Type.Object(
  {
    userId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.@-]+$' })),
    email: Type.Optional(
      Type.String({ minLength: 3, maxLength: EMAIL_MAX_LENGTH, description: 'the member’s e-mail' }),
    ),
    depDate: Type.Optional(Type.String({ maxLength: 8, description: 'latest departure YYYYMMDD' })),
    useDatetimeTo: Type.Optional(Type.String({ maxLength: 14, description: 'YYYYMMDD[HHmm[ss]]' })),
  },
  { additionalProperties: false, description: 'the member by userId or by e-mail (one of them)' },
);
export const CouponGrantAnswer = Type.Object({
  grant: Type.Object({
    userCouponKey: Type.String(),
    userId: Type.String(),
    email: Type.String(),
    couponCode: Type.String(),
    depDate: Type.Union([Type.String(), Type.Null()]),
    useDatetimeTo: Type.Union([Type.String(), Type.Null()]),
  }),
});

export type CouponUsage = Static<typeof CouponUsageSchema>;
export type CouponGrantInput = Static<typeof CouponGrantBody>;
export type CouponGrant = Static<typeof CouponGrantAnswer>['grant'];
