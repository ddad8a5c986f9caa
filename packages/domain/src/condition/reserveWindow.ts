/**
 * The reserve window and the default go date (spec §4, §5, §9). `today` is always Japan's today as
 * `YYYYMMDD`, given by the caller (calendar/japanTime.ts japanToday); nothing here reads a clock.
 */
import { addDays, daysBetween, parseYmd } from '../calendar/japanTime';
import { isSelectableDay, type CalendarDayRange } from '../calendar/selectableDays';

/** Reserve-day window in days from today (config consts.reserveDay). */
export interface ReserveDayRange {
  min: number;
  max: number;
}

/** First and last bookable day, both `YYYYMMDD` inclusive (the calendar's day range). */
export type ReserveWindow = CalendarDayRange;

/** Spec §9 "Reserve-day window min and max in days from today". */
export function reserveWindow(today: string, reserveDay: ReserveDayRange): ReserveWindow {
  return { start: addDays(today, reserveDay.min), end: addDays(today, reserveDay.max) };
}

/** What a calendar sells: tours, or hotels (a stay alone, or with a JR round trip as a dp). */
export type ReserveProduct = 'tour' | 'hotel';

/**
 * The reserve-day window of a product. consts.reserveDay (3–330) is the tours' window: their
 * flights and seats close a few days before departure. A hotel plan is sold until its own booking
 * deadline (plan bookingDeadlineDays: days before the check-in day, 0 = until the check-in day
 * itself, 「宿泊日当日までご予約いただけます」), which the search and the quote judge plan by plan; a dp
 * adds a JR round trip to such a stay and closes with it. So the hotels' window opens today, and
 * ends where the tours' does (issue 16 item 6, last-minute stays).
 */
export function productReserveDay(product: ReserveProduct, reserveDay: ReserveDayRange): ReserveDayRange {
  return product === 'hotel' ? { min: 0, max: reserveDay.max } : reserveDay;
}

/**
 * Spec §4 "Default go date: today plus a configured offset, used only if strictly inside the
 * configured min/max window of days from today, else the minimum." An offset equal to min or max
 * is not strictly inside, so it falls back to today + min; so does a missing or non-integer offset.
 */
export function defaultGoDate(
  today: string,
  offset: number | undefined,
  reserveDay: ReserveDayRange,
): string {
  const inside =
    offset !== undefined && Number.isInteger(offset) && offset > reserveDay.min && offset < reserveDay.max;
  return addDays(today, inside ? offset : reserveDay.min);
}

/**
 * Spec §5 "Reserve-date override must be 8-digit YYYYMMDD (month 01–12, day 01–31)", and spec §5
 * "A date string is valid only if it round-trips through the date format", so 20260230 is refused
 * too (it passes the digit pattern but is not a day).
 */
export function isValidReserveDateOverride(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/.test(value)) return false;
  return parseYmd(value) !== null;
}

/**
 * Spec §4 "Reserve window start/end are overridden only when a given date is valid and lies after
 * today"; otherwise the default is kept (§5). "After today" is strict: today itself is refused.
 * Start and end are judged independently; a start overridden past the end leaves an empty window
 * (reserveWindowDays 0), which the calendar shows as no bookable day.
 */
export function applyReserveWindowOverride(
  window: ReserveWindow,
  override: { start?: unknown; end?: unknown },
  today: string,
): ReserveWindow {
  const pick = (value: unknown, fallback: string): string =>
    isValidReserveDateOverride(value) && value > today ? value : fallback;
  return { start: pick(override.start, window.start), end: pick(override.end, window.end) };
}

/**
 * Days a (possibly overridden) window covers, both ends included; 0 when empty. For the configured
 * window this is spec §7's "max minus min plus 1" (calendar/selectableDays.ts calendarRequestDays).
 */
export function reserveWindowDays(window: ReserveWindow): number {
  return Math.max(0, daysBetween(window.start, window.end) + 1);
}

/** True when a `YYYYMMDD` day lies inside the window (inclusive): calendar/selectableDays.ts isSelectableDay. */
export function isInReserveWindow(window: ReserveWindow, ymd: string): boolean {
  return isSelectableDay(ymd, window);
}
