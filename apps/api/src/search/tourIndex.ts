/**
 * Tour departures in the search index (issue 15): every tour's search fields (departure, arrival,
 * days, nights, type, kodawari, hotels, search text, popularity, score, default lodging) and every
 * departure day's price and seats, held in this process and kept exact by the change feed (`tour`
 * and `tour_day` changes: searchIndex.ts). The tour list (services/tourSearch.ts) filters and ranks
 * from here with the very rules of its SQL (`tourConditions`, `dateQueryParts`, `dateOrder`); the
 * oracle test (tourIndex.oracle.test.ts) compares both on random conditions after random writes.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { PageEntry, TourFilter, TourSort } from '../services/tourSearch';
import { tourPriceModel, type TourPriceModel, type WindowFigures } from '../services/tourPrice';
import { forEachDayRecord, forEachItemText, type ItemText } from './dayText';
import { dayNumber, EPOCH, jsonRows, NO_ROW } from './hotelIndex';

export interface TourEntry {
  tourId: string;
  tourType: string;
  approachType: string;
  travelDays: number;
  nights: number;
  depAreaCode: string;
  depAirports: readonly string[];
  depStations: readonly string[];
  depGenericStations: readonly string[];
  arrCodes: readonly string[];
  kodawari: ReadonlySet<string>;
  hotelIds: readonly string[];
  searchText: string;
  popularity: number;
  recommendScore: number;
  /** The price model of the tour document's defaultYadoPlans and pricing (the occupancy prices). */
  priceModel: TourPriceModel;
  /** Hotels and plans of the default lodging (defaultYadoPlans' hotelId and planIds). */
  defaultHotelIds: ReadonlySet<string>;
  defaultPlanIds: ReadonlySet<string>;
  /** Departure days from dayStart: price from, price to and seats (NO_ROW: no tour_day row). */
  dayStart: number;
  priceFrom: Int32Array;
  priceTo: Int32Array;
  stock: Int32Array;
  /** The last window figures asked (windowFigures), until a departure day of the tour changes. */
  window?: { first: number; last: number; figures: WindowFigures | null };
}

/** A tour's departure day as the SQL join reads it (null: no row that day). */
export interface TourDay {
  priceFrom: number;
  priceTo: number;
  stock: number;
}

/** A departure day changed by the feed: before and after (null: no row). */
export interface TourDayChange {
  tourId: string;
  day: number;
  before: TourDay | null;
  after: TourDay | null;
}

/** The most departure-day changes the log holds (a kept list older than them is made afresh). */
const DAY_LOG_MAX = 100_000;

export const sameDay = (a: TourDay | null, b: TourDay | null): boolean =>
  a === null || b === null
    ? a === b
    : a.priceFrom === b.priceFrom && a.priceTo === b.priceTo && a.stock === b.stock;

type TourRow = [
  string,
  string,
  string,
  number,
  number,
  string,
  string[],
  string[],
  string[],
  string[],
  string[],
  string[],
  string,
  number,
  number,
  unknown,
  unknown,
];
/** [tour id, day, price from, price to, stock] */
type TourDayRow = [string, number, number, number, number];

const tourSelect = sql`json_build_array(tour_id, tour_type, approach_type, travel_days, nights, dep_area_code,
  dep_airports, dep_stations, dep_generic_stations, arr_codes, kodawari, hotel_ids, search_text, popularity,
  recommend_score, doc->'defaultYadoPlans', doc->'pricing')`;
const daySelect = sql`json_build_array(tour_id, dep_date - ${EPOCH}, price_from, price_to, stock)`;

const BREAKFAST_KODAWARI = '201';
const DINNER_KODAWARI = '202';

/** defaultYadoPlans' hotel ids and plan ids, as the SQL's jsonb containment reads them. */
function defaultLodging(yado: unknown): { hotels: Set<string>; plans: Set<string> } {
  const hotels = new Set<string>();
  const plans = new Set<string>();
  for (const stay of Array.isArray(yado) ? (yado as unknown[]) : []) {
    if (typeof stay !== 'object' || stay === null || Array.isArray(stay)) continue;
    const { hotelId, planIds } = stay as { hotelId?: unknown; planIds?: unknown };
    if (typeof hotelId === 'string') hotels.add(hotelId);
    if (Array.isArray(planIds)) for (const id of planIds) if (typeof id === 'string') plans.add(id);
  }
  return { hotels, plans };
}

