import type { App } from '../app';
import { BenchBaselineQuery } from '../schemas/system';

/**
 * GET /bench/baseline?bytes=N — only when the API runs with BENCH_BASELINE=1 (the benchmark sets
 * it): answers a precomputed JSON body of about N bytes with no work, the yardstick the benchmark
 * compares each real route against (same server, same size, same run).
 */
export async function benchBaselineRoutes(app: App): Promise<void> {
  const bodies = new Map<number, string>();
  app.get(
    '/bench/baseline',
    {
      schema: {
        hide: true,
        querystring: BenchBaselineQuery,
      },
    },
    async (request, reply) => {
      const { bytes } = request.query;
      let body = bodies.get(bytes);
      if (body === undefined) {
        body = JSON.stringify({ pad: 'x'.repeat(Math.max(0, bytes - 10)) });
        bodies.set(bytes, body);
      }
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
}
