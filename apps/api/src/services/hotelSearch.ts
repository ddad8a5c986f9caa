/**
 * Hotel search (spec §7 /v1/hotels, /v1/hotels.count, /v1/hotels.promotion; issue 3): hotels of the
 * condition with the price of their best plan for the exact party, tax included, per adult per night.
 *
 * With a date: plans on sale for every night of the stay, inside their booking deadline, whose rooms
 * have stock for the room count on every night; priced night by night from plan_day. Without a date
 * (isNoDate): priced from the plans' ordinary-weekday prices ("from" prices). Every price goes
 * through the domain's stayPartyPrice, so lists, details and bookings agree to the yen.
 */
import {
  addDays,
  roundYenUp,
  stayPartyPrice,
  undatedSaleEndAfter,
  type PartyGuest,
  type SearchSort,
} from '@tabiyori/domain';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { codeBook, type CodeBook } from './codeBook';
import { jrDeparture, jrSetFor, type Departure, type JrSet } from './dpTransport';
import { prefectureCodesOf } from '../model/regions';
import { areaColumn, hotelWhere, kodawariWhere } from './hotelFilters';
import { partyGuests, searchOccupancy, type PartyExtras } from './party';
import type { SearchParams } from './searchParams';
import { indexCandidatePlans } from '../search/hotelCandidates';
import { cachedHotelCount, cachedHotelPage, keptHotelPageCheck } from '../search/hotelPageCache';
import { indexHotelPage } from '../search/hotelRanking';
import { readyHotelIndex } from '../search/searchIndex';

export interface HotelSearchInput extends SearchParams, PartyExtras {
  restrictHotelIds?: readonly string[];
  /**
   * Without a date, also the plans sold only for the next days (a hotel's own plan list shows
   * them; a hotel list is never led by them: domain pricing/undatedPrice.ts).
   */
  keepLastMinutePlans?: boolean;
}

export interface PlanRow {
  plan_id: string;
  hotel_id: string;
  lat: number | null;
  lng: number | null;
  area2_code: string;
  popularity: number;
  recommend_score: number;
  night_prices: number[][];
  stock: number | null;
}

export interface PricedPlan {
  planId: string;
  hotelId: string;
  perAdultPerNight: number;
  total: number;
  stock: number | null;
}

/** A dp set: the hotel's best plan plus the basic JR round trip (services/dpTransport.ts). */
export interface HotelSet extends JrSet {
  departure: Departure;
  /** Lodging per adult for the whole stay (per adult per night × nights) plus one adult's round trip. */
  perAdult: number;
  /** The party's lodging total plus the party's round trips. */
  total: number;
}

export interface PricedHotel {
  hotelId: string;
  /** Set only in a JR dp search (a departure was given). */
  set?: HotelSet;
  popularity: number;
  recommendScore: number;
  best: PricedPlan;
  priceFrom: number;
  priceTo: number;
  planCount: number;
  stock: number | null;
}

function hasPlanFilter(input: HotelSearchInput): boolean {
  const c = input.condition;
  return (
    c.meal.length > 0 ||
    c.roomType.length > 0 ||
    !!(c.groupCode ?? c.GroupID) ||
    c.planIds.length > 0 ||
    c.kodawari.length > 0
  );
}

/**
 * Without a date, the plans still sold after the last-minute horizon (domain undatedSaleEndAfter),
 * unless the input keeps last-minute plans; plan `p`.
 */
function undatedSaleWhere(input: HotelSearchInput): RawBuilder<boolean> {
  const after = input.keepLastMinutePlans ? addDays(input.today, -1) : undatedSaleEndAfter(input.today);
  return sql<boolean>`p.stay_to > ${after}::date`;
}

