/**
 * Issue 8 item 4, the API's part: checks enumerated from the running API's OpenAPI document, so a
 * new route is covered without editing this file.
 * - every state-changing /v1/ route refuses a session call without the CSRF token, with a wrong one,
 *   and a visitor's call from a foreign page (403 ACE805), and nothing is stored;
 * - every operator route refuses visitors (401 ACE803) and travellers (403 ACE804);
 * - the session cookie is HttpOnly, SameSite=Lax, Path=/ and Secure under COOKIE_SECURE;
 * - every answer, errors included, carries nosniff, Referrer-Policy, a CSP that frames nothing;
 * - error bodies never show a stack trace or SQL; debugSql answers only under DEBUG_SQL=1.
 * (The web's headers, open redirects and the brands' frame-ancestors: e2e/src/security.e2e.ts.)
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../catalog';
import { API_CSP } from '../server';
import { call, signUp, type TestSession } from './accounts';
import { answerProblem, dataChecksums, routesFromOpenApi, type FuzzRoute } from './fuzzRequests';
import { startTestApi, type TestApi } from './harness';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A concrete URL for a route: path parameters filled with a plausible value. */
const urlOf = (route: FuzzRoute) => route.path.replace(/\{[^}]+\}/g, 'WELCOME1000');

/** The answer to bytes written as they are on a socket (requests fetch would refuse to send). */
async function rawRequest(
  baseUrl: string,
  request: string,
): Promise<{ status: number; headers: Headers; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  const text = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(request));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
  });
  const [head = '', body = ''] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = new Headers();
  for (const line of lines) {
    const at = line.indexOf(':');
    headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

/** The parser's own answers carry every security header of the API's other answers. */
function expectParserAnswerHeaders(headers: Headers): void {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('no-referrer');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('content-security-policy')).toBe(API_CSP);
}

interface ErrorAnswer {
  status?: number;
  errorCode?: string;
  message?: string;
}

