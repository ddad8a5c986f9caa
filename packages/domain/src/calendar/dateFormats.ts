/**
 * Spec §9 date formats and §5 "a date string is valid only if it round-trips through the date
 * format", with the conversions between them.
 *
 * | name      | pattern            | example                 | used for                          |
 * | --------- | ------------------ | ----------------------- | --------------------------------- |
 * | `ymd`     | `YYYYMMDD`         | `20261205`              | wire dates (goDate, priceStocks)  |
 * | `ymdHm`   | `YYYYMMDDHHmm`     | `202612051530`          | maintenance windows, deadlines    |
 * | `ymdHms`  | `YYYYMMDDHHmmss`   | `20261205153000`        | coupon GetDateTime / UseDatetime  |
 * | `slash`   | `YYYY/MM/DD`       | `2026/12/05`            | compact display, forms            |
 * | `jaLong`  | `YYYY年M月D日(曜)` | `2026年12月5日(土)`     | Japanese display (locale ja)      |
 * | `enLong`  | `ddd, MMM D, YYYY` | `Sat, Dec 5, 2026`      | English display (locale en)       |
 *
 * Strictness: a string is valid in a format only if parsing it and formatting the result gives the
 * very same string. So `2026/12/5` is not a `slash` date (no zero padding), `2026年12月05日(土)` is not
 * a `jaLong` date (Japanese display does not pad), `20260229` is not a day, and `2026年12月5日(日)` is
 * rejected because 2026-12-05 is a Saturday. Every value is a Japan wall-clock reading; no time zone
 * conversion happens here (see japanTime.ts for instants).
 *
 * Missing values: converters and formatters throw `Error('item is undefined')` (spec §8) when the
 * value is `undefined`, `null` or `''`, and a `RangeError` when it is present but malformed.
 * `isValidDateString` and `parseDateString` never throw.
 */
import { dayjs } from './dayjs';
import { requireItem } from './requireItem';
import type { DisplayLang } from '../format/lang';

export const DATE_FORMATS = {
  ymd: 'YYYYMMDD',
  ymdHm: 'YYYYMMDDHHmm',
  ymdHms: 'YYYYMMDDHHmmss',
  slash: 'YYYY/MM/DD',
  jaLong: 'YYYY年M月D日(曜)',
  enLong: 'ddd, MMM D, YYYY',
} as const;

export type DateFormatName = keyof typeof DATE_FORMATS;

/** Japanese one-character weekdays, index 0 = Sunday (as dayjs `day()`). */
export const JA_WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'] as const;
/** English three-letter weekdays, index 0 = Sunday. */
export const EN_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const EN_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** The dayjs pattern and a shape check for each numeric format (the shape check rejects signs, spaces…). */
const NUMERIC: Record<'ymd' | 'ymdHm' | 'ymdHms' | 'slash', { pattern: string; shape: RegExp }> = {
  ymd: { pattern: 'YYYYMMDD', shape: /^\d{8}$/ },
  ymdHm: { pattern: 'YYYYMMDDHHmm', shape: /^\d{12}$/ },
  ymdHms: { pattern: 'YYYYMMDDHHmmss', shape: /^\d{14}$/ },
  slash: { pattern: 'YYYY/MM/DD', shape: /^\d{4}\/\d{2}\/\d{2}$/ },
};

const JA_LONG = /^(\d{4})年(\d{1,2})月(\d{1,2})日\((.)\)$/;
const EN_LONG = /^([A-Z][a-z]{2}), ([A-Z][a-z]{2}) (\d{1,2}), (\d{4})$/;

/** Formats a wall-clock dayjs value (UTC fields = Japan time) in one of the spec §9 formats. */
export function formatDateValue(value: dayjs.Dayjs, format: DateFormatName): string {
  switch (format) {
    case 'jaLong':
      return `${value.year()}年${value.month() + 1}月${value.date()}日(${JA_WEEKDAYS[value.day()]})`;
    case 'enLong':
      return `${EN_WEEKDAYS[value.day()]}, ${EN_MONTHS[value.month()]} ${value.date()}, ${value.year()}`;
    default:
      return value.format(NUMERIC[format].pattern);
  }
}

