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
 *   POST /v1/operator/coupons/:couponCode/grants {userId | email, depDate?, useDatetimeTo?}
 *                                                               → 201 {grant: {userCouponKey, …}}
 * OperatorCoupon: {couponCode, scope, openStatus, approveStatus, targetSystemGrpType, usage
 * {issued, used, returned}, definition}. Every change is written to the audit log in its own
 * transaction. Schemas: schemas/operatorCoupons.ts.
 * where definition is the service's PascalCase row (spec §3 Coupon fields, plus Scope,
 * ApproveStatus, windows UseDatetimeFrom/To and GetDatetimeFrom/To, condition fields, En texts).
 * Errors: 400 CPE800, 404 CPE901, 409 CPE801, 503 ACE900.
 */
import type { App } from '../../app';
import type { CouponDefinition } from '../../couponService/couponRecords';
import { strictBody } from '../../services/auth/strictBody';
import { actorOf, operatorSecurity } from '../../services/operator/access';
import {
  createCoupon,
  getCoupon,
  grantCoupon,
  listCoupons,
  replaceCoupon,
  setOpenStatus,
} from '../../services/operatorCoupons';
import { ErrorSchema } from '../../schemas/common';
import {
  CouponCodeParams as Params,
  CouponCreateBody as CreateSchema,
  CouponDefinitionBody as DefinitionSchema,
  CouponGrantAnswer as GrantAnswer,
  CouponGrantBody as GrantSchema,
  OperatorCouponAnswer as CouponAnswer,
  OperatorCouponList,
  OperatorCouponListQuery,
} from '../../schemas/operatorCoupons';

const CONFIG = { validationErrorCode: 'CPE800', failureErrorCode: 'ACE900' };
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
        querystring: OperatorCouponListQuery,
        response: { 200: OperatorCouponList, ...Errors },
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
        actorOf(request),
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
      return { coupon: await replaceCoupon(app, actorOf(request), request.params.couponCode, body) };
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
        return {
          coupon: await setOpenStatus(app, actorOf(request), request.params.couponCode, action === 'open'),
        };
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
        summary: 'Hand the coupon to a member by userId or e-mail (a new user coupon)',
        params: Params,
        body: GrantSchema,
        response: { 201: GrantAnswer, ...Errors },
      },
    },
    async (request, reply) => {
      const grant = await grantCoupon(app, actorOf(request), request.params.couponCode, request.body);
      return reply.status(201).send({ grant });
    },
  );
}
