/**
 * Optional activities (spec §1 product kind 'optional'; pax codes person1 大人, person6 子供, person9
 * 幼児 per spec §9 / domain APP_PAX_CODES): search, count and detail.
 *
 * Search (every criterion optional, all must match):
 * - arrAreaCode: a list of area codes at any level. A region or prefecture matches the activities
 *   below it; an area (area3) its own; a district (area4) the activities of its area (activities are
 *   placed at area3).
 * - date (YYYYMMDD): places left that day (optional_day.stock) for the whole party, at least 1;
 *   without a date, some day from today on has them.
 * - person1 / person6 / person9: the party. Its size must lie within the activity's minPax–maxPax,
 *   and children (person6) or infants (person9) only book activities that sell that category (a null
 *   price means "not allowed"). totalPrice = Σ price × count (domain totalPrice).
 * - keyword: words (split on spaces), each normalised like search_text (normalizeForSearch) and
 *   matched as a literal substring; category: a list of category codes.
 * - sort: recommend (catalog order: operator, product, plan), popular (largest daily capacity
 *   first), lowPrice (default, spec §3), highPrice, by the adult (person1) price; page and ipg.
 */
import {
  addDays,
  APP_PAX_CODES,
  paxCategoryOf,
  paxSlotLabel,
  totalPrice,
  type DisplayLang,
  type SearchSort,
} from '@tabiyori/domain';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { normalizeForSearch } from '../model/searchText';
import type { I18nText, OptionalActivity } from '../model/types';
import type { Database } from '../db/schema';
import { escapeLike } from './suggest';
import type { OptionalCard, OptionalDetail, OptionalPaxCode } from '../schemas/optionals';

export type OptionalParty = Record<OptionalPaxCode, number>;

export interface OptionalSearch {
  lang: DisplayLang;
  areaCodes: string[];
  /** YYYYMMDD. */
  date?: string;
  party?: OptionalParty;
  keywords: string[];
  categories: string[];
  sort: SearchSort;
  page: number;
  ipg: number;
  /** Japan's today, YYYYMMDD. */
  today: string;
}

export const DETAIL_STOCK_DAYS = 60;
export const OPTIONAL_ID_PATTERN = /^[0-9A-Za-z]{1,16}-[0-9A-Za-z]{1,16}-[0-9A-Za-z]{1,16}$/;

const isoDate = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;
const ymdOf = (iso: string) => iso.replaceAll('-', '');
const pick = (value: I18nText | undefined, lang: DisplayLang) => (value ? value[lang] || value.ja : '');

export function partySize(party: OptionalParty | undefined): number {
  return party ? party.person1 + party.person6 + party.person9 : 0;
}

/** Spec §9 total: Σ price × pax over the categories; null when the party books a category not sold. */
export function optionalTotal(
  prices: OptionalActivity['prices'],
  party: OptionalParty | undefined,
): number | null {
  if (!party || partySize(party) === 0) return null;
  if ((party.person6 > 0 && prices.person6 === null) || (party.person9 > 0 && prices.person9 === null))
    return null;
  return totalPrice({
    adult: { price: prices.person1, pax: party.person1 },
    child: { price: prices.person6 ?? 0, pax: party.person6 },
    infant: { price: prices.person9 ?? 0, pax: party.person9 },
  });
}

/** Keywords as matched: split on spaces, normalised, empty ones dropped. */
export function optionalKeywords(raw: string | undefined): string[] {
  if (!raw) return [];
  return raw
    .split(/[\s\u3000]+/)
    .map((word) => normalizeForSearch(word.replace(/[\p{Cc}]/gu, '')))
    .filter((word) => word !== '');
}

interface Row {
  doc: OptionalActivity;
  area_ja: string;
  area_en: string;
  stock: number | null;
}

function card(row: Row, search: Pick<OptionalSearch, 'lang' | 'party'>): OptionalCard {
  const o = row.doc;
  const { lang } = search;
  return {
    optionalId: o.optionalId,
    optionalGroupId: o.optionalGroupId,
    landCode: o.landCode,
    landMaterialCode: o.landMaterialCode,
    landPlanCode: o.landPlanCode,
    categoryCode: o.categoryCode,
    name: pick(o.name, lang),
    planName: pick(o.planName, lang),
    description: pick(o.description, lang),
    area2Code: o.area2Code,
    area3Code: o.area3Code,
    areaName: lang === 'en' ? row.area_en : row.area_ja,
    prices: { person1: o.prices.person1, person6: o.prices.person6, person9: o.prices.person9 },
    totalPrice: optionalTotal(o.prices, search.party),
    durationMinutes: o.durationMinutes,
    startTimes: o.startTimes,
    meetingPoint: pick(o.meetingPoint, lang),
    minPax: o.minPax,
    maxPax: o.maxPax,
    image: o.images[0]?.path ?? null,
    stock: row.stock === null ? null : Number(row.stock),
  };
}

