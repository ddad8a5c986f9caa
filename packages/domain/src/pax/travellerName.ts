/**
 * Traveller names as the booking takes them, by the booking's language (issue 18 item 6):
 *
 * - Japanese (ja): the name in kanji (or Latin letters) and its reading in full-width katakana
 *   (フリガナ: katakana ァ–ヶ, ー, ・ and spaces). Hiragana typed by the traveller is converted to
 *   katakana first, as most Japanese forms do; half-width katakana is not accepted (a different
 *   script), nor Latin letters.
 * - English (en): names in Latin letters as in the passport (A–Z, letters with accents such as é or
 *   ü, spaces, hyphens, apostrophes and full stops), so a visitor without a Japanese keyboard can
 *   book. The Latin name also stands as the reading (the operator reads it as written). A resident
 *   of Japan on the English site may instead give a name in Japanese with its katakana reading.
 *
 * The one rule of api (schemas/bookings.ts pattern, services/booking validation: 400 BKE810 /
 * BKE811) and web (the travellers step).
 */
import type { DisplayLang } from '../format/lang';
import { toKatakana } from '../format/kana';

/** The longest name or reading the booking takes. */
export const TRAVELLER_NAME_MAX_LENGTH = 40;

const KATAKANA_CHARS = '\\u30a1-\\u30f6\\u30fc\\u30fb\\u3000 ';
/** Latin letters (Basic Latin, Latin-1 letters, Latin Extended-A/B) and the marks names use. */
const LATIN_CHARS = "A-Za-z\\u00c0-\\u00d6\\u00d8-\\u00f6\\u00f8-\\u024f '.\\-";

const KATAKANA_NAME = new RegExp(`^[${KATAKANA_CHARS}]+$`);
const LATIN_NAME = new RegExp(`^[${LATIN_CHARS}]+$`);
const KATAKANA_LETTER = /[\u30a1-\u30f6]/;
const LATIN_LETTER = /[A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f]/;

/**
 * The JSON-schema pattern of a reading on the wire: katakana or Latin letters (either script; the
 * booking's language decides which one it may be: travellerNameErrors).
 */
export const TRAVELLER_READING_PATTERN = `^([${KATAKANA_CHARS}]+|[${LATIN_CHARS}]+)$`;

/**
 * True when the reading (after toKatakana) is full-width katakana, the long vowel mark ー, the
 * middle dot ・ and spaces only, with at least one katakana letter and at most `maxLength` characters.
 */
export function isKatakanaName(value: string, maxLength = TRAVELLER_NAME_MAX_LENGTH): boolean {
  const v = toKatakana(value);
  return v.length > 0 && v.length <= maxLength && KATAKANA_NAME.test(v) && KATAKANA_LETTER.test(v);
}

/**
 * True when the name (trimmed) is Latin letters (accents allowed), spaces, hyphens, apostrophes and
 * full stops only, with at least one letter and at most `maxLength` characters.
 */
export function isLatinName(value: string, maxLength = TRAVELLER_NAME_MAX_LENGTH): boolean {
  const v = value.trim();
  return v.length > 0 && v.length <= maxLength && LATIN_NAME.test(v) && LATIN_LETTER.test(v);
}

/**
 * Why a traveller's names are refused: a Japanese booking wants the reading in katakana (400
 * BKE810); an English booking wants the names in Latin letters as in the passport, or a name in
 * Japanese with its reading in katakana (400 BKE811).
 */
export type TravellerReadingError = 'katakanaRequired' | 'latinRequired';

/** One traveller's names as the booking takes them (a companion may give readings only). */
export interface TravellerNames {
  familyName?: string;
  givenName?: string;
  familyNameKana?: string;
  givenNameKana?: string;
}

const NAME_KEYS = ['familyName', 'givenName'] as const;
const READING_KEYS = ['familyNameKana', 'givenNameKana'] as const;

/**
 * The one rule of a booking's traveller names (api and web): each reading refused, by its field,
 * empty when the names are accepted.
 *
 * - ja: every reading in katakana (hiragana accepted, converted); the name itself in any script.
 * - en: names in Latin letters as in the passport, each reading in Latin letters too (a visitor
 *   types the name once and it stands as its own reading) or in katakana; or, for a resident of
 *   Japan on the English site, a name in Japanese with its reading in katakana, as a Japanese
 *   booking takes it.
 */
export function travellerNameErrors(
  person: TravellerNames,
  lang: DisplayLang,
): Partial<Record<(typeof READING_KEYS)[number], TravellerReadingError>> {
  const errors: Partial<Record<(typeof READING_KEYS)[number], TravellerReadingError>> = {};
  const latinNames =
    lang === 'en' && NAME_KEYS.every((key) => person[key] === undefined || isLatinName(person[key]));
  for (const key of READING_KEYS) {
    const value = person[key];
    if (value === undefined || isKatakanaName(value) || (latinNames && isLatinName(value))) continue;
    errors[key] = lang === 'en' ? 'latinRequired' : 'katakanaRequired';
  }
  return errors;
}

/** Latin letters as stored: trimmed, runs of spaces made one. */
function collapseSpaces(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

/** A name as the booking stores it: Latin letters with runs of spaces made one, anything else trimmed. */
export function normalizeTravellerName(value: string): string {
  return isLatinName(value) ? collapseSpaces(value) : value.trim();
}

/** A reading as the booking stores it: Latin letters as a name, anything else in katakana (hiragana converted). */
export function normalizeTravellerReading(value: string): string {
  return isLatinName(value) ? collapseSpaces(value) : toKatakana(value);
}

/**
 * Whether an account's names (sign-up, the profile editor) need their katakana reading, by the site's
 * language, as a booking takes them (travellerNameErrors): always on the Japanese site; on the
 * English site only for a name in Japanese, as a name in Latin letters (as in the passport) is its
 * own reading. `maxLength`: the account's longest name.
 */
export function accountNeedsReading(
  names: { familyName: string; givenName: string },
  lang: DisplayLang,
  maxLength = TRAVELLER_NAME_MAX_LENGTH,
): boolean {
  return !(
    lang === 'en' &&
    isLatinName(names.familyName, maxLength) &&
    isLatinName(names.givenName, maxLength)
  );
}
