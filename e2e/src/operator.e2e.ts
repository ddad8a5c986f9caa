/**
 * The back office in a real browser (issue 19): the first admin (OPERATOR_EMAIL / OPERATOR_PASSWORD
 * given to the stack, as `npm start` takes them) logs in at /operator/login; schedules maintenance
 * from now, the traveller's pages answer 503 with the notice, and ends it; creates a support
 * operator, who finds a traveller's booking and cancels it for them, and the places come back; the
 * English console at 390 px. axe (WCAG 2.2 A/AA) on every console page visited. With E2E_SHOTS=dir
 * each page visited is also saved as a screenshot there.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bookAs, quoteAs, signUpMember } from './members';
import { checked, logIn } from './operatorSite';
import { openSession, withDb, type Session } from './site';

/** YYYY-MM-DDTHH:mm in Japan time (a datetime-local input's value) of an instant. */
function japanInput(ms: number): string {
  return new Date(ms + 9 * 3600_000).toISOString().slice(0, 16);
}

/** A traveller signs up and books an optional activity for two over the API; its number and stock row. */
async function bookingForTwo() {
  const found = await withDb(async (client) => {
    const { rows } = await client.query<{ optional_id: string; use_date: string }>(
      `select d.optional_id, to_char(d.use_date, 'YYYYMMDD') as use_date from optional_day d
       join optional_activity o on o.optional_id = d.optional_id
       where d.use_date >= current_date + 20 and d.stock >= 6
         and (o.doc->>'minPax')::int <= 2 and (o.doc->>'maxPax')::int >= 2
       order by d.use_date desc, d.optional_id limit 1`,
    );
    return rows[0]!;
  });
  const member = await signUpMember('office', { givenName: '太郎', givenNameKana: 'タロウ' });
  const { email } = member;
  const request = { kind: 'optional', optionalId: found.optional_id, date: found.use_date, adultPax: 2 };
  const quote = (await quoteAs(member, request)).body as { paidTotal: number };
  const { bookingNumber } = await bookAs(member, { ...request, expectedTotal: quote.paidTotal });
  const stock = () =>
    withDb(async (client) => {
      const { rows } = await client.query<{ stock: number }>(
        `select stock from optional_day where optional_id = $1 and use_date = to_date($2, 'YYYYMMDD')`,
        [found.optional_id, found.use_date],
      );
      return rows[0]!.stock;
    });
  return { bookingNumber, email, stock };
}

