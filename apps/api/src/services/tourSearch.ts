/**
 * Tour search (GET /v1/tours, /v1/tours.count): the spec §3 search condition over the tour table,
 * with prices for a departure date (tour_day) or, without a date (isNoDate), the lowest bookable
 * price of the sale window from today.
 *
 * Readings of the spec (also in the route's OpenAPI descriptions):
 * - approachType filters only when the query gives it (the condition's default 'air' would hide every
 *   other tour): air → air; train → JR shinkansen and limited express (train, extrain); 00 / 01 →
 *   the generic types. depAirport / depStation / depGenericStation match the tour's lists;
 *   depGenericStationApproach narrows a generic station to tours of that approach type.
 * - arrAreaCode: any level; a district (area4, 6 digits) matches its area (its first 4 digits).
 * - kodawari: every code must match; a parent code (101 温泉) is matched by itself or a child
 *   (102, 108), as the catalog's specials match.
 * - keyword: every keyword, normalised like the stored search text (model/searchText.ts normalizeForSearch), is a
 *   substring of the tour's search text (names, catch copy, keywords).
 * - minPrice / maxPrice bound priceFrom (per adult, tax included, at the party's people per room).
 * - nights and tourDays filter only when given (the condition has defaults for them).
 * - The party (adultPax, childPax using a bed, roomCount, else paxPerRoom: domain
 *   conditionPaxPerRoom) sets the people per room of the prices (issue 16: 「3名1室」 for three). With a
 *   date a list at other than 2 per room is priced, filtered, sorted and paged here from the stored
 *   2-per-room prices (tourPrice.ts priceAtOccupancy); a tour not sold for that occupancy drops out.
 *   Without a date the window figures exist at 2 per room only: the list stays at 2 per room and
 *   names paxPerRoom in its notApplied answer (tourNotApplied).
 * - defaultPlanMeal (meal type codes): tours whose default plan has that meal (breakfast / dinner
 *   flags of the meal type; the tour's 201 / 202 kodawari say what its default plan serves).
 *   defaultPlanIds: tours whose default lodging includes one of the plans. defaultHotelIds /
 *   hotelIds: tours whose default / selectable hotels include one of them.
 * - allTours=1 lists tours without a bookable departure too, after the bookable ones (an unsold
 *   day shows priceFrom 0, a sold-out day stock 0; without a date both are 0).
 * - Hotel-only conditions (meal, roomType, GroupID, groupCode, ITEM_CD, planGroupKeyword,
 *   notExcludeKodawari, includeTypeCode) do not apply to tours.
 *
 * Speed (issue 15): once the process's search index is built, the tours and their departure days
 * are read from it (search/tourIndex.ts: the same conditions, order and figures, proven by
 * tourIndex.oracle.test.ts against the SQL below, which stays the path until then).
 * SQL: filters use indexed columns (dep_area_code, GIN arr_codes / dep_* / kodawari). With a
 * date, the day's row is joined by (dep_date, tour_id) and SQL sorts and pages. Without a date the
 * per-tour figures (lowest and highest price, stock of the sale window) come from the index's
 * departure days (TourIndex.windowFigures); on the SQL path from a per-process summary refreshed at
 * most once a minute (tourPrice.ts windowSummaries), so the query reads the tour table only.
 */
import {
  addDays,
  carrierGroupOf,
  carrierGroupOfList,
  conditionPaxPerRoom,
  defaultConfig,
  tourTypeLabel,
  type DisplayLang,
} from '@tabiyori/domain';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { expandKodawari } from '../model/kodawari';
import { normalizeForSearch } from '../model/searchText';
import type { Database } from '../db/schema';
import { DocCache } from './docCache';
import { dayNumber, readyHotelIndex, readyTourIndex } from '../search/searchIndex';
import type { HotelIndex } from '../search/hotelIndex';
import {
  datedTours,
  indexDateEntries,
  sameDay,
  tourPredicate,
  tourScore,
  type TourDay,
  type TourEntry,
  type TourIndex,
} from '../search/tourIndex';
import type {
  DefaultYadoPlanView,
  TourListItem,
  TourListQuery,
  TourSummary,
  TransportationView,
} from '../schemas/tours';
import { givenQueryFields, type SearchParams } from './searchParams';
import {
  dbCache,
  loadedNightPrice,
  loadPlanPrices,
  priceWithNights,
  sqlDate,
  stayDateSpan,
  textArray,
  TOUR_BASE_PAX_PER_ROOM,
  tourPriceModel,
  loadWindowSummaries,
  saleWindowEnd,
  windowSummaries,
  type NightPrice,
  type TourPriceModel,
  type WindowFigures,
} from './tourPrice';

/* ------------------------------------------------------------------ reference names */

export interface I18n {
  ja: string;
  en: string;
}

export interface TourReference {
  departureAreas: Map<string, I18n>;
  areas: Map<string, I18n>;
  tourTypes: Map<string, I18n>;
  mealTypes: { code: string; name: I18n; breakfast: boolean; dinner: boolean }[];
  airports: Map<string, I18n>;
  stations: Map<string, I18n>;
  genericStations: Map<string, I18n>;
  approachTypes: Map<string, I18n>;
}

export function i18n(value: unknown): I18n {
  const v = (value ?? {}) as { ja?: unknown; en?: unknown };
  const ja = typeof v.ja === 'string' ? v.ja : '';
  return { ja, en: typeof v.en === 'string' ? v.en : ja };
}

function nameMap(list: unknown): Map<string, I18n> {
  const map = new Map<string, I18n>();
  if (Array.isArray(list)) {
    for (const item of list as { code?: unknown; name?: unknown }[]) {
      if (typeof item.code === 'string') map.set(item.code, i18n(item.name));
    }
  }
  return map;
}

