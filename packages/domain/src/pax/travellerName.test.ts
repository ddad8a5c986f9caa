import { describe, expect, it } from 'vitest';
import {
  accountNeedsReading,
  TRAVELLER_READING_PATTERN,
  isKatakanaName,
  isLatinName,
  normalizeTravellerName,
  normalizeTravellerReading,
  travellerNameErrors,
} from './travellerName';

describe('traveller name reading (フリガナ)', () => {
  it('accepts full-width katakana readings, also typed in hiragana', () => {
    expect(isKatakanaName('ヤマダ')).toBe(true);
    expect(isKatakanaName('たろう')).toBe(true);
    expect(isKatakanaName('ヴァン　デル')).toBe(true);
  });

  it('refuses kanji, Latin letters, half-width katakana, digits, empty and marks alone', () => {
    for (const bad of ['山田', 'Yamada', 'ﾔﾏﾀﾞ', 'ヤマダ1', '', '   ', 'ーー', '・']) {
      expect(isKatakanaName(bad), bad).toBe(false);
    }
  });

  it('limits the length (the booking API takes 40 characters)', () => {
    expect(isKatakanaName('ア'.repeat(40))).toBe(true);
    expect(isKatakanaName('ア'.repeat(41))).toBe(false);
  });
});

describe('traveller names in Latin letters (issue 18 item 6: English bookings)', () => {
  it('accepts passport names with accents, spaces, hyphens, apostrophes and full stops', () => {
    for (const good of ['Smith', "O'Brien", 'Mary-Jane', 'José', 'Müller', 'van der Berg', 'St. John']) {
      expect(isLatinName(good), good).toBe(true);
    }
  });

  it('refuses katakana, kanji, digits, other marks, marks alone and empty', () => {
    for (const bad of ['スミス', '山田', 'Smith2', 'Sm!th', "'-.", '', '  ', 'Ｓｍｉｔｈ']) {
      expect(isLatinName(bad), bad).toBe(false);
    }
    expect(isLatinName('a'.repeat(40))).toBe(true);
    expect(isLatinName('a'.repeat(41))).toBe(false);
  });

  it('a Japanese booking wants every reading in katakana, the name in any script', () => {
    expect(
      travellerNameErrors({ familyName: '田中', familyNameKana: 'タナカ', givenNameKana: 'はなこ' }, 'ja'),
    ).toEqual({});
    expect(travellerNameErrors({ familyName: 'Smith', familyNameKana: 'スミス' }, 'ja')).toEqual({});
    expect(
      travellerNameErrors({ familyName: 'Smith', familyNameKana: 'Smith', givenNameKana: 'ジョン' }, 'ja'),
    ).toEqual({
      familyNameKana: 'katakanaRequired',
    });
    expect(travellerNameErrors({ familyNameKana: '', givenNameKana: '田中' }, 'ja')).toEqual({
      familyNameKana: 'katakanaRequired',
      givenNameKana: 'katakanaRequired',
    });
  });

  it('an English booking takes Latin names as in the passport, or a Japanese name with its katakana reading', () => {
    const latin = { familyName: 'Smith', givenName: 'Zoë', familyNameKana: 'Smith', givenNameKana: 'Zoë' };
    expect(travellerNameErrors(latin, 'en')).toEqual({});
    // A companion gives names only once (in the reading fields), in either script.
    expect(travellerNameErrors({ familyNameKana: "O'Brien", givenNameKana: 'Mary-Jane' }, 'en')).toEqual({});
    expect(travellerNameErrors({ familyNameKana: 'たなか', givenNameKana: 'ハナコ' }, 'en')).toEqual({});
    // A resident of Japan: the name in kanji, its reading in katakana.
    const resident = {
      familyName: '田中',
      givenName: '花子',
      familyNameKana: 'タナカ',
      givenNameKana: 'ハナコ',
    };
    expect(travellerNameErrors(resident, 'en')).toEqual({});
    expect(
      travellerNameErrors({ ...latin, familyNameKana: 'スミス', givenNameKana: 'ゾーイ' }, 'en'),
    ).toEqual({});
    // Kanji with no katakana reading, or a reading in kanji, is neither.
    expect(travellerNameErrors({ ...resident, familyNameKana: 'Tanaka' }, 'en')).toEqual({
      familyNameKana: 'latinRequired',
    });
    expect(travellerNameErrors({ ...latin, givenNameKana: '花子' }, 'en')).toEqual({
      givenNameKana: 'latinRequired',
    });
    expect(travellerNameErrors({ familyNameKana: '', givenNameKana: 'Smith' }, 'en')).toEqual({
      familyNameKana: 'latinRequired',
    });
  });

  it('normalises as stored: hiragana → katakana, Latin spaces collapsed', () => {
    expect(normalizeTravellerReading(' たなか ')).toBe('タナカ');
    expect(normalizeTravellerReading('  van   der Berg ')).toBe('van der Berg');
    expect(normalizeTravellerName('  van   der Berg ')).toBe('van der Berg');
    expect(normalizeTravellerName(' さくら ')).toBe('さくら');
  });

  it('the wire pattern takes either script but never a mix, digits or control characters', () => {
    const wire = new RegExp(TRAVELLER_READING_PATTERN);
    for (const good of ['タナカ', 'Smith', 'José', 'ヴァン　デル']) expect(wire.test(good), good).toBe(true);
    for (const bad of ['タナカSmith', 'Smith1', '田中', 'a\u0000', ''])
      expect(wire.test(bad), bad).toBe(false);
  });
});

describe('an account’s reading (sign-up, the profile) by the site’s language', () => {
  it('the Japanese site always asks the katakana reading', () => {
    expect(accountNeedsReading({ familyName: '旅野', givenName: '花子' }, 'ja')).toBe(true);
    expect(accountNeedsReading({ familyName: 'Smith', givenName: 'Mary Jane' }, 'ja')).toBe(true);
  });

  it('the English site asks it only for a name in Japanese: a Latin name is its own reading', () => {
    expect(accountNeedsReading({ familyName: 'Smith', givenName: 'Mary Jane' }, 'en')).toBe(false);
    expect(accountNeedsReading({ familyName: "O'Brien", givenName: 'José' }, 'en')).toBe(false);
    expect(accountNeedsReading({ familyName: '旅野', givenName: '花子' }, 'en')).toBe(true);
    expect(accountNeedsReading({ familyName: 'Smith', givenName: '花子' }, 'en')).toBe(true);
    expect(accountNeedsReading({ familyName: '', givenName: 'Mary' }, 'en')).toBe(true);
    // The account's own length: 50 letters still Latin.
    expect(accountNeedsReading({ familyName: 'A'.repeat(50), givenName: 'B' }, 'en', 50)).toBe(false);
  });
});
