/**
 * Members for the journeys: one signed up through the API (as a server-side caller), and logged in
 * in a browser session through the log-in page, as a traveller would.
 */
import { expect } from 'vitest';
import { apiUrl, type Session } from './site';

export const PASSWORD = 'tabi2026go';

export interface Member {
  email: string;
  /** `tabiyori_session=…` for the API's own calls. */
  cookie: string;
  csrf: string;
}

export async function signUpMember(prefix: string): Promise<Member> {
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.jp`;
  const res = await fetch(`${apiUrl()}/v1/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: PASSWORD,
      familyName: '旅野',
      givenName: '花子',
      familyNameKana: 'タビノ',
      givenNameKana: 'ハナコ',
    }),
  });
  expect(res.status).toBe(201);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  return { email, cookie, csrf: csrfToken };
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

/** A call of the API as the member (JSON body, CSRF header on changes). */
export async function asMember(member: Member, path: string, body?: unknown): Promise<Response> {
  return fetch(`${apiUrl()}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      cookie: member.cookie,
      ...(body === undefined ? {} : { 'content-type': 'application/json', 'x-csrf-token': member.csrf }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