/** Plan-side filters on `p` (and hotel `h` for kodawari): meal, room type, plan group, plan ids, kodawari. */
function planWhere(input: HotelSearchInput): RawBuilder<boolean> {
  const c = input.condition;
  const parts: RawBuilder<unknown>[] = [];
  if (c.meal.length > 0) parts.push(sql`p.meal_type_code = any(${[...c.meal]}::text[])`);
  if (c.roomType.length > 0) parts.push(sql`p.room_type_codes && ${[...c.roomType]}::text[]`);
  const group = c.groupCode ?? c.GroupID;
  if (group) parts.push(sql`p.plan_group_code = ${group}`);
  if (c.planIds.length > 0) parts.push(sql`p.plan_id = any(${[...c.planIds]}::text[])`);
  if (c.kodawari.length > 0) parts.push(kodawariWhere(c.kodawari));
  return parts.length === 0 ? sql<boolean>`true` : sql<boolean>`(${sql.join(parts, sql` and `)})`;
}

/**
 * The rooms of plan `p` (in the enclosing query) left for the stay `first` ≤ night < `end`: the best
 * of the plan's rooms that take the party (searchOccupancy: every room's people within the room's
 * capacity, domain roomFitsOccupancy), each counted at its lowest night, among rooms on sale for all
 * the nights. A room too small or too large for the party is never what the quote books.
 */
function planRoomStock(input: HotelSearchInput, first: string) {
  const end = addDays(first, input.nights);
  const occupancy = searchOccupancy(input, input);
  const fits = occupancy
    ? sql`r.capacity_min <= ${Math.min(...occupancy)} and r.capacity_max >= ${Math.max(...occupancy)}`
    : sql`true`;
  return sql<{ stock: number }>`
  select max(room_min) as stock from (
    select min(rd.stock) as room_min
    from room_day rd join room r on r.room_id = rd.room_id
    where rd.room_id = any(p.room_ids) and ${fits}
      and rd.stay_date >= ${first}::date and rd.stay_date < ${end}::date
    group by rd.room_id
    having count(*) = ${input.nights}
  ) per_room`;
}
/** Candidate plans with their per-night price arrays (prices[k-1] = per adult at k per room). */
export async function candidatePlans(db: Kysely<Database>, input: HotelSearchInput): Promise<PlanRow[]> {
  const where = sql`${hotelWhere(input)} and ${planWhere(input)}`;
  if (input.goDate === undefined) {
    const result = await sql<PlanRow>`
      select p.plan_id, p.hotel_id, h.lat, h.lng, h.area2_code, h.popularity, h.recommend_score,
             array[p.base_prices] as night_prices, null::integer as stock
      from hotel h join plan p on p.hotel_id = h.hotel_id
      where ${where} and ${undatedSaleWhere(input)}
        and coalesce((p.doc->>'minNights')::int, 1) <= ${input.nights}
    `.execute(db);
    return result.rows;
  }
  const first = input.goDate;
  const end = addDays(first, input.nights);
  const last = addDays(first, input.nights - 1);
  const result = await sql<PlanRow>`
    select p.plan_id, p.hotel_id, h.lat, h.lng, h.area2_code, h.popularity, h.recommend_score,
           array_agg(pd.prices order by pd.stay_date) as night_prices, st.stock
    from hotel h
    join plan p on p.hotel_id = h.hotel_id
    join lateral (${planRoomStock(input, first)}) st on st.stock >= ${input.roomCount}
    join plan_day pd on pd.plan_id = p.plan_id and pd.stay_date >= ${first}::date and pd.stay_date < ${end}::date
    where ${where}
      and ${first}::date >= ${input.today}::date
      and p.stay_from <= ${first}::date and p.stay_to >= ${last}::date
      and p.booking_deadline_days <= ${first}::date - ${input.today}::date
      and coalesce((p.doc->>'minNights')::int, 1) <= ${input.nights}
    group by p.plan_id, p.hotel_id, h.lat, h.lng, h.area2_code, h.popularity, h.recommend_score, st.stock
    having count(*) = ${input.nights}
  `.execute(db);
  return result.rows;
}

/** Prefectures the destination covers (summary rows carry the hotel's); undefined: any. */
function destinationPrefectures(input: HotelSearchInput): string[] | undefined {
  const codes = input.condition.arrAreaCode;
  if (codes.length === 0) return undefined;
  return [...new Set(codes.flatMap((code) => (areaColumn(code) ? prefectureCodesOf(code) : [])))];
}

