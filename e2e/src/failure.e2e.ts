/**
 * Issue 8 item 3, the pages' part of "the coupon service down" (spec §4): a second stack of its own
 * (API + web processes, the same database as the shared one) whose API reaches the coupon service at
 * a closed port. Tour and hotel pages still render, with the same regular prices as the shared
 * stack's pages, and simply without coupon lines (couponDiscount answers API_ERROR). The API's side
 * and the other failures (SIGKILL, database down): apps/api/src/test/failure.test.ts.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';
import { freePort, startStack, type Stack } from './stack';
import { webUrl } from './site';

describe('pages with the coupon service down (issue 8.3, spec §4)', () => {
  let broken: Stack;

  beforeAll(async () => {
    const closed = await freePort();
    broken = await startStack({
      DATABASE_URL: inject('databaseUrl'),
      COUPON_SERVICE_URL: `http://127.0.0.1:${closed}/coupon-service`,
    });
  }, 300_000);
  afterAll(async () => {
    await broken?.stop();
  });

  it('tour and hotel pages render with their regular prices and no coupon line', async () => {
    const browser = await launchBrowser();
    try {
      const textOf = async (base: string, path: string) => {
        const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'ja-JP' });
        const res = await page.goto(base + path, { waitUntil: 'networkidle' });
        const text = await page.locator('main').innerText();
        const coupons = await page.locator('[data-coupon-code]').count();
        await page.close();
        return { status: res?.status(), text, coupons };
      };
      const tourHref = await (async () => {
        const page = await browser.newPage();
        await page.goto(`${webUrl()}/tours?arrAreaCode=1402`);
        const href = await page.locator('article h3 a').first().getAttribute('href');
        await page.close();
        return href;
      })();
      expect(tourHref).toMatch(/^\/tours\/T\d{6}/);
      const paths = ['/tours?arrAreaCode=1402', '/hotels/13', new URL(tourHref!, webUrl()).pathname];
      let healthyCoupons = 0;
      for (const path of paths) {
        const [healthy, down] = [await textOf(webUrl(), path), await textOf(broken.webUrl, path)];
        healthyCoupons += healthy.coupons;
        expect(down.status, path).toBe(200);
        expect(down.coupons, path).toBe(0);
        expect(down.text, path).toMatch(/\d[\d,]*円/);
        // The same page, prices included, only without the coupon lines.
        const withoutCoupons = (text: string) =>
          text
            .split('\n')
            .map((l) => l.trim())
            .filter((l) => l !== '' && !l.includes('クーポン'));
        expect(withoutCoupons(down.text), path).toEqual(withoutCoupons(healthy.text));
      }
      // The shared stack's pages do show coupon prices: the difference is the outage, not the data.
      expect(healthyCoupons).toBeGreaterThan(0);
    } finally {
      await browser.close();
    }
  }, 180_000);
});