const some = (list: readonly string[], wanted: readonly string[]) => wanted.some((w) => list.includes(w));

export class TourIndex {
  private readonly tours: TourEntry[] = [];
  private readonly byId = new Map<string, number>();
  /** Tours by arrival code (positions in `tours`), made when first asked, dropped when a tour changes. */
  private byArrival: Map<string, number[]> | null = null;
  /** Counts the reloads of tour rows (a tour's texts, ranking, lodging, or the tour itself). */
  rowChanges = 0;
  /** The departure days changed by the feed, in order (bounded); dayLogStart numbers the first. */
  private dayLog: TourDayChange[] = [];
  private dayLogStart = 0;

  constructor(private readonly db: Kysely<Database>) {}

  get size(): number {
    return this.byId.size;
  }

  /** Reads every tour, then every departure day as one text per tour (search/dayText.ts). */
  async load(): Promise<void> {
    for (const row of await jsonRows<TourRow>(this.db, sql`select ${tourSelect} as r from tour`)) {
      this.putTour(row);
    }
    const figures = new Int32Array(3);
    await forEachItemText(
      this.db,
      (after, limit) => sql<ItemText>`select d.tour_id as id,
          string_agg((d.dep_date - ${EPOCH})::text || ':' || d.price_from::text || ':' || d.price_to::text
            || ':' || d.stock::text, ',') as days
        from tour_day d where d.tour_id > ${after} group by d.tour_id order by d.tour_id limit ${limit}`,
      (tourId, days) => {
        const at = this.byId.get(tourId);
        const tour = at === undefined ? undefined : this.tours[at];
        if (!tour) return;
        forEachDayRecord(days, 3, figures, (day) =>
          this.setTourDay(tour, day, figures[0]!, figures[1]!, figures[2]!),
        );
      },
    );
  }

  /** Reads again the tours' rows (their days stay); a tour no longer there leaves the search. */
  async reloadTours(tourIds: readonly string[]): Promise<void> {
    const rows = await jsonRows<TourRow>(
      this.db,
      sql`select ${tourSelect} as r from tour where tour_id = any(${[...tourIds]}::text[])`,
    );
    const found = new Set(rows.map((r) => r[0]));
    const added = rows.map((r) => r[0]).filter((id) => !this.byId.has(id));
    for (const row of rows) this.putTour(row);
    for (const id of tourIds) if (!found.has(id)) this.byId.delete(id);
    this.byArrival = null;
    // A tour new to the index: its days, whose own changes may have come before it.
    if (added.length > 0) {
      const days = await jsonRows<TourDayRow>(
        this.db,
        sql`select ${daySelect} as r from tour_day where tour_id = any(${added}::text[])`,
      );
      for (const row of days) this.setDay(row);
    }
    this.rowChanges += 1;
  }

  /** Reads again the tours' departure days in each range (days without a row there become none). */
  async reloadTourDays(ranges: readonly { id: string; from: number; to: number }[]): Promise<void> {
    const rows = await jsonRows<TourDayRow>(
      this.db,
      sql`select ${daySelect} as r from tour_day d
        join (select * from unnest(${ranges.map((r) => r.id)}::text[], ${ranges.map((r) => r.from)}::int[],
          ${ranges.map((r) => r.to)}::int[]) as x(id, f, t)) x
          on d.tour_id = x.id and d.dep_date between ${EPOCH} + x.f and ${EPOCH} + x.t`,
    );
    const before: TourDayChange[] = [];
    for (const { id, from, to } of ranges) {
      const tour = this.entry(id);
      for (let day = from; day <= to; day++) {
        if (tour) before.push({ tourId: id, day, before: this.dayOf(tour, day), after: null });
        this.setDay([id, day, 0, 0, NO_ROW]);
      }
    }
    for (const row of rows) this.setDay(row);
    for (const change of before) {
      const after = this.dayOf(this.entry(change.tourId)!, change.day);
      if (!sameDay(change.before, after)) this.dayLog.push({ ...change, after });
    }
    if (this.dayLog.length > DAY_LOG_MAX) {
      const dropped = this.dayLog.length - DAY_LOG_MAX / 2;
      this.dayLog = this.dayLog.slice(dropped);
      this.dayLogStart += dropped;
    }
  }

