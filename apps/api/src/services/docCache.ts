/**
 * A small per-process cache of catalog documents (hotel, plan, room docs) by id: read-mostly data
 * that every list page needs again and again. Entries live a minute at most and the cache holds a
 * bounded number (model/processCache.ts, lru-cache), so it is safe to lose and never serves data older than the TTL. Stock and prices
 * never come from here (they are read from their tables on every request).
 */
import type { LRUCache } from 'lru-cache';
import { sql, type Kysely } from 'kysely';
import { boundedCache } from '../model/processCache';
import type { Database } from '../db/schema';

const TTL_MS = 60_000;
const MAX_ENTRIES = 20_000;

export class DocCache<T extends object> {
  private readonly entries: LRUCache<string, T>;

  constructor(ttlMs = TTL_MS, maxEntries = MAX_ENTRIES) {
    this.entries = boundedCache<string, T>({ max: maxEntries, ttlMs });
  }

  /** The cached documents of the ids, and the ids not cached. */
  cached(ids: readonly string[]): { found: Map<string, T>; missing: string[] } {
    const found = new Map<string, T>();
    const missing: string[] = [];
    for (const id of new Set(ids)) {
      const hit = this.entries.get(id);
      if (hit !== undefined) found.set(id, hit);
      else missing.push(id);
    }
    return { found, missing };
  }

  remember(id: string, value: T): void {
    this.entries.set(id, value);
  }

  /** The documents of the ids; misses are loaded in one call and remembered. */
  async getMany(
    ids: readonly string[],
    load: (missing: string[]) => Promise<Map<string, T>>,
  ): Promise<Map<string, T>> {
    const { found, missing } = this.cached(ids);
    if (missing.length > 0) {
      for (const [id, value] of await load(missing)) {
        found.set(id, value);
        this.remember(id, value);
      }
    }
    return found;
  }
}

type DocTable = 'hotel' | 'plan' | 'room';
const caches = new WeakMap<object, Record<DocTable, DocCache<object>>>();

function docCachesOf(db: Kysely<Database>): Record<DocTable, DocCache<object>> {
  let perDb = caches.get(db);
  if (!perDb) {
    perDb = { hotel: new DocCache(), plan: new DocCache(), room: new DocCache() };
    caches.set(db, perDb);
  }
  return perDb;
}

export interface CardDocs<H, P, R> {
  hotels: Map<string, H>;
  plans: Map<string, P>;
  rooms: Map<string, R>;
}

/**
 * The hotel, plan and room docs a list's cards show, through the database's caches, in at most one
 * round trip: what is not cached is read in one statement (the hotels, the plans, every room of those
 * plans by their docs' roomIds, and the rooms `roomsOf` names of plans already cached). A missed
 * search used to read hotels and plans, then the plans' rooms: two round trips in a row, each waiting
 * for a turn of a busy event loop on PostgreSQL (bench/results/search-profile.md, session 11).
 */
export async function cardDocs<H extends object, P extends { roomIds: string[] }, R extends object>(
  db: Kysely<Database>,
  hotelIds: readonly string[],
  planIds: readonly string[],
  roomsOf: (plan: P) => readonly string[],
): Promise<CardDocs<H, P, R>> {
  const cache = docCachesOf(db);
  const hotels = cache.hotel.cached(hotelIds);
  const plans = cache.plan.cached(planIds);
  const rooms = cache.room.cached([...plans.found.values()].flatMap((plan) => roomsOf(plan as P)));
  if (hotels.missing.length + plans.missing.length + rooms.missing.length > 0) {
    const result = await sql<{ t: DocTable; id: string; doc: object }>`
      select 'hotel' as t, hotel_id as id, doc from hotel where hotel_id = any(${hotels.missing}::text[])
      union all
      select 'plan', plan_id, doc from plan where plan_id = any(${plans.missing}::text[])
      union all
      select 'room', room_id, doc from room
      where room_id = any(${rooms.missing}::text[])
         or room_id in (select jsonb_array_elements_text(doc->'roomIds') from plan
                        where plan_id = any(${plans.missing}::text[]))`.execute(db);
    const found = { hotel: hotels.found, plan: plans.found, room: rooms.found };
    for (const row of result.rows) {
      found[row.t].set(row.id, row.doc);
      cache[row.t].remember(row.id, row.doc);
    }
  }
  return {
    hotels: hotels.found as Map<string, H>,
    plans: plans.found as Map<string, P>,
    rooms: rooms.found as Map<string, R>,
  };
}
