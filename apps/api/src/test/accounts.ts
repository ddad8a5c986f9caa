/**
 * Test helpers for accounts (routes/auth.ts): sign up or log in over HTTP and get what later calls
 * need: the session cookie header value, the CSRF token (send it as x-csrf-token on every POST, PUT,
 * PATCH and DELETE) and the user id. `call` sends a request with them.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database, OperatorRole } from '../db/schema';

export interface TestSession {
  /** `tabiyori_session=…`: the Cookie header value. */
  cookie: string;
  csrfToken: string;
  userId: string;
}

export interface SignupOverrides {
  email?: string;
  password?: string;
  familyName?: string;
  givenName?: string;
  familyNameKana?: string;
  givenNameKana?: string;
  phone?: string | null;
  gender?: string | null;
  birthDate?: string | null;
  livePrefCode?: string | null;
  /** The site's language (the names' rule: en takes a Latin name without its reading). */
  lang?: 'ja' | 'en';
}

export const TEST_PASSWORD = 'correct horse battery';

export interface CallResult {
  status: number;
  body: unknown;
  headers: Headers;
}

/** One request; with a session it carries the cookie and x-csrf-token. */
export async function call(
  api: { baseUrl: string },
  method: string,
  path: string,
  options: { body?: unknown; session?: TestSession | null; headers?: Record<string, string> } = {},
): Promise<CallResult> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] ??= 'application/json';
  if (options.session) {
    headers.cookie ??= options.session.cookie;
    headers['x-csrf-token'] ??= options.session.csrfToken;
  }
  const res = await fetch(api.baseUrl + path, {
    method,
    headers,
    ...(options.body !== undefined
      ? { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }
      : {}),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body, headers: res.headers };
}

function sessionFrom(res: CallResult): TestSession {
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('tabiyori_session='));
  const body = res.body as { user?: { userId?: string }; csrfToken?: string };
  if (!setCookie || !body.csrfToken || !body.user?.userId) {
    throw new Error(`no session: HTTP ${res.status} ${JSON.stringify(res.body)}`);
  }
  return { cookie: setCookie.split(';')[0] as string, csrfToken: body.csrfToken, userId: body.user.userId };
}

/** Signs a new traveller up (a unique e-mail unless given); answers the logged-in session. */
export async function signUp(
  api: { baseUrl: string },
  overrides: SignupOverrides = {},
): Promise<TestSession & { email: string; password: string }> {
  const email = overrides.email ?? `t-${randomBytes(6).toString('hex')}@example.jp`;
  const password = overrides.password ?? TEST_PASSWORD;
  const res = await call(api, 'POST', '/v1/auth/signup', {
    body: {
      familyName: '旅',
      givenName: '日和',
      familyNameKana: 'タビ',
      givenNameKana: 'ヒヨリ',
      ...overrides,
      email,
      password,
    },
  });
  if (res.status !== 201) throw new Error(`signup failed: HTTP ${res.status} ${JSON.stringify(res.body)}`);
  return { ...sessionFrom(res), email, password };
}

/** Logs in (a demo user: 'hanako@example.jp' / DEMO_PASSWORD); answers the session. */
export async function logIn(api: { baseUrl: string }, email: string, password: string): Promise<TestSession> {
  const res = await call(api, 'POST', '/v1/auth/login', { body: { email, password } });
  if (res.status !== 200) throw new Error(`login failed: HTTP ${res.status} ${JSON.stringify(res.body)}`);
  return sessionFrom(res);
}

/**
 * Gives a user the operator role (operators are never signed up over the API), admin unless told
 * (migration 0011: admin, sales or support).
 */
export async function makeOperator(
  db: Kysely<Database>,
  userId: string,
  operatorRole: OperatorRole = 'admin',
): Promise<void> {
  await db
    .updateTable('app_user')
    .set({ role: 'operator', operator_role: operatorRole })
    .where('id', '=', userId)
    .execute();
}

/** The travellers of a booking request (POST /v1/bookings): a lead traveller with valid contact details. */
export const TEST_TRAVELLERS = {
  lead: {
    familyName: '旅',
    givenName: '日和',
    familyNameKana: 'タビ',
    givenNameKana: 'ヒヨリ',
    email: 'lead@example.jp',
    phone: '090-1234-5678',
  },
};

/**
 * The booking calls of a test file, for the API and default session its hooks set up later (hence
 * the getters): `quote` expects 200 and gives the body, `book` sends TEST_TRAVELLERS and a fresh
 * Idempotency-Key (`{keyPrefix}-…`) unless told otherwise.
 */
export function bookingCalls<Body>(api: () => { baseUrl: string }, me: () => TestSession, keyPrefix: string) {
  let keyNo = 0;
  const newKey = () => `${keyPrefix}-${Date.now()}-${++keyNo}`;
  const post = (
    path: string,
    body: unknown,
    session: TestSession | null,
    headers: Record<string, string> = {},
  ) => call(api(), 'POST', path, { body, session, headers });
  const quote = async (request: Record<string, unknown>, session = me()) => {
    const res = await post('/v1/bookings/quote', request, session);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as Body;
  };
  const book = (request: Record<string, unknown>, session = me(), key = newKey()) =>
    post('/v1/bookings', { travellers: TEST_TRAVELLERS, ...request }, session, { 'idempotency-key': key });
  return { newKey, post, quote, book };
}
