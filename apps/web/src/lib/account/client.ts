/**
 * The browser's calls of the API through the site's own /api proxy (same origin: the session
 * cookie travels by itself). State-changing calls with a session carry the session's CSRF token
 * (header x-csrf-token, from GET /v1/auth/session, kept for the page); when the API says the token
 * is stale (403 ACE805) the token is fetched again and the call retried once.
 *
 * Answers are never thrown: `{ ok: true, data }` or `{ ok: false, status, errorCode }` where
 * errorCode is the API's code, or NWE900 when the network failed (offline, spec §8), or the
 * `fallbackCode` when the API answered something unexpected.
 */
import type { SessionAnswer } from './types';

export type CallResult<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; errorCode: string };

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Send the session's CSRF token (state-changing calls of a logged-in traveller). */
  csrf?: boolean;
  headers?: Record<string, string>;
  /** The code reported when the API answers without one (e.g. 'BKE900'). */
  fallbackCode?: string;
}

type Fetch = typeof fetch;

export interface ApiClient {
  call<T>(path: string, options?: CallOptions): Promise<CallResult<T>>;
  session(refresh?: boolean): Promise<SessionAnswer>;
  /** Remembers a token answered by log-in or sign-up. */
  setCsrfToken(token: string | null): void;
}

/** `/api/v1/...`: the API's path on the site's own origin. */
export function apiPath(path: string): string {
  return `/api${path.startsWith('/') ? path : `/${path}`}`;
}

function isErrorBody(value: unknown): value is { errorCode: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { errorCode?: unknown }).errorCode === 'string'
  );
}

export function createApiClient(fetchImpl: Fetch = (...args) => fetch(...args)): ApiClient {
  let sessionPromise: Promise<SessionAnswer> | null = null;
  let csrfToken: string | null = null;

  async function raw<T>(path: string, options: CallOptions, token: string | null): Promise<CallResult<T>> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers['x-csrf-token'] = token;
    let response: Response;
    try {
      response = await fetchImpl(apiPath(path), {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        credentials: 'same-origin',
        cache: 'no-store',
      });
    } catch {
      return { ok: false, status: 0, errorCode: 'NWE900' };
    }
    const text = await response.text().catch(() => '');
    let body: unknown = null;
    if (text !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        body = null;
      }
    }
    if (response.ok) return { ok: true, status: response.status, data: body as T };
    return {
      ok: false,
      status: response.status,
      errorCode: isErrorBody(body) ? body.errorCode : (options.fallbackCode ?? 'ISE900'),
    };
  }

  async function session(refresh = false): Promise<SessionAnswer> {
    if (refresh || !sessionPromise) {
      sessionPromise = raw<SessionAnswer>('/v1/auth/session', {}, null).then((r) => {
        const answer = r.ok && r.data ? r.data : { user: null, csrfToken: null };
        if (!r.ok) sessionPromise = null; // not kept: ask again next time
        csrfToken = answer.csrfToken;
        return answer;
      });
    }
    return sessionPromise;
  }

  async function call<T>(path: string, options: CallOptions = {}): Promise<CallResult<T>> {
    if (!options.csrf) return raw<T>(path, options, null);
    const token = csrfToken ?? (await session()).csrfToken;
    const first = await raw<T>(path, options, token);
    if (first.ok || first.errorCode !== 'ACE805') return first;
    const fresh = (await session(true)).csrfToken;
    if (!fresh || fresh === token) return first;
    return raw<T>(path, options, fresh);
  }

  return {
    call,
    session,
    setCsrfToken(token) {
      csrfToken = token;
      sessionPromise = null;
    },
  };
}

/** The page's client (one per browser page). */
export const apiClient: ApiClient = createApiClient();

/** How often a logged-in browser asks the API itself for its session (which renews it when due). */
export const SESSION_CHECK_INTERVAL_MS = 12 * 60 * 60 * 1000;
export const SESSION_CHECK_KEY = 'tabiyori:sessionChecked';

/**
 * Keeps a member's session cookie in step with the database: the API renews a session only on the
 * browser's own calls (the web's server-side calls send `x-session-renew: off`, since their
 * Set-Cookie cannot reach the browser), so a logged-in page asks GET /v1/auth/session through the
 * /api proxy at most once per SESSION_CHECK_INTERVAL_MS; the renewed cookie, when the API renews,
 * comes back on that answer. Returns whether it asked. `storage`: where the last check is kept.
 */
export async function keepSessionFresh(
  client: Pick<ApiClient, 'session'>,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  now: number = Date.now(),
): Promise<boolean> {
  let last: number;
  try {
    last = Number(storage?.getItem(SESSION_CHECK_KEY) ?? 0) || 0;
  } catch {
    last = 0; // storage blocked: ask every page, as a fresh browser would
  }
  if (last <= now && now - last < SESSION_CHECK_INTERVAL_MS) return false;
  const answer = await client.session(true);
  if (answer.user) {
    try {
      storage?.setItem(SESSION_CHECK_KEY, String(now));
    } catch {
      // storage full or blocked: the next page asks again
    }
  }
  return true;
}
