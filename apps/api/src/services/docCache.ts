/**
 * A small per-process cache of catalog documents (hotel, plan, room docs) by id: read-mostly data
 * that every list page needs again and again. Entries live a minute at most and the cache holds a
 * bounded number (model/processCache.ts, lru-cache), so it is safe to lose and never serves data older than the TTL. Stock and prices
 * never come from here (they are read from their tables on every request).
 */
import type { LRUCache } from 'lru-cache';
import type { Kysely } from 'kysely';
import { boundedCache } from '../model/processCache';
import type { Database } from '../db/schema';

const TTL_MS = 60_000;
const MAX_ENTRIES = 20_000;

export class DocCache<T extends object> {
  private readonly entries: LRUCache<string, T>;

  constructor(ttlMs = TTL_MS, maxEntries = MAX_ENTRIES) {
    this.entries = boundedCache<string, T>({ max: maxEntries, ttlMs });
  }

  /** The documents of the ids; misses are loaded in one call and remembered. */
  async getMany(
    ids: readonly string[],
    load: (missing: string[]) => Promise<Map<string, T>>,
  ): Promise<Map<string, T>> {
    const found = new Map<string, T>();
    const missing: string[] = [];
    for (const id of new Set(ids)) {
      const hit = this.entries.get(id);
      if (hit !== undefined) found.set(id, hit);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const loaded = await load(missing);
      for (const [id, value] of loaded) {
        found.set(id, value);
        this.entries.set(id, value);
      }
    }
    return found;
  }
}

type DocTable = 'hotel' | 'plan' | 'room';
const ID_COLUMN = { hotel: 'hotel_id', plan: 'plan_id', room: 'room_id' } as const;
const caches = new WeakMap<object, Record<DocTable, DocCache<object>>>();

/** The `doc` of each id in a catalog table, through the database's cache. */
export async function catalogDocs<T>(
  db: Kysely<Database>,
  table: DocTable,
  ids: readonly string[],
): Promise<Map<string, T>> {
  if (ids.length === 0) return new Map();
  let perDb = caches.get(db);
  if (!perDb) {
    perDb = { hotel: new DocCache(), plan: new DocCache(), room: new DocCache() };
    caches.set(db, perDb);
  }
  const column = ID_COLUMN[table];
  return (await perDb[table].getMany(ids, async (missing) => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const rows: { id: string; doc: unknown }[] = await (db as Kysely<any>)
      .selectFrom(table)
      .select([`${column} as id`, 'doc'])
      .where(column, 'in', missing)
      .execute();
    return new Map(rows.map((r) => [r.id, r.doc as object]));
  })) as Map<string, T>;
}
