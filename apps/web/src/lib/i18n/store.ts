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
import type { ApiAnswer } from '@tabiyori/api-client';
import { LANGS, NAMESPACES, type Lang, type LocaleResources } from './settings';

export class LocalesUnavailableError extends Error {
  constructor(lang: Lang, cause: unknown) {
    super(`texts for ${lang} could not be loaded from /v1/locales`, { cause });
    this.name = 'LocalesUnavailableError';
  }
}

/** GET /v1/locales: namespace → key → text. */
export type LocalesAnswer = ApiAnswer<'/v1/locales'>;

export interface LocaleStoreOptions {
  load: (lang: Lang) => Promise<LocalesAnswer>;
  ttlMs?: number;
  retryMs?: number;
  clock?: () => number;
}

/** The twelve namespaces of the answer (the site shows nothing without all of them). */
export function toLocaleResources(answer: LocalesAnswer): LocaleResources {
  const out = {} as LocaleResources;
  for (const ns of NAMESPACES) {
    const texts = answer[ns];
    if (!texts) throw new TypeError(`locales answer lacks namespace ${ns}`);
    out[ns] = texts;
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
