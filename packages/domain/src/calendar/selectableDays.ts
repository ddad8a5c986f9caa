/**
 * Which calendar days can be chosen (spec §2 calendar, §9 reserve-day window) and the calendar
 * request span (spec §7 "Calendar request covers (max minus min plus 1) days of the reserve window").
 *
 * The reserve window itself ({start, end}: today + min … today + max, with the §4 overrides) is
 * built by condition/reserveWindow.ts; this module takes any `{ start, end }` range of that shape
 * and cuts it with the reference data's booking end date (bookingEndDate, the last day the operator
 * sells). Everything is inclusive: with min 3 and max 90 on 2026-12-05, days 2026-12-08 …
 * 2027-03-05 can be chosen, 88 days (90 − 3 + 1). A booking end date that is not a valid
 * `YYYYMMDD` is ignored (a bad value must not close the calendar).
 */
import { addDays, parseYmd } from './japanTime';

/** A `YYYYMMDD` day range, both ends inclusive (condition/reserveWindow.ts ReserveWindow is one). */
export interface CalendarDayRange {
  start: string;
  end: string;
}

/** The days that can be chosen: the reserve window cut by the booking end date; null when empty. */
export function selectableDayRange(
  reserveWindow: CalendarDayRange,
  bookingEndDate?: string | null,
): CalendarDayRange | null {
  const { start } = reserveWindow;
  let { end } = reserveWindow;
  if (bookingEndDate && parseYmd(bookingEndDate) && bookingEndDate < end) end = bookingEndDate;
  return parseYmd(start) && parseYmd(end) && start <= end ? { start, end } : null;
}

/** True when the `YYYYMMDD` day lies in the range (both ends inclusive). */
export function isSelectableDay(ymd: string, range: CalendarDayRange | null): boolean {
  return range !== null && parseYmd(ymd) !== null && range.start <= ymd && ymd <= range.end;
}

/** Spec §7: the calendar request covers max − min + 1 days (config consts.reserveDay). */
export function calendarRequestDays(reserveDayMin: number, reserveDayMax: number): number {
  if (!Number.isSafeInteger(reserveDayMin) || !Number.isSafeInteger(reserveDayMax) || reserveDayMin < 0) {
    throw new RangeError(`reserve days must be non-negative integers: ${reserveDayMin}, ${reserveDayMax}`);
  }
  if (reserveDayMax < reserveDayMin)
    throw new RangeError(`reserve day max ${reserveDayMax} < min ${reserveDayMin}`);
  return reserveDayMax - reserveDayMin + 1;
}

/**
 * The tourCalendar request (spec §7: tourId, fromDate, days, paxPerRoom) for the reserve-day
 * window: from today + min, for max − min + 1 days. The booking end date does not shorten the
 * request; days past it come back and are simply not selectable.
 */
export function calendarRequestRange(
  today: string,
  reserveDayMin: number,
  reserveDayMax: number,
): { fromDate: string; days: number } {
  return { fromDate: addDays(today, reserveDayMin), days: calendarRequestDays(reserveDayMin, reserveDayMax) };
}
