/**
 * Optional activities, car rental and dynamic packages in a real browser (issue 7 items 3, 5; the
 * web side): a member searches activities by area, date and people, opens one, sees its price
 * table by pax type and the total, books it for 2 adults and a child and finds it on My page;
 * searches rental cars, opens one, books the period and cancels it on My page; books a dynamic
 * package reached by URL with seatClass=green (the JR part says グリーン車). Each new page kind
 * passes axe (WCAG 2.2 A/AA) in Japanese and English. A member's renewed session cookie reaches
 * the browser (the API renews only on the browser's own calls).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { expectPaymentAndMail } from './mailbox';
import { quoteAs, signUpMember, withMemberCookie, type Member } from './members';
import { apiUrl, openSession, withDb, type Session } from './site';

const yen = (n: number) => `${n.toLocaleString('en-US')}円`;

function ymdPlus(days: number): string {
  const d = new Date(Date.now() + 9 * 3600_000 + days * 86400_000);
  return d.toISOString().slice(0, 10).replaceAll('-', '');
}
const dashed = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;

interface OptionalCard {
  optionalId: string;
  name: string;
  area2Code: string;
  totalPrice: number | null;
  stock: number | null;
  minPax: number;
  maxPax: number;
  prices: { person1: number; person6: number | null; person9: number | null };
}

interface CarCard {
  carId: string;
  officeCode: string;
  price: number;
  stock: number;
  office: { openTime: string; closeTime: string };
}

describe('optional activities, rental cars and dynamic packages (issue 7)', () => {
  let s: Session;
  let member: Member;
  const optDate = ymdPlus(21);
  let activity: OptionalCard;
  const pickup = ymdPlus(23);
  const returnDay = ymdPlus(25);
  let car: CarCard;
  let rentalBooking = '';

  async function completeTravellersAndBook(): Promise<string> {
    const { page } = s;
    // The product kind from the booking page's path (completion has its own URL, /booking/complete/{n}).
    const kind = new URL(page.url()).pathname.split('/')[2];
    await page.getByRole('button', { name: 'お客様情報の入力へ進む' }).click();
    await page.fill('#traveller-lead-phone', '090-1234-5678');
    for (let i = 0; (await page.locator(`#traveller-guests-${i}-familyNameKana`).count()) > 0; i++) {
      await page.fill(`#traveller-guests-${i}-familyNameKana`, 'タビノ');
      await page.fill(`#traveller-guests-${i}-givenNameKana`, 'ハナコ');
      await page.selectOption(`#traveller-guests-${i}-gender`, 'female');
      await page.fill(`#traveller-guests-${i}-age`, '30');
    }
    await page.getByRole('button', { name: '入力内容を確認する' }).click();
    await expect.poll(() => page.locator('#booking-step-heading').textContent()).toBe('ご予約内容の確認');
    expect(await page.locator('main').textContent()).toContain('キャンセル規定');
    // The confirm step of every kind passes axe too (coupon choice, price rows, policy).
    expect(await axeViolations(page), page.url()).toEqual([]);
    await page.check('#booking-agree');
    await page.getByRole('button', { name: '予約を確定する' }).click();
    await expect
      .poll(() => page.getByTestId('booking-number').textContent(), { timeout: 20_000 })
      .toMatch(/^TB\d{10}$/);
    const number = (await page.getByTestId('booking-number').textContent()) ?? '';
    // Issue 17: how it is paid, and the confirmation mail in the development mailbox.
    await expectPaymentAndMail(page, number, kind === 'dp' ? 'bank_transfer' : 'onsite');
    return number;
  }

  beforeAll(async () => {
    member = await signUpMember('products');
    // An activity selling children with places for 3 on the day, and a car free for the rental.
    const optionals = (await (
      await fetch(`${apiUrl()}/v1/optionals?date=${optDate}&person1=2&person6=1&ipg=100`)
    ).json()) as { optionals: OptionalCard[] };
    activity = optionals.optionals.find(
      (o) => (o.stock ?? 0) >= 3 && o.totalPrice !== null && o.maxPax >= 3,
    )!;
    expect(activity).toBeDefined();
    const cars = (await (
      await fetch(
        `${apiUrl()}/v1/rentacar?pickupDate=${pickup}&returnDate=${returnDay}&pickupTime=1000&returnTime=1000`,
      )
    ).json()) as { cars: CarCard[] };
    car = cars.cars.find((c) => c.stock >= 1)!;
    expect(car).toBeDefined();
    s = await openSession(1280);
    await withMemberCookie(s, member);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('searches activities by area, date and people, opens one and books it for 2 adults and a child', async () => {
    const { page } = s;
    await page.goto('/optionals');
    expect(await page.locator('h1').textContent()).toContain('オプショナルツアー');
    await page.selectOption('#opt-area', activity.area2Code);
    await page.fill('#opt-date', dashed(optDate));
    await page.selectOption('#opt-person1', '2');
    await page.selectOption('#opt-person6', '1');
    await page.selectOption('#opt-person9', '0');
    await Promise.all([
      page.waitForURL(/arrAreaCode=/),
      page.getByRole('button', { name: 'この条件で探す' }).click(),
    ]);
    const card = page.locator(`[data-optional-id="${activity.optionalId}"]`);
    expect(await card.textContent()).toContain(yen(activity.totalPrice!));
    expect(await card.textContent()).toMatch(/残り\d+名/);
    await Promise.all([
      page.waitForURL(new RegExp(`/optionals/${activity.optionalId}\\?`)),
      card.getByRole('link', { name: '詳細を見る' }).click(),
    ]);
    // The price table by the optional pax types, and the party's total.
    const prices = page.getByTestId('optional-prices');
    expect(await prices.locator('[data-pax-type="person1"]').textContent()).toContain(
      yen(activity.prices.person1),
    );
    expect(await prices.locator('[data-pax-type="person6"]').textContent()).toContain('子供');
    expect(await prices.locator('[data-pax-type="person9"]').count()).toBe(1);
    expect(await page.getByTestId('optional-total').textContent()).toBe(yen(activity.totalPrice!));

    await Promise.all([
      page.waitForURL(/\/booking\/optional\//),
      page.getByRole('link', { name: '予約へ進む' }).click(),
    ]);
    const summary = page.locator('dl[data-kind="optional"]');
    await expect.poll(() => summary.textContent()).toContain('参加日');
    expect(await summary.textContent()).toContain('大人2名・子供1名');
    expect(await axeViolations(page), 'optional booking step 1').toEqual([]);
    expect(await page.locator('main').textContent()).toContain(yen(activity.totalPrice!));
    const number = await completeTravellersAndBook();

    await page.goto('/mypage');
    const item = page.locator(`[data-booking-number="${number}"]`);
    expect(await item.textContent()).toContain(activity.name);
    expect(await item.textContent()).toContain('予約確定');
    expect(await item.getByTestId('booking-kind').textContent()).toBe('オプショナルツアー');
  });

  it('searches rental cars, opens one, books the period and cancels it on My page', async () => {
    const { page } = s;
    await page.goto('/rentacar');
    await page.selectOption('#car-office', car.officeCode);
    await page.fill('#car-pickupDate', dashed(pickup));
    await page.selectOption('#car-pickupTime', '1000');
    await page.fill('#car-returnDate', dashed(returnDay));
    await page.selectOption('#car-returnTime', '1000');
    await Promise.all([
      page.waitForURL(/officeCode=/),
      page.getByRole('button', { name: 'この条件で探す' }).click(),
    ]);
    const card = page.locator(`[data-car-id="${car.carId}"]`);
    expect(await card.textContent()).toContain(yen(car.price));
    expect(await card.textContent()).toContain('2日間の料金');
    await Promise.all([
      page.waitForURL(new RegExp(`/rentacar/${car.carId}\\?`)),
      card.getByRole('link', { name: '詳細を見る' }).click(),
    ]);
    expect(await page.getByTestId('car-period-price').textContent()).toBe(yen(car.price));
    await Promise.all([
      page.waitForURL(/\/booking\/rentacar\//),
      page.getByRole('link', { name: '予約へ進む' }).click(),
    ]);
    // The rental period on the quote and the per-car price row.
    await expect.poll(() => page.getByTestId('rental-pickup').textContent()).toContain('10:00');
    expect(await page.getByTestId('rental-return').textContent()).toContain('2日間');
    expect(await page.locator('main tbody').textContent()).toContain('1台');
    rentalBooking = await completeTravellersAndBook();

    await page.goto('/mypage');
    const item = page.locator(`[data-booking-number="${rentalBooking}"]`);
    expect(await item.getByTestId('booking-kind').textContent()).toBe('レンタカー');
    await Promise.all([page.waitForURL(`**/mypage/bookings/${rentalBooking}`), item.locator('a').click()]);
    expect(await page.getByTestId('rental-return').textContent()).toContain('2日間');
    await page.getByRole('button', { name: '予約を取り消す' }).click();
    await page.locator('dialog[open]').getByRole('button', { name: '取り消す', exact: true }).click();
    await expect
      .poll(() => page.getByTestId('booking-status').textContent(), { timeout: 15_000 })
      .toBe('取消済み');
  });

  it('books a dynamic package reached by URL with seatClass=green, showing the green-car JR part', async () => {
    const { page } = s;
    const decoder = (await (await fetch(`${apiUrl()}/v1/decoder`)).json()) as {
      departureAreas: { code: string; name: string }[];
    };
    const tokyo = decoder.departureAreas.find((d) => d.name.includes('東京'))!.code;
    const date = ymdPlus(27);
    const list = (await (
      await fetch(`${apiUrl()}/v1/hotels?arrAreaCode=26&depAreaCode=${tokyo}&goDate=${date}&adultPax=2`)
    ).json()) as { hotels: { hotelId: string; plan: { planId: string } }[] };
    let target: { hotelId: string; planId: string; total: number } | null = null;
    for (const h of list.hotels) {
      const q = await quoteAs(member, {
        kind: 'dp',
        hotelId: h.hotelId,
        planId: h.plan.planId,
        date,
        nights: 1,
        adultPax: 2,
        roomCount: 1,
        depAreaCode: tokyo,
        seatClass: 'green',
      });
      if (q.status === 200) {
        target = { hotelId: h.hotelId, planId: h.plan.planId, total: q.body.total as number };
        break;
      }
    }
    expect(target).not.toBeNull();
    await page.goto(
      `/booking/dp/${target!.hotelId}?planId=${target!.planId}&goDate=${date}&nights=1&roomCount=1&adultPax=2&depAreaCode=${tokyo}&seatClass=green`,
    );
    const jr = page.getByTestId('jr-part');
    await expect.poll(() => jr.getAttribute('data-seat-class')).toBe('green');
    expect(await jr.textContent()).toContain('グリーン車');
    expect(await jr.textContent()).toContain('東京・関東発 往復');
    expect(await page.locator('main').textContent()).not.toContain('発発');
    expect(await page.locator('main').textContent()).toContain(yen(target!.total));
    const number = await completeTravellersAndBook();
    // Confirmed with the JR part kept (My page's detail shows the seat class).
    await page.goto(`/mypage/bookings/${number}`);
    expect(await page.getByTestId('jr-part').textContent()).toContain('グリーン車');
  });

  it('the new pages pass axe (WCAG 2.2 A/AA) in Japanese and English', async () => {
    const { page } = s;
    for (const prefix of ['', '/en']) {
      for (const path of [
        `/optionals?date=${optDate}&person1=2&person6=1`,
        `/optionals/${activity.optionalId}?date=${optDate}&person1=2&person6=1`,
        `/rentacar?officeCode=${car.officeCode}&pickupDate=${pickup}&returnDate=${returnDay}`,
        `/rentacar/${car.carId}?pickupDate=${pickup}&returnDate=${returnDay}`,
      ]) {
        const response = await page.goto(`${prefix}${path}`);
        expect(response?.status(), path).toBe(200);
        expect(await page.locator('html').getAttribute('lang')).toBe(prefix ? 'en' : 'ja');
        expect(await axeViolations(page), `${prefix}${path}`).toEqual([]);
      }
    }
    // English texts on the English pages.
    await page.goto(`/en/optionals/${activity.optionalId}?date=${optDate}&person1=2&person6=1`);
    expect(await page.locator('main').textContent()).toContain('Continue to booking');
  }, 180_000); // eight pages with axe on a loaded machine

  it('an unknown activity or car is a 404 page with the catalogue code', async () => {
    const { page } = s;
    expect((await page.goto('/optionals/9999-999-99'))?.status()).toBe(404);
    expect((await page.goto('/rentacar/ZZZ99-Q'))?.status()).toBe(404);
    // A malformed search never fails the page.
    expect((await page.goto('/optionals?date=20261340&person1=x&arrAreaCode=%27'))?.status()).toBe(200);
    expect((await page.goto('/rentacar?pickupDate=2026&pickupTime=99'))?.status()).toBe(200);
  });

  it("a member's renewed session cookie reaches the browser", async () => {
    const { page, context } = s;
    await page.goto('/'); // the site's origin, whose storage the check below clears
    await page.waitForLoadState('networkidle'); // its own session check (if any) is over
    // The session was last renewed 20 days ago: the next browser call renews it.
    await withDb((db) =>
      db.query(`update user_session set expires_at = now() + interval '10 days' where user_id = $1`, [
        member.userId,
      ]),
    );
    const expiry = async () =>
      new Date(
        (
          await withDb((db) =>
            db.query<{ expires_at: Date }>(`select expires_at from user_session where user_id = $1`, [
              member.userId,
            ]),
          )
        ).rows[0]!.expires_at,
      ).getTime();
    // A page rendered without running its scripts: the web's server-side calls carry the cookie but
    // do not renew (their Set-Cookie could not reach the browser), so the database does not move.
    const html = await context.request.get('/mypage');
    expect(html.status()).toBe(200);
    expect(await html.text()).toContain('旅野 花子');
    expect(await expiry()).toBeLessThan(Date.now() + 11 * 86400_000);
    await page.evaluate(() => window.localStorage.clear());
    const renewed = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/auth/session') && r.request().method() === 'GET',
    );
    await page.goto('/coupons');
    const answer = await renewed;
    expect(answer.status()).toBe(200);
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'tabiyori_session')?.expires ?? -1)
      .toBeGreaterThan(Date.now() / 1000 + 29 * 86400);
    expect(await expiry()).toBeGreaterThan(Date.now() + 29 * 86400_000);
    // Within the next 12 hours, pages do not ask again.
    let asked = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v1/auth/session')) asked += 1;
    });
    await page.goto('/mypage');
    await page.waitForLoadState('networkidle');
    expect(asked).toBe(0);
  });
});
