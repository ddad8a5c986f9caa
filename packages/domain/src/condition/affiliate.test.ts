import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config/domainConfig';
import { wrapAffiliateLink } from './affiliate';

const target = 'https://example.jp/hotel/123?lang=ja&x=温泉#top';

describe('spec §7: affiliate links wrap the target with sid, pid and vc_url', () => {
  it('uses the configured base and URL-encodes the target as vc_url', () => {
    const link = wrapAffiliateLink(target, { sid: '3001', pid: '8867' }, defaultConfig);
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe('https://ck.jp.ap.valuecommerce.com/servlet/referral');
    expect(url.searchParams.get('sid')).toBe('3001');
    expect(url.searchParams.get('pid')).toBe('8867');
    expect(url.searchParams.get('vc_url')).toBe(target);
    expect(link).toContain('vc_url=https%3A%2F%2Fexample.jp%2Fhotel%2F123%3Flang%3Dja%26x%3D');
  });
  it('appends with & to a base that already has a query', () => {
    const link = wrapAffiliateLink(
      target,
      { sid: '1', pid: '2' },
      { affiliate: { baseUrl: 'https://aff.example/r?v=2' } },
    );
    expect(link.startsWith('https://aff.example/r?v=2&sid=1&pid=2&vc_url=')).toBe(true);
  });
  it('decision: returns the target unwrapped without a sid or pid', () => {
    expect(wrapAffiliateLink(target, { sid: '3001' }, defaultConfig)).toBe(target);
    expect(wrapAffiliateLink(target, { sid: ' ', pid: '1' }, defaultConfig)).toBe(target);
  });
});
