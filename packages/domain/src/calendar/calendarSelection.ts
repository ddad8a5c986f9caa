/**
 * Spec §2/§9: "Up to 6 days can be chosen" (calendar max 6 days) and the calendar's note.
 *
 * Choosing a chosen day again un-chooses it; choosing a seventh day is refused and the selection is
 * returned unchanged with `limitReached` set, so the UI can say why nothing happened. The selection
 * is kept in ascending date order without duplicates. Whether the day is selectable at all (reserve
 * window) is the calendar's `selectable` flag, checked by the caller before toggling.
 */
import type { DisplayLang } from '../format/lang';

/** Spec §9 "Calendar max 6 days". */
export const CALENDAR_MAX_DAYS = 6;

export interface CalendarSelection {
  /** Chosen `YYYYMMDD` days, ascending. */
  selected: string[];
  /** True when the toggle was refused because the maximum was already chosen. */
  limitReached: boolean;
}

/** Adds the day if absent (up to `max`), removes it if present. */
export function toggleCalendarDay(
  selected: readonly string[],
  ymd: string,
  max: number = CALENDAR_MAX_DAYS,
): CalendarSelection {
  const current = [...new Set(selected)].sort();
  if (current.includes(ymd)) return { selected: current.filter((d) => d !== ymd), limitReached: false };
  if (current.length >= max) return { selected: current, limitReached: true };
  return { selected: [...current, ymd].sort(), limitReached: false };
}

/**
 * The note under the calendar (spec §2: "stays from the 1st night onward can be added or changed on
 * the itinerary screen"): the calendar picks the travel dates only; where to stay each night,
 * from the first night on, is set on the itinerary (旅程) screen.
 */
export const CALENDAR_NOTE: Record<DisplayLang, string> = {
  ja: '1泊目以降の宿泊は、旅程画面で追加・変更できます。',
  en: 'Stays from the first night onward can be added or changed on the itinerary screen.',
};
