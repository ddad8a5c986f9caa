/**
 * The price of a stay for the exact party (DESIGN.md: "Hotel prices depend on people per room";
 * issue: "prices for the exact party: adults, children by category with bed use, room count").
 *
 * Rules, in the way Japanese lodging sells rooms:
 * - The party's bed users (adults + children using a bed, spec §5 bed count) are spread over the
 *   rooms by the spec §9 room distribution (even, remainders to later rooms). A room of k bed users
 *   is sold at the plan's per-adult price for k people per room.
 * - Each guest pays a share of the adult price of their room by category: adults 100 %, children by
 *   the category's rate (childA 小学生高学年 … childF; rates are reference data), rounded up to the
 *   spec §9 rounding base (10 yen). Children without a bed sleep with an adult (添い寝) and do not
 *   change the room's occupancy; they are placed in the rooms in order, one per room round-robin.
 * - A night whose room occupancy the plan does not sell makes the whole stay unavailable (null).
 *
 * The answer carries the total and the per-adult price per night averaged over the nights and rooms
 * (what a hotel card shows: 「大人1名あたり」), both integer yen.
 */
import { distributeOverRooms } from '../pax/roomDistribution';
import type { PaxCategory } from '../pax/appPaxCodes';
import type { RoomPaxKey } from '../pax/paxTypes';
import { ceilYenFraction, roundYenUp } from './rounding';

/** A guest category of Japanese lodging (spec §3 passenger types, as room-assignment keys). */
export type GuestCategory = RoomPaxKey;

export interface PartyGuest {
  category: GuestCategory;
  /** Uses a bed (counts toward the room's occupancy). */
  useBed: boolean;
}

/**
 * The spec §9 pax category (adult, child, infant) a lodging guest category is priced and labelled
 * under: adults (male, female) and the operator's extra categories otherA/otherB as adults; school
 * children (childA, childB) as children; preschoolers (childC–childF) as infants.
 */
export function guestPaxCategory(category: GuestCategory): PaxCategory {
  if (category === 'childA' || category === 'childB') return 'child';
  if (category.startsWith('child')) return 'infant';
  return 'adult';
}

/**
 * Lodging category of a child from the child param (spec §5 `age-b0/1s0/1sc0/1`), as Japanese
 * lodging classifies children: school children 10 and over childA (小学生高学年), other school children
 * childB (小学生低学年); preschoolers with a bed childC (幼児 食事・布団あり), without a bed childD
 * (幼児 食事のみ). childE/childF (bedding only / neither) are chosen explicitly in the people modal,
 * never inferred.
 */
export function childGuestCategory(child: {
  age: number;
  useBed: boolean;
  isSchoolChild: boolean;
}): GuestCategory {
  if (child.isSchoolChild) return child.age >= 10 ? 'childA' : 'childB';
  return child.useBed ? 'childC' : 'childD';
}

export interface StayPriceInput {
  /** Per night: the per-adult price at k people per room, or null when not sold for k. */
  nights: readonly ((peoplePerRoom: number) => number | null)[];
  guests: readonly PartyGuest[];
  roomCount: number;
  /** Percent of the adult price per category (male/female/adult 100). */
  ratePercent: (category: GuestCategory) => number;
  /**
   * The traveller's own room assignment: the room index (0-based) of each guest, in the order of
   * `guests`. Without it bed users fill the rooms by the spec §9 distribution and children without a
   * bed go round-robin. With it each room's occupancy is its own bed users.
   */
  placement?: readonly number[];
}

export interface StayPrice {
  total: number;
  /** What each guest pays for the whole stay, in the order of `guests`. */
  guestTotals: number[];
  /** Average per-adult price per night over the stay, rounded up to 10 yen. */
  perAdultPerNight: number;
  /** Occupancy (bed users) of each room. */
  occupancy: number[];
}

/**
 * The occupancy (bed users) of each room when the party fills `roomCount` rooms by the spec §9
 * distribution; null when a room would stay empty (the party cannot be sold that many rooms).
 */
export function partyOccupancy(guests: readonly PartyGuest[], roomCount: number): number[] | null {
  if (roomCount < 1) return null;
  const occupancy = distributeOverRooms(guests.filter((g) => g.useBed).length, roomCount);
  return occupancy.some((k) => k === 0) ? null : occupancy;
}