/**
 * Candidate rows as two JSON texts, parsed natively: plans as [planId, hotelId, nightPrices, stock],
 * hotels as { hotelId: [lat, lng, area2, popularity, recommendScore] }. A prefecture's night is
 * about 1,700 plans on the large catalog; the driver decoding them row by row and field by field
 * (an int[][] per row) took ten times as long as the query itself.
 */
async function jsonCandidates(db: Kysely<Database>, rows: RawBuilder<unknown>): Promise<PlanRow[]> {
  const result = await sql<{ plans: string | null; hotels: string | null }>`
    with c as (${rows})
    select
      (select json_agg(json_build_array(c.plan_id, c.hotel_id, c.night_prices, c.stock))::text from c) as plans,
      (select json_object_agg(x.hotel_id, json_build_array(x.lat, x.lng, x.area2_code, x.popularity, x.recommend_score))::text
         from (select distinct hotel_id, lat, lng, area2_code, popularity, recommend_score from c) x) as hotels
  `.execute(db);
  const row = result.rows[0];
  if (!row?.plans || !row.hotels) return [];
  const hotels = JSON.parse(row.hotels) as Record<
    string,
    [number | null, number | null, string, number, number]
  >;
  const plans = JSON.parse(row.plans) as [string, string, number[][], number | null][];
  return plans.map(([planId, hotelId, nightPrices, stock]) => {
    const [lat, lng, area2, popularity, recommendScore] = hotels[hotelId]!;
    return {
      plan_id: planId,
      hotel_id: hotelId,
      lat,
      lng,
      area2_code: area2,
      popularity,
      recommend_score: recommendScore,
      night_prices: nightPrices,
      stock,
    };
  });
}

/**
 * The same candidate plans as candidatePlans, read from the summary table plan_search_day
 * (db/searchSummary.ts): one night is a range scan of (stay_date, area2_code) with the night's
 * prices and stock on the row. Several nights take the plans with a row for every night and
 * enough rooms on each (a necessary condition), then check the exact stock (one room of the plan
 * with rooms left on every night, as candidatePlans does) for those plans only. Without a date
 * the plans' ordinary-weekday prices, from plan and hotel only. Rows travel as JSON (jsonCandidates).
 */
export async function summaryCandidatePlans(
  db: Kysely<Database>,
  input: HotelSearchInput,
): Promise<PlanRow[]> {
  const hotelColumns = sql`h.lat, h.lng, h.area2_code, h.popularity, h.recommend_score`;
  if (input.goDate === undefined) {
    return jsonCandidates(
      db,
      sql`select p.plan_id, p.hotel_id, ${hotelColumns}, array[p.base_prices] as night_prices, null::integer as stock
        from hotel h join plan p on p.hotel_id = h.hotel_id
        where ${hotelWhere(input)} and ${planWhere(input)} and ${undatedSaleWhere(input)}
          and coalesce((p.doc->>'minNights')::int, 1) <= ${input.nights}`,
    );
  }
  const first = input.goDate;
  const end = addDays(first, input.nights);
  const prefectures = destinationPrefectures(input);
  const plans = hasPlanFilter(input);
  const where = sql`s.stay_date >= ${first}::date and s.stay_date < ${end}::date
      ${prefectures ? sql`and s.area2_code = any(${prefectures}::text[])` : sql``}
      and ${hotelWhere(input)} ${plans ? sql`and ${planWhere(input)}` : sql``}
      and ${first}::date >= ${input.today}::date
      and s.booking_deadline_days <= ${first}::date - ${input.today}::date
      and s.min_nights <= ${input.nights}`;
  const planJoin = plans ? sql`join plan p on p.plan_id = s.plan_id` : sql``;
  if (input.nights === 1) {
    return jsonCandidates(
      db,
      sql`select s.plan_id, s.hotel_id, ${hotelColumns}, array[s.prices] as night_prices, st.stock
        from plan_search_day s
        join hotel h on h.hotel_id = s.hotel_id
        join plan p on p.plan_id = s.plan_id
        join lateral (${planRoomStock(input, first)}) st on st.stock >= ${input.roomCount}
        where ${where} and s.stock >= ${input.roomCount}`,
    );
  }
  return jsonCandidates(
    db,
    sql`select n.*, st.stock
    from (
      select s.plan_id, s.hotel_id, ${hotelColumns}, array_agg(s.prices order by s.stay_date) as night_prices
      from plan_search_day s
      join hotel h on h.hotel_id = s.hotel_id
      ${planJoin}
      where ${where}
      group by s.plan_id, s.hotel_id, h.lat, h.lng, h.area2_code, h.popularity, h.recommend_score
      having count(*) = ${input.nights} and min(s.stock) >= ${input.roomCount}
    ) n
    join plan p on p.plan_id = n.plan_id
    join lateral (${planRoomStock(input, first)}) st on st.stock >= ${input.roomCount}`,
  );
}

