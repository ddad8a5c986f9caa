/**
 * A keyed store with a fresh lifetime and a stale-while-revalidate window, the one cache policy of
 * the web's data and page caches (lib/cache/publicData.ts, lib/cache/pageCache.ts):
 *
 * - fresh (younger than freshMs): served as kept;
 * - stale (younger than freshMs + staleMs): served as kept, and one refresh runs in the background;
 * - older, or missing: the caller waits for a load.
 *
 * Identical keys asked at the same time share one load (a burst of the same search reaches the API
 * once and renders once). A load's value is kept only when `keep(value)` says so (errors, redirects
 * and maintenance answers are handed out but never kept, and a refresh that gives one drops the kept
 * copy). A failed refresh keeps the stale copy. Storage and eviction are lru-cache's (size-bounded,
 * least recently used first).
 */
import { LRUCache } from 'lru-cache';

export type CacheState = 'hit' | 'stale' | 'miss';

export interface SwrStoreOptions<V> {
  freshMs: number;
  staleMs: number;
  /** Upper bound of the kept values' total size (sizeOf). */
  maxSize: number;
  sizeOf(value: V): number;
  keep(value: V): boolean;
  now?: () => number;
}

interface Kept<V> {
  value: V;
  at: number;
}

export interface SwrStore<V> {
  /** The value for `key` (loading it with `load` when needed) and how it was found. */
  get(key: string, load: () => Promise<V>): Promise<{ value: V; state: CacheState }>;
  clear(): void;
}

export function createSwrStore<V extends object>(options: SwrStoreOptions<V>): SwrStore<V> {
  const now = options.now ?? Date.now;
  const kept = new LRUCache<string, Kept<V>>({
    maxSize: options.maxSize,
    sizeCalculation: (entry) => Math.max(1, options.sizeOf(entry.value)),
  });
  const loading = new Map<string, Promise<V>>();

  function refresh(key: string, load: () => Promise<V>): Promise<V> {
    const running = loading.get(key);
    if (running) return running;
    const started = load()
      .then((value) => {
        if (options.keep(value)) kept.set(key, { value, at: now() });
        else kept.delete(key);
        return value;
      })
      .finally(() => loading.delete(key));
    loading.set(key, started);
    return started;
  }

  /** The kept value when fresh or stale (a stale one starts its refresh), else null. */
  function peek(key: string, load: () => Promise<V>): { value: V; state: 'hit' | 'stale' } | null {
    const entry = kept.get(key);
    const age = entry ? now() - entry.at : Infinity;
    if (entry && age < options.freshMs) return { value: entry.value, state: 'hit' };
    if (entry && age < options.freshMs + options.staleMs) {
      // The visitor gets the kept copy now; a failed refresh keeps it for the next one.
      refresh(key, load).catch(() => undefined);
      return { value: entry.value, state: 'stale' };
    }
    return null;
  }

  return {
    async get(key, load) {
      return peek(key, load) ?? { value: await refresh(key, load), state: 'miss' };
    },
    clear() {
      kept.clear();
    },
  };
}
