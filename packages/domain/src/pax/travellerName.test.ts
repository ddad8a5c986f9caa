import { describe, expect, it } from 'vitest';
import { isKatakanaName } from './travellerName';

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
