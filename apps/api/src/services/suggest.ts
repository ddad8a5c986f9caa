/**
 * Keyword suggestions for the hotel search box (GET /v1/hotels.suggest): areas and hotels found by
 * kanji, hiragana, katakana or romaji as the traveller types.
 *
 * Matching: the keyword is normalised with model/searchText.ts `normalizeForSearch` (NFKC, lower case,
 * katakana → hiragana, spaces / middle dots / hyphens / long-vowel marks removed), the same function
 * that built `area.search_text` and `hotel.search_text`, and matched as a substring with LIKE. The
 * user's `\`, `%` and `_` are escaped (they match themselves) and the pattern is a bound parameter.
 * Control characters and the hotel segment separator `|` are dropped from the keyword first.
 *
 * Ranking, best first:
 * - areas: a name, reading or romaji that starts with the keyword, then any other match; then the
 *   higher level first (地方 → 都道府県 → area → district) and the code;
 * - hotels: the hotel's own name, reading or romaji starts with the keyword (0), then another
 *   segment of its search text starts with it, e.g. its area or onsen name (1), then any substring
 *   (2); then popularity and hotelId.
 * At most {@link SUGGEST_LIMIT} of each.
 */
import type { DisplayLang } from '@tabiyori/domain';
import { sql, type Kysely } from 'kysely';
import { normalizeForSearch } from '../model/searchText';
import type { I18nText } from '../model/types';
import type { Database } from '../db/schema';
import type { AreaSuggestion, HotelSuggestion, SuggestResult } from '../schemas/suggest';

export const SUGGEST_LIMIT = 10;
/** Area candidates read before ranking (the area table holds a few hundred rows). */
const AREA_CANDIDATES = 200;

/** Escapes LIKE's wildcards and its escape character so user input matches literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** The keyword as matched against search_text ('' when nothing searchable is left). */
export function suggestKey(keyword: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = keyword.replace(/[\u0000-\u001f\u007f|]/g, '');
  return normalizeForSearch(clean);
}

interface AreaRow {
  code: string;
  level: number;
  name_ja: string;
  name_en: string;
  kana: string;
  romaji: string;
  parent_ja: string | null;
  parent_en: string | null;
}

interface HotelRow {
  hotel_id: string;
  name: I18nText;
  area_code: string;
  area_ja: string;
  area_en: string;
}

async function suggestAreas(db: Kysely<Database>, key: string, lang: DisplayLang): Promise<AreaSuggestion[]> {
  const contains = `%${escapeLike(key)}%`;
  const prefix = `${escapeLike(key)}%`;
  const { rows } = await sql<AreaRow>`
    select a.code, a.level, a.name_ja, a.name_en, a.kana, a.romaji,
           p.name_ja as parent_ja, p.name_en as parent_en
    from area a
    left join area p on p.code = case a.level
      when 2 then a.area1_code when 3 then a.area2_code when 4 then a.area3_code end
    where a.search_text like ${contains} escape '\\'
    order by (a.search_text like ${prefix} escape '\\') desc, a.level, a.code
    limit ${AREA_CANDIDATES}
  `.execute(db);
  const startsWith = (row: AreaRow) =>
    [row.name_ja, row.kana, row.name_en, row.romaji].some((text) => normalizeForSearch(text).startsWith(key));
  return rows
    .map((row, index) => ({ row, index, rank: startsWith(row) ? 0 : 1 }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, SUGGEST_LIMIT)
    .map(({ row }) => ({
      code: row.code,
      level: Number(row.level),
      name: lang === 'en' ? row.name_en : row.name_ja,
      parentName: (lang === 'en' ? row.parent_en : row.parent_ja) ?? null,
    }));
}

async function suggestHotels(
  db: Kysely<Database>,
  key: string,
  lang: DisplayLang,
): Promise<HotelSuggestion[]> {
  const escaped = escapeLike(key);
  const contains = `%${escaped}%`;
  const prefix = `${escaped}%`;
  const segment = `%|${escaped}%`;
  const { rows } = await sql<HotelRow>`
    select h.hotel_id, h.doc->'name' as name, h.area3_code as area_code,
           a.name_ja as area_ja, a.name_en as area_en
    from hotel h
    join area a on a.code = h.area3_code
    where h.search_text like ${contains} escape '\\'
    order by
      case
        when split_part(h.search_text, '|', 1) like ${prefix} escape '\\'
          or split_part(h.search_text, '|', 2) like ${prefix} escape '\\'
          or split_part(h.search_text, '|', 3) like ${prefix} escape '\\' then 0
        when h.search_text like ${segment} escape '\\' then 1
        else 2
      end,
      h.popularity desc, h.hotel_id
    limit ${SUGGEST_LIMIT}
  `.execute(db);
  return rows.map((row) => ({
    hotelId: row.hotel_id,
    name: row.name[lang] || row.name.ja,
    areaCode: row.area_code,
    areaName: lang === 'en' ? row.area_en : row.area_ja,
  }));
}

/** Suggestions for a keyword; empty lists when nothing searchable is typed. */
export async function suggest(
  db: Kysely<Database>,
  keyword: string,
  lang: DisplayLang,
): Promise<SuggestResult> {
  const key = suggestKey(keyword);
  if (key === '') return { areas: [], hotels: [] };
  const [areas, hotels] = await Promise.all([suggestAreas(db, key, lang), suggestHotels(db, key, lang)]);
  return { areas, hotels };
}
