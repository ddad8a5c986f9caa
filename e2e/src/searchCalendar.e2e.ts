/**
 * The search modal on the tour list in a real browser (issue 5 item 5): its choices load when it
 * opens (they are not in the page), and the calendar shows the lowest price per day, the same
 * figures GET /v1/tours.calendar answers for the page's condition, without the grid changing size
 * when the prices arrive. On a phone (390 px) and in English.
 */
import { formatPrice } from '@tabiyori/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, openSession, type Session } from './site';

interface Day {
  date: string;
  priceFrom: number;
}

describe.each([
  [390, 'ja'],
  [1280, 'en'],
] as const)('search modal calendar prices at %i px (%s)', (width, lang) => {
  let s: Session;

  beforeAll(async () => {
    s = await openSession(width, lang === 'en' ? 'en-US' : 'ja-JP');
  });
  afterAll(async () => {
    await s?.close();
  });

  it('loads the modal’s choices on demand and shows each day’s lowest price', async () => {
    const prefix = lang === 'en' ? '/en' : '';
    const res = await s.page.goto(`${prefix}/tours?arrAreaCode=okinawa`);
    expect(res?.status()).toBe(200);
    // The reference data is not serialised into the page any more.
    expect(await s.page.content()).not.toContain('"kodawariGroups"');

    const row = s.page.getByRole('button', { name: lang === 'en' ? /Departure date/ : /出発日/ }).first();
    await row.click();
    const dialog = s.page.getByRole('dialog');
    // The list searches without a date by default: choosing dates shows the calendar.
    await dialog
      .getByRole('checkbox', { name: lang === 'en' ? 'Search without a date' : '日付を決めずに探す' })
      .uncheck();
    const grid = dialog.getByRole('grid');
    await grid.waitFor();
    const before = await grid.boundingBox();
    await expect.poll(() => grid.getAttribute('aria-busy'), { timeout: 20_000 }).toBeNull();
    const after = await grid.boundingBox();
    expect(after?.height).toBe(before?.height);

    // The days shown, and what the API answers for them with the page's condition.
    const days = await grid.locator('button[data-ymd]').evaluateAll((buttons) =>
      buttons.map((b) => ({
        ymd: b.getAttribute('data-ymd') ?? '',
        label: b.getAttribute('aria-label') ?? '',
      })),
    );
    expect(days.length).toBeGreaterThan(20);
    const from = days[0]?.ymd ?? '';
    const to = days[days.length - 1]?.ymd ?? '';
    const answer = (await (
      await fetch(`${apiUrl()}/v1/tours.calendar?arrAreaCode=okinawa&from=${from}&to=${to}&lang=${lang}`)
    ).json()) as { days: Day[] };
    expect(answer.days.length).toBeGreaterThan(0);
    const byDay = new Map(answer.days.map((d) => [d.date, d.priceFrom]));
    const format = (n: number) => formatPrice(n, lang);
    for (const day of days) {
      const price = byDay.get(day.ymd);
      const cell = grid.locator(`button[data-ymd="${day.ymd}"]`);
      if (price === undefined) {
        expect(day.label, day.ymd).not.toMatch(lang === 'en' ? /Lowest price/ : /最安値/);
      } else {
        expect(await cell.textContent(), day.ymd).toContain(format(price));
        expect(day.label, day.ymd).toContain(format(price));
      }
    }

    // The area tab: its choices arrive from the API when the modal opens.
    await dialog.getByRole('tab', { name: lang === 'en' ? 'Area' : 'エリア' }).click();
    await expect
      .poll(() => dialog.getByRole('button', { name: lang === 'en' ? /Okinawa/ : /沖縄/ }).count(), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
  });
});
