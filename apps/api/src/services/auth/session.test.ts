/**
 * Session renewal reaches the browser (issue 7 item 1): the API renews a session only on calls
 * whose answer can carry the new cookie to the browser. The web's server-side calls say
 * `x-session-renew: off` (their Set-Cookie would end in the web server); the browser's own calls
 * through the /api proxy renew. On PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { call, signUp } from '../../test/accounts';
import { DATABASE_KINDS, startTestApi, type TestApi } from '../../test/harness';
import { SESSION_RENEW_HEADER } from './session';

describe.each(DATABASE_KINDS)('session renewal on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  });
  afterAll(async () => {
    await api?.close();
  });

  async function expiresAt(userId: string): Promise<number> {
    const row = await api.handle.db
      .selectFrom('user_session')
      .select('expires_at')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return new Date(row.expires_at).getTime();
  }

  it('does not renew on a server-side call that cannot pass the cookie on, renews on the browser’s call', async () => {
    const me = await signUp(api);
    await sql`update user_session set expires_at = now() + interval '20 days' where user_id = ${me.userId}`.execute(
      api.handle.db,
    );
    const before = await expiresAt(me.userId);

    // The web's server component: the session is valid, but neither the database nor a cookie moves.
    const server = await call(api, 'GET', '/v1/auth/session', {
      session: me,
      headers: { [SESSION_RENEW_HEADER]: 'off' },
    });
    expect((server.body as { user: { userId: string } | null }).user?.userId).toBe(me.userId);
    expect(server.headers.getSetCookie()).toEqual([]);
    expect(await expiresAt(me.userId)).toBe(before);
    // The same holds for a state-changing server-side call (the booking page's quote, say).
    const profile = await call(api, 'GET', '/v1/account/profile', {
      session: me,
      headers: { [SESSION_RENEW_HEADER]: 'off' },
    });
    expect(profile.status).toBe(200);
    expect(profile.headers.getSetCookie()).toEqual([]);
    expect(await expiresAt(me.userId)).toBe(before);

    // The browser's own call: the database and the cookie both get 30 days again, together.
    const browser = await call(api, 'GET', '/v1/auth/session', { session: me });
    const cookie = browser.headers.getSetCookie().find((c) => c.startsWith('tabiyori_session='));
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie?.split(';')[0]).toBe(me.cookie);
    const after = await expiresAt(me.userId);
    expect(after).toBeGreaterThan(Date.now() + 29 * 86400_000);

    // A session renewed less than a day ago is not renewed again (no cookie on every call).
    const again = await call(api, 'GET', '/v1/auth/session', { session: me });
    expect(again.headers.getSetCookie()).toEqual([]);
    expect(await expiresAt(me.userId)).toBe(after);
  });

  it('any other value of the header renews as usual', async () => {
    const me = await signUp(api);
    await sql`update user_session set expires_at = now() + interval '10 days' where user_id = ${me.userId}`.execute(
      api.handle.db,
    );
    const answer = await call(api, 'GET', '/v1/auth/session', {
      session: me,
      headers: { [SESSION_RENEW_HEADER]: 'on' },
    });
    expect(answer.headers.getSetCookie().join()).toMatch(/Max-Age=2592000/);
  });
});