async function loadTourReference(db: Kysely<Database>): Promise<TourReference> {
  const keys = [
    'departureAreas',
    'tourTypes',
    'mealTypes',
    'airports',
    'stations',
    'genericStations',
    'approachTypes',
  ];
  const [docs, areas] = await Promise.all([
    db.selectFrom('reference_data').select(['key', 'doc']).where('key', 'in', keys).execute(),
    db.selectFrom('area').select(['code', 'name_ja', 'name_en']).execute(),
  ]);
  const doc = (key: string): unknown => docs.find((d) => d.key === key)?.doc;
  const meals = doc('mealTypes');
  return {
    departureAreas: nameMap(doc('departureAreas')),
    areas: new Map(areas.map((a) => [a.code, { ja: a.name_ja, en: a.name_en }])),
    tourTypes: nameMap(doc('tourTypes')),
    mealTypes: Array.isArray(meals)
      ? (meals as { code?: unknown; name?: unknown; breakfast?: unknown; dinner?: unknown }[])
          .filter((m): m is { code: string } => typeof m.code === 'string')
          .map((m) => {
            const meal = m as { code: string; name?: unknown; breakfast?: unknown; dinner?: unknown };
            return {
              code: meal.code,
              name: i18n(meal.name),
              breakfast: meal.breakfast === true,
              dinner: meal.dinner === true,
            };
          })
      : [],
    airports: nameMap(doc('airports')),
    stations: nameMap(doc('stations')),
    genericStations: nameMap(doc('genericStations')),
    approachTypes: nameMap(doc('approachTypes')),
  };
}

/** Names of the reference data the tour answers show (cached per database for 5 minutes). */
export const tourReference = dbCache(300_000, (db) => loadTourReference(db));

/* ------------------------------------------------------------------ the filter */

export type TourSort = 'recommend' | 'popular' | 'lowPrice' | 'highPrice';

export interface TourFilter {
  /** Contradictory conditions (a generic station of another approach type, unknown meal codes). */
  matchNothing: boolean;
  /** Tour approach types matched (empty: any). */
  approachTypes: string[];
  depAreaCode?: string;
  depAirport?: string;
  depStation?: string;
  depGenericStation?: string;
  /** Arrival codes as stored in tour.arr_codes (region slug, prefecture, area3). */
  arrCodes: string[];
  /** Departure date `YYYYMMDD`; undefined: no date (isNoDate). */
  goDate?: string;
  today: string;
  tourDays?: number;
  nights?: number;
  /** Each group: at least one code of the group (a kodawari code or its children). */
  kodawari: string[][];
  /** Normalised keywords, each a substring of search_text. */
  keywords: string[];
  tourType?: string;
  tourIds: string[];
  hotelIds: string[];
  defaultHotelIds: string[];
  defaultPlanIds: string[];
  /** defaultPlanMeal as kodawari patterns: [has breakfast, has dinner] per allowed meal type. */
  mealPatterns: { breakfast: boolean; dinner: boolean }[];
  minPrice?: number;
  maxPrice?: number;
  /** People per room of the party (domain conditionPaxPerRoom): the occupancy of the prices. */
  paxPerRoom: number;
  allTours: boolean;
  sort: TourSort;
  page: number;
  ipg: number;
}

const BREAKFAST_KODAWARI = '201';
const DINNER_KODAWARI = '202';

const given = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

function splitList(value: string | undefined, delimiter: string, max = 200): string[] {
  if (!given(value)) return [];
  return [
    ...new Set(
      value
        .split(delimiter)
        .map((v) => v.trim())
        .filter((v) => v !== ''),
    ),
  ].slice(0, max);
}

/** Arrival codes as stored: a district (6 digits) is searched by its area (first 4 digits). */
export function arrivalCodes(codes: readonly string[]): string[] {
  return [...new Set(codes.map((c) => (/^\d{6}$/.test(c) ? c.slice(0, 4) : c)))];
}

/** The tour filter of a checked search (parseSearchParams) and its raw query. */
export function tourFilterFrom(
  params: SearchParams,
  query: TourListQuery,
  reference: Pick<TourReference, 'mealTypes'>,
): TourFilter {
  const c = params.condition;
  const { delimiters } = defaultConfig.consts;
  let matchNothing = false;
  let approachTypes: string[] = [];
  if (given(query.approachType)) {
    approachTypes = c.approachType === 'train' ? ['train', 'extrain'] : [c.approachType];
  }
  const genericApproach = c.depGenericStation !== undefined ? c.depGenericStationApproach : undefined;
  if (genericApproach !== undefined) {
    if (approachTypes.length > 0 && !approachTypes.includes(genericApproach)) matchNothing = true;
    approachTypes = [genericApproach];
  }
  const mealCodes = splitList(query.defaultPlanMeal, delimiters.mealTypes, 20);
  const mealPatterns = mealCodes.flatMap((code) => {
    const meal = reference.mealTypes.find((m) => m.code === code);
    return meal ? [{ breakfast: meal.breakfast, dinner: meal.dinner }] : [];
  });
  // Only unknown meal codes: nothing matches (rather than the filter being dropped).
  if (mealCodes.length > 0 && mealPatterns.length === 0) matchNothing = true;
  return {
    matchNothing,
    approachTypes,
    depAreaCode: c.depAreaCode,
    depAirport: c.depAirport,
    depStation: c.depStation,
    depGenericStation: c.depGenericStation,
    arrCodes: arrivalCodes(c.arrAreaCode.slice(0, 100)),
    goDate: params.goDate,
    today: params.today,
    tourDays: query.tourDays !== undefined ? c.tourDays : undefined,
    nights: query.nights !== undefined ? c.nights : undefined,
    kodawari: c.kodawari.slice(0, 50).map((code) => expandKodawari([code])),
    keywords: c.keyword
      .slice(0, 20)
      .map((k) => normalizeForSearch(k))
      .filter((k) => k !== ''),
    tourType: c.tourType,
    tourIds: c.tourIds.slice(0, 500),
    hotelIds: c.hotelIds.slice(0, 500),
    defaultHotelIds: c.defaultHotelIds.slice(0, 500),
    defaultPlanIds: splitList(query.defaultPlanIds, delimiters.planIds, 500),
    mealPatterns,
    minPrice: c.minPrice,
    maxPrice: c.maxPrice,
    paxPerRoom: conditionPaxPerRoom(c),
    allTours: query.allTours === '1' || query.allTours === 'true',
    sort: c.sort,
    page: params.page,
    ipg: params.ipg,
  };
}

