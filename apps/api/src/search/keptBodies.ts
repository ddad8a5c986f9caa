/**
 * Answers kept already serialised (issue 15): the bytes of a search, hotel detail or plan list
 * answer, kept per request URL (and Japan's today) with a check that says whether what the answer
 * read is still so (the index's change stamps and stock watches: hotelPageCache.ts `HotelSearchWatch`, a hotel's
 * stamp). A repeated request is answered with the kept bytes, without parsing, ranking, cards or
 * serialising again, and never from before a change the check covers. Texts of the catalog (names,
 * descriptions) are read through caches that live a minute (services/docCache.ts, codeBook.ts): a
 * kept answer lives at most {@link KEPT_BODY_TTL_MS}, so it is never older than those.
 *
 * Bounded by bytes: every kind shares one budget ({@link KEPT_BODY_BYTES} per database handle, held
 * weakly; least recently used first), so the kinds asked most keep the most. Answers kept as objects
 * ({@link KeptValues}: the hotel search's ranked pages, search/hotelPageCache.ts) share it too, counted
 * at an estimate of the heap they hold.
 *
 * Conditional GET: kept bytes carry an ETag hashed once when they are serialised, and a request whose
 * If-None-Match names it gets 304 (plugins/keptJson.ts); fresh and kept answers have the same headers.
 */
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import { japanToday } from '@tabiyori/domain';
import type { Database } from '../db/schema';
import { keptJson, sendKeptJson, type KeptJson } from '../plugins/keptJson';

/**
 * Most bytes of kept answers per database, all kinds together. bench:search's 2,000 hotel and 2,000
 * tour conditions answer about 85 and 66 KB each: with 64 MiB per kind only about 740 hotel answers
 * stayed, and the misses were evictions, not changes (bench/results/search-profile.md, session 10).
 */
const KEPT_BODY_BYTES = 320 * 1024 * 1024;
/** Longest a kept answer lives (the catalog texts' cache lifetime). */
export const KEPT_BODY_TTL_MS = 30_000;

interface Kept extends KeptJson {
  unchanged: () => boolean;
}

/** A value kept under the same budget ({@link KeptValues}), counted as `bytes`. */
interface KeptValue {
  value: unknown;
  bytes: number;
}

/** Per kind: requests answered from kept bytes and requests answered afresh. */
const counts = new Map<string, { hits: number; misses: number }>();

/** How often each kind of kept answers was used (tests, `npm run bench:search-cpu`). */
export function keptBodyCounts(): Record<string, { hits: number; misses: number }> {
  return Object.fromEntries([...counts].map(([kind, c]) => [kind, { ...c }]));
}

/** Kept answers of every kind, per database handle (keys start with the kind). */
const caches = new WeakMap<object, LRUCache<string, Kept | KeptValue>>();
/** A database's budget when it is not {@link KEPT_BODY_BYTES} ({@link limitKeptBytes}). */
const budgets = new WeakMap<object, number>();

function cacheOf(db: Kysely<Database>): LRUCache<string, Kept | KeptValue> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache<string, Kept | KeptValue>({
      maxSize: budgets.get(db) ?? KEPT_BODY_BYTES,
      sizeCalculation: (kept, key) => ('body' in kept ? kept.body.length : kept.bytes) + key.length,
      ttl: KEPT_BODY_TTL_MS,
    });
    caches.set(db, cache);
  }
  return cache;
}

/**
 * Sets the database's kept budget in bytes (undefined: the default {@link KEPT_BODY_BYTES}); what
 * was kept for it is dropped. Tests use it to show eviction with a few answers.
 */
export function limitKeptBytes(db: Kysely<Database>, bytes: number | undefined): void {
  if (bytes === undefined) budgets.delete(db);
  else budgets.set(db, bytes);
  caches.delete(db);
}

/** One kind of kept answers (hotel search, hotel detail, …). */
export class KeptBodies {
  private readonly count = { hits: 0, misses: 0 };

  constructor(private readonly kind: string) {
    counts.set(kind, this.count);
  }

  /** The key of a request: its URL (path and query) on Japan's today. */
  static keyOf(url: string): string {
    return `${japanToday()} ${url}`;
  }

  /** The kept bytes (and ETag) of the key while nothing they read has changed. */
  get(db: Kysely<Database>, key: string): KeptJson | undefined {
    const cache = cacheOf(db);
    const kindKey = `${this.kind} ${key}`;
    const kept = cache.get(kindKey);
    if (kept && 'body' in kept && kept.unchanged()) {
      this.count.hits += 1;
      return kept;
    }
    if (kept) cache.delete(kindKey);
    this.count.misses += 1;
    return undefined;
  }

  /** Serialises the answer as the route's response schema does, keeps the bytes and answers them. */
  keep(
    db: Kysely<Database>,
    key: string,
    reply: FastifyReply,
    answer: unknown,
    unchanged: () => boolean,
  ): FastifyReply {
    const serialised = reply.serialize(answer);
    const body = typeof serialised === 'string' ? Buffer.from(serialised) : Buffer.from(serialised as Buffer);
    return this.keepBody(db, key, reply, body, unchanged);
  }

  /** Keeps and answers bytes already serialised as the route's response schema serialises its answer. */
  keepBody(
    db: Kysely<Database>,
    key: string,
    reply: FastifyReply,
    body: Buffer,
    unchanged: () => boolean,
  ): FastifyReply {
    const kept = keptJson(body);
    // Only when nothing changed while the answer was made (its check was taken before).
    if (unchanged()) cacheOf(db).set(`${this.kind} ${key}`, { ...kept, unchanged });
    return sendJson(reply, kept);
  }
}

/**
 * Values of one kind kept under the kept bytes' budget, least recently used first together with
 * them: objects an answer is made from (search/hotelPageCache.ts's ranked pages), each counted at
 * the bytes its keeper estimates. They have no lifetime: the keeper checks, when it reads one,
 * whether it still holds (bytes live {@link KEPT_BODY_TTL_MS} for the catalog texts they carry).
 */
export class KeptValues<T> {
  constructor(private readonly kind: string) {}

  /** The value kept for the key, marked recently used. */
  get(db: Kysely<Database>, key: string): T | undefined {
    return this.valueOf(cacheOf(db).get(`${this.kind} ${key}`));
  }

  /** The value kept for the key, as it is (not marked used). */
  peek(db: Kysely<Database>, key: string): T | undefined {
    return this.valueOf(cacheOf(db).peek(`${this.kind} ${key}`));
  }

  set(db: Kysely<Database>, key: string, value: T, bytes: number): void {
    cacheOf(db).set(`${this.kind} ${key}`, { value, bytes }, { ttl: 0 });
  }

  delete(db: Kysely<Database>, key: string): void {
    cacheOf(db).delete(`${this.kind} ${key}`);
  }

  /** Drops every value of this kind kept for the database. */
  clear(db: Kysely<Database>): void {
    const cache = cacheOf(db);
    for (const key of [...cache.keys()]) if (key.startsWith(`${this.kind} `)) cache.delete(key);
  }

  private valueOf(kept: Kept | KeptValue | undefined): T | undefined {
    // Keys of this kind hold only values this class set.
    return kept && 'value' in kept ? (kept.value as T) : undefined;
  }
}

/** Sends kept JSON as Fastify sends a serialised object (same type, same bytes), with its ETag (or 304). */
export function sendJson(reply: FastifyReply, kept: KeptJson): FastifyReply {
  return sendKeptJson(reply.request, reply, kept);
}
