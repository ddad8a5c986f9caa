import { describe, expect, it } from 'vitest';
import {
  childGuestCategory,
  guestPaxCategory,
  partyOccupancy,
  roomFitsOccupancy,
  stayPartyPrice,
  type GuestCategory,
  type PartyGuest,
} from './partyPrice';

const RATES: Record<string, number> = {
  male: 100,
  female: 100,
  childA: 70,
  childB: 50,
  childC: 30,
  childD: 20,
};
const rate = (c: GuestCategory) => RATES[c] ?? 0;
// 1名1室 15,000 / 2名 10,000 / 3名 9,000 per adult; 4 not sold.
const night = (k: number) => ({ 1: 15000, 2: 10000, 3: 9000 })[k] ?? null;
const adults = (n: number): PartyGuest[] =>
  Array.from({ length: n }, () => ({ category: 'male', useBed: true }));

describe('stay price for the exact party (issue 3; spec §5 bed count, §9 room distribution)', () => {
  it('prices two adults in one room at the 2-per-room price', () => {
    expect(stayPartyPrice({ nights: [night], guests: adults(2), roomCount: 1, ratePercent: rate })).toEqual({
      total: 20000,
      guestTotals: [10000, 10000],
      perAdultPerNight: 10000,
      occupancy: [2],
    });
  });

  it('spreads bed users over rooms with remainders in later rooms: 3 adults in 2 rooms', () => {
    const p = stayPartyPrice({ nights: [night, night], guests: adults(3), roomCount: 2, ratePercent: rate });
    // room 1: 1 adult at 15,000; room 2: 2 adults at 10,000 → 35,000 a night, two nights.
    expect(p?.occupancy).toEqual([1, 2]);
    expect(p?.total).toBe(70000);
    expect(p?.perAdultPerNight).toBe(11670); // 35,000 / 3 rounded up to 10 yen
  });

  it('charges children by category; a child with a bed counts toward occupancy, a bedless one does not', () => {
    const guests: PartyGuest[] = [
      ...adults(2),
      { category: 'childB', useBed: true },
      { category: 'childD', useBed: false },
    ];
    const p = stayPartyPrice({ nights: [night], guests, roomCount: 1, ratePercent: rate });
    // 3 bed users → 9,000 per adult; childB 50 % = 4,500; childD 20 % = 1,800.
    expect(p).toEqual({
      total: 9000 * 2 + 4500 + 1800,
      guestTotals: [9000, 9000, 4500, 1800],
      perAdultPerNight: 9000,
      occupancy: [3],
    });
  });

  it('rounds a child share up to 10 yen', () => {
    const p = stayPartyPrice({
      nights: [() => 10001],
      guests: [...adults(1), { category: 'childC', useBed: true }],
      roomCount: 1,
      ratePercent: rate,
    });
    expect(p?.total).toBe(10001 + 3010);
  });

  it('is unavailable when a night does not sell the occupancy, or a room would be empty', () => {
    expect(
      stayPartyPrice({ nights: [night], guests: adults(4), roomCount: 1, ratePercent: rate }),
    ).toBeNull();
    expect(
      stayPartyPrice({ nights: [night, () => null], guests: adults(2), roomCount: 1, ratePercent: rate }),
    ).toBeNull();
    expect(
      stayPartyPrice({ nights: [night], guests: adults(1), roomCount: 2, ratePercent: rate }),
    ).toBeNull();
  });
});

describe('child lodging category from the child param (spec §3 childA–childF, §5 child param)', () => {
  it('classifies school children by age and preschoolers by bed use', () => {
    expect(childGuestCategory({ age: 11, useBed: true, isSchoolChild: true })).toBe('childA');
    expect(childGuestCategory({ age: 7, useBed: true, isSchoolChild: true })).toBe('childB');
    expect(childGuestCategory({ age: 4, useBed: true, isSchoolChild: false })).toBe('childC');
    expect(childGuestCategory({ age: 2, useBed: false, isSchoolChild: false })).toBe('childD');
  });
});

describe('pax category of a lodging guest (spec §9 pax-type codes adult, child, infant)', () => {
  it('prices school children as children and preschoolers as infants', () => {
    expect(
      ['male', 'female', 'otherA', 'childA', 'childB', 'childC', 'childF'].map((c) =>
        guestPaxCategory(c as GuestCategory),
      ),
    ).toEqual(['adult', 'adult', 'adult', 'child', 'child', 'infant', 'infant']);
  });
});

describe('roomFitsOccupancy (the room a stay can be sold in)', () => {
  const adults = (n: number): PartyGuest[] =>
    Array.from({ length: n }, () => ({ category: 'male', useBed: true }));
  const single = { capacityMin: 1, capacityMax: 1 };
  const twin = { capacityMin: 1, capacityMax: 2 };
  const family = { capacityMin: 3, capacityMax: 4 };

  it('takes a room whose capacity holds every room of the party', () => {
    expect(roomFitsOccupancy(single, partyOccupancy(adults(2), 1)!)).toBe(false);
    expect(roomFitsOccupancy(twin, partyOccupancy(adults(2), 1)!)).toBe(true);
    expect(roomFitsOccupancy(single, partyOccupancy(adults(2), 2)!)).toBe(true);
    // 5 adults in 2 rooms: 2 and 3; the family room takes 3 but not 2, the twin 2 but not 3.
    const five = partyOccupancy(adults(5), 2)!;
    expect([...five].sort()).toEqual([2, 3]);
    expect(roomFitsOccupancy(family, five)).toBe(false);
    expect(roomFitsOccupancy(twin, five)).toBe(false);
    expect(roomFitsOccupancy({ capacityMin: 2, capacityMax: 3 }, five)).toBe(true);
  });

  it('counts only bed users (a child without a bed takes no place)', () => {
    const party: PartyGuest[] = [...adults(2), { category: 'childD', useBed: false }];
    expect(roomFitsOccupancy(twin, partyOccupancy(party, 1)!)).toBe(true);
  });
});
