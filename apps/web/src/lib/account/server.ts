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
 * - viewerApi(): the typed client with the cookie (and the CSRF token for state-changing calls). It
 *   sends `x-session-renew: off`: a renewed Set-Cookie would end here, in the web server, so the
 *   API renews sessions only on the browser's own calls (client.ts keepSessionFresh).
 * - requireSession(): the session, or a redirect to /login?returnTo=<this page>.
 */
import { cache } from 'react';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { answerOf, createServerClient, type ApiServerClient } from '@tabiyori/api-client/server';
import { apiBaseUrl } from '../env';
import { pageHref } from '../links';
import { getRequestContext } from '../requestContext';
import { SESSION_RENEW_HEADER, sessionCookieHeader } from './cookies';
import { loginPath } from './returnTo';
import type { SessionAnswer } from './types';

/** A member's session: GET /v1/auth/session's answer with its user and token. */
export type Session = { [K in keyof SessionAnswer]: NonNullable<SessionAnswer[K]> };

async function incomingSessionCookie(): Promise<string | null> {
  const h = await headers();
  return sessionCookieHeader(h.get('cookie'));
}

/**
 * The typed client (packages/api-client) as the visitor: their session cookie forwarded, no
 * session renewal, and for state-changing calls the session's CSRF token (x-csrf-token) when given.
 * Never cached, never shared. Pair it with answerOf (failures: ApiClientError with the API's code,
 * else ISE900) or apiAnswer (lib/api.ts).
 */
export async function viewerApi(timeoutMs?: number, csrfToken?: string | null): Promise<ApiServerClient> {
  return createServerClient({
    baseUrl: apiBaseUrl(),
    cookie: await incomingSessionCookie(),
    headers: {
      [SESSION_RENEW_HEADER]: 'off',
      ...(csrfToken ? { 'x-csrf-token': csrfToken } : {}),
    },
    ...(timeoutMs ? { timeoutMs } : {}),
  });
}

/** The logged-in traveller of this request, or null (visitor, or the API could not tell). */
export const getSession = cache(async (): Promise<Session | null> => {
  if (!(await incomingSessionCookie())) return null;
  try {
    const answer = await answerOf((await viewerApi(4000)).GET('/v1/auth/session'));
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
