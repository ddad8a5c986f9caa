import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PaxFormatError } from './paxError';
import { ROOM_PAX_KEYS } from './paxTypes';
import {
  formatRoomAssign,
  isRoomAssignString,
  MAX_COUNT_PER_CATEGORY,
  parseRoomAssign,
  roomAdultCount,
  roomAssignOf,
  roomBedUserCount,
  roomCoSleeperCount,
  roomPaxTotal,
  sumRoomAssigns,
  type RoomAssignCounts,
} from './roomAssign';

const roomAssignArb: fc.Arbitrary<RoomAssignCounts> = fc.record(
  Object.fromEntries(ROOM_PAX_KEYS.map((k) => [k, fc.nat({ max: MAX_COUNT_PER_CATEGORY })])) as Record<
    (typeof ROOM_PAX_KEYS)[number],
    fc.Arbitrary<number>
  >,
);

describe('spec §5: room-assignment strings match the ten-count pattern m f a b c d e f a b', () => {
  it('parses the ten counts positionally (spec §3 male, female, childA–F, otherA, otherB)', () => {
    expect(parseRoomAssign('m2f1a3b4c5d6e7f8a9b10')).toEqual({
      male: 2,
      female: 1,
      childA: 3,
      childB: 4,
      childC: 5,
      childD: 6,
      childE: 7,
      childF: 8,
      otherA: 9,
      otherB: 10,
    });
  });

  it('formats back canonically (leading zeros accepted on input, never written)', () => {
    expect(formatRoomAssign(roomAssignOf({ male: 2, childA: 1 }))).toBe('m2f0a1b0c0d0e0f0a0b0');
    expect(formatRoomAssign(parseRoomAssign('m02f0a1b0c0d0e0f0a0b0'))).toBe('m2f0a1b0c0d0e0f0a0b0');
  });

  it.each([
    '',
    'm2f0a1b0c0d0e0f0a0',
    'm2f0a1b0c0d0e0f0a0b0b0',
    'M2f0a1b0c0d0e0f0a0b0',
    'm2 f0a1b0c0d0e0f0a0b0',
    'm-1f0a1b0c0d0e0f0a0b0',
    'm1000f0a0b0c0d0e0f0a0b0',
    'mf0a1b0c0d0e0f0a0b0',
    'f2m0a1b0c0d0e0f0a0b0',
    'm1.5f0a1b0c0d0e0f0a0b0',
  ])('rejects %j with "roomAssign: … is invalid"', (value) => {
    expect(() => parseRoomAssign(value)).toThrow(
      new PaxFormatError('INVALID_ROOM_ASSIGN', `roomAssign: ${value} is invalid`),
    );
    expect(isRoomAssignString(value)).toBe(false);
  });

  it('error message is exactly `roomAssign: ${value} is invalid` and code INVALID_ROOM_ASSIGN', () => {
    try {
      parseRoomAssign('m2');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(PaxFormatError);
      expect((error as PaxFormatError).message).toBe('roomAssign: m2 is invalid');
      expect((error as PaxFormatError).code).toBe('INVALID_ROOM_ASSIGN');
    }
  });

  it('non-string input is a PaxFormatError too, never a TypeError', () => {
    for (const value of [undefined, null, 12, ['m1f0a0b0c0d0e0f0a0b0'], {}, Symbol('s')]) {
      expect(() => parseRoomAssign(value)).toThrow(PaxFormatError);
    }
  });

  it('formatting an impossible count throws PaxFormatError', () => {
    expect(() => formatRoomAssign(roomAssignOf({ male: -1 }))).toThrow(PaxFormatError);
    expect(() => formatRoomAssign(roomAssignOf({ female: 1.5 }))).toThrow(PaxFormatError);
    expect(() => formatRoomAssign(roomAssignOf({ otherB: 1000 }))).toThrow(PaxFormatError);
  });

  it('property: parse(format(x)) round-trips', () => {
    fc.assert(
      fc.property(roomAssignArb, (counts) => {
        expect(parseRoomAssign(formatRoomAssign(counts))).toEqual(counts);
      }),
    );
  });

  it('property: parsing any string either succeeds or throws PaxFormatError', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[mfabcdef0-9]{0,30}$/)), (value) => {
        try {
          const counts = parseRoomAssign(value);
          expect(formatRoomAssign(counts)).toBe(value.replace(/(?<=[a-z])0+(?=\d)/g, ''));
        } catch (error) {
          expect(error).toBeInstanceOf(PaxFormatError);
        }
      }),
    );
  });
});

describe('spec §3/§5 counts of a room', () => {
  const room = roomAssignOf({ male: 1, female: 1, childA: 1, childD: 1, childF: 1, otherA: 1 });

  it('adults are male plus female', () => expect(roomAdultCount(room)).toBe(2));
  it('everyone counts toward the total', () => expect(roomPaxTotal(room)).toBe(6));
  it('bed users exclude 添い寝 children (childD, childF)', () => {
    expect(roomBedUserCount(room)).toBe(4);
    expect(roomCoSleeperCount(room)).toBe(2);
  });
  it('sums rooms category by category', () => {
    expect(sumRoomAssigns([room, roomAssignOf({ male: 2, childF: 1 })])).toEqual(
      roomAssignOf({ male: 3, female: 1, childA: 1, childD: 1, childF: 2, otherA: 1 }),
    );
    expect(sumRoomAssigns([])).toEqual(roomAssignOf({}));
  });
});
