/**
 * The party a search prices for (spec §3 adultPax, childPax; spec §7 hotels: bedCount, noBedCount,
 * childPax, roomCount): adults and each child's lodging category, through the domain's rules.
 */
import { childGuestCategory, partyOccupancy, type PartyGuest } from '@tabiyori/domain';
import type { SearchParams } from './searchParams';

export interface PartyExtras {
  /** Bed users (adults + children with a bed) when the caller sends counts instead of a party. */
  bedCount?: number;
  noBedCount?: number;
}

export function partyGuests(params: SearchParams, extras: PartyExtras = {}): PartyGuest[] {
  const children = params.condition.childPax.map((c) => ({
    age: c.age,
    useBed: c.useBed,
    isSchoolChild: c.detail.isSchoolChild,
  }));
  const childrenWithBed = children.filter((c) => c.useBed).length;
  const adults =
    params.condition.adultPax ??
    (extras.bedCount !== undefined ? Math.max(extras.bedCount - childrenWithBed, 0) : params.adults);
  const guests: PartyGuest[] = Array.from({ length: adults }, () => ({
    category: 'male' as const,
    useBed: true,
  }));
  for (const child of children) guests.push({ category: childGuestCategory(child), useBed: child.useBed });
  // Bedless children counted but not described (noBedCount only): infants sleeping with an adult.
  const described = children.length - childrenWithBed;
  for (let i = described; i < (extras.noBedCount ?? 0); i++)
    guests.push({ category: 'childD', useBed: false });
  return guests;
}

/**
 * The party's people per room (bed users, the spec §9 distribution over its rooms) a search must
 * find a room for: a plan is offered only with a room of it that takes every one of them (domain
 * roomFitsOccupancy) and has the rooms left, as the booking quote books it. Null when the party
 * fills no room (nothing can be priced for it then).
 */
export function searchOccupancy(params: SearchParams, extras: PartyExtras = {}): number[] | null {
  const guests = partyGuests(params, extras);
  return guests.some((g) => g.useBed) ? partyOccupancy(guests, params.roomCount) : null;
}
