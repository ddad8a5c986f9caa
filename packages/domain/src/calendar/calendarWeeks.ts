/**
 * Spec §2 calendar: "shows weeks within one month ahead; day classes are Sunday-and-holiday,
 * Saturday, other", DESIGN.md: Saturdays blue, Sundays and holidays red.
 *
 * - Range: from the start day through the same date one month later, both included (2026-12-05 →
 *   2027-01-05). When that date does not exist the month end is used (01-31 → 02-28).
 * - Rows: weeks of seven cells, Sunday first (the Japanese calendar convention). Cells before the
 *   start day in the first week and after the last day in the last week are `null` (blank cells).
 * - Class: 'sunday-holiday' on Sundays and national holidays (substitute holidays and 国民の休日
 *   included), so a holiday falling on a Saturday is red, not blue; 'saturday' on other Saturdays;
 *   'other' otherwise.
 * - Selectable: inside the selectable range (the reserve window cut by the booking end date), see
 *   selectableDays.ts.
 */
import { addDays, dayOfWeek, parseYmd } from './japanTime';
import { holidayOf } from './holidays';
import { isSelectableDay, type CalendarDayRange } from './selectableDays';

export type CalendarDayClass = 'sunday-holiday' | 'saturday' | 'other';

export interface CalendarDay {
  /** `YYYYMMDD`. */
  ymd: string;
  /** Day of the month, 1–31. */
  date: number;
  /** 0 Sunday … 6 Saturday. */
  dayOfWeek: number;
  dayClass: CalendarDayClass;
  /** Japanese holiday name (e.g. 文化の日), or null on ordinary days. */
  holidayName: string | null;
  /** English holiday name, or null. */
  holidayNameEn: string | null;
  /** Inside the reserve window, so the day can be chosen. */
  selectable: boolean;
  /** Among the chosen days passed in. */
  selected: boolean;
}

/** A calendar row: seven cells, Sunday first; null is a blank cell outside the range. */
export type CalendarWeek = (CalendarDay | null)[];

/** The calendar class of a `YYYYMMDD` day. */
export function calendarDayClass(ymd: string): CalendarDayClass {
  const dow = dayOfWeek(ymd);
  if (dow === 0 || holidayOf(ymd)) return 'sunday-holiday';
  return dow === 6 ? 'saturday' : 'other';
}

/** The last day shown: the same date one month after the start (month end when it does not exist). */
export function calendarLastDay(startYmd: string): string {
  const start = parseYmd(startYmd);
  if (!start) throw new RangeError(`not a YYYYMMDD day: ${startYmd}`);
  return start.add(1, 'month').format('YYYYMMDD');
}

export interface CalendarWeeksInput {
  /** First day shown, `YYYYMMDD` (usually the first day of the reserve window, or today). */
  start: string;
  /** Selectable days (selectableDayRange); null when nothing can be booked. */
  selectable: CalendarDayRange | null;
  /** Days already chosen, `YYYYMMDD`. */
  selected?: readonly string[];
}

/** The weeks within one month ahead of `start`, Sunday first, padded with null. */
export function calendarWeeks({ start, selectable, selected = [] }: CalendarWeeksInput): CalendarWeek[] {
  const last = calendarLastDay(start);
  const chosen = new Set(selected);
  const weeks: CalendarWeek[] = [];
  let week: CalendarWeek = Array.from({ length: dayOfWeek(start) }, () => null);
  for (let ymd = start; ymd <= last; ymd = addDays(ymd, 1)) {
    const holiday = holidayOf(ymd);
    week.push({
      ymd,
      date: Number(ymd.slice(6, 8)),
      dayOfWeek: week.length,
      dayClass: calendarDayClass(ymd),
      holidayName: holiday?.name ?? null,
      holidayNameEn: holiday?.nameEn ?? null,
      selectable: isSelectableDay(ymd, selectable),
      selected: chosen.has(ymd),
    });
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length > 0) {
    while (week.length < 7) week.push(null);
    weeks.push(week);
  }
  return weeks;
}
