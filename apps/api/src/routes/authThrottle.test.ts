/**
 * Issue 13.1 over HTTP on PGlite and PostgreSQL: the log-in throttle holds. Guesses sent at once
 * are not all checked before any is counted (each attempt is counted before its password is
 * checked), and the client address is the one the configured hops vouch for: X-Forwarded-For is
 * believed from trusted proxies only (TRUST_PROXY), so a made-up header from anyone else cannot
 * choose the address the throttle counts. (Through the web's /api proxy: e2e/src/hostile.e2e.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustedHops } from '../config';
import { LOGIN_MAX_FAILURES } from '../services/auth/throttle';
import { call, signUp, type CallResult } from '../test/accounts';
import { DATABASE_KINDS, startTestApi, type TestApi } from '../test/harness';

const codeOf = (res: CallResult) => (res.body as { errorCode?: string }).errorCode;

function login(api: TestApi, email: string, password: string, headers: Record<string, string> = {}) {
  return call(api, 'POST', '/v1/auth/login', { body: { email, password }, headers });
}

describe('TRUST_PROXY (config.ts)', () => {
  it('reads a hop count or a list of addresses; empty trusts none', () => {
    expect(trustedHops('1')).toBe(1);
    expect(trustedHops(' 2 ')).toBe(2);
    expect(trustedHops('loopback, 10.0.0.0/8')).toEqual(['loopback', '10.0.0.0/8']);
    expect(trustedHops('')).toEqual([]);
  });
});

describe.each(DATABASE_KINDS)('log-in throttle on %s (issue 13.1)', (kind) => {
  let api: TestApi;
  let untrusting: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
    // The same API configured to trust no proxy: the peer's own address is the client's.
    untrusting = await startTestApi(kind, { env: { TRUST_PROXY: '' } });
  });
  afterAll(async () => {
    await api?.close();
    await untrusting?.close();
  });

  it(`checks at most ${LOGIN_MAX_FAILURES} of 30 guesses sent at once; the rest get 429 ACE806 unchecked`, async () => {
    const me = await signUp(api);
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(api, me.email, `wrong-guess-${i}`)),
    );
    const checked = guesses.filter((r) => r.status === 401);
    const refused = guesses.filter((r) => r.status === 429);
    expect(checked.length).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
    expect(checked.length + refused.length).toBe(30);
    expect(refused.every((r) => codeOf(r) === 'ACE806')).toBe(true);
    // Locked: even the right password is not checked from this address.
    const right = await login(api, me.email, me.password);
    expect([right.status, codeOf(right)]).toEqual([429, 'ACE806']);
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted hop (TRUST_PROXY empty)', async () => {
    const me = await signUp(untrusting);
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      const res = await login(untrusting, me.email, `wrong-${i}-pass`, {
        'x-forwarded-for': `203.0.113.${i + 1}`,
      });
      expect(res.status).toBe(401);
    }
    // A new made-up address does not open a new count: the peer's address is the one counted.
    const spoofed = await login(untrusting, me.email, me.password, { 'x-forwarded-for': '198.51.100.99' });
    expect([spoofed.status, codeOf(spoofed)]).toEqual([429, 'ACE806']);
  });

  it('believes the address a trusted hop forwards (TRUST_PROXY loopback, the web on the same machine)', async () => {
    const me = await signUp(api);
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      await login(api, me.email, `wrong-${i}-pass`, { 'x-forwarded-for': '203.0.113.7' });
    }
    expect((await login(api, me.email, me.password, { 'x-forwarded-for': '203.0.113.7' })).status).toBe(429);
    // The member's own address, forwarded by the same trusted proxy, is counted apart.
    expect((await login(api, me.email, me.password, { 'x-forwarded-for': '198.51.100.20' })).status).toBe(
      200,
    );
  });
});
