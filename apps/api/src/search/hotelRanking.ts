/**
 * One page of the hotel search ranked from the index without pricing every guest of every plan
 * (issue 15: a nationwide search has tens of thousands of candidate plans). The order, count,
 * price range, plan count and stock are those of services/hotelSearch.ts rankHotels, which prices
 * each plan with the domain's stayPartyPrice: a card's per adult per night price depends only on
 * the rooms' occupancy (domain partyOccupancy) and the plan's price per adult at each occupancy
 * (domain perAdultPerNightOf, integer arithmetic), so each candidate plan is ranked by that integer
 * key straight from the index's typed arrays, and only the page's best plans are priced in full
 * (their totals) by pricePlan. Not for a JR dp search (its sets are priced per hotel by rankHotels).
 *
 * - recommend / popular: the hotels are walked in the sort's order (held by the index), so the page
 *   is filled by the first hotels that have a candidate; every other hotel is only asked whether
 *   it has one (its walk stops at the first) for the count. No sort.
 * - lowPrice / highPrice: every hotel's best plan is found (one pass, no map), and only the best
 *   page-end hotels are kept (a bounded heap), never a sort of every hotel.
 *
 * Kept answers (hotelPageCache.ts) go another way: which hotels a condition finds, and for the
 * price sorts each one's best price, depend neither on its sort and page nor on stock changes that
 * flip no hotel's availability ({@link HotelAvailability}, made once by {@link hotelAvailability},
 * hotels.count is its size); a page is then ranked from it by {@link availabilityPage}, walking
 * only the page's hotels in full.
 *
 * The oracle test (hotelIndex.oracle.test.ts) compares every page and count with the SQL path.
 */
import { partyOccupancy, perAdultPerNightOf, type PartyGuest, type SearchSort } from '@tabiyori/domain';
import TinyQueue from 'tinyqueue';
import type { CodeBook } from '../services/codeBook';
import { pricePlan, type HotelPage, type HotelSearchInput, type PricedHotel } from '../services/hotelSearch';
import {
  candidateHotels,
  candidateHotelTest,
  candidatePlanWalk,
  candidateRow,
  orderedCandidateHotels,
  type CandidateVisit,
} from './hotelCandidates';
import type { HotelEntry, HotelIndex, HotelOrder, PlanEntry } from './hotelIndex';

type PriceSort = 'lowPrice' | 'highPrice';

interface Ranked {
  hotel: HotelEntry;
  plan: PlanEntry;
  at: number | null;
  planStock: number | null;
  perAdult: number;
  priceFrom: number;
  priceTo: number;
  planCount: number;
  stock: number | null;
}

/** Not sold for the party (a room's occupancy without a price some night). */
const UNSOLD = -1;

/**
 * The per adult per night price of a candidate for the rooms' occupancy, as stayPartyPrice
 * computes it, in integer yen (UNSOLD: a room's occupancy not sold some night).
 */
function perAdultOf(
  plan: PlanEntry,
  at: number | null,
  nights: number,
  occupancy: readonly number[],
  bedGuests: number,
): number {
  let sum = 0;
  if (at === null) {
    for (const k of occupancy) {
      const price = plan.basePrices[k - 1];
      if (!price || price <= 0) return UNSOLD;
      sum += price * k;
    }
    return perAdultPerNightOf(sum, bedGuests, 1);
  }
  const { prices, width } = plan;
  for (let n = 0; n < nights; n++) {
    const base = (at + n) * width;
    for (const k of occupancy) {
      const price = k <= width ? prices[base + k - 1]! : 0;
      if (price <= 0) return UNSOLD;
      sum += price * k;
    }
  }
  return perAdultPerNightOf(sum, bedGuests, nights);
}

const byHotelId = (a: Ranked, b: Ranked) =>
  a.hotel.hotelId < b.hotel.hotelId ? -1 : a.hotel.hotelId > b.hotel.hotelId ? 1 : 0;

/** The order of the price sorts, ties by hotel id (services/hotelSearch.ts SORTS). */
const PRICE_ORDER: Record<PriceSort, (a: Ranked, b: Ranked) => number> = {
  lowPrice: (a, b) => a.perAdult - b.perAdult || byHotelId(a, b),
  highPrice: (a, b) => b.perAdult - a.perAdult || byHotelId(a, b),
};

const HOTEL_ORDER: Partial<Record<SearchSort, HotelOrder>> = { recommend: 'recommend', popular: 'popular' };

