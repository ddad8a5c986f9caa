/**
 * Issue 13 on the running site (web production build + API), probed as an attacker would through the
 * public web origin. 13.1: the web's /api proxy sets X-Forwarded-For from its socket and never passes
 * the client's own header on (apps/web/scripts/server.mjs), so a made-up address cannot open a new
 * log-in throttle count nor lock a traveller out "from" an address of the attacker's choosing.
 * The API's side (both databases): apps/api/src/routes/authThrottle.test.ts. 13.2: returnTo of /login
 * and /signup is followed only as a same-site path already in its normalised form (the table of
 * spellings: apps/web/src/lib/account/returnTo.test.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { openSession, webUrl } from './site';

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

/** Spellings of issue 13.2 that normalise into `//evil.example` (checked before, not after). */
const NORMALISING_TARGETS = [
  '/..//evil.example',
  '/.%2e//evil.example',
  '/a/../..//evil.example',
  '/en/..//evil.example',
  '/ja//evil.example',
  '/..\\/evil.example',
];

function cookieOf(res: Response): string {
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('tabiyori_session='));
  return setCookie?.split(';')[0] ?? '';
}

describe('no open redirect after log-in or sign-up (issue 13.2)', () => {
  let account: { email: string; password: string };
  beforeAll(async () => {
    account = await signUpThroughWeb();
  });

  it('/login and /signup answer a logged-in visitor with a Location on the site, in every spelling', async () => {
    const res = await fetch(`${webUrl()}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    expect(res.status).toBe(200);
    const cookie = cookieOf(res);
    const origin = new URL(webUrl()).origin;
    const wrong: string[] = [];
    for (const page of ['/login', '/signup', '/en/login', '/en/signup']) {
      for (const target of NORMALISING_TARGETS) {
        for (const query of [target, encodeURIComponent(target)]) {
          const answer = await fetch(`${webUrl()}${page}?returnTo=${query}`, {
            headers: { cookie },
            redirect: 'manual',
          });
          await answer.body?.cancel();
          const location = answer.headers.get('location') ?? '';
          const landed = new URL(location, webUrl());
          if (
            answer.status < 300 ||
            answer.status >= 400 ||
            landed.origin !== origin ||
            location.startsWith('//')
          ) {
            wrong.push(`${page}?returnTo=${query}: ${answer.status} → ${location}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a traveller who logs in through the real form with a hostile returnTo stays on the site (Chromium)', async () => {
    const s = await openSession(1280);
    try {
      const origin = new URL(webUrl()).origin;
      const landed: string[] = [];
      for (const target of NORMALISING_TARGETS.slice(0, 3)) {
        await s.context.clearCookies();
        await s.page.goto(`/login?returnTo=${encodeURIComponent(target)}`);
        await s.page.fill('#login-email', account.email);
        await s.page.fill('#login-password', account.password);
        await Promise.all([
          s.page.waitForURL((url) => !url.pathname.endsWith('/login')),
          s.page.locator('main form button[type="submit"]').click(),
        ]);
        const url = new URL(s.page.url());
        landed.push(`${target} → ${url.origin}${url.pathname}`);
      }
      expect(landed).toEqual(NORMALISING_TARGETS.slice(0, 3).map((t) => `${t} → ${origin}/mypage`));
    } finally {
      await s.close();
    }
  });
});
