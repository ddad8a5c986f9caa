import { describe, expect, it } from 'vitest';
import { MESSAGE_CODES } from './catalogue';
import {
  ERROR_LOCALE_RESOURCES,
  errorMessageFor,
  favoriteMessage,
  interpolateMessage,
  messageText,
  noResultMessage,
} from './messages';

describe('spec §8 messages in ja and en', () => {
  it('E_00001: search with the given conditions failed; check the URL or set conditions again', () => {
    expect(messageText('E_00001')).toBe(
      '指定された条件での検索に失敗しました。URLをご確認いただくか、条件を設定し直してください。',
    );
    expect(messageText('E_00001', 'en')).toMatch(/check the URL or set the conditions again/);
  });
  it('E_00002: search failed; wait a while and retry', () => {
    expect(messageText('E_00002')).toBe('検索に失敗しました。しばらく時間をおいてから、再度お試しください。');
  });
  it('E_00003: the special code is wrong', () => {
    expect(messageText('E_00003')).toMatch(/^特集コードに誤りがあります。/);
  });
  it('E_90001 and E_90002', () => {
    expect(messageText('E_90001')).toMatch(/^ページを表示できません。/);
    expect(messageText('E_90002')).toMatch(/^インターネットに接続されていません。/);
    expect(messageText('E_90002', 'en')).toMatch(/not connected to the internet/);
  });
  it('maps internal codes through the catalogue', () => {
    expect(errorMessageFor('HDE901')).toBe(messageText('E_00001'));
    expect(errorMessageFor('NWE900', 'en')).toBe(messageText('E_90002', 'en'));
    expect(errorMessageFor('unknown')).toBe(messageText('E_90001'));
  });
  it('has every key in both languages, none empty', () => {
    expect(Object.keys(ERROR_LOCALE_RESOURCES.en).sort()).toEqual(
      Object.keys(ERROR_LOCALE_RESOURCES.ja).sort(),
    );
    for (const lang of ['ja', 'en'] as const) {
      for (const code of MESSAGE_CODES) expect(messageText(code, lang)).not.toBe('');
    }
  });
});

describe('spec §8 no-result and favorites messages', () => {
  it('no accommodation / no plans', () => {
    expect(noResultMessage('hotels')).toBe(
      '条件に合う宿泊施設が見つかりませんでした。条件を変更して、再度検索してください。',
    );
    expect(noResultMessage('plans')).toBe('該当するプランが見つかりませんでした。');
    expect(noResultMessage('plans', 'en')).toBe('No plans were found.');
  });
  it('favorites: registration failed, limit with {{maxFavoriteCount}}, deletion failed', () => {
    expect(favoriteMessage('register')).toBe('お気に入りの登録に失敗しました。');
    expect(favoriteMessage('delete')).toBe('お気に入りの削除に失敗しました。');
    expect(ERROR_LOCALE_RESOURCES.ja.favoriteLimit).toContain('{{maxFavoriteCount}}');
    expect(favoriteMessage('limit', 'ja', 20)).toBe('お気に入りは20件まで登録できます。');
    expect(favoriteMessage('limit', 'en', 20)).toBe('You can register up to 20 favorites.');
    expect(() => favoriteMessage('limit')).toThrow(RangeError);
  });
  it('interpolates i18next placeholders and leaves unknown ones visible', () => {
    expect(interpolateMessage('{{a}} and {{ b }}', { a: 1, b: 'two' })).toBe('1 and two');
    expect(interpolateMessage('{{a}} {{missing}}', { a: 1 })).toBe('1 {{missing}}');
  });
});
