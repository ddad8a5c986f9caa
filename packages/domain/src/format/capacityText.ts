/**
 * Spec §9 "Capacity text: N名 plus ・M室" (DESIGN.md `2名・1室`) and §3 hotel card stock
 * 'remaining {stock} rooms'.
 *
 * - `2名・1室` (ja) / `2 guests · 1 room` (en); without a room count only the people: `2名`.
 * - `残り3室` (ja) / `3 rooms left` (en). With no stock left the card says 満室 / `Sold out`, the
 *   Japanese OTA wording, instead of "0 rooms left".
 * - After a party counted by category: `3名・1室` with children, `1室` for adults only.
 * Counts are non-negative integers; anything else is a RangeError.
 */
import type { DisplayLang } from './lang';

function checkCount(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be a non-negative integer: ${value}`);
}

/** `2名` / `2名・1室` (ja), `2 guests` / `2 guests · 1 room` (en). */
export function capacityText(
  people: number,
  rooms: number | null | undefined,
  lang: DisplayLang = 'ja',
): string {
  checkCount('people', people);
  if (rooms !== null && rooms !== undefined) checkCount('rooms', rooms);
  if (lang === 'en') {
    const guests = `${people} ${people === 1 ? 'guest' : 'guests'}`;
    return rooms === null || rooms === undefined ? guests : `${guests} · ${roomCountText(rooms, lang)}`;
  }
  return rooms === null || rooms === undefined ? `${people}名` : `${people}名・${roomCountText(rooms, lang)}`;
}

function roomCountText(rooms: number, lang: DisplayLang): string {
  checkCount('rooms', rooms);
  if (lang === 'en') return `${rooms} ${rooms === 1 ? 'room' : 'rooms'}`;
  return `${rooms}室`;
}

/**
 * What follows a party counted by category (「大人2名・子供1名 / 3名・1室」): the total and the rooms
 * when the party has children or infants, the rooms alone when it is adults only (「大人2名 / 1室」,
 * not 「大人2名 / 2名・1室」, which says the same number twice). Booking pages and booking mails.
 */
export function partyRoomsText(
  travellers: number,
  adults: number,
  rooms: number,
  lang: DisplayLang = 'ja',
): string {
  return travellers > adults ? capacityText(travellers, rooms, lang) : roomCountText(rooms, lang);
}

/** `残り3室` (ja) / `3 rooms left` (en); `満室` / `Sold out` at 0. */
export function remainingRoomsText(stock: number, lang: DisplayLang = 'ja'): string {
  checkCount('stock', stock);
  if (lang === 'en') return stock === 0 ? 'Sold out' : `${stock} ${stock === 1 ? 'room' : 'rooms'} left`;
  return stock === 0 ? '満室' : `残り${stock}室`;
}
