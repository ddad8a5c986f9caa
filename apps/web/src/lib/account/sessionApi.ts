/**
 * The account forms' server side (server actions, lib/account/actions.ts): the generated API client
 * (@tabiyori/api-client/server) called as the visitor, and the session cookie the API answers
 * handed on to the browser.
 *
 * - visitorApi(): the visitor's session cookie, `x-session-renew: off` (see server.ts), the session's
 *   CSRF token when there is a session, and the client's address as X-Forwarded-For (the web's server,
 *   scripts/server.mjs, sets it from the socket; the API trusts it from loopback only, TRUST_PROXY),
 *   so the API's per-address limits count the traveller, not the web server.
 * - adoptSessionCookie(): the API's Set-Cookie of `tabiyori_session` (a new session at log-in or
 *   sign-up, a cleared one at log-out) set on the action's answer, with the API's attributes
 *   (HttpOnly, SameSite=Lax, Path=/, Max-Age, Secure).
 */
import { cookies, headers } from 'next/headers';
import { parseSetCookie } from 'set-cookie-parser';
import { isCatalogueError } from '@tabiyori/api-client';
import { createServerClient, type ApiServerClient } from '@tabiyori/api-client/server';
import { apiBaseUrl } from '../env';
import { SESSION_COOKIE, SESSION_RENEW_HEADER, sessionCookieHeader } from './cookies';
import { getSession } from './server';

export async function visitorApi(): Promise<ApiServerClient> {
  const h = await headers();
  const forwardedFor = h.get('x-forwarded-for');
  const cookie = sessionCookieHeader(h.get('cookie'));
  // A call with a live session cookie must carry the session's token (the API's CSRF check), even
  // one that needs no session (a reset link opened while logged in).
  const csrfToken = cookie ? (await getSession())?.csrfToken : null;
  return createServerClient({
    baseUrl: apiBaseUrl(),
    cookie,
    headers: {
      [SESSION_RENEW_HEADER]: 'off',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      ...(csrfToken ? { 'x-csrf-token': csrfToken } : {}),
    },
  });
}

export async function adoptSessionCookie(response: Response): Promise<void> {
  const jar = await cookies();
  for (const cookie of parseSetCookie(response.headers.getSetCookie(), { decodeValues: false })) {
    if (cookie.name !== SESSION_COOKIE) continue;
    jar.set({
      name: cookie.name,
      value: cookie.value,
      path: cookie.path ?? '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: cookie.secure ?? false,
      ...(cookie.maxAge !== undefined ? { maxAge: cookie.maxAge } : {}),
      ...(cookie.expires ? { expires: cookie.expires } : {}),
    });
  }
}

/** What an API call of an action came to: ok with its response and answer, or the catalogue code. */
export type CallOutcome<T> =
  { ok: true; response: Response; data: T | undefined } | { ok: false; errorCode: string };

/** Awaits an openapi-fetch call; a failure becomes the API's code, else `fallbackCode`. */
export async function outcomeOf<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
  fallbackCode = 'ACE900',
): Promise<CallOutcome<T>> {
  try {
    const { data, error, response } = await call;
    if (response.ok) return { ok: true, response, data };
    return { ok: false, errorCode: isCatalogueError(error) ? error.errorCode : fallbackCode };
  } catch {
    return { ok: false, errorCode: fallbackCode };
  }
}
