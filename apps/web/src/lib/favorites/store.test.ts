import { describe, expect, it } from 'vitest';
import {
  addFavorite,
  clearFavorites,
  hasFavorite,
  MAX_FAVORITE_COUNT,
  mergeItems,
  readFavorites,
  removeFavorite,
  type StorageLike,
} from './store';

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe("a visitor's favourites in the browser", () => {
  it('adds once, lists newest first, keeps languages apart, removes', () => {
    const s = memoryStorage();
    expect(addFavorite(s, 'ja', { kind: 'hotel', key: '100099', name: 'こもれび' })).toBe('added');
    expect(addFavorite(s, 'ja', { kind: 'tour', key: 'T000001' })).toBe('added');
    expect(addFavorite(s, 'ja', { kind: 'hotel', key: '100099' })).toBe('exists');
    expect(readFavorites(s, 'ja').map((i) => i.key)).toEqual(['T000001', '100099']);
    expect(readFavorites(s, 'en')).toEqual([]);
    expect(hasFavorite(readFavorites(s, 'ja'), 'hotel', '100099')).toBe(true);
    expect(removeFavorite(s, 'ja', 'hotel', '100099')).toBe('removed');
    expect(removeFavorite(s, 'ja', 'hotel', '100099')).toBe('missing');
    expect(readFavorites(s, 'ja').map((i) => i.key)).toEqual(['T000001']);
  });

  it(`stops at the limit of ${MAX_FAVORITE_COUNT}`, () => {
    const s = memoryStorage();
    for (let i = 0; i < MAX_FAVORITE_COUNT; i++)
      expect(addFavorite(s, 'ja', { kind: 'tour', key: `T${i}` })).toBe('added');
    expect(addFavorite(s, 'ja', { kind: 'tour', key: 'T-last' })).toBe('limit');
    expect(readFavorites(s, 'ja')).toHaveLength(MAX_FAVORITE_COUNT);
  });

  it('treats broken storage as empty and reports a refused write', () => {
    const s = memoryStorage();
    s.data.set('tabiyori.favorites.ja', '{not json');
    expect(readFavorites(s, 'ja')).toEqual([]);
    s.data.set(
      'tabiyori.favorites.ja',
      JSON.stringify([
        { kind: 'x', key: 'y' },
        { kind: 'tour', key: 'T1', addedAt: 'z' },
      ]),
    );
    expect(readFavorites(s, 'ja').map((i) => i.key)).toEqual(['T1']);
    const full: StorageLike = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceeded');
      },
    };
    expect(addFavorite(full, 'ja', { kind: 'tour', key: 'T1' })).toBe('failed');
    expect(addFavorite(null, 'ja', { kind: 'tour', key: 'T1' })).toBe('failed');
  });

  it('merges in the API shape, oldest first, then clears', () => {
    const s = memoryStorage();
    addFavorite(s, 'en', { kind: 'search', key: 'arrAreaCode=13&nights=1' }, new Date(1));
    addFavorite(s, 'en', { kind: 'hotel', key: '100099' }, new Date(2));
    expect(mergeItems(readFavorites(s, 'en'), 'en')).toEqual([
      { lang: 'en', kind: 'search', condition: 'arrAreaCode=13&nights=1' },
      { lang: 'en', kind: 'hotel', hotelId: '100099' },
    ]);
    clearFavorites(s, 'en');
    expect(readFavorites(s, 'en')).toEqual([]);
  });
});
