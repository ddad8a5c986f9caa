/**
 * Text helpers: kana conversion and the normalisation used to build `searchText`, so that a keyword
 * typed in kanji, hiragana, katakana or romaji (any case, full- or half-width) finds a hotel.
 */
import type { I18nText } from './types';

export function t(ja: string, en: string): I18nText {
  return { ja, en };
}

/** Katakana → hiragana (ァ–ヶ shifted by 0x60); other characters unchanged. */
export function toHiragana(text: string): string {
  return text.replace(/[\u30a1-\u30f6]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0x60));
}

/** Hiragana → katakana; other characters unchanged. */
export function toKatakana(text: string): string {
  return text.replace(/[\u3041-\u3096]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0x60));
}

const SEARCH_STRIP = /[\s・･\-‐‑–—ー~〜～'’"“”.,/()（）【】「」『』&＆]/g;

/**
 * Normalises text for keyword search: NFKC (full-width → half-width), lower case, katakana folded to
 * hiragana, long-vowel marks, spaces, middle dots, hyphens and apostrophes removed, and romaji
 * macrons stripped. Apply the same function to the query.
 */
export function normalizeForSearch(text: string): string {
  let s = toHiragana(text.normalize('NFKC').toLowerCase());
  if (/[\u00c0-\u024f]/.test(s)) s = s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return s.replace(SEARCH_STRIP, '');
}

/** Rounds up to the next multiple of `unit` (prices: 100 yen). */
export function ceilTo(value: number, unit: number): number {
  const rounded = Math.ceil(value / unit - 1e-9) * unit;
  return rounded === 0 ? 0 : rounded; // no -0
}

export function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

/** `HHmm` → `HH:MM`. */
export function hhmm(time: string): string {
  return `${time.slice(0, 2)}:${time.slice(2, 4)}`;
}

/** Minutes since midnight → `HHmm` (wraps past midnight). */
export function minutesToHhmm(minutes: number): string {
  const m = ((Math.round(minutes) % 1440) + 1440) % 1440;
  return pad(Math.floor(m / 60), 2) + pad(m % 60, 2);
}

/** Great-circle distance in km. */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const r = 6371;
  const toRad = (d: number) => (d * Math.PI) / 180;
  const dLat = toRad(lat2 - lat1);
  const dLng = toRad(lng2 - lng1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(lat1)) * Math.cos(toRad(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * r * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Formats integer yen as `12,300円`. */
export function yen(amount: number): string {
  return `${amount.toLocaleString('en-US')}円`;
}
