/**
 * The coupon service (SPEC.md §7), its own Fastify plugin: `POST /coupon-service/CouponList` and
 * `POST /coupon-service/UserCouponList`. It needs only the database (`app.ctx.db`, migration
 * 0003_coupons plus the `area` table), so it runs mounted in the API (register `couponServiceRoutes`)
 * or apart (couponService/main.ts).
 *
 * Answers (HTTP 200 unless noted), CommonInformation.ErrorList empty on success:
 *   { CommonInformation: { CallSystem, ErrorList: [] }, Result: { CouponList: [raw coupon rows] } }
 *   { CommonInformation: { CallSystem, ErrorList: [] }, Result: { UserCouponList: [{ UserCouponKey,
 *     DepDate, UseDatetimeTo, ReturnDatetime, BookingNumber, CouponInformation }] } }
 * Errors in CommonInformation.ErrorList [{ ErrorCode, ErrorMessage }] (spec §8):
 *   '0001' parameter error: a missing or malformed field, malformed JSON, a wrong content type;
 *   '9998' under maintenance: env COUPON_SERVICE_MAINTENANCE=1 or coupon_setting
 *          'service.maintenance' = '1' (checked on every request);
 *   '9999' system error (HTTP 500): the database failed.
 * A caller without the access key (access.ts) gets HTTP 403 and no ErrorList.
 * Successful answers carry an ETag; a request with If-None-Match of the current ETag gets 304 (the
 * same request would get the same answer: same data version, no usage or distribution window
 * boundary passed since), so callers may keep answers and revalidate them in one cheap query.
 */
import { createHash } from 'node:crypto';
import { COUPON_CALL_SYSTEM, COUPON_SERVICE_ERROR_CODES } from '@tabiyori/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { App } from '../app';
import { ApiFailure } from '../errors';
import { ErrorSchema, NotModifiedSchema } from '../schemas/common';
import { CouponListAnswer, UserCouponListAnswer } from '../schemas/couponService';
import { COUPON_SERVICE_KEY_HEADER, couponServiceAccessKey, isCouponServiceKey } from './access';
import { readMaintenanceFlag, readServiceState, selectCouponList, selectUserCouponList } from './query';
import {
  CouponParameterError,
  readCouponServiceRequest,
  type CouponServiceOperation,
  type CouponServiceQuery,
} from './request';

/** Where the service is mounted; the default service base URL ends with it. */
export const COUPON_SERVICE_PREFIX = '/coupon-service';

export interface CouponServiceOptions {
  /** Expected access key; null accepts every caller. Default: couponServiceAccessKey(). */
  accessKey?: string | null;
}

function errorBody(code: string, message: string): string {
  return JSON.stringify({
    CommonInformation: {
      CallSystem: COUPON_CALL_SYSTEM,
      ErrorList: [{ ErrorCode: code, ErrorMessage: message }],
    },
    Result: null,
  });
}

