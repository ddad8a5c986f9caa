/**
 * The decoder (GET /v1/decoder?lang) for the search pages, kept per language in this process for
 * 60 s (then refreshed in the background; the last good copy is served while the API is down).
 * Optional by design: when it cannot be loaded at all, `loadDecoder` gives null and the pages
 * render without area names and with empty pickers rather than failing (spec §7: fetches do not
 * retry; failures yield an empty list). Server only.
 */
import { decoderFromBody, type DecoderData } from '@/lib/search/reference';
import { apiGet } from '../api';
import type { Lang } from '../i18n/settings';

const TTL_MS = 60_000;

interface Entry {
  at: number;
  data: DecoderData;
}

const cache = new Map<Lang, Entry>();
const pending = new Map<Lang, Promise<DecoderData | null>>();

async function fetchDecoder(lang: Lang): Promise<DecoderData | null> {
  try {
    const body = await apiGet<unknown>('/v1/decoder', { lang }, { resource: 'decoder', timeoutMs: 3000 });
    const data = decoderFromBody(body);
    if (!data) return null;
    cache.set(lang, { at: Date.now(), data });
    return data;
  } catch {
    return null;
  }
}

function refresh(lang: Lang): Promise<DecoderData | null> {
  let running = pending.get(lang);
  if (!running) {
    running = fetchDecoder(lang).finally(() => pending.delete(lang));
    pending.set(lang, running);
  }
  return running;
}

/** The decoder in `lang`, or null when it has never been loadable. */
export async function loadDecoder(lang: Lang): Promise<DecoderData | null> {
  const entry = cache.get(lang);
  if (entry) {
    if (Date.now() - entry.at > TTL_MS) void refresh(lang);
    return entry.data;
  }
  return (await refresh(lang)) ?? null;
}