/** The WHERE conditions of a filter over `tour t` (prices excluded). Every value is bound. */
function tourConditions(f: TourFilter): RawBuilder<unknown>[] {
  const w: RawBuilder<unknown>[] = [];
  if (f.matchNothing) w.push(sql`false`);
  if (f.approachTypes.length > 0) w.push(sql`t.approach_type = any(${textArray(f.approachTypes)})`);
  if (f.depAreaCode !== undefined) w.push(sql`t.dep_area_code = ${f.depAreaCode}`);
  if (f.depAirport !== undefined) w.push(sql`t.dep_airports @> ${textArray([f.depAirport])}`);
  if (f.depStation !== undefined) w.push(sql`t.dep_stations @> ${textArray([f.depStation])}`);
  if (f.depGenericStation !== undefined)
    w.push(sql`t.dep_generic_stations @> ${textArray([f.depGenericStation])}`);
  if (f.arrCodes.length > 0) w.push(sql`t.arr_codes && ${textArray(f.arrCodes)}`);
  if (f.tourDays !== undefined) w.push(sql`t.travel_days = ${f.tourDays}`);
  if (f.nights !== undefined) w.push(sql`t.nights = ${f.nights}`);
  const single = f.kodawari.filter((g) => g.length === 1).map((g) => g[0] as string);
  if (single.length > 0) w.push(sql`t.kodawari @> ${textArray(single)}`);
  for (const group of f.kodawari.filter((g) => g.length > 1)) w.push(sql`t.kodawari && ${textArray(group)}`);
  for (const keyword of f.keywords) w.push(sql`strpos(t.search_text, ${keyword}) > 0`);
  if (f.tourType !== undefined) w.push(sql`t.tour_type = ${f.tourType}`);
  if (f.tourIds.length > 0) w.push(sql`t.tour_id = any(${textArray(f.tourIds)})`);
  if (f.hotelIds.length > 0) w.push(sql`t.hotel_ids && ${textArray(f.hotelIds)}`);
  if (f.defaultHotelIds.length > 0) {
    w.push(sql`t.hotel_ids && ${textArray(f.defaultHotelIds)}`);
    w.push(
      sql`(${sql.join(
        f.defaultHotelIds.map(
          (id) =>
            sql`t.doc->'defaultYadoPlans' @> jsonb_build_array(jsonb_build_object('hotelId', ${id}::text))`,
        ),
        sql` or `,
      )})`,
    );
  }
  if (f.defaultPlanIds.length > 0) {
    w.push(sql`t.hotel_ids && ${textArray(f.defaultPlanIds.map((p) => p.replace(/P.*$/, '')))}`);
    w.push(
      sql`(${sql.join(
        f.defaultPlanIds.map(
          (id) =>
            sql`t.doc->'defaultYadoPlans' @> jsonb_build_array(jsonb_build_object('planIds', jsonb_build_array(${id}::text)))`,
        ),
        sql` or `,
      )})`,
    );
  }
  if (f.mealPatterns.length > 0) {
    const patterns = f.mealPatterns.map((p) => {
      const has = (code: string, wanted: boolean) =>
        wanted ? sql`t.kodawari @> ${textArray([code])}` : sql`not (t.kodawari @> ${textArray([code])})`;
      return sql`(t.nights > 0 and ${has(BREAKFAST_KODAWARI, p.breakfast)} and ${has(DINNER_KODAWARI, p.dinner)})`;
    });
    w.push(sql`(${sql.join(patterns, sql` or `)})`);
  }
  return w;
}

const whereOf = (conditions: RawBuilder<unknown>[]) =>
  conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);

/* ------------------------------------------------------------------ search */

/** Condition fields of hotel searches only: a tour list names them when given (never silently ignored). */
export const HOTEL_ONLY_FIELDS = [
  'meal',
  'roomType',
  'GroupID',
  'groupCode',
  'ITEM_CD',
  'planGroupKeyword',
  'notExcludeKodawari',
  'planIds',
] as const satisfies readonly (keyof TourListQuery)[];

/**
 * The fields of a tour query the list does not apply (issue 16): hotel-only fields, and the party's
 * people per room on an undated list (its prices are at 2 per room: listPaxPerRoom).
 */
export function tourNotApplied(query: TourListQuery, f: TourFilter): string[] {
  const out = givenQueryFields(query, HOTEL_ONLY_FIELDS);
  if (listPaxPerRoom(f) !== f.paxPerRoom) out.push('paxPerRoom');
  return out;
}

export interface PageEntry {
  tourId: string;
  priceFrom: number;
  priceTo: number;
  stock: number;
}

/** The day's price when bookable, else null (allTours lists unbookable days last). */
const BOOKABLE_PRICE = sql`case when d.price_from > 0 and d.stock > 0 then d.price_from end`;

function dateOrder(sort: TourSort) {
  switch (sort) {
    case 'recommend':
      return sql`t.recommend_score desc, t.tour_id`;
    case 'popular':
      return sql`t.popularity desc, t.tour_id`;
    case 'highPrice':
      return sql`${BOOKABLE_PRICE} desc nulls last, t.tour_id`;
    default:
      return sql`${BOOKABLE_PRICE} asc nulls last, t.tour_id`;
  }
}

/** With a date: the day's row joined by (dep_date, tour_id); bookable unless allTours. */
function dateQueryParts(f: TourFilter) {
  const goDate = sqlDate(f.goDate as string);
  const conditions = tourConditions(f);
  if (!f.allTours) conditions.push(sql`d.stock > 0 and d.price_from > 0`);
  if (f.minPrice !== undefined) conditions.push(sql`d.price_from >= ${f.minPrice}`);
  if (f.maxPrice !== undefined) conditions.push(sql`d.price_from <= ${f.maxPrice}`);
  const join = f.allTours
    ? sql`left join tour_day d on d.tour_id = t.tour_id and d.dep_date = ${goDate}`
    : sql`join tour_day d on d.tour_id = t.tour_id and d.dep_date = ${goDate}`;
  return { join, where: whereOf(conditions) };
}

interface Candidate {
  tour_id: string;
  /** recommend_score or popularity (the sort's column), 0 for price sorts. */
  score: number;
  figures?: WindowFigures;
}

/**
 * Without a date: the filter's tours with their window figures (the bookable departures from today
 * to the sale window's end): from the index (TourIndex.windowFigures, exact), else from the
 * per-process summary (windowSummaries, at most a minute old; read afresh when `fresh`), filtered by
 * price and sorted as the SQL would.
 */