describe('the back office in a real browser (issue 19)', () => {
  const adminEmail = inject('operatorEmail');
  const adminPassword = inject('operatorPassword');
  const supportEmail = `support-${randomBytes(4).toString('hex')}@example.jp`;
  const supportPassword = `support-${randomBytes(8).toString('hex')}`;
  let admin: Session;
  let visitor: Session;

  beforeAll(async () => {
    admin = await openSession(1280);
    visitor = await openSession(1280);
  });
  afterAll(async () => {
    await admin?.close();
    await visitor?.close();
  });

  it('sends a visitor to the log-in; the first admin logs in and sees the dashboard', async () => {
    await visitor.page.goto('/operator/bookings');
    expect(new URL(visitor.page.url()).pathname).toBe('/operator/login');
    await checked(visitor, 'login-ja-1280');
    await logIn(admin, adminEmail, adminPassword);
    expect(await admin.page.locator('h1').textContent()).toBe('ダッシュボード');
    expect(await admin.page.getByTestId('maintenance-state').textContent()).toBe('通常どおり公開中');
    await checked(admin, 'dashboard-ja-1280');
  });

  it('schedules maintenance now: traveller pages answer 503 with the notice until the operator ends it', async () => {
    const { page } = admin;
    await page.goto('/operator/maintenance');
    await checked(admin, 'maintenance-ja-1280');
    await page.fill('input[name="until"]', japanInput(Date.now() + 2 * 3600_000));
    await page.getByRole('button', { name: '今すぐ開始' }).click();
    await expect
      .poll(() => page.getByTestId('maintenance-state').textContent())
      .toContain('メンテナンス中：');
    // The preview is the notice travellers get.
    expect(await page.locator('#mt-preview-notice').textContent()).toBe('メンテナンス中');
    await checked(admin, 'maintenance-active-ja-1280');

    const res = await visitor.page.goto('/tours');
    expect(res?.status()).toBe(503);
    expect(await visitor.page.locator('h1').textContent()).toBe('メンテナンス中');
    // The back office itself stays open.
    expect((await page.reload())?.status()).toBe(200);

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: '今すぐ終了' }).click();
    await expect.poll(() => page.getByTestId('maintenance-state').textContent()).toBe('通常どおり公開中');
    expect((await visitor.page.goto('/tours'))?.status()).toBe(200);

    await page.goto('/operator/audit?targetType=maintenance');
    expect(await page.locator('tbody tr').count()).toBeGreaterThanOrEqual(2);
    expect(await page.locator('tbody').textContent()).toContain('maintenance.end');
    await checked(admin, 'audit-ja-1280');
  });

  it('the admin creates a support operator, who cancels a booking for the customer; the places come back', async () => {
    const booking = await bookingForTwo();
    const { page } = admin;
    await page.goto('/operator/operators');
    await page.fill('input[name="email"]', supportEmail);
    await page.fill('input[name="password"]', supportPassword);
    await page.fill('input[name="familyName"]', '佐藤');
    await page.selectOption('section[aria-labelledby="op-create"] select[name="operatorRole"]', 'support');
    await page.getByRole('button', { name: '作成', exact: true }).click();
    await expect
      .poll(() => page.locator(`tr[data-operator="${supportEmail}"]`).count(), { timeout: 20_000 })
      .toBe(1);
    await checked(admin, 'operators-ja-1280');

    const support = await openSession(390);
    try {
      await logIn(support, supportEmail, supportPassword);
      // Support has no audit log or operators in the menu.
      expect(await support.page.locator('nav').textContent()).not.toContain('操作履歴');
      await support.page.goto('/operator/bookings');
      await support.page.fill('input[name="name"]', 'たびの たろう');
      await support.page.fill('input[name="email"]', booking.email);
      await support.page.getByRole('button', { name: '検索', exact: true }).click();
      await support.page.waitForURL(/email=/);
      await checked(support, 'bookings-ja-390');
      await support.page.getByRole('link', { name: booking.bookingNumber }).click();
      await support.page.waitForURL(`**/operator/bookings/${booking.bookingNumber}`);
      // Nothing done in the back office yet: the history says so rather than an empty table.
      expect(await support.page.locator('section[aria-labelledby="bk-history"]').innerText()).toContain(
        'この予約への管理画面での操作はまだありません。',
      );
      expect(await support.page.locator('[data-testid="booking-lead"]').innerText()).toContain(
        '（タビノ タロウ）',
      );
      await checked(support, 'booking-ja-390');
      const before = await booking.stock();
      support.page.once('dialog', (dialog) => void dialog.accept());
      await support.page.getByRole('button', { name: 'お客様に代わって取り消す' }).click();
      await expect.poll(() => support.page.getByTestId('booking-status').textContent()).toBe('取消済み');
      expect(await booking.stock()).toBe(before + 2);
      expect(
        await support.page.locator('section[aria-labelledby="bk-history"] tbody').textContent(),
      ).toContain(supportEmail);
      await support.page.fill('textarea[name="body"]', 'お客様のご依頼で取消。');
      await support.page.getByRole('button', { name: 'メモを追加' }).click();
      await expect
        .poll(() => support.page.locator('section[aria-labelledby="bk-notes"]').textContent())
        .toContain('お客様のご依頼で取消。');
      await checked(support, 'booking-cancelled-ja-390');
    } finally {
      await support.close();
    }
  });

  it('works in English at 390 px (bookings, customers, audit, maintenance) with no axe violations', async () => {
    const en = await openSession(390, 'en-US');
    try {
      await logIn(en, adminEmail, adminPassword, 'en');
      expect(await en.page.locator('h1').textContent()).toBe('Dashboard');
      await checked(en, 'dashboard-en-390');
      await en.page.goto('/en/operator/bookings?status=cancelled');
      expect(await en.page.locator('h1').textContent()).toBe('Find bookings');
      await checked(en, 'bookings-en-390');
      await en.page.locator('tbody a').first().click();
      await en.page.waitForURL(/\/en\/operator\/bookings\/TB/);
      // The booking in English punctuation: the reading in ASCII brackets, the customer's facts with " · ".
      expect(await en.page.locator('[data-testid="booking-lead"]').innerText()).not.toMatch(/[（）]/);
      expect(await en.page.locator('section[aria-labelledby="bk-customer"] p').innerText()).toContain(' · ');
      expect(await en.page.locator('#bk-history').innerText()).toBe('Audit log');
      await checked(en, 'booking-en-390');
      await en.page.getByRole('link', { name: "Open the customer's page" }).click();
      await en.page.waitForURL(/\/en\/operator\/customers\/u/);
      expect(await en.page.locator('h1').textContent()).toMatch(/^Customer /);
      await checked(en, 'customer-en-390');
      await en.page.goto('/en/operator/audit?action=booking.');
      expect(await en.page.locator('tbody').textContent()).toContain('booking.cancel');
      // An action code is one word on a phone too: its text is laid out on one line ("booking.c / ancel" was not).
      const actionLines = await en.page
        .locator('tr[data-action="booking.cancel"] td:nth-child(3)')
        .first()
        .evaluate((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return range.getClientRects().length;
        });
      expect(actionLines).toBe(1);
      await checked(en, 'audit-en-390');
      await en.page.goto('/en/operator/maintenance');
      await checked(en, 'maintenance-en-390');
    } finally {
      await en.close();
    }
  });
});
