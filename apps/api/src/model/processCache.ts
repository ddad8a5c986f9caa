/**
 * The one policy of the API's per-process caches (issue 14), on lru-cache: every cache is bounded
 * in entries, and data read from the database has a lifetime (it lives in the database, so losing a
 * cache only costs a query; a process never serves it older than its lifetime). Pure values of a
 * key (day facts, expanded codes) have a bound and no lifetime.
 */
import { LRUCache } from 'lru-cache';

export interface CachePolicy {
  /** Most entries kept; the least recently used go first. */
  max: number;
  /** Lifetime of an entry in ms (none: kept until pushed out). */
  ttlMs?: number;
}

/**
 * A bounded cache (and a lifetime when the policy gives one). With `maxSize` and `sizeOf`, also
 * bounded by the entries' total size (each counts at least 1).
 */
export function boundedCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(
  policy: CachePolicy & { maxSize?: number; sizeOf?: (value: V) => number },
): LRUCache<K, V> {
  const { sizeOf, maxSize } = policy;
  return new LRUCache<K, V>({
    max: policy.max,
    ...(policy.ttlMs ? { ttl: policy.ttlMs } : {}),
    ...(sizeOf && maxSize ? { maxSize, sizeCalculation: (value: V) => Math.max(1, sizeOf(value)) } : {}),
  });
}

/**
 * One value per database handle (a code book, a departure book …), built on first use and again
 * after `ttlMs`; concurrent callers share the build, and a failed build is forgotten at once. The
 * handles are held weakly: a closed database's value goes with it.
 */
export function perDatabase<V>(ttlMs: number, build: (db: object) => Promise<V>): (db: object) => Promise<V> {
  const caches = new WeakMap<object, LRUCache<'value', Promise<V>>>();
  return (db) => {
    let cache = caches.get(db);
    if (!cache) {
      cache = boundedCache<'value', Promise<V>>({ max: 1, ttlMs });
      caches.set(db, cache);
    }
    const hit = cache.get('value');
    if (hit) return hit;
    const value = build(db);
    cache.set('value', value);
    const held = cache;
    value.catch(() => {
      if (held.get('value') === value) held.delete('value');
    });
    return value;
  };
}

/**
 * A loading cache: `fetch(key)` loads a missing or expired key (concurrent callers share the load),
 * and `clear()` drops the values (a load that was running then is answered but not kept). With
 * `staleWhileRevalidate`, an expired value is served at once while one reload runs, and a failed
 * reload keeps it (the next call tries again); without it, an expired value is never served. A
 * failed first load rejects the call.
 */
export function loadingCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(
  policy: CachePolicy & { ttlMs: number; staleWhileRevalidate: boolean },
  load: (key: K) => Promise<V>,
): LRUCache<K, V> {
  const stale = policy.staleWhileRevalidate;
  return new LRUCache<K, V>({
    max: policy.max,
    ttl: policy.ttlMs,
    allowStale: stale,
    ignoreFetchAbort: true,
    fetchMethod: async (key, kept, { options }) => {
      try {
        return await load(key);
      } catch (error) {
        if (!stale || kept === undefined) throw error;
        options.ttl = 1; // keep the old value, stale again at once: the next call retries
        return kept;
      }
    },
  });
}