async function noDateEntries(
  db: Kysely<Database>,
  f: TourFilter,
  index: TourIndex | null,
  fresh = false,
): Promise<Candidate[]> {
  let candidates: Candidate[];
  if (index) {
    const first = dayNumber(f.today);
    const last = dayNumber(saleWindowEnd(f.today));
    candidates = index.matching(f).map((t) => {
      const figures = index.windowFigures(t, first, last);
      return { tour_id: t.tourId, score: tourScore(t, f.sort), ...(figures ? { figures } : {}) };
    });
  } else {
    const score =
      f.sort === 'recommend' ? sql`t.recommend_score` : f.sort === 'popular' ? sql`t.popularity` : sql`0`;
    const [rows, summaries] = await Promise.all([
      sql<Candidate>`select t.tour_id, ${score} as score from tour t where ${whereOf(tourConditions(f))}`
        .execute(db)
        .then((r) => r.rows),
      fresh ? loadWindowSummaries(db, f.today) : windowSummaries(db, f.today),
    ]);
    candidates = rows.map((c) => {
      const figures = summaries.get(c.tour_id);
      return figures ? { ...c, figures } : c;
    });
  }
  const entries: Candidate[] = [];
  const bounded = f.minPrice !== undefined || f.maxPrice !== undefined;
  for (const c of candidates) {
    const figures = c.figures;
    if (figures === undefined) {
      if (f.allTours && !bounded) entries.push(c);
      continue;
    }
    if (f.minPrice !== undefined && figures.priceFrom < f.minPrice) continue;
    if (f.maxPrice !== undefined && figures.priceFrom > f.maxPrice) continue;
    entries.push(c);
  }
  const byId = (a: Candidate, b: Candidate) => (a.tour_id < b.tour_id ? -1 : a.tour_id > b.tour_id ? 1 : 0);
  const unpriced = Number.POSITIVE_INFINITY;
  const low = (c: Candidate) => c.figures?.priceFrom ?? unpriced;
  const high = (c: Candidate) => (c.figures ? -c.figures.priceFrom : unpriced);
  switch (f.sort) {
    case 'recommend':
    case 'popular':
      entries.sort((a, b) => b.score - a.score || byId(a, b));
      break;
    case 'highPrice':
      entries.sort((a, b) => high(a) - high(b) || byId(a, b));
      break;
    default:
      entries.sort((a, b) => low(a) - low(b) || byId(a, b));
  }
  return entries;
}

/** The people per room of a list's prices: the party's with a date, else the stored 2 per room. */
export function listPaxPerRoom(f: Pick<TourFilter, 'goDate' | 'paxPerRoom'>): number {
  return f.goDate !== undefined ? f.paxPerRoom : TOUR_BASE_PAX_PER_ROOM;
}

interface OccupancyRow {
  tour_id: string;
  price_from: number | null;
  price_to: number | null;
  stock: number | null;
  score: number;
  model: TourPriceModel;
}

/**
 * With a date, at other than 2 people per room: every tour of the filter on that day (price bounds
 * aside), priced at the occupancy from its stored 2-per-room price and its default plans' prices
 * (priceAtOccupancy), then bounded and sorted as dateOrder sorts.
 */
async function occupancyRows(
  db: Kysely<Database>,
  f: TourFilter,
  index: TourIndex | null,
): Promise<OccupancyRow[]> {
  if (index) {
    return datedTours(index, f, false).map(({ tour, day }) => ({
      tour_id: tour.tourId,
      price_from: day?.priceFrom ?? null,
      price_to: day?.priceTo ?? null,
      stock: day?.stock ?? null,
      score: tourScore(tour, f.sort),
      model: tour.priceModel,
    }));
  }
  const { join, where } = dateQueryParts({ ...f, minPrice: undefined, maxPrice: undefined });
  const score =
    f.sort === 'recommend' ? sql`t.recommend_score` : f.sort === 'popular' ? sql`t.popularity` : sql`0`;
  const rows = await sql<Omit<OccupancyRow, 'model'> & { yado: unknown; pricing: unknown }>`
      select t.tour_id, d.price_from, d.price_to, d.stock, ${score} as score,
        t.doc->'defaultYadoPlans' as yado, t.doc->'pricing' as pricing
      from tour t ${join}
      where ${where}`.execute(db);
  return rows.rows.map(({ yado, pricing, ...row }) => ({
    ...row,
    model: tourPriceModel({ defaultYadoPlans: yado, pricing }),
  }));
}

/**
 * The default plans' night prices of departures on goDate from the hotel index (exact: kept by the
 * change feed), straight from its typed arrays; the nights it does not hold (outside a plan's sale
 * period) read from the database once for all.
 */
async function indexedNightPrice(
  db: Kysely<Database>,
  index: HotelIndex,
  models: readonly TourPriceModel[],
  goDate: string,
): Promise<NightPrice> {
  const first = dayNumber(goDate);
  const unheld = new Set<string>();
  let last = 0;
  for (const model of models) {
    for (const stay of model.stays) {
      for (let n = stay.relativeDate; n < stay.relativeDate + stay.nights; n++) {
        for (const planId of stay.planIds) {
          if (index.planNightPrice(planId, first + n, 1) !== undefined) continue;
          unheld.add(planId);
          last = Math.max(last, n);
        }
      }
    }
  }
  const loaded =
    unheld.size === 0
      ? null
      : loadedNightPrice(await loadPlanPrices(db, [...unheld], goDate, addDays(goDate, last)), goDate);
  return (planId, night, k) => {
    const price = index.planNightPrice(planId, first + night, k);
    if (price === undefined) return loaded ? loaded(planId, night, k) : null;
    return price > 0 ? price : null;
  };
}

/** The default plans' night prices of departures on goDate read from the database (the SQL path). */
async function loadedNightPrices(
  db: Kysely<Database>,
  models: readonly TourPriceModel[],
  goDate: string,
): Promise<NightPrice> {
  let from = '99991231';
  let to = '00010101';
  for (const model of models) {
    const span = stayDateSpan(model, goDate, goDate);
    if (span.from < from) from = span.from;
    if (span.to > to) to = span.to;
  }
  const planIds = models.flatMap((m) => m.stays.flatMap((stay) => stay.planIds));
  return loadedNightPrice(await loadPlanPrices(db, planIds, from, to), goDate);
}

