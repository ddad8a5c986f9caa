/**
 * Specials (特集, issue 19 item 3): read by every operator, created and edited by sales and admin.
 *   GET  /v1/operator/specials                 → 200 {specials}
 *   GET  /v1/operator/specials/{specialCode}   → 200 {special}
 *   POST /v1/operator/specials {specialCode, …} → 201 {special}
 *   PUT  /v1/operator/specials/{specialCode} {…} → 200 {special}
 * Errors: 400 OPR800 (malformed, dates reversed, a tour or hotel that does not exist), 404 OPR901,
 * 409 OPR803 (the code exists). Tours and hotels are picked with GET /v1/operator/inventory/products.
 */
import type { App } from '../../app';
import { ErrorSchema } from '../../schemas/common';
import {
  OperatorSpecialAnswer,
  OperatorSpecialListAnswer,
  SpecialCodeParams,
  SpecialCreateBody,
  SpecialEditBody,
} from '../../schemas/operatorSpecials';
import { strictBody } from '../../services/auth/strictBody';
import { actorOf, operatorSecurity } from '../../services/operator/access';
import {
  createOperatorSpecial,
  listOperatorSpecials,
  readOperatorSpecial,
  updateOperatorSpecial,
} from '../../services/operator/specials';
import { OPERATOR_CONFIG, OPERATOR_ERRORS } from './accounts';

const tags = ['operator'];
const response = { 200: OperatorSpecialAnswer, ...OPERATOR_ERRORS, 409: ErrorSchema };

export async function operatorSpecialsRoutes(app: App): Promise<void> {
  app.get(
    '/v1/operator/specials',
    {
      config: OPERATOR_CONFIG,
      schema: {
        tags,
        summary: 'Every special with its publication dates and whether travellers see it today',
        security: operatorSecurity('specials', 'GET'),
        response: { 200: OperatorSpecialListAnswer, ...OPERATOR_ERRORS },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { specials: await listOperatorSpecials(app.ctx.db) };
    },
  );

  app.get(
    '/v1/operator/specials/:specialCode',
    {
      config: OPERATOR_CONFIG,
      schema: {
        tags,
        summary: 'One special: definitions ja/en, lead, tours and hotels listed, publication',
        security: operatorSecurity('specials', 'GET'),
        params: SpecialCodeParams,
        response: { 200: OperatorSpecialAnswer, ...OPERATOR_ERRORS },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { special: await readOperatorSpecial(app.ctx.db, request.params.specialCode) };
    },
  );

  app.post(
    '/v1/operator/specials',
    {
      config: OPERATOR_CONFIG,
      preValidation: strictBody(SpecialCreateBody, 'OPR800'),
      schema: {
        tags,
        summary: 'Create a special (sales, admin)',
        security: operatorSecurity('specials', 'POST'),
        body: SpecialCreateBody,
        response: { 201: OperatorSpecialAnswer, ...OPERATOR_ERRORS, 409: ErrorSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { special: await createOperatorSpecial(app.ctx.db, actorOf(request), request.body) };
    },
  );

  app.put(
    '/v1/operator/specials/:specialCode',
    {
      config: OPERATOR_CONFIG,
      preValidation: strictBody(SpecialEditBody, 'OPR800'),
      schema: {
        tags,
        summary: 'Replace what the console edits of a special (sales, admin)',
        security: operatorSecurity('specials', 'PUT'),
        params: SpecialCodeParams,
        body: SpecialEditBody,
        response,
      },
    },
    async (request) => ({
      special: await updateOperatorSpecial(
        app.ctx.db,
        actorOf(request),
        request.params.specialCode,
        request.body,
      ),
    }),
  );
}
