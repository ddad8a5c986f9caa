import { describe, expect, it, vi } from 'vitest';
import { mergeVisitorFavorites } from './merge';
import { addFavorite, readFavorites, type StorageLike } from './store';

function memoryStorage(): StorageLike {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('merging a visitor’s favourites at log-in', () => {
  it('sends each language’s list with the CSRF token and clears what the API took', async () => {
    const s = memoryStorage();
    addFavorite(s, 'ja', { kind: 'hotel', key: '100099' });
    addFavorite(s, 'en', { kind: 'tour', key: 'T000001' });
    const call = vi.fn().mockResolvedValue({ ok: true, status: 200, data: { added: 1 } });
    expect(await mergeVisitorFavorites({ call }, s)).toEqual({ merged: 2, failed: false });
    expect(call).toHaveBeenCalledWith('/v1/favorites/merge', {
      method: 'POST',
      body: { lang: 'ja', items: [{ lang: 'ja', kind: 'hotel', hotelId: '100099' }] },
      csrf: true,
    });
    expect(readFavorites(s, 'ja')).toEqual([]);
    expect(readFavorites(s, 'en')).toEqual([]);
  });

  it('keeps the browser’s copy when the merge fails, and calls nothing when there is nothing', async () => {
    const s = memoryStorage();
    addFavorite(s, 'ja', { kind: 'hotel', key: '100099' });
    const call = vi.fn().mockResolvedValue({ ok: false, status: 503, errorCode: 'FVE900' });
    expect(await mergeVisitorFavorites({ call }, s)).toEqual({ merged: 0, failed: true });
    expect(readFavorites(s, 'ja')).toHaveLength(1);
    const none = vi.fn();
    expect(await mergeVisitorFavorites({ call: none }, memoryStorage())).toEqual({
      merged: 0,
      failed: false,
    });
    expect(none).not.toHaveBeenCalled();
  });
});
