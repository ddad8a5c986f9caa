import { describe, expect, it, vi } from 'vitest';
import { apiPath, createApiClient } from './client';

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('the browser API client', () => {
  it('calls the API through the site origin /api proxy', () => {
    expect(apiPath('/v1/favorites')).toBe('/api/v1/favorites');
    expect(apiPath('v1/auth/session')).toBe('/api/v1/auth/session');
  });

  it('returns the API error code, NWE900 when offline, the fallback when the API gave none', async () => {
    const fetchImpl = vi
      .fn()
      .mockResolvedValueOnce(json(409, { status: 409, message: 'sold out', errorCode: 'BKE801' }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    const client = createApiClient(fetchImpl);
    expect(await client.call('/v1/bookings', { method: 'POST', body: {} })).toEqual({
      ok: false,
      status: 409,
      errorCode: 'BKE801',
    });
    expect(await client.call('/v1/bookings')).toEqual({ ok: false, status: 0, errorCode: 'NWE900' });
    expect(await client.call('/v1/bookings', { fallbackCode: 'BKE900' })).toEqual({
      ok: false,
      status: 502,
      errorCode: 'BKE900',
    });
  });

  it('sends the session CSRF token on state-changing calls and retries once with a fresh one', async () => {
    const calls: { url: string; token: string | null }[] = [];
    let sessionToken = 'old-token';
    const fetchImpl = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      calls.push({ url: String(url), token: headers.get('x-csrf-token') });
      if (String(url).endsWith('/v1/auth/session')) {
        const token = sessionToken;
        sessionToken = 'new-token';
        return json(200, { user: { userId: 'u1' }, csrfToken: token });
      }
      if (headers.get('x-csrf-token') === 'new-token') return json(204, undefined);
      return json(403, { status: 403, message: 'csrf', errorCode: 'ACE805' });
    });
    const client = createApiClient(fetchImpl as typeof fetch);
    const result = await client.call('/v1/auth/logout', { method: 'POST', csrf: true });
    expect(result).toEqual({ ok: true, status: 204, data: null });
    expect(calls.map((c) => [c.url, c.token])).toEqual([
      ['/api/v1/auth/session', null],
      ['/api/v1/auth/logout', 'old-token'],
      ['/api/v1/auth/session', null],
      ['/api/v1/auth/logout', 'new-token'],
    ]);
  });

  it('uses a token given by log-in without asking the session again', async () => {
    const fetchImpl = vi.fn(async () => json(201, { ok: true }));
    const client = createApiClient(fetchImpl as typeof fetch);
    client.setCsrfToken('from-login');
    await client.call('/v1/favorites/merge', { method: 'POST', body: { items: [] }, csrf: true });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const init = (fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(new Headers(init.headers).get('x-csrf-token')).toBe('from-login');
  });
});
