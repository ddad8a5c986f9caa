/**
 * Calendar paging and the stay selection (spec §2 calendar: weeks within one month ahead, up to 6
 * days; §9 calendar max 6 days). Pure (tested).
 *
 * - Paging: each page shows the domain's calendarWeeks from its start day through the same date a
 *   month later; the next page starts the day after. Pages run from the first selectable day to
 *   the last one.
 * - Captions and keys: a page's caption, and where a key moves the grid's focus (WAI-ARIA grid).
 * - Stay selection (hotels): the first click chooses the check-in day, a later click the check-out
 *   day. The stay's days, check-in through check-out, are at most CALENDAR_MAX_DAYS (6 days, 5
 *   nights); a longer one is refused with limitReached, as the domain's toggleCalendarDay does for
 *   a seventh day. A click on or before the check-in day starts again from that day.
 */
import {
  addDays,
  calendarLastDay,
  CALENDAR_MAX_DAYS,
  daysBetween,
  formatDateLong,
  type DisplayLang,
} from '@tabiyori/domain';

/** Start days of the calendar pages covering first…last (both YYYYMMDD, inclusive). */
export function calendarPages(first: string, last: string, maxPages = 24): string[] {
  const pages: string[] = [];
  let start = first;
  while (start <= last && pages.length < maxPages) {
    pages.push(start);
    start = addDays(calendarLastDay(start), 1);
  }
  return pages;
}

/** The page showing `ymd` (the first page when before, the last when after). */
export function pageIndexOf(pages: readonly string[], ymd: string | null | undefined): number {
  if (!ymd || pages.length === 0) return 0;
  for (let i = pages.length - 1; i >= 0; i--) {
    const start = pages[i];
    if (start !== undefined && start <= ymd) return i;
  }
  return 0;
}

/** The caption of the page starting `start`: 「2026年12月10日～2027年1月10日」 / "Dec 10, 2026 – Jan 10, 2027". */
export function calendarPageLabel(start: string, lang: DisplayLang): string {
  const end = calendarLastDay(start);
  const fmt = (ymd: string) =>
    lang === 'en'
      ? formatDateLong(ymd, 'en').replace(/^\w{3}, /, '')
      : `${Number(ymd.slice(0, 4))}年${Number(ymd.slice(4, 6))}月${Number(ymd.slice(6, 8))}日`;
  return lang === 'en' ? `${fmt(start)} – ${fmt(end)}` : `${fmt(start)}～${fmt(end)}`;
}

const KEY_STEPS: Readonly<Record<string, number>> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -7,
  ArrowDown: 7,
};

/**
 * Where a key moves the grid's focus from `day` (WAI-ARIA grid): the arrows by a day or a week, Home
 * and End to the week's Sunday and Saturday, Page Up / Page Down to the first day of the page before
 * or after (the first or last page at the ends); null for any other key.
 */
export function calendarKeyTarget(
  key: string,
  day: { ymd: string; dayOfWeek: number },
  pages: readonly string[],
  pageIndex: number,
): string | null {
  const by = KEY_STEPS[key];
  if (by !== undefined) return addDays(day.ymd, by);
  if (key === 'Home') return addDays(day.ymd, -day.dayOfWeek);
  if (key === 'End') return addDays(day.ymd, 6 - day.dayOfWeek);
  if (key === 'PageDown' || key === 'PageUp') {
    const next = Math.min(pages.length - 1, Math.max(0, pageIndex + (key === 'PageDown' ? 1 : -1)));
    return pages[next] ?? null;
  }
  return null;
}

export interface StaySelection {
  checkIn: string | null;
  /** null while the check-out day is still to be chosen. */
  checkOut: string | null;
}

export function staySelection(goDate: string | null | undefined, nights: number | undefined): StaySelection {
  if (!goDate) return { checkIn: null, checkOut: null };
  return { checkIn: goDate, checkOut: addDays(goDate, nights ?? 1) };
}

export function clickStayDay(
  selection: StaySelection,
  ymd: string,
  max: number = CALENDAR_MAX_DAYS,
): { selection: StaySelection; limitReached: boolean } {
  const { checkIn, checkOut } = selection;
  if (checkIn && !checkOut && ymd > checkIn) {
    if (daysBetween(checkIn, ymd) + 1 > max) return { selection, limitReached: true };
    return { selection: { checkIn, checkOut: ymd }, limitReached: false };
  }
  return { selection: { checkIn: ymd, checkOut: null }, limitReached: false };
}

/** Nights of a complete selection, else the previous nights (or 1). */
export function selectionNights(selection: StaySelection, fallback: number | undefined): number {
  if (selection.checkIn && selection.checkOut) return daysBetween(selection.checkIn, selection.checkOut);
  return fallback ?? 1;
}

/** The days shown as chosen: check-in through check-out (or just check-in while picking). */
export function selectedDays(selection: StaySelection): string[] {
  const { checkIn, checkOut } = selection;
  if (!checkIn) return [];
  if (!checkOut) return [checkIn];
  const out: string[] = [];
  for (let ymd = checkIn; ymd <= checkOut; ymd = addDays(ymd, 1)) out.push(ymd);
  return out;
}
