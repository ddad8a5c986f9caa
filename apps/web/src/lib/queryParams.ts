/**
 * A page's query as the App Router gives it (`searchParams`: a value or several per key) or as
 * URLSearchParams, read alike. Pure (tested).
 */
export type QueryLike = URLSearchParams | Record<string, string | string[] | undefined>;

/** The first value of `key`, or null when it is absent. */
export function firstParam(query: QueryLike, key: string): string | null {
  if (query instanceof URLSearchParams) return query.get(key);
  const value = query[key];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/** The query as URLSearchParams (every value of a repeated key kept, in order). */
export function toParams(query: QueryLike): URLSearchParams {
  if (query instanceof URLSearchParams) return query;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const v of value) params.append(key, v);
    else if (value !== undefined) params.append(key, value);
  }
  return params;
}
