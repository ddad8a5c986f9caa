/**
 * An in-memory, per-process store of the texts of each language, loaded from the API's
 * GET /v1/locales (the single source of texts). Pure apart from the injected loader (tested).
 *
 * - First request of a language: waits for the load; if it fails there is nothing to show, so it
 *   throws LocalesUnavailableError (the page answers with the minimal error page, see
 *   app/global-error.tsx).
 * - Fresh (younger than ttlMs, 60 s by default): served from memory.
 * - Stale: served from memory at once while one background reload runs (stale-while-revalidate);
 *   a failed reload keeps the old texts and is retried after retryMs. An API outage after the first
 *   load therefore never takes the texts away.
 * The cache is safe to lose: a new process simply loads again.
 */
import { LRUCache } from 'lru-cache';
import { LANGS, NAMESPACES, type Lang, type LocaleResources } from './settings';

export class LocalesUnavailableError extends Error {
  constructor(lang: Lang, cause: unknown) {
    super(`texts for ${lang} could not be loaded from /v1/locales`, { cause });
    this.name = 'LocalesUnavailableError';
  }
}

export interface LocaleStoreOptions {
  load: (lang: Lang) => Promise<unknown>;
  ttlMs?: number;
  retryMs?: number;
  clock?: () => number;
}

/** Checks the shape `{ [ns]: { key: text } }` with all twelve namespaces. */
export function toLocaleResources(body: unknown): LocaleResources {
  if (typeof body !== 'object' || body === null) throw new TypeError('locales answer is not an object');
  const record = body as Record<string, unknown>;
  const out = {} as LocaleResources;
  for (const ns of NAMESPACES) {
    const texts = record[ns];
    if (typeof texts !== 'object' || texts === null)
      throw new TypeError(`locales answer lacks namespace ${ns}`);
    out[ns] = texts as Record<string, string>;
  }
  return out;
}

export function createLocaleStore(options: LocaleStoreOptions) {
  const retryMs = options.retryMs ?? 10_000;
  const clock = options.clock ?? Date.now;
  // The site's cache policy (lru-cache): one entry per language, stale-while-revalidate.
  const cache = new LRUCache<Lang, LocaleResources>({
    max: LANGS.length,
    ttl: options.ttlMs ?? 60_000,
    allowStale: true,
    ignoreFetchAbort: true,
    // lru-cache reads a start time of 0 as "no time": the injected clock may start at 0 (tests).
    perf: { now: () => clock() + 1 },
    ttlResolution: 0,
    fetchMethod: async (lang, kept, { options: entry }) => {
      try {
        return toLocaleResources(await options.load(lang));
      } catch (error) {
        if (kept === undefined) throw error;
        entry.ttl = retryMs; // keep serving the texts we have; the next try is after retryMs
        return kept;
      }
    },
  });

  return {
    async get(lang: Lang): Promise<LocaleResources> {
      let resources: LocaleResources | undefined;
      try {
        resources = await cache.fetch(lang);
      } catch (error) {
        throw new LocalesUnavailableError(lang, error);
      }
      if (!resources) throw new LocalesUnavailableError(lang, null);
      return resources;
    },
    /** Languages currently held (for tests and diagnostics). */
    held(): Lang[] {
      return LANGS.filter((lang) => cache.peek(lang, { allowStale: true }) !== undefined);
    },
  };
}
