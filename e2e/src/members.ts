/**
 * Members for the journeys: one signed up through the API (as a server-side caller), logged in in a
 * browser session through the log-in page as a traveller would (or handed the session cookie), and
 * the API called as them (a quote, for instance).
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { apiUrl, webUrl, type Session } from './site';

export const PASSWORD = 'tabi2026go';

export interface Member {
  email: string;
  userId: string;
  /** `tabiyori_session=…` for the API's own calls. */
  cookie: string;
  csrf: string;
  /** The names signed up with: the lead traveller of the member's bookings over the API. */
  names: { familyName: string; givenName: string; familyNameKana: string; givenNameKana: string };
}

/** A member signed up with PASSWORD; `profile` adds or replaces sign-up fields (gender, names…). */
export async function signUpMember(prefix: string, profile: Record<string, string> = {}): Promise<Member> {
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.jp`;
  const fields = {
    familyName: '旅野',
    givenName: '花子',
    familyNameKana: 'タビノ',
    givenNameKana: 'ハナコ',
    ...profile,
  };
  const res = await fetch(`${apiUrl()}/v1/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, ...fields }),
  });
  expect(res.status).toBe(201);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const { csrfToken, user } = (await res.json()) as { csrfToken: string; user: { userId: string } };
  const { familyName, givenName, familyNameKana, givenNameKana } = fields;
  return {
    email,
    userId: user.userId,
    cookie,
    csrf: csrfToken,
    names: { familyName, givenName, familyNameKana, givenNameKana },
  };
}

/**
 * The browser session carries the member's session cookie (logged in without the log-in page), for
 * the journeys' site or the web server at `url`.
 */
export async function withMemberCookie(
  s: Session,
  member: Pick<Member, 'cookie'>,
  url: string = webUrl(),
): Promise<void> {
  const [name = '', value = ''] = member.cookie.split('=');
  await s.context.addCookies([{ name, value, url }]);
}

/** An existing account logged in over the API (the demo member of the README, for instance). */
export async function logInOverApi(
  email: string,
  password: string,
): Promise<Pick<Member, 'cookie' | 'csrf'>> {
  const res = await fetch(`${apiUrl()}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  return { cookie, csrf: csrfToken };
}

export async function logInBrowser(s: Session, email: string, prefix = ''): Promise<void> {
  await s.page.goto(`${prefix}/login?returnTo=%2Fmypage`);
  await s.page.fill('#login-email', email);
  await s.page.fill('#login-password', PASSWORD);
  await Promise.all([
    s.page.waitForURL('**/mypage'),
    s.page.locator('main form button[type="submit"]').click(),
  ]);
}

/** A booking quote asked as the member: its status and answer. */
export async function quoteAs(
  member: Member,
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await asMember(member, '/v1/bookings/quote', body);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/**
 * A booking made over the API as the member (a fresh Idempotency-Key): the request (with its
 * expectedTotal) plus the lead traveller, the member's own names and e-mail, and any `guests`.
 * Asserts the 201 and answers the booking.
 */
export async function bookAs<T = { bookingNumber: string }>(
  member: Member,
  request: Record<string, unknown>,
  guests: readonly Record<string, unknown>[] = [],
): Promise<T> {
  const lead = { ...member.names, email: member.email, phone: '090-1234-5678' };
  const res = await fetch(`${apiUrl()}/v1/bookings`, {
    method: 'POST',
    headers: {
      cookie: member.cookie,
      'content-type': 'application/json',
      'x-csrf-token': member.csrf,
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({ ...request, travellers: guests.length > 0 ? { lead, guests } : { lead } }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as T;
}

/** A call of the API as the member (JSON body, CSRF header on changes). */
export async function asMember(
  member: Pick<Member, 'cookie' | 'csrf'>,
  path: string,
  body?: unknown,
): Promise<Response> {
  return fetch(`${apiUrl()}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      cookie: member.cookie,
      ...(body === undefined ? {} : { 'content-type': 'application/json', 'x-csrf-token': member.csrf }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
