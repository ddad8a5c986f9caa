import { describe, expect, it } from 'vitest';
import { conditionAdults, conditionPaxPerRoom } from './partyOccupancy';

const child = (age: number, useBed: boolean) => ({
  age,
  useBed,
  detail: { useSeat: useBed, isSchoolChild: age >= 6 },
});
const party = (p: {
  adultPax?: number;
  paxPerRoom?: number;
  roomCount?: number;
  childPax?: ReturnType<typeof child>[];
}) => ({ childPax: [], ...p });

describe('spec §3/§9 the party’s people per room (capacity text N名・M室)', () => {
  it('three adults in one room are 3 per room, not the default 2', () => {
    expect(conditionPaxPerRoom(party({ adultPax: 3, paxPerRoom: 2, roomCount: 1 }))).toBe(3);
  });
  it('without adultPax the people per room × rooms are the adults', () => {
    expect(conditionAdults(party({ paxPerRoom: 3, roomCount: 2 }))).toBe(6);
    expect(conditionPaxPerRoom(party({ paxPerRoom: 3, roomCount: 2 }))).toBe(3);
    expect(conditionPaxPerRoom(party({}))).toBe(2);
  });
  it('children using a bed count, children without one do not; the fullest room counts', () => {
    expect(conditionPaxPerRoom(party({ adultPax: 2, childPax: [child(8, true)] }))).toBe(3);
    expect(conditionPaxPerRoom(party({ adultPax: 2, childPax: [child(1, false)] }))).toBe(2);
    expect(conditionPaxPerRoom(party({ adultPax: 3, roomCount: 2 }))).toBe(2);
    expect(conditionPaxPerRoom(party({ adultPax: 9, childPax: [child(8, true)] }))).toBe(9);
  });
});
