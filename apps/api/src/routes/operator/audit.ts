/**
 * The audit log (issue 19 item 1), read-only: no route changes or removes an entry (and the
 * database refuses it).
 *   GET /v1/operator/audit?actor&action&targetType&targetId&from&to&page → 200 {entries, count, page, pageSize}
 */
import type { App } from '../../app';
import { AuditListAnswer, AuditQuerySchema } from '../../schemas/operator';
import { operatorSecurity } from '../../services/operator/access';
import { listAudit } from '../../services/operator/audit';
import { OPERATOR_CONFIG, OPERATOR_ERRORS } from './accounts';

export async function operatorAuditRoutes(app: App): Promise<void> {
  app.get(
    '/v1/operator/audit',
    {
      config: OPERATOR_CONFIG,
      schema: {
        tags: ['operator'],
        summary: 'The audit log, newest first, filtered (admin)',
        security: operatorSecurity('audit', 'GET'),
        querystring: AuditQuerySchema,
        response: { 200: AuditListAnswer, ...OPERATOR_ERRORS },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listAudit(app.ctx.db, request.query);
    },
  );
}