/** The per adult per night price of a candidate within the search's price bounds, else UNSOLD. */
function candidatePricer(input: HotelSearchInput, guests: readonly PartyGuest[]) {
  const bedGuests = guests.filter((g) => g.useBed).length;
  const occupancy = bedGuests === 0 ? null : partyOccupancy(guests, input.roomCount);
  if (!occupancy) return null;
  const { nights } = input;
  const minPrice = input.condition.minPrice ?? -Infinity;
  const maxPrice = input.condition.maxPrice ?? Infinity;
  return (plan: PlanEntry, at: number | null): number => {
    const perAdult = perAdultOf(plan, at, nights, occupancy, bedGuests);
    return perAdult === UNSOLD || perAdult < minPrice || perAdult > maxPrice ? UNSOLD : perAdult;
  };
}

/** Asks of a hotel only whether it has a candidate (its walk stops at the first). */
function candidateTest(
  walk: (hotel: HotelEntry, visit: CandidateVisit) => void,
  priced: (plan: PlanEntry, at: number | null) => number,
): (entry: HotelEntry) => boolean {
  let found = false;
  const firstCandidate: CandidateVisit = (plan, at) => (found = priced(plan, at) !== UNSOLD);
  return (entry) => {
    found = false;
    walk(entry, firstCandidate);
    return found;
  };
}

/** The hotel's best plan, price range, plan count and rooms left (null: no candidate). */
function hotelRanker(
  walk: (hotel: HotelEntry, visit: CandidateVisit) => void,
  priced: (plan: PlanEntry, at: number | null) => number,
): (entry: HotelEntry) => Ranked | null {
  // One visitor for every hotel (no closure per hotel): it gathers into `current`.
  let hotel: HotelEntry;
  let current: Ranked | null = null;
  const gather: CandidateVisit = (plan, at, stock) => {
    const perAdult = priced(plan, at);
    if (perAdult === UNSOLD) return;
    const r = current;
    if (!r) {
      current = {
        hotel,
        plan,
        at,
        planStock: stock,
        perAdult,
        priceFrom: perAdult,
        priceTo: perAdult,
        planCount: 1,
        stock,
      };
      return;
    }
    r.planCount += 1;
    if (perAdult < r.priceFrom) r.priceFrom = perAdult;
    if (perAdult > r.priceTo) r.priceTo = perAdult;
    if (stock !== null) r.stock = Math.max(r.stock ?? 0, stock);
    if (perAdult < r.perAdult || (perAdult === r.perAdult && plan.planId < r.plan.planId)) {
      r.plan = plan;
      r.at = at;
      r.planStock = stock;
      r.perAdult = perAdult;
    }
  };
  return (entry) => {
    hotel = entry;
    current = null;
    walk(entry, gather);
    return current as Ranked | null;
  };
}

/** The hotel's best per adult per night price over its candidates (UNSOLD: none). */
function bestPriceTest(
  walk: (hotel: HotelEntry, visit: CandidateVisit) => void,
  priced: (plan: PlanEntry, at: number | null) => number,
): (entry: HotelEntry) => number {
  let best = UNSOLD;
  const lower: CandidateVisit = (plan, at) => {
    const perAdult = priced(plan, at);
    if (perAdult !== UNSOLD && (best === UNSOLD || perAdult < best)) best = perAdult;
  };
  return (entry) => {
    best = UNSOLD;
    walk(entry, lower);
    return best;
  };
}

/** The page's ranked hotels priced in full (their best plan's totals by pricePlan). */
function pricedPage(
  page: readonly Ranked[],
  input: HotelSearchInput,
  guests: readonly PartyGuest[],
  book: CodeBook,
): PricedHotel[] {
  return page.map((r) => {
    const best = pricePlan(
      candidateRow(r.hotel, r.plan, r.at, r.planStock, input.nights),
      guests,
      input.roomCount,
      book,
    );
    if (!best) throw new Error(`plan ${r.plan.planId} ranked but not priced`);
    return {
      hotelId: r.hotel.hotelId,
      popularity: r.hotel.popularity,
      recommendScore: r.hotel.recommendScore,
      best,
      priceFrom: r.priceFrom,
      priceTo: r.priceTo,
      planCount: r.planCount,
      stock: r.stock,
    };
  });
}

