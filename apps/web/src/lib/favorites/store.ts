/**
 * A visitor's favourites, kept in the browser (localStorage, one list per language like the API's,
 * spec §3 "Favorites: list per language") until they log in; at log-in they are merged into the
 * account (POST /v1/favorites/merge) and the browser's copy is cleared. The same limit as the API
 * (domain config maxFavoriteCount). The storage is passed in, so the rules are testable. Pure.
 */
import { defaultConfig } from '@tabiyori/domain';

export type FavoriteKind = 'tour' | 'hotel' | 'search';
export type FavoriteLang = 'ja' | 'en';

export interface FavoriteItem {
  kind: FavoriteKind;
  /** tourId, hotelId or the saved search's condition query string. */
  key: string;
  /** Display name kept for the visitor's list (the API has its own for members). */
  name?: string;
  addedAt: string;
}

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const MAX_FAVORITE_COUNT = defaultConfig.settings.maxFavoriteCount;
export const STORAGE_KEY_PREFIX = 'tabiyori.favorites.';
const KINDS: readonly FavoriteKind[] = ['tour', 'hotel', 'search'];

const storageKey = (lang: FavoriteLang) => `${STORAGE_KEY_PREFIX}${lang}`;

function isItem(value: unknown): value is FavoriteItem {
  const v = value as FavoriteItem;
  return (
    typeof v === 'object' &&
    v !== null &&
    KINDS.includes(v.kind) &&
    typeof v.key === 'string' &&
    v.key !== '' &&
    v.key.length <= 2000 &&
    typeof v.addedAt === 'string' &&
    (v.name === undefined || typeof v.name === 'string')
  );
}

/** The stored list; anything unreadable counts as empty (never throws). */
export function readFavorites(storage: StorageLike | null, lang: FavoriteLang): FavoriteItem[] {
  if (!storage) return [];
  try {
    const parsed: unknown = JSON.parse(storage.getItem(storageKey(lang)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isItem).slice(0, MAX_FAVORITE_COUNT) : [];
  } catch {
    return [];
  }
}

function write(storage: StorageLike, lang: FavoriteLang, items: FavoriteItem[]): boolean {
  try {
    if (items.length === 0) storage.removeItem(storageKey(lang));
    else storage.setItem(storageKey(lang), JSON.stringify(items));
    return true;
  } catch {
    return false; // quota or private mode
  }
}

export function hasFavorite(items: readonly FavoriteItem[], kind: FavoriteKind, key: string): boolean {
  return items.some((i) => i.kind === kind && i.key === key);
}

export type StoreResult = 'added' | 'exists' | 'limit' | 'removed' | 'missing' | 'failed';

/** Adds an item (already there: 'exists'; the list full: 'limit'; storage refused: 'failed'). */
export function addFavorite(
  storage: StorageLike | null,
  lang: FavoriteLang,
  item: Omit<FavoriteItem, 'addedAt'>,
  now: Date = new Date(),
): StoreResult {
  if (!storage) return 'failed';
  const items = readFavorites(storage, lang);
  if (hasFavorite(items, item.kind, item.key)) return 'exists';
  if (items.length >= MAX_FAVORITE_COUNT) return 'limit';
  const added: FavoriteItem = { kind: item.kind, key: item.key, addedAt: now.toISOString() };
  if (item.name) added.name = item.name.slice(0, 200);
  return write(storage, lang, [added, ...items]) ? 'added' : 'failed';
}

export function removeFavorite(
  storage: StorageLike | null,
  lang: FavoriteLang,
  kind: FavoriteKind,
  key: string,
): StoreResult {
  if (!storage) return 'failed';
  const items = readFavorites(storage, lang);
  if (!hasFavorite(items, kind, key)) return 'missing';
  return write(
    storage,
    lang,
    items.filter((i) => !(i.kind === kind && i.key === key)),
  )
    ? 'removed'
    : 'failed';
}

/** The items of POST /v1/favorites/merge for one language (oldest first, so the newest end on top). */
export function mergeItems(items: readonly FavoriteItem[], lang: FavoriteLang) {
  return [...items]
    .reverse()
    .map((i) =>
      i.kind === 'tour'
        ? { lang, kind: i.kind, tourId: i.key }
        : i.kind === 'hotel'
          ? { lang, kind: i.kind, hotelId: i.key }
          : { lang, kind: i.kind, condition: i.key },
    );
}

export function clearFavorites(storage: StorageLike | null, lang: FavoriteLang): void {
  if (storage) write(storage, lang, []);
}

/** window.localStorage when it can be used (not in private modes that throw), else null. */
export function browserStorage(): StorageLike | null {
  try {
    if (typeof window === 'undefined') return null;
    const s = window.localStorage;
    const probe = `${STORAGE_KEY_PREFIX}probe`;
    s.setItem(probe, '1');
    s.removeItem(probe);
    return s;
  } catch {
    return null;
  }
}
