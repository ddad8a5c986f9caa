import { describe, expect, it, vi } from 'vitest';
import {
  apiPath,
  createApiClient,
  keepSessionFresh,
  SESSION_CHECK_INTERVAL_MS,
  SESSION_CHECK_KEY,
} from './client';

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

describe('keepSessionFresh (a renewed session cookie reaches the browser)', () => {
  function memoryStorage() {
    const data = new Map<string, string>();
    return {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      data,
    };
  }
  const member = { user: { userId: 'u1' }, csrfToken: 't' } as never;
  const visitor = { user: null, csrfToken: null } as never;

  it('asks the API itself at most once per interval, through the browser client', async () => {
    const storage = memoryStorage();
    const session = vi.fn().mockResolvedValue(member);
    const t0 = 1_800_000_000_000;
    expect(await keepSessionFresh({ session }, storage, t0)).toBe(true);
    expect(session).toHaveBeenCalledWith(true);
    expect(storage.data.get(SESSION_CHECK_KEY)).toBe(String(t0));
    expect(await keepSessionFresh({ session }, storage, t0 + SESSION_CHECK_INTERVAL_MS - 1)).toBe(false);
    expect(session).toHaveBeenCalledTimes(1);
    expect(await keepSessionFresh({ session }, storage, t0 + SESSION_CHECK_INTERVAL_MS)).toBe(true);
    expect(session).toHaveBeenCalledTimes(2);
  });

  it('asks again when the last check is in the future, storage is missing, or nobody was logged in', async () => {
    const storage = memoryStorage();
    storage.setItem(SESSION_CHECK_KEY, String(9_999_999_999_999));
    const session = vi.fn().mockResolvedValue(visitor);
    expect(await keepSessionFresh({ session }, storage, 1_800_000_000_000)).toBe(true);
    expect(await keepSessionFresh({ session }, null, 1_800_000_000_000)).toBe(true);
    // A visitor's answer is not remembered: after log-in the next page checks at once.
    storage.data.clear();
    expect(await keepSessionFresh({ session }, storage, 1_800_000_000_000)).toBe(true);
    expect(storage.data.has(SESSION_CHECK_KEY)).toBe(false);
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(
      await keepSessionFresh({ session: vi.fn().mockResolvedValue(member) }, blocked, 1_800_000_000_000),
    ).toBe(true);
  });
});
