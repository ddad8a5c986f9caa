/**
 * Accounts in a real browser (issue 17 item 4, issue 13 item 6):
 * - without JavaScript, sign-up, log-out and log-in work through their forms (POST to server
 *   actions), and no password ever reaches a URL; a common password is refused with its message;
 * - Enter pressed before the page's scripts have run posts the form (no password in the URL);
 * - a forgotten password: the reset mail arrives in the development mailbox, its link sets a new
 *   password (a common one refused first), and the traveller logs in with it (single use and
 *   expiry: apps/api/src/routes/accountRecovery.test.ts);
 * - the sign-up mail's link confirms the address, which My page then shows;
 * - "log out everywhere" on My page ends the sessions of other browsers too.
 */
import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { linkInMail } from './mailbox';
import { openSession, webUrl, type Session } from './site';

const PASSWORD = 'kumano kodo walk';

const newEmail = (tag: string) => `acct-${tag}-${randomBytes(4).toString('hex')}@example.jp`;

/** Every URL the page requested or navigated to: no password may appear in one. */
function watchUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r: Request) => urls.push(r.url()));
  page.on('framenavigated', (f) => urls.push(f.url()));
  return urls;
}

async function fillSignup(page: Page, email: string, password: string) {
  await page.fill('#signup-familyName', '旅');
  await page.fill('#signup-givenName', '日和');
  await page.fill('#signup-familyNameKana', 'タビ');
  await page.fill('#signup-givenNameKana', 'ヒヨリ');
  await page.fill('#signup-email', email);
  await page.fill('#signup-password', password);
  await page.fill('#signup-passwordConfirm', password);
}

/** Waits until React runs the page's forms (they send js=1 from then on). */
async function hydrated(page: Page) {
  await page.locator('main form input[name="js"][value="1"]').first().waitFor({ state: 'attached' });
}

async function logIn(page: Page, email: string, password: string, js = false) {
  await page.goto('/login?returnTo=%2Fmypage');
  if (js) await hydrated(page);
  await page.fill('#login-email', email);
  await page.fill('#login-password', password);
  await Promise.all([page.waitForURL('**/mypage'), page.locator('main form button[type="submit"]').click()]);
}

describe('account forms without JavaScript', () => {
  let context: BrowserContext;
  let page: Page;
  let close: () => Promise<void>;
  let urls: string[];
  const email = newEmail('nojs');

  beforeAll(async () => {
    const browser = await launchBrowser();
    context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: webUrl(),
      viewport: { width: 390, height: 844 },
      locale: 'ja-JP',
    });
    page = await context.newPage();
    urls = watchUrls(page);
    close = () => browser.close();
  });
  afterAll(async () => {
    await close?.();
  });

  it('signs up (a common password refused first), lands on My page with the address unconfirmed', async () => {
    await page.goto('/signup?returnTo=%2Fmypage');
    expect(await page.locator('main form').first().getAttribute('method')).toMatch(/post/i);
    await fillSignup(page, email, 'password');
    await page.locator('main form button[type="submit"]').click();
    await page.waitForLoadState('load');
    await expect
      .poll(() => page.locator('#signup-password-error').textContent(), { timeout: 20_000 })
      .toContain('よく使われているため');
    // The other fields are kept; the password is not.
    expect(await page.inputValue('#signup-email')).toBe(email);
    expect(await page.inputValue('#signup-password')).toBe('');

    await page.fill('#signup-password', PASSWORD);
    await page.fill('#signup-passwordConfirm', PASSWORD);
    await Promise.all([
      page.waitForURL('**/mypage'),
      page.locator('main form button[type="submit"]').click(),
    ]);
    expect(await page.getByTestId('email-state').textContent()).toBe('未確認');
  });

  it('logs out from the header and logs in again with the form', async () => {
    await Promise.all([page.waitForURL(`${webUrl()}/`), page.locator('header form button').click()]);
    await page.goto('/login?returnTo=%2Fmypage');
    await page.fill('#login-email', email);
    await page.fill('#login-password', 'wrong password');
    await page.locator('main form button[type="submit"]').click();
    await page.waitForLoadState('load');
    expect(await page.locator('main [role="alert"]').first().textContent()).toContain(
      'メールアドレスまたはパスワードが正しくありません',
    );
    expect(await page.inputValue('#login-email')).toBe(email);
    await logIn(page, email, PASSWORD);
    expect(await page.locator('h1').textContent()).toBe('マイページ');
  });

  it('never put a password in a URL', () => {
    expect(urls.length).toBeGreaterThan(5);
    for (const url of urls) {
      expect(url).not.toContain('password');
      expect(url).not.toContain(encodeURIComponent(PASSWORD));
      expect(url).not.toContain('kumano');
    }
  });
});

