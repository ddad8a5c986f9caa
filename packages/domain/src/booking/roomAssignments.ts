/**
 * The room assignment of a booked stay (spec §3 "Room assignment counts per room": male, female,
 * childA–childF, otherA, otherB), placed the way the party was priced (pricing/partyPrice.ts
 * stayPartyPrice): bed users fill the rooms in order by the spec §9 room distribution (even,
 * remainders to later rooms); children without a bed (添い寝) go to the rooms round-robin.
 */
import { distributeOverRooms } from '../pax/roomDistribution';
import { ROOM_PAX_KEYS, type RoomPaxKey } from '../pax/paxTypes';
import type { PartyGuest } from '../pricing/partyPrice';

export type BookedRoomCounts = Record<RoomPaxKey, number>;

function emptyRoom(): BookedRoomCounts {
  return Object.fromEntries(ROOM_PAX_KEYS.map((k) => [k, 0])) as BookedRoomCounts;
}

/** Counts per room of the guests, or null when a room would have no bed user. */
export function bookedRoomAssignments(
  guests: readonly PartyGuest[],
  roomCount: number,
): BookedRoomCounts[] | null {
  if (!Number.isInteger(roomCount) || roomCount < 1) return null;
  const occupancy = distributeOverRooms(guests.filter((g) => g.useBed).length, roomCount);
  if (occupancy.length !== roomCount || occupancy.some((k) => k === 0)) return null;
  const rooms = occupancy.map(emptyRoom);
  let room = 0;
  let filled = 0;
  let bedless = 0;
  for (const guest of guests) {
    if (guest.useBed) {
      while (filled >= (occupancy[room] ?? 0)) {
        room += 1;
        filled = 0;
      }
      (rooms[room] as BookedRoomCounts)[guest.category] += 1;
      filled += 1;
    } else {
      (rooms[bedless++ % roomCount] as BookedRoomCounts)[guest.category] += 1;
    }
  }
  return rooms;
}
