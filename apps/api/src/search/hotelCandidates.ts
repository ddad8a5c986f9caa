/**
 * The hotel search's candidate plans read from the index (issue 15): the same rows, by the same sale
 * rules, as the SQL path's candidatePlans (services/hotelSearch.ts, kept as the oracle):
 *
 * - hotel filters (services/hotelFilters.ts hotelWhere): destination at any area level (any of the
 *   codes), every keyword in the folded search text, hotel ids, the special's hotels, the item code;
 * - plan filters: meal types, room types (any), plan group, plan ids, and every kodawari held by
 *   the plan or its hotel (hotelFilters.ts meetsKodawari, the rule of kodawariWhere);
 * - with a date: a stay from today on, the plan on sale for every night, inside its booking
 *   deadline, its minimum nights met, a price row for every night, and one of its rooms that takes
 *   the party's people per room with `roomCount` rooms left on every night (the plan's stock: the
 *   best such room's lowest night);
 * - without a date: plans on sale after the last-minute horizon (domain undatedSaleEndAfter; from
 *   today for a hotel's own plans) with their minimum nights met, priced from their
 *   ordinary-weekday prices, stock unknown.
 */
import { addDays, roomFitsOccupancy, undatedSaleEndAfter } from '@tabiyori/domain';
import { normalizeForSearch } from '../model/searchText';
import { areaColumn, meetsKodawari } from '../services/hotelFilters';
import type { HotelSearchInput, PlanRow } from '../services/hotelSearch';
import { searchOccupancy } from '../services/party';
import {
  dayNumber,
  NO_ROW,
  roomStock,
  type HotelEntry,
  type HotelIndex,
  type HotelOrder,
  type PlanEntry,
} from './hotelIndex';

const AREA_LEVEL = { area1_code: 0, area2_code: 1, area3_code: 2, area4_code: 3 } as const;

/** The hotel lists the search is limited to (its hotel ids, a special's hotels). */
function hotelIdLists(input: HotelSearchInput): (readonly string[])[] {
  const lists = [
    input.condition.hotelIds.length > 0 ? input.condition.hotelIds : null,
    input.restrictHotelIds,
  ];
  return lists.filter((list): list is readonly string[] => !!list);
}

/** The hotel-side filters of the search (services/hotelFilters.ts hotelWhere) as a test of one hotel. */
export function candidateHotelTest(input: HotelSearchInput): (hotel: HotelEntry) => boolean {
  const c = input.condition;
  const ids = hotelIdLists(input);
  const areaCodes = c.arrAreaCode.filter((code) => areaColumn(code));
  const keywords = c.keyword.map((k) => normalizeForSearch(k)).filter((k) => k !== '');
  const idSets = ids.map((list) => new Set(list));
  const areas = areaCodes.map((code) => ({ level: AREA_LEVEL[areaColumn(code)!], code }));
  return (hotel) =>
    !hotel.gone &&
    (c.arrAreaCode.length === 0 || areas.some((a) => hotel.areas[a.level] === a.code)) &&
    keywords.every((k) => hotel.searchText.includes(k)) &&
    idSets.every((set) => set.has(hotel.hotelId)) &&
    (!c.ITEM_CD || hotel.itemCodes.includes(c.ITEM_CD));
}

/**
 * The hotels (indexes) the hotel-side filters keep; with an order, in that order (the hotel
 * search's sort, ties by hotel id), so a page can be ranked without sorting every candidate.
 */
