/**
 * Checks for assigning travellers to rooms (spec §3 room assignment counts; spec §5 people and room
 * messages): per-room ten counts against the party and each room's limits. Messages, never throws.
 *
 * Decisions:
 * - Party totals: adults are male + female; every other category (childA–F, otherA/B) is a child.
 * - A room not filled in yet (assign null), or fewer people assigned than the party → unfilledTravellers.
 *   More adults, or more children, assigned than the party has → totalMismatch (this also catches a
 *   child entered as an adult when the totals agree). Both can show at once.
 * - Room occupancy (minPax / maxPax) counts guests with a bed; 添い寝 children (childD, childF) do not
 *   count but may not outnumber the room's bed users nor its maxCoSleepers.
 * - trainSeatUsers (travellers holding train seats) may not exceed everyone lodging in the rooms.
 * Order: unfilledTravellers, totalMismatch, trainSeatExceedsLodging, then each room's messages in
 * ROOM_CHECK order, room by room; identical messages appear once.
 */
import { dedupePaxMessages, type PaxMessage } from './messages';
import { ROOM_PAX_KEYS, type RoomPaxKey } from './paxTypes';
import {
  roomAdultCount,
  roomBedUserCount,
  roomCoSleeperCount,
  roomPaxTotal,
  sumRoomAssigns,
  type RoomAssignCounts,
} from './roomAssign';

export interface RoomLimits {
  /** Fewest guests with a bed (plan/room minimum). */
  minPax?: number;
  /** Most guests with a bed (room capacity). */
  maxPax?: number;
  /** Most 添い寝 children the room accepts. */
  maxCoSleepers?: number;
  /** Categories the plan sells; absent = all ten. */
  acceptedCategories?: readonly RoomPaxKey[];
}

export interface RoomAssignmentRoom {
  /** The room's counts, or null while not filled in. */
  assign: RoomAssignCounts | null;
  limits?: RoomLimits;
}

export interface RoomAssignmentInput {
  party: { adults: number; children: number };
  rooms: readonly RoomAssignmentRoom[];
  /** Travellers holding a train seat, when the product has trains. */
  trainSeatUsers?: number;
}

/** One room's messages, in order: invalidCategory, adultRequired, roomCapacityNotMet, bookableMax,
 * extraBedChildrenExceedBedUsers, extraBedLimitReached. */
export function checkRoom(assign: RoomAssignCounts, limits: RoomLimits = {}): PaxMessage[] {
  const messages: PaxMessage[] = [];
  const accepted = limits.acceptedCategories;
  if (accepted && ROOM_PAX_KEYS.some((key) => assign[key] > 0 && !accepted.includes(key))) {
    messages.push({ key: 'invalidCategory' });
  }
  if (roomAdultCount(assign) < 1) messages.push({ key: 'adultRequired', n: 1 });
  const bedUsers = roomBedUserCount(assign);
  if (limits.minPax != null && bedUsers < limits.minPax) {
    messages.push({ key: 'roomCapacityNotMet', n: limits.minPax });
  }
  if (limits.maxPax != null && bedUsers > limits.maxPax)
    messages.push({ key: 'bookableMax', n: limits.maxPax });
  const coSleepers = roomCoSleeperCount(assign);
  if (coSleepers > bedUsers) messages.push({ key: 'extraBedChildrenExceedBedUsers' });
  if (limits.maxCoSleepers != null && coSleepers > limits.maxCoSleepers) {
    messages.push({ key: 'extraBedLimitReached', n: limits.maxCoSleepers });
  }
  return messages;
}

/** Every violated message of a room assignment, in the documented order; [] when valid. */
export function validateRoomAssignment(input: RoomAssignmentInput): PaxMessage[] {
  const filled = input.rooms.flatMap((room) => (room.assign ? [room.assign] : []));
  const sum = sumRoomAssigns(filled);
  const assignedTotal = roomPaxTotal(sum);
  const assignedAdults = roomAdultCount(sum);
  const assignedChildren = assignedTotal - assignedAdults;
  const { adults, children } = input.party;

  const messages: PaxMessage[] = [];
  const unfilled = filled.length < input.rooms.length || assignedTotal < adults + children;
  if (unfilled) messages.push({ key: 'unfilledTravellers' });
  // Once as many are assigned as the party has, a different split means one side is over-assigned.
  if (assignedAdults > adults || assignedChildren > children) messages.push({ key: 'totalMismatch' });
  if (input.trainSeatUsers != null && input.trainSeatUsers > assignedTotal) {
    messages.push({ key: 'trainSeatExceedsLodging' });
  }
  for (const room of input.rooms) {
    if (room.assign) messages.push(...checkRoom(room.assign, room.limits));
  }
  return dedupePaxMessages(messages);
}
