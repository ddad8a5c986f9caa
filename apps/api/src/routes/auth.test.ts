/**
 * Accounts and sessions (issue 7.1; spec §6 login status as a coupon condition) over HTTP on PGlite
 * and PostgreSQL: sign-up, log-in, log-out, the session cookie, CSRF, the log-in throttle, profile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { DEMO_PASSWORD } from '../catalog';
import { generateUsers } from '../catalog/users';
import { seedAccounts } from '../db/seed/accountSeed';
import { call, logIn, signUp, TEST_PASSWORD } from '../test/accounts';
import { DATABASE_KINDS, startTestApi, type TestApi } from '../test/harness';
import { LOGIN_MAX_FAILURES } from '../services/auth/throttle';

interface ErrorAnswer {
  status: number;
  errorCode: string;
  message: string;
}
interface SessionAnswer {
  user: { userId: string; email: string; role: string; age: number | null; [k: string]: unknown } | null;
  csrfToken: string | null;
}

describe.each(DATABASE_KINDS)('accounts on %s (issue 7.1)', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('signs up (logged in), reads the session, logs out', async () => {
    const me = await signUp(api, {
      email: '  New.User@Example.JP ',
      gender: '2',
      birthDate: '19900115',
      livePrefCode: '13',
    });
    expect(me.userId).toMatch(/^u\d{6,}$/);
    const session = await call(api, 'GET', '/v1/auth/session', { session: me });
    expect(session.status).toBe(200);
    const body = session.body as SessionAnswer;
    expect(body.csrfToken).toBe(me.csrfToken);
    expect(body.user).toMatchObject({
      userId: me.userId,
      email: 'new.user@example.jp',
      role: 'traveller',
      gender: '2',
      birthDate: '19900115',
      livePrefCode: '13',
      familyNameKana: 'タビ',
    });
    expect(body.user?.age).toBeGreaterThanOrEqual(35);

    const out = await call(api, 'POST', '/v1/auth/logout', { session: me });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().join()).toMatch(/tabiyori_session=;/);
    const after = await call(api, 'GET', '/v1/auth/session', { session: me });
    expect(after.body).toEqual({ user: null, csrfToken: null });
    const rows = await api.handle.db
      .selectFrom('user_session')
      .select('token_hash')
      .where('user_id', '=', me.userId)
      .execute();
    expect(rows).toEqual([]);
  });

  it('sets the cookie HttpOnly, SameSite=Lax, Path=/, 30 days, and stores only its hash', async () => {
    const res = await call(api, 'POST', '/v1/auth/login', {
      body: { email: 'hanako@example.jp', password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('tabiyori_session=')) ?? '';
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; Max-Age=2592000/);
    expect(cookie).not.toMatch(/; Secure/i); // plain http in tests
    const token = cookie.split(';')[0]?.split('=')[1] ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await api.handle.db.selectFrom('user_session').select('token_hash').execute();
    expect(stored.some((r) => r.token_hash === token)).toBe(false);
    expect(stored.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
    expect((res.body as SessionAnswer).user).toMatchObject({
      userId: 'u0001',
      gender: '2',
      livePrefCode: '13',
    });
  });

  it('stores an scrypt hash, never the password', async () => {
    const me = await signUp(api);
    const row = await api.handle.db
      .selectFrom('app_user')
      .select('password_hash')
      .where('id', '=', me.userId)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]{86,88}$/);
    expect(row.password_hash).not.toContain(TEST_PASSWORD);
  });

  it('log-in rotates the session; a wrong password and an unknown e-mail get the same 401 ACE802', async () => {
    const me = await signUp(api);
    const again = await logIn(api, me.email.toUpperCase(), me.password);
    expect(again.cookie).not.toBe(me.cookie);
    expect(again.userId).toBe(me.userId);
    const wrong = await call(api, 'POST', '/v1/auth/login', {
      body: { email: me.email, password: 'wrong password' },
    });
    const unknown = await call(api, 'POST', '/v1/auth/login', {
      body: { email: 'nobody@example.jp', password: 'wrong password' },
    });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body).toEqual(unknown.body);
    expect((wrong.body as ErrorAnswer).errorCode).toBe('ACE802');
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a taken e-mail with 409 ACE801', async () => {
    const me = await signUp(api);
    const res = await call(api, 'POST', '/v1/auth/signup', {
      body: {
        email: me.email.toUpperCase(),
        password: 'another password',
        familyName: 'a',
        givenName: 'b',
        familyNameKana: 'ア',
        givenNameKana: 'イ',
      },
    });
    expect([res.status, (res.body as ErrorAnswer).errorCode]).toEqual([409, 'ACE801']);
  });

  it('requires x-csrf-token with a session: missing or wrong → 403 ACE805', async () => {
    const me = await signUp(api);
    for (const token of [undefined, 'wrong', `${me.csrfToken}x`]) {
      const res = await call(api, 'PUT', '/v1/account/profile', {
        body: { phone: '0312345678' },
        headers: { cookie: me.cookie, ...(token ? { 'x-csrf-token': token } : {}) },
      });
      expect([res.status, (res.body as ErrorAnswer).errorCode]).toEqual([403, 'ACE805']);
    }
    const logout = await call(api, 'POST', '/v1/auth/logout', { headers: { cookie: me.cookie } });
    expect(logout.status).toBe(403);
    const ok = await call(api, 'PUT', '/v1/account/profile', {
      body: { phone: '03-1234-5678' },
      session: me,
    });
    expect([ok.status, (ok.body as { user: { phone: string } }).user.phone]).toEqual([200, '0312345678']);
  });

  it('refuses log-in and sign-up from a foreign page (no login CSRF), allows the web and no-origin callers', async () => {
    const body = { email: 'hanako@example.jp', password: DEMO_PASSWORD };
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { referer: 'https://evil.example/page' },
      { 'sec-fetch-site': 'cross-site' },
      // the web proxy's forwarded host names the site, not the foreign page
      { origin: 'https://evil.example', 'x-forwarded-host': '127.0.0.1:3000' },
    ];
    for (const headers of foreign) {
      const res = await call(api, 'POST', '/v1/auth/login', { body, headers });
      expect([JSON.stringify(headers), res.status, (res.body as ErrorAnswer).errorCode]).toEqual([
        JSON.stringify(headers),
        403,
        'ACE805',
      ]);
    }
    const signup = await call(api, 'POST', '/v1/auth/signup', {
      body: {
        ...body,
        email: 'x@example.jp',
        familyName: 'a',
        givenName: 'b',
        familyNameKana: 'ア',
        givenNameKana: 'イ',
      },
      headers: { origin: 'https://evil.example' },
    });
    expect(signup.status).toBe(403);
    const allowed: Record<string, string>[] = [
      { origin: 'http://127.0.0.1:3000' },
      { origin: api.baseUrl },
      // a page of the site behind the web's /api proxy, on any host or port
      { origin: 'http://127.0.0.1:39123', 'x-forwarded-host': '127.0.0.1:39123' },
      { 'sec-fetch-site': 'same-origin' },
      {},
    ];
    for (const headers of allowed) {
      const res = await call(api, 'POST', '/v1/auth/login', { body, headers });
      expect([JSON.stringify(headers), res.status]).toEqual([JSON.stringify(headers), 200]);
    }
  });

  it(`throttles log-in per e-mail and IP: 429 ACE806 after ${LOGIN_MAX_FAILURES} failures`, async () => {
    const me = await signUp(api);
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      const res = await call(api, 'POST', '/v1/auth/login', {
        body: { email: me.email, password: `wrong-${i}-pass` },
      });
      expect(res.status).toBe(401);
    }
    const blocked = await call(api, 'POST', '/v1/auth/login', {
      body: { email: me.email, password: me.password },
    });
    expect([blocked.status, (blocked.body as ErrorAnswer).errorCode]).toEqual([429, 'ACE806']);
    // Another e-mail from the same IP is not affected.
    expect(
      (
        await call(api, 'POST', '/v1/auth/login', {
          body: { email: 'taro@example.jp', password: DEMO_PASSWORD },
        })
      ).status,
    ).toBe(200);
    // When the window has passed, the right password works again and clears the count.
    await sql`update login_throttle set window_start = now() - interval '16 minutes'`.execute(api.handle.db);
    expect(
      (await call(api, 'POST', '/v1/auth/login', { body: { email: me.email, password: me.password } }))
        .status,
    ).toBe(200);
  });

  it("counts failures per browser address behind the web's proxy (X-Forwarded-For from loopback)", async () => {
    const me = await signUp(api);
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      await call(api, 'POST', '/v1/auth/login', {
        body: { email: me.email, password: `wrong-${i}-pass` },
        headers: from('203.0.113.7'),
      });
    }
    const attacker = await call(api, 'POST', '/v1/auth/login', {
      body: { email: me.email, password: me.password },
      headers: from('203.0.113.7'),
    });
    expect(attacker.status).toBe(429);
    // The member, from their own address through the same proxy, is not locked out.
    const member = await call(api, 'POST', '/v1/auth/login', {
      body: { email: me.email, password: me.password },
      headers: from('198.51.100.20'),
    });
    expect(member.status).toBe(200);
  });

  it('treats an expired session as logged out, and renews a session used after a day', async () => {
    const me = await signUp(api);
    await sql`update user_session set expires_at = now() - interval '1 second' where user_id = ${me.userId}`.execute(
      api.handle.db,
    );
    expect((await call(api, 'GET', '/v1/auth/session', { session: me })).body).toEqual({
      user: null,
      csrfToken: null,
    });
    expect((await call(api, 'GET', '/v1/account/profile', { session: me })).status).toBe(401);
    // A stale cookie does not block logging in again (no CSRF token is asked for a dead session).
    const again = await call(api, 'POST', '/v1/auth/login', {
      body: { email: me.email, password: me.password },
      headers: { cookie: me.cookie },
    });
    expect(again.status).toBe(200);

    const other = await signUp(api);
    await sql`update user_session set expires_at = now() + interval '20 days' where user_id = ${other.userId}`.execute(
      api.handle.db,
    );
    const renewed = await call(api, 'GET', '/v1/auth/session', { session: other });
    expect(renewed.headers.getSetCookie().join()).toMatch(/Max-Age=2592000/);
    const row = await api.handle.db
      .selectFrom('user_session')
      .select('expires_at')
      .where('user_id', '=', other.userId)
      .executeTakeFirstOrThrow();
    expect(new Date(row.expires_at).getTime()).toBeGreaterThan(Date.now() + 29 * 86400_000);
  });

  it('reads and updates the profile (coupon condition attributes); 401 ACE803 for visitors', async () => {
    expect((await call(api, 'GET', '/v1/account/profile')).body).toMatchObject({
      status: 401,
      errorCode: 'ACE803',
    });
    const me = await signUp(api);
    const put = await call(api, 'PUT', '/v1/account/profile', {
      session: me,
      body: { gender: '1', birthDate: '20000229', livePrefCode: '27', givenNameKana: 'はなこ' },
    });
    expect(put.status).toBe(200);
    expect((put.body as { user: unknown }).user).toMatchObject({
      gender: '1',
      birthDate: '20000229',
      livePrefCode: '27',
      givenNameKana: 'ハナコ',
    });
    const cleared = await call(api, 'PUT', '/v1/account/profile', {
      session: me,
      body: { gender: null, birthDate: null },
    });
    expect((cleared.body as { user: unknown }).user).toMatchObject({
      gender: null,
      birthDate: null,
      age: null,
      livePrefCode: '27',
    });
  });

  it('seeds the demo users once, and an operator only when configured', async () => {
    const demo = await api.handle.db
      .selectFrom('app_user')
      .select(['id', 'role'])
      .where('id', 'like', 'u000%')
      .orderBy('id')
      .execute();
    expect(demo.map((r) => [r.id, r.role])).toEqual([
      ['u0001', 'traveller'],
      ['u0002', 'traveller'],
      ['u0003', 'traveller'],
      ['u0004', 'traveller'],
    ]);
    expect((await seedAccounts(api.handle.db, generateUsers('20260101'))).demoUsers).toBe(0);
    expect(
      await api.handle.db.selectFrom('app_user').select('id').where('role', '=', 'operator').execute(),
    ).toEqual([]);
    const seeded = await seedAccounts(api.handle.db, [], {
      email: ' Ops@Example.JP ',
      password: 'operator password',
    });
    expect(seeded.operator).toBe(true);
    const ops = await logIn(api, 'ops@example.jp', 'operator password');
    const session = await call(api, 'GET', '/v1/auth/session', { session: ops });
    expect((session.body as SessionAnswer).user?.role).toBe('operator');
  });

  it('refuses bad input with 400 ACE800, never 500, and stores nothing', async () => {
    const base = {
      email: 'bad@example.jp',
      password: 'long enough',
      familyName: 'a',
      givenName: 'b',
      familyNameKana: 'ア',
      givenNameKana: 'イ',
    };
    const long = 'x'.repeat(10_000);
    const bodies: unknown[] = [
      { ...base, email: 123 },
      { ...base, password: 12345678901 },
      { ...base, password: long },
      { ...base, email: `${long}@example.jp` },
      { ...base, familyName: long },
      { ...base, familyName: 'a\u0000b' },
      { ...base, email: 'not-an-email' },
      { ...base, familyNameKana: 'abc' },
      { ...base, gender: '3' },
      { ...base, birthDate: '20251301' },
      { ...base, birthDate: '29990101' },
      { ...base, livePrefCode: '48' },
      { ...base, phone: 'call me' },
      { ...base, familyName: ['a'] },
      { ...base, givenName: { a: 1 } },
      { email: 'bad@example.jp' },
      [],
      'not json',
    ];
    for (const body of bodies) {
      const res = await call(api, 'POST', '/v1/auth/signup', { body });
      expect([JSON.stringify(body).slice(0, 80), res.status, (res.body as ErrorAnswer).errorCode]).toEqual([
        JSON.stringify(body).slice(0, 80),
        400,
        'ACE800',
      ]);
    }
    // The domain password rule answers its own code (routes/accountRecovery.test.ts has the rest).
    const short = await call(api, 'POST', '/v1/auth/signup', { body: { ...base, password: 'short' } });
    expect([short.status, (short.body as ErrorAnswer).errorCode]).toEqual([400, 'ACE807']);
    for (const body of [
      { email: 1, password: 2 },
      { email: 'a@b.jp', password: long },
      { email: 'a\u0000@b.jp', password: 'x' },
      {},
    ]) {
      const res = await call(api, 'POST', '/v1/auth/login', { body });
      expect([res.status, (res.body as ErrorAnswer).errorCode]).toEqual([400, 'ACE800']);
    }
    const me = await signUp(api);
    for (const body of [{ gender: 1 }, { birthDate: 19900101 }, { familyName: '' }, { phone: long }]) {
      const res = await call(api, 'PUT', '/v1/account/profile', { session: me, body });
      expect([JSON.stringify(body).slice(0, 40), res.status, (res.body as ErrorAnswer).errorCode]).toEqual([
        JSON.stringify(body).slice(0, 40),
        400,
        'ACE800',
      ]);
    }
    const stored = await api.handle.db
      .selectFrom('app_user')
      .select('id')
      .where('email', '=', 'bad@example.jp')
      .execute();
    expect(stored).toEqual([]);
  });
  it('answers 503 ACE900 / FVE900 with Retry-After when the database is out of reach (runs last)', async () => {
    const me = await signUp(api);
    await api.handle.close();
    const login = await call(api, 'POST', '/v1/auth/login', {
      body: { email: me.email, password: me.password },
    });
    expect([login.status, (login.body as ErrorAnswer).errorCode, login.headers.get('retry-after')]).toEqual([
      503,
      'ACE900',
      '30',
    ]);
    const favorites = await call(api, 'GET', '/v1/favorites', { session: me });
    expect([favorites.status, (favorites.body as ErrorAnswer).errorCode]).toEqual([503, 'FVE900']);
    const profile = await call(api, 'PUT', '/v1/account/profile', {
      session: me,
      body: { phone: '0312345678' },
    });
    expect(profile.status).toBe(503);
  });
});
