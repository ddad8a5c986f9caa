/**
 * The hotel-side filters shared by hotel search, counts, promotions and map search: destination at
 * any area level (a search by a level matches everything below it), kodawari (all must match; a
 * parent feature also matches its children), keywords (kana-folded, any script), hotel ids and the
 * item code (what the hotel is sold with).
 */
import type { SearchCondition } from '@tabiyori/domain';
import { sql, type RawBuilder } from 'kysely';
import { expandKodawari } from '../model/kodawari';
import { normalizeForSearch } from '../model/searchText';

/** The hotel column an area code filters, by the code's form (catalog README: area code schemes). */
export function areaColumn(code: string): 'area1_code' | 'area2_code' | 'area3_code' | 'area4_code' | null {
  if (/^[a-z]{2,20}$/.test(code)) return 'area1_code';
  if (/^\d{2}$/.test(code)) return 'area2_code';
  if (/^\d{4}$/.test(code)) return 'area3_code';
  if (/^\d{6}$/.test(code)) return 'area4_code';
  return null;
}

/** Escapes LIKE wildcards in user text (the pattern is still bound as a parameter). */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface HotelFilterInput {
  condition: Pick<SearchCondition, 'arrAreaCode' | 'kodawari' | 'keyword' | 'hotelIds' | 'ITEM_CD'>;
  /** Restrict to these hotels (specials); combined with condition.hotelIds. */
  restrictHotelIds?: readonly string[];
}

/** SQL conditions on the hotel table aliased `h`, AND-ed; `true` when nothing filters. */
export function hotelWhere({ condition, restrictHotelIds }: HotelFilterInput): RawBuilder<boolean> {
  const parts: RawBuilder<unknown>[] = [];
  if (condition.arrAreaCode.length > 0) {
    const byArea = condition.arrAreaCode.map((code) => {
      const column = areaColumn(code);
      return column ? sql`${sql.ref(`h.${column}`)} = ${code}` : sql`false`;
    });
    parts.push(sql`(${sql.join(byArea, sql` or `)})`);
  }
  for (const code of condition.kodawari) {
    parts.push(sql`h.kodawari && ${expandKodawari([code])}::text[]`);
  }
  for (const keyword of condition.keyword) {
    const folded = normalizeForSearch(keyword);
    if (folded) parts.push(sql`h.search_text like ${likeContains(folded)}`);
  }
  if (condition.hotelIds.length > 0) parts.push(sql`h.hotel_id = any(${[...condition.hotelIds]}::text[])`);
  if (restrictHotelIds) parts.push(sql`h.hotel_id = any(${[...restrictHotelIds]}::text[])`);
  if (condition.ITEM_CD) parts.push(sql`${condition.ITEM_CD} = any(h.item_codes)`);
  return parts.length === 0 ? sql<boolean>`true` : sql<boolean>`(${sql.join(parts, sql` and `)})`;
}
