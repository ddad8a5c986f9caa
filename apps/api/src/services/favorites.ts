/**
 * Favourites of a logged-in user (spec §1 "users can save favourites", §3 "Favorites: list per
 * language (ja, en)" and the favourite search summary, §7 /v1/favorites, §8/§9 messages and
 * maxFavoriteCount). Table `favorite` (migration 0005_accounts).
 *
 * - Kinds: 'tour' (tourId), 'hotel' (hotelId), 'search' (a saved search: `condition` is a condition
 *   query string; it is decoded with the domain's codec and stored in canonical form without
 *   `page`, so the same search saved twice is one favourite and the string reopens the search; its
 *   summary holds the spec's fields depAreaCode, arrAreaCode, goDate, isNoDate, nights, tourDays,
 *   paxPerRoom).
 * - Lists are per language ('ja' | 'en'; showID is ja). The limit maxFavoriteCount (domain config,
 *   50) counts one user's favourites of one language; adding beyond it is 409 FVE801.
 * - Adding an existing favourite is not an error: the existing one is answered (dedupe).
 * - A user's additions are serialised by locking the user's row, so two tabs adding at once cannot
 *   pass the limit.
 * - A visitor's favourites live in the browser; at log-in the web merges them (mergeFavorites):
 *   duplicates and entries that no longer exist are skipped, the limit is respected.
 */
import {
  checkHotelId,
  checkTourId,
  createDefaultCondition,
  decodeConditionQuery,
  defaultConfig,
  encodeConditionQuery,
  favoriteMessage,
  japanToday,
  toQueryString,
} from '@tabiyori/domain';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { App } from '../app';
import type { Database } from '../db/schema';
import { ApiFailure } from '../errors';
import type {
  Favorite,
  FavoriteInput,
  FavoriteKind,
  FavoriteLang,
  FavoriteRemoval,
  FavoriteSummary,
} from '../schemas/favorites';

export const MAX_FAVORITE_COUNT = defaultConfig.settings.maxFavoriteCount;
const CONDITION_MAX_LENGTH = 2000;

/** A validated favourite, ready to store. */
interface FavoriteKey {
  lang: FavoriteLang;
  kind: FavoriteKind;
  itemKey: string;
  summary: FavoriteSummary | null;
}

function invalid(message: string): never {
  throw new ApiFailure(400, 'FVE800', message);
}

export function favoriteLang(value: string | undefined): FavoriteLang {
  const v = (value ?? '').trim();
  if (v === '' || v === 'ja' || v === 'showID') return 'ja';
  if (v === 'en') return 'en';
  return invalid('lang is invalid');
}

function searchKey(condition: string): { itemKey: string; summary: FavoriteSummary } {
  const text = condition.trim().replace(/^\?/, '');
  if (text === '' || text.length > CONDITION_MAX_LENGTH) invalid('condition is invalid');
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(text);
  } catch {
    return invalid('condition is invalid');
  }
  const decoded = decodeConditionQuery(
    params,
    createDefaultCondition(defaultConfig, japanToday()),
    defaultConfig,
  );
  const query = encodeConditionQuery(decoded, defaultConfig, { omit: ['page'] });
  return {
    itemKey: toQueryString(query),
    summary: {
      depAreaCode: decoded.depAreaCode ?? null,
      arrAreaCode: decoded.arrAreaCode ?? [],
      goDate: decoded.isNoDate ? null : (decoded.goDate ?? null),
      isNoDate: decoded.isNoDate ?? true,
      nights: decoded.nights ?? null,
      tourDays: decoded.tourDays ?? null,
      paxPerRoom: decoded.paxPerRoom ?? null,
    },
  };
}

