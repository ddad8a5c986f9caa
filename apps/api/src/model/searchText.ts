/**
 * The normalisation behind `searchText` (hotels, tours, optionals, suggestions), so that a keyword
 * typed in kanji, hiragana, katakana or romaji (any case, full- or half-width) finds a product. The
 * stored text and the query go through the same function.
 */
import { toHiragana } from '@tabiyori/domain';

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
