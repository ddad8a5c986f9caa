/**
 * Operator accounts (issue 19 item 1):
 *   GET  /v1/operator/me                          → 200 {operator}  the caller (every role)
 *   GET  /v1/operator/operators                   → 200 {operators} (admin)
 *   POST /v1/operator/operators {email, password, operatorRole, familyName?, givenName?}
 *                                                 → 201 {operator}  (admin; 409 ACE801 e-mail taken)
 *   PUT  /v1/operator/operators/:userId {operatorRole} → 200 {operator} (admin; 409 OPR801 last admin)
 *   POST /v1/operator/operators/:userId/revoke    → 204 (admin; the account's sessions end)
 * Errors: 400 OPR800, 401 ACE803, 403 ACE804/ACE805, 404 OPR901, 409 ACE801/OPR801, 503 ACE900.
 */
import type { App } from '../../app';
import { strictBody } from '../../services/auth/strictBody';
import { actorOf, operatorSecurity } from '../../services/operator/access';
import {
  changeOperatorRole,
  createOperator,
  getOperator,
  listOperators,
  revokeOperator,
} from '../../services/operator/operators';
import {
  OperatorAnswer,
  OperatorCreateBody,
  OperatorListAnswer,
  OperatorRoleBody,
  UserIdParams,
} from '../../schemas/operator';
import { ErrorSchema, NoContentSchema } from '../../schemas/common';

export const OPERATOR_CONFIG = { validationErrorCode: 'OPR800', failureErrorCode: 'ACE900' };
export const OPERATOR_ERRORS = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const tags = ['operator'];

export async function operatorAccountRoutes(app: App): Promise<void> {
  app.get(
    '/v1/operator/me',
    {
      config: OPERATOR_CONFIG,
      schema: {
        tags,
        summary: 'The operator calling, with their role',
        security: operatorSecurity('self', 'GET'),
        response: { 200: OperatorAnswer, ...OPERATOR_ERRORS },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { operator: await getOperator(app.ctx.db, actorOf(request).userId) };
    },
  );

  app.get(
    '/v1/operator/operators',
    {
      config: OPERATOR_CONFIG,
      schema: {
        tags,
        summary: 'Every operator account (admin)',
        security: operatorSecurity('operators', 'GET'),
        response: { 200: OperatorListAnswer, ...OPERATOR_ERRORS },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { operators: await listOperators(app.ctx.db) };
    },
  );

  app.post(
    '/v1/operator/operators',
    {
      config: OPERATOR_CONFIG,
      preValidation: strictBody(OperatorCreateBody, 'OPR800'),
      schema: {
        tags,
        summary: 'Create an operator account with a role (admin)',
        security: operatorSecurity('operators', 'POST'),
        body: OperatorCreateBody,
        response: { 201: OperatorAnswer, ...OPERATOR_ERRORS, 409: ErrorSchema },
      },
    },
    async (request, reply) => {
      const operator = await createOperator(app, actorOf(request), request.body);
      return reply.status(201).send({ operator });
    },
  );

  app.put(
    '/v1/operator/operators/:userId',
    {
      config: OPERATOR_CONFIG,
      preValidation: strictBody(OperatorRoleBody, 'OPR800'),
      schema: {
        tags,
        summary: "Change an operator's role (admin; the last admin stays admin)",
        security: operatorSecurity('operators', 'PUT'),
        params: UserIdParams,
        body: OperatorRoleBody,
        response: { 200: OperatorAnswer, ...OPERATOR_ERRORS, 409: ErrorSchema },
      },
    },
    async (request) => ({
      operator: await changeOperatorRole(
        app,
        actorOf(request),
        request.params.userId,
        request.body.operatorRole,
      ),
    }),
  );

  app.post(
    '/v1/operator/operators/:userId/revoke',
    {
      config: OPERATOR_CONFIG,
      schema: {
        tags,
        summary: 'Take the operator role away (admin; the account stays, its sessions end)',
        security: operatorSecurity('operators', 'POST'),
        params: UserIdParams,
        response: { 204: NoContentSchema, ...OPERATOR_ERRORS, 409: ErrorSchema },
      },
    },
    async (request, reply) => {
      await revokeOperator(app, actorOf(request), request.params.userId);
      return reply.status(204).send(null);
    },
  );
}
