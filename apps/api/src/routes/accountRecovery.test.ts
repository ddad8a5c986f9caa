/**
 * Issue 17 item 4 over HTTP on PGlite and PostgreSQL: the password rule at sign-up and reset
 * (issue 13 item 6: `password` and eight spaces refused), password reset by e-mail (single use,
 * 30-minute expiry, stored hashed, the same answer for unknown addresses), e-mail verification at
 * sign-up, and log out everywhere. The mails are read from the outbox the worker sends from.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { call, logIn, signUp, TEST_PASSWORD } from '../test/accounts';
import { DATABASE_KINDS, startTestApi, type TestApi } from '../test/harness';
import { hashToken } from '../services/auth/session';

describe.each(DATABASE_KINDS)('account recovery on %s (issue 17 item 4)', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  });
  afterAll(async () => {
    await api?.close();
  });

  /** The outbox rows of a template to an address, newest last. */
  async function mailsTo(to: string, template: string) {
    return api.handle.db
      .selectFrom('mail_outbox')
      .select(['mail_id', 'lang', 'data'])
      .where('to_address', '=', to)
      .where('template', '=', template)
      .orderBy('mail_id')
      .execute();
  }

  /** The token of the newest mail's link (…?token=…), and the path it opens. */
  async function mailedLink(to: string, template: string): Promise<{ path: string; token: string }> {
    const rows = await mailsTo(to, template);
    const data = rows.at(-1)?.data as { secretPath?: string } | undefined;
    const path = data?.secretPath ?? '';
    const token = new URL(path, 'http://x').searchParams.get('token') ?? '';
    return { path, token };
  }

  const signupBody = (email: string, password: string) => ({
    email,
    password,
    familyName: '旅',
    givenName: '日和',
    familyNameKana: 'タビ',
    givenNameKana: 'ヒヨリ',
  });

  it('refuses weak passwords at sign-up with the rule’s own codes, and creates nothing', async () => {
    const cases: [string, string][] = [
      ['password', 'ACE809'],
      ['        ', 'ACE808'],
      ['Qwerty123', 'ACE809'],
      ['k7#Qz!p', 'ACE807'],
      ['x'.repeat(129), 'ACE807'],
    ];
    for (const [password, code] of cases) {
      const email = `weak-${code}-${password.length}@example.jp`;
      const res = await call(api, 'POST', '/v1/auth/signup', { body: signupBody(email, password) });
      expect(res.status, password).toBe(400);
      expect(res.body).toMatchObject({ status: 400, errorCode: code });
      const user = await api.handle.db
        .selectFrom('app_user')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirst();
      expect(user).toBeUndefined();
    }
  });

  it('mails a verification link at sign-up; the link verifies once, then is refused', async () => {
    const me = await signUp(api, { email: 'verify-me@example.jp' });
    const before = await call(api, 'GET', '/v1/auth/session', { session: me });
    expect((before.body as { user: { emailVerified: boolean } }).user.emailVerified).toBe(false);
    const { path, token } = await mailedLink('verify-me@example.jp', 'email_verification');
    expect(path).toMatch(/^\/email\/verify\?token=[A-Za-z0-9_-]{43}$/);

    const ok = await call(api, 'POST', '/v1/auth/email-verification/confirm', { body: { token } });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ emailVerified: true });
    const after = await call(api, 'GET', '/v1/auth/session', { session: me });
    expect((after.body as { user: { emailVerified: boolean } }).user.emailVerified).toBe(true);

    const again = await call(api, 'POST', '/v1/auth/email-verification/confirm', { body: { token } });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ errorCode: 'ACE811' });
    // Nothing more to verify: asking again mails nothing.
    const resend = await call(api, 'POST', '/v1/account/email-verification', { session: me, body: {} });
    expect(resend.status).toBe(202);
    expect(await mailsTo('verify-me@example.jp', 'email_verification')).toHaveLength(1);
  });

  it('re-sends verification in the language asked; only the newest link works', async () => {
    const me = await signUp(api, { email: 'resend@example.jp' });
    const first = await mailedLink('resend@example.jp', 'email_verification');
    const res = await call(api, 'POST', '/v1/account/email-verification', {
      session: me,
      body: { lang: 'en' },
    });
    expect(res.status).toBe(202);
    const rows = await mailsTo('resend@example.jp', 'email_verification');
    expect(rows.map((r) => r.lang)).toEqual(['ja', 'en']);
    const second = await mailedLink('resend@example.jp', 'email_verification');
    expect(second.path.startsWith('/en/email/verify?token=')).toBe(true);
    const old = await call(api, 'POST', '/v1/auth/email-verification/confirm', {
      body: { token: first.token },
    });
    expect(old.body).toMatchObject({ errorCode: 'ACE811' });
    const now = await call(api, 'POST', '/v1/auth/email-verification/confirm', {
      body: { token: second.token },
    });
    expect(now.status).toBe(200);
    const visitor = await call(api, 'POST', '/v1/account/email-verification', { body: {} });
    expect(visitor.status).toBe(401);
  });

  it('answers a reset request the same for a registered and an unknown address; mails only the account', async () => {
    await signUp(api, { email: 'known@example.jp' });
    const known = await call(api, 'POST', '/v1/auth/password-reset', {
      body: { email: ' Known@Example.jp ' },
    });
    const unknown = await call(api, 'POST', '/v1/auth/password-reset', {
      body: { email: 'nobody@example.jp' },
    });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ accepted: true });
    expect(await mailsTo('known@example.jp', 'password_reset')).toHaveLength(1);
    expect(await mailsTo('nobody@example.jp', 'password_reset')).toHaveLength(0);
    const malformed = await call(api, 'POST', '/v1/auth/password-reset', { body: { email: 7 } });
    expect(malformed.body).toMatchObject({ status: 400, errorCode: 'ACE800' });
  });

  it('resets a password once: stored hashed, the rule applies, every session ends, the link is single-use', async () => {
    const me = await signUp(api, { email: 'reset-me@example.jp' });
    const other = await logIn(api, 'reset-me@example.jp', TEST_PASSWORD);
    await call(api, 'POST', '/v1/auth/password-reset', {
      body: { email: 'reset-me@example.jp', lang: 'en' },
    });
    const { path, token } = await mailedLink('reset-me@example.jp', 'password_reset');
    expect(path).toBe(`/en/password/reset?token=${token}`);

    // Only the token's sha-256 is stored, with a 30-minute expiry.
    const stored = await api.handle.db
      .selectFrom('account_token')
      .select(['token_hash', sql<number>`extract(epoch from (expires_at - created_at))`.as('seconds')])
      .where('user_id', '=', me.userId)
      .where('purpose', '=', 'password_reset')
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).toBe(hashToken(token));
    expect(stored[0]?.token_hash).not.toContain(token);
    expect(Number(stored[0]?.seconds)).toBe(30 * 60);

    // A refused password does not use up the link.
    const weak = await call(api, 'POST', '/v1/auth/password-reset/confirm', {
      body: { token, password: 'password' },
    });
    expect(weak.body).toMatchObject({ status: 400, errorCode: 'ACE809' });
    const blank = await call(api, 'POST', '/v1/auth/password-reset/confirm', {
      body: { token, password: '        ' },
    });
    expect(blank.body).toMatchObject({ errorCode: 'ACE808' });

    const done = await call(api, 'POST', '/v1/auth/password-reset/confirm', {
      body: { token, password: 'a brand new passphrase' },
    });
    expect(done.status).toBe(204);
    for (const session of [me, other]) {
      const s = await call(api, 'GET', '/v1/auth/session', { session });
      expect(s.body).toEqual({ user: null, csrfToken: null });
    }
    const oldLogin = await call(api, 'POST', '/v1/auth/login', {
      body: { email: 'reset-me@example.jp', password: TEST_PASSWORD },
    });
    expect(oldLogin.status).toBe(401);
    const fresh = await logIn(api, 'reset-me@example.jp', 'a brand new passphrase');
    const profile = await call(api, 'GET', '/v1/account/profile', { session: fresh });
    expect((profile.body as { user: { emailVerified: boolean } }).user.emailVerified).toBe(true);

    const reuse = await call(api, 'POST', '/v1/auth/password-reset/confirm', {
      body: { token, password: 'yet another passphrase' },
    });
    expect(reuse.status).toBe(400);
    expect(reuse.body).toMatchObject({ errorCode: 'ACE810' });
  });

  it('refuses an expired link, a retired link and a made-up one alike', async () => {
    await signUp(api, { email: 'expire@example.jp' });
    await call(api, 'POST', '/v1/auth/password-reset', { body: { email: 'expire@example.jp' } });
    const first = await mailedLink('expire@example.jp', 'password_reset');
    await call(api, 'POST', '/v1/auth/password-reset', { body: { email: 'expire@example.jp' } });
    const second = await mailedLink('expire@example.jp', 'password_reset');
    expect(second.token).not.toBe(first.token);
    // Past its 30 minutes.
    await api.handle.db
      .updateTable('account_token')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('token_hash', '=', hashToken(second.token))
      .execute();
    for (const token of [first.token, second.token, 'A'.repeat(43), 'short']) {
      const res = await call(api, 'POST', '/v1/auth/password-reset/confirm', {
        body: { token, password: 'a brand new passphrase' },
      });
      expect(res.status, token).toBe(400);
      expect(res.body).toMatchObject({ errorCode: 'ACE810' });
    }
    await logIn(api, 'expire@example.jp', TEST_PASSWORD);
  });

  it('two concurrent uses of one link: exactly one succeeds', async () => {
    await signUp(api, { email: 'race@example.jp' });
    await call(api, 'POST', '/v1/auth/password-reset', { body: { email: 'race@example.jp' } });
    const { token } = await mailedLink('race@example.jp', 'password_reset');
    const answers = await Promise.all(
      ['first passphrase x', 'second passphrase y'].map((password) =>
        call(api, 'POST', '/v1/auth/password-reset/confirm', { body: { token, password } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([204, 400]);
  });

  it('logs out everywhere: every session of the account ends, other accounts keep theirs', async () => {
    const a1 = await signUp(api, { email: 'everywhere@example.jp' });
    const a2 = await logIn(api, 'everywhere@example.jp', TEST_PASSWORD);
    const b = await signUp(api);
    const noToken = await call(api, 'POST', '/v1/account/logout-everywhere', {
      session: a2,
      headers: { 'x-csrf-token': 'wrong' },
    });
    expect(noToken.status).toBe(403);
    const res = await call(api, 'POST', '/v1/account/logout-everywhere', { session: a2 });
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie().join()).toMatch(/tabiyori_session=;/);
    for (const session of [a1, a2]) {
      const s = await call(api, 'GET', '/v1/auth/session', { session });
      expect(s.body).toEqual({ user: null, csrfToken: null });
    }
    const still = await call(api, 'GET', '/v1/auth/session', { session: b });
    expect((still.body as { user: { userId: string } }).user.userId).toBe(b.userId);
  });
});

describe('password-reset rate limit (production limits)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('pglite', { productionLimits: true });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('answers 429 RLE806 with Retry-After after 5 requests from one address in an hour', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await call(api, 'POST', '/v1/auth/password-reset', { body: { email: `r${i}@example.jp` } });
      statuses.push(res.status);
      if (i === 5) {
        expect(res.body).toMatchObject({ status: 429, errorCode: 'RLE806' });
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
