/**
 * Issue 13 on the running site (web production build + API), probed as an attacker would through the
 * public web origin. 13.1: the web's /api proxy sets X-Forwarded-For from its socket and never passes
 * the client's own header on (apps/web/scripts/server.mjs), so a made-up address cannot open a new
 * log-in throttle count nor lock a traveller out "from" an address of the attacker's choosing.
 * The API's side (both databases): apps/api/src/routes/authThrottle.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { webUrl } from './site';

const LOGIN_MAX_FAILURES = 10;

async function signUpThroughWeb(): Promise<{ email: string; password: string }> {
  const account = {
    email: `hostile-${Date.now()}-${Math.random().toString(36).slice(2)}@example.jp`,
    password: 'correct horse battery',
  };
  const res = await fetch(`${webUrl()}/api/v1/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...account,
      familyName: '旅',
      givenName: '日和',
      familyNameKana: 'タビ',
      givenNameKana: 'ヒヨリ',
    }),
  });
  expect(res.status).toBe(201);
  return account;
}

async function loginThroughWeb(email: string, password: string, headers: Record<string, string>) {
  const res = await fetch(`${webUrl()}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { errorCode?: string };
  return { status: res.status, errorCode: body.errorCode };
}

describe('the client address through the web proxy (issue 13.1)', () => {
  let account: { email: string; password: string };
  beforeAll(async () => {
    account = await signUpThroughWeb();
  });

  it('counts every guess against the real address whatever X-Forwarded-For, Forwarded or X-Real-IP claim', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_MAX_FAILURES + 3; i++) {
      const made_up = `203.0.113.${i + 1}`;
      const res = await loginThroughWeb(account.email, `wrong-${i}-pass`, {
        'x-forwarded-for': made_up,
        forwarded: `for=${made_up}`,
        'x-real-ip': made_up,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, LOGIN_MAX_FAILURES)).toEqual(Array(LOGIN_MAX_FAILURES).fill(401));
    expect(statuses.slice(LOGIN_MAX_FAILURES)).toEqual([429, 429, 429]);
    // The right password from yet another made-up address is not checked either.
    const right = await loginThroughWeb(account.email, account.password, {
      'x-forwarded-for': '198.51.100.1',
    });
    expect(right).toEqual({ status: 429, errorCode: 'ACE806' });
  });
});
