/**
 * Accounts, booking and My page in a real browser (issue 7 items 1–4, web side): a new traveller
 * signs up from the booking page's log-in redirect and comes back to it, books a hotel stay for two
 * adults and a child with a coupon (the plan and date are found through the API: the first stay the
 * API quotes with a usable coupon), sees the booking number, finds it on My page and cancels it
 * (取消済み). Also: a wrong password shows the catalogue's message, a foreign returnTo ends on our
 * own My page, and the phone header shows every product link without sideways scrolling.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearCoupons } from './checkout';
import { expectPaymentAndMail } from './mailbox';
import { PASSWORD, quoteAs, signUpMember, withMemberCookie } from './members';
import { apiUrl, openSession, webUrl, type Session } from './site';

interface Offer {
  couponCode: string;
  couponName: string;
  discount: number;
  paidTotal: number;
}
interface Quote {
  total: number;
  coupons: Offer[];
  bestCoupon: Offer | null;
  bestSelection: { coupons: { couponCode: string; discount: number }[]; paidTotal: number } | null;
  productName: string;
}

const CHILD = { age: 8, useBed: true, isSchoolChild: true };
const CHILD_PARAM = '8-b1s0sc1';

const yen = (n: number) => `${n.toLocaleString('en-US')}円`;

function ymdPlus(days: number): string {
  const d = new Date(Date.now() + 9 * 3600_000 + days * 86400_000);
  return d.toISOString().slice(0, 10).replaceAll('-', '');
}

/** The first hotel plan and date the API quotes for 2 adults + a child with a usable coupon. */
async function findStayWithCoupon(): Promise<{
  hotelId: string;
  planId: string;
  date: string;
  quote: Quote;
}> {
  const member = await signUpMember('probe');
  for (const days of [20, 23, 27, 31]) {
    const date = ymdPlus(days);
    const list = (await (
      await fetch(`${apiUrl()}/v1/hotels?goDate=${date}&adultPax=2&nights=1&ipg=40`)
    ).json()) as {
      hotels: { hotelId: string }[];
    };
    for (const { hotelId } of list.hotels) {
      const plans = (await (
        await fetch(`${apiUrl()}/v1/hotel/${hotelId}/plans?goDate=${date}&adultPax=2&nights=1`)
      ).json()) as {
        plans?: { planId: string; maxPax: number }[];
      };
      for (const plan of plans.plans ?? []) {
        if (plan.maxPax < 3) continue;
        const res = await quoteAs(member, {
          kind: 'yado',
          hotelId,
          planId: plan.planId,
          date,
          nights: 1,
          adultPax: 2,
          children: [CHILD],
          roomCount: 1,
        });
        if (res.status !== 200) continue;
        const quote = res.body as unknown as Quote;
        if (quote.bestCoupon && quote.coupons.length > 0)
          return { hotelId, planId: plan.planId, date, quote };
      }
    }
  }
  throw new Error('no hotel stay with a usable coupon was found');
}

/** The headers of the browser's member for an API call of their own (cookie and CSRF token). */
async function memberHeaders(s: Session): Promise<Record<string, string>> {
  const session = (await s.context.cookies()).find((c) => c.name === 'tabiyori_session')?.value ?? '';
  const cookie = `tabiyori_session=${session}`;
  const { csrfToken } = (await (
    await fetch(`${apiUrl()}/v1/auth/session`, { headers: { cookie } })
  ).json()) as { csrfToken: string };
  return { 'content-type': 'application/json', cookie, 'x-csrf-token': csrfToken };
}

