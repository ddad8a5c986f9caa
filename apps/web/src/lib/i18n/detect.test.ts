/** Spec §9 detection order on the client; a suggestion only, never a redirect. */
import { describe, expect, it } from 'vitest';
import {
  detectClientLanguage,
  isLikelyBot,
  languageToSuggest,
  readCookie,
  type ClientLanguageSources,
} from './detect';

const none: ClientLanguageSources = {
  query: null,
  cookie: null,
  localStorage: null,
  sessionStorage: null,
  navigatorLanguages: [],
  htmlLang: null,
};

describe('detectClientLanguage', () => {
  it('follows the order query, cookie, localStorage, sessionStorage, navigator, html tag', () => {
    const all: ClientLanguageSources = {
      query: 'en',
      cookie: 'ja',
      localStorage: 'en',
      sessionStorage: 'ja',
      navigatorLanguages: ['en-US'],
      htmlLang: 'ja',
    };
    expect(detectClientLanguage(all)).toEqual({ lang: 'en', source: 'query' });
    expect(detectClientLanguage({ ...all, query: null })).toEqual({ lang: 'ja', source: 'cookie' });
    expect(detectClientLanguage({ ...all, query: null, cookie: null })).toEqual({
      lang: 'en',
      source: 'localStorage',
    });
    expect(detectClientLanguage({ ...none, sessionStorage: 'ja', navigatorLanguages: ['en'] })).toEqual({
      lang: 'ja',
      source: 'sessionStorage',
    });
    expect(detectClientLanguage({ ...none, navigatorLanguages: ['fr-FR', 'en-GB'], htmlLang: 'ja' })).toEqual(
      {
        lang: 'en',
        source: 'navigator',
      },
    );
    expect(detectClientLanguage({ ...none, htmlLang: 'ja' })).toEqual({ lang: 'ja', source: 'htmlTag' });
    expect(detectClientLanguage(none)).toBeNull();
  });

  it('skips unsupported values instead of stopping at them', () => {
    expect(detectClientLanguage({ ...none, localStorage: 'de', navigatorLanguages: ['ja-JP'] })).toEqual({
      lang: 'ja',
      source: 'navigator',
    });
  });
});

describe('languageToSuggest', () => {
  it('suggests English on a Japanese page for an English browser', () => {
    expect(languageToSuggest('ja', { lang: 'en', source: 'navigator' })).toBe('en');
  });

  it('suggests nothing once the visitor has chosen (query or cookie) or when it matches', () => {
    expect(languageToSuggest('ja', { lang: 'en', source: 'cookie' })).toBeNull();
    expect(languageToSuggest('ja', { lang: 'en', source: 'query' })).toBeNull();
    expect(languageToSuggest('en', { lang: 'en', source: 'navigator' })).toBeNull();
    expect(languageToSuggest('en', null)).toBeNull();
  });

  it('recognises crawlers, which never get a suggestion', () => {
    expect(isLikelyBot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(
      true,
    );
    expect(isLikelyBot('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1')).toBe(false);
  });

  it('reads the i18next cookie from document.cookie', () => {
    expect(readCookie('a=1; i18next=en; b=2', 'i18next')).toBe('en');
    expect(readCookie('a=1', 'i18next')).toBeNull();
  });
});
