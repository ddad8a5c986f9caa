import { describe, expect, it, vi } from 'vitest';
import { createBrowserApi } from '../browserApi';
import { createFavoritesController } from './controller';
import { readFavorites, type StorageLike } from './store';

function memoryStorage(): StorageLike {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const visitor = { session: vi.fn().mockResolvedValue({ user: null, csrfToken: null }) };

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The calls a fake API saw: method, path with query, token and body. */
async function seen(request: Request) {
  const url = new URL(request.url);
  const text = await request.text();
  return {
    call: `${request.method} ${url.pathname}${url.search}`,
    token: request.headers.get('x-csrf-token'),
    body: text === '' ? undefined : (JSON.parse(text) as unknown),
  };
}

describe('favourites of a page', () => {
  it('a visitor’s toggles go to the browser and notify every subscriber', async () => {
    const storage = memoryStorage();
    const fetch = vi.fn();
    const c = createFavoritesController(
      { ...visitor, member: createBrowserApi(fetch, 'http://site.test/api').member },
      storage,
      'ja',
    );
    const listener = vi.fn();
    c.subscribe(listener);
    expect(await c.isFavorite('hotel', '100099')).toBe(false);
    expect(await c.toggle('hotel', '100099', 'こもれび')).toBe('added');
    expect(c.peek('hotel', '100099')).toBe(true);
    expect(readFavorites(storage, 'ja')[0]).toMatchObject({ kind: 'hotel', key: '100099', name: 'こもれび' });
    expect(await c.toggle('hotel', '100099')).toBe('removed');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a member’s list comes from the API; add and delete send the item with the CSRF token', async () => {
    const answers = [
      json(200, { favorites: [{ kind: 'tour', tourId: 'T000001', hotelId: null, condition: null }] }),
      json(204),
      json(409, { status: 409, message: 'limit', errorCode: 'FVE801' }),
      new Response('bad gateway', { status: 502 }),
    ];
    const calls: Awaited<ReturnType<typeof seen>>[] = [];
    const fetch = vi.fn(async (request: Request) => {
      calls.push(await seen(request));
      return answers.shift()!;
    });
    const client = createBrowserApi(fetch, 'http://site.test/api');
    client.setCsrfToken('tok');
    const session = vi.fn().mockResolvedValue({ user: { userId: 'u1' }, csrfToken: 'tok' });
    const c = createFavoritesController({ member: client.member, session }, memoryStorage(), 'en');
    expect(await c.isFavorite('tour', 'T000001')).toBe(true);
    expect(calls[0]).toEqual({ call: 'GET /api/v1/favorites?lang=en', token: null, body: undefined });
    expect(await c.toggle('tour', 'T000001')).toBe('removed');
    expect(calls[1]).toEqual({
      call: 'DELETE /api/v1/favorites',
      token: 'tok',
      body: { lang: 'en', kind: 'tour', tourId: 'T000001' },
    });
    expect(await c.toggle('hotel', '100099')).toBe('limit');
    expect(c.peek('hotel', '100099')).toBe(false);
    expect(calls[2]).toEqual({
      call: 'POST /api/v1/favorites',
      token: 'tok',
      body: { lang: 'en', kind: 'hotel', hotelId: '100099' },
    });
    // An answer without the catalogue's code: the fallback FVE900, a failed add.
    expect(await c.toggle('hotel', '100099')).toBe('addFailed');
  });
});
