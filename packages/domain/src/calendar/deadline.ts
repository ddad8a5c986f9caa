/**
 * Spec §9 "Deadline format: minutes before 24:00 converted to days-before and time of day."
 *
 * A booking or cancellation deadline is stored as `m` minutes before 24:00 (the end) of a base day
 * (the departure or check-in day, D). The deadline instant is therefore D+1 00:00 − m minutes, in
 * Japan time. Shown the Japanese way, as "N days before, at HH:MM", with 24:00 kept for midnight
 * (締切は「前日 24:00」であって「当日 0:00」ではない):
 *
 *   daysBefore = floor(m / 1440)
 *   timeOfDay  = 24:00 − (m mod 1440)        so the time is in (00:00, 24:00], never 00:00
 *
 * | m    | instant for D = 2026-12-05 | shown      |
 * | ---- | -------------------------- | ---------- |
 * | 0    | 12-06 00:00                | 当日 24:00 |
 * | 60   | 12-05 23:00                | 当日 23:00 |
 * | 1440 | 12-05 00:00                | 前日 24:00 |
 * | 1500 | 12-04 23:00                | 前日 23:00 |
 * | 2879 | 12-04 00:01                | 前日 00:01 |
 * | 4680 | 12-02 18:00                | 3日前 18:00 |
 *
 * A deadline has passed from its instant on: with "前日 23:00", 22:59 is in time and 23:00 is late.
 */
import { addDays, japanNowMinute } from './japanTime';
import { formatTime4 } from './timeText';
import type { DisplayLang } from '../format/lang';

const MINUTES_PER_DAY = 24 * 60;

export interface DeadlineParts {
  /** Whole days before the base day: 0 = the base day itself (当日), 1 = the day before (前日). */
  daysBefore: number;
  /** Time of day as four digits `HHmm`, from `0001` to `2400`. */
  time: string;
}

function checkMinutes(minutesBefore24: number): void {
  if (!Number.isSafeInteger(minutesBefore24) || minutesBefore24 < 0) {
    throw new RangeError(`minutes before 24:00 must be a non-negative integer: ${minutesBefore24}`);
  }
}

/** Converts minutes before 24:00 into days-before and time of day (24:00 convention, see above). */
export function deadlineParts(minutesBefore24: number): DeadlineParts {
  checkMinutes(minutesBefore24);
  const daysBefore = Math.floor(minutesBefore24 / MINUTES_PER_DAY);
  const minuteOfDay = MINUTES_PER_DAY - (minutesBefore24 % MINUTES_PER_DAY);
  const hh = String(Math.floor(minuteOfDay / 60)).padStart(2, '0');
  const mm = String(minuteOfDay % 60).padStart(2, '0');
  return { daysBefore, time: `${hh}${mm}` };
}

/** `1500` → `前日 23:00` (ja) / `1 day before, 23:00` (en); 0 days is 当日 / `same day`. */
export function deadlineText(minutesBefore24: number, lang: DisplayLang): string {
  const { daysBefore, time } = deadlineParts(minutesBefore24);
  const hhmm = formatTime4(time);
  if (lang === 'en') {
    if (daysBefore === 0) return `same day, ${hhmm}`;
    return `${daysBefore} ${daysBefore === 1 ? 'day' : 'days'} before, ${hhmm}`;
  }
  if (daysBefore === 0) return `当日 ${hhmm}`;
  if (daysBefore === 1) return `前日 ${hhmm}`;
  return `${daysBefore}日前 ${hhmm}`;
}

/** The deadline instant as Japan wall-clock `YYYYMMDDHHmm` (24:00 written as the next day's 0000). */
export function deadlineAt(baseYmd: string, minutesBefore24: number): string {
  checkMinutes(minutesBefore24);
  const daysBack = Math.ceil(minutesBefore24 / MINUTES_PER_DAY);
  const minuteOfDay = daysBack * MINUTES_PER_DAY - minutesBefore24; // in [0, 1440)
  const day = addDays(baseYmd, 1 - daysBack);
  const hh = String(Math.floor(minuteOfDay / 60)).padStart(2, '0');
  const mm = String(minuteOfDay % 60).padStart(2, '0');
  return `${day}${hh}${mm}`;
}

/** True from the deadline instant on (Japan time); `now` is passed in, rules never read the clock. */
export function isDeadlinePassed(baseYmd: string, minutesBefore24: number, now: Date | number): boolean {
  return japanNowMinute(now) >= deadlineAt(baseYmd, minutesBefore24);
}
