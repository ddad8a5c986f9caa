import { describe, expect, it } from 'vitest';
import {
  TRAVELLER_READING_PATTERN,
  isKatakanaName,
  isLatinName,
  normalizeTravellerReading,
  travellerReadingError,
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

  it('the booking language decides the script: katakana in Japanese, Latin letters in English', () => {
    expect(travellerReadingError('スミス', 'ja')).toBeNull();
    expect(travellerReadingError('すみす', 'ja')).toBeNull();
    expect(travellerReadingError('Smith', 'ja')).toBe('katakanaRequired');
    expect(travellerReadingError('Smith', 'en')).toBeNull();
    expect(travellerReadingError('スミス', 'en')).toBe('latinRequired');
    expect(travellerReadingError('', 'en')).toBe('latinRequired');
  });

  it('normalises as stored: hiragana → katakana (ja), spaces collapsed (en)', () => {
    expect(normalizeTravellerReading(' たなか ', 'ja')).toBe('タナカ');
    expect(normalizeTravellerReading('  van   der Berg ', 'en')).toBe('van der Berg');
  });

  it('the wire pattern takes either script but never a mix, digits or control characters', () => {
    const wire = new RegExp(TRAVELLER_READING_PATTERN);
    for (const good of ['タナカ', 'Smith', 'José', 'ヴァン　デル']) expect(wire.test(good), good).toBe(true);
    for (const bad of ['タナカSmith', 'Smith1', '田中', 'a\u0000', ''])
      expect(wire.test(bad), bad).toBe(false);
  });
});
