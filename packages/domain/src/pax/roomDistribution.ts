/**
 * Room distribution (spec §9): spreads passengers evenly over rooms; remainders go to later rooms.
 * 5 people in 2 rooms → [2, 3]; 7 in 3 → [2, 2, 3]. Per-room counts differ by at most one and never
 * decrease toward later rooms. Rooms may stay empty when there are fewer people than rooms
 * (2 in 3 → [0, 1, 1]); whether that is bookable is a party check (adultRequired), not this formula.
 */

export function distributeOverRooms(people: number, rooms: number): number[] {
  if (!Number.isInteger(people) || people < 0)
    throw new RangeError(`people must be a whole number: ${people}`);
  if (!Number.isInteger(rooms) || rooms < 1) throw new RangeError(`rooms must be at least 1: ${rooms}`);
  const base = Math.floor(people / rooms);
  const remainder = people % rooms;
  return Array.from({ length: rooms }, (_, i) => base + (i >= rooms - remainder ? 1 : 0));
}