async function occupancyDateEntries(
  db: Kysely<Database>,
  f: TourFilter,
  index: TourIndex | null,
): Promise<PageEntry[]> {
  const goDate = f.goDate as string;
  const rows = await occupancyRows(db, f, index);
  const models = rows.filter((r) => r.price_from !== null).map((r) => r.model);
  const hotels = index ? readyHotelIndex(db) : null;
  const nightPrice = hotels
    ? await indexedNightPrice(db, hotels, models, goDate)
    : await loadedNightPrices(db, models, goDate);
  const entries: (PageEntry & { score: number; bookable: boolean })[] = [];
  for (const row of rows) {
    const price =
      row.price_from === null
        ? null
        : priceWithNights(
            row.model,
            nightPrice,
            { priceFrom: row.price_from, priceTo: row.price_to ?? 0 },
            f.paxPerRoom,
          );
    const stock = row.stock ?? 0;
    if (price === null && !f.allTours) continue;
    if (f.minPrice !== undefined && (price === null || price.priceFrom < f.minPrice)) continue;
    if (f.maxPrice !== undefined && (price === null || price.priceFrom > f.maxPrice)) continue;
    entries.push({
      tourId: row.tour_id,
      priceFrom: price?.priceFrom ?? 0,
      priceTo: price?.priceTo ?? 0,
      stock,
      score: row.score,
      bookable: price !== null && stock > 0,
    });
  }
  const byId = (a: PageEntry, b: PageEntry) => (a.tourId < b.tourId ? -1 : a.tourId > b.tourId ? 1 : 0);
  const unbookableLast = (a: { bookable: boolean }, b: { bookable: boolean }) =>
    Number(!a.bookable) - Number(!b.bookable);
  entries.sort((a, b) => {
    switch (f.sort) {
      case 'recommend':
      case 'popular':
        return b.score - a.score || byId(a, b);
      case 'highPrice':
        return unbookableLast(a, b) || (a.bookable ? b.priceFrom - a.priceFrom : 0) || byId(a, b);
      default:
        return unbookableLast(a, b) || (a.bookable ? a.priceFrom - b.priceFrom : 0) || byId(a, b);
    }
  });
  return entries.map(({ tourId, priceFrom, priceTo, stock }) => ({ tourId, priceFrom, priceTo, stock }));
}

/** Where a search reads its tours: the process's index when ready (useIndex: false forces SQL). */
export interface TourSearchOptions {
  useIndex?: boolean;
}

const indexOf = (db: Kysely<Database>, options: TourSearchOptions) =>
  options.useIndex === false ? null : readyTourIndex(db);

/**
 * The check to keep with a tour list answer (search/keptBodies.ts; the rule is in search/README.md).
 * Called before the answer is made, it notes where the indexes are; given the answer's filter and
 * page it answers a check that is true while the answer stays what a fresh one would be:
 * - no tour row changed (texts, ranking, lodging: rare operator edits) and the indexes are the same;
 * - a list at other than 2 per room with a date (it prices the default plans' nights): no hotel, plan
 *   or plan price changed (room nights, hotel bookings, never count: no tour list reads them);
 * - each departure day changed since: not of a tour the filter keeps, or not a day the list reads
 *   (a dated list its date, an undated one its sale window), or its tour is not on the page and
 *   stays out of it or in it at the same place (tourPlace: the same side of the list's conditions and
 *   the same sort key), and for a tour on the page the figures it shows are the same.
 * Null without ready indexes.
 */
export function tourListUnchanged(
  db: Kysely<Database>,
): ((f: TourFilter, page: readonly PageEntry[]) => () => boolean) | null {
  const tours = readyTourIndex(db);
  const hotels = readyHotelIndex(db);
  if (!tours || !hotels) return null;
  const rowStamp = tours.rowChanges;
  const hotelStamp = hotels.itemStamp();
  const daysFrom = tours.dayChangeCount;
  return (f, page) => {
    const readsHotels = f.goDate !== undefined && f.paxPerRoom !== TOUR_BASE_PAX_PER_ROOM;
    const onPage = new Map(page.map((e) => [e.tourId, e]));
    const matches = tourPredicate(f);
    let seen = daysFrom;
    return () => {
      if (readyTourIndex(db) !== tours || readyHotelIndex(db) !== hotels) return false;
      if (tours.rowChanges !== rowStamp) return false;
      if (readsHotels && hotels.itemStamp() !== hotelStamp) return false;
      const changes = tours.dayChangesSince(seen);
      if (changes === null) return false;
      if (changes.length === 0) return true;
      // Per tour: its days as they were at `seen` (the first change's before).
      const was = new Map<string, Map<number, TourDay | null>>();
      for (const change of changes) {
        let days = was.get(change.tourId);
        if (!days) was.set(change.tourId, (days = new Map()));
        if (!days.has(change.day)) days.set(change.day, change.before);
      }
      for (const [tourId, days] of was) {
        const tour = tours.entry(tourId);
        if (tour && matches(tour) && tourListMoved(tours, f, tour, days, onPage.has(tourId))) return false;
      }
      seen += changes.length;
      return true;
    };
  };
}

/**
 * Whether changed departure days (`was`: each day as it was) may change a list: for a tour on the
 * page, any change of the figures the list reads; for another, a change of its place (tourPlace).
 */
function tourListMoved(
  index: TourIndex,
  f: TourFilter,
  tour: TourEntry,
  was: ReadonlyMap<number, TourDay | null>,
  onPage: boolean,
): boolean {
  if (f.goDate !== undefined) {
    const goDay = dayNumber(f.goDate);
    if (!was.has(goDay)) return false;
    const before = was.get(goDay) ?? null;
    const after = index.dayOf(tour, goDay);
    if (sameDay(before, after)) return false;
    if (onPage) return true;
    if (f.paxPerRoom !== TOUR_BASE_PAX_PER_ROOM) {
      // Priced at the occupancy (hotel nights): only a change of seats that keeps the tour on the
      // same side of "seats left" is known to leave its place.
      if (!before || !after || before.priceFrom !== after.priceFrom || before.priceTo !== after.priceTo)
        return true;
      return f.allTours ? false : before.stock > 0 !== after.stock > 0;
    }
    return tourPlace(f, tour, datedFigures(f, before)) !== tourPlace(f, tour, datedFigures(f, after));
  }
  const first = dayNumber(f.today);
  const last = dayNumber(saleWindowEnd(f.today));
  if (![...was.keys()].some((day) => day >= first && day <= last)) return false;
  const before = index.windowFigures(tour, first, last, was);
  const after = index.windowFigures(tour, first, last);
  if (sameFigures(before, after)) return false;
  if (onPage) return true;
  return tourPlace(f, tour, undatedFigures(f, before)) !== tourPlace(f, tour, undatedFigures(f, after));
}

