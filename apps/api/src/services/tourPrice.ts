/**
 * Tour prices from the database: per departure date (tour_day), per people-per-room count, for an
 * exact party (GET /v1/totalPriceForAll), and the no-date "from" price of every tour (search).
 *
 * ## Price model (our reading; the spec gives no formula)
 *
 * tour_day holds, per departure date, priceFrom / priceTo per adult, tax included, at 2 people per
 * room (the catalog's price: transport + fixed part + Σ nights of the lowest / highest default-plan
 * price at 2 per room × the tour's hotel factor). For k people per room the hotel part changes and
 * nothing else, so
 *
 *   priceFrom(k) = priceFrom(2) + hotelFactor × Σ nights (lowest plan price at k − lowest at 2)
 *   priceTo(k)   = priceTo(2)   + hotelFactor × Σ nights (highest plan price at k − highest at 2)
 *
 * over the plans of the tour's default lodging (defaultYadoPlans: planIds) on each night (plan_day
 * prices[k], 0 = not sold for k), rounded up to the spec §9 rounding base (domain roundYenUp). A night
 * on which no plan sells k people per room makes the departure unavailable for k (price 0). Day
 * trips (no nights) cost the same for every k.
 *
 * A party (adults and children by category, rooms) is priced by the domain's stayPartyPrice with the
 * whole tour as one "night": each room of k bed users is sold at priceFrom(k) per adult, children pay
 * their category's percentage of it (reference data paxTypes ratePercent; domain childGuestCategory
 * for child params).
 */
import {
  addDays,
  carrierGroupOfList,
  childGuestCategory,
  countBeds,
  dedupePaxMessages,
  defaultConfig,
  distributeOverRooms,
  paxCategorySlotLabel,
  paxMessageText,
  roundYenUp,
  stayPartyPrice,
  validatePartySelection,
  type ChildDetail,
  type PartyTransport,
  type PaxMessage,
  type DisplayLang,
  type GuestCategory,
  type PartyGuest,
  type PaxCategory,
  type RoomAssignCounts,
  ROOM_PAX_KEYS,
} from '@tabiyori/domain';
import type { LRUCache } from 'lru-cache';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { loadingCache } from '../model/processCache';
import type { BreakdownRow, PriceStock, TourTotalPrice as TourTotalPriceAnswer } from '../schemas/tours';

/** People per room of the prices stored in tour_day. */
export const TOUR_BASE_PAX_PER_ROOM = 2;

/** Most people per room priced (spec §9: at most 9 people). */
export const MAX_PAX_PER_ROOM = 9;

