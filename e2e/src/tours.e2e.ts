/**
 * Tour journeys in a real browser (issue 5 items 5–8): search → list → detail → price for two
 * adults and a child (the total on the page is the API's totalPriceForAll answer for that party);
 * the condition survives a reload from the URL; the flyer prints the page's itinerary with its meals;
 * the English tour page; unknown and malformed tour
 * ids answer 404; the maintenance notice answers every page with 503 + Retry-After, then the site
 * comes back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { apiUrl, openSession, webUrl, withDb, type Session } from './site';

/** YYYYMMDDHHmm in Japan time (UTC+9, no DST) of an instant. */
function japanMinute(ms: number): string {
  return new Date(ms + 9 * 3600_000).toISOString().slice(0, 16).replace(/[-T:]/g, '');
}

const yen = (n: number) => `${n.toLocaleString('ja-JP')}円`;

describe('tour journey in a real browser (issue 5)', () => {
  let s: Session;
  let tourPath = '';

  beforeAll(async () => {
    s = await openSession(1280);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('searches a destination in the search panel, lists its tours and opens one', async () => {
    const res = await s.page.goto('/tours');
    expect(res?.status()).toBe(200);
    expect(await s.page.locator('h1').first().textContent()).toBe('ツアー');
    // The destination row opens the search modal on its tab: 関東 → 神奈川県 → 箱根・湯河原.
    await s.page.getByRole('button', { name: /目的地/ }).click();
    const dialog = s.page.getByRole('dialog');
    await dialog.getByRole('button', { name: '関東のエリアを表示' }).click();
    await dialog.getByRole('button', { name: '神奈川県のエリアを表示' }).click();
    await dialog.getByRole('button', { name: '箱根・湯河原のエリアを表示' }).click();
    await dialog.getByRole('button', { name: '箱根・湯河原全域' }).click();
    await dialog.getByRole('button', { name: 'この条件で検索' }).click();
    await s.page.waitForURL(/arrAreaCode=1402/);
    await expect.poll(() => s.page.locator('h1').first().textContent()).toContain('箱根・湯河原');
    const count = await s.page.getByRole('status').first().textContent();
    expect(count).toMatch(/\d+件のツアー/);
    const first = s.page.locator('article h3 a').first();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/tours\/T\d{6}\?/);
    await first.click();
    await s.page.waitForURL(/\/tours\/T\d{6}/);
    tourPath = new URL(s.page.url()).pathname;
    expect(await s.page.locator('h1').first().textContent()).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    // JSON-LD Product with an Offer in yen.
    const ld = await s.page.locator('script[type="application/ld+json"]').allTextContents();
    const product = ld
      .map((t) => JSON.parse(t) as Record<string, unknown>)
      .find((d) => d['@type'] === 'Product');
    expect(product?.offers).toMatchObject({ priceCurrency: 'JPY' });
  });

  it('prices a departure for two adults and a child with the API’s total, and the URL keeps it on reload', async () => {
    expect(tourPath).not.toBe('');
    const tourId = tourPath.split('/').pop() ?? '';
    await s.page.goto(tourPath);
    // The price calendar: choose the first day on sale.
    const day = s.page.locator('a[aria-label*="出発日に選ぶ"]').first();
    await day.click();
    await s.page.waitForURL(/goDate=\d{8}/);
    const goDate = new URL(s.page.url()).searchParams.get('goDate') ?? '';
    // The date is chosen: the overview's calendar link offers to change it, no longer to choose one.
    await expect
      .poll(() => s.page.locator('a[href="#calendar"]').first().textContent())
      .toBe('出発日を変更する');
    // Two adults (the default) and a 4-year-old without bedding.
    await s.page.getByRole('button', { name: 'お子様を1名増やす' }).click();
    await s.page.locator('fieldset', { hasText: '1人目のお子様' }).locator('select').selectOption('4');
    await s.page.getByRole('radio', { name: '寝具なし' }).check();
    await s.page.getByRole('button', { name: 'この人数で料金を計算する' }).click();
    await s.page.waitForURL(/childPax=4-b0/);
    const url = new URL(s.page.url());
    expect(url.searchParams.get('adultPax') ?? '2').toBe('2');
    const childPax = url.searchParams.get('childPax') ?? '';

    const total = s.page.locator('[data-total]');
    await expect.poll(() => total.count()).toBe(1);
    const shown = Number(await total.getAttribute('data-total'));
    const api = (await (
      await fetch(
        `${apiUrl()}/v1/totalPriceForAll?tourIds=${tourId}&goDate=${goDate}&adultPax=2&childPax=${childPax}&roomCount=1`,
      )
    ).json()) as { tours: { available: boolean; totalPrice?: number; breakdown?: { pax: number }[] }[] };
    expect(api.tours[0]?.available).toBe(true);
    expect(shown).toBe(api.tours[0]?.totalPrice);
    expect(await total.textContent()).toBe(yen(shown));
    expect(api.tours[0]?.breakdown?.reduce((n, row) => n + row.pax, 0)).toBe(3);
    // The rows say who pays in the traveller's words (大人, 幼児), never the wire's slot labels (大人1).
    const rows = await s.page.getByTestId('tour-total').locator('tbody th').allTextContents();
    expect(rows[0]).toBe('大人 2名');
    for (const row of rows) expect(row).toMatch(/^(大人|子供|幼児) \d名$/);

    const cta = s.page.getByRole('link', { name: '予約へ進む' });
    const booking = new URL((await cta.getAttribute('href')) ?? '', webUrl());
    expect(booking.pathname).toBe(`/booking/tour/${tourId}`);
    expect(booking.searchParams.get('goDate')).toBe(goDate);
    expect(booking.searchParams.get('childPax')).toBe(childPax);

    // Reload: the date, the party and the total come back from the URL alone.
    await s.page.reload();
    expect(Number(await s.page.locator('[data-total]').getAttribute('data-total'))).toBe(shown);
    expect(
      await s.page.locator('fieldset', { hasText: '1人目のお子様' }).locator('select').inputValue(),
    ).toBe('4');
    expect(await s.page.locator('td[class*="calSelected"]').count()).toBe(1);
  });

  it('keeps the sort in the URL through a reload', async () => {
    await s.page.goto('/tours?arrAreaCode=1402');
    await s.page.getByLabel('並び替え').selectOption('highPrice');
    await s.page.waitForURL(/sort=highPrice/);
    await s.page.reload();
    expect(await s.page.getByLabel('並び替え').inputValue()).toBe('highPrice');
    expect(await s.page.locator('h1').first().textContent()).toContain('箱根・湯河原');
  });

  it('shows a tour in English under /en', async () => {
    const id = tourPath.split('/').pop() ?? 'T000106';
    const res = await s.page.goto(`/en/tours/${id}`);
    expect(res?.status()).toBe(200);
    expect(await s.page.locator('html').getAttribute('lang')).toBe('en');
    const main = (await s.page.locator('main').textContent()) ?? '';
    expect(main).toContain('Price calendar');
    expect(main).toContain('Itinerary');
    expect(await s.page.locator('h1').first().textContent()).toMatch(/[A-Za-z]/);
    const alternates = await s.page.locator('link[rel="alternate"][hreflang]').count();
    expect(alternates).toBeGreaterThanOrEqual(2);
    expect(main).toContain(`Tour code: ${id}`);
    // The English flyer writes its labels with the English colon.
    await s.page.goto(`/en/flyer/${id}`);
    const flyer = (await s.page.locator('main').innerText()).replace(/\s+/g, ' ');
    expect(flyer).toContain(`Tour code: ${id}`);
    expect(flyer).toMatch(/Prices by month: (from )?¥[\d,]+/);
  });

  it('prints the tour page’s itinerary on the flyer, each day’s meals included (axe)', async () => {
    const id = tourPath.split('/').pop() ?? 'T000106';
    await s.page.goto(`/tours/${id}`);
    const onPage = await s.page.locator('#sec-itinerary + ol').innerText();
    expect(onPage).toMatch(/朝食：(あり|なし)/);
    expect(await s.page.locator('main').innerText()).toContain(`ツアーコード：${id}`);
    const res = await s.page.goto(`/flyer/${id}`);
    expect(res?.status()).toBe(200);
    const sheet = await s.page.locator('main').innerText();
    expect(sheet).toContain(`ツアーコード：${id}`);
    expect(sheet).toMatch(/月別旅行代金：[\d,]+/);
    const flyerDays = s.page.locator('#flyer-itinerary + ol');
    expect(await flyerDays.innerText()).toBe(onPage);
    expect(await flyerDays.getByRole('list', { name: '食事' }).count()).toBe(
      await flyerDays.locator(':scope > li').count(),
    );
    expect(await axeViolations(s.page)).toEqual([]);
  });

  it('filters by price through the domain transition, and the URL keeps the bounds', async () => {
    await s.page.goto('/tours?arrAreaCode=1402');
    const dialog = s.page.getByRole('dialog');
    for (let i = 0; i < 20 && !(await dialog.isVisible()); i++) {
      await s.page.getByRole('button', { name: /^料金/ }).click();
      await s.page.waitForTimeout(250);
    }
    const lower = dialog.getByLabel('下限');
    const options = await lower
      .locator('option')
      .evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value).filter(Boolean));
    const min = options[Math.floor(options.length / 3)] ?? '';
    expect(min).toMatch(/^\d+$/);
    await lower.selectOption(min);
    await dialog.getByRole('button', { name: '絞り込む' }).click();
    await s.page.waitForURL(new RegExp(`minPrice=${min}`));
    await s.page.reload();
    const prices = await s.page.locator('article p[class*="price"]').allTextContents();
    const fromPrices = prices.flatMap((text) => {
      const match = /^([\d,]+)円/.exec(text.trim());
      return match?.[1] ? [Number(match[1].replace(/,/g, ''))] : [];
    });
    expect(fromPrices.length).toBeGreaterThan(0);
    for (const from of fromPrices) expect(from).toBeGreaterThanOrEqual(Number(min));
  });

  it('has no WCAG A/AA violations on the list and the detail (axe)', async () => {
    for (const path of ['/tours?arrAreaCode=1402', tourPath]) {
      await s.page.goto(path);
      expect(await axeViolations(s.page), path).toEqual([]);
    }
  });

  it('answers an unknown tour with 404 and TDE901, a malformed id with 404 and TVE801', async () => {
    const unknown = await s.page.goto('/tours/T999999');
    expect(unknown?.status()).toBe(404);
    await expect.poll(() => s.page.locator('main').textContent()).toContain('TDE901');
    const malformed = await s.page.goto('/tours/not-a-tour');
    expect(malformed?.status()).toBe(404);
    await expect.poll(() => s.page.locator('main').textContent()).toContain('TVE801');
    const unknownArea = await s.page.goto('/tours?arrAreaCode=999999');
    expect(unknownArea?.status()).toBe(404);
    await expect.poll(() => s.page.locator('main').textContent()).toContain('TVE801');
  });
});