/** A tour's figures under a list: out of it (null), or in it with its bookable price (null: none). */
type ListFiguresOf = { bookable: number | null } | null;

function datedFigures(f: TourFilter, day: TourDay | null): ListFiguresOf {
  if (!f.allTours && (day === null || day.stock <= 0 || day.priceFrom <= 0)) return null;
  if (f.minPrice !== undefined && (day === null || day.priceFrom < f.minPrice)) return null;
  if (f.maxPrice !== undefined && (day === null || day.priceFrom > f.maxPrice)) return null;
  return { bookable: day !== null && day.priceFrom > 0 && day.stock > 0 ? day.priceFrom : null };
}

function undatedFigures(f: TourFilter, figures: WindowFigures | null): ListFiguresOf {
  if (figures === null)
    return f.allTours && f.minPrice === undefined && f.maxPrice === undefined ? { bookable: null } : null;
  if (f.minPrice !== undefined && figures.priceFrom < f.minPrice) return null;
  if (f.maxPrice !== undefined && figures.priceFrom > f.maxPrice) return null;
  return { bookable: figures.priceFrom };
}

/** A tour's place in a list's order: out, or in with its sort key (score sorts: its score). */
function tourPlace(f: TourFilter, tour: TourEntry, figures: ListFiguresOf): string {
  if (figures === null) return 'out';
  if (f.sort === 'recommend' || f.sort === 'popular') return `in ${tourScore(tour, f.sort)}`;
  return `in ${figures.bookable ?? 'last'}`;
}

/** The window figures a list shows (how many days is not shown). */
const sameFigures = (a: WindowFigures | null, b: WindowFigures | null) =>
  a === null || b === null
    ? a === b
    : a.priceFrom === b.priceFrom && a.priceTo === b.priceTo && a.stock === b.stock;

/** The page of a search: tour ids in order with their price figures. */
export async function searchTourPage(
  db: Kysely<Database>,
  f: TourFilter,
  options: TourSearchOptions = {},
): Promise<PageEntry[]> {
  const offset = (f.page - 1) * f.ipg;
  const index = indexOf(db, options);
  if (f.goDate !== undefined && f.paxPerRoom !== TOUR_BASE_PAX_PER_ROOM) {
    return (await occupancyDateEntries(db, f, index)).slice(offset, offset + f.ipg);
  }
  if (f.goDate !== undefined && index) return indexDateEntries(index, f).slice(offset, offset + f.ipg);
  if (f.goDate !== undefined) {
    const { join, where } = dateQueryParts(f);
    const result = await sql<{
      tour_id: string;
      price_from: number | null;
      price_to: number | null;
      stock: number | null;
    }>`
      select t.tour_id, d.price_from, d.price_to, d.stock
      from tour t ${join}
      where ${where}
      order by ${dateOrder(f.sort)}
      limit ${f.ipg} offset ${offset}`.execute(db);
    return result.rows.map((r) => ({
      tourId: r.tour_id,
      priceFrom: r.price_from ?? 0,
      priceTo: Math.max(r.price_to ?? 0, r.price_from ?? 0),
      stock: r.stock ?? 0,
    }));
  }
  return (await noDateEntries(db, f, index, options.useIndex === false))
    .slice(offset, offset + f.ipg)
    .map((e) => ({
      tourId: e.tour_id,
      priceFrom: e.figures?.priceFrom ?? 0,
      priceTo: e.figures?.priceTo ?? 0,
      stock: e.figures?.stock ?? 0,
    }));
}

/** The number of tours a search finds (all pages). */
export async function countTours(
  db: Kysely<Database>,
  f: TourFilter,
  options: TourSearchOptions = {},
): Promise<number> {
  const index = indexOf(db, options);
  if (f.goDate !== undefined && f.paxPerRoom !== TOUR_BASE_PAX_PER_ROOM) {
    return (await occupancyDateEntries(db, f, index)).length;
  }
  if (f.goDate !== undefined && index) return datedTours(index, f, true).length;
  if (f.goDate !== undefined) {
    const { join, where } = dateQueryParts(f);
    const result = await sql<{
      n: number;
    }>`select count(*)::int as n from tour t ${join} where ${where}`.execute(db);
    return result.rows[0]?.n ?? 0;
  }
  return (await noDateEntries(db, f, index, options.useIndex === false)).length;
}

/* ------------------------------------------------------------------ list items */

export interface TourRow {
  tour_id: string;
  tour_type: string;
  approach_type: string;
  trip_kind: string;
  travel_days: number;
  nights: number;
  dep_area_code: string;
  dep_airports: string[];
  dep_stations: string[];
  dep_generic_stations: string[];
  arr_codes: string[];
  kodawari: string[];
  hotel_ids: string[];
  popularity: number;
  recommend_score: number;
  name: unknown;
  catch_copy: unknown;
  transportation: unknown;
  yado: unknown;
  images: unknown;
  arr_area_codes: unknown;
}

type DocField = 'name' | 'catch_copy' | 'transportation' | 'yado' | 'images' | 'arr_area_codes';

export interface ListRow extends TourRow {
  /** [hotelId, name ja, name en | null] of the tour's hotels. */
  hotel_names: [string, string, string | null][] | null;
}

/**
 * Doc keys a list item does not need, dropped in SQL: `doc - keys` detoasts the doc once, where one
 * `doc->'key'` per field would decompress it once per field (2.6 ms → 1 ms for 20 tours).
 */
const LIST_DOC_OMITTED = ['itinerary', 'flyer', 'pricing', 'description', 'keywords', 'hotels'];

/**
 * One query for a page: columns, the doc parts a summary needs (not the whole doc), the hotels'
 * names (name_ja; the doc's en name only for en).
 */