export function pricePlan(
  row: PlanRow,
  guests: readonly PartyGuest[],
  roomCount: number,
  book: CodeBook,
): PricedPlan | null {
  const priced = stayPartyPrice({
    nights: row.night_prices.map((prices) => (k: number) => {
      const price = prices[k - 1];
      return price && price > 0 ? price : null;
    }),
    guests,
    roomCount,
    ratePercent: book.ratePercent,
  });
  if (!priced) return null;
  return {
    planId: row.plan_id,
    hotelId: row.hotel_id,
    perAdultPerNight: priced.perAdultPerNight,
    total: priced.total,
    stock: row.stock,
  };
}

/** The price a card leads with: the set price per adult in a dp search, else per adult per night. */
function shownPrice(h: PricedHotel): number {
  return h.set?.perAdult ?? h.best.perAdultPerNight;
}

const SORTS: Record<SearchSort, (a: PricedHotel, b: PricedHotel) => number> = {
  recommend: (a, b) => b.recommendScore - a.recommendScore,
  popular: (a, b) => b.popularity - a.popularity,
  lowPrice: (a, b) => shownPrice(a) - shownPrice(b),
  highPrice: (a, b) => shownPrice(b) - shownPrice(a),
};

/** Whether a plan's price per adult per night lies within the condition's price bounds. */
function withinPriceBounds(price: number, input: HotelSearchInput): boolean {
  const { minPrice, maxPrice } = input.condition;
  return (minPrice === undefined || price >= minPrice) && (maxPrice === undefined || price <= maxPrice);
}

/** Where rankHotels takes its candidate plans from (the oracle test passes the exact per-plan path). */
export type CandidateSource = (db: Kysely<Database>, input: HotelSearchInput) => Promise<PlanRow[]>;

