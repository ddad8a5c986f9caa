/**
 * Server-side calls of the API as the visitor: the incoming request's session cookie is forwarded
 * (cookies.ts picks it), so server components see the logged-in traveller. Reading the request's
 * cookies makes a page dynamic; every page of the site is dynamic anyway (texts and data come from
 * the API at request time) and Next.js answers them `Cache-Control: private, no-store`, so a page
 * rendered for one traveller is never cached for another.
 *
 * - getSession(): the user and the session's CSRF token (GET /v1/auth/session), once per request
 *   (React cache); null for a visitor and when the API cannot say (the page then shows the visitor's
 *   header instead of failing).
 * - apiAsViewer(): any call with the cookie (and the CSRF token for state-changing methods). It
 *   sends `x-session-renew: off`: a renewed Set-Cookie would end here, in the web server, so the
 *   API renews sessions only on the browser's own calls (client.ts keepSessionFresh).
 * - requireSession(): the session, or a redirect to /login?returnTo=<this page>.
 */
import { cache } from 'react';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { createServerClient, type ApiServerClient } from '@tabiyori/api-client/server';
import { isApiError } from '@tabiyori/domain';
import { ApiError } from '../api';
import { apiBaseUrl } from '../env';
import { pageHref } from '../links';
import { getRequestContext } from '../requestContext';
import { SESSION_RENEW_HEADER, sessionCookieHeader } from './cookies';
import { loginPath } from './returnTo';
import type { AccountUser, SessionAnswer } from './types';

export interface Session {
  user: AccountUser;
  csrfToken: string;
}

async function incomingSessionCookie(): Promise<string | null> {
  const h = await headers();
  return sessionCookieHeader(h.get('cookie'));
}

export interface ViewerCallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  csrfToken?: string | null;
  timeoutMs?: number;
}

/**
 * The typed client (packages/api-client) as the visitor: their session cookie forwarded, no
 * session renewal (as apiAsViewer). Never cached, never shared.
 */
export async function viewerApi(timeoutMs?: number): Promise<ApiServerClient> {
  return createServerClient({
    baseUrl: apiBaseUrl(),
    cookie: await incomingSessionCookie(),
    headers: { [SESSION_RENEW_HEADER]: 'off' },
    ...(timeoutMs ? { timeoutMs } : {}),
  });
}

/** A call of the API as the visitor; ApiError (with the API's code) on any failure. */
export async function apiAsViewer<T>(path: string, options: ViewerCallOptions = {}): Promise<T> {
  const cookie = await incomingSessionCookie();
  const requestHeaders: Record<string, string> = {
    accept: 'application/json',
    [SESSION_RENEW_HEADER]: 'off',
  };
  if (cookie) requestHeaders.cookie = cookie;
  if (options.body !== undefined) requestHeaders['content-type'] = 'application/json';
  if (options.csrfToken) requestHeaders['x-csrf-token'] = options.csrfToken;
  const url = `${apiBaseUrl()}${path}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers: requestHeaders,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      cache: 'no-store',
      signal: AbortSignal.timeout(options.timeoutMs ?? 8000),
    });
  } catch (error) {
    throw new ApiError(503, 'ISE900', `Fetching ${url} has failed because ${String(error)}`);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    if (isApiError(body)) throw new ApiError(response.status, body.errorCode, body.message);
    throw new ApiError(
      response.status,
      'ISE900',
      `Fetching ${url} has failed because status ${response.status}`,
    );
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** The logged-in traveller of this request, or null (visitor, or the API could not tell). */
export const getSession = cache(async (): Promise<Session | null> => {
  if (!(await incomingSessionCookie())) return null;
  try {
    const answer = await apiAsViewer<SessionAnswer>('/v1/auth/session', { timeoutMs: 4000 });
    return answer.user && answer.csrfToken ? { user: answer.user, csrfToken: answer.csrfToken } : null;
  } catch {
    return null;
  }
});

/** The session, or a redirect to the log-in page that comes back to `returnTo` (language-neutral). */
export async function requireSession(returnTo: string): Promise<Session> {
  const session = await getSession();
  if (session) return session;
  const ctx = await getRequestContext();
  redirect(pageHref(loginPath(returnTo), ctx.lang, ctx.meta));
}