/** One page of the search and its count, every hotel of the condition walked (nothing kept). */
export function indexHotelPage(
  index: HotelIndex,
  input: HotelSearchInput,
  guests: readonly PartyGuest[],
  book: CodeBook,
): HotelPage {
  const priced = candidatePricer(input, guests);
  const walk = priced ? candidatePlanWalk(index, input) : null;
  if (!priced || !walk) return { hotels: [], count: 0 };
  const rank = hotelRanker(walk, priced);
  const hasCandidate = candidateTest(walk, priced);

  const start = (input.page - 1) * input.ipg;
  const end = start + input.ipg;
  const sort = input.condition.sort;
  const order = HOTEL_ORDER[sort];
  let page: Ranked[] = [];
  let count = 0;
  if (order) {
    for (const h of candidateHotels(index, input, order)) {
      const entry = index.hotels[h]!;
      if (count >= start && count < end) {
        const ranked = rank(entry);
        if (ranked) {
          page.push(ranked);
          count += 1;
        }
      } else if (hasCandidate(entry)) count += 1;
    }
  } else {
    const better = PRICE_ORDER[sort as PriceSort];
    // The page-end best so far, the worst of them on top.
    const kept = new TinyQueue<Ranked>([], (a, b) => better(b, a));
    for (const h of candidateHotels(index, input)) {
      const ranked = rank(index.hotels[h]!);
      if (!ranked) continue;
      count += 1;
      if (kept.length < end) kept.push(ranked);
      else if (better(ranked, kept.peek()!) < 0) {
        kept.pop();
        kept.push(ranked);
      }
    }
    const best: Ranked[] = [];
    while (kept.length > 0) best.push(kept.pop()!);
    page = best.reverse().slice(start);
  }
  return { hotels: pricedPage(page, input, guests, book), count };
}

/**
 * The hotels a condition finds, whatever its sort and page: a function of which plans are
 * available (a stock change that flips none leaves it: search/stockChanges.ts) and of prices, so
 * hotelPageCache.ts keeps it per condition with a watch without a page.
 */
export interface HotelAvailability {
  /** The hotels found (indexes into HotelIndex.hotels), ascending. */
  readonly members: Int32Array;
  /** Each member's best per adult per night price (same order), once a price sort needed it. */
  prices: Int32Array | null;
  /** The members in each price sort's order, once asked. */
  readonly byPrice: Partial<Record<PriceSort, Int32Array>>;
}

/** Bytes a kept availability holds (hotelPageCache.ts bounds them). */
export function availabilityBytes(a: HotelAvailability): number {
  let bytes = 100 + a.members.byteLength + (a.prices?.byteLength ?? 0);
  for (const list of Object.values(a.byPrice)) bytes += list.byteLength;
  return bytes;
}

/**
 * Which hotels the search finds (hotels.count is `members.length`): each hotel asked only whether
 * it has a candidate (its walk stops at the first), or with `withPrices` its best price found (for
 * the price sorts).
 */
export function hotelAvailability(
  index: HotelIndex,
  input: HotelSearchInput,
  guests: readonly PartyGuest[],
  withPrices: boolean,
): HotelAvailability {
  const priced = candidatePricer(input, guests);
  const walk = priced ? candidatePlanWalk(index, input) : null;
  if (!priced || !walk) return { members: new Int32Array(0), prices: new Int32Array(0), byPrice: {} };
  const found: number[] = [];
  const prices: number[] = [];
  if (withPrices) {
    const best = bestPriceTest(walk, priced);
    for (const h of candidateHotels(index, input)) {
      const price = best(index.hotels[h]!);
      if (price === UNSOLD) continue;
      found.push(h);
      prices.push(price);
    }
  } else {
    const hasCandidate = candidateTest(walk, priced);
    for (const h of candidateHotels(index, input)) if (hasCandidate(index.hotels[h]!)) found.push(h);
  }
  // Ascending by hotel index (an area's hotels come in recommend order), prices alongside.
  const order = Array.from(found.keys()).sort((a, b) => found[a]! - found[b]!);
  return {
    members: Int32Array.from(order, (i) => found[i]!),
    prices: withPrices ? Int32Array.from(order, (i) => prices[i]!) : null,
    byPrice: {},
  };
}

