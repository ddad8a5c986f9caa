/**
 * Spec §5 people and room messages on a tour (domain validatePartySelection / validateRoomAssignment
 * with the tour's limits), §3 room assignment counts and optional amounts, §9 total = Σ price × pax.
 */
import { describe, expect, it } from 'vitest';
import { createDefaultCondition, defaultConfig, roomAssignOf } from '@tabiyori/domain';
import type { PartyDraft } from '@/lib/search/party';
import {
  adultsOf,
  changeRoomAssign,
  childParamsOf,
  emptyRoomAssigns,
  isRoomAssignComplete,
  optionalAmountOf,
  optionalPartyPrice,
  paxPerRoomOf,
  roomAssignCategories,
  sameParty,
  tourPartyMessages,
  tourPartyNotes,
  tourPartyLimits,
  tourRoomAssignMessages,
  tourTransport,
  type TourPartyLimits,
} from './party';

const school8 = { age: 8, useBed: true, useSeat: true, isSchoolChild: true };
const infant2 = { age: 2, useBed: false, useSeat: false, isSchoolChild: false };
const twoAndChild: PartyDraft = { roomCount: 1, adultPax: 2, children: [school8] };
const train: TourPartyLimits = {
  transport: 'train',
  lodging: true,
  carrierGroup: null,
  minPaxPerRoom: 1,
  maxPaxPerRoom: 2,
};

const keys = (messages: { key: string }[]) => messages.map((m) => m.key);

describe('the party on a tour', () => {
  it('takes its limits from the tour, the day condition, the default plan and the seats left', () => {
    const tour = { approachType: 'air', nights: 2, carrierGroup: 'JAL' };
    expect(tourPartyLimits(tour, { goDate: null })).toEqual({
      transport: 'air',
      lodging: true,
      carrierGroup: 'JAL',
    });
    expect(
      tourPartyLimits(
        { ...tour, nights: 0 },
        { goDate: '20261210', carrierGroup: 'ANA', plan: { minPax: 1, maxPax: 3 }, seats: 0 },
      ),
    ).toEqual({
      transport: 'air',
      lodging: false,
      carrierGroup: 'ANA',
      goDate: '20261210',
      minPaxPerRoom: 1,
      maxPaxPerRoom: 3,
      maxSeatCount: 0,
    });
    // A day condition without a carrier keeps the tour's; a plan without occupancy sets none.
    expect(
      tourPartyLimits(tour, { goDate: null, carrierGroup: null, plan: { minPax: null, maxPax: null } }),
    ).toEqual({
      transport: 'air',
      lodging: true,
      carrierGroup: 'JAL',
    });
  });

  it('maps approach types to the transport of the checks', () => {
    expect(['air', 'train', 'extrain', '01', '00'].map(tourTransport)).toEqual([
      'air',
      'train',
      'train',
      'ship',
      'none',
    ]);
  });

  it('applies the default plan occupancy per room: 3 with a bed in a room for 2 is refused', () => {
    expect(tourPartyMessages(twoAndChild, train)).toEqual([{ key: 'bookableMax', n: 2 }]);
    expect(tourPartyMessages({ ...twoAndChild, roomCount: 2 }, train)).toEqual([]);
    expect(tourPartyMessages({ ...twoAndChild, children: [infant2] }, train)).toEqual([]);
  });

  it('applies the seats left and the airline rule on flights', () => {
    const air: TourPartyLimits = {
      transport: 'air',
      lodging: true,
      carrierGroup: 'ANA',
      goDate: '20261210',
      maxSeatCount: 2,
    };
    expect(keys(tourPartyMessages({ roomCount: 1, adultPax: 3, children: [] }, air))).toEqual([
      'seatUsersMax',
    ]);
    const laps = { roomCount: 1, adultPax: 1, children: [infant2, { ...infant2, age: 1 }] };
    expect(keys(tourPartyMessages(laps, { ...air, maxSeatCount: 9 }))).toContain('lapChildrenExceedAdults');
  });

  it('a day trip has no lodging: no bed checks, but the age must be chosen and rooms need adults', () => {
    const day: TourPartyLimits = { transport: 'none', lodging: false, carrierGroup: null };
    expect(
      tourPartyMessages({ roomCount: 1, adultPax: 1, children: [{ ...infant2, age: null }] }, day),
    ).toEqual([{ key: 'selectChildAge' }]);
    expect(keys(tourPartyMessages({ roomCount: 2, adultPax: 1, children: [] }, train))).toContain(
      'adultRequired',
    );
  });

  it('notes the seats left for transport and the lap rule for flights', () => {
    expect(keys(tourPartyNotes(twoAndChild, { ...train, maxSeatCount: 4 }))).toEqual([
      'noteCoSleepingWithinBedUsers',
      'noteMaxSeatCount',
    ]);
  });
});

