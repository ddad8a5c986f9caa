import { describe, expect, it } from 'vitest';
import { roomAssignOf } from '../pax/roomAssign';
import { stayPartyPrice, type PartyGuest } from '../pricing/partyPrice';
import {
  amountWithinParty,
  guestsOfRoomAssigns,
  optionalAmountGuests,
  sameCategories,
  TRANSPORT_PREMIUM_PERCENT,
  tourAdultPrice,
  transportSurcharges,
} from './tourChoices';

describe('transport service surcharges (issue 18: outbound and return choices with differences)', () => {
  it('include the least convenient service and charge up to the premium for the most convenient', () => {
    // Outbound: the latest departure is included, the earliest costs the premium.
    expect(transportSurcharges('outbound', ['0700', '0930', '1200'], 20000)).toEqual([
      (20000 * TRANSPORT_PREMIUM_PERCENT) / 100,
      3500,
      0,
    ]);
    // Return: the earliest departure is included, the latest costs the premium.
    expect(transportSurcharges('return', ['1400', '1800'], 20000)).toEqual([0, 7000]);
  });

  it('round each step up to 10 yen and keep the services’ order', () => {
    const out = transportSurcharges('outbound', ['0815', '0705', '0950', '1120'], 12345);
    expect(out[3]).toBe(0);
    expect(out[1]).toBe(4330); // 12345 × 35 % = 4320.75 → 4330
    expect(out.every((x) => x % 10 === 0)).toBe(true);
    expect(out[1]! > out[0]! && out[0]! > out[2]! && out[2]! > out[3]!).toBe(true);
  });

  it('add nothing with one service or no fare', () => {
    expect(transportSurcharges('outbound', ['0800'], 20000)).toEqual([0]);
    expect(transportSurcharges('return', ['0800', '1200'], 0)).toEqual([0, 0]);
  });
});

describe('tourAdultPrice (hotel and plan choice per stay)', () => {
  it('is the departure price with the lowest default plans, plus the chosen plans’ difference × the hotel factor', () => {
    expect(
      tourAdultPrice({
        priceFrom: 50000,
        hotelFactor: 0.95,
        stays: [{ chosen: 20000, lowestAtBase: 20000 }],
        transportSurcharge: 0,
      }),
    ).toBe(50000);
    // 3,333 yen dearer over the nights × 0.95 = 3,166.35 → rounded up to 10 yen.
    expect(
      tourAdultPrice({
        priceFrom: 50000,
        hotelFactor: 0.95,
        stays: [{ chosen: 23333, lowestAtBase: 20000 }],
        transportSurcharge: 1200,
      }),
    ).toBe(50000 + 3170 + 1200);
  });

  it('is null when the departure or a stay is not sold', () => {
    const stay = { chosen: 1, lowestAtBase: 1 };
    expect(tourAdultPrice({ priceFrom: 0, hotelFactor: 1, stays: [stay], transportSurcharge: 0 })).toBeNull();
    expect(
      tourAdultPrice({
        priceFrom: 100,
        hotelFactor: 1,
        stays: [{ chosen: null, lowestAtBase: 1 }],
        transportSurcharge: 0,
      }),
    ).toBeNull();
  });
});

describe('room assignment as guests (spec §3 ten counts per room)', () => {
  const rooms = [roomAssignOf({ male: 1, female: 2 }), roomAssignOf({ male: 1, childD: 1 })];

  it('lists every guest with their room, bed use by category', () => {
    const { guests, placement } = guestsOfRoomAssigns(rooms);
    expect(guests.map((g) => g.category)).toEqual(['male', 'female', 'female', 'male', 'childD']);
    expect(placement).toEqual([0, 0, 0, 1, 1]);
    expect(guests.find((g) => g.category === 'childD')?.useBed).toBe(false);
  });

  it('prices each room at its own occupancy (3 + 1 instead of the even 2 + 2)', () => {
    const { guests, placement } = guestsOfRoomAssigns(rooms);
    const priceAt = (k: number) => [0, 28000, 20000, 15000][k] ?? null;
    const rate = (c: string) => (c.startsWith('child') ? 50 : 100);
    const assigned = stayPartyPrice({
      nights: [priceAt],
      guests,
      roomCount: 2,
      ratePercent: rate,
      placement,
    });
    const even = stayPartyPrice({ nights: [priceAt], guests, roomCount: 2, ratePercent: rate });
    expect(assigned?.occupancy).toEqual([3, 1]);
    expect(assigned?.guestTotals).toEqual([15000, 15000, 15000, 28000, 14000]);
    expect(even?.occupancy).toEqual([2, 2]);
    expect(assigned?.total).not.toBe(even?.total);
  });

  it('refuses a placement outside the rooms or of another length', () => {
    const { guests } = guestsOfRoomAssigns(rooms);
    const input = { nights: [() => 10000], guests, roomCount: 2, ratePercent: () => 100 };
    expect(stayPartyPrice({ ...input, placement: [0, 0, 0, 2, 1] })).toBeNull();
    expect(stayPartyPrice({ ...input, placement: [0, 1] })).toBeNull();
  });

  it('matches a party by category, adults whatever their gender', () => {
    const party: PartyGuest[] = [
      { category: 'male', useBed: true },
      { category: 'male', useBed: true },
      { category: 'male', useBed: true },
      { category: 'male', useBed: true },
      { category: 'childD', useBed: false },
    ];
    expect(sameCategories(guestsOfRoomAssigns(rooms).guests, party)).toBe(true);
    expect(sameCategories(guestsOfRoomAssigns([roomAssignOf({ male: 4, childC: 1 })]).guests, party)).toBe(
      false,
    );
    expect(sameCategories(guestsOfRoomAssigns([roomAssignOf({ male: 3, childD: 1 })]).guests, party)).toBe(
      false,
    );
  });
});

describe('optional activity in the booking (spec §3 amount)', () => {
  const prices = { person1: 5000, person6: 3000, person9: null };

  it('prices each person by pax category', () => {
    const guests = optionalAmountGuests(prices, roomAssignOf({ male: 1, female: 1, childA: 1 }));
    expect(guests).toEqual([
      { category: 'adult', price: 5000 },
      { category: 'adult', price: 5000 },
      { category: 'child', price: 3000 },
    ]);
  });

  it('is null when a category asked is not sold', () => {
    expect(optionalAmountGuests(prices, roomAssignOf({ male: 1, childC: 1 }))).toBeNull();
  });

  it('names only people of the party', () => {
    const party: PartyGuest[] = [
      { category: 'male', useBed: true },
      { category: 'female', useBed: true },
      { category: 'childB', useBed: true },
    ];
    expect(amountWithinParty(roomAssignOf({ female: 2, childB: 1 }), party)).toBe(true);
    expect(amountWithinParty(roomAssignOf({ male: 1 }), party)).toBe(true);
    expect(amountWithinParty(roomAssignOf({ male: 3 }), party)).toBe(false);
    expect(amountWithinParty(roomAssignOf({ male: 1, childA: 1 }), party)).toBe(false);
  });
});
