/**
 * Server-side client of the API (API_BASE_URL): the typed client of packages/api-client
 * (`serverApi()`). Every call is made at request time with no Next.js data cache (`no-store`):
 * pages are dynamic and the build never needs the API. Public product reads (searches, details: no
 * session) may take the web's short-lived shared cache instead (`publicApi()`;
 * lib/cache/publicData.ts); a traveller's own calls (lib/account/server.ts viewerApi: quotes,
 * bookings, favourites) never do.
 *
 * Failures become ApiError with the API's `{ status, message, errorCode }` when it answered one,
 * else a code chosen by the domain (`internalCodeForFailure`) for the resource being loaded.
 * `failWith` turns an ApiError into the page's answer (spec §4, §8), the same for every page kind:
 * - "does not exist" (TVE801, HVE801, TDE901, HDE901, any 404) and input the API refused (any 400:
 *   TVE800, HVE800, OPE800, RCE800, HSP900 …) → notFound(): a real HTTP 404 in the site's frame. The
 *   failing call's code is remembered for this request (rememberedFailureCodes) and shown by the
 *   route's not-found.tsx through NotFoundView, since notFound() carries no data to the boundary;
 * - anything else → PageError (the code reaches error.tsx in the digest).
 */
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ApiClientError } from '@tabiyori/api-client';
import { answerOf, createServerClient, type ApiServerClient } from '@tabiyori/api-client/server';
import { internalCodeForFailure, isCustomLoggedError, type FailedResource } from '@tabiyori/domain';
import { sharedFetch } from './cache/publicData';
import { apiBaseUrl } from './env';
import { PageError } from './pageErrors';

/** A failed call with the catalogue code: the API client's error (@tabiyori/api-client). */
export const ApiError = ApiClientError;
export type ApiError = ApiClientError;

/** The server's typed client of the API (API_BASE_URL, no-store, timeout; packages/api-client). */
export function serverApi(timeoutMs?: number): ApiServerClient {
  return createServerClient({ baseUrl: apiBaseUrl(), ...(timeoutMs ? { timeoutMs } : {}) });
}

/**
 * The typed client for public product reads (no cookie): GETs go through the web's shared cache
 * of public answers (lib/cache/publicData.ts). Never for a traveller's own calls.
 */
export function publicApi(timeoutMs?: number): ApiServerClient {
  return createServerClient({ baseUrl: apiBaseUrl(), fetch: sharedFetch(timeoutMs) });
}

/**
 * The answer of a typed call, or ApiError: the API's catalogue code, else the code the domain picks
 * for the resource being loaded (internalCodeForFailure).
 */
export function apiAnswer<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
  resource: FailedResource = 'page',
): Promise<T> {
  return answerOf(call, (status) => internalCodeForFailure(resource, status));
}

/** True when the failure means "the thing asked for does not exist": the page answers 404. */
export function isNotFoundFailure(error: ApiError): boolean {
  return isCustomLoggedError(error.errorCode, error.status) || error.status === 404;
}

/**
 * True when the page itself asked for something wrong: the thing does not exist, or the API refused
 * the request as malformed (400). Such a page answers its own 404, never the error page.
 */
export function isPageInputFailure(error: unknown): error is ApiError {
  return error instanceof ApiError && (isNotFoundFailure(error) || error.status === 400);
}

/** The failure codes of this request (React cache(): one per request, read by NotFoundView). */
const rememberedFailure = cache((): { codes: string[] | null } => ({ codes: null }));

/** The codes of the call that ended this page with notFound(), or null (then the route's own). */
export function rememberedFailureCodes(): string[] | null {
  return rememberedFailure().codes;
}

/**
 * Ends the page with its own 404 in the site's frame and the code of the refusing call (pages
 * that judge an API failure themselves, e.g. a detail page that also checks the id's form).
 */
export function notFoundWith(errorCode: string): never {
  rememberedFailure().codes = [errorCode];
  notFound();
}

/** Ends the page for a failed call: 404 for missing things and refused input, else the error page. */
export function failWith(error: unknown, resource: FailedResource = 'page'): never {
  if (isPageInputFailure(error)) {
    if (isCustomLoggedError(error.errorCode, error.status)) {
      console.warn(`[custom-error] ${error.errorCode} ${error.message}`);
    }
    notFoundWith(error.errorCode);
  }
  if (error instanceof ApiError) throw new PageError(error.errorCode, error.status, error.message);
  throw new PageError(internalCodeForFailure(resource, 500), 500);
}
