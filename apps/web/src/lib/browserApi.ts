/**
 * The browser's typed clients of the API (@tabiyori/api-client/browser: the site's /api proxy, same
 * origin, no-store), one set per page; global fetch is read at call time.
 *
 * - `api`: public calls (searches, suggestions, the missing-text report), no CSRF token;
 * - `member`: a traveller's or operator's calls. State-changing ones carry the session's CSRF token
 *   (x-csrf-token, from GET /v1/auth/session, kept for the page); when the API says the token is
 *   stale (403 ACE805) the session is asked again and the call retried once with the new token;
 * - `session()`: the session (asked once per page, again with `refresh`), `setCsrfToken()` a token
 *   answered by log-in or sign-up (null: read the new session's again).
 *
 * `callResult` turns a call into `{ ok: true, data }` or `{ ok: false, status, errorCode }` where
 * errorCode is the API's code, or NWE900 when the network failed (offline, spec §8), or the
 * `fallbackCode` when the API answered something unexpected: answers are never thrown.
 */
import { createBrowserClient, type ApiBrowserClient } from '@tabiyori/api-client/browser';
import type { SessionAnswer } from './account/types';

export type CallResult<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; errorCode: string };

export interface BrowserApi {
  api: ApiBrowserClient;
  member: ApiBrowserClient;
  session(refresh?: boolean): Promise<SessionAnswer>;
  /** Remembers a token answered by log-in or sign-up (null: the next call asks the session). */
  setCsrfToken(token: string | null): void;
}

/** What openapi-fetch resolves a call with. */
interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

function errorCodeOf(value: unknown): string | null {
  const code = (value as { errorCode?: unknown } | null)?.errorCode;
  return typeof code === 'string' ? code : null;
}

/** The outcome of a call: its typed answer, or the API's code (NWE900 offline, else `fallbackCode`). */
export async function callResult<T>(
  call: Promise<FetchResult<T>>,
  fallbackCode = 'ISE900',
): Promise<CallResult<T>> {
  let result: FetchResult<T>;
  try {
    result = await call;
  } catch {
    return { ok: false, status: 0, errorCode: 'NWE900' };
  }
  const { response } = result;
  if (response.ok) return { ok: true, status: response.status, data: result.data as T };
  return { ok: false, status: response.status, errorCode: errorCodeOf(result.error) ?? fallbackCode };
}

const NO_SESSION: SessionAnswer = { user: null, csrfToken: null };

export function createBrowserApi(
  fetch: (request: Request) => Promise<Response>,
  baseUrl: string = new URL('/api', globalThis.location?.href ?? 'http://localhost').href,
): BrowserApi {
  const api = createBrowserClient({ baseUrl, fetch });
  let sessionPromise: Promise<SessionAnswer> | null = null;
  let csrfToken: string | null = null;

  function session(refresh = false): Promise<SessionAnswer> {
    if (refresh || !sessionPromise) {
      sessionPromise = callResult(api.GET('/v1/auth/session')).then((r) => {
        const answer = r.ok && r.data ? r.data : NO_SESSION;
        if (!r.ok) sessionPromise = null; // not kept: ask again next time
        csrfToken = answer.csrfToken;
        return answer;
      });
    }
    return sessionPromise;
  }

  const member = createBrowserClient({
    baseUrl,
    fetch,
    csrfToken: async () => csrfToken ?? (await session()).csrfToken,
    renewCsrfToken: async (stale) => {
      const fresh = (await session(true)).csrfToken;
      return fresh && fresh !== stale ? fresh : null;
    },
  });

  return {
    api,
    member,
    session,
    setCsrfToken(token) {
      csrfToken = token;
      sessionPromise = null;
    },
  };
}

let page: BrowserApi | undefined;

/** The page's clients (created on first use, in the browser). */
export function pageApi(): BrowserApi {
  page ??= createBrowserApi((request) => globalThis.fetch(request));
  return page;
}

/** The page's client of public calls. */
export function browserApi(): ApiBrowserClient {
  return pageApi().api;
}
