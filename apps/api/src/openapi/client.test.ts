/**
 * The web's two API clients (packages/api-client) against the real API over HTTP: typed answers,
 * the API's catalogue code and message on a bad request, 503 when the API does not answer, the
 * session cookie forwarded by the server client and the CSRF header added by the browser client.
 */
import { ApiClientError } from '@tabiyori/api-client';
import { createBrowserClient } from '@tabiyori/api-client/browser';
import { answerOf, createServerClient } from '@tabiyori/api-client/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../test/accounts';
import { startTestApi, type TestApi } from '../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi('pglite');
});
afterAll(() => api?.close());

describe('server client (API_BASE_URL, no-store, timeout, session cookie, catalogue errors)', () => {
  it('answers the typed body of a call', async () => {
    const client = createServerClient({ baseUrl: api.baseUrl });
    const answer = await answerOf(client.GET('/v1/hotels.count', { params: { query: { lang: 'ja' } } }));
    expect(answer.count).toBeGreaterThan(0);
  });

  it("throws the API's catalogue code and message for a bad query", async () => {
    const client = createServerClient({ baseUrl: api.baseUrl });
    const failure = await answerOf(
      client.GET('/v1/hotels.count', { params: { query: { goDate: '20261399' } } }),
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiClientError);
    expect(failure).toMatchObject({ status: 400, errorCode: 'HVE800', message: 'goDate is wrong' });
  });

  it('throws 503 with the caller’s code when the API does not answer', async () => {
    const client = createServerClient({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 });
    const failure = await answerOf(client.GET('/health'), (status) => `X${status}`).catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 503, errorCode: 'X503' });
  });

  it("forwards the visitor's session cookie", async () => {
    const me = await signUp(api);
    const asVisitor = await answerOf(createServerClient({ baseUrl: api.baseUrl }).GET('/v1/auth/session'));
    expect(asVisitor.user).toBeNull();
    const asMember = await answerOf(
      createServerClient({ baseUrl: api.baseUrl, cookie: me.cookie }).GET('/v1/auth/session'),
    );
    expect(asMember.user?.userId).toBe(me.userId);
  });
});

describe('browser client (CSRF header on state-changing calls)', () => {
  it('sends x-csrf-token on a PUT, and the API refuses the same call without it', async () => {
    const me = await signUp(api);
    const seen: string[] = [];
    // In a browser the cookie travels by itself; here the test's fetch adds it and records the URL.
    const withCookie = (request: Request) => {
      seen.push(new URL(request.url).pathname);
      request.headers.set('cookie', me.cookie);
      return fetch(request);
    };
    const body = { familyName: '旅路' };
    const bare = createBrowserClient({ baseUrl: api.baseUrl, fetch: withCookie });
    const refused = await bare.PUT('/v1/account/profile', { body });
    expect(refused.response.status).toBe(403);
    expect(refused.error).toMatchObject({ errorCode: 'ACE805' });

    const client = createBrowserClient({
      baseUrl: api.baseUrl,
      fetch: withCookie,
      csrfToken: () => me.csrfToken,
    });
    const saved = await client.PUT('/v1/account/profile', { body });
    expect(saved.response.status).toBe(200);
    expect(saved.data?.user.familyName).toBe('旅路');
    expect(seen.every((path) => path === '/v1/account/profile')).toBe(true);
  });

  it('sends a call refused for a stale token (403 ACE805) once more with the renewed one', async () => {
    const me = await signUp(api);
    const sent: (string | null)[] = [];
    const withCookie = (request: Request) => {
      sent.push(request.headers.get('x-csrf-token'));
      request.headers.set('cookie', me.cookie);
      return fetch(request);
    };
    const renewed: (string | null)[] = [];
    const client = createBrowserClient({
      baseUrl: api.baseUrl,
      fetch: withCookie,
      csrfToken: () => 'stale-token',
      renewCsrfToken: async (stale) => {
        renewed.push(stale);
        return me.csrfToken;
      },
    });
    const saved = await client.PUT('/v1/account/profile', { body: { familyName: '再送' } });
    expect(saved.response.status).toBe(200);
    expect(saved.data?.user.familyName).toBe('再送');
    expect(sent).toEqual(['stale-token', me.csrfToken]);
    expect(renewed).toEqual(['stale-token']);

    // No renewed token (or the same one): the refusal stands, sent once.
    sent.length = 0;
    const kept = createBrowserClient({
      baseUrl: api.baseUrl,
      fetch: withCookie,
      csrfToken: () => 'stale-token',
      renewCsrfToken: async () => null,
    });
    const refused = await kept.PUT('/v1/account/profile', { body: { familyName: '再送' } });
    expect(refused.response.status).toBe(403);
    expect(refused.error).toMatchObject({ errorCode: 'ACE805' });
    expect(sent).toEqual(['stale-token']);
  });
});
