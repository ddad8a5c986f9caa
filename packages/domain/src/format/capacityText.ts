/**
 * Spec §9 "Capacity text: N名 plus ・M室" (DESIGN.md `2名・1室`) and §3 hotel card stock
 * 'remaining {stock} rooms'.
 *
 * - `2名・1室` (ja) / `2 guests · 1 room` (en); without a room count only the people: `2名`.
 * - `残り3室` (ja) / `3 rooms left` (en). With no stock left the card says 満室 / `Sold out`, the
 *   Japanese OTA wording, instead of "0 rooms left".
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
    return rooms === null || rooms === undefined
      ? guests
      : `${guests} · ${rooms} ${rooms === 1 ? 'room' : 'rooms'}`;
  }
  return rooms === null || rooms === undefined ? `${people}名` : `${people}名・${rooms}室`;
}

/** `残り3室` (ja) / `3 rooms left` (en); `満室` / `Sold out` at 0. */
export function remainingRoomsText(stock: number, lang: DisplayLang = 'ja'): string {
  checkCount('stock', stock);
  if (lang === 'en') return stock === 0 ? 'Sold out' : `${stock} ${stock === 1 ? 'room' : 'rooms'} left`;
  return stock === 0 ? '満室' : `残り${stock}室`;
}
