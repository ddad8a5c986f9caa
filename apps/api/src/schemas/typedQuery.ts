/**
 * How a typed query string is read (plugins/typedQuery.ts prepareTypedQuery before the validator, and
 * typedQueryOf for callers without HTTP): a blank value means "not given"; an integer is written in
 * plain decimal digits.
 */
import type { Static, TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { ApiFailure } from '../errors';

export const PLAIN_DIGITS = /^\d+$/;

/** The keys of a query schema's integer parameters. */
export function integerKeysOf(schema: unknown): ReadonlySet<string> {
  const properties =
    (schema as { properties?: Record<string, { type?: unknown }> } | undefined)?.properties ?? {};
  return new Set(Object.keys(properties).filter((key) => properties[key]?.type === 'integer'));
}

/**
 * A query typed as a route with `prepareTypedQuery` and `schema` receives it, for callers that search
 * without HTTP (tests, benchmarks): blank values dropped, integers converted from plain digits. A
 * value the route would refuse throws (ApiFailure 400 '<name> is invalid', code ISE900).
 */
export function typedQueryOf<S extends TSchema>(
  schema: S,
  text: string | Readonly<Record<string, string>>,
): Static<S> {
  const raw: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(text)) if (value !== '' && !(key in raw)) raw[key] = value;
  const integers = integerKeysOf(schema);
  for (const [key, value] of Object.entries(raw)) {
    if (integers.has(key) && !PLAIN_DIGITS.test(value)) {
      throw new ApiFailure(400, 'ISE900', `${key} is invalid`);
    }
  }
  const query = Value.Convert(schema, raw);
  const error = Value.Errors(schema, query)[0];
  if (error)
    throw new ApiFailure(400, 'ISE900', `${error.instancePath.replace(/^\//, '') || 'request'} is invalid`);
  return query as Static<S>;
}
