/**
 * @tabiyori/api-client: the API's request and answer types, generated from its OpenAPI document
 * (src/openapi.ts, `npm run generate:api`), so the web states no answer shape of its own, and the
 * two thin clients on openapi-fetch: ./server (the web's server, API_BASE_URL) and ./browser (the
 * site's /api proxy, CSRF header).
 */
import type { paths } from './openapi';

export type { components, paths } from './openapi';

type Method = 'get' | 'post' | 'put' | 'delete';
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M & keyof paths[P]]>;
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type Responses<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { responses: infer R } ? R : never;

/** The JSON answer of an operation on success (200, else 201). */
export type ApiAnswer<P extends keyof paths, M extends Method = 'get'> =
  Responses<P, M> extends infer R
    ? 200 extends keyof R
      ? JsonOf<R[200]>
      : 201 extends keyof R
        ? JsonOf<R[201]>
        : never
    : never;

/** The query string of an operation. */
export type ApiQuery<P extends keyof paths, M extends Method = 'get'> =
  Operation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** The JSON body of an operation. */
export type ApiBody<P extends keyof paths, M extends Method = 'post'> =
  Operation<P, M> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

/** The catalogue error every 4xx and 5xx answer carries (spec §8). */
export interface CatalogueError {
  status: number;
  message: string;
  errorCode: string;
}

export function isCatalogueError(value: unknown): value is CatalogueError {
  const v = value as Partial<CatalogueError> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.errorCode === 'string' &&
    typeof v.message === 'string' &&
    typeof v.status === 'number'
  );
}

/** A failed call: the API's catalogue code and message, or the caller's code when it gave none. */
export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiClientError';
  }
}