describe('room assignment', () => {
  it('offers male, female and the party’s child categories', () => {
    expect(roomAssignCategories({ ...twoAndChild, children: [school8, infant2] })).toEqual([
      'male',
      'female',
      'childB',
      'childD',
    ]);
  });

  it('reports unfilled travellers until every room is filled, then each room’s own checks', () => {
    let rooms = emptyRoomAssigns(1);
    expect(isRoomAssignComplete(rooms)).toBe(false);
    rooms = changeRoomAssign(rooms, 0, 'male', 1);
    // 1 of 3 placed: not filled, and the 3 train seat users outnumber the 1 lodging so far.
    expect(keys(tourRoomAssignMessages(twoAndChild, rooms, train))).toEqual([
      'unfilledTravellers',
      'trainSeatExceedsLodging',
    ]);
    rooms = changeRoomAssign(changeRoomAssign(rooms, 0, 'female', 1), 0, 'childB', 1);
    // 3 with a bed in a room for 2; the train seat users (3) are all lodging.
    expect(tourRoomAssignMessages(twoAndChild, rooms, train)).toEqual([{ key: 'bookableMax', n: 2 }]);
    expect(changeRoomAssign(rooms, 0, 'male', -5)[0]?.male).toBe(0);
  });

  it('reports a mismatch when more are assigned than the party has, and a room without an adult', () => {
    const party: PartyDraft = { roomCount: 2, adultPax: 2, children: [] };
    const rooms = [roomAssignOf({ male: 2, female: 1 }), roomAssignOf({})];
    expect(keys(tourRoomAssignMessages(party, rooms, { ...train, maxPaxPerRoom: 4 }))).toEqual([
      'totalMismatch',
      'adultRequired',
      'roomCapacityNotMet',
    ]);
  });
});

describe('optional activities', () => {
  const prices = { person1: 2500, person6: 2000, person9: null };

  it('price the party: adults at person1, school children at person6, preschoolers at person9', () => {
    expect(optionalPartyPrice(prices, twoAndChild)).toBe(2 * 2500 + 2000);
    expect(optionalPartyPrice(prices, { ...twoAndChild, children: [infant2] })).toBeNull();
    expect(optionalPartyPrice({ ...prices, person9: 0 }, { ...twoAndChild, children: [infant2] })).toBe(5000);
  });

  it('count the party as ten counts: the room assignment when complete, else adults as male', () => {
    expect(optionalAmountOf(twoAndChild, emptyRoomAssigns(1))).toEqual(roomAssignOf({ male: 2, childB: 1 }));
    const rooms = [roomAssignOf({ male: 1, female: 1, childB: 1 })];
    expect(optionalAmountOf(twoAndChild, rooms)).toEqual(rooms[0]);
  });
});

describe('the condition’s party for the price call', () => {
  const base = createDefaultCondition(defaultConfig, '20261122');

  it('adults default to people per room × rooms; people per room counts bed users', () => {
    expect(adultsOf(base)).toBe(2);
    const withChild = {
      ...base,
      adultPax: 2,
      roomCount: 1,
      childPax: [{ age: 8, useBed: true, detail: { useSeat: true, isSchoolChild: true } }],
    };
    expect(childParamsOf(withChild)).toEqual(['8-b1s1sc1']);
    expect(paxPerRoomOf(withChild)).toBe(3);
    expect(paxPerRoomOf({ ...withChild, roomCount: 2 })).toBe(2);
  });
});

describe('sameParty', () => {
  it('compares the party field by field, whatever the key order', () => {
    const reordered: PartyDraft = {
      adultPax: 2,
      roomCount: 1,
      children: [{ useSeat: true, useBed: true, isSchoolChild: true, age: 8 }],
    };
    expect(sameParty(twoAndChild, reordered)).toBe(true);
    expect(sameParty(twoAndChild, { ...reordered, children: [{ ...school8, useBed: false }] })).toBe(false);
    expect(sameParty(twoAndChild, { ...reordered, children: [] })).toBe(false);
    expect(sameParty(twoAndChild, { ...reordered, roomCount: 2 })).toBe(false);
  });
});