/** Every matching hotel, priced and sorted (paging is the caller's). */
export async function rankHotels(
  db: Kysely<Database>,
  input: HotelSearchInput,
  source: CandidateSource = summaryCandidatePlans,
): Promise<PricedHotel[]> {
  const [rows, book, departure] = await Promise.all([
    source(db, input),
    codeBook(db),
    jrDeparture(db, input.condition, input.approachTypeGiven),
  ]);
  const guests = partyGuests(input, input);
  if (guests.filter((g) => g.useBed).length === 0) return [];
  const byHotel = new Map<string, PricedHotel>();
  const jrSets = new Map<string, JrSet | null>();
  const party = {
    adults: guests.filter((g) => g.category === 'male').length,
    children: input.condition.childPax.map((c) => ({ age: c.age, ...c.detail })),
  };
  for (const row of rows) {
    if (departure) {
      if (!jrSets.has(row.hotel_id)) {
        jrSets.set(row.hotel_id, jrSetFor(departure, { ...row, prefectureCode: row.area2_code }, party));
      }
      // A JR dp offers only the hotels JR reaches.
      if (jrSets.get(row.hotel_id) === null) continue;
    }
    const plan = pricePlan(row, guests, input.roomCount, book);
    // Price bounds choose plans (spec §5 price filter, per adult per night): a hotel is led by its
    // best plan within them, never dropped for a cheaper plan outside them.
    if (!plan || !withinPriceBounds(plan.perAdultPerNight, input)) continue;
    const hotel = byHotel.get(row.hotel_id);
    if (!hotel) {
      byHotel.set(row.hotel_id, {
        hotelId: row.hotel_id,
        popularity: row.popularity,
        recommendScore: row.recommend_score,
        best: plan,
        priceFrom: plan.perAdultPerNight,
        priceTo: plan.perAdultPerNight,
        planCount: 1,
        stock: plan.stock,
      });
      continue;
    }
    hotel.planCount += 1;
    hotel.priceFrom = Math.min(hotel.priceFrom, plan.perAdultPerNight);
    hotel.priceTo = Math.max(hotel.priceTo, plan.perAdultPerNight);
    if (plan.stock !== null) hotel.stock = Math.max(hotel.stock ?? 0, plan.stock);
    if (
      plan.perAdultPerNight < hotel.best.perAdultPerNight ||
      (plan.perAdultPerNight === hotel.best.perAdultPerNight && plan.planId < hotel.best.planId)
    ) {
      hotel.best = plan;
    }
  }
  if (departure) {
    for (const hotel of byHotel.values()) {
      const jr = jrSets.get(hotel.hotelId);
      if (!jr) continue;
      hotel.set = {
        ...jr,
        departure,
        perAdult: hotel.best.perAdultPerNight * input.nights + jr.transportPerAdult,
        total: hotel.best.total + jr.transportTotal,
      };
    }
  }
  const hotels = [...byHotel.values()];
  const order = SORTS[input.condition.sort];
  return hotels.sort((a, b) => order(a, b) || (a.hotelId < b.hotelId ? -1 : a.hotelId > b.hotelId ? 1 : 0));
}

export interface HotelPage {
  /** The page's hotels, priced and sorted exactly as rankHotels ranks them. */
  hotels: PricedHotel[];
  /** Every hotel the search finds (hotels.count). */
  count: number;
}

const SQL_ORDER: Record<SearchSort, RawBuilder<unknown>> = {
  recommend: sql`r.recommend_score desc`,
  popular: sql`r.popularity desc`,
  lowPrice: sql`r.price_from asc`,
  highPrice: sql`r.price_from desc`,
};

/**
 * People per room when every guest is an adult using a bed and the rooms hold the same number of
 * them (2 adults in 1 room, 4 in 2, …): then the domain's per adult per night price of a plan is
 * roundYenUp of its price at that occupancy, and the search can rank hotels in SQL. Otherwise null.
 */
function uniformAdultOccupancy(input: HotelSearchInput, guests: readonly PartyGuest[]): number | null {
  if (input.nights !== 1 && input.goDate !== undefined) return null;
  if (guests.length === 0 || !guests.every((g) => g.category === 'male' && g.useBed)) return null;
  if (guests.length % input.roomCount !== 0) return null;
  return guests.length / input.roomCount;
}

/**
 * One page of the hotel search and the count. The common search (adults only, as many in every
 * room, one night or no date, no dp departure) is ranked inside the database: per hotel the
 * cheapest plan at the party's occupancy, the price range, plan count and rooms left, filtered by
 * price, sorted and paged in SQL; only the page's best plans are priced here, by the domain. That
 * holds while the price per adult equals the stored price (roundYenUp leaves it as it is: the
 * distinct prices found are checked); any other search ranks every hotel with rankHotels.
 */
