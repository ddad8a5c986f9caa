import { describe, expect, it } from 'vitest';
import { roomAssignOf } from './roomAssign';
import { checkRoom, validateRoomAssignment, type RoomAssignmentInput } from './roomAssignmentChecks';

const keys = (input: RoomAssignmentInput) => validateRoomAssignment(input).map((m) => m.key);

describe('spec §5 people and room messages: validateRoomAssignment', () => {
  const party = { adults: 3, children: 2 };
  const room1 = roomAssignOf({ male: 1, female: 1, childA: 1 });
  const room2 = roomAssignOf({ male: 1, childF: 1 });

  it('a complete, consistent assignment is valid', () => {
    expect(validateRoomAssignment({ party, rooms: [{ assign: room1 }, { assign: room2 }] })).toEqual([]);
  });

  it('spec §5: unfilled travellers exist — a room not filled in, or people left over', () => {
    expect(keys({ party, rooms: [{ assign: room1 }, { assign: null }] })).toEqual(['unfilledTravellers']);
    expect(keys({ party, rooms: [{ assign: room1 }, { assign: roomAssignOf({ male: 1 }) }] })).toEqual([
      'unfilledTravellers',
    ]);
  });

  it('spec §5: total counts do not match — more assigned than the party, or adults/children swapped', () => {
    expect(
      keys({ party, rooms: [{ assign: room1 }, { assign: roomAssignOf({ male: 2, childF: 1 }) }] }),
    ).toEqual(['totalMismatch']);
    // same total, one child assigned as an adult
    expect(
      keys({
        party,
        rooms: [{ assign: roomAssignOf({ male: 2, childA: 1 }) }, { assign: roomAssignOf({ male: 2 }) }],
      }),
    ).toEqual(['totalMismatch']);
    // still unfilled, but already too many adults
    expect(keys({ party, rooms: [{ assign: roomAssignOf({ male: 4 }) }, { assign: null }] })).toEqual([
      'unfilledTravellers',
      'totalMismatch',
    ]);
  });

  it('otherA/otherB count on the children side', () => {
    expect(
      keys({ party, rooms: [{ assign: room1 }, { assign: roomAssignOf({ female: 1, otherB: 1 }) }] }),
    ).toEqual([]);
  });

  it('spec §5: train-seat users exceed lodging users', () => {
    const rooms = [{ assign: room1 }, { assign: room2 }];
    expect(keys({ party, rooms, trainSeatUsers: 5 })).toEqual([]);
    expect(keys({ party, rooms, trainSeatUsers: 6 })).toEqual(['trainSeatExceedsLodging']);
  });

  it('per-room messages appear room by room, identical ones once', () => {
    expect(
      validateRoomAssignment({
        party: { adults: 0, children: 2 },
        rooms: [{ assign: roomAssignOf({ childA: 1 }) }, { assign: roomAssignOf({ childB: 1 }) }],
      }),
    ).toEqual([{ key: 'adultRequired', n: 1 }]);
  });
});

describe('spec §5 per-room checks: checkRoom', () => {
  it('spec §5: at least 1 adult must be assigned (male or female)', () => {
    expect(checkRoom(roomAssignOf({ childA: 2 }))).toEqual([{ key: 'adultRequired', n: 1 }]);
    expect(checkRoom(roomAssignOf({ female: 1, childA: 2 }))).toEqual([]);
  });

  it('spec §5: invalid category selected — a category the plan does not sell', () => {
    const limits = { acceptedCategories: ['male', 'female', 'childA', 'childB'] as const };
    expect(checkRoom(roomAssignOf({ male: 1, childC: 1 }), limits)).toEqual([{ key: 'invalidCategory' }]);
    expect(checkRoom(roomAssignOf({ male: 1, childB: 1 }), limits)).toEqual([]);
  });

  it('spec §5: room capacity not met — fewer bed users than the room minimum (添い寝 not counted)', () => {
    expect(checkRoom(roomAssignOf({ male: 1, childD: 1 }), { minPax: 2 })).toEqual([
      { key: 'roomCapacityNotMet', n: 2 },
    ]);
    expect(checkRoom(roomAssignOf({ male: 1, childE: 1 }), { minPax: 2 })).toEqual([]);
  });

  it('spec §5: bookable N or fewer — more bed users than the room holds', () => {
    expect(checkRoom(roomAssignOf({ male: 2, female: 1 }), { maxPax: 2 })).toEqual([
      { key: 'bookableMax', n: 2 },
    ]);
    expect(checkRoom(roomAssignOf({ male: 1, female: 1, childF: 1 }), { maxPax: 2 })).toEqual([]);
  });

  it('spec §5: extra-bed (添い寝) children exceed bed users', () => {
    expect(checkRoom(roomAssignOf({ male: 1, childD: 1, childF: 1 }))).toEqual([
      { key: 'extraBedChildrenExceedBedUsers' },
    ]);
    expect(checkRoom(roomAssignOf({ male: 1, female: 1, childD: 1, childF: 1 }))).toEqual([]);
  });

  it('spec §5: extra-bed limit of the room reached', () => {
    expect(checkRoom(roomAssignOf({ male: 2, childF: 2 }), { maxCoSleepers: 1 })).toEqual([
      { key: 'extraBedLimitReached', n: 1 },
    ]);
    expect(checkRoom(roomAssignOf({ male: 2, childF: 1 }), { maxCoSleepers: 1 })).toEqual([]);
  });

  it('reports in the documented order', () => {
    expect(
      checkRoom(roomAssignOf({ childC: 1, childD: 2 }), {
        acceptedCategories: ['male', 'female', 'childD'],
        minPax: 2,
        maxCoSleepers: 1,
      }),
    ).toEqual([
      { key: 'invalidCategory' },
      { key: 'adultRequired', n: 1 },
      { key: 'roomCapacityNotMet', n: 2 },
      { key: 'extraBedChildrenExceedBedUsers' },
      { key: 'extraBedLimitReached', n: 1 },
    ]);
  });
});