  /** The number of departure-day changes so far (a position in the log). */
  get dayChangeCount(): number {
    return this.dayLogStart + this.dayLog.length;
  }

  /** The departure-day changes after position `seq`, or null when the log no longer holds them. */
  dayChangesSince(seq: number): readonly TourDayChange[] | null {
    if (seq < this.dayLogStart) return null;
    return seq >= this.dayChangeCount ? [] : this.dayLog.slice(seq - this.dayLogStart);
  }

  /** The tour of an id. */
  entry(tourId: string): TourEntry | undefined {
    const at = this.byId.get(tourId);
    return at === undefined ? undefined : this.tours[at];
  }

  /** The tour's departure day, or null without a row. */
  dayOf(tour: TourEntry, day: number): TourDay | null {
    const at = day - tour.dayStart;
    if (at < 0 || at >= tour.stock.length) return null;
    const stock = tour.stock[at]!;
    return stock === NO_ROW ? null : { priceFrom: tour.priceFrom[at]!, priceTo: tour.priceTo[at]!, stock };
  }

  /**
   * The figures of a tour's bookable departures (a row, price from > 0, seats > 0) from day `first`
   * to `last`: what services/tourPrice.ts loadWindowSummaries aggregates in SQL (lowest price from,
   * highest of price to and price from, most seats, how many), or null without any.
   */
  windowFigures(
    tour: TourEntry,
    first: number,
    last: number,
    /** Departure days read as these instead (the figures before changes: kept lists' checks). */
    instead?: ReadonlyMap<number, TourDay | null>,
  ): WindowFigures | null {
    const kept = tour.window;
    if (!instead && kept && kept.first === first && kept.last === last) return kept.figures;
    let priceFrom = Infinity;
    let priceTo = 0;
    let stock = 0;
    let days = 0;
    const add = (low: number, high: number, seats: number) => {
      if (seats <= 0 || low <= 0) return;
      priceFrom = Math.min(priceFrom, low);
      priceTo = Math.max(priceTo, high, low);
      stock = Math.max(stock, seats);
      days += 1;
    };
    const from = Math.max(first, tour.dayStart) - tour.dayStart;
    const to = Math.min(last, tour.dayStart + tour.stock.length - 1) - tour.dayStart;
    for (let at = from; at <= to; at++) {
      if (instead?.has(at + tour.dayStart)) continue;
      add(tour.priceFrom[at]!, tour.priceTo[at]!, tour.stock[at]!);
    }
    for (const [day, row] of instead ?? []) {
      if (row && day >= first && day <= last) add(row.priceFrom, row.priceTo, row.stock);
    }
    const figures = days === 0 ? null : { priceFrom, priceTo, stock, days };
    if (!instead) tour.window = { first, last, figures };
    return figures;
  }

  /** Every tour the filter's conditions keep (prices and days aside: services/tourSearch.ts tourConditions). */
  matching(f: TourFilter): TourEntry[] {
    if (f.matchNothing) return [];
    const keep = tourPredicate(f);
    const out: TourEntry[] = [];
    for (const at of this.candidates(f)) {
      const tour = this.tours[at]!;
      if (keep(tour)) out.push(tour);
    }
    return out;
  }

  /** The tours that may match: those of the filter's arrival codes when it has some, else all. */
  private candidates(f: TourFilter): Iterable<number> {
    if (f.arrCodes.length === 0) return this.byId.values();
    if (!this.byArrival) {
      this.byArrival = new Map();
      for (const at of this.byId.values()) {
        for (const code of new Set(this.tours[at]!.arrCodes)) {
          const list = this.byArrival.get(code);
          if (list) list.push(at);
          else this.byArrival.set(code, [at]);
        }
      }
    }
    if (f.arrCodes.length === 1) return this.byArrival.get(f.arrCodes[0]!) ?? [];
    return new Set(f.arrCodes.flatMap((code) => this.byArrival?.get(code) ?? []));
  }

