/**
 * Query strings read by their schema (integers, patterns, enumerations, coerced by the validator):
 * routes whose querystring schema types its values take `prepareTypedQuery` as their
 * `preValidation`, so that
 * - a value left empty (`?page=&sort=`) means "not given" (spec §7: the site's own links and forms
 *   send blank fields): it is dropped before validation instead of failing it or being coerced to 0;
 * - an integer is written in plain decimal digits: the validator's coercion would also take `1e2`,
 *   ` 5`, `0x10` or `5.0`, which answer 400 '<name> is invalid' with the route's code, as any other
 *   value the schema refuses.
 *
 *   app.get('/v1/x', { preValidation: prepareTypedQuery, schema: { querystring: XQuerySchema } }, …)
 */
import type { FastifyRequest } from 'fastify';
import { ApiFailure } from '../errors';
import { integerKeysOf, PLAIN_DIGITS } from '../schemas/typedQuery';

export async function prepareTypedQuery(request: FastifyRequest): Promise<void> {
  const query = request.query as Record<string, unknown> | undefined;
  if (!query || typeof query !== 'object') return;
  const integers = integerKeysOf(request.routeOptions.schema?.querystring);
  for (const [key, value] of Object.entries(query)) {
    if (value === '') delete query[key];
    else if (integers.has(key) && typeof value === 'string' && !PLAIN_DIGITS.test(value)) {
      const code = request.routeOptions.config?.validationErrorCode ?? 'ISE900';
      throw new ApiFailure(400, code, `${key} is invalid`);
    }
  }
}

/**
 * prepareTypedQuery after trimming every value, for a route whose parameters have always allowed
 * surrounding spaces (GET /couponDiscount: ' 2' is 2, '  ' is not given).
 */
export async function prepareTrimmedTypedQuery(request: FastifyRequest): Promise<void> {
  const query = request.query as Record<string, unknown> | undefined;
  if (!query || typeof query !== 'object') return;
  for (const [key, value] of Object.entries(query)) if (typeof value === 'string') query[key] = value.trim();
  await prepareTypedQuery(request);
}
