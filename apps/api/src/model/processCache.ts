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

/** A bounded cache (and a lifetime when the policy gives one). */
export function boundedCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(
  policy: CachePolicy,
): LRUCache<K, V> {
  return new LRUCache<K, V>({ max: policy.max, ...(policy.ttlMs ? { ttl: policy.ttlMs } : {}) });
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
