/**
 * A demo member in a real browser (issues 4, 6, 7): logs in, sees the coupons held for them on
 * /coupons (their own user coupons, read from the API with their session, never another member's),
 * saves a hotel from a list card's ♡ and finds it on /favorites, and goes from a plan row's
 * 予約 link to the booking page of that plan.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, openSession, type Session } from './site';

// Demo data named in the README (apps/api/src/catalog/users.ts).
const MEMBER = { email: 'hanako@example.jp', password: 'tabiyori-demo' };

function ymdPlus(days: number): string {
  const d = new Date(Date.now() + 9 * 3600_000 + days * 86400_000);
  return d.toISOString().slice(0, 10).replaceAll('-', '');
}

describe('a demo member: own coupons, favourites from a card, booking from a plan row', () => {
  let s: Session;
  let ownCoupons: string[];

  beforeAll(async () => {
    // The member's own coupons as the API answers them to their session.
    const login = await fetch(`${apiUrl()}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(MEMBER),
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const coupons = (await (
      await fetch(`${apiUrl()}/v1/coupons?lang=ja`, { headers: { cookie } })
    ).json()) as {
      userCoupons: { couponName: string }[];
    };
    // Coupons held only by this member (a general coupon may be handed to a member too).
    const general = (await (await fetch(`${apiUrl()}/v1/coupons?lang=ja`)).json()) as {
      coupons: { couponName: string }[];
    };
    const everyone = new Set(general.coupons.map((c) => c.couponName));
    ownCoupons = coupons.userCoupons.map((c) => c.couponName).filter((name) => !everyone.has(name));
    expect(ownCoupons.length).toBeGreaterThan(0);

    s = await openSession(1280);
    await s.page.goto('/login?returnTo=%2Fcoupons');
    await s.page.fill('#login-email', MEMBER.email);
    await s.page.fill('#login-password', MEMBER.password);
    await Promise.all([
      s.page.waitForURL('**/coupons'),
      s.page.locator('main form button[type="submit"]').click(),
    ]);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('shows the coupons held for the member on /coupons', async () => {
    const main = s.page.locator('main');
    await expect.poll(() => main.textContent()).toContain(ownCoupons[0]!);
    // A visitor never sees them.
    const visitor = await openSession(1280);
    try {
      await visitor.page.goto('/coupons');
      const text = (await visitor.page.locator('main').textContent()) ?? '';
      for (const name of ownCoupons) expect(text).not.toContain(name);
    } finally {
      await visitor.close();
    }
  });

  it("saves a hotel from a list card's ♡ and finds it on /favorites", async () => {
    await s.page.goto('/hotels/13');
    const card = s.page
      .locator('article')
      .filter({ has: s.page.locator('button[aria-pressed]') })
      .first();
    const toggle = card.locator('button[aria-pressed]');
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
    const href = await card.locator('a[href*="/hotel/"]').first().getAttribute('href');
    const hotelId = /\/hotel\/(\d{6})/.exec(href ?? '')?.[1];
    expect(hotelId).toBeDefined();
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    await s.page.goto('/favorites');
    const link = s.page.locator(`main a[href="/hotel/${hotelId}"]`);
    await expect.poll(() => link.count()).toBe(1);
  });

  it("goes from a plan row's booking link to that plan's booking page", async () => {
    const date = ymdPlus(25);
    const list = (await (
      await fetch(`${apiUrl()}/v1/hotels?arrAreaCode=13&goDate=${date}&adultPax=2`)
    ).json()) as {
      hotels: { hotelId: string; plan: { planId: string } }[];
    };
    const hotel = list.hotels[0]!;
    await s.page.goto(`/hotel/${hotel.hotelId}/plans?goDate=${date}&isNoDate=0&adultPax=2&paxPerRoom=2`);
    const book = s.page.locator(`main a[href*="/booking/hotel/${hotel.hotelId}?"]`).first();
    await expect.poll(() => book.count()).toBeGreaterThan(0);
    // The plan's breakdown says who pays in the traveller's words (大人), not the wire's slot label (大人1).
    const breakdown = s.page.getByRole('table', { name: '料金の内訳（税込）' }).first();
    expect(await breakdown.locator('tbody th').first().textContent()).toBe('大人 × 2名');
    const target = await book.getAttribute('href');
    expect(target).toContain(`goDate=${date}`);
    await Promise.all([s.page.waitForURL(`**/booking/hotel/${hotel.hotelId}?**`), book.click()]);
    const response = await s.page.goto(s.page.url());
    expect(response?.status()).toBe(200);
    await expect.poll(() => s.page.locator('main').textContent()).toMatch(/\d{1,3}(,\d{3})*円/);
  });
});
