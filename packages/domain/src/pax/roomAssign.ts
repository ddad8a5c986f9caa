/**
 * Room-assignment counts (spec §3 "Room assignment counts per room": male, female, childA–childF,
 * otherA, otherB) and their ten-count string form of spec §5:
 *
 *   m{male}f{female}a{childA}b{childB}c{childC}d{childD}e{childE}f{childF}a{otherA}b{otherB}
 *   e.g. `m2f0a1b0c0d0e0f0a0b0` (two men and one upper-grade child)
 *
 * The letters repeat (f, a, b), so the meaning is positional. Decisions (a Japanese OTA's reading):
 * - each number is 1 to 3 decimal digits (0–999); leading zeros are accepted on input (`m02` is 2)
 *   and never written; no signs, spaces or upper-case letters.
 * - a malformed string fails with PaxFormatError INVALID_ROOM_ASSIGN and the spec's message
 *   `roomAssign: ${value} is invalid`.
 */
import { describeInput, PaxFormatError } from './paxError';
import { PAX_TYPE_INFO, ROOM_PAX_KEYS, type RoomPaxKey } from './paxTypes';
export type RoomAssignCounts = Readonly<Record<RoomPaxKey, number>>;

/** Letters of the string form, positionally matching ROOM_PAX_KEYS. */
export const TEN_COUNT_LETTERS = ['m', 'f', 'a', 'b', 'c', 'd', 'e', 'f', 'a', 'b'] as const;

/** Largest count per category the string form carries (three digits). */
export const MAX_COUNT_PER_CATEGORY = 999;

const TEN_COUNT_PATTERN = new RegExp(`^${TEN_COUNT_LETTERS.map((l) => `${l}(\\d{1,3})`).join('')}$`);

export const EMPTY_ROOM_ASSIGN: RoomAssignCounts = Object.freeze(
  Object.fromEntries(ROOM_PAX_KEYS.map((key) => [key, 0])) as Record<RoomPaxKey, number>,
);

/** Builds full counts from the categories given (the rest 0). */
export function roomAssignOf(partial: Partial<Record<RoomPaxKey, number>>): RoomAssignCounts {
  return { ...EMPTY_ROOM_ASSIGN, ...partial };
}

/** The ten counts of a well-formed ten-count string, or null. Shared by room assignments and optional amounts. */
export function parseTenCounts(value: unknown): RoomAssignCounts | null {
  if (typeof value !== 'string') return null;
  const match = TEN_COUNT_PATTERN.exec(value);
  if (!match) return null;
  const counts: Record<string, number> = {};
  ROOM_PAX_KEYS.forEach((key, i) => {
    counts[key] = Number(match[i + 1]);
  });
  return counts as RoomAssignCounts;
}

/** The canonical ten-count string, or null when a count is not an integer 0–999. */
export function formatTenCounts(counts: RoomAssignCounts): string | null {
  let text = '';
  for (let i = 0; i < ROOM_PAX_KEYS.length; i++) {
    const n = counts[ROOM_PAX_KEYS[i] as RoomPaxKey];
    if (!Number.isInteger(n) || n < 0 || n > MAX_COUNT_PER_CATEGORY) return null;
    text += `${TEN_COUNT_LETTERS[i]}${n}`;
  }
  return text;
}

/**
 * Strict parse and format of the ten-count form, failing with the PaxFormatError `invalid` builds
 * (from the input, or the counts as JSON). One codec for room assignments and optional amounts
 * (optionalAmount.ts): only their error differs.
 */
export function tenCountCodec(invalid: (value: unknown) => PaxFormatError): {
  parse: (value: unknown) => RoomAssignCounts;
  format: (counts: RoomAssignCounts) => string;
} {
  return {
    parse(value) {
      const counts = parseTenCounts(value);
      if (!counts) throw invalid(value);
      return counts;
    },
    format(counts) {
      const text = formatTenCounts(counts);
      if (text == null) throw invalid(JSON.stringify(counts));
      return text;
    },
  };
}

const roomAssignCodec = tenCountCodec(
  (value) => new PaxFormatError('INVALID_ROOM_ASSIGN', `roomAssign: ${describeInput(value)} is invalid`),
);

/** Spec §5: parses a room-assignment string; throws PaxFormatError `roomAssign: ${value} is invalid`. */
export function parseRoomAssign(value: unknown): RoomAssignCounts {
  return roomAssignCodec.parse(value);
}

/** Formats counts as a room-assignment string; throws PaxFormatError when a count is out of range. */
export function formatRoomAssign(counts: RoomAssignCounts): string {
  return roomAssignCodec.format(counts);
}

export function isRoomAssignString(value: unknown): value is string {
  return parseTenCounts(value) != null;
}

/** Everyone in the room (all ten categories). */
export function roomPaxTotal(counts: RoomAssignCounts): number {
  return ROOM_PAX_KEYS.reduce((sum, key) => sum + counts[key], 0);
}

/** Adults in the room: male plus female (spec §3). */
export function roomAdultCount(counts: RoomAssignCounts): number {
  return ROOM_PAX_KEYS.reduce((sum, key) => sum + (PAX_TYPE_INFO[key].countsAsAdult ? counts[key] : 0), 0);
}

/** Guests with a bed (adults, childA/B/C/E, otherA/B): the room's counted occupancy. */
export function roomBedUserCount(counts: RoomAssignCounts): number {
  return ROOM_PAX_KEYS.reduce((sum, key) => sum + (PAX_TYPE_INFO[key].usesBed ? counts[key] : 0), 0);
}

/** Children sleeping with a bed user (添い寝: childD, childF). */
export function roomCoSleeperCount(counts: RoomAssignCounts): number {
  return roomPaxTotal(counts) - roomBedUserCount(counts);
}

/** Category-wise sum of several rooms. */
export function sumRoomAssigns(rooms: readonly RoomAssignCounts[]): RoomAssignCounts {
  const sum: Record<string, number> = { ...EMPTY_ROOM_ASSIGN };
  for (const room of rooms) for (const key of ROOM_PAX_KEYS) sum[key] = (sum[key] ?? 0) + room[key];
  return sum as RoomAssignCounts;
}