describe('Enter before the scripts have run', () => {
  it('posts the log-in form: the password stays out of the URL', async () => {
    const s = await openSession(1280);
    try {
      const urls = watchUrls(s.page);
      // Hold every script until Enter was pressed: the page is not hydrated yet.
      const held: (() => Promise<void>)[] = [];
      await s.page.route('**/_next/static/**/*.js', (route) => {
        held.push(() => route.continue());
      });
      await s.page.goto('/login?returnTo=%2Fmypage', { waitUntil: 'domcontentloaded' });
      await s.page.fill('#login-email', 'hanako@example.jp');
      await s.page.fill('#login-password', 'tabiyori-demo');
      const post = s.page.waitForRequest(
        (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/login',
      );
      await s.page.press('#login-password', 'Enter');
      const request = await post;
      expect(request.postData() ?? '').toContain('tabiyori-demo'); // in the body, not the URL
      // The answer is a redirect to My page (whose own scripts are still held: no load event).
      await s.page.waitForURL('**/mypage', { waitUntil: 'commit' });
      await s.page.unroute('**/_next/static/**/*.js');
      await Promise.all(held.map((go) => go().catch(() => undefined)));
      for (const url of urls) expect(url).not.toContain('tabiyori-demo');
    } finally {
      await s.close();
    }
  });
});

describe('recovery with JavaScript (390 px)', () => {
  let s: Session;
  const email = newEmail('reset');

  beforeAll(async () => {
    s = await openSession(390);
    await s.page.goto('/signup?returnTo=%2Fmypage');
    await hydrated(s.page);
    await fillSignup(s.page, email, PASSWORD);
    await Promise.all([
      s.page.waitForURL('**/mypage'),
      s.page.locator('main form button[type="submit"]').click(),
    ]);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('confirms the address with the sign-up mail’s link; My page shows it', async () => {
    expect(await s.page.getByTestId('email-state').textContent()).toBe('未確認');
    const link = await linkInMail(email, 'メールアドレスの確認', '/email/verify');
    await s.page.goto(link);
    await hydrated(s.page);
    await s.page.locator('main form button[type="submit"]').click();
    await s.page.getByTestId('email-verified').waitFor();
    await s.page.goto('/mypage');
    expect(await s.page.getByTestId('email-state').textContent()).toBe('確認済み');
  });

  it('forgot password → mail → new password → log in', async () => {
    await Promise.all([s.page.waitForURL(`${webUrl()}/`), s.page.locator('header form button').click()]);
    await s.page.goto('/login');
    await Promise.all([
      s.page.waitForURL('**/password/reset'),
      s.page.getByRole('link', { name: 'パスワードをお忘れの方' }).click(),
    ]);
    await hydrated(s.page);
    await s.page.fill('#reset-email', email);
    await s.page.locator('main form button[type="submit"]').click();
    await s.page.getByTestId('reset-sent').waitFor();
    await s.page.screenshot({ path: '/tmp/accounts-reset-sent-390.png', fullPage: true });

    const link = await linkInMail(email, 'パスワード再設定', '/password/reset');
    await s.page.goto(link);
    await hydrated(s.page);
    await s.page.fill('#reset-password', 'password');
    await s.page.fill('#reset-passwordConfirm', 'password');
    await s.page.locator('main form button[type="submit"]').click();
    await expect
      .poll(() => s.page.locator('#reset-password-error').textContent(), { timeout: 20_000 })
      .toContain('よく使われているため');

    const fresh = 'a new kumano passphrase';
    await s.page.fill('#reset-password', fresh);
    await s.page.fill('#reset-passwordConfirm', fresh);
    await Promise.all([
      s.page.waitForURL('**/login?reset=done'),
      s.page.locator('main form button[type="submit"]').click(),
    ]);
    expect(await s.page.locator('main [role="status"]').first().textContent()).toContain(
      'パスワードを変更しました',
    );
    await s.page.screenshot({ path: '/tmp/accounts-reset-done-390.png', fullPage: true });
    await logIn(s.page, email, fresh, true);
  });

  it('logs out everywhere: another browser’s session ends too', async () => {
    const other = await openSession(1280, 'en-US');
    try {
      await logIn(other.page, email, 'a new kumano passphrase', true);
      await s.page.goto('/mypage');
      await hydrated(s.page);
      await s.page.screenshot({ path: '/tmp/accounts-mypage-390.png', fullPage: true });
      await Promise.all([
        s.page.waitForURL('**/login?loggedOut=everywhere'),
        s.page.getByRole('button', { name: 'すべての端末からログアウト' }).click(),
      ]);
      await other.page.goto('/mypage');
      expect(new URL(other.page.url()).pathname).toMatch(/\/login$/);
    } finally {
      await other.close();
    }
  });
});
