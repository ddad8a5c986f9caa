/**
 * The hotel-side filters shared by hotel search, counts, promotions and map search: destination at
 * any area level (a search by a level matches everything below it), keywords (kana-folded, any
 * script), hotel ids and the item code (what the hotel is sold with); and kodawari, which a hotel
 * and its plan satisfy together (kodawariWhere).
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
  condition: Pick<SearchCondition, 'arrAreaCode' | 'keyword' | 'hotelIds' | 'ITEM_CD'>;
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
  for (const keyword of condition.keyword) {
    const folded = normalizeForSearch(keyword);
    if (folded) parts.push(sql`h.search_text like ${likeContains(folded)}`);
  }
  if (condition.hotelIds.length > 0) parts.push(sql`h.hotel_id = any(${[...condition.hotelIds]}::text[])`);
  if (restrictHotelIds) parts.push(sql`h.hotel_id = any(${[...restrictHotelIds]}::text[])`);
  if (condition.ITEM_CD) parts.push(sql`${condition.ITEM_CD} = any(h.item_codes)`);
  return parts.length === 0 ? sql<boolean>`true` : sql<boolean>`(${sql.join(parts, sql` and `)})`;
}

/**
 * Features a plan itself must carry (issue 16: under 【温泉・夕食付き】 a card led by a 素泊まり plan
 * was a lie): meals (朝食付き, 夕食付き, 部屋食, バイキング, 地元食材), non-smoking, 連泊 and 早期割引.
 * The hotel's list of features names them when one of its plans has them; only the plan says
 * whether the plan shown does.
 */
export const PLAN_KODAWARI: ReadonlySet<string> = new Set([
  '201',
  '202',
  '203',
  '205',
  '206',
  '301',
  '607',
  '608',
]);

/** Hotel features that hold only with a plan feature: 個室食 is served with a dinner plan. */
const HOTEL_KODAWARI_WITH_PLAN: Readonly<Record<string, string>> = { '204': '202' };

/** One feature code on hotel `h` and plan `p`. */
function featureMatch(code: string): RawBuilder<unknown> {
  if (PLAN_KODAWARI.has(code)) return sql`p.kodawari @> array[${code}]::text[]`;
  const planCode = HOTEL_KODAWARI_WITH_PLAN[code];
  if (planCode)
    return sql`(h.kodawari @> array[${code}]::text[] and p.kodawari @> array[${planCode}]::text[])`;
  return sql`(h.kodawari @> array[${code}]::text[] or p.kodawari @> array[${code}]::text[])`;
}

/**
 * Spec §3 kodawari on hotel `h` and plan `p`: every chosen feature (a parent also by one of its
 * children) held by the plan or, for hotel features, by the hotel. `true` when none is chosen.
 */
export function kodawariWhere(kodawari: readonly string[]): RawBuilder<boolean> {
  if (kodawari.length === 0) return sql<boolean>`true`;
  const groups = kodawari.map(
    (code) => sql`(${sql.join(expandKodawari([code]).map(featureMatch), sql` or `)})`,
  );
  return sql<boolean>`(${sql.join(groups, sql` and `)})`;
}

/**
 * The same rule as kodawariWhere, in memory (the search index, apps/api/src/search): whether a plan
 * with features `plan` of a hotel with features `hotel` meets every chosen feature.
 */
export function meetsKodawari(
  kodawari: readonly string[],
  hotel: readonly string[],
  plan: readonly string[],
): boolean {
  const held = (code: string): boolean => {
    if (PLAN_KODAWARI.has(code)) return plan.includes(code);
    const planCode = HOTEL_KODAWARI_WITH_PLAN[code];
    if (planCode) return hotel.includes(code) && plan.includes(planCode);
    return hotel.includes(code) || plan.includes(code);
  };
  return kodawari.every((code) => expandKodawari([code]).some(held));
}