export async function loadTourRows(
  db: Kysely<Database>,
  tourIds: readonly string[],
  options: { lang: DisplayLang },
): Promise<Map<string, ListRow>> {
  if (tourIds.length === 0) return new Map();
  const en = options.lang === 'en' ? sql`h.doc->'name'->>'en'` : sql`null::text`;
  const result = await sql<Omit<ListRow, DocField> & { doc: unknown }>`
    select t.tour_id, t.tour_type, t.approach_type, t.trip_kind, t.travel_days, t.nights, t.dep_area_code,
      t.dep_airports, t.dep_stations, t.dep_generic_stations, t.arr_codes, t.kodawari, t.hotel_ids,
      t.popularity, t.recommend_score,
      t.doc - ${textArray(LIST_DOC_OMITTED)} as doc,
      (select json_agg(json_build_array(h.hotel_id, h.name_ja, ${en}))
         from hotel h where h.hotel_id = any(t.hotel_ids)) as hotel_names
    from tour t
    where t.tour_id = any(${textArray(tourIds)})`.execute(db);
  return new Map(
    result.rows.map(({ doc, ...r }) => {
      const d = (doc ?? {}) as Record<string, unknown>;
      const overview = (d.overview ?? {}) as { transportation?: unknown };
      const row: ListRow = {
        ...r,
        name: d.name,
        catch_copy: d.catchCopy,
        transportation: overview.transportation,
        yado: d.defaultYadoPlans,
        images: d.images,
        arr_area_codes: d.arrAreaCodes,
      };
      return [r.tour_id, row];
    }),
  );
}

/** The hotel names of a list row. */
function rowHotelNames(row: ListRow): Map<string, I18n> {
  return new Map((row.hotel_names ?? []).map(([id, ja, en]) => [id, { ja, en: en ?? ja }] as [string, I18n]));
}

/** Hotel names by id. */
export async function hotelNames(
  db: Kysely<Database>,
  hotelIds: readonly string[],
): Promise<Map<string, I18n>> {
  if (hotelIds.length === 0) return new Map();
  const rows = await sql<{ hotel_id: string; name: unknown }>`
    select hotel_id, doc->'name' as name from hotel where hotel_id = any(${textArray([...new Set(hotelIds)])})`.execute(
    db,
  );
  return new Map(rows.rows.map((r) => [r.hotel_id, i18n(r.name)]));
}

/** The text of a language (en falls back to ja when empty). */
export const pick = (text: I18n, lang: DisplayLang) => (lang === 'en' ? text.en || text.ja : text.ja);
export const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

interface RawService {
  number?: unknown;
  carrierCode?: unknown;
  depTime?: unknown;
  arrTime?: unknown;
}

interface RawEntry {
  type?: unknown;
  leg?: unknown;
  day?: unknown;
  depCode?: unknown;
  arrCode?: unknown;
  depName?: unknown;
  arrName?: unknown;
  allDeps?: unknown;
  allArrs?: unknown;
  services?: unknown;
}

export function transportationView(transportation: unknown, lang: DisplayLang): TransportationView[] {
  return (Array.isArray(transportation) ? (transportation as RawEntry[]) : []).map((e) => {
    const services = (Array.isArray(e.services) ? (e.services as RawService[]) : []).map((s) => {
      const carrierCode = typeof s.carrierCode === 'string' ? s.carrierCode : null;
      return {
        number: pick(i18n(s.number), lang),
        carrierCode,
        carrierGroup: carrierCode !== null && e.type === 'air' ? carrierGroupOf(carrierCode) : null,
        depTime: typeof s.depTime === 'string' ? s.depTime : '',
        arrTime: typeof s.arrTime === 'string' ? s.arrTime : '',
      };
    });
    const carriers = services.map((s) => s.carrierCode).filter((c): c is string => c !== null);
    return {
      type: typeof e.type === 'string' ? e.type : '',
      leg: typeof e.leg === 'string' ? e.leg : '',
      day: typeof e.day === 'number' ? e.day : 1,
      depCode: typeof e.depCode === 'string' ? e.depCode : '',
      arrCode: typeof e.arrCode === 'string' ? e.arrCode : '',
      depName: pick(i18n(e.depName), lang),
      arrName: pick(i18n(e.arrName), lang),
      allDeps: (Array.isArray(e.allDeps) ? e.allDeps : []).map((x) => pick(i18n(x), lang)),
      allArrs: (Array.isArray(e.allArrs) ? e.allArrs : []).map((x) => pick(i18n(x), lang)),
      carrierGroup: e.type === 'air' && carriers.length > 0 ? carrierGroupOfList(carriers) : null,
      services,
    };
  });
}

interface RawYado {
  relativeDate?: unknown;
  nights?: unknown;
  hotelId?: unknown;
  planIds?: unknown;
  paxPlanIds?: unknown;
  roomTypeNames?: unknown;
  planNames?: unknown;
  planCanSmokes?: unknown;
  planMinPaxes?: unknown;
  planMaxPaxes?: unknown;
  mealTypeName?: unknown;
  planGroupName?: unknown;
  planGroupCode?: unknown;
  usePlanGroupCodeFlag?: unknown;
}

export function yadoHotelIds(yado: unknown): string[] {
  return (Array.isArray(yado) ? (yado as RawYado[]) : [])
    .map((y) => y.hotelId)
    .filter((id): id is string => typeof id === 'string');
}

export function defaultYadoPlansView(
  yado: unknown,
  names: Map<string, I18n>,
  lang: DisplayLang,
): DefaultYadoPlanView[] {
  const numbers = (v: unknown) =>
    Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [];
  return (Array.isArray(yado) ? (yado as RawYado[]) : []).map((y) => {
    const hotelId = typeof y.hotelId === 'string' ? y.hotelId : '';
    const paxPlanIds: Record<string, string> = {};
    if (y.paxPlanIds && typeof y.paxPlanIds === 'object') {
      for (const [k, v] of Object.entries(y.paxPlanIds as Record<string, unknown>)) {
        if (typeof v === 'string') paxPlanIds[k] = v;
      }
    }
    return {
      relativeDate: typeof y.relativeDate === 'number' ? y.relativeDate : 0,
      nights: typeof y.nights === 'number' ? y.nights : 0,
      hotelId,
      hotelName: pick(names.get(hotelId) ?? { ja: '', en: '' }, lang),
      planIds: strings(y.planIds),
      paxPlanIds,
      roomTypeNames: (Array.isArray(y.roomTypeNames) ? y.roomTypeNames : []).map((x) => pick(i18n(x), lang)),
      planNames: (Array.isArray(y.planNames) ? y.planNames : []).map((x) => pick(i18n(x), lang)),
      planCanSmokes: Array.isArray(y.planCanSmokes) ? y.planCanSmokes.map((x) => x === true) : [],
      planMinPaxes: numbers(y.planMinPaxes),
      planMaxPaxes: numbers(y.planMaxPaxes),
      mealTypeName: pick(i18n(y.mealTypeName), lang),
      planGroupName: pick(i18n(y.planGroupName), lang),
      planGroupCode: typeof y.planGroupCode === 'string' ? y.planGroupCode : '',
      usePlanGroupCodeFlag: y.usePlanGroupCodeFlag === true,
    };
  });
}

