/**
 * The room assignment of a booked stay (spec §3 "Room assignment counts per room": male, female,
 * childA–childF, otherA, otherB), placed the way the party was priced (pricing/partyPrice.ts
 * stayPartyPrice): bed users fill the rooms in order by the spec §9 room distribution (even,
 * remainders to later rooms); children without a bed (添い寝) go to the rooms round-robin.
 */
import { distributeOverRooms } from '../pax/roomDistribution';
import { ROOM_PAX_KEYS, type RoomPaxKey } from '../pax/paxTypes';
import { evenPlacement, type PartyGuest } from '../pricing/partyPrice';

export type BookedRoomCounts = Record<RoomPaxKey, number>;

function emptyRoom(): BookedRoomCounts {
  return Object.fromEntries(ROOM_PAX_KEYS.map((k) => [k, 0])) as BookedRoomCounts;
}

/**
 * Counts per room of the guests, or null when a room would have no bed user. `placement`: the
 * traveller's own room of each guest (stayDetails.ts), else the distribution the price takes.
 */
export function bookedRoomAssignments(
  guests: readonly PartyGuest[],
  roomCount: number,
  placement?: readonly number[],
): BookedRoomCounts[] | null {
  if (!Number.isInteger(roomCount) || roomCount < 1) return null;
  const occupancy = distributeOverRooms(guests.filter((g) => g.useBed).length, roomCount);
  if (!placement && occupancy.some((k) => k === 0)) return null;
  const rooms = Array.from({ length: roomCount }, emptyRoom);
  const roomOf = placement ?? evenPlacement(guests, occupancy, roomCount);
  if (roomOf.length !== guests.length) return null;
  const beds = rooms.map(() => 0);
  for (const [g, guest] of guests.entries()) {
    const r = roomOf[g]!;
    const room = rooms[r];
    if (!room) return null;
    room[guest.category] += 1;
    if (guest.useBed) beds[r]! += 1;
  }
  return beds.some((k) => k === 0) ? null : rooms;
}