  private putTour(row: TourRow): void {
    const [tourId, tourType, approachType, travelDays, nights, depAreaCode] = row;
    const lodging = defaultLodging(row[15]);
    this.byArrival = null;
    const at = this.byId.get(tourId);
    const before = at === undefined ? undefined : this.tours[at];
    const entry: TourEntry = {
      tourId,
      tourType,
      approachType,
      travelDays,
      nights,
      depAreaCode,
      depAirports: row[6] ?? [],
      depStations: row[7] ?? [],
      depGenericStations: row[8] ?? [],
      arrCodes: row[9] ?? [],
      kodawari: new Set(row[10] ?? []),
      hotelIds: row[11] ?? [],
      searchText: row[12] ?? '',
      popularity: row[13],
      recommendScore: row[14],
      priceModel: tourPriceModel({ defaultYadoPlans: row[15], pricing: row[16] }),
      defaultHotelIds: lodging.hotels,
      defaultPlanIds: lodging.plans,
      dayStart: before?.dayStart ?? 0,
      priceFrom: before?.priceFrom ?? new Int32Array(0),
      priceTo: before?.priceTo ?? new Int32Array(0),
      stock: before?.stock ?? new Int32Array(0),
    };
    if (at === undefined) {
      this.byId.set(tourId, this.tours.length);
      this.tours.push(entry);
    } else {
      this.tours[at] = entry;
      this.byId.set(tourId, at);
    }
  }

  private setDay([tourId, day, priceFrom, priceTo, stock]: TourDayRow): void {
    const at = this.byId.get(tourId);
    const tour = at === undefined ? undefined : this.tours[at];
    if (tour) this.setTourDay(tour, day, priceFrom, priceTo, stock);
  }

  private setTourDay(tour: TourEntry, day: number, priceFrom: number, priceTo: number, stock: number): void {
    if (stock === NO_ROW && (day < tour.dayStart || day >= tour.dayStart + tour.stock.length)) return;
    if (tour.stock.length === 0) {
      tour.dayStart = day;
      tour.priceFrom = new Int32Array(200);
      tour.priceTo = new Int32Array(200);
      tour.stock = new Int32Array(200).fill(NO_ROW);
    }
    if (day < tour.dayStart || day >= tour.dayStart + tour.stock.length) {
      const start = Math.min(tour.dayStart, day);
      const end = Math.max(tour.dayStart + tour.stock.length, day + 1) + 30;
      const grow = (from: Int32Array, fill: number) => {
        const grown = new Int32Array(end - start).fill(fill);
        grown.set(from, tour.dayStart - start);
        return grown;
      };
      tour.priceFrom = grow(tour.priceFrom, 0);
      tour.priceTo = grow(tour.priceTo, 0);
      tour.stock = grow(tour.stock, NO_ROW);
      tour.dayStart = start;
    }
    const i = day - tour.dayStart;
    tour.window = undefined;
    tour.priceFrom[i] = priceFrom;
    tour.priceTo[i] = priceTo;
    tour.stock[i] = stock;
  }
}

