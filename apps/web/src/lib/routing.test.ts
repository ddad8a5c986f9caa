/**
 * Locale routing of the proxy (spec §2 language sub-paths and ignored routes; §4 showID stored as
 * ja; §9 detection order querystring lng, then cookie i18next, cookie SameSite strict for a year).
 */
import { describe, expect, it } from 'vitest';
import { isIgnoredPath, localizedPath, splitLocalePath } from './paths';
import { decideLocale, langCookieOptions } from './routing';
import { parseLang } from './i18n/settings';

function decide(url: string, cookie?: string) {
  const parsed = new URL(url, 'http://localhost');
  return decideLocale(parsed.pathname, parsed.searchParams, cookie);
}

describe('spec §2: paths ignored by locale handling', () => {
  it.each([
    '/_next/static/chunks/a.js',
    '/static/custom/html/stepbar-1-ja.html',
    '/public/x.png',
    '/api/v1/tours',
    '/api',
  ])('%s is left alone', (path) => {
    expect(isIgnoredPath(path)).toBe(true);
    expect(decide(`${path}?lng=en`, 'en')).toEqual({ kind: 'ignore' });
  });

  it.each(['/robots.txt', '/sitemap.xml', '/icon.svg'])('root file %s is left alone', (path) => {
    expect(decide(path)).toEqual({ kind: 'ignore' });
  });

  it('does not mistake look-alike paths for ignored ones', () => {
    expect(isIgnoredPath('/apis')).toBe(false);
    expect(isIgnoredPath('/statics/x')).toBe(false);
    expect(isIgnoredPath('/tours/api/')).toBe(false);
  });
});

describe('locale sub-paths: ja unprefixed, en under /en', () => {
  it('splits the language from the path', () => {
    expect(splitLocalePath('/en/tours/T1')).toEqual({ lang: 'en', prefix: 'en', rest: '/tours/T1' });
    expect(splitLocalePath('/en')).toEqual({ lang: 'en', prefix: 'en', rest: '/' });
    expect(splitLocalePath('/tours')).toEqual({ lang: 'ja', prefix: null, rest: '/tours' });
    expect(splitLocalePath('/english-guide')).toEqual({ lang: 'ja', prefix: null, rest: '/english-guide' });
    expect(splitLocalePath('/ja/tours')).toEqual({ lang: 'ja', prefix: 'ja', rest: '/tours' });
  });

  it('builds public paths per language', () => {
    expect(localizedPath('ja', '/')).toBe('/');
    expect(localizedPath('en', '/')).toBe('/en');
    expect(localizedPath('en', '/hotels/13')).toBe('/en/hotels/13');
  });

  it('rewrites an unprefixed path to the app tree under /ja, keeping nothing else', () => {
    expect(decide('/')).toEqual({ kind: 'serve', lang: 'ja', rest: '/', rewriteTo: '/ja' });
    expect(decide('/tours?arrAreaCode=13')).toEqual({
      kind: 'serve',
      lang: 'ja',
      rest: '/tours',
      rewriteTo: '/ja/tours',
    });
  });

  it('serves /en paths as they are', () => {
    expect(decide('/en')).toEqual({ kind: 'serve', lang: 'en', rest: '/', rewriteTo: null });
    expect(decide('/en/tours')).toEqual({ kind: 'serve', lang: 'en', rest: '/tours', rewriteTo: null });
  });

  it('sends the non-canonical /ja prefix permanently to the unprefixed path, query kept', () => {
    expect(decide('/ja/tours?siteCode=sakura')).toEqual({
      kind: 'redirect',
      status: 308,
      location: '/tours?siteCode=sakura',
    });
    expect(decide('/ja')).toMatchObject({ kind: 'redirect', location: '/' });
  });
});

describe('spec §9: lng query first, then the i18next cookie', () => {
  it('lng=en moves a Japanese page to English, stores the choice and drops lng', () => {
    expect(decide('/tours?arrAreaCode=13&lng=en')).toEqual({
      kind: 'redirect',
      status: 307,
      location: '/en/tours?arrAreaCode=13',
      setCookie: 'en',
    });
  });

  it('lng=ja on an English page goes back to the unprefixed path and stores ja', () => {
    expect(decide('/en/hotels?lng=ja')).toEqual({
      kind: 'redirect',
      status: 307,
      location: '/hotels',
      setCookie: 'ja',
    });
  });

  it('lng beats the cookie', () => {
    expect(decide('/?lng=ja', 'en')).toMatchObject({ kind: 'redirect', location: '/', setCookie: 'ja' });
  });

  it('lng=showID is Japanese (spec §4)', () => {
    expect(decide('/en?lng=showID')).toMatchObject({ location: '/', setCookie: 'ja' });
  });

  it('an unknown lng is ignored, never an error', () => {
    expect(decide('/tours?lng=fr')).toMatchObject({ kind: 'serve', lang: 'ja' });
  });

  it('the cookie sends an unprefixed page to English', () => {
    expect(decide('/tours?page=2', 'en')).toEqual({
      kind: 'redirect',
      status: 307,
      location: '/en/tours?page=2',
    });
  });

  it('the cookie never overrides an explicit /en path, and ja or showID cookies keep Japanese', () => {
    expect(decide('/en/tours', 'ja')).toMatchObject({ kind: 'serve', lang: 'en' });
    expect(decide('/tours', 'ja')).toMatchObject({ kind: 'serve', lang: 'ja' });
    expect(decide('/tours', 'showID')).toMatchObject({ kind: 'serve', lang: 'ja' });
    expect(decide('/tours', 'garbage')).toMatchObject({ kind: 'serve', lang: 'ja' });
  });
});

describe('spec §2 page parameter lang (showID served as ja)', () => {
  it('lang=showID on a Japanese page is served as ja and kept for the links', () => {
    expect(decide('/tours?lang=showID')).toMatchObject({ kind: 'serve', lang: 'ja', rewriteTo: '/ja/tours' });
  });

  it('lang=showID or ja on an English path goes to Japanese without storing a choice', () => {
    expect(decide('/en/tours?lang=showID&utm_source=x')).toEqual({
      kind: 'redirect',
      status: 307,
      location: '/tours?utm_source=x',
    });
  });

  it('lang=en on a Japanese path goes to English', () => {
    expect(decide('/?lang=en')).toEqual({ kind: 'redirect', status: 307, location: '/en' });
  });

  it('an explicit lang=ja wins over an English cookie', () => {
    expect(decide('/tours?lang=ja', 'en')).toMatchObject({ kind: 'serve', lang: 'ja' });
  });
});

describe('language values', () => {
  it('parses ja, en, showID and region tags; rejects the rest', () => {
    expect(parseLang('showID')).toBe('ja');
    expect(parseLang('SHOWID')).toBe('ja');
    expect(parseLang('en-US')).toBe('en');
    expect(parseLang('ja_JP')).toBe('ja');
    expect(parseLang('fr')).toBeNull();
    expect(parseLang('')).toBeNull();
    expect(parseLang(undefined)).toBeNull();
  });

  it('the language cookie is SameSite=Strict, one year, readable by the client detector', () => {
    expect(langCookieOptions(true)).toEqual({
      path: '/',
      maxAge: 31_536_000,
      sameSite: 'strict',
      secure: true,
      httpOnly: false,
    });
  });
});
