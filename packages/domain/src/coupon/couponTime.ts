/**
 * Japan-time stamps as the coupon service writes them (spec §7, §9: `YYYYMMDDHHmm`, `YYYYMMDDHHmmss`).
 * `now` is always a parameter: the rules never read the clock. The request stamp of `now` is
 * calendar/japanTime.ts japanNowSecond; this module reads the service's own, looser stamps.
 */
import { parseYmd } from '../calendar/japanTime';

/**
 * The last second a service time stamp still covers, as `YYYYMMDDHHmmss`, or null when the value is
 * not a time stamp. Separators are ignored (`2026/12/31 23:59` reads as `202612312359`). A stamp
 * stands for its whole unit: `YYYYMMDD` covers the day up to 23:59:59, `YYYYMMDDHHmm` covers its
 * minute up to :59, `YYYYMMDDHHmmss` is exact. A Japanese "〜12/31 23:59まで" is usable during 23:59.
 */
export function couponDateTimeEnd(value: string | undefined | null): string | null {
  const digits = (value ?? '').replace(/\D/g, '');
  if (digits.length === 8) return `${digits}235959`;
  if (digits.length === 12) return `${digits}59`;
  if (digits.length === 14) return digits;
  return null;
}

/** `YYYYMMDD` from a service date (separators and a trailing time ignored), or '' when not a real day. */
export function couponServiceDate(value: string | undefined | null): string {
  const digits = (value ?? '').replace(/\D/g, '');
  if (digits.length !== 8 && digits.length !== 12 && digits.length !== 14) return '';
  const ymd = digits.slice(0, 8);
  return parseYmd(ymd) ? ymd : '';
}