/** Where the hotel is among the members (binary search), -1 when it is not one. */
function memberAt(members: Int32Array, hotel: number): number {
  let lo = 0;
  let hi = members.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const at = members[mid]!;
    if (at === hotel) return mid;
    if (at < hotel) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/**
 * Whether a hotel reads now as the availability says (search/stockChanges.ts StockWatch.settled):
 * found or not by the search, and when `withPrices()` its best price the same. A kept answer made
 * from the availability is unchanged by a stock change of a hotel not on its page that settles.
 */
export function availabilitySettled(
  index: HotelIndex,
  input: HotelSearchInput,
  guests: readonly PartyGuest[],
  a: HotelAvailability,
  withPrices: () => boolean,
): (hotel: number) => boolean {
  const priced = candidatePricer(input, guests);
  const walk = priced ? candidatePlanWalk(index, input) : null;
  // A search that can find nothing (no bed guest, a past date) finds nothing whatever the stock.
  if (!priced || !walk) return () => true;
  const inSearch = candidateHotelTest(input);
  const best = bestPriceTest(walk, priced);
  return (h) => {
    const hotel = index.hotels[h];
    if (!hotel) return false;
    const price = inSearch(hotel) ? best(hotel) : UNSOLD;
    const at = memberAt(a.members, h);
    if ((price !== UNSOLD) !== at >= 0) return false;
    if (at < 0 || !withPrices()) return true;
    return a.prices !== null && a.prices[at] === price;
  };
}

/** Above every per adult per night price (the index holds prices as 32-bit integers). */
const PRICE_CEILING = 2 ** 31;

/**
 * The members in the price sort's order (services/hotelSearch.ts SORTS: by the best price, ties by
 * hotel id), kept on the availability: one numeric sort of the keys price × n + the hotel's place
 * by id (exact: below 2^53).
 */
function priceOrder(
  a: HotelAvailability,
  index: HotelIndex,
  input: HotelSearchInput,
  guests: readonly PartyGuest[],
  sort: PriceSort,
): Int32Array {
  const kept = a.byPrice[sort];
  if (kept) return kept;
  let prices = a.prices;
  if (!prices) {
    const best = bestPriceTest(candidatePlanWalk(index, input)!, candidatePricer(input, guests)!);
    prices = a.members.map((h) => {
      const price = best(index.hotels[h]!);
      if (price === UNSOLD) throw new Error(`hotel ${index.hotels[h]!.hotelId} found but not priced`);
      return price;
    });
    a.prices = prices;
  }
  const { rank, byRank } = index.hotelIdOrder();
  const n = byRank.length;
  const keys = new Float64Array(a.members.length);
  for (let i = 0; i < keys.length; i++) {
    const price = sort === 'lowPrice' ? prices[i]! : PRICE_CEILING - prices[i]!;
    keys[i] = price * n + rank[a.members[i]!]!;
  }
  keys.sort();
  const order = Int32Array.from(keys, (key) => byRank[key % n]!);
  a.byPrice[sort] = order;
  return order;
}

/**
 * One page of the search from its availability (kept, or made now): the page's hotels found in the
 * sort's order (recommend / popular: the index's order, skipping hotels not found, up to the page's
 * end; the price sorts: the kept price order), then only they ranked in full. The same page and
 * count as indexHotelPage.
 */
export function availabilityPage(
  index: HotelIndex,
  input: HotelSearchInput,
  guests: readonly PartyGuest[],
  book: CodeBook,
  a: HotelAvailability,
): HotelPage {
  const priced = candidatePricer(input, guests);
  const walk = priced ? candidatePlanWalk(index, input) : null;
  if (!priced || !walk || a.members.length === 0) return { hotels: [], count: 0 };
  const start = (input.page - 1) * input.ipg;
  const end = Math.min(start + input.ipg, a.members.length);
  const order = HOTEL_ORDER[input.condition.sort];
  const hotels: number[] = [];
  if (order) {
    let place = 0;
    for (const h of orderedCandidateHotels(index, input, order)) {
      if (place >= end) break;
      if (memberAt(a.members, h) < 0) continue;
      if (place >= start) hotels.push(h);
      place += 1;
    }
  } else if (start < end) {
    const sorted = priceOrder(a, index, input, guests, input.condition.sort as PriceSort);
    hotels.push(...sorted.subarray(start, end));
  }
  const rank = hotelRanker(walk, priced);
  const page = hotels.map((h) => {
    const ranked = rank(index.hotels[h]!);
    if (!ranked) throw new Error(`hotel ${index.hotels[h]!.hotelId} found but not ranked`);
    return ranked;
  });
  return { hotels: pricedPage(page, input, guests, book), count: a.members.length };
}
