/**
 * Spec §9 "Price text: comma grouping, yen 円, range separator ～" (DESIGN.md: `12,300円`, ranges
 * `12,300円～15,000円`), and the en locale's equivalents.
 *
 * | text       | ja               | en                 |
 * | ---------- | ---------------- | ------------------ |
 * | price      | `12,300円`       | `¥12,300`          |
 * | range      | `12,300円～15,000円` | `¥12,300–¥15,000` |
 * | from-price | `12,300円～`     | `from ¥12,300`     |
 *
 * A range whose ends are equal is shown as one price. Grouping is done by hand (groups of three
 * digits, comma) rather than Intl.NumberFormat so server and browser print the same bytes whatever
 * ICU data they carry. Amounts are integer yen (DESIGN.md Money); a fraction or a non-finite number
 * is a RangeError. Negative amounts keep the sign in front: `-1,000円`, `-¥1,000`.
 */
import type { DisplayLang } from './lang';

function groupDigits(amount: number): string {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`price must be an integer yen amount: ${amount}`);
  return String(Math.abs(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** `12300` → `12,300` (comma grouping only). */
export function formatNumberGrouped(amount: number): string {
  return (amount < 0 ? '-' : '') + groupDigits(amount);
}

/** `12300` → `12,300円` (ja) / `¥12,300` (en). */
export function formatPrice(amount: number, lang: DisplayLang = 'ja'): string {
  const sign = amount < 0 ? '-' : '';
  return lang === 'en' ? `${sign}¥${groupDigits(amount)}` : `${sign}${groupDigits(amount)}円`;
}

/** From-price: `12,300円～` (ja) / `from ¥12,300` (en). */
export function formatFromPrice(amount: number, lang: DisplayLang = 'ja'): string {
  return lang === 'en' ? `from ${formatPrice(amount, 'en')}` : `${formatPrice(amount, 'ja')}～`;
}

/**
 * `12,300円～15,000円` (ja) / `¥12,300–¥15,000` (en); one price when min equals max; the
 * from-price form when there is no max (null/undefined).
 */
export function formatPriceRange(
  min: number,
  max: number | null | undefined,
  lang: DisplayLang = 'ja',
): string {
  if (max === null || max === undefined) return formatFromPrice(min, lang);
  if (min === max) return formatPrice(min, lang);
  return lang === 'en'
    ? `${formatPrice(min, 'en')}–${formatPrice(max, 'en')}`
    : `${formatPrice(min, 'ja')}～${formatPrice(max, 'ja')}`;
}

const PRICE_TEXT = /^(-?)(?:¥(\d{1,3}(?:,\d{3})*)|(\d{1,3}(?:,\d{3})*)円)$/;

/**
 * Reads a price text written by formatPrice (`12,300円`, `¥12,300`, `-1,000円`) back to the
 * number, or null when the text is not one. Grouping must be exact (`1,2300円` is rejected).
 */
export function parsePriceText(text: string): number | null {
  const m = PRICE_TEXT.exec(text.trim());
  if (!m) return null;
  const digits = (m[2] ?? m[3] ?? '').replaceAll(',', '');
  if (digits.length > 1 && digits.startsWith('0')) return null;
  const value = Number(digits);
  if (!Number.isSafeInteger(value)) return null;
  return m[1] === '-' ? (value === 0 ? null : -value) : value;
}
