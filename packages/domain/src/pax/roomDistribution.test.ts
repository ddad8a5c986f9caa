import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distributeOverRooms } from './roomDistribution';

describe('spec §9: room distribution spreads passengers evenly; remainders go to later rooms', () => {
  it('5 people in 2 rooms → [2, 3]', () => expect(distributeOverRooms(5, 2)).toEqual([2, 3]));
  it('7 people in 3 rooms → [2, 2, 3]', () => expect(distributeOverRooms(7, 3)).toEqual([2, 2, 3]));
  it('8 people in 3 rooms → [2, 3, 3]', () => expect(distributeOverRooms(8, 3)).toEqual([2, 3, 3]));
  it('even split', () => expect(distributeOverRooms(6, 3)).toEqual([2, 2, 2]));
  it('fewer people than rooms leaves the first rooms empty', () =>
    expect(distributeOverRooms(2, 3)).toEqual([0, 1, 1]));
  it('one room takes everyone', () => expect(distributeOverRooms(9, 1)).toEqual([9]));

  it('rejects impossible inputs', () => {
    expect(() => distributeOverRooms(3, 0)).toThrow(RangeError);
    expect(() => distributeOverRooms(-1, 2)).toThrow(RangeError);
    expect(() => distributeOverRooms(2.5, 2)).toThrow(RangeError);
  });

  it('property: sums to the party, differs by at most one, never decreases toward later rooms', () => {
    fc.assert(
      fc.property(fc.nat({ max: 500 }), fc.integer({ min: 1, max: 50 }), (people, rooms) => {
        const counts = distributeOverRooms(people, rooms);
        expect(counts).toHaveLength(rooms);
        expect(counts.reduce((a, b) => a + b, 0)).toBe(people);
        expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
        counts.forEach((n, i) => {
          if (i > 0) expect(n).toBeGreaterThanOrEqual(counts[i - 1] ?? 0);
        });
      }),
    );
  });
});
