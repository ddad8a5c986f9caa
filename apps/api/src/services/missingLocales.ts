/**
 * Missing texts reported by browsers (spec §7 POST /locales/add/{lng}/{ns}; issue 16), kept for
 * translators. Bounded and deduplicated:
 * - a key is recorded once per language and namespace (a repeat only counts: hits, last_seen);
 * - keys that exist in the served texts are ignored (a stale page is no missing text), and so are
 *   keys that are not plain text keys (KEY_PATTERN) or longer than 200 characters;
 * - at most MAX_MISSING_KEYS rows in all: once full, new keys are ignored (known ones still count).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { MissingKeyListType, MissingKeysQueryType } from '../schemas/locales';

export const MAX_MISSING_KEYS = 5000;
export const MISSING_KEYS_PAGE_SIZE = 100;
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,200}$/;

/** Records the reported keys; answers how many were stored and ignored. */
export async function recordMissingKeys(
  db: Kysely<Database>,
  lang: string,
  ns: string,
  reported: Record<string, string>,
  known: Record<string, string>,
): Promise<{ stored: number; ignored: number }> {
  const entries = Object.entries(reported).filter(
    ([key]) => KEY_PATTERN.test(key) && !Object.hasOwn(known, key),
  );
  let stored = 0;
  for (const [key, fallback] of entries) {
    const result = await sql<{ key: string }>`
      insert into missing_locale_key (lang, ns, key, fallback)
      select ${lang}, ${ns}, ${key}, ${fallback.slice(0, 1000)}
      where exists (select 1 from missing_locale_key where lang = ${lang} and ns = ${ns} and key = ${key})
         or (select count(*) from missing_locale_key) < ${MAX_MISSING_KEYS}
      on conflict (lang, ns, key) do update set hits = missing_locale_key.hits + 1, last_seen = now()
      returning key`.execute(db);
    stored += result.rows.length;
  }
  return { stored, ignored: Object.keys(reported).length - stored };
}

/** The reported keys, most reported first, optionally of one language and namespace. */
export async function listMissingKeys(
  db: Kysely<Database>,
  query: MissingKeysQueryType,
): Promise<MissingKeyListType> {
  const page = query.page ?? 1;
  let base = db.selectFrom('missing_locale_key');
  if (query.lang) base = base.where('lang', '=', query.lang);
  if (query.ns) base = base.where('ns', '=', query.ns);
  const [rows, total] = await Promise.all([
    base
      .selectAll()
      .orderBy('hits', 'desc')
      .orderBy('lang')
      .orderBy('ns')
      .orderBy('key')
      .limit(MISSING_KEYS_PAGE_SIZE)
      .offset((page - 1) * MISSING_KEYS_PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    keys: rows.map((r) => ({
      lang: r.lang,
      ns: r.ns,
      key: r.key,
      fallback: r.fallback,
      hits: r.hits,
      firstSeen: new Date(r.first_seen).toISOString(),
      lastSeen: new Date(r.last_seen).toISOString(),
    })),
    count: Number(total.n),
    page,
    pageSize: MISSING_KEYS_PAGE_SIZE,
  };
}
