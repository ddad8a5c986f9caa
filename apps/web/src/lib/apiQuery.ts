/**
 * The query of a typed call as the API reads it: text values (the API's typed query schemas parse
 * integers, dates and enumerations from the text), empty ones left out, lists repeated. Pure: used
 * by the server's calls (lib/api.ts callers) and by the browser's (the search calendar).
 */
import type { ApiQuery, paths } from '@tabiyori/api-client';

export type Query = Record<string, string | number | boolean | undefined | null | readonly string[]>;

/**
 * A page's query for a typed call: the values the API reads as text, empty ones left out, lists
 * repeated.
 */
export function apiQuery<P extends keyof paths>(_path: P, query: Query): ApiQuery<P> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    out[key] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return out as ApiQuery<P>;
}