describe('accounts, booking and My page (issue 7)', () => {
  let s: Session;
  let stay: Awaited<ReturnType<typeof findStayWithCoupon>>;
  const email = `e2e-${Date.now()}@example.jp`;
  let bookingNumber = '';
  /** The coupons the booking used (the member's own best selection). */
  let bookedCoupons: string[] = [];

  beforeAll(async () => {
    stay = await findStayWithCoupon();
    s = await openSession(1280);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('a visitor is sent to log in from the booking page, signs up and comes back to it', async () => {
    const { page } = s;
    const bookingPath = `/booking/hotel/${stay.hotelId}?planId=${stay.planId}&goDate=${stay.date}&nights=1&roomCount=1&adultPax=2&childPax=${CHILD_PARAM}`;
    await page.goto(bookingPath);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).searchParams.get('returnTo')).toContain(`/booking/hotel/${stay.hotelId}`);
    await page.locator('main a[href^="/signup"]').click();
    await page.waitForURL(/\/signup\?returnTo=/);
    await page.fill('#signup-familyName', '旅野');
    await page.fill('#signup-givenName', '花子');
    await page.fill('#signup-familyNameKana', 'たびの'); // hiragana is converted
    await page.fill('#signup-givenNameKana', 'ハナコ');
    await page.fill('#signup-email', email);
    await page.fill('#signup-password', PASSWORD);
    await page.fill('#signup-passwordConfirm', 'different1');
    await page.locator('main form button[type="submit"]').click();
    // Inline validation: the mismatch is named beside the field and nothing is sent.
    await expect
      .poll(() => page.locator('#signup-passwordConfirm-error').textContent())
      .toContain('パスワードが一致しません');
    await page.fill('#signup-passwordConfirm', PASSWORD);
    await page.selectOption('#signup-gender', '2');
    await page.selectOption('#signup-livePrefCode', '13');
    await Promise.all([
      page.waitForURL(/\/booking\/hotel\//),
      page.locator('main form button[type="submit"]').click(),
    ]);
    expect(new URL(page.url()).searchParams.get('planId')).toBe(stay.planId);
    await expect.poll(() => page.locator('header').textContent()).toContain('旅野 花子様');
    expect(await page.locator('header').textContent()).toContain('ログアウト');
  });

  it('books the stay for two adults and a child with the best coupon, once, and shows the booking number', async () => {
    const { page } = s;
    const main = page.locator('main');
    await expect.poll(() => main.textContent()).toContain(stay.quote.productName);
    expect(await main.locator('tbody tr').count()).toBeGreaterThanOrEqual(2); // adult and child rows
    expect(await main.textContent()).toContain(yen(stay.quote.total));
    await page.getByRole('button', { name: 'お客様情報の入力へ進む' }).click();

    // Step 2: prefilled from the profile; a kanji reading is refused inline.
    expect(await page.inputValue('#traveller-lead-familyNameKana')).toBe('タビノ');
    await page.fill('#traveller-lead-givenNameKana', '花子');
    await page.getByRole('button', { name: '入力内容を確認する' }).click();
    await expect
      .poll(() => page.locator('#traveller-lead-givenNameKana-error').textContent())
      .toContain('全角カタカナ');
    await page.fill('#traveller-lead-givenNameKana', 'ハナコ');
    await page.fill('#traveller-lead-phone', '090-1234-5678');
    await page.getByRole('button', { name: '入力内容を確認する' }).click();

    // Step 3: this member's best selection of coupons is checked by default, with the API's paid total
    // (the member's own quote: her gender and residence open member coupons a visitor does not get).
    await expect.poll(() => page.locator('#booking-step-heading').textContent()).toBe('ご予約内容の確認');
    const own = (await (
      await fetch(`${apiUrl()}/v1/bookings/quote`, {
        method: 'POST',
        headers: await memberHeaders(s),
        body: JSON.stringify({
          kind: 'yado',
          hotelId: stay.hotelId,
          planId: stay.planId,
          date: stay.date,
          nights: 1,
          adultPax: 2,
          children: [CHILD],
          roomCount: 1,
        }),
      })
    ).json()) as Quote;
    const best = own.bestSelection!;
    bookedCoupons = best.coupons.map((c) => c.couponCode);
    const checkedCodes = await page
      .locator('input[name="couponCodes"]:checked')
      .evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).value));
    expect(checkedCodes.sort()).toEqual([...bookedCoupons].sort());
    expect(await page.getByTestId('paid-total').textContent()).toBe(yen(best.paidTotal));
    expect(await page.getByTestId('coupon-row').count()).toBe(best.coupons.length);
    expect(await main.textContent()).toContain('キャンセル規定');
    // Without consent nothing is sent.
    await page.getByRole('button', { name: '予約を確定する' }).click();
    await expect.poll(() => page.locator('#booking-agree-error').textContent()).toContain('同意が必要');
    await page.check('#booking-agree');
    await page.getByRole('button', { name: '予約を確定する' }).dblclick();
    await expect
      .poll(() => page.getByTestId('booking-number').textContent(), { timeout: 20_000 })
      .toMatch(/^TB\d{10}$/);
    bookingNumber = (await page.getByTestId('booking-number').textContent()) ?? '';
    // The step bar stands inside the completion's card, as on steps 1–3 (not wider than it).
    expect(
      await page
        .getByTestId('booking-number')
        .locator('xpath=ancestor::div[contains(@class, "panel")]')
        .locator('nav.stepbar li[aria-current="step"]')
        .textContent(),
    ).toContain('ステップ4');
    await expectPaymentAndMail(page, bookingNumber, 'onsite');

    // Booked once, with the coupon (the API's own list of this member's bookings).
    const cookies = await s.context.cookies();
    const session = cookies.find((c) => c.name === 'tabiyori_session');
    const list = (await (
      await fetch(`${apiUrl()}/v1/bookings`, { headers: { cookie: `tabiyori_session=${session?.value}` } })
    ).json()) as { bookings: { bookingNumber: string; couponCode: string | null; paidTotal: number }[] };
    expect(list.bookings).toHaveLength(1);
    expect(list.bookings[0]).toMatchObject({
      bookingNumber,
      couponCode: bookedCoupons[0],
      paidTotal: best.paidTotal,
    });
  });

  it('finds the booking on My page and cancels it after seeing the charge', async () => {
    const { page } = s;
    await page.goto('/mypage');
    const item = page.locator(`[data-booking-number="${bookingNumber}"]`);
    expect(await item.textContent()).toContain('予約確定');
    await Promise.all([page.waitForURL(`**/mypage/bookings/${bookingNumber}`), item.locator('a').click()]);
    expect(await page.getByTestId('booking-status').textContent()).toBe('予約確定');
    // Each coupon the booking used is a row with its own discount.
    const rows = await page.getByTestId('coupon-row').allTextContents();
    expect(rows.map((r) => bookedCoupons.find((code) => r.includes(code)))).toEqual(bookedCoupons);
    await page.getByRole('button', { name: '予約を取り消す' }).click();
    const dialog = page.locator('dialog[open]');
    expect(await dialog.getByTestId('cancel-charge').textContent()).toMatch(/無料|円/);
    await dialog.getByRole('button', { name: '取り消す', exact: true }).click();
    await expect
      .poll(() => page.getByTestId('booking-status').textContent(), { timeout: 15_000 })
      .toBe('取消済み');
    await page.goto('/mypage');
    expect(await page.locator(`[data-booking-number="${bookingNumber}"]`).textContent()).toContain(
      '取消済み',
    );
  });

  it("books a tour for two adults without a coupon, with the companion's details", async () => {
    const { page } = s;
    const date = ymdPlus(24);
    const tours = (await (
      await fetch(`${apiUrl()}/v1/tours?goDate=${date}&isNoDate=0&adultPax=2&ipg=10`)
    ).json()) as {
      tours: { tourId: string }[];
    };
    const cookies = await s.context.cookies();
    const session = cookies.find((c) => c.name === 'tabiyori_session')?.value ?? '';
    const csrf = (
      (await (
        await fetch(`${apiUrl()}/v1/auth/session`, { headers: { cookie: `tabiyori_session=${session}` } })
      ).json()) as {
        csrfToken: string;
      }
    ).csrfToken;
    let tourId = '';
    let quote: Quote | null = null;
    for (const t of tours.tours) {
      const res = await fetch(`${apiUrl()}/v1/bookings/quote`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: `tabiyori_session=${session}`,
          'x-csrf-token': csrf,
        },
        body: JSON.stringify({ kind: 'tour', tourId: t.tourId, date, adultPax: 2, roomCount: 1 }),
      });
      if (res.status === 200) {
        tourId = t.tourId;
        quote = (await res.json()) as Quote;
        break;
      }
    }
    expect(quote).not.toBeNull();
    // The tour detail page's link shape (lib/tours/condition.ts tourBookingHref).
    await page.goto(`/booking/tour/${tourId}?goDate=${date}&isNoDate=0&adultPax=2&paxPerRoom=2`);
    await expect.poll(() => page.locator('main').textContent()).toContain(quote!.productName);
    await page.getByRole('button', { name: 'お客様情報の入力へ進む' }).click();
    await page.fill('#traveller-lead-phone', '090-1234-5678');
    await page.getByRole('button', { name: '入力内容を確認する' }).click();
    // A tour asks the companion's reading, gender and age.
    await expect.poll(() => page.locator('#traveller-guests-0-gender-error').textContent()).toContain('性別');
    await page.fill('#traveller-guests-0-familyNameKana', 'タビノ');
    await page.fill('#traveller-guests-0-givenNameKana', 'タロウ');
    await page.selectOption('#traveller-guests-0-gender', 'male');
    await page.fill('#traveller-guests-0-age', '45');
    await page.getByRole('button', { name: '入力内容を確認する' }).click();
    await expect.poll(() => page.locator('#booking-step-heading').textContent()).toBe('ご予約内容の確認');
    // Every coupon offered is unchecked: the booking is made without one.
    await clearCoupons(page);
    expect(await page.getByTestId('paid-total').textContent()).toBe(yen(quote!.total));
    await page.check('#booking-agree');
    await page.getByRole('button', { name: '予約を確定する' }).click();
    await expect
      .poll(() => page.getByTestId('booking-number').textContent(), { timeout: 20_000 })
      .toMatch(/^TB\d{10}$/);
    const number = (await page.getByTestId('booking-number').textContent()) ?? '';
    // Issue 17: a tour is paid by bank transfer; the mail says how and by when, ja and en mailbox pages show it.
    const mail = await expectPaymentAndMail(page, number, 'bank_transfer');
    expect(mail.text).toContain('お支払い期限');
    for (const prefix of ['', '/en']) {
      await page.goto(`${prefix}/dev/mailbox`);
      expect(await page.getByTestId('mail-subject').allTextContents()).toContain(mail.subject);
    }
    const booking = (await (
      await fetch(`${apiUrl()}/v1/bookings/${number}`, { headers: { cookie: `tabiyori_session=${session}` } })
    ).json()) as {
      couponCode: string | null;
      paidTotal: number;
      travellers: { guests?: { age?: number; gender?: string }[] };
    };
    expect(booking).toMatchObject({ couponCode: null, paidTotal: quote!.total });
    expect(booking.travellers.guests).toEqual([
      { familyNameKana: 'タビノ', givenNameKana: 'タロウ', gender: 'male', age: 45 },
    ]);
  });

  it("a visitor's favourite kept in the browser is merged into the account at log-in", async () => {
    const other = await openSession(390);
    try {
      await other.page.goto('/favorites');
      await other.page.evaluate((hotelId) => {
        localStorage.setItem(
          'tabiyori.favorites.ja',
          JSON.stringify([{ kind: 'hotel', key: hotelId, addedAt: new Date().toISOString() }]),
        );
      }, stay.hotelId);
      await other.page.reload();
      const main = other.page.locator('main');
      await expect.poll(() => main.textContent()).toContain(`宿泊施設（${stay.hotelId}）`);
      expect(await main.textContent()).toContain('このブラウザに保存されています');
      await Promise.all([
        other.page.waitForURL('**/login?returnTo=%2Ffavorites'),
        main.locator('a[href^="/login"]').click(),
      ]);
      await other.page.fill('#login-email', email);
      await other.page.fill('#login-password', PASSWORD);
      await Promise.all([
        other.page.waitForURL('**/favorites'),
        main.locator('form button[type="submit"]').click(),
      ]);
      // Now the account's list (with the hotel's name from the API), and the browser's copy is gone.
      const link = main.locator(`a[href="/hotel/${stay.hotelId}"]`);
      await expect.poll(() => link.count()).toBe(1);
      expect(await link.textContent()).not.toContain(stay.hotelId);
      expect(await other.page.evaluate(() => localStorage.getItem('tabiyori.favorites.ja'))).toBeNull();
      await main.getByRole('button', { name: /お気に入りから削除/ }).click();
      await expect.poll(() => main.textContent()).toContain('お気に入りはまだ登録されていません');
    } finally {
      await other.close();
    }
  });

  it("another member's booking number is a 404 page", async () => {
    const other = await openSession(1280);
    try {
      const probe = await signUpMember('probe');
      await withMemberCookie(other, probe);
      const res = await other.page.goto(`/mypage/bookings/${bookingNumber}`);
      expect(res?.status()).toBe(404);
      await expect
        .poll(() => other.page.locator('body').textContent(), { timeout: 15_000 })
        .toContain('BKE901');
    } finally {
      await other.close();
    }
  });

  it('a wrong password shows the log-in failure message', async () => {
    const other = await openSession(390);
    try {
      await other.page.goto('/login', { waitUntil: 'networkidle' });
      await other.page.fill('#login-email', email);
      await other.page.fill('#login-password', 'wrong-pass-1');
      await other.page.locator('main form button[type="submit"]').click();
      await expect
        .poll(() => other.page.locator('main [role="alert"]').first().textContent(), { timeout: 15_000 })
        .toBe('メールアドレスまたはパスワードが正しくありません。');
      expect(new URL(other.page.url()).pathname).toBe('/login');
    } finally {
      await other.close();
    }
  });

  it('an open-redirect attempt in returnTo ends on our own My page', async () => {
    const other = await openSession(1280);
    try {
      await other.page.goto('/login?returnTo=' + encodeURIComponent('//evil.example/steal'));
      await other.page.fill('#login-email', email);
      await other.page.fill('#login-password', PASSWORD);
      await Promise.all([
        other.page.waitForURL('**/mypage'),
        other.page.locator('main form button[type="submit"]').click(),
      ]);
      const url = new URL(other.page.url());
      expect(url.origin).toBe(new URL(webUrl()).origin);
      expect(url.pathname).toBe('/mypage');
      expect(await other.page.locator('h1').textContent()).toBe('マイページ');
    } finally {
      await other.close();
    }
  });

  it('the phone header shows every product link without sideways scrolling', async () => {
    const phone = await openSession(390);
    try {
      await phone.page.goto('/');
      const nav = phone.page.locator('.site-nav__list');
      const fits = await nav.evaluate((el) => el.scrollWidth <= el.clientWidth);
      expect(fits).toBe(true);
      const links = nav.locator('a');
      const count = await links.count();
      expect(count).toBeGreaterThanOrEqual(5);
      for (let i = 0; i < count; i++) {
        const box = await links.nth(i).boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      }
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await phone.close();
    }
  });
});
