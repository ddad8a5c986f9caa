/**
 * The coupons console in a real browser (issue 19 item 4): the first admin opens /operator/coupons
 * (usage figures), creates a coupon with member, product, party, date and count conditions, finds
 * every condition kept on its page, edits it (kept after a reload), closes and opens it, hands it to
 * members by e-mail and by member id (handed out 1, then 2; an unknown address is refused with the
 * catalogue's message), and the list shows the figures. A sales operator changes a coupon; a support
 * operator reads it (no create, no hand-out, the editor disabled) in English at 390 px. axe (WCAG 2.2
 * A/AA) on every console page visited; with E2E_SHOTS=dir each page is saved there.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signUpMember } from './members';
import { checked, logIn } from './operatorSite';
import { openSession, type Session } from './site';

const usage = (s: Session) => s.page.getByTestId('coupon-usage').textContent();

describe('coupons console (issue 19 item 4)', () => {
  const code = `E2E${randomBytes(3).toString('hex').toUpperCase()}`;
  const salesEmail = `sales-${randomBytes(4).toString('hex')}@example.jp`;
  const supportEmail = `support-${randomBytes(4).toString('hex')}@example.jp`;
  const password = `staff-${randomBytes(8).toString('hex')}`;
  let admin: Session;

  beforeAll(async () => {
    admin = await openSession(1280);
    await logIn(admin, inject('operatorEmail'), inject('operatorPassword'));
  });
  afterAll(async () => {
    await admin?.close();
  });

  it('creates a coupon with every kind of condition and finds them kept on its page (ja, 1280 px)', async () => {
    const { page } = admin;
    await page.getByRole('link', { name: 'クーポン', exact: true }).click();
    await page.waitForURL('**/operator/coupons');
    await expect
      .poll(() => page.getByTestId('coupon-table').textContent(), { timeout: 15_000 })
      .toContain('WELCOME1000');
    await checked(admin, 'coupons-list-ja-1280');

    await page.getByRole('link', { name: 'クーポンを作成' }).click();
    await page.waitForURL(/\/operator\/coupons\/new$/);
    const form = page.getByTestId('coupon-editor');
    await form.getByLabel('クーポンコード').fill(code);
    await form.getByLabel('クーポン名', { exact: true }).fill('E2E 女性限定 温泉 800円引き');
    await form.getByLabel('クーポン名（英語）').fill('E2E women, hot springs, 800 yen off');
    await form.getByLabel('割引額（円）または割引率（%）').fill('800');
    await form.getByLabel('他のクーポンと併用可').check();
    await form.getByLabel('宿泊', { exact: true }).check();
    await form.getByLabel('目的地エリアコード').fill('OKA');
    await form.getByLabel('お子様（子供・幼児）を含む予約のみ').check();
    await form.getByLabel('女性', { exact: true }).check();
    await form.getByLabel('年齢（から）').fill('20');
    await form.getByLabel('年齢（まで）').fill('64');
    await form.getByLabel('お住まいの都道府県コード（カンマ区切り）').fill('13, 14');
    await form.getByLabel('誕生月のみ').check();
    await form.getByLabel('出発日（から）').fill('2027-01-10');
    await form.getByLabel('出発日（まで）').fill('2027-12-20');
    await form.getByLabel(/対象外の出発日/).fill('20270429-20270506');
    await form.getByLabel('お一人様の利用回数の上限').fill('1');
    await form.getByLabel('利用回数の上限（全体）').fill('50');
    await form.getByLabel('最低予約金額（円）').fill('10000');
    await form.getByLabel(/必要なこだわり条件コード/).fill('101');
    await checked(admin, 'coupon-new-ja-1280');
    await Promise.all([
      page.waitForURL((url) => url.pathname === `/operator/coupons/${code}`),
      form.getByRole('button', { name: '作成する' }).click(),
    ]);
    const editor = page.getByTestId('coupon-editor');
    for (const label of ['女性', '宿泊'])
      expect(await editor.getByLabel(label, { exact: true }).isChecked()).toBe(true);
    for (const label of ['他のクーポンと併用可', 'お子様（子供・幼児）を含む予約のみ', '誕生月のみ'])
      expect(await editor.getByLabel(label).isChecked()).toBe(true);
    expect(await editor.getByLabel('男性', { exact: true }).isChecked()).toBe(false);
    const kept: [string | RegExp, string][] = [
      ['クーポン名（英語）', 'E2E women, hot springs, 800 yen off'],
      ['目的地エリアコード', 'OKA'],
      ['年齢（から）', '20'],
      ['年齢（まで）', '64'],
      ['お住まいの都道府県コード（カンマ区切り）', '13, 14'],
      ['出発日（から）', '2027-01-10'],
      ['出発日（まで）', '2027-12-20'],
      [/対象外の出発日/, '20270429-20270506'],
      ['お一人様の利用回数の上限', '1'],
      ['利用回数の上限（全体）', '50'],
      ['最低予約金額（円）', '10000'],
      [/必要なこだわり条件コード/, '101'],
    ];
    for (const [label, value] of kept) expect(await editor.getByLabel(label).inputValue()).toBe(value);
    // Created closed (the form's default), nothing handed out yet.
    expect(await page.getByTestId('coupon-state').textContent()).toBe('非公開');
    expect(await usage(admin)).toMatch(/配布数\s*0/);
    await checked(admin, 'coupon-detail-ja-1280');
  });

  it('edits the coupon (kept after a reload), opens and closes it', async () => {
    const { page } = admin;
    const editor = page.getByTestId('coupon-editor');
    await editor.getByLabel('割引額（円）または割引率（%）').fill('1200');
    await editor.getByLabel('誕生月のみ').uncheck();
    await editor.getByLabel('男性', { exact: true }).check();
    await editor.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => editor.getByRole('status').textContent(), { timeout: 15_000 }).not.toBe('');
    await page.reload({ waitUntil: 'networkidle' });
    expect(await editor.getByLabel('割引額（円）または割引率（%）').inputValue()).toBe('1200');
    expect(await editor.getByLabel('誕生月のみ').isChecked()).toBe(false);
    expect(await editor.getByLabel('男性', { exact: true }).isChecked()).toBe(true);
    expect(await editor.getByLabel('目的地エリアコード').inputValue()).toBe('OKA');

    await page.getByRole('button', { name: '公開する', exact: true }).click();
    await expect
      .poll(() => page.getByTestId('coupon-state').textContent(), { timeout: 15_000 })
      .toBe('公開中');
    await page.getByRole('button', { name: '非公開にする' }).click();
    await expect
      .poll(() => page.getByTestId('coupon-state').textContent(), { timeout: 15_000 })
      .toBe('非公開');
    await page.getByRole('button', { name: '公開する', exact: true }).click();
    await expect
      .poll(() => page.getByTestId('coupon-state').textContent(), { timeout: 15_000 })
      .toBe('公開中');
  });

  it('hands the coupon out by e-mail and by member id; an unknown address is refused', async () => {
    const { page } = admin;
    // The member's userId is what the console's id grant takes.
    const [byEmail, byId] = [await signUpMember('coupon'), await signUpMember('coupon')];
    const grant = page.locator('section[aria-labelledby="cp-grant"]');
    await grant.getByLabel('メールアドレス').fill('nobody@example.jp');
    await grant.getByRole('button', { name: '配布する' }).click();
    await expect.poll(() => grant.locator('[role="alert"]').textContent(), { timeout: 15_000 }).toMatch(/\S/);
    await checked(admin, 'coupon-grant-refused-ja-1280');
    await grant.getByLabel('メールアドレス').fill(byEmail.email);
    await grant.getByRole('button', { name: '配布する' }).click();
    await expect.poll(() => usage(admin), { timeout: 20_000 }).toMatch(/配布数\s*1/);
    await grant.getByLabel('会員ID').fill(byId.userId);
    await grant.getByRole('button', { name: '配布する' }).click();
    await expect.poll(() => usage(admin), { timeout: 20_000 }).toMatch(/配布数\s*2/);
    expect(await usage(admin)).toMatch(/利用中\s*0/);

    await page.goto('/operator/coupons', { waitUntil: 'networkidle' });
    const row = page.locator(`tr[data-coupon-code="${code}"]`);
    expect((await row.locator('td').allTextContents()).slice(3)).toEqual(['公開中', '2', '0', '0']);
  });

  it('a sales operator changes a coupon; support reads it in English at 390 px', async () => {
    const { page } = admin;
    await page.goto('/operator/operators', { waitUntil: 'networkidle' });
    for (const [email, role] of [
      [salesEmail, 'sales'],
      [supportEmail, 'support'],
    ] as const) {
      await page.fill('input[name="email"]', email);
      await page.fill('input[name="password"]', password);
      await page.fill('input[name="familyName"]', '佐藤');
      await page.selectOption('section[aria-labelledby="op-create"] select[name="operatorRole"]', role);
      await page.getByRole('button', { name: '作成', exact: true }).click();
      await expect
        .poll(() => page.locator(`tr[data-operator="${email}"]`).count(), { timeout: 20_000 })
        .toBe(1);
    }

    const sales = await openSession(1280);
    try {
      await logIn(sales, salesEmail, password);
      await sales.page.goto(`/operator/coupons/${code}`, { waitUntil: 'networkidle' });
      const editor = sales.page.getByTestId('coupon-editor');
      await editor.getByLabel('最低予約金額（円）').fill('15000');
      await editor.getByRole('button', { name: '保存' }).click();
      await expect.poll(() => editor.getByRole('status').textContent(), { timeout: 15_000 }).not.toBe('');
      await sales.page.reload({ waitUntil: 'networkidle' });
      expect(await editor.getByLabel('最低予約金額（円）').inputValue()).toBe('15000');
    } finally {
      await sales.close();
    }

    const support = await openSession(390, 'en-US');
    try {
      await logIn(support, supportEmail, password, 'en');
      await support.page.goto('/en/operator/coupons', { waitUntil: 'networkidle' });
      expect(await support.page.locator('h1').textContent()).toBe('Coupons');
      await expect
        .poll(() => support.page.getByTestId('coupon-table').textContent(), { timeout: 15_000 })
        .toContain(code);
      // The English console names the coupon by its English name.
      expect(await support.page.locator(`tr[data-coupon-code="${code}"]`).textContent()).toContain(
        'E2E women, hot springs, 800 yen off',
      );
      expect(await support.page.getByRole('link', { name: 'New coupon' }).count()).toBe(0);
      await checked(support, 'coupons-list-en-390');
      await support.page.getByRole('link', { name: code }).click();
      await support.page.waitForURL(`**/en/operator/coupons/${code}`);
      const editor = support.page.getByTestId('coupon-editor');
      expect(await editor.getByLabel('Minimum booking amount (yen)').inputValue()).toBe('15000');
      expect(await editor.getByLabel('Minimum booking amount (yen)').isDisabled()).toBe(true);
      expect(await editor.getByRole('button').count()).toBe(0);
      expect(await support.page.locator('section[aria-labelledby="cp-grant"]').count()).toBe(0);
      expect(await support.page.getByRole('button', { name: 'Close' }).count()).toBe(0);
      expect(await usage(support)).toMatch(/Handed out\s*2/);
      await checked(support, 'coupon-detail-en-390');
      await support.page.goto('/en/operator/coupons/new', { waitUntil: 'networkidle' });
      expect(await support.page.locator('main [role="alert"]').textContent()).toBe(
        'You may not use this screen.',
      );
      expect(await support.page.getByTestId('coupon-editor').count()).toBe(0);
    } finally {
      await support.close();
    }
  });
});
