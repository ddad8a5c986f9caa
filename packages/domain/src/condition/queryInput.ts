/**
 * Query input as the web and the API receive it: URLSearchParams, Next.js searchParams
 * (`string | string[] | undefined`) or a Fastify query object (numbers and booleans possible).
 */
export type QueryValue =
  string | number | boolean | readonly (string | number | boolean)[] | null | undefined;
export type QueryInput = URLSearchParams | Readonly<Record<string, QueryValue>>;

/** Every value given for a key, as strings, in order (repeated keys and array values flattened). */
export function readQueryValues(query: QueryInput, key: string): string[] {
  if (query instanceof URLSearchParams) return query.getAll(key);
  if (!Object.hasOwn(query, key)) return [];
  const value = query[key];
  if (value === null || value === undefined) return [];
  const list: readonly (string | number | boolean)[] = Array.isArray(value) ? value : [value];
  return list.map((v) => String(v));
}

/** The first value given for a key, or undefined. */
export function readQueryValue(query: QueryInput, key: string): string | undefined {
  return readQueryValues(query, key)[0];
}

/** Builds a query string (without '?') from ordered pairs, with URLSearchParams encoding. */
export function toQueryString(params: Readonly<Record<string, string>>): string {
  return new URLSearchParams(Object.entries(params)).toString();
}