export async function searchHotelPage(
  db: Kysely<Database>,
  input: HotelSearchInput,
  options: {
    useIndex?: boolean;
    /** Answers kept per input (search/hotelPageCache.ts); false ranks every call (the profile). */
    keep?: boolean;
  } = {},
): Promise<HotelPage> {
  const index = options.useIndex === false ? null : readyHotelIndex(db);
  if (index) {
    // Ranked from the index's arrays, only the page priced in full; a JR dp search prices sets.
    if ((await jrDeparture(db, input.condition, input.approachTypeGiven)) === null) {
      const book = await codeBook(db);
      const guests = partyGuests(input, input);
      return options.keep === false
        ? indexHotelPage(index, input, guests, book)
        : cachedHotelPage(index, input, book, guests);
    }
    const ranked = await rankHotels(db, input, (_db, i) => Promise.resolve(indexCandidatePlans(index, i)));
    const start = (input.page - 1) * input.ipg;
    return { hotels: ranked.slice(start, start + input.ipg), count: ranked.length };
  }
  const guests = partyGuests(input, input);
  const k = uniformAdultOccupancy(input, guests);
  const departure = k === null ? null : await jrDeparture(db, input.condition, input.approachTypeGiven);
  if (k !== null && departure === null) {
    const page = await sqlHotelPage(db, input, k, guests);
    if (page) return page;
  }
  const ranked = await rankHotels(db, input);
  const start = (input.page - 1) * input.ipg;
  return { hotels: ranked.slice(start, start + input.ipg), count: ranked.length };
}

/**
 * The check to keep with bytes made from this page of the search (search/keptBodies.ts): true while
 * the page is still the search's kept one in the ready index (search/hotelPageCache.ts: nothing
 * since can change it); null when the page was not ranked and kept from the index (no ready index,
 * a JR dp search, which prices sets from the database's fares).
 */
export function hotelSearchCheck(
  db: Kysely<Database>,
  input: HotelSearchInput,
  page: HotelPage,
): (() => boolean) | null {
  const index = readyHotelIndex(db);
  const kept = index ? keptHotelPageCheck(index, input, page) : null;
  return kept && (() => readyHotelIndex(db) === index && kept());
}

/**
 * The number of hotels the search finds (GET /v1/hotels.count). From the index (no JR dp search):
 * which hotels the search finds, each only asked whether it has a candidate, no page ranked or
 * priced, kept for the search's pages and sorts (search/hotelPageCache.ts). Otherwise the page
 * search's count.
 */
export async function countHotels(db: Kysely<Database>, input: HotelSearchInput): Promise<number> {
  const index = readyHotelIndex(db);
  if (index && (await jrDeparture(db, input.condition, input.approachTypeGiven)) === null) {
    return cachedHotelCount(index, input, await codeBook(db), partyGuests(input, input));
  }
  return (await searchHotelPage(db, input)).count;
}

/**
 * Whether the search filters hotels by more than whole prefectures (plan_search_day.area2_code is
 * the hotel's own area2_code, so a destination of prefecture codes alone is already applied).
 */
function needsHotelFilter(input: HotelSearchInput): boolean {
  const c = input.condition;
  return (
    c.arrAreaCode.some((code) => areaColumn(code) !== 'area2_code') ||
    c.kodawari.length > 0 ||
    c.keyword.length > 0 ||
    c.hotelIds.length > 0 ||
    input.restrictHotelIds !== undefined ||
    !!c.ITEM_CD
  );
}