export function candidateHotels(
  index: HotelIndex,
  input: HotelSearchInput,
  order: HotelOrder | null = null,
): number[] {
  const c = input.condition;
  const ids = hotelIdLists(input);
  const areaCodes = c.arrAreaCode.filter((code) => areaColumn(code));
  // One list in the order already (an area, or every hotel), else gathered, deduplicated, sorted.
  let sources: Iterable<number>[];
  let ordered = false;
  if (ids.length > 0) {
    sources = [
      ids[0]!.flatMap((id) => {
        const at = index.hotelIndexOf(id);
        return at === undefined ? [] : [at];
      }),
    ];
  } else if (c.arrAreaCode.length > 0) {
    sources = areaCodes.map((code) => index.hotelsInArea(code, order ?? 'recommend'));
    ordered = sources.length === 1;
  } else {
    sources = [order ? index.hotelsInOrder(order) : index.hotels.keys()];
    ordered = true;
  }
  const keep = candidateHotelTest(input);
  const out: number[] = [];
  const seen = ordered ? null : new Set<number>();
  for (const source of sources) {
    for (const at of source) {
      if (seen) {
        if (seen.has(at)) continue;
        seen.add(at);
      }
      if (keep(index.hotels[at]!)) out.push(at);
    }
  }
  if (order && !ordered) {
    const rank = index.hotelRanks(order);
    const last = index.hotels.length;
    out.sort((a, b) => (rank[a] ?? last) - (rank[b] ?? last));
  }
  return out;
}

/**
 * The hotels in the order that may be candidates: one list the index holds when the search has one
 * destination code or none (and no hotel list), else candidateHotels in the order. A hotel of the
 * list is a candidate only if the search finds it (hotelRanking.ts availabilityPage asks that).
 */
export function orderedCandidateHotels(
  index: HotelIndex,
  input: HotelSearchInput,
  order: HotelOrder,
): readonly number[] {
  const c = input.condition;
  if (c.hotelIds.length === 0 && !input.restrictHotelIds) {
    if (c.arrAreaCode.length === 0) return index.hotelsInOrder(order);
    const [code] = c.arrAreaCode;
    if (c.arrAreaCode.length === 1 && areaColumn(code!)) return index.hotelsInArea(code!, order);
  }
  return candidateHotels(index, input, order);
}

/** The plan-side filters (services/hotelSearch.ts planWhere); null when the search has none. */
function planFilter(input: HotelSearchInput): ((plan: PlanEntry, hotel: HotelEntry) => boolean) | null {
  const c = input.condition;
  const meals = new Set(c.meal);
  const roomTypes = new Set(c.roomType);
  const group = c.groupCode ?? c.GroupID;
  const planIds = new Set(c.planIds);
  if (meals.size === 0 && roomTypes.size === 0 && !group && planIds.size === 0 && c.kodawari.length === 0) {
    return null;
  }
  return (plan, hotel) =>
    (meals.size === 0 || meals.has(plan.meal)) &&
    (roomTypes.size === 0 || plan.roomTypes.some((t) => roomTypes.has(t))) &&
    (!group || plan.group === group) &&
    (planIds.size === 0 || planIds.has(plan.planId)) &&
    (c.kodawari.length === 0 || meetsKodawari(c.kodawari, hotel.kodawari, plan.kodawari));
}

/**
 * The plan's rooms left for nights first … first + nights − 1: the best of its rooms that take the
 * party's people per room (domain roomFitsOccupancy; null: no party to fit) and have a row every
 * night, each counted at its lowest night; null when none has (hotelSearch.ts planRoomStock).
 */
function stayStock(
  index: HotelIndex,
  plan: PlanEntry,
  first: number,
  nights: number,
  occupancy: readonly number[] | null,
): number | null {
  let best: number | null = null;
  for (const [i, r] of plan.rooms.entries()) {
    const capacity = plan.roomCapacities[i];
    if (occupancy && !(capacity && roomFitsOccupancy(capacity, occupancy))) continue;
    const room = index.rooms[r]!;
    let low = Infinity;
    for (let day = first; day < first + nights; day++) {
      const stock = roomStock(room, day);
      if (stock === NO_ROW) {
        low = -Infinity;
        break;
      }
      if (stock < low) low = stock;
    }
    if (low !== -Infinity && (best === null || low > best)) best = low;
  }
  return best;
}

