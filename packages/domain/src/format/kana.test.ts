import { describe, expect, it } from 'vitest';
import { toHiragana, toKatakana } from './kana';

describe('kana conversion', () => {
  it('turns hiragana into katakana, trims, and keeps ー, ・, kanji and Latin letters', () => {
    expect(toKatakana(' やまだ ')).toBe('ヤマダ');
    expect(toKatakana('ゆうこ')).toBe('ユウコ');
    expect(toKatakana('マリー・アン')).toBe('マリー・アン');
    expect(toKatakana('はこね湯本 Hakone')).toBe('ハコネ湯本 Hakone');
  });

  it('turns katakana into hiragana and leaves half-width katakana and spaces alone', () => {
    expect(toHiragana('ハコネユモト')).toBe('はこねゆもと');
    expect(toHiragana('ｶﾀｶﾅ カ')).toBe('ｶﾀｶﾅ か');
    expect(toHiragana('ヴァ')).toBe('ゔぁ');
  });

  it('round-trips every hiragana letter', () => {
    for (let code = 0x3041; code <= 0x3096; code += 1) {
      const ch = String.fromCharCode(code);
      expect(toHiragana(toKatakana(ch))).toBe(ch);
    }
  });
});
