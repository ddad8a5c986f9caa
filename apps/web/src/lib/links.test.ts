/** Spec §2: meta parameters carried through internal links, empty values dropped. */
import { describe, expect, it } from 'vitest';
import { pickMetaParams } from '@tabiyori/domain';
import { languageSwitchHref, pageHref } from './links';

describe('pageHref', () => {
  const query = new URLSearchParams(
    'siteCode=sakura&agentCode=&utm_source=mail&utm_medium=&campaignCodes=SPRING&arrAreaCode=13&page=3&yclid=abc',
  );
  const meta = pickMetaParams(query);

  it('picks only meta parameters, without empty values', () => {
    expect(meta).toEqual({ siteCode: 'sakura', utm_source: 'mail', campaignCodes: 'SPRING', yclid: 'abc' });
  });

  it('carries them to a Japanese link and does not carry search conditions', () => {
    expect(pageHref('/hotels', 'ja', meta)).toBe(
      '/hotels?siteCode=sakura&campaignCodes=SPRING&utm_source=mail&yclid=abc',
    );
  });

  it('adds the /en prefix and keeps the link own query and fragment', () => {
    expect(pageHref('/tours?arrAreaCode=01#list', 'en', { siteCode: 'sakura' })).toBe(
      '/en/tours?arrAreaCode=01&siteCode=sakura#list',
    );
    expect(pageHref('/', 'en', {})).toBe('/en');
  });

  it("never lets a carried value replace the link's own parameter", () => {
    expect(pageHref('/tours/T2?tourId=T2', 'ja', { tourId: 'T1' })).toBe('/tours/T2?tourId=T2');
  });

  it('drops a carried lang that names the other language (it would switch back)', () => {
    expect(pageHref('/tours', 'en', { lang: 'ja', siteCode: 's' })).toBe('/en/tours?siteCode=s');
    expect(pageHref('/tours', 'ja', { lang: 'ja' })).toBe('/tours?lang=ja');
  });

  it('normalises on picking: showID → ja, preview only 1, debugSql 1 and flyerMode true only when on', () => {
    expect(pickMetaParams(new URLSearchParams('lang=showID&preview=true&debugSql=0&flyerMode=1'))).toEqual({
      lang: 'ja',
      flyerMode: 'true',
    });
  });
});

describe('languageSwitchHref', () => {
  it('points to the same page in the other language with lng, keeping the query but not lang', () => {
    const search = new URLSearchParams('arrAreaCode=13&siteCode=sakura&utm_medium=&lang=ja&lng=ja');
    expect(languageSwitchHref('/tours', search, 'en')).toBe(
      '/en/tours?arrAreaCode=13&siteCode=sakura&lng=en',
    );
    expect(languageSwitchHref('/', new URLSearchParams(), 'ja')).toBe('/?lng=ja');
  });
});