describe('API security checks on pglite (issue 8.4)', () => {
  let api: TestApi;
  let routes: FuzzRoute[];
  let traveller: TestSession;

  beforeAll(async () => {
    api = await startTestApi('pglite');
    traveller = await signUp(api);
    routes = routesFromOpenApi((await api.get('/docs/json')).body as Parameters<typeof routesFromOpenApi>[0]);
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });

  it('refuses every state-changing /v1/ route without the right CSRF token, and stores nothing', async () => {
    const mutating = routes.filter((r) => STATE_CHANGING.has(r.method) && r.path.startsWith('/v1/'));
    expect(mutating.length).toBeGreaterThan(10);
    const users = (await api.handle.db.selectFrom('app_user').select('id').execute()).map((u) => u.id);
    const before = await dataChecksums(api.handle.db, users);
    const refusals: string[] = [];
    for (const route of mutating) {
      const attempts: [string, Record<string, string>][] = [
        ['no token', { cookie: traveller.cookie }],
        ['wrong token', { cookie: traveller.cookie, 'x-csrf-token': 'x'.repeat(43) }],
        ['token of another session', { cookie: traveller.cookie, 'x-csrf-token': `${traveller.csrfToken}x` }],
        ['foreign page', { origin: 'https://evil.example' }],
        ['opaque origin', { origin: 'null' }],
        ['foreign referer', { referer: 'https://evil.example/form' }],
        ['cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
      ];
      for (const [label, headers] of attempts) {
        const res = await call(api, route.method, urlOf(route), {
          body: {},
          headers: { 'idempotency-key': 'csrf-check', ...headers },
        });
        const body = res.body as ErrorAnswer;
        if (res.status !== 403 || body.errorCode !== 'ACE805') {
          refusals.push(`${route.method} ${route.path} (${label}): ${res.status} ${body.errorCode}`);
        }
      }
    }
    expect(refusals).toEqual([]);
    expect(await dataChecksums(api.handle.db, users)).toEqual(before);
  });

  it('keeps every operator route from visitors (401 ACE803) and travellers (403 ACE804)', async () => {
    const operatorRoutes = routes.filter((r) => r.path.startsWith('/v1/operator/'));
    expect(operatorRoutes.length).toBeGreaterThan(3);
    const answers: string[] = [];
    for (const route of operatorRoutes) {
      const body = route.method === 'GET' ? undefined : {};
      const visitor = await call(api, route.method, urlOf(route), { body });
      const member = await call(api, route.method, urlOf(route), { body, session: traveller });
      answers.push(
        `${route.method} ${route.path}: ${visitor.status} ${(visitor.body as ErrorAnswer).errorCode}, ` +
          `${member.status} ${(member.body as ErrorAnswer).errorCode}`,
      );
    }
    expect(answers).toEqual(operatorRoutes.map((r) => `${r.method} ${r.path}: 401 ACE803, 403 ACE804`));
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, Path=/, and Secure under COOKIE_SECURE', async () => {
    const login = () =>
      call(api, 'POST', '/v1/auth/login', { body: { email: 'hanako@example.jp', password: DEMO_PASSWORD } });
    const plain = (await login()).headers.getSetCookie().find((c) => c.startsWith('tabiyori_session=')) ?? '';
    expect(plain).toMatch(/; HttpOnly/i);
    expect(plain).toMatch(/; SameSite=Lax/i);
    expect(plain).toMatch(/; Path=\/(;|$)/);
    expect(plain).not.toMatch(/; Secure/i);
    api.app.ctx.config.cookieSecure = true;
    try {
      const res = await login();
      const secure = res.headers.getSetCookie().find((c) => c.startsWith('tabiyori_session=')) ?? '';
      expect(secure).toMatch(/; Secure/i);
      expect(secure).toMatch(/; HttpOnly/i);
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      // Logging out clears the cookie with the same flags.
      const session = secure.split(';')[0]!;
      const csrf = (res.body as { csrfToken: string }).csrfToken;
      const out = await call(api, 'POST', '/v1/auth/logout', {
        headers: { cookie: session, 'x-csrf-token': csrf },
      });
      const cleared = out.headers.getSetCookie().find((c) => c.startsWith('tabiyori_session=')) ?? '';
      expect(cleared).toMatch(/; Secure/i);
      expect(cleared).toMatch(/; HttpOnly/i);
    } finally {
      api.app.ctx.config.cookieSecure = false;
    }
  });

  it('sends nosniff, Referrer-Policy and a CSP that frames nothing on every kind of answer', async () => {
    const samples: [string, string, number][] = [
      ['GET', '/health', 200],
      ['GET', '/v1/tours?lang=ja', 200],
      ['GET', '/v1/tour/NOPE', 400],
      ['GET', '/v1/hotels?goDate=20260230', 400],
      ['GET', '/no/such/route', 404],
      ['GET', '/v1/hotel/%E0%A4%A', 400],
      ['POST', '/v1/favorites', 400],
    ];
    for (const [method, path, status] of samples) {
      const res = await call(api, method, path, method === 'GET' ? {} : { body: {} });
      expect(res.status, `${method} ${path}`).toBe(status);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(res.headers.get('content-security-policy'), path).toBe(API_CSP);
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
    }
    const docs = await fetch(`${api.baseUrl}/docs/static/index.html`);
    const docsCsp = docs.headers.get('content-security-policy') ?? '';
    expect(docs.status).toBe(200);
    expect(docsCsp).toContain("frame-ancestors 'none'");
    expect(docsCsp).not.toContain('unsafe-eval');
    // An oversized request line is refused by Node's parser: still our shape and every header.
    const huge = await fetch(`${api.baseUrl}/v1/tours?keyword=${'x'.repeat(20_000)}`);
    expect(huge.status).toBe(431);
    expectParserAnswerHeaders(huge.headers);
    const hugeText = await huge.text();
    expect(answerProblem({ status: huge.status, text: hugeText })).toBeNull();
    expect(JSON.parse(hugeText)).toMatchObject({ status: 431, errorCode: 'RQE800' });
    // A request the parser cannot read (issue 13.5): 400 PNF900, the same headers.
    const malformed = await rawRequest(
      api.baseUrl,
      'GET /v1/tours HTTP/1.1\r\nHost: x\r\nContent-Length: x\r\n\r\n',
    );
    expect(malformed.status).toBe(400);
    expectParserAnswerHeaders(malformed.headers);
    expect(JSON.parse(malformed.body)).toMatchObject({ status: 400, errorCode: 'PNF900' });
  });

  it('shows no stack trace or SQL in error bodies; debugSql answers only under DEBUG_SQL=1', async () => {
    const tourId = (
      await api.handle.db.selectFrom('tour').select('tour_id').limit(1).executeTakeFirstOrThrow()
    ).tour_id;
    const errors = [
      await call(api, 'GET', `/v1/tour/${tourId}/debug`),
      await call(api, 'GET', "/v1/tours?keyword=' OR 1=1 --&arrAreaCode=' UNION SELECT 1 --"),
      await call(api, 'GET', '/v1/hotels?hotelIds=1);DROP TABLE hotel;--'),
      await call(api, 'POST', '/v1/auth/login', { body: '{"email":' }),
      await call(api, 'POST', '/v1/auth/signup', { body: { email: 'a\u0000@example.jp', password: 'x' } }),
      await call(api, 'GET', '/couponDiscount?items=%27%3Bselect%201'),
    ];
    for (const res of errors) {
      const text = JSON.stringify(res.body);
      expect(res.status, text).toBeGreaterThanOrEqual(400);
      expect(answerProblem({ status: res.status, text }), text).toBeNull();
      // The caller's own words may come back in the message; the server's SQL and frames never.
      expect(text.replace(/' UNION SELECT 1 --|' OR 1=1 --|DROP TABLE hotel|select 1/gi, '')).not.toMatch(
        /select|insert|update|delete|\bfrom\s+\w|\bat\s+\S+\s*\(|\.ts:\d/i,
      );
    }
    expect(errors[0]?.status).toBe(404);
    api.app.ctx.config.debugSqlEnabled = true;
    try {
      const debug = await call(api, 'GET', `/v1/tour/${tourId}/debug`);
      expect(debug.status).toBe(200);
      expect(JSON.stringify(debug.body)).toMatch(/select/i);
    } finally {
      api.app.ctx.config.debugSqlEnabled = false;
    }
  });
});
