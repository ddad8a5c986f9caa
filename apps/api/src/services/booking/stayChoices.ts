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
  guestPaxCategory,
  isCheckinTimeAllowed,
  normalizeStayRequests,
  roomParties,
  type GuestCategory,
  type PaxCategory,
  type RoomParty,
} from '@tabiyori/domain';
import { ApiFailure } from '../../errors';
import type { BookedStay, QuoteStay } from '../../schemas/bookingStay';
import type { QuoteInput } from './request';

type I18n = { ja: string; en: string };

/** What the quote tells about the stay (schemas/bookingStay.ts). */
export type StayView = QuoteStay;

/** What the booking keeps of it (its party's `stay`). */
export function bookedStay(stay: StayView): BookedStay {
  const { roomTypes: _roomTypes, checkinTimes: _checkinTimes, ...kept } = stay;
  return kept;
}

/** The stay's choices of a quote or booking body (schemas/bookingStay.ts stayChoiceFields). */
export type StayChoiceInput = Pick<QuoteInput, 'placement' | 'checkinTime' | 'requests'>;

const invalid = (message: string): never => {
  throw new ApiFailure(400, 'BKE800', message);
};

/**
 * The requests and check-in time of the input, checked against the hotel's check-in times
 * (`checkinTime` … `checkinTimeEnd` of its catalog document): 400 BKE800 otherwise.
 */
export function stayExtras(
  hotel: { checkinFrom: string | null; checkinUntil: string | null },
  input: StayChoiceInput,
): { checkinTime: string | null; checkinTimes: string[]; requests: string | null } {
  const from = hotel.checkinFrom ?? undefined;
  const until = hotel.checkinUntil ?? undefined;
  if (input.checkinTime !== undefined && !isCheckinTimeAllowed(input.checkinTime, from, until))
    invalid('checkinTime is not a check-in time of the hotel');
  const requests = normalizeStayRequests(input.requests);
  if (!requests.ok) invalid(`requests is ${requests.reason === 'tooLong' ? 'too long' : 'invalid'}`);
  return {
    checkinTime: input.checkinTime ?? null,
    checkinTimes: checkinTimeOptions(from, until),
    requests: requests.ok ? requests.value : null,
  };
}

/** A room's name from its catalog document (its id when the document has none). */
export function roomNameOf(doc: unknown, roomId: string): I18n {
  const name = ((doc ?? {}) as { name?: Partial<I18n> }).name ?? {};
  return { ja: name.ja || roomId, en: name.en || name.ja || roomId };
}

/**
 * Each room's party by pax category of a placement (400 BKE804 when a room would have no guest with
 * a bed): each guest under the category it is priced (guestPaxCategory, as the price rows).
 */
export function partyOfRooms(
  placement: readonly number[],
  guests: readonly { category: GuestCategory; useBed: boolean }[],
  roomCount: number,
): RoomParty[] {
  const rooms = roomParties(
    placement,
    guests.map((g) => ({ paxCategory: guestPaxCategory(g.category), useBed: g.useBed })),
    roomCount,
  );
  if (!rooms) throw new ApiFailure(400, 'BKE804', 'every room needs a guest with a bed');
  return rooms;
}

/** What a stored booking's party keeps (pricing.ts snapshot): its guests and, for a stay, `stay`. */
interface KeptParty {
  guests?: readonly { category?: GuestCategory; paxCategory?: PaxCategory; useBed?: boolean }[];
  stay?: Omit<BookedStay, 'rooms'> & {
    rooms: readonly (Omit<RoomParty, 'infants'> & { infants?: number })[];
  };
}

/**
 * A stored booking's stay as the API answers it: each room's party counted again from its placement
 * and the guests' priced categories, so that bookings kept before rooms had infants (their children
 * counted every child) answer the categories too; the kept rooms stand when the guests are missing.
 */
export function storedStay(party: unknown): BookedStay | null {
  const { guests = [], stay } = (party ?? {}) as KeptParty;
  if (!stay) return null;
  const rooms = roomParties(
    stay.placement,
    guests.map((g) => ({
      paxCategory: g.paxCategory ?? (g.category ? guestPaxCategory(g.category) : 'adult'),
      useBed: g.useBed ?? true,
    })),
    stay.rooms.length,
  );
  return {
    ...stay,
    rooms:
      rooms ?? stay.rooms.map((r) => ({ adults: r.adults, children: r.children, infants: r.infants ?? 0 })),
  };
}
