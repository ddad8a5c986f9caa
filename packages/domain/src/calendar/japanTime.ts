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

const DAY_MS = 86_400_000;

/**
 * A strict `YYYYMMDD` calendar day as UTC midnight milliseconds, or null when it is not a real day.
 * A calendar day has no time zone, so plain UTC arithmetic is exact, and much faster than a dayjs
 * round trip: the catalog seed and the price calendars call the helpers below per plan × day.
 */
function ymdToUtcMs(ymd: string): number | null {
  if (ymd.length !== 8 || !/^\d{8}$/.test(ymd)) return null;
  const y = Number(ymd.slice(0, 4));
  const m = Number(ymd.slice(4, 6)) - 1;
  const d = Number(ymd.slice(6, 8));
  const date = new Date(0);
  date.setUTCFullYear(y, m, d);
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m || date.getUTCDate() !== d) return null;
  return date.getTime();
}

function utcMsToYmd(ms: number): string {
  const d = new Date(ms);
  const y = String(d.getUTCFullYear()).padStart(4, '0');
  return `${y}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
}

function requireDay(ymd: string): number {
  const ms = ymdToUtcMs(ymd);
  if (ms === null) throw new RangeError(`not a YYYYMMDD day: ${ymd}`);
  return ms;
}

/** Adds whole days to a `YYYYMMDD` day. Throws on an invalid day: callers validate first. */
export function addDays(ymd: string, days: number): string {
  return utcMsToYmd(requireDay(ymd) + days * DAY_MS);
}

/** Whole days from `from` to `to` (both `YYYYMMDD`); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  const a = ymdToUtcMs(from);
  const b = ymdToUtcMs(to);
  if (a === null || b === null) throw new RangeError(`not YYYYMMDD days: ${from}, ${to}`);
  return Math.round((b - a) / DAY_MS);
}

/** Day of week of a `YYYYMMDD` day: 0 Sunday … 6 Saturday. */
export function dayOfWeek(ymd: string): number {
  return new Date(requireDay(ymd)).getUTCDay();
}

export { dayjs };
