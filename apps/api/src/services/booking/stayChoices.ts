/**
 * A hotel stay's choices besides the party (issue 18 item 2), for yado and dp: the room type among
 * the plan's rooms (each with its name, capacity, stock for the stay and whether it fits the
 * party's rooms), who sleeps in which room (`placement`, domain booking/stayDetails.ts), the
 * check-in time among the hotel's (every half hour from its check-in to its latest check-in) and
 * the traveller's requests (bounded free text). Priced with the placement by pricing.ts; the
 * booking keeps `stay` in its party (room name, check-in time, requests, rooms).
 */
import {
  checkinTimeOptions,
  isCheckinTimeAllowed,
  normalizeStayRequests,
  roomParties,
  type GuestCategory,
  type RoomParty,
} from '@tabiyori/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiFailure } from '../../errors';

type I18n = { ja: string; en: string };

export interface RoomTypeOption {
  roomId: string;
  name: I18n;
  capacityMin: number;
  capacityMax: number;
  /** Rooms left on every night of the stay. */
  stock: number;
  /** Whether every room of the party fits its capacity. */
  fits: boolean;
}

/** What the quote tells about the stay, and what the booking keeps. */
export interface StayView {
  roomId: string;
  roomName: I18n;
  /** The plan's room types (the quote's; a stored booking keeps []). */
  roomTypes: RoomTypeOption[];
  /** The room (0-based) of each guest, adults then children. */
  placement: number[];
  rooms: RoomParty[];
  /** HHmm, or null when the traveller has not said. */
  checkinTime: string | null;
  /** The hotel's check-in times (the quote's; a stored booking keeps []). */
  checkinTimes: string[];
  requests: string | null;
}

export interface StayChoiceInput {
  placement?: number[];
  checkinTime?: string;
  requests?: string;
}

const invalid = (message: string): never => {
  throw new ApiFailure(400, 'BKE800', message);
};

/** The requests and check-in time of the input, checked against the hotel's times (400 BKE800). */
export async function stayExtras(
  db: Kysely<Database>,
  hotelId: string,
  input: StayChoiceInput,
): Promise<{ checkinTime: string | null; checkinTimes: string[]; requests: string | null }> {
  const hotel = await db
    .selectFrom('hotel')
    .select(['doc'])
    .where('hotel_id', '=', hotelId)
    .executeTakeFirst();
  const doc = (hotel?.doc ?? {}) as { checkinTime?: string; checkinTimeEnd?: string };
  const checkinTimes = checkinTimeOptions(doc.checkinTime, doc.checkinTimeEnd);
  if (
    input.checkinTime !== undefined &&
    !isCheckinTimeAllowed(input.checkinTime, doc.checkinTime, doc.checkinTimeEnd)
  )
    invalid('checkinTime is not a check-in time of the hotel');
  const requests = normalizeStayRequests(input.requests);
  if (!requests.ok) invalid(`requests is ${requests.reason === 'tooLong' ? 'too long' : 'invalid'}`);
  return {
    checkinTime: input.checkinTime ?? null,
    checkinTimes,
    requests: requests.ok ? requests.value : null,
  };
}

/** A room's name from its catalog document (its id when the document has none). */
export function roomNameOf(doc: unknown, roomId: string): I18n {
  const name = ((doc ?? {}) as { name?: Partial<I18n> }).name ?? {};
  return { ja: name.ja || roomId, en: name.en || name.ja || roomId };
}

/** Rooms per party of a placement (400 BKE804 when a room would have no guest with a bed). */
export function partyOfRooms(
  placement: readonly number[],
  guests: readonly { category: GuestCategory; useBed: boolean }[],
  adultPax: number,
  roomCount: number,
): RoomParty[] {
  const rooms = roomParties(
    placement,
    guests.map((g, i) => ({ isAdult: i < adultPax, useBed: g.useBed })),
    roomCount,
  );
  if (!rooms) throw new ApiFailure(400, 'BKE804', 'every room needs a guest with a bed');
  return rooms;
}
