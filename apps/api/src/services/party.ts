/**
 * The party a search prices for (spec §3 adultPax, childPax; spec §7 hotels: bedCount, noBedCount,
 * childPax, roomCount): adults and each child's lodging category, through the domain's rules.
 */
import { childGuestCategory, type PartyGuest } from '@tabiyori/domain';
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
