/**
 * At log-in (and sign-up) the visitor's favourites kept in this browser are merged into the
 * account (POST /v1/favorites/merge, per language; the API skips duplicates and vanished items and
 * respects the limit) and the browser's copy is cleared once the API took them. A failed merge
 * keeps the browser's copy, so nothing is lost and the next log-in tries again.
 */
import { callResult, type BrowserApi } from '../browserApi';
import { clearFavorites, mergeItems, readFavorites, type FavoriteLang, type StorageLike } from './store';

export interface MergeOutcome {
  merged: number;
  failed: boolean;
}

export async function mergeVisitorFavorites(
  client: Pick<BrowserApi, 'member'>,
  storage: StorageLike | null,
): Promise<MergeOutcome> {
  let merged = 0;
  let failed = false;
  for (const lang of ['ja', 'en'] as FavoriteLang[]) {
    const items = readFavorites(storage, lang);
    if (items.length === 0) continue;
    const result = await callResult(
      client.member.POST('/v1/favorites/merge', { body: { lang, items: mergeItems(items, lang) } }),
    );
    if (result.ok) {
      merged += result.data?.added ?? 0;
      clearFavorites(storage, lang);
    } else {
      failed = true;
    }
  }
  return { merged, failed };
}
