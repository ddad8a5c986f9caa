/**
 * Issue 13.4 over HTTP on PGlite and PostgreSQL, with the PRODUCTION defaults of the abuse limits
 * (config.ts AbuseLimits; every other test raises them, test/limits.ts). Client addresses are set
 * with X-Forwarded-For, which the API believes from its loopback peer as it does from the web's proxy.
 * - sign-ups per address (5 an hour), log-ins per address across accounts (30 in 15 minutes: a
 *   password spray), both 429 RLE806 with Retry-After and the security headers, counted in the
 *   database (rate_limit_hit);
 * - per account, whatever the address: past 5 failures a growing delay, 429 ACE806 with Retry-After;
 * - the back office's log-in is the same route: an operator account gets the same limits;
 * - load under attack: while one client floods log-ins and sign-ups, a traveller's log-in and
 *   searches are answered, not refused, and the flood gets 429s (the password-hashing budget and the
 *   per-address limits). Answered or refused only: timings belong to bench/.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { accountThrottleKey } from '../services/auth/accountThrottle';
import { call, makeOperator, signUp, TEST_PASSWORD, type CallResult } from '../test/accounts';
import { catalogToday, DATABASE_KINDS, startTestApi, type TestApi } from '../test/harness';

const DEFAULTS = loadConfig({}).limits;
const from = (ip: string) => ({ 'x-forwarded-for': ip });
const codeOf = (res: CallResult) => (res.body as { errorCode?: string }).errorCode;

function signupBody(email: string) {
  return {
    email,
    password: TEST_PASSWORD,
    familyName: '旅',
    givenName: '日和',
    familyNameKana: 'タビ',
    givenNameKana: 'ヒヨリ',
  };
}

let serial = 0;
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${++serial}@example.jp`;

function expectRefused(res: CallResult, code: string): void {
  expect([res.status, codeOf(res)]).toEqual([429, code]);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
}

describe('production defaults of the abuse limits (config.ts)', () => {
  it('are the documented ones', () => {
    expect(DEFAULTS).toEqual({
      loginPerAddress: 30,
      signupPerAddress: 5,
      passwordResetPerAddress: 5,
      contactPerAddress: 5,
      accountFreeFailures: 5,
      hashConcurrency: 2,
      hashQueue: 16,
      hashPerAddress: 2,
    });
  });
});

describe.each(DATABASE_KINDS)('rate limits on %s, production defaults (issue 13.4)', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, { productionLimits: true });
  });
  afterAll(async () => {
    await api?.close();
  });

  it(`lets one address sign up ${DEFAULTS.signupPerAddress} times an hour, then 429 RLE806; another address is not affected`, async () => {
    for (let i = 0; i < DEFAULTS.signupPerAddress; i++) {
      const res = await call(api, 'POST', '/v1/auth/signup', {
        body: signupBody(uniqueEmail('flood')),
        headers: from('203.0.113.10'),
      });
      expect(res.status).toBe(201);
    }
    const refused = await call(api, 'POST', '/v1/auth/signup', {
      body: signupBody(uniqueEmail('flood')),
      headers: from('203.0.113.10'),
    });
    expectRefused(refused, 'RLE806');
    // Counted in the database (shared by every API process), under a hashed key.
    const rows = await sql<{
      hits: number;
    }>`select hits from rate_limit_hit where hits > ${DEFAULTS.signupPerAddress}`.execute(api.handle.db);
    expect(rows.rows.length).toBeGreaterThan(0);
    const other = await call(api, 'POST', '/v1/auth/signup', {
      body: signupBody(uniqueEmail('other')),
      headers: from('198.51.100.10'),
    });
    expect(other.status).toBe(201);
  });

  it(`refuses a password spray: ${DEFAULTS.loginPerAddress} log-ins per address across accounts in 15 minutes`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < DEFAULTS.loginPerAddress; i++) {
      const res = await call(api, 'POST', '/v1/auth/login', {
        body: { email: `spray-${i}@example.jp`, password: 'Password1' },
        headers: from('203.0.113.20'),
      });
      statuses.push(res.status);
    }
    expect(statuses.every((s) => s === 401)).toBe(true);
    const refused = await call(api, 'POST', '/v1/auth/login', {
      body: { email: 'spray-last@example.jp', password: 'Password1' },
      headers: from('203.0.113.20'),
    });
    expectRefused(refused, 'RLE806');
    // A traveller at another address logs in.
    const me = await signUp(api);
    const mine = await call(api, 'POST', '/v1/auth/login', {
      body: { email: me.email, password: me.password },
      headers: from('198.51.100.20'),
    });
    expect(mine.status).toBe(200);
  });

  it(`slows guesses at one account from any address after ${DEFAULTS.accountFreeFailures} failures (growing delay, 429 ACE806)`, async () => {
    const me = await signUp(api);
    const statuses: number[] = [];
    let refused: CallResult | undefined;
    // Each guess from a new address: the per-address counts never stop them, the account's delay does.
    for (let i = 0; i < 12 && !refused; i++) {
      const res = await call(api, 'POST', '/v1/auth/login', {
        body: { email: me.email, password: `wrong-${i}-pass` },
        headers: from(`192.0.2.${i + 1}`),
      });
      statuses.push(res.status);
      if (res.status === 429) refused = res;
    }
    // The free failures are checked; then the delay (1 s, 2 s, 4 s … doubling) refuses one.
    expect(statuses.slice(0, DEFAULTS.accountFreeFailures)).toEqual(
      Array(DEFAULTS.accountFreeFailures).fill(401),
    );
    expect(refused).toBeDefined();
    expectRefused(refused as CallResult, 'ACE806');
    // While the delay runs, even the right password from yet another address is not checked.
    await sql`update login_account_throttle set next_attempt_at = now() + interval '1 hour'`.execute(
      api.handle.db,
    );
    const during = await call(api, 'POST', '/v1/auth/login', {
      body: { email: me.email, password: me.password },
      headers: from('192.0.2.200'),
    });
    expectRefused(during, 'ACE806');
    // When it has passed, the right password logs in and the count starts again.
    await sql`update login_account_throttle set next_attempt_at = now() - interval '1 second'`.execute(
      api.handle.db,
    );
    const after = await call(api, 'POST', '/v1/auth/login', {
      body: { email: me.email, password: me.password },
      headers: from('192.0.2.201'),
    });
    expect(after.status).toBe(200);
    const left = await sql<{ n: number }>`
      select count(*)::int as n from login_account_throttle where key = ${accountThrottleKey(me.email)}
    `.execute(api.handle.db);
    expect(left.rows[0]?.n).toBe(0);
  });

  it('holds the back office log-in (an operator account, POST /v1/auth/login) to the same limits', async () => {
    // The back office (/operator/login) logs in through the account log-in: an operator is no exception.
    const guessed = await signUp(api);
    await makeOperator(api.handle.db, guessed.userId, 'admin');
    let refused: CallResult | undefined;
    for (let i = 0; i < 12 && !refused; i++) {
      const res = await call(api, 'POST', '/v1/auth/login', {
        body: { email: guessed.email, password: `wrong-${i}-pass` },
        headers: from(`192.0.2.${i + 101}`),
      });
      if (res.status === 429) refused = res;
      else expect(res.status).toBe(401);
    }
    expect(refused).toBeDefined();
    expectRefused(refused as CallResult, 'ACE806');
    // One address past its log-ins: even an operator's right password is refused there, not checked.
    const sprayed = await signUp(api);
    await makeOperator(api.handle.db, sprayed.userId, 'support');
    for (let i = 0; i < DEFAULTS.loginPerAddress; i++) {
      await call(api, 'POST', '/v1/auth/login', {
        body: { email: `op-spray-${i}@example.jp`, password: 'Password1' },
        headers: from('203.0.113.40'),
      });
    }
    const atLimit = await call(api, 'POST', '/v1/auth/login', {
      body: { email: sprayed.email, password: sprayed.password },
      headers: from('203.0.113.40'),
    });
    expectRefused(atLimit, 'RLE806');
    const elsewhere = await call(api, 'POST', '/v1/auth/login', {
      body: { email: sprayed.email, password: sprayed.password },
      headers: from('198.51.100.40'),
    });
    expect(elsewhere.status).toBe(200);
  });

  it('answers a traveller (log-in, searches) while one client floods log-ins and sign-ups; the flood gets 429s', async () => {
    const traveller = await signUp(api);
    const day = catalogToday();
    const flood: Promise<CallResult>[] = [];
    for (let i = 0; i < 60; i++) {
      flood.push(
        call(api, 'POST', '/v1/auth/login', {
          body: { email: `nobody-${i}@example.jp`, password: 'Password1' },
          headers: from('203.0.113.66'),
        }),
      );
      if (i % 3 === 0) {
        flood.push(
          call(api, 'POST', '/v1/auth/signup', {
            body: signupBody(uniqueEmail('flood')),
            headers: from('203.0.113.66'),
          }),
        );
      }
    }
    const travellerCalls = Promise.all([
      call(api, 'POST', '/v1/auth/login', {
        body: { email: traveller.email, password: traveller.password },
        headers: from('198.51.100.7'),
      }),
      call(api, 'GET', `/v1/hotels?arrAreaCode=13&goDate=${day}&adultPax=2&ipg=5`, {
        headers: from('198.51.100.7'),
      }),
      call(api, 'GET', '/v1/tours?ipg=5', { headers: from('198.51.100.7') }),
    ]);
    const [answers, mine] = await Promise.all([Promise.all(flood), travellerCalls]);
    expect(mine.map((r) => r.status)).toEqual([200, 200, 200]);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((r) => codeOf(r) === 'RLE806' && Number(r.headers.get('retry-after')) > 0)).toBe(
      true,
    );
    expect(answers.every((r) => [201, 401, 429].includes(r.status))).toBe(true);
  });
});
