/**
 * Coupons in a real browser (issue 4, web side): the /coupons page lists the coupons the API offers
 * (names read from GET /v1/coupons, never hard-coded) in Japanese and in English, and a hotel list
 * shows a best-coupon price (spec §4 SUCCESS, §9) below the card's regular price.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, openSession, type Session } from './site';

interface ListedCoupon {
  couponName: string;
  isUserCoupon: boolean;
}

async function generalCoupons(lang: 'ja' | 'en'): Promise<string[]> {
  const res = await fetch(`${apiUrl()}/v1/coupons?lang=${lang}`);
  const body = (await res.json()) as { status: string; coupons: ListedCoupon[] };
  expect(body.status).toBe('SUCCESS');
  return body.coupons.filter((c) => !c.isUserCoupon).map((c) => c.couponName);
}

const yen = (text: string) => Number(text.replace(/,/g, ''));

describe('coupons (issue 4): list page and coupon prices on hotel cards', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession(1280);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('/coupons lists every offered coupon in Japanese, grouped, with its discount and a search link', async () => {
    const names = await generalCoupons('ja');
    expect(names.length).toBeGreaterThan(0);
    const res = await s.page.goto('/coupons');
    expect(res?.status()).toBe(200);
    expect(await s.page.locator('html').getAttribute('lang')).toBe('ja');
    expect(await s.page.locator('h1').textContent()).toMatch(/クーポン/);
    const main = (await s.page.locator('main').textContent()) ?? '';
    for (const name of names) expect(main).toContain(name);
    expect(main).toMatch(/[\d,]+円引き|\d+%引き/);
    expect(await s.page.locator('main h2').count()).toBeGreaterThan(0);
    expect(await s.page.locator('main a[href^="/hotels"]').count()).toBeGreaterThan(0);
    const jsonLd = await s.page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((t) => t.includes('BreadcrumbList'))).toBe(true);
  });

  it('/en/coupons lists the English coupon names', async () => {
    const names = await generalCoupons('en');
    const res = await s.page.goto('/en/coupons');
    expect(res?.status()).toBe(200);
    const main = (await s.page.locator('main').textContent()) ?? '';
    for (const name of names) expect(main).toContain(name);
  });

  it('a hotel list card shows a coupon price lower than its regular price, with the coupon name', async () => {
    const res = await s.page.goto('/hotels/13');
    expect(res?.status()).toBe(200);
    const cards = s.page.locator('article:has([data-coupon-code])');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const card = cards.first();
    // The regular price: the card's first paragraph that starts with a yen amount (12,300円/泊).
    const regularText =
      (await card
        .locator('p', { hasText: /^[\d,]+円/ })
        .first()
        .textContent()) ?? '';
    const regular = /^([\d,]+)円/.exec(regularText.trim())?.[1];
    const couponText = (await card.locator('[data-coupon-code] p').first().textContent()) ?? '';
    const found = /クーポン利用で\s*1人(?:(\d+)泊)?\s*([\d,]+)円～/.exec(couponText);
    expect(regular, regularText).toBeDefined();
    expect(found, couponText).not.toBeNull();
    const nights = found?.[1] ? Number(found[1]) : 1;
    expect(yen(found?.[2] ?? '')).toBeGreaterThan(0);
    expect(yen(found?.[2] ?? '')).toBeLessThan(yen(regular ?? '') * nights);
    // The coupon's name is behind the disclosure, and it is one the API offers.
    const names = await generalCoupons('ja');
    await card.locator('[data-coupon-code] summary').click();
    const disclosed = (await card.locator('[data-coupon-code] details').textContent()) ?? '';
    expect(names.some((n) => disclosed.includes(n))).toBe(true);
  });
});
