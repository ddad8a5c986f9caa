/**
 * Calendar facts used by the price model: Japanese national holidays (the domain's holidayOf), days before a
 * day off (休前日: the next day is a Sunday or a national holiday, so every Saturday is one), and high
 * seasons (GW 4/29–5/5, お盆 8/10–8/16, 年末年始 12/28–1/3, summer holidays 7/20–8/31, Okinawa summer
 * 7/15–8/31, ski season 12/20–3/10 for ski areas). Results are cached per day.
 */
import { addDays, dayOfWeek, holidayOf as japanHolidayOf, parseYmd } from '@tabiyori/domain';
import { boundedCache } from './processCache';
import type { HolidayEntry, SeasonProfile } from './types';

export type Season = 'newYear' | 'goldenWeek' | 'obon' | 'summer' | null;

export interface DayInfo {
  ymd: string;
  /** 0 Sunday … 6 Saturday. */
  dow: number;
  month: number;
  day: number;
  holiday: HolidayEntry | null;
  /** Sunday or national holiday. */
  isDayOff: boolean;
  /** The next day is a day off (休前日); includes every Saturday. */
  isDayBeforeHoliday: boolean;
  season: Season;
}

/** Day facts never change: bounded (a few sale windows of days), no lifetime. */
const cache = boundedCache<string, DayInfo>({ max: 20_000 });

/** The domain's day arithmetic (plain UTC, fast enough for every plan × day of the seed). */
export { addDays };

/** Throws unless `ymd` is a real calendar day in `YYYYMMDD` form (validated by the domain helper). */
export function assertYmd(ymd: string): void {
  if (!parseYmd(ymd)) throw new RangeError(`not a YYYYMMDD day: ${ymd}`);
}

/** Japan's national holiday of the day, from the domain's holiday rule, in the catalog's shape. */
function holidayOf(ymd: string): HolidayEntry | null {
  const h = japanHolidayOf(ymd);
  return h ? { date: ymd, name: { ja: h.name, en: h.nameEn } } : null;
}

function seasonOf(month: number, day: number): Season {
  const md = month * 100 + day;
  if (md >= 1228 || md <= 103) return 'newYear';
  if (md >= 429 && md <= 505) return 'goldenWeek';
  if (md >= 810 && md <= 816) return 'obon';
  if (md >= 720 && md <= 831) return 'summer';
  return null;
}

export function dayInfo(ymd: string): DayInfo {
  const hit = cache.get(ymd);
  if (hit) return hit;
  const dow = dayOfWeek(ymd);
  const holiday = holidayOf(ymd);
  const next = addDays(ymd, 1);
  const month = Number(ymd.slice(4, 6));
  const day = Number(ymd.slice(6, 8));
  const info: DayInfo = {
    ymd,
    dow,
    month,
    day,
    holiday,
    isDayOff: dow === 0 || holiday !== null,
    isDayBeforeHoliday: dayOfWeek(next) === 0 || holidayOf(next) !== null,
    season: seasonOf(month, day),
  };
  if (cache.size > 20000) cache.clear();
  cache.set(ymd, info);
  return info;
}

/** Seasonal price factor (≥ 1) of a stay date for a season profile. */
export function seasonFactor(ymd: string, profile: SeasonProfile): number {
  const { season, month, day } = dayInfo(ymd);
  const md = month * 100 + day;
  let f = 1;
  if (season === 'newYear') f = 1.6;
  else if (season === 'goldenWeek' || season === 'obon') f = 1.5;
  else if (season === 'summer') f = 1.1;
  if (profile === 'okinawa' && md >= 715 && md <= 831) f = Math.max(f, 1.35);
  if (profile === 'ski' && (md >= 1220 || md <= 310)) f = Math.max(f, 1.3);
  return f;
}

/** Day-of-week factor (≥ 1): 休前日 1.3, otherwise 1. */
export function dayFactor(ymd: string): number {
  return dayInfo(ymd).isDayBeforeHoliday ? 1.3 : 1;
}

/** The sale window: every day from `today` to `today + days` inclusive. */
export function windowDates(today: string, days: number): string[] {
  const out: string[] = [];
  for (let i = 0; i <= days; i++) out.push(addDays(today, i));
  return out;
}

export function holidaysIn(dates: readonly string[]): HolidayEntry[] {
  const out: HolidayEntry[] = [];
  for (const d of dates) {
    const h = dayInfo(d).holiday;
    if (h) out.push(h);
  }
  return out;
}

export { dayOfWeek };