describe('maintenance notice (spec §2, §4) with MAINTENANCE_CACHE_MS=0 and DECODER_CACHE_MS=0', () => {
  type Row = { key: string; doc: unknown };
  let saved: Row[] = [];

  async function setMaintenance(schedule: unknown, mode: string | null): Promise<void> {
    await withDb(async (client) => {
      await client.query(
        `insert into reference_data (key, doc) values ('maintenanceSchedule', $1::jsonb)
         on conflict (key) do update set doc = excluded.doc`,
        [JSON.stringify(schedule)],
      );
      if (mode !== null) {
        await client.query(
          `insert into reference_data (key, doc) values ('maintenanceMode', $1::jsonb)
           on conflict (key) do update set doc = excluded.doc`,
          [JSON.stringify(mode)],
        );
      }
    });
  }

  beforeAll(async () => {
    saved = await withDb(async (client) => {
      const result = await client.query<Row>(
        `select key, doc from reference_data where key in ('maintenanceSchedule', 'maintenanceMode')`,
      );
      return result.rows;
    });
  });

  afterAll(async () => {
    await withDb(async (client) => {
      await client.query(
        `delete from reference_data where key in ('maintenanceSchedule', 'maintenanceMode')`,
      );
      for (const row of saved) {
        await client.query(`insert into reference_data (key, doc) values ($1, $2::jsonb)`, [
          row.key,
          JSON.stringify(row.doc),
        ]);
      }
    });
  });

  it('answers every page with 503, Retry-After and the notice while a window is on, then serves the site again', async () => {
    const now = Date.now();
    await setMaintenance(
      [{ maintenanceFrom: japanMinute(now - 3600_000), maintenanceTo: japanMinute(now + 3600_000) }],
      'sorry',
    );
    for (const path of ['/tours', '/tours/T000106', '/en/tours', '/hotels', '/']) {
      const res = await fetch(`${webUrl()}${path}`);
      expect(res.status, path).toBe(503);
      const retryAfter = Number(res.headers.get('retry-after'));
      expect(retryAfter, path).toBeGreaterThan(0);
      expect(retryAfter, path).toBeLessThanOrEqual(3600);
      const body = await res.text();
      expect(body, path).toMatch(path.startsWith('/en') ? /maintenance/i : /メンテナンス/);
    }
    const s = await openSession(390);
    try {
      const res = await s.page.goto('/tours');
      expect(res?.status()).toBe(503);
      expect(await s.page.locator('main').textContent()).toContain('メンテナンス');
    } finally {
      await s.close();
    }

    await setMaintenance([], null);
    const back = await fetch(`${webUrl()}/tours`);
    expect(back.status).toBe(200);
    expect(back.headers.get('retry-after')).toBeNull();
  });
});