function parseLoose(value: string, format: DateFormatName): dayjs.Dayjs | null {
  if (format === 'jaLong') {
    const m = JA_LONG.exec(value);
    if (!m) return null;
    return dayjs.utc(`${m[1]}-${m[2]?.padStart(2, '0')}-${m[3]?.padStart(2, '0')}`, 'YYYY-MM-DD', true);
  }
  if (format === 'enLong') {
    const m = EN_LONG.exec(value);
    if (!m) return null;
    const month = EN_MONTHS.indexOf(m[2] as (typeof EN_MONTHS)[number]) + 1;
    if (month === 0) return null;
    return dayjs.utc(
      `${m[4]}-${String(month).padStart(2, '0')}-${m[3]?.padStart(2, '0')}`,
      'YYYY-MM-DD',
      true,
    );
  }
  const { pattern, shape } = NUMERIC[format];
  return shape.test(value) ? dayjs.utc(value, pattern, true) : null;
}

/**
 * Parses a date string strictly (round trip, see the module comment). Returns a wall-clock dayjs
 * value whose UTC fields are the Japan time written in the string, or null when not valid.
 */
export function parseDateString(
  value: string | null | undefined,
  format: DateFormatName,
): dayjs.Dayjs | null {
  if (typeof value !== 'string' || value === '') return null;
  const parsed = parseLoose(value, format);
  if (!parsed || !parsed.isValid()) return null;
  return formatDateValue(parsed, format) === value ? parsed : null;
}

/** Spec §5: true only when the string round-trips through the format. Never throws. */
export function isValidDateString(value: string | null | undefined, format: DateFormatName): boolean {
  return parseDateString(value, format) !== null;
}

/**
 * Converts a date string from one format to another, e.g. `20261205` (ymd) → `2026/12/05` (slash)
 * or `2026年12月5日(土)` (jaLong). Converting to a coarser format drops the time (`ymdHm` → `ymd`);
 * converting to a finer one sets it to 00:00:00. Throws 'item is undefined' when missing and a
 * RangeError when the value is not valid in `from`.
 */
export function convertDateString(
  value: string | null | undefined,
  from: DateFormatName,
  to: DateFormatName,
): string {
  const present = requireItem(value);
  const parsed = parseDateString(present, from);
  if (!parsed) throw new RangeError(`not a ${DATE_FORMATS[from]} date: ${present}`);
  return formatDateValue(parsed, to);
}

/** `20261205` → `2026年12月5日(土)` (spec §9 Japanese year-month-day with weekday). */
export function formatDateJa(ymd: string | null | undefined): string {
  return convertDateString(ymd, 'ymd', 'jaLong');
}

/** `20261205` → `Sat, Dec 5, 2026` (the en locale's equivalent of the Japanese display date). */
export function formatDateEn(ymd: string | null | undefined): string {
  return convertDateString(ymd, 'ymd', 'enLong');
}

/** The display date of a `YYYYMMDD` day in the page language. */
export function formatDateLong(ymd: string | null | undefined, lang: DisplayLang): string {
  return lang === 'en' ? formatDateEn(ymd) : formatDateJa(ymd);
}

/**
 * `202612050600` → `2026年12月5日(土) 06:00` (ja) or `Sat, Dec 5, 2026 06:00` (en): a Japan
 * wall-clock minute shown with its day, e.g. the maintenance notice's planned completion time.
 */
export function formatDateTimeLong(ymdHm: string | null | undefined, lang: DisplayLang): string {
  const present = requireItem(ymdHm);
  const parsed = parseDateString(present, 'ymdHm');
  if (!parsed) throw new RangeError(`not a YYYYMMDDHHmm time: ${present}`);
  return `${formatDateValue(parsed, lang === 'en' ? 'enLong' : 'jaLong')} ${parsed.format('HH:mm')}`;
}
