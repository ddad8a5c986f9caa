/**
 * One page of the hotel search ranked from the index without pricing every guest of every plan
 * (issue 15: a nationwide search has tens of thousands of candidate plans). The order, count,
 * price range, plan count and stock are those of services/hotelSearch.ts rankHotels, which prices
 * each plan with the domain's stayPartyPrice: a card's per adult per night price depends only on
 * the rooms' occupancy (domain partyOccupancy) and the plan's price per adult at each occupancy
 * (domain perAdultPerNightOf), so each candidate plan is ranked by that from the index's typed
 * arrays, and only the page's best plans are priced in full (their totals) by pricePlan. Not for a
 * JR dp search (its sets are priced per hotel by rankHotels). The oracle test
 * (hotelIndex.oracle.test.ts) compares every page and count with the SQL path.
 */
import { partyOccupancy, perAdultPerNightOf, type PartyGuest, type SearchSort } from '@tabiyori/domain';
import type { CodeBook } from '../services/codeBook';
import { pricePlan, type HotelPage, type HotelSearchInput, type PricedHotel } from '../services/hotelSearch';
import { candidateRow, forEachCandidate } from './hotelCandidates';
import type { HotelEntry, HotelIndex, PlanEntry } from './hotelIndex';

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

const ORDER: Record<SearchSort, (a: Ranked, b: Ranked) => number> = {
  recommend: (a, b) => b.hotel.recommendScore - a.hotel.recommendScore,
  popular: (a, b) => b.hotel.popularity - a.hotel.popularity,
  lowPrice: (a, b) => a.perAdult - b.perAdult,
  highPrice: (a, b) => b.perAdult - a.perAdult,
};

/**
 * The per adult per night price of a candidate for the rooms' occupancy (null: a room's
 * occupancy not sold some night), as stayPartyPrice computes it.
 */
function perAdultOf(
  plan: PlanEntry,
  at: number | null,
  nights: number,
  occupancy: readonly number[],
  bedGuests: number,
): number | null {
  let sum = 0;
  if (at === null) {
    for (const k of occupancy) {
      const price = plan.basePrices[k - 1];
      if (!price || price <= 0) return null;
      sum += price * k;
    }
    return perAdultPerNightOf(sum, bedGuests, 1);
  }
  for (let n = 0; n < nights; n++) {
    const base = (at + n) * plan.width;
    for (const k of occupancy) {
      const price = k <= plan.width ? plan.prices[base + k - 1]! : 0;
      if (price <= 0) return null;
      sum += price * k;
    }
  }
  return perAdultPerNightOf(sum, bedGuests, nights);
}

export function indexHotelPage(
  index: HotelIndex,
  input: HotelSearchInput,
  guests: readonly PartyGuest[],
  book: CodeBook,
): HotelPage {
  const bedGuests = guests.filter((g) => g.useBed).length;
  const occupancy = bedGuests === 0 ? null : partyOccupancy(guests, input.roomCount);
  if (!occupancy) return { hotels: [], count: 0 };
  const { minPrice, maxPrice } = input.condition;
  const byHotel = new Map<HotelEntry, Ranked>();
  forEachCandidate(index, input, (hotel, plan, at, stock) => {
    const perAdult = perAdultOf(plan, at, input.nights, occupancy, bedGuests);
    if (perAdult === null) return;
    if ((minPrice !== undefined && perAdult < minPrice) || (maxPrice !== undefined && perAdult > maxPrice))
      return;
    const ranked = byHotel.get(hotel);
    if (!ranked) {
      byHotel.set(hotel, {
        hotel,
        plan,
        at,
        planStock: stock,
        perAdult,
        priceFrom: perAdult,
        priceTo: perAdult,
        planCount: 1,
        stock,
      });
      return;
    }
    ranked.planCount += 1;
    if (perAdult < ranked.priceFrom) ranked.priceFrom = perAdult;
    if (perAdult > ranked.priceTo) ranked.priceTo = perAdult;
    if (stock !== null) ranked.stock = Math.max(ranked.stock ?? 0, stock);
    if (perAdult < ranked.perAdult || (perAdult === ranked.perAdult && plan.planId < ranked.plan.planId)) {
      ranked.plan = plan;
      ranked.at = at;
      ranked.planStock = stock;
      ranked.perAdult = perAdult;
    }
  });
  const order = ORDER[input.condition.sort];
  const all = [...byHotel.values()].sort(
    (a, b) =>
      order(a, b) || (a.hotel.hotelId < b.hotel.hotelId ? -1 : a.hotel.hotelId > b.hotel.hotelId ? 1 : 0),
  );
  const start = (input.page - 1) * input.ipg;
  const hotels: PricedHotel[] = [];
  for (const r of all.slice(start, start + input.ipg)) {
    const best = pricePlan(
      candidateRow(r.hotel, r.plan, r.at, r.planStock, input.nights),
      guests,
      input.roomCount,
      book,
    );
    if (!best) throw new Error(`plan ${r.plan.planId} ranked but not priced`);
    hotels.push({
      hotelId: r.hotel.hotelId,
      popularity: r.hotel.popularity,
      recommendScore: r.hotel.recommendScore,
      best,
      priceFrom: r.priceFrom,
      priceTo: r.priceTo,
      planCount: r.planCount,
      stock: r.stock,
    });
  }
  return { hotels, count: all.length };
}
