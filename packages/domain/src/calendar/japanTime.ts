/**
 * Japan time (Asia/Tokyo, UTC+9, no daylight saving) defines "today", holidays and day boundaries
 * for tabiyori, whatever the server's or the browser's time zone (DESIGN.md, Conventions: Time).
 *
 * Every date on the wire is a `YYYYMMDD` string (spec §9). A `YYYYMMDD` string is a calendar day,
 * not an instant: the helpers here convert between instants (`Date`) and Japan calendar days.
 */
import { parseDateString } from './dateFormats';
import { dayjs } from './dayjs';

/** Japan's offset from UTC in minutes. Japan has not observed daylight saving since 1951. */
export const JST_OFFSET_MINUTES = 9 * 60;

/** A dayjs value shifted so that its UTC fields read as Japan wall-clock time. */
export function toJapanClock(instant: Date | number): dayjs.Dayjs {
  return dayjs.utc(instant).add(JST_OFFSET_MINUTES, 'minute');
}

/** Japan's calendar day of an instant as `YYYYMMDD` (spec §9 date format). */
export function japanToday(now: Date | number = Date.now()): string {
  return toJapanClock(now).format('YYYYMMDD');
}

/** Japan wall-clock time of an instant as `YYYYMMDDHHmm` (spec §9). */
export function japanNowMinute(now: Date | number = Date.now()): string {
  return toJapanClock(now).format('YYYYMMDDHHmm');
}

/** Japan wall-clock time of an instant as `YYYYMMDDHHmmss` (spec §9; the coupon service's stamps, §7). */
export function japanNowSecond(now: Date | number = Date.now()): string {
  return toJapanClock(now).format('YYYYMMDDHHmmss');
}

/**
 * Parses `YYYYMMDD` strictly as a calendar day (UTC-based dayjs value), or null when not a real day:
 * the spec §5 round-trip rule of dateFormats.ts for the `ymd` format.
 */
export function parseYmd(ymd: string): dayjs.Dayjs | null {
  return parseDateString(ymd, 'ymd');
}

/** Formats a calendar-day dayjs value (as returned by parseYmd) back to `YYYYMMDD`. */
export function formatYmd(day: dayjs.Dayjs): string {
  return day.format('YYYYMMDD');
}

/** Adds whole days to a `YYYYMMDD` day. Throws on an invalid day: callers validate first. */
export function addDays(ymd: string, days: number): string {
  const d = parseYmd(ymd);
  if (!d) throw new RangeError(`not a YYYYMMDD day: ${ymd}`);
  return formatYmd(d.add(days, 'day'));
}

/** Whole days from `from` to `to` (both `YYYYMMDD`); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  const a = parseYmd(from);
  const b = parseYmd(to);
  if (!a || !b) throw new RangeError(`not YYYYMMDD days: ${from}, ${to}`);
  return b.diff(a, 'day');
}

/** Day of week of a `YYYYMMDD` day: 0 Sunday … 6 Saturday. */
export function dayOfWeek(ymd: string): number {
  const d = parseYmd(ymd);
  if (!d) throw new RangeError(`not a YYYYMMDD day: ${ymd}`);
  return d.day();
}

export { dayjs };
