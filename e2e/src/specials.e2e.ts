/**
 * Specials from the back office in a real browser (issue 19 item 3): the admin creates a special,
 * picks a tour and a hotel by search, sees the preview of the feature link, and the top page's
 * feature links show it; ending its publication yesterday takes it off the top page and its page
 * answers 404. axe on every state; the console in English at 390 px.
 */
import { randomBytes } from 'node:crypto';
import { addDays, japanToday } from '@tabiyori/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checked, logIn } from './operatorSite';
import { openSession, withDb, type Session } from './site';

const dash = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;

describe('specials in the back office, in a real browser (issue 19)', () => {
  let admin: Session;
  let visitor: Session;
  const code = `e2e-${randomBytes(3).toString('hex')}`;
  const name = `冬の灯り旅 ${code}`;

  beforeAll(async () => {
    admin = await openSession(1280);
    visitor = await openSession(1280);
    await logIn(admin, inject('operatorEmail'), inject('operatorPassword'));
  });
  afterAll(async () => {
    await admin?.close();
    await visitor?.close();
  });

  it('creates a special with a tour and a hotel picked by search; the top page links to it', async () => {
    const picks = await withDb(async (client) => {
      const tour = await client.query<{ id: string }>(
        'select tour_id as id from tour order by tour_id limit 1',
      );
      const hotel = await client.query<{ id: string }>(
        'select hotel_id as id from hotel order by hotel_id limit 1',
      );
      return { tour: tour.rows[0]!.id, hotel: hotel.rows[0]!.id };
    });
    const { page } = admin;
    await page.getByRole('link', { name: '特集', exact: true }).click();
    await page.waitForURL('**/operator/specials');
    await checked(admin, 'specials-ja-1280');
    await page.locator('summary', { hasText: '新しい特集を作成' }).click();
    await page.getByLabel('特集コード').fill(code);
    const ja = page.locator('fieldset[lang="ja"]');
    await ja.getByLabel('特集名').fill(name);
    await ja.getByLabel('ページタイトル（metaTitle）').fill(`${name}の旅行・ツアー`);
    await ja.getByLabel('説明文（metaDescription）').fill('冬の夜を灯りで楽しむ旅を集めました。');
    await ja.getByLabel('キーワード（metaKeyword、カンマ区切り）').fill('冬,灯り');
    await ja.getByLabel('パンくずの表示（breadCrumbsText）').fill('冬の灯り旅');
    const en = page.locator('fieldset[lang="en"]');
    await en.getByLabel('特集名').fill(`Winter lights ${code}`);
    await en.getByLabel('ページタイトル（metaTitle）').fill('Winter lights trips');
    await en.getByLabel('説明文（metaDescription）').fill('Trips to enjoy winter nights in lights.');
    await en.getByLabel('キーワード（metaKeyword、カンマ区切り）').fill('winter,lights');
    await en.getByLabel('パンくずの表示（breadCrumbsText）').fill('Winter lights');
    for (const [legend, id] of [
      ['掲載するツアー', picks.tour],
      ['掲載するホテル', picks.hotel],
    ] as const) {
      const picker = page.locator('fieldset', { has: page.locator('legend', { hasText: legend }) });
      await picker.getByLabel('ID または名称で検索').fill(id);
      await picker.getByRole('button', { name: '検索', exact: true }).click();
      await picker.getByRole('button', { name: /^追加/ }).first().click();
      await expect.poll(() => picker.locator('ol li').count()).toBe(1);
    }
    expect(await page.getByTestId('special-preview-card').textContent()).toContain(name);
    await checked(admin, 'special-create-ja-1280');
    await page.getByRole('button', { name: '作成する' }).click();
    await page.waitForURL(`**/operator/specials/${code}`);
    expect(await page.locator('h1').textContent()).toContain(name);
    await checked(admin, 'special-edit-ja-1280');

    await visitor.page.goto('/');
    await expect
      .poll(() => visitor.page.locator(`a[href="/special/${code}"]`).count(), { timeout: 20_000 })
      .toBe(1);
    await visitor.page.locator(`a[href="/special/${code}"]`).click();
    await visitor.page.waitForURL(`**/special/${code}`);
    expect(await visitor.page.locator('h1').textContent()).toContain(name);
  });

  it('ends the publication yesterday: the special leaves the top page and its page answers 404', async () => {
    const { page } = admin;
    await page.goto(`/operator/specials/${code}`);
    const yesterday = addDays(japanToday(), -1);
    await page.getByLabel('公開開始日（空欄は制限なし）').fill(dash(addDays(yesterday, -7)));
    await page.getByLabel('公開終了日（空欄は制限なし）').fill(dash(yesterday));
    await page.getByRole('button', { name: '保存する' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toContain('非公開');
    await expect
      .poll(async () => (await visitor.page.goto(`/special/${code}`))?.status(), { timeout: 20_000 })
      .toBe(404);
    await visitor.page.goto('/');
    expect(await visitor.page.locator(`a[href="/special/${code}"]`).count()).toBe(0);
  });

  it('in English at 390 px', async () => {
    const phone = await openSession(390, 'en-US');
    try {
      await logIn(phone, inject('operatorEmail'), inject('operatorPassword'), 'en');
      await phone.page.goto(`/en/operator/specials/${code}`);
      expect(await phone.page.locator('h1').textContent()).toContain(`Winter lights ${code}`);
      const overflow = await phone.page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await checked(phone, 'special-en-390');
    } finally {
      await phone.close();
    }
  });
});
