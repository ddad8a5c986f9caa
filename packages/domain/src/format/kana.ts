/**
 * Kana conversion, the one pair of helpers api and web use: hiragana ⇄ katakana by the fixed
 * Unicode offset 0x60 (ぁ–ゖ U+3041–3096 ⇄ ァ–ヶ U+30A1–30F6). Other characters (ー, ・, kanji,
 * Latin, half-width katakana) are left as they are.
 */

const HIRAGANA = /[\u3041-\u3096]/g;
const KATAKANA = /[\u30a1-\u30f6]/g;

/** Hiragana → katakana; trims the ends (a typed reading, フリガナ, is stored trimmed). */
export function toKatakana(text: string): string {
  return text.trim().replace(HIRAGANA, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));
}

/** Katakana → hiragana (search text folds both scripts to hiragana); nothing else changes. */
export function toHiragana(text: string): string {
  return text.replace(KATAKANA, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
}