export function tourSummary(
  row: TourRow,
  ref: TourReference,
  names: Map<string, I18n>,
  lang: DisplayLang,
): TourSummary {
  const none = { ja: '', en: '' };
  const transportation = transportationView(row.transportation, lang);
  const areaName = pick(ref.departureAreas.get(row.dep_area_code) ?? none, lang);
  const outbound = transportation.find((e) => e.leg === 'outbound') ?? transportation[0];
  const arrAreas = strings(row.arr_area_codes);
  const areaCodes = arrAreas.length > 0 ? arrAreas : row.arr_codes.filter((c) => /^\d{4}$/.test(c));
  const areaNames = areaCodes.map((c) => pick(ref.areas.get(c) ?? none, lang));
  const images = Array.isArray(row.images) ? (row.images as { path?: unknown; alt?: unknown }[]) : [];
  const first = images[0];
  return {
    tourId: row.tour_id,
    tourName: pick(i18n(row.name), lang),
    catchCopy: pick(i18n(row.catch_copy), lang),
    tourType: row.tour_type,
    tourTypeName: pick(ref.tourTypes.get(row.tour_type) ?? none, lang),
    tourTypeLabel: tourTypeLabel(
      { travelDays: row.travel_days, way: row.trip_kind === 'oneWay' ? 'oneWay' : 'roundTrip' },
      lang,
    ),
    travelDays: row.travel_days,
    nights: row.nights,
    approachType: row.approach_type,
    tripKind: row.trip_kind,
    departure: {
      areaCode: row.dep_area_code,
      areaName,
      name:
        row.approach_type === '00'
          ? pick(ref.approachTypes.get('00') ?? none, lang) || areaName
          : outbound?.depName || areaName,
      airports: row.dep_airports,
      stations: row.dep_stations,
      genericStations: row.dep_generic_stations,
    },
    arrival: {
      areaCodes,
      name: areaNames.join(lang === 'en' ? ' / ' : '・'),
      areaNames,
      prefectureCodes: row.arr_codes.filter((c) => /^\d{2}$/.test(c)),
      regionCodes: row.arr_codes.filter((c) => /^[a-z]/.test(c)),
    },
    overview: { transportation },
    defaultYadoPlans: defaultYadoPlansView(row.yado, names, lang),
    hotels: row.hotel_ids.map((id) => ({ hotelId: id, hotelName: pick(names.get(id) ?? none, lang) })),
    kodawari: row.kodawari,
    image:
      first && typeof first.path === 'string' ? { path: first.path, alt: pick(i18n(first.alt), lang) } : null,
    popularity: row.popularity,
    recommendScore: row.recommend_score,
  };
}

/** The list answer of a page: each tour's summary with its price figures. */
const summaryCaches = new WeakMap<object, DocCache<TourSummary>>();

/**
 * The list summaries of tours (tourSummary of loadTourRows) through a per-process cache
 * (services/docCache.ts: a minute at most, bounded): a summary is catalog data only (names,
 * transport, default lodging, images, hotel names), never prices or stock, which come from the
 * page query on every request. On PGlite the rows' jsonb work cost more than the page query itself.
 */
async function cachedTourSummaries(
  db: Kysely<Database>,
  tourIds: readonly string[],
  lang: DisplayLang,
  ref: TourReference,
): Promise<Map<string, TourSummary>> {
  let cache = summaryCaches.get(db);
  if (!cache) {
    cache = new DocCache<TourSummary>();
    summaryCaches.set(db, cache);
  }
  const key = (id: string) => `${lang}:${id}`;
  const found = await cache.getMany(tourIds.map(key), async (missing) => {
    const rows = await loadTourRows(
      db,
      missing.map((k) => k.slice(lang.length + 1)),
      { lang },
    );
    return new Map([...rows].map(([id, row]) => [key(id), tourSummary(row, ref, rowHotelNames(row), lang)]));
  });
  const out = new Map<string, TourSummary>();
  for (const id of tourIds) {
    const summary = found.get(key(id));
    if (summary) out.set(id, summary);
  }
  return out;
}

/** A tour of a list page: its summary (catalog data, the same object while cached) and its figures. */
export interface TourCard {
  summary: TourSummary;
  entry: PageEntry;
}

/** What every item of one list shares: the date and the people per room of its prices. */
export interface ListFigures {
  goDate: string | null;
  paxPerRoom: number;
}

/** The page's tours with their summaries (a tour whose row is gone is left out). */
export async function tourListCards(
  db: Kysely<Database>,
  entries: readonly PageEntry[],
  lang: DisplayLang,
): Promise<TourCard[]> {
  const summaries = await cachedTourSummaries(
    db,
    entries.map((e) => e.tourId),
    lang,
    await tourReference(db),
  );
  const cards: TourCard[] = [];
  for (const entry of entries) {
    const summary = summaries.get(entry.tourId);
    if (summary) cards.push({ summary, entry });
  }
  return cards;
}

/** A list item: the summary with the page's price figures. */
export function tourListItem({ summary, entry }: TourCard, figures: ListFigures): TourListItem {
  return {
    ...summary,
    priceFrom: entry.priceFrom,
    priceTo: entry.priceTo,
    paxPerRoom: figures.paxPerRoom,
    stock: entry.stock,
    goDate: figures.goDate,
  };
}

/* ------------------------------------------------------------------ extrainDmpSort */

/** hashId of a DMP (audience data) segment: an opaque id of 1–64 URL-safe characters. */
export const HASH_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Limited-express (extrain) tour ids in the order shown to one DMP segment: a deterministic shuffle
 * seeded by hashId (md5 of hashId and tourId), so one segment always sees the same order and
 * different segments see different orders. Optionally only tours from one departure area.
 */
export async function extrainDmpSort(
  db: Kysely<Database>,
  hashId: string,
  options: { depAreaCode?: string; limit: number },
): Promise<string[]> {
  const area = options.depAreaCode !== undefined ? sql`and t.dep_area_code = ${options.depAreaCode}` : sql``;
  const result = await sql<{ tour_id: string }>`
    select t.tour_id from tour t
    where t.approach_type = 'extrain' ${area}
    order by md5(${hashId} || ':' || t.tour_id), t.tour_id
    limit ${options.limit}`.execute(db);
  return result.rows.map((r) => r.tour_id);
}
