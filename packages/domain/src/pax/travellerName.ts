/**
 * Traveller names as Japanese booking forms take them: the name in kanji (or Latin letters) and the
 * reading in full-width katakana (フリガナ), which the booking API requires
 * (katakana ァ–ヶ, ー, ・ and spaces). Hiragana typed by the traveller is converted to katakana first, as most
 * Japanese forms do; half-width katakana is not accepted (a different script).
 */

import { toKatakana } from '../format/kana';

const KATAKANA_NAME = /^[\u30a1-\u30f6\u30fc\u30fb\u3000 ]+$/;

/**
 * True when the reading (after toKatakana) is full-width katakana, the long vowel mark ー, the
 * middle dot ・ and spaces only, with at least one katakana letter and at most `maxLength` characters.
 */
export function isKatakanaName(value: string, maxLength = 40): boolean {
  const v = toKatakana(value);
  return v.length > 0 && v.length <= maxLength && KATAKANA_NAME.test(v) && /[\u30a1-\u30f6]/.test(v);
}
