/**
 * Japan's national holidays (spec §2 calendar: Sundays and holidays share one class; DESIGN.md: Japan
 * time defines holidays) from @holiday-jp/holiday_jp, the maintained dataset of 国民の祝日, 振替休日
 * (substitute holidays) and 国民の休日 (a weekday between two holidays).
 *
 * Bundle size: this is the only module that imports the package, and it imports the per-year tables
 * (2024–2050: about 5 kB gzipped) instead of the package entry (all years since 1970, about 14 kB
 * gzipped, plus a date helper that reads the host time zone). Only pages that use a holiday-aware
 * rule pay for it; the domain package is `sideEffects: false`, so bundlers drop this module
 * elsewhere. Years outside the table have no holidays here (isHoliday → false): bookable days are
 * never before 2024, and the package's data itself ends in 2050. Extend the range when the package
 * adds years.
 *
 * Not national holidays, hence not here: 年末年始 (Dec 29 – Jan 3 except Jan 1), お盆. Seasonal prices
 * for those belong to the price calendar, not to the holiday class.
 */
import y2024 from '@holiday-jp/holiday_jp/lib/holidays_every_year/2024';
import y2025 from '@holiday-jp/holiday_jp/lib/holidays_every_year/2025';
import y2026 from '@holiday-jp/holiday_jp/lib/holidays_every_year/2026';
import y2027 from '@holiday-jp/holiday_jp/lib/holidays_every_year/2027';
import y2028 from '@holiday-jp/holiday_jp/lib/holidays_every_year/2028';
import y2029 from '@holiday-jp/holiday_jp/lib/holidays_every_year/2029';
import y2030 from '@holiday-jp/holiday_jp/lib/holidays_every_year/2030';
import y2031 from '@holiday-jp/holiday_jp/lib/holidays_every_year/2031';
import y2032 from '@holiday-jp/holiday_jp/lib/holidays_every_year/2032';
import y2033 from '@holiday-jp/holiday_jp/lib/holidays_every_year/2033';
import y2034 from '@holiday-jp/holiday_jp/lib/holidays_every_year/2034';
import y2035 from '@holiday-jp/holiday_jp/lib/holidays_every_year/2035';
import y2036 from '@holiday-jp/holiday_jp/lib/holidays_every_year/2036';
import y2037 from '@holiday-jp/holiday_jp/lib/holidays_every_year/2037';
import y2038 from '@holiday-jp/holiday_jp/lib/holidays_every_year/2038';
import y2039 from '@holiday-jp/holiday_jp/lib/holidays_every_year/2039';
import y2040 from '@holiday-jp/holiday_jp/lib/holidays_every_year/2040';
import y2041 from '@holiday-jp/holiday_jp/lib/holidays_every_year/2041';
import y2042 from '@holiday-jp/holiday_jp/lib/holidays_every_year/2042';
import y2043 from '@holiday-jp/holiday_jp/lib/holidays_every_year/2043';
import y2044 from '@holiday-jp/holiday_jp/lib/holidays_every_year/2044';
import y2045 from '@holiday-jp/holiday_jp/lib/holidays_every_year/2045';
import y2046 from '@holiday-jp/holiday_jp/lib/holidays_every_year/2046';
import y2047 from '@holiday-jp/holiday_jp/lib/holidays_every_year/2047';
import y2048 from '@holiday-jp/holiday_jp/lib/holidays_every_year/2048';
import y2049 from '@holiday-jp/holiday_jp/lib/holidays_every_year/2049';
import y2050 from '@holiday-jp/holiday_jp/lib/holidays_every_year/2050';
import { addDays, dayOfWeek, parseYmd } from './japanTime';

interface HolidayEntry {
  readonly name: string;
  readonly name_en: string;
}

/** First and last year of the holiday data bundled here. */
export const HOLIDAY_DATA_FIRST_YEAR = 2024;
export const HOLIDAY_DATA_LAST_YEAR = 2050;

/** Holidays by year, then by `YYYY-MM-DD` (the package's key). */
const BY_YEAR: Readonly<Record<number, Readonly<Record<string, HolidayEntry>>>> = {
  2024: y2024,
  2025: y2025,
  2026: y2026,
  2027: y2027,
  2028: y2028,
  2029: y2029,
  2030: y2030,
  2031: y2031,
  2032: y2032,
  2033: y2033,
  2034: y2034,
  2035: y2035,
  2036: y2036,
  2037: y2037,
  2038: y2038,
  2039: y2039,
  2040: y2040,
  2041: y2041,
  2042: y2042,
  2043: y2043,
  2044: y2044,
  2045: y2045,
  2046: y2046,
  2047: y2047,
  2048: y2048,
  2049: y2049,
  2050: y2050,
};

export interface JapanHoliday {
  /** Japanese name, e.g. 文化の日, こどもの日 振替休日, 休日 (国民の休日). */
  name: string;
  /** English name, e.g. National Culture Day, Holiday in lieu. */
  nameEn: string;
}

/** The national holiday on a `YYYYMMDD` day, or null (also null for an invalid day). */
export function holidayOf(ymd: string): JapanHoliday | null {
  if (!parseYmd(ymd)) return null;
  const key = `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;
  const entry = BY_YEAR[Number(ymd.slice(0, 4))]?.[key];
  return entry ? { name: entry.name, nameEn: entry.name_en } : null;
}

/** True on Japan's national holidays, substitute holidays included. */
export function isHoliday(ymd: string): boolean {
  return holidayOf(ymd) !== null;
}

/** True on Sundays and national holidays: the red 'sunday-holiday' class of the calendar (spec §2). */
export function isSundayOrHoliday(ymd: string): boolean {
  return dayOfWeek(ymd) === 0 || isHoliday(ymd);
}

/**
 * 休前日 (the eve of a day off), the day hotels price like a Saturday: every Saturday and every day
 * whose next day is a national holiday (so the Sunday of a three-day weekend, and May 3 and 4 in
 * Golden Week, are eves too). A Sunday before an ordinary Monday is not. Throws RangeError on an
 * invalid day.
 */
export function isDayBeforeHoliday(ymd: string): boolean {
  return dayOfWeek(ymd) === 6 || isHoliday(addDays(ymd, 1));
}
