/**
 * A query-string value left empty (`?page=&sort=`) means "not given" (spec §7: the site's own links
 * and forms send blank fields). Routes whose querystring schema types its values (integers,
 * patterns, enumerations, coerced by the validator) take this hook as their `preValidation`, so a
 * blank value is dropped before validation instead of failing it or being coerced to 0.
 *
 *   app.get('/v1/x', { preValidation: dropEmptyQueryValues, schema: { querystring: XQuerySchema } }, …)
 */
import type { FastifyRequest } from 'fastify';

export async function dropEmptyQueryValues(request: FastifyRequest): Promise<void> {
  const query = request.query as Record<string, unknown> | undefined;
  if (!query || typeof query !== 'object') return;
  for (const [key, value] of Object.entries(query)) {
    if (value === '') delete query[key];
  }
}
