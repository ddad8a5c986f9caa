/**
 * CSRF protection of every state-changing call (POST, PUT, PATCH, DELETE) under /v1/. GET and HEAD
 * never change state; the coupon service (/coupon-service/*, server to server with its key header)
 * is outside /v1/ and exempt.
 *
 * - With a live session cookie the call must send header `x-csrf-token` equal to the session's
 *   token (answered by sign-up, log-in and GET /v1/auth/session), else 403 ACE805. A cookie alone,
 *   which a browser attaches to a forged cross-site request, is never enough.
 * - Without a session (sign-up, log-in: no login CSRF) the call must not come from a foreign page:
 *   an `Origin` header must be an allowed origin (config.allowedOrigins, or this API's own origin);
 *   without Origin a `Referer` is judged the same way; `Origin: null` and
 *   `Sec-Fetch-Site: cross-site` from an origin not allowed are refused (403 ACE805). A call with
 *   none of these headers is not a browser's cross-site request (browsers send Origin on every
 *   cross-origin POST) and passes: the web's server-side calls, curl, tests.
 * A stale or expired cookie counts as no session.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app';
import { ApiFailure } from '../../errors';
import { sessionOf } from './session';

export const CSRF_HEADER = 'x-csrf-token';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

function allowedOrigin(app: App, request: FastifyRequest, origin: string | null): boolean {
  if (origin === null) return false;
  if (app.ctx.config.allowedOrigins.includes(origin)) return true;
  if (origin === `${request.protocol}://${request.host}`) return true;
  // The web's /api/* proxy (a Next.js rewrite with changeOrigin) sends the browser's Host as
  // x-forwarded-host: an Origin of that host is a page of the site itself, whatever its port or
  // domain. A foreign page cannot forge it: browsers never let a cross-site request set this
  // header without a CORS preflight, which the API does not grant.
  const forwarded = header(request, 'x-forwarded-host');
  return forwarded !== undefined && forwarded !== '' && new URL(origin).host === forwarded.toLowerCase();
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Throws 403 ACE805 when a visitor's call comes from a page of a foreign origin. */
function checkVisitorOrigin(app: App, request: FastifyRequest): void {
  const origin = header(request, 'origin');
  const referer = header(request, 'referer');
  const site = header(request, 'sec-fetch-site');
  let ok = true;
  if (origin !== undefined) ok = allowedOrigin(app, request, origin === 'null' ? null : originOf(origin));
  else if (referer !== undefined) ok = allowedOrigin(app, request, originOf(referer));
  else if (site !== undefined) ok = site !== 'cross-site';
  if (!ok) throw new ApiFailure(403, 'ACE805', 'cross-site request refused');
}

export async function checkCsrf(app: App, request: FastifyRequest): Promise<void> {
  if (!STATE_CHANGING.has(request.method)) return;
  if (!request.url.startsWith('/v1/')) return;
  const session = await sessionOf(app, request);
  if (session === null) {
    checkVisitorOrigin(app, request);
    return;
  }
  const given = header(request, CSRF_HEADER);
  if (given === undefined || !sameToken(given, session.csrfToken)) {
    throw new ApiFailure(403, 'ACE805', 'csrf token is invalid');
  }
}

/** Registers the CSRF check on the root instance (every route; runs after the cookie parser). */
export function registerCsrf(app: App): void {
  app.addHook('onRequest', async (request) => {
    await checkCsrf(app, request);
  });
}
