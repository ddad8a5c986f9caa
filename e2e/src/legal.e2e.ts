/**
 * Legal and help pages (issue 17 item 3) in a real browser:
 * - every internal link of the top page, a list (/tours), a detail (its first tour) and the footer
 *   answers 200 (after redirects), in ja and en: the crawl fails on any other answer;
 * - the travel terms show the cancellation charges of the domain's rule, every page says it is a
 *   demo, and 会社概要 shows the same registration as the footer;
 * - the contact form works without JavaScript: the receipt number is shown and its mail arrives.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { mailsTo } from './mailbox';
import { openSession, webUrl, type Session } from './site';

/** Same-site links of the page (path and query), without fragments. */
async function internalLinks(page: Page): Promise<string[]> {
  const hrefs = await page.$$eval('a[href]', (as) => as.map((a) => (a as HTMLAnchorElement).href));
  const origin = new URL(webUrl()).origin;
  const out = new Set<string>();
  for (const href of hrefs) {
    const url = new URL(href);
    if (url.origin !== origin) continue;
    out.add(`${url.pathname}${url.search}`);
  }
  return [...out];
}

async function statusesOf(paths: string[]): Promise<Map<string, number>> {
  const result = new Map<string, number>();
  const queue = [...paths];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const res = await fetch(`${webUrl()}${path}`, { signal: AbortSignal.timeout(60_000) });
        await res.arrayBuffer();
        result.set(path, res.status);
      }
    }),
  );
  return result;
}

describe('every internal link answers 200', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession(1280);
  });
  afterAll(async () => {
    await s?.close();
  });

  it.each(['', '/en'])(
    'top page, a list, a detail and the footer (%s)',
    async (prefix) => {
      const links = new Set<string>();
      await s.page.goto(`${prefix}/`);
      for (const l of await internalLinks(s.page)) links.add(l);
      const footer = await s.page.locator('footer a').count();
      expect(footer).toBeGreaterThanOrEqual(11);
      await s.page.goto(`${prefix}/tours`);
      for (const l of await internalLinks(s.page)) links.add(l);
      const detail = await s.page.locator('main a[href*="/tours/"]').first().getAttribute('href');
      expect(detail).toBeTruthy();
      await s.page.goto(detail!);
      for (const l of await internalLinks(s.page)) links.add(l);
      for (const page of ['/terms/travel', '/terms', '/privacy', '/company', '/help', '/contact']) {
        expect(links, page).toContain(`${prefix}${page}`);
      }
      const statuses = await statusesOf([...links]);
      const failing = [...statuses].filter(([, status]) => status !== 200);
      expect(failing, `of ${statuses.size} links`).toEqual([]);
      // Every page of the site's links, each rendered once: minutes on a loaded machine.
    },
    600_000,
  );
});

describe('legal pages', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession(390);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('the travel terms state the domain’s cancellation charges; each page is marked demo', async () => {
    await s.page.goto('/terms/travel');
    expect(await s.page.locator('h1').textContent()).toBe('旅行業約款・旅行条件書');
    const tour = (await s.page.getByTestId('cancel-tour').textContent()) ?? '';
    for (const text of ['20日前〜8日前', '旅行代金の20%', '前日', '旅行代金の40%', '当日', '旅行代金の50%']) {
      expect(tour).toContain(text);
    }
    await s.page.screenshot({ path: '/tmp/accounts-terms-travel-390.png', fullPage: false });
    for (const page of [
      '/terms/travel',
      '/terms',
      '/privacy',
      '/company',
      '/help',
      '/contact',
      '/en/terms/travel',
    ]) {
      await s.page.goto(page);
      expect(await s.page.locator('main [role="note"]').textContent(), page).toMatch(/デモ|demo/);
    }
  });

  it('会社概要 shows the registration the footer shows', async () => {
    await s.page.goto('/company');
    const table = (await s.page.getByTestId('company-table').textContent()) ?? '';
    expect(table).toContain('観光庁長官登録旅行業 第0000号（デモ）');
    expect(await s.page.locator('footer').textContent()).toContain('観光庁長官登録旅行業 第0000号（デモ）');
  });
});

describe('contact form without JavaScript', () => {
  it('stores the message, shows its receipt number, and mails the receipt', async () => {
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        baseURL: webUrl(),
        locale: 'ja-JP',
      });
      const page = await context.newPage();
      const email = `contact-${randomBytes(4).toString('hex')}@example.jp`;
      await page.goto('/contact');
      await page.locator('main form button[type="submit"]').click();
      await page.waitForLoadState('load');
      expect(await page.locator('#contact-name-error').textContent()).toBe('入力してください。');
      await page.fill('#contact-name', '旅 日和');
      await page.fill('#contact-email', email);
      await page.selectOption('#contact-subject', 'payment');
      await page.fill('#contact-body', '銀行振込の期限について教えてください。');
      await page.locator('main form button[type="submit"]').click();
      await page.waitForLoadState('load');
      const done = (await page.getByTestId('contact-done').textContent()) ?? '';
      const number = /受付番号 (\d+)/.exec(done)?.[1];
      expect(number).toBeDefined();
      await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(1);
      const [mail] = await mailsTo(email);
      expect(mail!.subject).toBe(`【tabiyori】お問い合わせを受け付けました（受付番号 ${number}）`);
      expect(mail!.text).toContain('お支払いについて');
    } finally {
      await browser.close();
    }
  });
});
