import { sql } from 'kysely';
import type { App } from '../app';
import { ErrorSchema } from '../schemas/common';
import { HealthAnswer } from '../schemas/system';
import { searchIndexOf } from '../search/searchIndex';

/**
 * GET /health: answers 200 when the database answers, 503 otherwise. It names no internals (no
 * database kind, versions or hosts: issue 13.6), only what a load balancer needs: up, and whether
 * this process's search index is ready and how far behind the writes it is (issue 15).
 */
export async function healthRoutes(app: App): Promise<void> {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness, database and search index check (no internals)',
        response: {
          200: HealthAnswer,
          503: ErrorSchema,
        },
      },
    },
    async (_request, reply) => {
      try {
        await sql`select 1`.execute(app.ctx.db);
        const index = searchIndexOf(app.ctx.db)?.status();
        const search = index
          ? { state: index.state, lagMs: index.lagMs, buildMs: index.buildMs }
          : { state: 'off' as const, lagMs: null, buildMs: null };
        return { status: 'ok' as const, search };
      } catch {
        reply.header('retry-after', '30');
        return reply.status(503).send({ status: 503, message: 'database unavailable', errorCode: 'ISE900' });
      }
    },
  );
}
