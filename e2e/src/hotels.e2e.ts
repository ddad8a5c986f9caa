import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession, webUrl, type Session } from './site';

describe('hotel journey in a real browser (issue 6): area → list → detail → plans → rooms; jump allowlist', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession(1280);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('walks from an area list to a hotel, its plans priced in yen and its rooms', async () => {
    const res = await s.page.goto('/hotels/13');
    expect(res?.status()).toBe(200);
    await expect.poll(() => s.page.locator('h1').first().textContent()).toContain('東京');
    const firstHotel = s.page.locator('a[href*="/hotel/1"]').first();
    const href = await firstHotel.getAttribute('href');
    expect(href).toMatch(/\/hotel\/\d{6}/);
    const hotelId = /\/hotel\/(\d{6})/.exec(href ?? '')?.[1];
    await s.page.goto(`/hotel/${hotelId}`);
    expect(await s.page.locator('h1').first().textContent()).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    const plans = await s.page.goto(`/hotel/${hotelId}/plans`);
    expect(plans?.status()).toBe(200);
    expect(await s.page.locator('main').textContent()).toMatch(/\d{1,3}(,\d{3})*円/);
    const rooms = await s.page.goto(`/hotel/${hotelId}/rooms`);
    expect(rooms?.status()).toBe(200);
  });

  it('answers an unknown hotel with 404 and HDE901', async () => {
    const res = await fetch(`${webUrl()}/hotel/999999`);
    expect(res.status).toBe(404);
  });

  it('forwards /jump/hotel only to our own paths; a foreign host shows the error page and never redirects', async () => {
    const own = await fetch(`${webUrl()}/jump/hotel?jumpToUrl=${encodeURIComponent('/hotels/47')}`, {
      redirect: 'manual',
    });
    expect([302, 303, 307, 308]).toContain(own.status);
    expect(own.headers.get('location')).toMatch(/\/hotels\/47$/);
    for (const target of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      const res = await fetch(`${webUrl()}/jump/hotel?jumpToUrl=${encodeURIComponent(target)}`, {
        redirect: 'manual',
      });
      expect(res.status, target).toBe(400);
      expect(res.headers.get('location'), target).toBeNull();
    }
  });

  it("keeps siteCode, agentCode and the tracking codes on our own path, and wraps a partner host in the brand's affiliate link (issue 16 item 8)", async () => {
    const jump = async (target: string, meta: string) => {
      const res = await fetch(`${webUrl()}/jump/hotel?jumpToUrl=${encodeURIComponent(target)}&${meta}`, {
        redirect: 'manual',
      });
      expect([302, 303, 307, 308], target).toContain(res.status);
      return new URL(res.headers.get('location') ?? '', webUrl());
    };
    // Before: the visitor landed on /hotels/47 with nothing, i.e. on the default brand.
    const meta = 'siteCode=sakura&agentCode=SKR001&utm_source=news&utm_campaign=autumn&wg=7&yclid=abc';
    const own = await jump('/hotels/47?nights=2', meta);
    expect(own.pathname).toBe('/hotels/47');
    expect(Object.fromEntries(own.searchParams)).toEqual({
      nights: '2',
      siteCode: 'sakura',
      agentCode: 'SKR001',
      utm_source: 'news',
      utm_campaign: 'autumn',
      wg: '7',
      yclid: 'abc',
    });
    // The page it lands on is the partner's brand.
    const page = await fetch(own.href);
    expect(await page.text()).toContain('さくらトラベル');

    // A partner host: through the Sakura brand's affiliate referral (sid, pid, vc_url) …
    const partner = 'https://partner.example/hotel/1?x=1';
    const wrapped = await jump(partner, 'siteCode=sakura');
    expect(wrapped.searchParams.get('vc_url')).toBe(partner);
    expect(wrapped.searchParams.get('sid')).toBeTruthy();
    expect(wrapped.searchParams.get('pid')).toBeTruthy();
    // … and directly for a brand without affiliate ids; our meta parameters stay with us.
    expect((await jump(partner, 'utm_source=news')).href).toBe(partner);
  });
});
