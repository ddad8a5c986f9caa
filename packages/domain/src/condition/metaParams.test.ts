import { describe, expect, it } from 'vitest';
import { buildPageLink, mergeMetaParams, pickMetaParams } from './metaParams';

describe('spec §2: meta params carried through links', () => {
  it('picks every meta parameter and leaves search criteria out', () => {
    const meta = pickMetaParams({
      siteCode: 'S1',
      agentCode: 'A1',
      campaignCodes: 'C1,C2',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'okinawa',
      utm_term: '沖縄',
      utm_content: 'ad1',
      wg: 'w',
      wbcReferer: 'r',
      jumpToUrl: 'https://example.jp/',
      W_CustomersCode: 'W1',
      OTHER_SITE_ID: 'O1',
      TRANSACTION_ID: 'T1',
      yclid: 'Y1',
      arrAreaCode: '47',
    });
    expect(Object.keys(meta)).toHaveLength(15);
    expect(meta).not.toHaveProperty('arrAreaCode');
    expect(meta.utm_term).toBe('沖縄');
  });
  it('spec §2: drops empty values', () => {
    expect(pickMetaParams({ siteCode: '', agentCode: '  ', yclid: undefined, tourId: [] })).toEqual({});
  });
  it('spec §7: debugSql is 1 only when on; flyerMode is true only when on', () => {
    expect(pickMetaParams({ debugSql: 'true', flyerMode: '1' })).toEqual({
      debugSql: '1',
      flyerMode: 'true',
    });
    expect(pickMetaParams({ debugSql: '0', flyerMode: 'false' })).toEqual({});
  });
  it('spec §4: lang showID becomes ja and preview is kept only when 1', () => {
    expect(pickMetaParams({ lang: 'showID', preview: '1' })).toEqual({ lang: 'ja', preview: '1' });
    expect(pickMetaParams({ preview: 'yes' })).toEqual({});
  });
});

describe('merging meta params into a link', () => {
  it('appends to an existing query, before the fragment, without overriding the link own params', () => {
    expect(mergeMetaParams('/tours/T1?goDate=20270105#plans', { tourId: 'T9', siteCode: 'S1' })).toBe(
      '/tours/T1?goDate=20270105&siteCode=S1&tourId=T9#plans',
    );
    expect(mergeMetaParams('/tours?tourId=T1', { tourId: 'T9' })).toBe('/tours?tourId=T1');
  });
  it('adds no ? when nothing is added', () => {
    expect(mergeMetaParams('/coupons', {})).toBe('/coupons');
    expect(mergeMetaParams('/coupons', { siteCode: '' })).toBe('/coupons');
    expect(buildPageLink('/favorites', {})).toBe('/favorites');
  });
});
