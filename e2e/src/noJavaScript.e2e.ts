/**
 * My page and the coupon console with JavaScript turned off (playwright context javaScriptEnabled:
 * false): every form is a plain GET or POST (server actions), so a traveller edits the profile (a
 * wrong reading is refused beside its field, then the save is kept), cancels a booking after seeing
 * the charge, and an operator creates a coupon and saves a change to it (a refused value comes back
 * with the catalogue's message and the values as sent). Nothing here runs a script of the page.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bookableTour, bookTourOverApi } from './bookable';
import { asMember, logInBrowser, signUpMember, type Member } from './members';
import { logIn } from './operatorSite';
import { openSession, type Session } from './site';

const noScript = { javaScriptEnabled: false };

describe('My page without JavaScript', () => {
  let s: Session;
  let member: Member;
  beforeAll(async () => {
    member = await signUpMember('nojs');
    s = await openSession(390, 'ja-JP', noScript);
    await logInBrowser(s, member.email);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('edits the profile: a wrong reading is refused beside its field, then the save is kept', async () => {
    const { page } = s;
    await page.goto('/mypage');
    await page.getByRole('button', { name: '会員情報を変更する' }).click();
    await page.waitForURL('**/mypage?edit=profile');
    await page.fill('#profile-givenName', '春子');
    await page.fill('#profile-givenNameKana', 'haruko');
    await page.fill('#profile-phone', '03-1234-5678');
    await page.getByRole('button', { name: '保存する' }).click();
    await page.waitForLoadState('load');
    // The action's answer, rendered by the server: the field's error next to it, the values as typed.
    expect(await page.locator('#profile-givenNameKana-error').textContent()).toBe(
      '全角カタカナで入力してください。',
    );
    expect(await page.locator('#profile-givenNameKana').getAttribute('aria-invalid')).toBe('true');
    expect(await page.inputValue('#profile-givenName')).toBe('春子');
    expect(await page.locator('main [role="alert"]').first().textContent()).toMatch(/\S/);
    // The keyboard and the screen reader start at what went wrong (autofocus, no script needed).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null))
      .toBe('form-failure');

    await page.fill('#profile-givenNameKana', 'ハルコ');
    await page.getByRole('button', { name: '保存する' }).click();
    await page.waitForURL('**/mypage?saved=profile');
    expect(await page.getByRole('status').filter({ hasText: '会員情報を保存しました。' }).count()).toBe(1);
    const profile = page.locator('section[aria-labelledby="mypage-profile"]');
    expect(await profile.textContent()).toContain('旅野 春子');
    expect(await profile.textContent()).toContain('0312345678');
    const stored = (await (await asMember(member, '/v1/account/profile')).json()) as {
      user: { givenName: string; givenNameKana: string; phone: string };
    };
    expect(stored.user).toMatchObject({ givenName: '春子', givenNameKana: 'ハルコ', phone: '0312345678' });

    // 「変更をやめる」 closes the editor without saving.
    await page.getByRole('button', { name: '会員情報を変更する' }).click();
    await page.fill('#profile-givenName', '秋子');
    await page.getByRole('button', { name: '変更をやめる' }).click();
    await page.waitForLoadState('load');
    expect(await page.locator('#profile-givenName').count()).toBe(0);
    expect(await profile.textContent()).toContain('旅野 春子');
  });

  it('cancels a booking after seeing the charge', async () => {
    const { page } = s;
    const number = await bookTourOverApi(member, await bookableTour(member));
    await page.goto(`/mypage/bookings/${number}`);
    expect(await page.getByTestId('booking-status').textContent()).toBe('予約確定');
    await page.getByRole('button', { name: '予約を取り消す' }).click();
    await page.waitForURL(`**/mypage/bookings/${number}?cancel=confirm`);
    const dialog = page.locator('dialog[open]');
    expect(await dialog.getByTestId('cancel-charge').textContent()).toMatch(/無料|円/);
    // 「取り消さない」 keeps the booking.
    await dialog.getByRole('button', { name: '取り消さない' }).click();
    await page.waitForLoadState('load');
    expect(await page.locator('dialog[open]').count()).toBe(0);
    expect(await page.getByTestId('booking-status').textContent()).toBe('予約確定');

    await page.getByRole('button', { name: '予約を取り消す' }).click();
    await page.locator('dialog[open]').getByRole('button', { name: '取り消す', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/mypage/bookings/${number}` && url.search === '');
    expect(await page.getByTestId('booking-status').textContent()).toBe('取消済み');
    const booking = (await (await asMember(member, `/v1/bookings/${number}`)).json()) as { status: string };
    expect(booking.status).toBe('cancelled');
  });
});

describe('coupon console without JavaScript', () => {
  let s: Session;
  const code = `NOJS${randomBytes(3).toString('hex').toUpperCase()}`;
  beforeAll(async () => {
    s = await openSession(1280, 'ja-JP', noScript);
    await logIn(s, inject('operatorEmail'), inject('operatorPassword'));
  });
  afterAll(async () => {
    await s?.close();
  });

  it('creates a coupon, then a refused change comes back with its message and a change is saved', async () => {
    const { page } = s;
    await page.goto('/operator/coupons/new');
    const form = page.getByTestId('coupon-editor');
    await form.getByLabel('クーポンコード').fill(code);
    await form.getByLabel('クーポン名', { exact: true }).fill('JavaScriptなしで作ったクーポン');
    await form.getByLabel('割引額（円）または割引率（%）').fill('500');
    await form.getByRole('button', { name: '作成する' }).click();
    await page.waitForURL(`**/operator/coupons/${code}`);
    expect(await page.locator('h1').textContent()).toContain(code);

    // A refused value: the API's catalogue message, and what was typed is still in the form.
    await form.getByLabel('年齢（から）').fill('70');
    await form.getByLabel('年齢（まで）').fill('20');
    await form.getByLabel('最低予約金額（円）').fill('12000');
    await form.getByRole('button', { name: '保存', exact: true }).click();
    await page.waitForLoadState('load');
    expect(await form.locator('[role="alert"]').textContent()).toMatch(/\S/);
    expect(await form.getByLabel('最低予約金額（円）').inputValue()).toBe('12000');
    expect(await form.getByLabel('年齢（から）').inputValue()).toBe('70');

    await form.getByLabel('年齢（から）').fill('20');
    await form.getByLabel('年齢（まで）').fill('70');
    await form.getByLabel('クーポン名', { exact: true }).fill('JavaScriptなしで直したクーポン');
    await form.getByRole('button', { name: '保存', exact: true }).click();
    await page.waitForURL(`**/operator/coupons/${code}?saved=1`);
    expect(await form.getByRole('status').textContent()).toBe('保存しました。');
    expect(await form.getByLabel('最低予約金額（円）').inputValue()).toBe('12000');
    expect(await page.locator('h1').textContent()).toContain('JavaScriptなしで直したクーポン');
    await page.goto(`/operator/coupons/${code}`);
    expect(await form.getByLabel('最低予約金額（円）').inputValue()).toBe('12000');
    expect(await form.getByRole('status').textContent()).toBe('');
  });
});
