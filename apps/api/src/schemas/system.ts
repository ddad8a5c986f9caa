/**
 * The system routes' shapes: GET /health (routes/health.ts) and the benchmark's yardstick GET
 * /bench/baseline (routes/benchBaseline.ts, hidden from the document).
 */
import { Type } from 'typebox';
import { SearchIndexHealthSchema } from './searchIndex';

/** GET /health 200: up, and how this process's search index is doing (no internals). */
export const HealthAnswer = Type.Object({ status: Type.Literal('ok'), search: SearchIndexHealthSchema });

export const BenchBaselineQuery = Type.Object({
  bytes: Type.Integer({ minimum: 2, maximum: 5_000_000 }),
  nonAscii: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 5_000_000,
      description: 'how many of the bytes are multi-byte UTF-8 text, as in the route measured (default 0)',
    }),
  ),
});

/** GET /bench/baseline/copy: the API path whose 200 answer is copied once and then answered static. */
export const BenchBaselineCopyQuery = Type.Object({
  of: Type.String({
    pattern: '^/v1/',
    maxLength: 2000,
    description: 'a GET path of this API, e.g. /v1/decoder?lang=ja',
  }),
});
