/**
 * Sessions (table user_session, migration 0005_accounts). The cookie `tabiyori_session` holds a
 * random 32-byte token (base64url); the database keeps only its sha-256 (hex), the user, a CSRF
 * token and the expiry. Sessions last 30 days and slide: a session used more than a day after its
 * last renewal gets 30 days again (the cookie is re-sent by the onSend hook in plugin.ts).
 *
 * Renewal happens only where the new cookie can reach the browser. The web's server-side calls
 * (server components forwarding the visitor's cookie) send `x-session-renew: off`: their answer's
 * Set-Cookie ends in the web server, so renewing there would move the database's expiry past the
 * browser's cookie. The browser's own calls through the site's /api proxy renew (the proxy passes
 * Set-Cookie back), and the web asks for one such call a day (apps/web/src/lib/account/keepSessionFresh.ts).
 *
 * A request's session is read once and kept for the request (WeakMap), so the CSRF hook, viewerOf
 * and the handler share one query.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { App } from '../../app';

export const SESSION_COOKIE = 'tabiyori_session';
export const SESSION_DAYS = 30;
const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;
/** Renew when less than this much of the lifetime is left (i.e. a day after the last renewal). */
const RENEW_BELOW_MS = SESSION_MS - 24 * 60 * 60 * 1000;
/** Header of a caller that cannot hand a renewed cookie on to the browser (value `off`). */
export const SESSION_RENEW_HEADER = 'x-session-renew';

function mayRenew(request: FastifyRequest): boolean {
  return request.headers[SESSION_RENEW_HEADER] !== 'off';
}

export interface SessionRecord {
  tokenHash: string;
  userId: string;
  email: string;
  role: 'traveller' | 'operator';
  csrfToken: string;
  expiresAt: Date;
}

interface RequestSession {
  loaded: Promise<SessionRecord | null>;
  /** Set when the session was renewed (or created) during the request: the cookie to send. */
  cookie?: { token: string; maxAgeSeconds: number } | { clear: true };
}

const perRequest = new WeakMap<FastifyRequest, RequestSession>();

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The raw cookie token when it is well-formed (43 base64url characters), else null. */
export function sessionToken(request: FastifyRequest): string | null {
  const raw = request.cookies?.[SESSION_COOKIE];
  return typeof raw === 'string' && /^[A-Za-z0-9_-]{43}$/.test(raw) ? raw : null;
}

async function loadSession(
  app: App,
  request: FastifyRequest,
  entry: RequestSession,
): Promise<SessionRecord | null> {
  const token = sessionToken(request);
  if (token === null) return null;
  const tokenHash = hashToken(token);
  const row = await app.ctx.db
    .selectFrom('user_session as s')
    .innerJoin('app_user as u', 'u.id', 's.user_id')
    .select(['s.token_hash', 's.user_id', 's.csrf_token', 's.expires_at', 'u.email', 'u.role'])
    .where('s.token_hash', '=', tokenHash)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (!row) return null;
  let expiresAt = new Date(row.expires_at);
  if (expiresAt.getTime() - Date.now() < RENEW_BELOW_MS && mayRenew(request)) {
    expiresAt = new Date(Date.now() + SESSION_MS);
    await app.ctx.db
      .updateTable('user_session')
      .set({ expires_at: expiresAt })
      .where('token_hash', '=', tokenHash)
      .execute();
    entry.cookie = { token, maxAgeSeconds: SESSION_MS / 1000 };
  }
  return {
    tokenHash,
    userId: row.user_id,
    email: row.email,
    role: row.role,
    csrfToken: row.csrf_token,
    expiresAt,
  };
}

/** The request's live session (expired or unknown tokens count as none); read once per request. */
export function sessionOf(app: App, request: FastifyRequest): Promise<SessionRecord | null> {
  let entry = perRequest.get(request);
  if (!entry) {
    const created: RequestSession = { loaded: Promise.resolve(null) };
    created.loaded = loadSession(app, request, created);
    // A failed read is not kept: the error reaches the caller, which answers 503.
    created.loaded.catch(() => perRequest.delete(request));
    perRequest.set(request, created);
    entry = created;
  }
  return entry.loaded;
}

/** Opens a session for the user (after sign-up or log-in); the cookie goes out with the answer. */
export async function openSession(
  app: App,
  request: FastifyRequest,
  user: { id: string; email: string; role: 'traveller' | 'operator' },
): Promise<SessionRecord> {
  const token = randomBytes(32).toString('base64url');
  const record: SessionRecord = {
    tokenHash: hashToken(token),
    userId: user.id,
    email: user.email,
    role: user.role,
    csrfToken: randomBytes(32).toString('base64url'),
    expiresAt: new Date(Date.now() + SESSION_MS),
  };
  await app.ctx.db
    .insertInto('user_session')
    .values({
      token_hash: record.tokenHash,
      user_id: record.userId,
      csrf_token: record.csrfToken,
      expires_at: record.expiresAt,
    })
    .execute();
  perRequest.set(request, {
    loaded: Promise.resolve(record),
    cookie: { token, maxAgeSeconds: SESSION_MS / 1000 },
  });
  return record;
}

/** Ends the request's session (if any) and clears the cookie. */
export async function closeSession(app: App, request: FastifyRequest): Promise<void> {
  const token = sessionToken(request);
  if (token !== null) {
    await app.ctx.db.deleteFrom('user_session').where('token_hash', '=', hashToken(token)).execute();
  }
  perRequest.set(request, { loaded: Promise.resolve(null), cookie: { clear: true } });
}

/**
 * Deletes the user's expired sessions and a bounded batch of anyone's (called at log-in: the table
 * stays small without a background job).
 */
export async function pruneSessions(app: App, userId: string): Promise<void> {
  await app.ctx.db
    .deleteFrom('user_session')
    .where((eb) =>
      eb.or([
        eb('user_id', '=', userId),
        eb(
          'token_hash',
          'in',
          eb
            .selectFrom('user_session')
            .select('token_hash')
            .where('expires_at', '<=', sql<Date>`now()`)
            .limit(100),
        ),
      ]),
    )
    .where('expires_at', '<=', sql<Date>`now()`)
    .execute();
}

function secureCookie(app: App, request: FastifyRequest): boolean {
  return app.ctx.config.cookieSecure || request.protocol === 'https';
}

/** onSend: writes the cookie a request created, renewed or ended. */
export function writeSessionCookie(app: App, request: FastifyRequest, reply: FastifyReply): void {
  const cookie = perRequest.get(request)?.cookie;
  if (!cookie) return;
  const base = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: secureCookie(app, request) };
  if ('clear' in cookie) {
    if (sessionToken(request) !== null || request.cookies?.[SESSION_COOKIE] !== undefined) {
      reply.clearCookie(SESSION_COOKIE, base);
    }
    return;
  }
  reply.setCookie(SESSION_COOKIE, cookie.token, { ...base, maxAge: cookie.maxAgeSeconds });
}
