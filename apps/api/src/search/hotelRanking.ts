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
 *   it has one (its walk stops at the first) for the count, unless the count is known (kept by
 *   hotelPageCache.ts): then the walk stops once the page is full. No sort.
 * - the count alone (hotels.count, indexHotelCount): every hotel only asked whether it has one.
 * - lowPrice / highPrice: every hotel's best plan is found (one pass, no map), and only the best
 *   page-end hotels are kept (a bounded heap), never a sort of every hotel.
 *
 * The oracle test (hotelIndex.oracle.test.ts) compares every page and count with the SQL path.
 */
import { partyOccupancy, perAdultPerNightOf, type PartyGuest, type SearchSort } from '@tabiyori/domain';
import TinyQueue from 'tinyqueue';
import type { CodeBook } from '../services/codeBook';
import { pricePlan, type HotelPage, type HotelSearchInput, type PricedHotel } from '../services/hotelSearch';
import { candidateHotels, candidatePlanWalk, candidateRow, type CandidateVisit } from './hotelCandidates';
import type { HotelEntry, HotelIndex, HotelOrder, PlanEntry } from './hotelIndex';

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
const PRICE_ORDER: Record<'lowPrice' | 'highPrice', (a: Ranked, b: Ranked) => number> = {
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

/** The number of hotels the search finds (hotels.count): each hotel asked only whether it has a candidate. */
export function indexHotelCount(
  index: HotelIndex,
  input: HotelSearchInput,
  guests: readonly PartyGuest[],
): number {
  const priced = candidatePricer(input, guests);
  const walk = priced ? candidatePlanWalk(index, input) : null;
  if (!priced || !walk) return 0;
  const hasCandidate = candidateTest(walk, priced);
  let count = 0;
  for (const h of candidateHotels(index, input)) if (hasCandidate(index.hotels[h]!)) count += 1;
  return count;
}

/**
 * `knownCount`: the search's count when it is already known (hotelPageCache.ts): a walk in the
 * index's order then stops once the page is full.
 */
export function indexHotelPage(
  index: HotelIndex,
  input: HotelSearchInput,
  guests: readonly PartyGuest[],
  book: CodeBook,
  knownCount?: number,
): HotelPage {
  const priced = candidatePricer(input, guests);
  const walk = priced ? candidatePlanWalk(index, input) : null;
  if (!priced || !walk) return { hotels: [], count: 0 };
  const { nights } = input;

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
  /** The hotel's best plan, price range, plan count and rooms left (null: no candidate). */
  const rank = (entry: HotelEntry): Ranked | null => {
    hotel = entry;
    current = null;
    walk(entry, gather);
    return current as Ranked | null;
  };
  const hasCandidate = candidateTest(walk, priced);

  const start = (input.page - 1) * input.ipg;
  const end = start + input.ipg;
  const sort = input.condition.sort;
  const order = HOTEL_ORDER[sort];
  let page: Ranked[] = [];
  let count = 0;
  if (order) {
    for (const h of candidateHotels(index, input, order)) {
      if (knownCount !== undefined && count >= end) {
        count = knownCount;
        break;
      }
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
    const better = PRICE_ORDER[sort as 'lowPrice' | 'highPrice'];
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
  const hotels: PricedHotel[] = page.map((r) => {
    const best = pricePlan(
      candidateRow(r.hotel, r.plan, r.at, r.planStock, nights),
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
  return { hotels, count };
}