function row(hotel: HotelEntry, plan: PlanEntry, nightPrices: number[][], stock: number | null): PlanRow {
  return {
    plan_id: plan.planId,
    hotel_id: hotel.hotelId,
    lat: hotel.lat,
    lng: hotel.lng,
    area2_code: hotel.areas[1],
    popularity: hotel.popularity,
    recommend_score: hotel.recommendScore,
    night_prices: nightPrices,
    stock,
  };
}

/**
 * Visits a candidate plan: with a date, `at` is the first night's offset in the plan's arrays and
 * `stock` its rooms left; without one, `at` and `stock` are null (priced from the ordinary-weekday
 * prices). Answering true stops the hotel's walk.
 */
export type CandidateVisit = (plan: PlanEntry, at: number | null, stock: number | null) => boolean | void;

/**
 * The walk over one hotel's candidate plans for the search (the rows candidatePlans answers), or
 * null when the search can find nothing (a date in the past).
 */
export function candidatePlanWalk(
  index: HotelIndex,
  input: HotelSearchInput,
): ((hotel: HotelEntry, visit: CandidateVisit) => void) | null {
  const keepPlan = planFilter(input);
  const today = dayNumber(input.today);
  const nights = input.nights;
  const roomCount = input.roomCount;
  const dated = input.goDate !== undefined;
  const first = dated ? dayNumber(input.goDate!) : 0;
  const undatedAfter = dayNumber(
    input.keepLastMinutePlans ? addDays(input.today, -1) : undatedSaleEndAfter(input.today),
  );
  if (dated && first < today) return null;
  const last = first + nights - 1;
  const ahead = first - today;
  const occupancy = searchOccupancy(input, input);
  return (hotel, visit) => {
    for (const p of hotel.plans) {
      const plan = index.plans[p];
      if (!plan || plan.minNights > nights || (keepPlan && !keepPlan(plan, hotel))) continue;
      if (!dated) {
        if (plan.stayTo > undatedAfter && visit(plan, null, null)) return;
        continue;
      }
      if (plan.stayFrom > first || plan.stayTo < last || plan.deadlineDays > ahead) continue;
      const at = first - plan.dayStart;
      let sold = true;
      for (let n = 0; n < nights && sold; n++) sold = plan.sold[at + n] === 1;
      if (!sold) continue;
      const stock = stayStock(index, plan, first, nights, occupancy);
      if (stock === null || stock < roomCount) continue;
      if (visit(plan, at, stock)) return;
    }
  };
}

/** Visits every candidate plan of the search (the rows candidatePlans answers, in any order). */
export function forEachCandidate(
  index: HotelIndex,
  input: HotelSearchInput,
  visit: (hotel: HotelEntry, plan: PlanEntry, at: number | null, stock: number | null) => void,
): void {
  const walk = candidatePlanWalk(index, input);
  if (!walk) return;
  for (const h of candidateHotels(index, input)) {
    const hotel = index.hotels[h]!;
    walk(hotel, (plan, at, stock) => {
      visit(hotel, plan, at, stock);
    });
  }
}

/** A candidate's row as the SQL path answers it (night prices per adult at each occupancy). */
export function candidateRow(
  hotel: HotelEntry,
  plan: PlanEntry,
  at: number | null,
  stock: number | null,
  nights: number,
): PlanRow {
  if (at === null) return row(hotel, plan, [[...plan.basePrices]], null);
  const nightPrices: number[][] = [];
  for (let n = 0; n < nights; n++) {
    const base = (at + n) * plan.width;
    nightPrices.push(Array.from(plan.prices.subarray(base, base + plan.width)));
  }
  return row(hotel, plan, nightPrices, stock);
}

/** Candidate plans of the search from the index (the rows candidatePlans answers, in any order). */
export function indexCandidatePlans(index: HotelIndex, input: HotelSearchInput): PlanRow[] {
  const out: PlanRow[] = [];
  forEachCandidate(index, input, (hotel, plan, at, stock) =>
    out.push(candidateRow(hotel, plan, at, stock, input.nights)),
  );
  return out;
}