/** The filter's conditions over a tour: services/tourSearch.ts tourConditions, one for one. */
export function tourPredicate(f: TourFilter): (t: TourEntry) => boolean {
  const single = f.kodawari.filter((g) => g.length === 1).map((g) => g[0] as string);
  const groups = f.kodawari.filter((g) => g.length > 1);
  const planHotels = f.defaultPlanIds.map((p) => p.replace(/P.*$/, ''));
  return (t) =>
    (f.approachTypes.length === 0 || f.approachTypes.includes(t.approachType)) &&
    (f.depAreaCode === undefined || t.depAreaCode === f.depAreaCode) &&
    (f.depAirport === undefined || t.depAirports.includes(f.depAirport)) &&
    (f.depStation === undefined || t.depStations.includes(f.depStation)) &&
    (f.depGenericStation === undefined || t.depGenericStations.includes(f.depGenericStation)) &&
    (f.arrCodes.length === 0 || some(t.arrCodes, f.arrCodes)) &&
    (f.tourDays === undefined || t.travelDays === f.tourDays) &&
    (f.nights === undefined || t.nights === f.nights) &&
    single.every((code) => t.kodawari.has(code)) &&
    groups.every((group) => group.some((code) => t.kodawari.has(code))) &&
    f.keywords.every((keyword) => t.searchText.includes(keyword)) &&
    (f.tourType === undefined || t.tourType === f.tourType) &&
    (f.tourIds.length === 0 || f.tourIds.includes(t.tourId)) &&
    (f.hotelIds.length === 0 || some(t.hotelIds, f.hotelIds)) &&
    (f.defaultHotelIds.length === 0 ||
      (some(t.hotelIds, f.defaultHotelIds) && f.defaultHotelIds.some((id) => t.defaultHotelIds.has(id)))) &&
    (f.defaultPlanIds.length === 0 ||
      (some(t.hotelIds, planHotels) && f.defaultPlanIds.some((id) => t.defaultPlanIds.has(id)))) &&
    (f.mealPatterns.length === 0 ||
      f.mealPatterns.some(
        (p) =>
          t.nights > 0 &&
          t.kodawari.has(BREAKFAST_KODAWARI) === p.breakfast &&
          t.kodawari.has(DINNER_KODAWARI) === p.dinner,
      ));
}

/** The sort's score column (recommend_score or popularity; 0 for the price sorts). */
export function tourScore(tour: TourEntry, sort: TourSort): number {
  return sort === 'recommend' ? tour.recommendScore : sort === 'popular' ? tour.popularity : 0;
}

/** A dated search's tours with their day (null: no row, only with allTours), price bounds aside unless `bounded`. */
export function datedTours(
  index: TourIndex,
  f: TourFilter,
  bounded: boolean,
): { tour: TourEntry; day: TourDay | null }[] {
  const day = dayNumber(f.goDate as string);
  const out: { tour: TourEntry; day: TourDay | null }[] = [];
  for (const tour of index.matching(f)) {
    const d = index.dayOf(tour, day);
    if (!f.allTours && (d === null || d.stock <= 0 || d.priceFrom <= 0)) continue;
    if (bounded && f.minPrice !== undefined && (d === null || d.priceFrom < f.minPrice)) continue;
    if (bounded && f.maxPrice !== undefined && (d === null || d.priceFrom > f.maxPrice)) continue;
    out.push({ tour, day: d });
  }
  return out;
}

const byTourId = (a: { tourId: string }, b: { tourId: string }) =>
  a.tourId < b.tourId ? -1 : a.tourId > b.tourId ? 1 : 0;

/**
 * Every entry of a dated search at the stored 2 per room, in the SQL's order (tourSearch.ts
 * dateOrder: the score, or the bookable price with unbookable days last; ties by tour id).
 */
export function indexDateEntries(index: TourIndex, f: TourFilter): PageEntry[] {
  const rows = datedTours(index, f, true).map(({ tour, day }) => ({
    tourId: tour.tourId,
    score: tourScore(tour, f.sort),
    bookable: day !== null && day.priceFrom > 0 && day.stock > 0 ? day.priceFrom : null,
    priceFrom: day?.priceFrom ?? 0,
    priceTo: Math.max(day?.priceTo ?? 0, day?.priceFrom ?? 0),
    stock: day?.stock ?? 0,
  }));
  const price = (sign: 1 | -1) => (a: (typeof rows)[number], b: (typeof rows)[number]) =>
    a.bookable === null
      ? b.bookable === null
        ? 0
        : 1
      : b.bookable === null
        ? -1
        : sign * (a.bookable - b.bookable);
  const order =
    f.sort === 'recommend' || f.sort === 'popular'
      ? (a: (typeof rows)[number], b: (typeof rows)[number]) => b.score - a.score
      : price(f.sort === 'highPrice' ? -1 : 1);
  rows.sort((a, b) => order(a, b) || byTourId(a, b));
  return rows.map(({ tourId, priceFrom, priceTo, stock }) => ({ tourId, priceFrom, priceTo, stock }));
}
