/**
 * Spec §5 "Four-digit times are shown HH:MM" and §9 "Time shown as check-in range and check-out".
 *
 * Times travel as four digits `HHmm` (`1500`). Hours run 00–29: Japanese lodging writes late
 * check-in past midnight in 30-hour notation (最終チェックイン 25:00 = 1 a.m. the next day), and
 * `2400` is the usual "until midnight", so both are kept as written (`25:00`, `24:00`), never folded
 * back to `01:00`. Minutes run 00–59. Output keeps the leading zero (`0930` → `09:30`).
 *
 * Check-in and check-out texts follow the Japanese OTA hotel-card convention (Rakuten Travel, Jalan):
 * check-in is a range from the earliest time (`15:00～`, or `15:00～24:00` with a latest check-in
 * time), check-out is "by" a time (`～11:00`). The label (チェックイン / チェックアウト) is a separate
 * heading cell of the card, see CHECK_IN_OUT_LABELS. English uses an en dash range, `from 15:00`
 * and `until 11:00`.
 */
import { requireItem } from './requireItem';
import type { DisplayLang } from '../format/lang';

const FOUR_DIGIT_TIME = /^([01]\d|2\d)([0-5]\d)$/;

/** True when `value` is a four-digit `HHmm` time with hours 00–29 and minutes 00–59. */
export function isFourDigitTime(value: string | null | undefined): boolean {
  return typeof value === 'string' && FOUR_DIGIT_TIME.test(value);
}

/** `1500` → `15:00`. Throws 'item is undefined' when missing, RangeError when not `HHmm`. */
export function formatTime4(hhmm: string | null | undefined): string {
  const value = requireItem(hhmm);
  const m = FOUR_DIGIT_TIME.exec(value);
  if (!m) throw new RangeError(`not a four-digit HHmm time: ${value}`);
  return `${m[1]}:${m[2]}`;
}

/** Headings of the check-in and check-out cells of a hotel card. */
export const CHECK_IN_OUT_LABELS: Record<DisplayLang, { checkIn: string; checkOut: string }> = {
  ja: { checkIn: 'チェックイン', checkOut: 'チェックアウト' },
  en: { checkIn: 'Check-in', checkOut: 'Check-out' },
};

/**
 * Check-in range: `15:00～` (ja) / `from 15:00` (en) with only the earliest time, `15:00～24:00`
 * (ja) / `15:00–24:00` (en) when the latest check-in time is known.
 */
export function checkInRangeText(
  from: string | null | undefined,
  to: string | null | undefined,
  lang: DisplayLang,
): string {
  const start = formatTime4(from);
  const end = to === undefined || to === null || to === '' ? null : formatTime4(to);
  if (lang === 'en') return end ? `${start}–${end}` : `from ${start}`;
  return end ? `${start}～${end}` : `${start}～`;
}

/** Check-out time: `～11:00` (ja, "by 11:00") / `until 11:00` (en). */
export function checkOutText(time: string | null | undefined, lang: DisplayLang): string {
  const at = formatTime4(time);
  return lang === 'en' ? `until ${at}` : `～${at}`;
}
