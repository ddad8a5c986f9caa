/**
 * The decoder (GET /v1/decoder?lang) for the search pages, kept per language in this process for
 * 60 s (then refreshed in the background; the last good copy is served while the API is down).
 * Optional by design: when it cannot be loaded at all, `loadDecoder` gives null and the pages
 * render without area names and with empty pickers rather than failing (spec §7: fetches do not
 * retry; failures yield an empty list). Server only.
 */
import { LRUCache } from 'lru-cache';
import type { DecoderData } from '@/lib/search/reference';
import { apiAnswer, serverApi } from '../api';
import type { Lang } from '../i18n/settings';

const TTL_MS = 60_000;

/**
 * One entry per language (lru-cache, the site's cache policy): after TTL_MS the next call gets the
 * kept copy at once while a fresh one is fetched; a failed fetch keeps the copy it had.
 */
const cache = new LRUCache<Lang, DecoderData>({
  max: 2,
  ttl: TTL_MS,
  allowStale: true,
  allowStaleOnFetchRejection: true,
  noDeleteOnFetchRejection: true,
  fetchMethod: async (lang) => {
    return apiAnswer(serverApi(3000).GET('/v1/decoder', { params: { query: { lang } } }), 'decoder');
  },
});

/** The decoder in `lang`, or null when it has never been loadable. */
export async function loadDecoder(lang: Lang): Promise<DecoderData | null> {
  try {
    return (await cache.fetch(lang)) ?? null;
  } catch {
    return null;
  }
}