const ORDER_BY: Record<SearchSort, RawBuilder<unknown>> = {
  recommend: sql`o.optional_id`,
  popular: sql`o.capacity_per_day desc, o.optional_id`,
  lowPrice: sql`o.price_person1, o.optional_id`,
  highPrice: sql`o.price_person1 desc, o.optional_id`,
};

/** FROM … WHERE … of a search, and the stock column it provides. */
function searchSql(search: OptionalSearch): { from: RawBuilder<unknown>; stock: RawBuilder<unknown> } {
  const where: RawBuilder<unknown>[] = [sql`true`];
  if (search.areaCodes.length > 0) {
    const codes = search.areaCodes.map((code) => (/^\d{6}$/.test(code) ? code.slice(0, 4) : code));
    const list = sql.join(codes);
    where.push(sql`(a.area1_code in (${list}) or a.area2_code in (${list}) or a.area3_code in (${list}))`);
  }
  if (search.categories.length > 0) where.push(sql`o.category_code in (${sql.join(search.categories)})`);
  for (const word of search.keywords) {
    where.push(sql`o.search_text like ${`%${escapeLike(word)}%`} escape '\\'`);
  }
  const size = partySize(search.party);
  if (search.party && size > 0) {
    where.push(sql`(o.doc->>'minPax')::int <= ${size} and (o.doc->>'maxPax')::int >= ${size}`);
    if (search.party.person6 > 0) where.push(sql`o.doc->'prices'->>'person6' is not null`);
    if (search.party.person9 > 0) where.push(sql`o.doc->'prices'->>'person9' is not null`);
  }
  const need = Math.max(1, size);
  if (search.date) {
    return {
      from: sql`from optional_activity o
        join area a on a.code = o.area3_code
        join optional_day d on d.optional_id = o.optional_id and d.use_date = ${isoDate(search.date)}
        where d.stock >= ${need} and ${sql.join(where, sql` and `)}`,
      stock: sql`d.stock`,
    };
  }
  where.push(sql`exists (select 1 from optional_day d where d.optional_id = o.optional_id
    and d.use_date >= ${isoDate(search.today)} and d.stock >= ${need})`);
  return {
    from: sql`from optional_activity o join area a on a.code = o.area3_code where ${sql.join(where, sql` and `)}`,
    stock: sql`null::int`,
  };
}

export async function searchOptionals(db: Kysely<Database>, search: OptionalSearch): Promise<OptionalCard[]> {
  const { from, stock } = searchSql(search);
  const { rows } = await sql<Row>`
    select o.doc, a.name_ja as area_ja, a.name_en as area_en, ${stock} as stock
    ${from}
    order by ${ORDER_BY[search.sort]}
    limit ${search.ipg} offset ${(search.page - 1) * search.ipg}
  `.execute(db);
  return rows.map((row) => card(row, search));
}

export async function countOptionals(db: Kysely<Database>, search: OptionalSearch): Promise<number> {
  const { from } = searchSql(search);
  const { rows } = await sql<{ n: number }>`select count(*)::int as n ${from}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** The detail of one activity, or null when the id names nothing. */
export async function findOptional(
  db: Kysely<Database>,
  optionalId: string,
  lang: DisplayLang,
  today: string,
): Promise<OptionalDetail | null> {
  const { rows } = await sql<Row>`
    select o.doc, a.name_ja as area_ja, a.name_en as area_en, null::int as stock
    from optional_activity o join area a on a.code = o.area3_code
    where o.optional_id = ${optionalId}
  `.execute(db);
  const row = rows[0];
  if (!row) return null;
  const days = await db
    .selectFrom('optional_day')
    .select(['use_date', 'stock'])
    .where('optional_id', '=', optionalId)
    .where('use_date', '>=', isoDate(today))
    .where('use_date', '<=', isoDate(addDays(today, DETAIL_STOCK_DAYS - 1)))
    .orderBy('use_date')
    .execute();
  const o = row.doc;
  return {
    ...card(row, { lang, party: undefined }),
    images: o.images.map((image) => ({ path: image.path, alt: pick(image.alt, lang) })),
    paxPrices: APP_PAX_CODES.optional.map((code) => ({
      paxType: code as OptionalPaxCode,
      category: paxCategoryOf('optional', code) ?? '',
      label: paxSlotLabel('optional', code, lang) ?? code,
      price: o.prices[code as OptionalPaxCode],
    })),
    stocks: days.map((d) => ({ date: ymdOf(d.use_date), stock: d.stock })),
  };
}
