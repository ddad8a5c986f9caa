/**
 * What a traveller chooses on a package tour, priced (issue 18 item 1). One rule each, used by the
 * API's booking prices and by the tour page's differences:
 *
 * - Hotel and plan per stay: the tour's per-adult price at k people per room is
 *     roundYenUp(priceFrom + hotelFactor × Σ stays (chosen plan's nights at k − lowest default at 2))
 *   (the tour price model of apps/api services/tourPrice.ts: priceFrom is the departure's price
 *   with the lowest default plans at 2 per room; a stay not chosen is its lowest default plan).
 * - Outbound and return service (flight, train, ship) per leg: the least convenient service is
 *   included; a more convenient one costs more per person, up to the tour's premium service
 *   (+TRANSPORT_PREMIUM_PERCENT of the leg's fare, the departure's priceTo). Convenient means more
 *   time at the destination: an earlier outbound departure, a later return departure. Steps are
 *   even between the two ends, rounded up to 10 yen.
 * - The traveller's room assignment (spec §3 ten counts per room) decides each room's occupancy
 *   and so its price; it must hold exactly the party (guestsOfRoomAssigns, sameCategories).
 * - An optional activity in the same booking (spec §3 optional entry: amount = ten counts) costs
 *   its per-person prices by pax category (person1 adults, person6 school children, person9
 *   preschoolers: guestPaxCategory); null when the activity does not sell a category asked.
 */
import { PAX_TYPE_INFO, ROOM_PAX_KEYS, type RoomPaxKey } from '../pax/paxTypes';
import type { RoomAssignCounts } from '../pax/roomAssign';
import type { PaxCategory } from '../pax/appPaxCodes';
import { guestPaxCategory, type PartyGuest } from '../pricing/partyPrice';
import { roundYenUp } from '../pricing/rounding';
import type { PricedGuest } from './priceRows';

export type TransportLegKind = 'outbound' | 'return';

/** What the most convenient service of a leg adds, in percent of the leg's fare. */
export const TRANSPORT_PREMIUM_PERCENT = 35;

/**
 * Per-person surcharge of each service of one leg, in the services' order. `depTimes` are HHmm;
 * `legFare` the tour's one-way fare per person (yen). One service, or no fare: nothing to add.
 */
export function transportSurcharges(
  leg: TransportLegKind,
  depTimes: readonly string[],
  legFare: number,
): number[] {
  const n = depTimes.length;
  if (n <= 1 || !(legFare > 0)) return depTimes.map(() => 0);
  // Least convenient first: the latest outbound, the earliest return.
  const order = depTimes
    .map((time, index) => ({ time, index }))
    .sort((a, b) =>
      leg === 'outbound'
        ? b.time.localeCompare(a.time) || a.index - b.index
        : a.time.localeCompare(b.time) || a.index - b.index,
    );
  const out = depTimes.map(() => 0);
  order.forEach(({ index }, rank) => {
    out[index] = roundYenUp((legFare * TRANSPORT_PREMIUM_PERCENT * rank) / ((n - 1) * 100));
  });
  return out;
}

/** One stay of a tour for the price: the chosen plan's nights at k, the lowest default plans' at 2. */
export interface TourStayPart {
  /** Σ nights of the chosen (or lowest default) plan's per-adult price at k; null: not sold for k. */
  chosen: number | null;
  /** Σ nights of the lowest default plan's per-adult price at 2 per room; null: not sold. */
  lowestAtBase: number | null;
}

/**
 * The tour's per-adult price at one occupancy with the traveller's stays and services: null when
 * the departure is not sold (priceFrom ≤ 0) or a stay is not sold for that occupancy.
 */
export function tourAdultPrice(input: {
  priceFrom: number;
  hotelFactor: number;
  stays: readonly TourStayPart[];
  /** Σ legs of the chosen services' surcharges, per person. */
  transportSurcharge: number;
}): number | null {
  if (!(input.priceFrom > 0)) return null;
  let delta = 0;
  for (const stay of input.stays) {
    if (stay.chosen === null || stay.lowestAtBase === null) return null;
    delta += stay.chosen - stay.lowestAtBase;
  }
  const lodging = delta === 0 ? input.priceFrom : roundYenUp(input.priceFrom + delta * input.hotelFactor);
  const price = lodging + input.transportSurcharge;
  return price > 0 ? price : null;
}

/**
 * The guests of a room assignment, room by room in category order, with the room of each (for
 * stayPartyPrice placement). Bed use is the category's (PAX_TYPE_INFO usesBed).
 */
export function guestsOfRoomAssigns(rooms: readonly RoomAssignCounts[]): {
  guests: PartyGuest[];
  placement: number[];
} {
  const guests: PartyGuest[] = [];
  const placement: number[] = [];
  rooms.forEach((room, r) => {
    for (const key of ROOM_PAX_KEYS) {
      for (let i = 0; i < room[key]; i++) {
        guests.push({ category: key, useBed: PAX_TYPE_INFO[key].usesBed });
        placement.push(r);
      }
    }
  });
  return { guests, placement };
}

/**
 * True when two guest lists are the same people by category (adults as adults whatever their
 * gender: male and female both count as adults, spec §3; children by their exact category).
 */
export function sameCategories(a: readonly PartyGuest[], b: readonly PartyGuest[]): boolean {
  const tally = (guests: readonly PartyGuest[]) => {
    const counts = new Map<string, number>();
    for (const g of guests) {
      const key = PAX_TYPE_INFO[g.category].countsAsAdult ? 'adult' : g.category;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return counts;
  };
  const x = tally(a);
  const y = tally(b);
  return x.size === y.size && [...x].every(([key, n]) => y.get(key) === n);
}

/** Per-person prices of an activity by pax category (spec §9 optional codes). */
export interface OptionalPrices {
  person1: number;
  person6: number | null;
  person9: number | null;
}

/**
 * The people of an optional amount priced per person (for bookingPriceRows 'optional'), or null
 * when a category asked is not sold. An empty amount prices nobody (an empty list).
 */
export function optionalAmountGuests(prices: OptionalPrices, amount: RoomAssignCounts): PricedGuest[] | null {
  const unit: Record<PaxCategory, number | null> = {
    adult: prices.person1,
    child: prices.person6,
    infant: prices.person9,
  };
  const out: PricedGuest[] = [];
  for (const key of ROOM_PAX_KEYS) {
    const category = guestPaxCategory(key as RoomPaxKey);
    const price = unit[category];
    for (let i = 0; i < amount[key]; i++) {
      if (price === null) return null;
      out.push({ category, price });
    }
  }
  return out;
}

/**
 * True when an optional's amount names only people of the party: per category no more than the
 * party has (adults as adults whatever their gender).
 */
export function amountWithinParty(amount: RoomAssignCounts, party: readonly PartyGuest[]): boolean {
  const asked = new Map<string, number>();
  for (const key of ROOM_PAX_KEYS) {
    const k = PAX_TYPE_INFO[key].countsAsAdult ? 'adult' : key;
    asked.set(k, (asked.get(k) ?? 0) + amount[key]);
  }
  const have = new Map<string, number>();
  for (const g of party) {
    const k = PAX_TYPE_INFO[g.category].countsAsAdult ? 'adult' : g.category;
    have.set(k, (have.get(k) ?? 0) + 1);
  }
  return [...asked].every(([k, n]) => n <= (have.get(k) ?? 0));
}