/** The stored key of an input; throws 400 FVE800 when it is malformed. */
export function favoriteKey(input: FavoriteInput, lang: FavoriteLang): FavoriteKey {
  const given = [input.tourId, input.hotelId, input.condition].filter((v) => v !== undefined).length;
  if (given !== 1) invalid('exactly one of tourId, hotelId, condition is required');
  if (input.kind === 'tour') {
    if (!checkTourId(input.tourId).ok) invalid('tourId is wrong');
    return { lang, kind: 'tour', itemKey: input.tourId as string, summary: null };
  }
  if (input.kind === 'hotel') {
    if (!checkHotelId(input.hotelId).ok) invalid('hotelId is wrong');
    return { lang, kind: 'hotel', itemKey: input.hotelId as string, summary: null };
  }
  if (input.kind === 'search') {
    if (input.condition === undefined) invalid('condition is invalid');
    return { lang, kind: 'search', ...searchKey(input.condition) };
  }
  return invalid('kind is invalid');
}

/** True when the tour or hotel exists (searches always do). */
async function itemExists(db: Kysely<Database>, key: FavoriteKey): Promise<boolean> {
  if (key.kind === 'tour') {
    return !!(await db
      .selectFrom('tour')
      .select('tour_id')
      .where('tour_id', '=', key.itemKey)
      .executeTakeFirst());
  }
  if (key.kind === 'hotel') {
    return !!(await db
      .selectFrom('hotel')
      .select('hotel_id')
      .where('hotel_id', '=', key.itemKey)
      .executeTakeFirst());
  }
  return true;
}

function baseQuery(db: Kysely<Database>) {
  return db
    .selectFrom('favorite as f')
    .leftJoin('tour as t', (j) => j.onRef('t.tour_id', '=', 'f.item_key').on('f.kind', '=', 'tour'))
    .leftJoin('hotel as h', (j) => j.onRef('h.hotel_id', '=', 'f.item_key').on('f.kind', '=', 'hotel'))
    .select([
      'f.favorite_id',
      'f.kind',
      'f.lang',
      'f.item_key',
      'f.summary',
      'f.created_at',
      sql<string | null>`coalesce(t.name_ja, h.name_ja)`.as('name'),
    ]);
}

type FavoriteRow = {
  favorite_id: number;
  kind: FavoriteKind;
  lang: FavoriteLang;
  item_key: string;
  summary: unknown;
  created_at: Date;
  name: string | null;
};

