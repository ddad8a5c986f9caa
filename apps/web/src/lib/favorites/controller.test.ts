import { describe, expect, it, vi } from 'vitest';
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

describe('favourites of a page', () => {
  it('a visitor’s toggles go to the browser and notify every subscriber', async () => {
    const storage = memoryStorage();
    const call = vi.fn();
    const c = createFavoritesController({ ...visitor, call }, storage, 'ja');
    const listener = vi.fn();
    c.subscribe(listener);
    expect(await c.isFavorite('hotel', '100099')).toBe(false);
    expect(await c.toggle('hotel', '100099', 'こもれび')).toBe('added');
    expect(c.peek('hotel', '100099')).toBe(true);
    expect(readFavorites(storage, 'ja')[0]).toMatchObject({ kind: 'hotel', key: '100099', name: 'こもれび' });
    expect(await c.toggle('hotel', '100099')).toBe('removed');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(call).not.toHaveBeenCalled();
  });

  it('a member’s list comes from the API; add and delete send the item with the CSRF token', async () => {
    const call = vi
      .fn()
      .mockResolvedValueOnce({
        ok: true,
        status: 200,
        data: { favorites: [{ kind: 'tour', tourId: 'T000001', hotelId: null, condition: null }] },
      })
      .mockResolvedValueOnce({ ok: true, status: 204, data: null })
      .mockResolvedValueOnce({ ok: false, status: 409, errorCode: 'FVE801' })
      .mockResolvedValueOnce({ ok: false, status: 503, errorCode: 'FVE900' });
    const session = vi.fn().mockResolvedValue({ user: { userId: 'u1' }, csrfToken: 'tok' });
    const c = createFavoritesController({ call, session }, memoryStorage(), 'en');
    expect(await c.isFavorite('tour', 'T000001')).toBe(true);
    expect(call).toHaveBeenNthCalledWith(1, '/v1/favorites?lang=en');
    expect(await c.toggle('tour', 'T000001')).toBe('removed');
    expect(call).toHaveBeenNthCalledWith(2, '/v1/favorites', {
      method: 'DELETE',
      body: { lang: 'en', kind: 'tour', tourId: 'T000001' },
      csrf: true,
      fallbackCode: 'FVE900',
    });
    expect(await c.toggle('hotel', '100099')).toBe('limit');
    expect(c.peek('hotel', '100099')).toBe(false);
    expect(await c.toggle('hotel', '100099')).toBe('addFailed');
  });
});