/** `YYYYMMDD` → `YYYY-MM-DD` (a date parameter). */
export function sqlDate(ymd: string): string {
  return `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;
}

/** `YYYY-MM-DD` (a date column) → `YYYYMMDD`. */
export function ymdOf(date: string): string {
  return date.replaceAll('-', '');
}

/**
 * A departure date the API prices: a real day of 2000–2099. Far dates pass the spec's round-trip
 * check (99991231) but their stay nights would leave the 4-digit years SQL dates are written in.
 */
export function isServiceableDate(ymd: string): boolean {
  return /^20\d{6}$/.test(ymd) && ymd <= addDays('20991231', -31);
}

/** Last day of the sale window that starts today: today + the reserve-day maximum (config). */
export function saleWindowEnd(today: string): string {
  return addDays(today, defaultConfig.consts.reserveDay.max);
}

/** A `values` list for `in (...)` / `any(array[...])` built from bound parameters, never inlined. */
export function textArray(values: readonly string[]) {
  return sql`array[${sql.join(values.map((v) => sql`${v}`))}]::text[]`;
}

/* ------------------------------------------------------------------ per-process caches */

/**
 * A cache per database (safe to lose: DESIGN.md), refreshed after `ttlMs`. A stale value is served
 * while one refresh runs (stale-while-revalidate); a value for another key (e.g. another today) is
 * never served (one key is kept). A failed refresh keeps the old value and is retried by the next call.
 */
export function dbCache<T>(ttlMs: number, load: (db: Kysely<Database>, key: string) => Promise<T>) {
  const caches = new WeakMap<Kysely<Database>, LRUCache<string, { value: T }>>();
  return async (db: Kysely<Database>, key = ''): Promise<T> => {
    let cache = caches.get(db);
    if (!cache) {
      cache = loadingCache<string, { value: T }>(
        { max: 1, ttlMs, staleWhileRevalidate: true },
        async (k) => ({
          value: await load(db, k),
        }),
      );
      caches.set(db, cache);
    }
    const held = await cache.fetch(key);
    if (!held) throw new Error('the cached value could not be loaded');
    return held.value;
  };
}

/* ------------------------------------------------------------------ window "from" prices */

/** How long the no-date figures of the search are reused (they move with bookings only). */
export const WINDOW_PRICE_TTL_MS = 60_000;

export interface WindowFigures {
  /** Lowest priceFrom of the bookable departures (stock > 0, priceFrom > 0). */
  priceFrom: number;
  /** Highest priceTo of the bookable departures. */
  priceTo: number;
  /** Seats left on the best-stocked bookable departure. */
  stock: number;
  /** Bookable departures. */
  days: number;
}

/**
 * Per tour, the figures of its bookable departures in the sale window from today: one aggregate
 * over tour_day (a parallel sequential scan on PostgreSQL; 905,000 rows in 165–380 ms), run at most
 * once a minute per process and per database, in the background once loaded.
 */
export async function loadWindowSummaries(db: Kysely<Database>, today: string): Promise<Map<string, WindowFigures>> {
  const result = await sql<{ tour_id: string; pf: number; pt: number; st: number; n: number }>`
    select tour_id, min(price_from) as pf, max(greatest(price_to, price_from)) as pt,
           max(stock) as st, count(*)::int as n
    from tour_day
    where dep_date >= ${sqlDate(today)} and dep_date <= ${sqlDate(saleWindowEnd(today))}
      and price_from > 0 and stock > 0
    group by tour_id`.execute(db);
  return new Map(
    result.rows.map((r) => [r.tour_id, { priceFrom: r.pf, priceTo: r.pt, stock: r.st, days: r.n }]),
  );
}

/** tourId → window figures from today (cached per database for WINDOW_PRICE_TTL_MS). */
export const windowSummaries = dbCache(WINDOW_PRICE_TTL_MS, loadWindowSummaries);

/* ------------------------------------------------------------------ reference: pax types */

export interface PaxTypeRate {
  ratePercent: number;
  noBed: boolean;
}

async function loadPaxTypeRates(db: Kysely<Database>): Promise<Map<string, PaxTypeRate>> {
  const row = await db
    .selectFrom('reference_data')
    .select('doc')
    .where('key', '=', 'paxTypes')
    .executeTakeFirst();
  const list: unknown = row?.doc;
  const rates = new Map<string, PaxTypeRate>();
  if (Array.isArray(list)) {
    for (const item of list as { code?: unknown; ratePercent?: unknown; noBed?: unknown }[]) {
      if (typeof item.code === 'string' && typeof item.ratePercent === 'number') {
        rates.set(item.code, { ratePercent: item.ratePercent, noBed: item.noBed === true });
      }
    }
  }
  return rates;
}

/** Reference data paxTypes (ratePercent, noBed) per category, cached for 5 minutes. */
export const paxTypeRates = dbCache(300_000, (db) => loadPaxTypeRates(db));

/* ------------------------------------------------------------------ per people per room */

/** A default lodging of a tour (catalog DefaultYadoPlan, the part prices need). */
export interface StayPlans {
  relativeDate: number;
  nights: number;
  planIds: string[];
}

/** What the price model reads of a tour's stored doc. */
export interface TourPriceModel {
  stays: StayPlans[];
  hotelFactor: number;
}

export function tourPriceModel(doc: unknown): TourPriceModel {
  const d = (doc ?? {}) as {
    defaultYadoPlans?: { relativeDate?: unknown; nights?: unknown; planIds?: unknown }[];
    pricing?: { hotelFactor?: unknown };
  };
  const stays: StayPlans[] = [];
  for (const s of Array.isArray(d.defaultYadoPlans) ? d.defaultYadoPlans : []) {
    if (typeof s.relativeDate !== 'number' || typeof s.nights !== 'number' || !Array.isArray(s.planIds))
      continue;
    stays.push({
      relativeDate: s.relativeDate,
      nights: s.nights,
      planIds: s.planIds.filter((p): p is string => typeof p === 'string'),
    });
  }
  const factor = d.pricing?.hotelFactor;
  return { stays, hotelFactor: typeof factor === 'number' && factor > 0 ? factor : 1 };
}

/** plan_day prices: planId → YYYYMMDD → prices (index k − 1 = per adult at k people per room). */
export type PlanPrices = Map<string, Map<string, number[]>>;

/** Loads plan_day prices of the given plans for the stay dates from..to (inclusive, YYYYMMDD). */
export async function loadPlanPrices(
  db: Kysely<Database>,
  planIds: readonly string[],
  from: string,
  to: string,
): Promise<PlanPrices> {
  const out: PlanPrices = new Map();
  if (planIds.length === 0 || from > to) return out;
  const rows = await db
    .selectFrom('plan_day')
    .select(['plan_id', 'stay_date', 'prices'])
    .where('plan_id', 'in', [...new Set(planIds)])
    .where('stay_date', '>=', sqlDate(from))
    .where('stay_date', '<=', sqlDate(to))
    .execute();
  for (const row of rows) {
    let byDate = out.get(row.plan_id);
    if (!byDate) out.set(row.plan_id, (byDate = new Map()));
    byDate.set(ymdOf(row.stay_date), row.prices);
  }
  return out;
}

/** The stay dates a tour's default lodging covers for departures from..to. */
export function stayDateSpan(model: TourPriceModel, from: string, to: string): { from: string; to: string } {
  let first = Infinity;
  let last = -Infinity;
  for (const s of model.stays) {
    if (s.nights < 1) continue;
    first = Math.min(first, s.relativeDate);
    last = Math.max(last, s.relativeDate + s.nights - 1);
  }
  if (first === Infinity) return { from: '99991231', to: '00010101' };
  return { from: addDays(from, first), to: addDays(to, last) };
}

export function planPriceAt(prices: PlanPrices, planId: string, date: string, k: number): number | null {
  const price = prices.get(planId)?.get(date)?.[k - 1];
  return typeof price === 'number' && price > 0 ? price : null;
}

/**
 * A default plan's price per adult at k people per room on the night `night` nights after the
 * departure: null when not sold that night or for k.
 */
export type NightPrice = (planId: string, night: number, k: number) => number | null;

/** Σ nights of (lowest, highest) plan price at k people per room; null when a night has none. */
function hotelPart(model: TourPriceModel, price: NightPrice, k: number): { low: number; high: number } | null {
  let low = 0;
  let high = 0;
  for (const stay of model.stays) {
    for (let n = 0; n < stay.nights; n++) {
      const night = stay.relativeDate + n;
      let min = Infinity;
      let max = 0;
      for (const planId of stay.planIds) {
        const p = price(planId, night, k);
        if (p === null) continue;
        min = Math.min(min, p);
        max = Math.max(max, p);
      }
      if (min === Infinity) return null;
      low += min;
      high += max;
    }
  }
  return { low, high };
}

export interface DayPrice {
  priceFrom: number;
  priceTo: number;
}

/** The night prices of loaded plan_day rows (loadPlanPrices) for a departure on goDate. */
export function loadedNightPrice(prices: PlanPrices, goDate: string): NightPrice {
  const dates: string[] = [];
  return (planId, night, k) => planPriceAt(prices, planId, (dates[night] ??= addDays(goDate, night)), k);
}

/**
 * The per-adult price of a departure at k people per room from its stored 2-per-room price (model
 * above); null when the departure is not sold (priceFrom ≤ 0) or not sold for k.
 */
export function priceAtOccupancy(
  model: TourPriceModel,
  prices: PlanPrices,
  goDate: string,
  day: DayPrice,
  k: number,
): DayPrice | null {
  return priceWithNights(model, loadedNightPrice(prices, goDate), day, k);
}

/** priceAtOccupancy with the default plans' night prices read through `price`. */
export function priceWithNights(
  model: TourPriceModel,
  price: NightPrice,
  day: DayPrice,
  k: number,
): DayPrice | null {
  if (!(day.priceFrom > 0)) return null;
  const base = { priceFrom: day.priceFrom, priceTo: Math.max(day.priceFrom, day.priceTo) };
  if (k === TOUR_BASE_PAX_PER_ROOM || model.stays.every((s) => s.nights < 1)) return base;
  if (!Number.isInteger(k) || k < 1 || k > MAX_PAX_PER_ROOM) return null;
  const atK = hotelPart(model, price, k);
  const at2 = hotelPart(model, price, TOUR_BASE_PAX_PER_ROOM);
  if (!atK || !at2) return null;
  const priceFrom = roundYenUp(base.priceFrom + (atK.low - at2.low) * model.hotelFactor);
  const priceTo = Math.max(priceFrom, roundYenUp(base.priceTo + (atK.high - at2.high) * model.hotelFactor));
  return priceFrom > 0 ? { priceFrom, priceTo } : null;
}

/* ------------------------------------------------------------------ price stocks */

/**
 * Spec §3 priceStocks of a tour for departures from..to (inclusive), at k people per room. Days
 * without a stored row, or not sold (for k), have priceFrom 0, priceTo 0.
 */
export async function tourPriceStocks(
  db: Kysely<Database>,
  tourId: string,
  doc: unknown,
  from: string,
  to: string,
  paxPerRoom: number,
): Promise<PriceStock[]> {
  if (from > to) return [];
  const rows = await db
    .selectFrom('tour_day')
    .select(['dep_date', 'price_from', 'price_to', 'stock'])
    .where('tour_id', '=', tourId)
    .where('dep_date', '>=', sqlDate(from))
    .where('dep_date', '<=', sqlDate(to))
    .orderBy('dep_date')
    .execute();
  const model = tourPriceModel(doc);
  let prices: PlanPrices = new Map();
  if (paxPerRoom !== TOUR_BASE_PAX_PER_ROOM && rows.length > 0) {
    const span = stayDateSpan(model, from, to);
    prices = await loadPlanPrices(
      db,
      model.stays.flatMap((s) => s.planIds),
      span.from,
      span.to,
    );
  }
  return rows.map((row) => {
    const date = ymdOf(row.dep_date);
    const price = priceAtOccupancy(
      model,
      prices,
      date,
      { priceFrom: row.price_from, priceTo: row.price_to },
      paxPerRoom,
    );
    return { date, priceFrom: price?.priceFrom ?? 0, priceTo: price?.priceTo ?? 0, stock: row.stock };
  });
}

/* ------------------------------------------------------------------ party price */

/** The tour pax slot of a lodging category (spec §9 tour codes adult / child / infant). */
export function paxCategoryOfGuest(category: GuestCategory): PaxCategory {
  switch (category) {
    case 'male':
    case 'female':
      return 'adult';
    case 'childA':
    case 'childB':
    case 'otherA':
      return 'child';
    default:
      return 'infant';
  }
}

export interface PartyInput {
  adultPax: number;
  children: ChildDetail[];
  /** Ten counts (spec §3 amount): when given, the party by category instead of adults + children. */
  amount?: RoomAssignCounts;
  roomCount: number;
}

/** The party as lodging guests (domain childGuestCategory; amount categories as given). */
export function partyGuests(party: PartyInput, rates: Map<string, PaxTypeRate>): PartyGuest[] {
  if (party.amount) {
    const guests: PartyGuest[] = [];
    for (const key of ROOM_PAX_KEYS) {
      const count = party.amount[key];
      for (let i = 0; i < count; i++)
        guests.push({ category: key, useBed: !(rates.get(key)?.noBed ?? false) });
    }
    return guests;
  }
  return [
    ...Array.from({ length: party.adultPax }, (): PartyGuest => ({ category: 'male', useBed: true })),
    ...party.children.map((c): PartyGuest => ({ category: childGuestCategory(c), useBed: c.useBed })),
  ];
}

export interface PartyPrice {
  totalPrice: number;
  /** Per adult (per bed user at the adult rate), averaged over the rooms. */
  perAdultPrice: number;
  /** The same at the departure's priceTo (the dearest default plans). */
  totalPriceTo: number;
  perAdultPriceTo: number;
  occupancy: number[];
  breakdown: BreakdownRow[];
  /** What each guest pays (priceFrom side), in the order of the guests: a booking's price rows. */
  guestTotals: number[];
}

/**
 * The party's price for one departure. `priceAt(k)` is the per-adult price at k people per room (or
 * null). The breakdown's rows add up to the total exactly: each row is the domain's party price with
 * the other categories' rates set to 0 (every guest's share is independent of the others').
 */
export function partyPrice(
  guests: readonly PartyGuest[],
  roomCount: number,
  priceAt: (k: number) => DayPrice | null,
  rates: Map<string, PaxTypeRate>,
  lang: DisplayLang,
  /** The traveller's room of each guest (domain stayPartyPrice placement); absent: spread evenly. */
  placement?: readonly number[],
): PartyPrice | null {
  const rate = (c: GuestCategory) =>
    c === 'male' || c === 'female' ? 100 : (rates.get(c)?.ratePercent ?? 100);
  const run = (side: 'priceFrom' | 'priceTo', only?: PaxCategory) =>
    stayPartyPrice({
      nights: [(k) => priceAt(k)?.[side] ?? null],
      guests,
      roomCount,
      ratePercent: (c) => (only === undefined || paxCategoryOfGuest(c) === only ? rate(c) : 0),
      ...(placement ? { placement } : {}),
    });
  const low = run('priceFrom');
  const high = run('priceTo');
  if (!low || !high) return null;
  const breakdown: BreakdownRow[] = [];
  for (const category of ['adult', 'child', 'infant'] as const) {
    const pax = guests.filter((g) => paxCategoryOfGuest(g.category) === category).length;
    if (pax === 0) continue;
    breakdown.push({
      label: paxCategorySlotLabel(category, lang),
      paxType: category,
      pax,
      price: run('priceFrom', category)?.total ?? 0,
    });
  }
  return {
    totalPrice: low.total,
    perAdultPrice: low.perAdultPerNight,
    totalPriceTo: high.total,
    perAdultPriceTo: high.perAdultPerNight,
    occupancy: low.occupancy,
    breakdown,
    guestTotals: low.guestTotals,
  };
}

/** Spec §5 bed count of a party (adults + children with a bed; by category for ten counts). */
export function partyBedCount(party: PartyInput, rates: Map<string, PaxTypeRate>): number {
  if (party.amount) return partyGuests(party, rates).filter((g) => g.useBed).length;
  return countBeds({ adultPax: party.adultPax, childPax: party.children }).bedCount;
}

/* ------------------------------------------------------------------ totalPriceForAll */

type UnavailableReason = NonNullable<TourTotalPriceAnswer['reason']>;

/**
 * One tour's totalPriceForAll answer (schemas/tours.ts TourTotalPriceSchema) and, off the wire,
 * what each guest pays (partyGuests order), which bookings turn into price rows.
 */
export type TourTotalPrice = TourTotalPriceAnswer & { guestTotals?: number[] };

interface PricedTourRow {
  tour_id: string;
  approach_type: string;
  nights: number;
  yado: unknown;
  pricing: unknown;
  transportation: unknown;
  min_pax: unknown;
  max_pax: unknown;
  price_from: number | null;
  price_to: number | null;
  stock: number | null;
}

function partyTransport(approachType: string): PartyTransport {
  if (approachType === 'air') return 'air';
  if (approachType === 'train' || approachType === 'extrain') return 'train';
  if (approachType === '01') return 'ship';
  return 'none';
}

/**
 * GET /v1/totalPriceForAll: the party's price for each tour on goDate. A tour that is unknown, not
 * sold that day, sold out, not sold for the party's room occupancy, or whose rules the party breaks
 * comes back with available false and a reason; the call itself does not fail for it.
 */
export async function totalPriceForAll(
  db: Kysely<Database>,
  input: { tourIds: string[]; goDate: string; party: PartyInput; lang: DisplayLang },
): Promise<TourTotalPrice[]> {
  const { tourIds, goDate, party, lang } = input;
  const rates = await paxTypeRates(db);
  const guests = partyGuests(party, rates);
  const bedCount = guests.filter((g) => g.useBed).length;
  const travellers = guests.length;
  const childCount = party.amount
    ? guests.filter((g) => g.category !== 'male' && g.category !== 'female').length
    : party.children.length;
  const adultCount = travellers - childCount;
  const occupancy = distributeOverRooms(bedCount, party.roomCount);
  const rows =
    tourIds.length === 0
      ? []
      : (
          await sql<PricedTourRow>`
            select t.tour_id, t.approach_type, t.nights, t.doc->'defaultYadoPlans' as yado,
              t.doc->'pricing' as pricing, t.doc->'overview'->'transportation' as transportation,
              t.doc->'overview'->'minPax' as min_pax, t.doc->'overview'->'maxPax' as max_pax,
              d.price_from, d.price_to, d.stock
            from tour t
            left join tour_day d on d.tour_id = t.tour_id and d.dep_date = ${sqlDate(goDate)}
            where t.tour_id = any(${textArray(tourIds)})`.execute(db)
        ).rows;
  const byId = new Map(rows.map((r) => [r.tour_id, r]));
  const models = new Map(
    rows.map((r) => [r.tour_id, tourPriceModel({ defaultYadoPlans: r.yado, pricing: r.pricing })]),
  );
  let prices: PlanPrices = new Map();
  if (occupancy.some((k) => k !== TOUR_BASE_PAX_PER_ROOM)) {
    const all = [...models.values()];
    const lastNight = Math.max(0, ...all.flatMap((m) => m.stays.map((s) => s.relativeDate + s.nights - 1)));
    prices = await loadPlanPrices(
      db,
      all.flatMap((m) => m.stays.flatMap((s) => s.planIds)),
      goDate,
      addDays(goDate, lastNight),
    );
  }

  return tourIds.map((tourId): TourTotalPrice => {
    const base = {
      tourId,
      goDate,
      adultPax: adultCount,
      childPax: childCount,
      roomCount: party.roomCount,
      bedCount,
    };
    const row = byId.get(tourId);
    const model = models.get(tourId);
    if (!row || !model) return { ...base, available: false, reason: 'notFound', stock: 0 };
    const stock = row.stock ?? 0;
    const unavailable = (
      reason: UnavailableReason,
      messages?: TourTotalPrice['messages'],
    ): TourTotalPrice => ({
      ...base,
      stock,
      available: false,
      reason,
      ...(messages ? { messages } : {}),
    });
    if (row.price_from === null || !(row.price_from > 0)) return unavailable('notSold');
    if (stock <= 0) return unavailable('soldOut');
    const carriers = flightCarriers(row.transportation);
    const messages: PaxMessage[] = [];
    const minPax = typeof row.min_pax === 'number' ? row.min_pax : 1;
    const maxPax = typeof row.max_pax === 'number' ? row.max_pax : MAX_PAX_PER_ROOM;
    if (travellers < minPax) messages.push({ key: 'bookableMin', n: minPax });
    if (travellers > maxPax) messages.push({ key: 'bookableMax', n: maxPax });
    if (!party.amount) {
      messages.push(
        ...validatePartySelection({
          adultPax: party.adultPax,
          childPax: party.children,
          roomCount: party.roomCount,
          lodging: row.nights > 0,
          transport: partyTransport(row.approach_type),
          carrierGroup: carriers.length > 0 ? carrierGroupOfList(carriers) : '',
          boardingDate: goDate,
        }),
      );
    } else if (adultCount < party.roomCount) {
      messages.push({ key: 'adultRequired', n: 1 });
    }
    if (messages.length > 0) {
      return unavailable(
        'party',
        dedupePaxMessages(messages).map((m) => ({ ...m, text: paxMessageText(m, lang) })),
      );
    }
    if (stock < travellers) return unavailable('stock');
    const day = { priceFrom: row.price_from, priceTo: row.price_to ?? row.price_from };
    const cache = new Map<number, DayPrice | null>();
    const priceAt = (k: number) => {
      if (!cache.has(k)) cache.set(k, priceAtOccupancy(model, prices, goDate, day, k));
      return cache.get(k) ?? null;
    };
    const priced = partyPrice(guests, party.roomCount, priceAt, rates, lang);
    if (!priced) return unavailable('occupancy');
    return {
      ...base,
      stock,
      available: true,
      occupancy: priced.occupancy,
      perAdultPrice: priced.perAdultPrice,
      totalPrice: priced.totalPrice,
      perAdultPriceTo: priced.perAdultPriceTo,
      totalPriceTo: priced.totalPriceTo,
      breakdown: priced.breakdown,
      guestTotals: priced.guestTotals,
    };
  });
}

/** Carrier codes of a tour's flights (for the domain's carrier group and airline rule). */
export function flightCarriers(transportation: unknown): string[] {
  const out: string[] = [];
  const entries = Array.isArray(transportation)
    ? (transportation as { type?: unknown; services?: unknown }[])
    : [];
  for (const entry of entries) {
    if (entry.type !== 'air' || !Array.isArray(entry.services)) continue;
    for (const s of entry.services as { carrierCode?: unknown }[]) {
      if (typeof s.carrierCode === 'string') out.push(s.carrierCode);
    }
  }
  return out;
}