function favoriteOf(row: FavoriteRow): Favorite {
  const summary = typeof row.summary === 'string' ? JSON.parse(row.summary) : row.summary;
  return {
    favoriteId: String(row.favorite_id),
    kind: row.kind,
    lang: row.lang,
    tourId: row.kind === 'tour' ? row.item_key : null,
    hotelId: row.kind === 'hotel' ? row.item_key : null,
    condition: row.kind === 'search' ? row.item_key : null,
    summary: (summary as FavoriteSummary | null) ?? null,
    name: row.name,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function listFavorites(
  app: App,
  userId: string,
  lang: FavoriteLang,
  kind?: FavoriteKind,
): Promise<Favorite[]> {
  let query = baseQuery(app.ctx.db).where('f.user_id', '=', userId).where('f.lang', '=', lang);
  if (kind) query = query.where('f.kind', '=', kind);
  const rows = await query.orderBy('f.created_at', 'desc').orderBy('f.favorite_id', 'desc').execute();
  return rows.map((r) => favoriteOf(r as FavoriteRow));
}

async function findOne(db: Kysely<Database>, userId: string, key: FavoriteKey): Promise<Favorite | null> {
  const row = await baseQuery(db)
    .where('f.user_id', '=', userId)
    .where('f.lang', '=', key.lang)
    .where('f.kind', '=', key.kind)
    .where('f.item_key', '=', key.itemKey)
    .executeTakeFirst();
  return row ? favoriteOf(row as FavoriteRow) : null;
}

/** Locks the user's row for the transaction (serialises one user's additions). */
async function lockUser(tx: Transaction<Database>, userId: string): Promise<void> {
  const row = await tx
    .selectFrom('app_user')
    .select('id')
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new ApiFailure(401, 'ACE803', 'login required');
}

async function countFavorites(tx: Kysely<Database>, userId: string, lang: FavoriteLang): Promise<number> {
  const row = await tx
    .selectFrom('favorite')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('lang', '=', lang)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function insertFavorite(tx: Kysely<Database>, userId: string, key: FavoriteKey): Promise<void> {
  await tx
    .insertInto('favorite')
    .values({
      user_id: userId,
      lang: key.lang,
      kind: key.kind,
      item_key: key.itemKey,
      summary: key.summary === null ? null : JSON.stringify(key.summary),
    })
    .onConflict((oc) => oc.columns(['user_id', 'lang', 'kind', 'item_key']).doNothing())
    .execute();
}

function limitFailure(lang: FavoriteLang): ApiFailure {
  return new ApiFailure(409, 'FVE801', favoriteMessage('limit', lang, MAX_FAVORITE_COUNT));
}

/** Adds a favourite; answers it and whether it was new. 409 FVE801 past the limit. */
export async function addFavorite(
  app: App,
  userId: string,
  input: FavoriteInput,
): Promise<{ favorite: Favorite; created: boolean }> {
  const lang = favoriteLang(input.lang);
  const key = favoriteKey(input, lang);
  if (!(await itemExists(app.ctx.db, key))) {
    invalid(key.kind === 'tour' ? 'tourId is wrong' : 'hotelId is wrong');
  }
  return app.ctx.db.transaction().execute(async (tx) => {
    await lockUser(tx, userId);
    const existing = await findOne(tx, userId, key);
    if (existing) return { favorite: existing, created: false };
    if ((await countFavorites(tx, userId, lang)) >= MAX_FAVORITE_COUNT) throw limitFailure(lang);
    await insertFavorite(tx, userId, key);
    const favorite = await findOne(tx, userId, key);
    if (!favorite) throw new ApiFailure(500, 'FVE900', favoriteMessage('register', lang));
    return { favorite, created: true };
  });
}

/** Removes one of the user's favourites, by id or by what it names; 404 FVE901 when there is none. */
export async function removeFavorite(app: App, userId: string, input: FavoriteRemoval): Promise<void> {
  let query = app.ctx.db.deleteFrom('favorite').where('user_id', '=', userId);
  if (input.favoriteId !== undefined) {
    if (!/^[1-9][0-9]{0,15}$/.test(input.favoriteId)) invalid('favoriteId is invalid');
    query = query.where('favorite_id', '=', Number(input.favoriteId));
  } else {
    if (input.kind === undefined) invalid('favoriteId or kind is required');
    const key = favoriteKey(input as FavoriteInput, favoriteLang(input.lang));
    query = query
      .where('lang', '=', key.lang)
      .where('kind', '=', key.kind)
      .where('item_key', '=', key.itemKey);
  }
  const result = await query.executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) {
    throw new ApiFailure(404, 'FVE901', favoriteMessage('delete', favoriteLang(input.lang)));
  }
}

/**
 * Merges a visitor's favourites (kept by the browser) into the account: valid, existing, new ones
 * are added in the given order while the language's limit allows; the rest are skipped.
 */
export async function mergeFavorites(
  app: App,
  userId: string,
  items: readonly FavoriteInput[],
  defaultLang: string | undefined,
): Promise<{ added: number; skipped: number; limitReached: boolean }> {
  const keys: FavoriteKey[] = [];
  let skipped = 0;
  for (const item of items) {
    try {
      const key = favoriteKey(item, favoriteLang(item.lang ?? defaultLang));
      if (await itemExists(app.ctx.db, key)) keys.push(key);
      else skipped++;
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      skipped++;
    }
  }
  return app.ctx.db.transaction().execute(async (tx) => {
    await lockUser(tx, userId);
    let added = 0;
    let limitReached = false;
    const counts = new Map<FavoriteLang, number>();
    for (const key of keys) {
      if (await findOne(tx, userId, key)) {
        skipped++;
        continue;
      }
      const count = counts.get(key.lang) ?? (await countFavorites(tx, userId, key.lang));
      if (count >= MAX_FAVORITE_COUNT) {
        limitReached = true;
        skipped++;
        counts.set(key.lang, count);
        continue;
      }
      await insertFavorite(tx, userId, key);
      counts.set(key.lang, count + 1);
      added++;
    }
    return { added, skipped, limitReached };
  });
}
