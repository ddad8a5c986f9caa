/**
 * Operator coupon API (issue 4.4), read by every operator role, changed by admin and sales (401
 * ACE803 without a session, 403 ACE804 for a traveller or another role, checked by routes/operator's
 * hook; x-csrf-token on every write). Logic in services/operatorCoupons.ts; writes go through
 * the coupon service's one writer, so /couponDiscount and /v1/coupons see them at once.
 *
 *   GET  /v1/operator/coupons?scope=general|user&openStatus=0|1 → 200 {coupons: [OperatorCoupon]}
 *   GET  /v1/operator/coupons/:couponCode                       → 200 {coupon}
 *   POST /v1/operator/coupons {definition}                      → 201 {coupon}   (409 CPE801 code taken)
 *   PUT  /v1/operator/coupons/:couponCode {definition}          → 200 {coupon}   (replaces it)
 *   POST /v1/operator/coupons/:couponCode/open | /close         → 200 {coupon}
 *   POST /v1/operator/coupons/:couponCode/grants {userId, depDate?, useDatetimeTo?}
 *                                                               → 201 {grant: {userCouponKey, …}}
 * OperatorCoupon: {couponCode, scope, openStatus, approveStatus, targetSystemGrpType, definition}
 * where definition is the service's PascalCase row (spec §3 Coupon fields, plus Scope,
 * ApproveStatus, windows UseDatetimeFrom/To and GetDatetimeFrom/To, condition fields, En texts).
 * Errors: 400 CPE800, 404 CPE901, 409 CPE801, 503 ACE900.
 */
import { Type } from 'typebox';
import type { App } from '../../app';
import type { CouponDefinition } from '../../couponService/couponRecords';
import { strictBody } from '../../services/auth/strictBody';
import { operatorSecurity } from '../../services/operator/access';
import {
  createCoupon,
  getCoupon,
  grantCoupon,
  listCoupons,
  replaceCoupon,
  setOpenStatus,
} from '../../services/operatorCoupons';
import { ErrorSchema } from '../../schemas/common';

const CONFIG = { validationErrorCode: 'CPE800', failureErrorCode: 'ACE900' };

const Code = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
const Flag = Type.String({ pattern: '^[01]$' });
const Short = (max = 16) => Type.String({ maxLength: max });
const Stamp = Type.String({ maxLength: 14, description: 'YYYYMMDD[HHmm[ss]] Japan time; empty = open' });
const Money = Type.Union([Type.Integer({ minimum: 0, maximum: 100_000_000 }), Type.Null()]);

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
  MaxUseCount: Type.Optional(Money),
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
const DefinitionSchema = Type.Object(DefinitionFields, { additionalProperties: false });
const CreateSchema = Type.Object({ ...DefinitionFields, CouponCode: Code }, { additionalProperties: false });

const OperatorCouponSchema = Type.Object({
  couponCode: Type.String(),
  scope: Type.String(),
  openStatus: Type.String(),
  approveStatus: Type.String(),
  targetSystemGrpType: Type.String(),
  definition: Type.Object({}, { additionalProperties: true }),
});
const CouponAnswer = Type.Object({ coupon: OperatorCouponSchema });
const Params = Type.Object({ couponCode: Code });
const GrantSchema = Type.Object(
  {
    userId: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.@-]+$' }),
    depDate: Type.Optional(Type.String({ maxLength: 8, description: 'latest departure YYYYMMDD' })),
    useDatetimeTo: Type.Optional(Type.String({ maxLength: 14, description: 'YYYYMMDD[HHmm[ss]]' })),
  },
  { additionalProperties: false },
);
const GrantAnswer = Type.Object({
  grant: Type.Object({
    userCouponKey: Type.String(),
    userId: Type.String(),
    couponCode: Type.String(),
    depDate: Type.Union([Type.String(), Type.Null()]),
    useDatetimeTo: Type.Union([Type.String(), Type.Null()]),
  }),
});
const Errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };

export async function operatorCouponsRoutes(app: App): Promise<void> {
  const tags = ['operator'];
  const read = operatorSecurity('coupons', 'GET');
  const write = operatorSecurity('coupons', 'POST');

  app.get(
    '/v1/operator/coupons',
    {
      config: CONFIG,
      schema: {
        tags,
        security: read,
        summary: 'Every coupon with its definition (operators)',
        querystring: Type.Object({
          scope: Type.Optional(Type.Union([Type.Literal('general'), Type.Literal('user')])),
          openStatus: Type.Optional(Flag),
        }),
        response: { 200: Type.Object({ coupons: Type.Array(OperatorCouponSchema) }), ...Errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { coupons: await listCoupons(app, request.query) };
    },
  );

  app.get(
    '/v1/operator/coupons/:couponCode',
    {
      config: CONFIG,
      schema: {
        tags,
        security: read,
        summary: 'One coupon (operators)',
        params: Params,
        response: { 200: CouponAnswer, ...Errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { coupon: await getCoupon(app, request.params.couponCode) };
    },
  );

  app.post(
    '/v1/operator/coupons',
    {
      config: CONFIG,
      preValidation: strictBody(CreateSchema, 'CPE800'),
      schema: {
        tags,
        security: write,
        summary: 'Create a coupon (closed unless OpenStatus is 1)',
        body: CreateSchema,
        response: { 201: CouponAnswer, ...Errors, 409: ErrorSchema },
      },
    },
    async (request, reply) => {
      const coupon = await createCoupon(
        app,
        request.body as Partial<CouponDefinition> & { CouponCode: string },
      );
      return reply.status(201).send({ coupon });
    },
  );

  app.put(
    '/v1/operator/coupons/:couponCode',
    {
      config: CONFIG,
      preValidation: strictBody(DefinitionSchema, 'CPE800'),
      schema: {
        tags,
        security: write,
        summary: "Replace a coupon's definition (user coupons handed out keep it)",
        params: Params,
        body: DefinitionSchema,
        response: { 200: CouponAnswer, ...Errors },
      },
    },
    async (request) => {
      const body = request.body as Partial<CouponDefinition>;
      return { coupon: await replaceCoupon(app, request.params.couponCode, body) };
    },
  );

  for (const action of ['open', 'close'] as const) {
    app.post(
      `/v1/operator/coupons/:couponCode/${action}`,
      {
        config: CONFIG,
        schema: {
          tags,
          security: write,
          summary: action === 'open' ? 'Open a coupon (OpenStatus 1)' : 'Close a coupon (OpenStatus 0)',
          params: Params,
          response: { 200: CouponAnswer, ...Errors },
        },
      },
      async (request) => {
        return { coupon: await setOpenStatus(app, request.params.couponCode, action === 'open') };
      },
    );
  }

  app.post(
    '/v1/operator/coupons/:couponCode/grants',
    {
      config: CONFIG,
      preValidation: strictBody(GrantSchema, 'CPE800'),
      schema: {
        tags,
        security: write,
        summary: 'Hand the coupon to a user (a new user coupon)',
        params: Params,
        body: GrantSchema,
        response: { 201: GrantAnswer, ...Errors },
      },
    },
    async (request, reply) => {
      const grant = await grantCoupon(app, request.params.couponCode, request.body);
      return reply.status(201).send({ grant });
    },
  );
}
