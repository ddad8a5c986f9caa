/**
 * One page's favourites, for every FavoriteToggle on it: a member's come from the API
 * (GET /v1/favorites, once per page; POST / DELETE with the CSRF token), a visitor's from the
 * browser (store.ts). Toggles subscribe and re-render when any of them changes the list, so two
 * buttons for the same hotel agree. Outcomes map to the spec §8 messages: 'limit' (FVE801, or the
 * browser list full), 'failed' (register / delete failed).
 */
import { callResult, type BrowserApi } from '../browserApi';
import {
  addFavorite,
  readFavorites,
  removeFavorite,
  type FavoriteKind,
  type FavoriteLang,
  type StorageLike,
} from './store';

export type ToggleOutcome = 'added' | 'removed' | 'limit' | 'addFailed' | 'removeFailed';

interface State {
  member: boolean;
  keys: Set<string>;
}

const keyOf = (kind: FavoriteKind, key: string) => `${kind}:${key}`;

function itemBody(lang: FavoriteLang, kind: FavoriteKind, key: string) {
  return kind === 'tour'
    ? { lang, kind, tourId: key }
    : kind === 'hotel'
      ? { lang, kind, hotelId: key }
      : { lang, kind, condition: key };
}

export function createFavoritesController(
  client: Pick<BrowserApi, 'member' | 'session'>,
  storage: StorageLike | null,
  lang: FavoriteLang,
) {
  let state: Promise<State> | null = null;
  const listeners = new Set<() => void>();
  let snapshot: State | null = null;

  async function load(): Promise<State> {
    const session = await client.session();
    if (!session.user) {
      return { member: false, keys: new Set(readFavorites(storage, lang).map((i) => keyOf(i.kind, i.key))) };
    }
    const result = await callResult(client.member.GET('/v1/favorites', { params: { query: { lang } } }));
    const keys = new Set<string>();
    if (result.ok) {
      for (const f of result.data.favorites)
        keys.add(keyOf(f.kind, f.tourId ?? f.hotelId ?? f.condition ?? ''));
    }
    return { member: true, keys };
  }

  function ensure(): Promise<State> {
    if (!state) {
      state = load().then((s) => {
        snapshot = s;
        return s;
      });
    }
    return state;
  }

  function notify() {
    for (const listener of listeners) listener();
  }

  return {
    /** Loads the list (once); resolves whether the item is a favourite. */
    async isFavorite(kind: FavoriteKind, key: string): Promise<boolean> {
      return (await ensure()).keys.has(keyOf(kind, key));
    },
    /** The last loaded answer, synchronously (null before the first load). */
    peek(kind: FavoriteKind, key: string): boolean | null {
      return snapshot ? snapshot.keys.has(keyOf(kind, key)) : null;
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async toggle(kind: FavoriteKind, key: string, name?: string): Promise<ToggleOutcome> {
      const s = await ensure();
      const id = keyOf(kind, key);
      const present = s.keys.has(id);
      let outcome: ToggleOutcome;
      if (s.member) {
        const body = itemBody(lang, kind, key);
        const result = await callResult(
          present
            ? client.member.DELETE('/v1/favorites', { body })
            : client.member.POST('/v1/favorites', { body }),
          'FVE900',
        );
        if (result.ok || (present && result.errorCode === 'FVE901')) outcome = present ? 'removed' : 'added';
        else if (!present && result.errorCode === 'FVE801') outcome = 'limit';
        else outcome = present ? 'removeFailed' : 'addFailed';
      } else if (present) {
        const r = removeFavorite(storage, lang, kind, key);
        outcome = r === 'removed' || r === 'missing' ? 'removed' : 'removeFailed';
      } else {
        const r = addFavorite(storage, lang, { kind, key, name });
        outcome = r === 'added' || r === 'exists' ? 'added' : r === 'limit' ? 'limit' : 'addFailed';
      }
      if (outcome === 'added') s.keys.add(id);
      if (outcome === 'removed') s.keys.delete(id);
      notify();
      return outcome;
    },
  };
}

export type FavoritesController = ReturnType<typeof createFavoritesController>;
