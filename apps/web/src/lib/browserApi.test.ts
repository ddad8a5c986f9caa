import { describe, expect, it, vi } from 'vitest';
import { callResult, createBrowserApi } from './browserApi';

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const BASE = 'http://site.test/api';

describe("the browser's API clients", () => {
  it('call the API through the site origin /api proxy', async () => {
    const fetch = vi.fn(async (_request: Request) => json(200, { user: null, csrfToken: null }));
    const { api } = createBrowserApi(fetch, BASE);
    await api.GET('/v1/favorites', { params: { query: { lang: 'en' } } });
    expect(fetch.mock.calls[0]![0].url).toBe('http://site.test/api/v1/favorites?lang=en');
  });

  it('answer the API error code, NWE900 when offline, the fallback when the API gave none', async () => {
    const fetch = vi
      .fn<(request: Request) => Promise<Response>>()
      .mockResolvedValueOnce(json(409, { status: 409, message: 'sold out', errorCode: 'BKE801' }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }))
      .mockResolvedValueOnce(json(201, { added: 2 }));
    const { api } = createBrowserApi(fetch, BASE);
    const merge = () => api.POST('/v1/favorites/merge', { body: { lang: 'ja', items: [] } });
    expect(await callResult(merge())).toEqual({ ok: false, status: 409, errorCode: 'BKE801' });
    expect(await callResult(merge())).toEqual({ ok: false, status: 0, errorCode: 'NWE900' });
    expect(await callResult(merge(), 'FVE900')).toEqual({ ok: false, status: 502, errorCode: 'FVE900' });
    expect(await callResult(merge())).toEqual({ ok: true, status: 201, data: { added: 2 } });
  });

  it("send the session's CSRF token on a member's state-changing calls and retry once with a fresh one", async () => {
    const calls: { path: string; token: string | null }[] = [];
    let sessionToken = 'old-token';
    const fetch = vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      const token = request.headers.get('x-csrf-token');
      calls.push({ path, token });
      if (path.endsWith('/v1/auth/session')) {
        const answer = sessionToken;
        sessionToken = 'new-token';
        return json(200, { user: null, csrfToken: answer });
      }
      if (token === 'new-token') return json(201, { added: 0, body: await request.text() });
      return json(403, { status: 403, message: 'csrf', errorCode: 'ACE805' });
    });
    const { member } = createBrowserApi(fetch, BASE);
    const result = await callResult(member.POST('/v1/favorites/merge', { body: { lang: 'ja', items: [] } }));
    // The retried call carries the same body.
    expect(result).toEqual({
      ok: true,
      status: 201,
      data: { added: 0, body: JSON.stringify({ lang: 'ja', items: [] }) },
    });
    expect(calls.map((c) => [c.path, c.token])).toEqual([
      ['/api/v1/auth/session', null],
      ['/api/v1/favorites/merge', 'old-token'],
      ['/api/v1/auth/session', null],
      ['/api/v1/favorites/merge', 'new-token'],
    ]);
  });

  it('keep the refusal when the renewed token is the same, and send no token on GET or public calls', async () => {
    const calls: { path: string; token: string | null }[] = [];
    const fetch = vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      calls.push({ path, token: request.headers.get('x-csrf-token') });
      if (path.endsWith('/v1/auth/session')) return json(200, { user: null, csrfToken: 'same' });
      if (request.method === 'GET') return json(200, { favorites: [] });
      return json(403, { status: 403, message: 'csrf', errorCode: 'ACE805' });
    });
    const { api, member } = createBrowserApi(fetch, BASE);
    const body = { lang: 'ja' as const, items: [] };
    expect(await callResult(member.POST('/v1/favorites/merge', { body }))).toEqual({
      ok: false,
      status: 403,
      errorCode: 'ACE805',
    });
    await member.GET('/v1/favorites', { params: { query: { lang: 'ja' } } });
    await api.POST('/v1/favorites/merge', { body });
    expect(calls.map((c) => [c.path, c.token])).toEqual([
      ['/api/v1/auth/session', null],
      ['/api/v1/favorites/merge', 'same'],
      ['/api/v1/auth/session', null],
      ['/api/v1/favorites', null],
      ['/api/v1/favorites/merge', null],
    ]);
  });

  it('use a token given by log-in without asking the session again', async () => {
    const fetch = vi.fn(async (_request: Request) => json(201, { added: 0 }));
    const client = createBrowserApi(fetch, BASE);
    client.setCsrfToken('from-login');
    await client.member.POST('/v1/favorites/merge', { body: { lang: 'ja', items: [] } });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0].headers.get('x-csrf-token')).toBe('from-login');
  });

  it('ask the session once per page, again after a failure or when refreshed', async () => {
    const fetch = vi
      .fn<(request: Request) => Promise<Response>>()
      .mockResolvedValueOnce(new Response('down', { status: 503 }))
      .mockResolvedValue(json(200, { user: null, csrfToken: 't' }));
    const client = createBrowserApi(fetch, BASE);
    expect(await client.session()).toEqual({ user: null, csrfToken: null });
    expect(await client.session()).toEqual({ user: null, csrfToken: 't' });
    await client.session();
    expect(fetch).toHaveBeenCalledTimes(2);
    await client.session(true);
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