async function sqlHotelPage(
  db: Kysely<Database>,
  input: HotelSearchInput,
  k: number,
  guests: readonly PartyGuest[],
): Promise<HotelPage | null> {
  let source: RawBuilder<unknown>;
  if (input.goDate === undefined) {
    source = sql`select p.hotel_id, p.plan_id, p.base_prices as prices, null::integer as stock
      from hotel h join plan p on p.hotel_id = h.hotel_id
      where ${hotelWhere(input)} and ${planWhere(input)} and ${undatedSaleWhere(input)}
        and coalesce((p.doc->>'minNights')::int, 1) <= ${input.nights}`;
  } else {
    const first = input.goDate;
    const prefectures = destinationPrefectures(input);
    const plans = hasPlanFilter(input);
    // The summary row carries the hotel's prefecture: a search by prefectures only needs no hotel.
    const hotels = needsHotelFilter(input);
    // The summary's stock counts every room of the plan; the party's rooms are those that take it.
    source = sql`select s.hotel_id, s.plan_id, s.prices, st.stock
      from plan_search_day s
      ${hotels ? sql`join hotel h on h.hotel_id = s.hotel_id` : sql``}
      join plan p on p.plan_id = s.plan_id
      join lateral (${planRoomStock(input, first)}) st on st.stock >= ${input.roomCount}
      where s.stay_date = ${first}::date
        ${prefectures ? sql`and s.area2_code = any(${prefectures}::text[])` : sql``}
        ${hotels ? sql`and ${hotelWhere(input)}` : sql``} ${plans ? sql`and ${planWhere(input)}` : sql``}
        and ${first}::date >= ${input.today}::date
        and s.booking_deadline_days <= ${first}::date - ${input.today}::date
        and s.min_nights <= ${input.nights}
        and s.stock >= ${input.roomCount}`;
  }
  const { minPrice, maxPrice, sort } = input.condition;
  // r: per hotel its best plan (cheapest, then lowest plan id, as rankHotels picks), the price
  // range, plan count and rooms left, in one sort of the candidates.
  const result = await sql<{ count: number; prices: number[] | null; page: string | null }>`
    with c as (
      select x.*, x.prices[${k}] as price
      from (${source}) x
      where x.prices[${k}] > 0
        ${minPrice !== undefined ? sql`and x.prices[${k}] >= ${minPrice}` : sql``}
        ${maxPrice !== undefined ? sql`and x.prices[${k}] <= ${maxPrice}` : sql``}
    ),
    r as (
      select distinct on (c.hotel_id) c.hotel_id, c.plan_id, c.prices, c.stock as plan_stock,
             c.price as price_from,
             max(c.price) over w as price_to, count(*) over w as plan_count, max(c.stock) over w as stock
      from c
      window w as (partition by c.hotel_id)
      order by c.hotel_id, c.price, c.plan_id collate "C"
    ),
    f as (
      select r.*, h.popularity, h.recommend_score
      from r join hotel h on h.hotel_id = r.hotel_id
    )
    select
      (select count(*)::int from f) as count,
      (select array_agg(distinct c.price) from c) as prices,
      (select json_agg(json_build_array(pg.hotel_id, pg.price_from, pg.price_to, pg.plan_count, pg.stock,
                                        pg.popularity, pg.recommend_score, pg.plan_id, pg.prices, pg.plan_stock) order by pg.n)
         from (
           select r.*, row_number() over (order by ${SQL_ORDER[sort]}, r.hotel_id collate "C") as n
           from f r
           order by ${SQL_ORDER[sort]}, r.hotel_id collate "C"
           limit ${input.ipg} offset ${(input.page - 1) * input.ipg}
         ) pg)::text as page
  `.execute(db);
  const row = result.rows[0];
  if (!row) return null;
  // The SQL ranked by the stored price: exact only when the domain's rounding leaves every one as is.
  if ((row.prices ?? []).some((price) => roundYenUp(price) !== price)) return null;
  const book = await codeBook(db);
  type PageRow = [
    string,
    number,
    number,
    number,
    number | null,
    number,
    number,
    string,
    number[],
    number | null,
  ];
  const hotels: PricedHotel[] = [];
  for (const [
    hotelId,
    priceFrom,
    priceTo,
    planCount,
    stock,
    popularity,
    recommendScore,
    planId,
    prices,
    planStock,
  ] of JSON.parse(row.page ?? '[]') as PageRow[]) {
    const best = pricePlan(
      {
        plan_id: planId,
        hotel_id: hotelId,
        lat: null,
        lng: null,
        area2_code: '',
        popularity,
        recommend_score: recommendScore,
        night_prices: [prices],
        stock: planStock,
      },
      guests,
      input.roomCount,
      book,
    );
    if (!best || best.perAdultPerNight !== priceFrom) return null;
    hotels.push({ hotelId, popularity, recommendScore, best, priceFrom, priceTo, planCount, stock });
  }
  return { hotels, count: row.count };
}