/** The people a room type takes (bed users: capacityMin … capacityMax, inclusive). */
export interface RoomCapacity {
  capacityMin: number;
  capacityMax: number;
}

/**
 * Whether a room type can be sold for the party's rooms: every room's occupancy (bed users, as
 * stayPartyPrice or partyOccupancy give it) within the room's capacity. The booking quote takes a
 * room that fits; a search offers a plan only when such a room has the rooms left.
 */
export function roomFitsOccupancy(room: RoomCapacity, occupancy: readonly number[]): boolean {
  return occupancy.every((k) => k >= room.capacityMin && k <= room.capacityMax);
}

/**
 * The per-adult price per night of a stay (what a hotel card shows) from the sum over its nights
 * and rooms of the room's per-adult price × its occupancy: averaged over the bed users and nights,
 * rounded up to 10 yen, in integer arithmetic (ceilYenFraction). stayPartyPrice's perAdultPerNight; a
 * search ranks many plans by it without pricing each guest.
 */
export function perAdultPerNightOf(adultNightSum: number, bedGuests: number, nights: number): number {
  return ceilYenFraction(adultNightSum, bedGuests * nights);
}

export function stayPartyPrice(input: StayPriceInput): StayPrice | null {
  const { guests, roomCount } = input;
  if (input.nights.length === 0 || roomCount < 1) return null;
  const bedGuests = guests.filter((g) => g.useBed);
  const placed = input.placement ? placedRooms(guests, roomCount, input.placement) : null;
  if (input.placement && !placed) return null;
  const occupancy = placed?.occupancy ?? partyOccupancy(guests, roomCount);
  if (!occupancy || occupancy.some((k) => k === 0)) return null;
  const roomOfGuest = placed?.roomOfGuest ?? evenPlacement(guests, occupancy, roomCount);
  const guestTotals = guests.map(() => 0);
  let adultNightSum = 0;
  for (const priceAt of input.nights) {
    const roomPrices = occupancy.map((k) => priceAt(k));
    if (roomPrices.some((p) => p === null || p <= 0)) return null;
    guests.forEach((guest, g) => {
      const r = roomOfGuest[g] ?? 0;
      const adultPrice = roomPrices[r] as number;
      const rate = input.ratePercent(guest.category);
      guestTotals[g] =
        (guestTotals[g] ?? 0) + (rate >= 100 ? adultPrice : roundYenUp((adultPrice * rate) / 100));
    });
    adultNightSum += roomPrices.reduce<number>((s, p, i) => s + (p as number) * (occupancy[i] ?? 0), 0);
  }
  const perAdultPerNight = perAdultPerNightOf(adultNightSum, bedGuests.length, input.nights.length);
  const total = guestTotals.reduce((sum, t) => sum + t, 0);
  return { total, guestTotals, perAdultPerNight, occupancy };
}

/** Rooms of the guests by the spec §9 distribution: bed users in order, bedless children round-robin. */
export function evenPlacement(
  guests: readonly Pick<PartyGuest, 'useBed'>[],
  occupancy: readonly number[],
  roomCount: number,
): number[] {
  const out: number[] = [];
  let room = 0;
  let filled = 0;
  let bedless = 0;
  for (const guest of guests) {
    if (!guest.useBed) {
      out.push(bedless++ % roomCount);
      continue;
    }
    while (filled >= (occupancy[room] ?? 0)) {
      room += 1;
      filled = 0;
    }
    out.push(room);
    filled += 1;
  }
  return out;
}

/** Occupancy of a given placement; null when it names a room outside 0..roomCount-1 or misses a guest. */
function placedRooms(
  guests: readonly PartyGuest[],
  roomCount: number,
  placement: readonly number[],
): { occupancy: number[]; roomOfGuest: number[] } | null {
  if (placement.length !== guests.length) return null;
  const occupancy = Array.from({ length: roomCount }, () => 0);
  for (const [g, guest] of guests.entries()) {
    const r = placement[g] as number;
    if (!Number.isInteger(r) || r < 0 || r >= roomCount) return null;
    if (guest.useBed) occupancy[r] = (occupancy[r] ?? 0) + 1;
  }
  return { occupancy, roomOfGuest: [...placement] };
}
