/**
 * What a hotel stay's booking asks besides the party (issue 18 item 2): the check-in time, the
 * traveller's requests, and who sleeps in which room.
 *
 * - Check-in times: every half hour from the hotel's check-in time to its latest check-in
 *   (HHmm, '2400' = midnight), both ends included.
 * - Requests: free text of at most STAY_REQUESTS_MAX characters after trimming (line breaks kept,
 *   CRLF as LF), no other control characters; empty = none.
 * - Rooms: `placement` names the room (0-based) of each guest, adults first then the children in
 *   the party's order; each room gets at least one guest with a bed (the price of a room is by the
 *   bed users in it). roomParties() counts each room's party by pax category (adults, children at
 *   school, infants not yet at school: the categories the price rows are priced under) for the
 *   pages and mails, and roomPartyText() says it in the one wording of pax/categoryText.ts.
 */

import type { DisplayLang } from '../format/lang';
import type { PaxCategory } from '../pax/appPaxCodes';
import { paxCountsText } from '../pax/categoryText';
import { distributeOverRooms } from '../pax/roomDistribution';
import { evenPlacement } from '../pricing/partyPrice';

export const STAY_REQUESTS_MAX = 200;
export const CHECKIN_STEP_MINUTES = 30;

const HHMM = /^(?:[01]\d|2[0-4])[0-5]\d$/;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(2));
const hhmmOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}`;

/** The check-in times a hotel takes, in order ([] when its times are missing or malformed). */
export function checkinTimeOptions(from: string | undefined, until: string | undefined): string[] {
  if (!from || !until || !HHMM.test(from) || !HHMM.test(until)) return [];
  const start = minutesOf(from);
  const end = Math.min(minutesOf(until), 24 * 60);
  const out: string[] = [];
  for (let m = start; m <= end; m += CHECKIN_STEP_MINUTES) out.push(hhmmOf(m));
  return out;
}

export function isCheckinTimeAllowed(
  time: string,
  from: string | undefined,
  until: string | undefined,
): boolean {
  return checkinTimeOptions(from, until).includes(time);
}

/** `20:30` (ja and en alike; '2400' reads 24:00, as Japanese hotels write it). */
export function formatCheckinTime(time: string): string {
  return `${time.slice(0, 2)}:${time.slice(2)}`;
}

export type StayRequestsResult =
  { ok: true; value: string | null } | { ok: false; reason: 'tooLong' | 'invalid' };

// Control characters other than the line feed (tab included: it moves text in mails and CSV).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/;

export function normalizeStayRequests(text: string | undefined | null): StayRequestsResult {
  const value = (text ?? '').replace(/\r\n?/g, '\n').trim();
  if (value === '') return { ok: true, value: null };
  if (CONTROL.test(value)) return { ok: false, reason: 'invalid' };
  if ([...value].length > STAY_REQUESTS_MAX) return { ok: false, reason: 'tooLong' };
  return { ok: true, value };
}

/** A room's party by pax category: adults, children (at school, 6–12) and infants (not yet at school). */
export interface RoomParty {
  adults: number;
  children: number;
  infants: number;
}

const ROOM_PARTY_KEY = { adult: 'adults', child: 'children', infant: 'infants' } as const;

/**
 * Each room's party by pax category of a placement (null when a guest is placed outside the rooms,
 * a guest is missing, or a room has no guest with a bed). `guests` in placement order, each with the
 * pax category it is priced under (so the rooms agree with the price rows) and whether it uses a bed.
 */
export function roomParties(
  placement: readonly number[],
  guests: readonly { paxCategory: PaxCategory; useBed: boolean }[],
  roomCount: number,
): RoomParty[] | null {
  if (placement.length !== guests.length || roomCount < 1) return null;
  const rooms = Array.from({ length: roomCount }, () => ({ adults: 0, children: 0, infants: 0, beds: 0 }));
  for (const [i, room] of placement.entries()) {
    const target = Number.isInteger(room) ? rooms[room] : undefined;
    const guest = guests[i]!;
    if (!target) return null;
    target[ROOM_PARTY_KEY[guest.paxCategory]] += 1;
    if (guest.useBed) target.beds += 1;
  }
  if (rooms.some((r) => r.beds === 0)) return null;
  return rooms.map(({ adults, children, infants }) => ({ adults, children, infants }));
}

/** A room's party: 大人1名・幼児1名 / 1 adult, 1 infant (adults always said). */
export function roomPartyText(room: RoomParty, lang: DisplayLang = 'ja'): string {
  return paxCountsText({ adult: room.adults, child: room.children, infant: room.infants }, lang);
}

/** The placement the price takes when none is given (spec §9 distribution, pricing/partyPrice.ts). */
export function defaultPlacement(guests: readonly { useBed: boolean }[], roomCount: number): number[] {
  const beds = guests.filter((g) => g.useBed).length;
  return evenPlacement(guests, distributeOverRooms(beds, roomCount), roomCount);
}
