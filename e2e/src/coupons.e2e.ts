/**
 * Coupons in a real browser (issue 4, web side): the /coupons page lists the coupons the API offers
 * (names read from GET /v1/coupons, never hard-coded) in Japanese and in English, and a hotel list
 * shows a best-coupon price (spec §4 SUCCESS, §9) below the card's regular price. Each card says
 * where and for whom the coupon is; a logged-in member is told on each card whether it is theirs
 * today (issue 18 item 3: the birthday coupon outside and then inside their birth month), at 390 px
 * in Japanese and 1280 px in English, with axe.
 */
import { randomBytes } from 'node:crypto';
import { japanToday } from '@tabiyori/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signUpMember } from './members';
import { checked } from './operatorSite';
import { apiUrl, openSession, withDb, type Session } from './site';

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

describe('coupons per viewer (issue 18 item 3)', () => {
  let email = '';
  let userId = '';
  const month = Number(japanToday().slice(4, 6));
  const setBirthMonth = (m: number) =>
    withDb((db) =>
      db.query('update app_user set birth_date = $1::date where id = $2', [
        `1990-${String(m).padStart(2, '0')}-15`,
        userId,
      ]),
    );
  const card = (s: Session, code: string) =>
    s.page.locator(`main article[data-coupon-code="${code}"]`).first();

  beforeAll(async () => {
    ({ email, userId } = await signUpMember('viewer', { givenName: '一郎', givenNameKana: 'イチロウ' }));
    await withDb((db) =>
      db.query(
        "insert into user_coupon (user_coupon_key, user_id, coupon_code) values ($1, $2, 'BIRTHDAY3000')",
        [`UC-E2E-${randomBytes(4).toString('hex')}`, userId],
      ),
    );
  });

  async function logIn(s: Session, prefix: '' | '/en') {
    await s.page.goto(`${prefix}/login?returnTo=${encodeURIComponent(`${prefix}/coupons`)}`);
    await s.page.fill('#login-email', email);
    await s.page.fill('#login-password', PASSWORD);
    await Promise.all([
      s.page.waitForURL('**/coupons'),
      s.page.locator('main form button[type="submit"]').click(),
    ]);
  }

  it('a visitor reads where and for whom each coupon is, and no per-member verdict (ja, 390 px)', async () => {
    const s = await openSession(390);
    try {
      await s.page.goto('/coupons');
      expect(await card(s, 'OKINAWA2000').textContent()).toContain('沖縄県へのご旅行が対象です');
      expect(await card(s, 'OKINAWA2000').textContent()).toContain('ツアーは「フリープラン」のみが対象です');
      expect(await card(s, 'FAMILY2000').textContent()).toContain(
        'お子様（小学生以下）を含むご予約が対象です',
      );
      expect(await card(s, 'ONSEN5').textContent()).toContain('温泉のある宿・ツアーが対象です');
      expect(await card(s, 'WELCOME1000').textContent()).toContain('お一人様1回まで');
      expect(await s.page.getByTestId('coupon-viewer').count()).toBe(0);
      await checked(s, 'coupons-visitor-ja-390');
    } finally {
      await s.close();
    }
  });

  it('a member outside their birth month is told the birthday coupon is not theirs now; inside it, it is (ja, 390 px)', async () => {
    await setBirthMonth((month % 12) + 1);
    const s = await openSession(390);
    try {
      await logIn(s, '');
      const birthday = card(s, 'BIRTHDAY3000');
      expect(await birthday.getByTestId('coupon-viewer').textContent()).toBe(
        'お誕生日月ではないため、今はご利用いただけません',
      );
      expect(await card(s, 'FAMILY2000').getByTestId('coupon-viewer').textContent()).toMatch(
        /^あなたは今ご利用いただけます/,
      );
      await checked(s, 'coupons-member-ja-390');
      await setBirthMonth(month);
      await s.page.reload();
      expect(await birthday.getByTestId('coupon-viewer').textContent()).toMatch(
        /^あなたは今ご利用いただけます/,
      );
    } finally {
      await s.close();
    }
  });

  it('the English page says the same in English (1280 px)', async () => {
    await setBirthMonth((month % 12) + 1);
    const s = await openSession(1280, 'en-US');
    try {
      await logIn(s, '/en');
      expect(await card(s, 'BIRTHDAY3000').getByTestId('coupon-viewer').textContent()).toBe(
        'Not usable now: it is not your birthday month',
      );
      expect(await card(s, 'OKINAWA2000').textContent()).toContain('For trips to Okinawa Prefecture');
      await checked(s, 'coupons-member-en-1280');
    } finally {
      await s.close();
    }
  });
});