function send(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply
    .status(status)
    .header('content-type', 'application/json; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);
}

function maintenance(reply: FastifyReply): FastifyReply {
  return send(reply, 200, errorBody(COUPON_SERVICE_ERROR_CODES.MAINTENANCE, 'under maintenance'));
}

/**
 * The answer's ETag: the request without its time stamps, and what the answer depends on besides
 * it (query.ts readServiceState). A caller holding the answer of an equal ETag gets 304.
 */
function answerEtag(query: CouponServiceQuery, validity: string): string {
  const { getDateTime: _g, useDatetime: _u, ...rest } = query;
  const hash = createHash('sha256')
    .update(JSON.stringify(rest))
    .update('|')
    .update(validity)
    .digest('base64url');
  return `"${hash.slice(0, 32)}"`;
}

function maintenanceBySwitch(): boolean {
  return process.env.COUPON_SERVICE_MAINTENANCE === '1';
}

const looseObject = (description: string) => Type.Object({}, { additionalProperties: true, description });

export async function couponServiceRoutes(app: App, options: CouponServiceOptions = {}): Promise<void> {
  const accessKey = options.accessKey === undefined ? couponServiceAccessKey() : options.accessKey;

  await app.register(
    async (service: App) => {
      service.addHook('onRequest', async (request, reply) => {
        if (
          accessKey !== null &&
          !isCouponServiceKey(request.headers[COUPON_SERVICE_KEY_HEADER], accessKey)
        ) {
          return reply.status(403).send({ status: 403, message: 'forbidden', errorCode: 'ACE804' });
        }
      });

      // Failures before the handler (access aside): malformed JSON, a wrong content type, a body the
      // schema refuses, the server's NUL guard. Maintenance still wins over a parameter error.
      service.setErrorHandler(
        async (error: Error & { statusCode?: number; status?: number }, request, reply) => {
          const status = error instanceof ApiFailure ? error.status : (error.statusCode ?? 500);
          if (status >= 400 && status < 500) {
            if (maintenanceBySwitch() || (await readMaintenanceFlag(service.ctx.db).catch(() => false))) {
              return maintenance(reply);
            }
            request.log.warn({ err: error }, 'coupon service parameter error');
            return send(
              reply,
              200,
              errorBody(COUPON_SERVICE_ERROR_CODES.PARAMETER_ERROR, 'request is invalid'),
            );
          }
          request.log.error({ err: error }, 'coupon service system error');
          return send(reply, 500, errorBody(COUPON_SERVICE_ERROR_CODES.SYSTEM_ERROR, 'system error'));
        },
      );

      const answer = async (
        operation: CouponServiceOperation,
        request: FastifyRequest,
        reply: FastifyReply,
      ) => {
        try {
          if (maintenanceBySwitch()) return maintenance(reply);
          let query: CouponServiceQuery;
          try {
            query = readCouponServiceRequest(operation, request.body);
          } catch (error) {
            if (!(error instanceof CouponParameterError)) throw error;
            if (await readMaintenanceFlag(service.ctx.db)) return maintenance(reply);
            request.log.warn({ operation, reason: error.message }, 'coupon service parameter error');
            return send(reply, 200, errorBody(COUPON_SERVICE_ERROR_CODES.PARAMETER_ERROR, error.message));
          }
          const state = await readServiceState(service.ctx.db, query);
          if (state.maintenance) return maintenance(reply);
          const etag = answerEtag(query, state.validity);
          reply.header('etag', etag);
          if (request.headers['if-none-match'] === etag) return reply.status(304).send();
          const list =
            operation === 'CouponList'
              ? await selectCouponList(service.ctx.db, query)
              : await selectUserCouponList(service.ctx.db, query);
          return send(
            reply,
            200,
            `{"CommonInformation":{"CallSystem":${JSON.stringify(COUPON_CALL_SYSTEM)},"ErrorList":[]},"Result":{"${operation}":${list}}}`,
          );
        } catch (error) {
          request.log.error({ err: error, operation }, 'coupon service system error');
          reply.removeHeader('etag');
          return send(reply, 500, errorBody(COUPON_SERVICE_ERROR_CODES.SYSTEM_ERROR, 'system error'));
        }
      };

      service.post(
        '/CouponList',
        {
          schema: {
            tags: ['coupon service'],
            summary:
              'General coupons for a search (spec §7 CouponList); errors in CommonInformation.ErrorList',
            headers: Type.Object({ [COUPON_SERVICE_KEY_HEADER]: Type.Optional(Type.String()) }),
            body: Type.Object(
              {
                CommonInformation: looseObject("CallSystem 'search'"),
                CouponListRequest: looseObject(
                  'UserId, LangCode (ja_JP|en_US), OpenStatus, ApproveStatus, ClosedCouponIncludeFlg?, ' +
                    'TargetSystemGrpType (3 domestic travel, 4 land optional, 5 car rental; empty = any), ' +
                    'TargetSystemSubGrpCode (tour type), GetAvailableLimitFlg, GetDateTime, Sex, Age (999 unknown), ' +
                    'UseDatetime, DepDate, AdtCount, ChdCount, InfCount, TourCode, HotelCode, HotelPlanCode, ' +
                    'RentacarCode, LivePrefCode, AreaCode, DestPrefCode, extra conditions (LandCode, LandPlanCode)',
                ),
              },
              { additionalProperties: true },
            ),
            response: {
              200: CouponListAnswer,
              304: NotModifiedSchema,
              403: ErrorSchema,
              500: CouponListAnswer,
            },
          },
        },
        (request, reply) => answer('CouponList', request, reply),
      );

      service.post(
        '/UserCouponList',
        {
          schema: {
            tags: ['coupon service'],
            summary: "A user's coupons (spec §7 UserCouponList); errors in CommonInformation.ErrorList",
            headers: Type.Object({ [COUPON_SERVICE_KEY_HEADER]: Type.Optional(Type.String()) }),
            body: Type.Object(
              {
                CommonInformation: looseObject("CallSystem 'search'"),
                UserCouponListRequest: looseObject(
                  'The CouponList fields with AvailableLimitFlg instead of GetAvailableLimitFlg, plus LandCode and LandPlanCode; UserId required',
                ),
              },
              { additionalProperties: true },
            ),
            response: {
              200: UserCouponListAnswer,
              304: NotModifiedSchema,
              403: ErrorSchema,
              500: UserCouponListAnswer,
            },
          },
        },
        (request, reply) => answer('UserCouponList', request, reply),
      );
    },
    { prefix: COUPON_SERVICE_PREFIX },
  );
}
