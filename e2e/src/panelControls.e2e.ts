/**
 * Issue 16 items 4 and 6 in a real browser, at 1280 px (ja) and 390 px (en): the top page's tour
 * form chooses the tour days and the tour type; the tour list's search panel has a 日数・種類 tab
 * (domain setTourDays, setTourType) and the hotel list and a hotel's own page a こだわり tab
 * (toggleKodawari). Each choice reaches the URL, the panel names it, and the tour list shows only
 * tours of those days. A brand's reserve window (Sakura sells up to 2027-03-31: lib/brands.ts,
 * domain applyReserveWindowOverride) bounds the top page's date field and its calendar, the list's
 * search calendar and the tour page's price calendar; the default brand offers days after it.
 * Screenshots go to E2E_SHOTS.
 */
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogIds, getJson, localePath, type Ids } from './pageKinds';
import { openSession, type Session } from './site';

const dir = process.env.E2E_SHOTS;

const TEXT = {
  ja: {
    searchTours: 'ツアーを検索',
    days: '日数',
    type: 'ツアーの種類',
    kindRow: /^日数・種類/,
    preferenceRow: /^こだわり条件/,
    dateRow: /^チェックイン日/,
    departureDate: '出発日',
    chooseDates: '日付を選ぶ',
    nextMonth: '次の月',
    noDate: '日付を決めずに探す',
    threeDays: '3日間',
    submit: 'この条件で検索',
    showPlans: 'プランを表示',
  },
  en: {
    searchTours: 'Search tours',
    days: 'Days',
    type: 'Tour type',
    kindRow: /^Days & type/,
    preferenceRow: /^Preferences/,
    dateRow: /^Check-in date/,
    departureDate: 'Departure date',
    chooseDates: 'Choose dates',
    nextMonth: 'Next month',
    noDate: 'Search without a date',
    threeDays: '3 days',
    submit: 'Search with these conditions',
    showPlans: 'Show plans',
  },
} as const;

/** Sakura's reserve window ends here (lib/brands.ts); the site's own window goes further. */
const SAKURA_LAST_DAY = '20270331';

describe.each([
  [1280, 'ja'],
  [390, 'en'],
] as const)('search panel controls at %i px (%s)', (width, lang) => {
  let s: Session;
  let ids: Ids;
  const text = TEXT[lang];
  const query = () => new URL(s.page.url()).searchParams;
  const shot = async (name: string) => {
    if (dir) await s.page.screenshot({ path: `${dir}/panel-${name}-${lang}-${width}.png` });
  };
  /** Opens a page and waits for its scripts (a click before hydration would do nothing or submit natively). */
  const open = async (path: string) => {
    await s.page.goto(localePath(lang, path), { waitUntil: 'networkidle' });
  };

  beforeAll(async () => {
    ids = await catalogIds();
    s = await openSession(width, lang === 'en' ? 'en-US' : 'ja-JP');
  });
  afterAll(async () => {
    await s?.close();
  });

  /** The modal's search button: この条件で検索, or on a hotel's own page プランを表示. */
  async function submitDialog(label: string = text.submit) {
    const before = s.page.url();
    await s.page.getByRole('dialog').getByRole('button', { name: label, exact: true }).click();
    await expect.poll(() => s.page.url(), { timeout: 20_000 }).not.toBe(before);
    await s.page.waitForLoadState('networkidle');
  }

  /** The last day a calendar offers (its last page, its last day not disabled), for a dated search. */
  async function lastOfferedDay(dialog: Locator): Promise<string | null> {
    const undated = dialog.getByRole('checkbox', { name: text.noDate });
    if (await undated.isChecked()) await undated.uncheck();
    const next = dialog.getByRole('button', { name: text.nextMonth, exact: true });
    await next.waitFor({ state: 'visible' });
    while (await next.isEnabled()) await next.click();
    const days = dialog.locator('button[data-ymd]:not([aria-disabled])');
    await expect.poll(() => days.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    return days.last().getAttribute('data-ymd');
  }

  /** A tour type that has tours of `days` days (asked of the API, never assumed). */
  async function tourTypeWithTours(days: number): Promise<string> {
    const decoder = await getJson<{ tourTypes: { code: string }[] }>('/v1/decoder');
    for (const { code } of decoder.tourTypes) {
      const found = await getJson<{ tours: unknown[] }>(`/v1/tours?tourDays=${days}&tourType=${code}`);
      if (found.tours.length > 0) return code;
    }
    throw new Error(`no tour type has ${days}-day tours`);
  }

  it('the top tour form sends the tour days and type to the list', async () => {
    await open('/');
    const form = s.page.getByRole('search', { name: text.searchTours });
    await form.getByLabel(text.days, { exact: true }).selectOption('2');
    const code = await tourTypeWithTours(2);
    await form.getByLabel(text.type, { exact: true }).selectOption(code);
    await Promise.all([
      s.page.waitForURL(/\/tours\?/),
      form.getByRole('button', { name: text.searchTours }).click(),
    ]);
    expect(query().get('tourDays')).toBe('2');
    expect(query().get('tourType')).toBe(code);
  });

  it('the tour list panel chooses days and type, and lists only tours of those days', async () => {
    await open('/tours');
    await s.page.getByRole('button', { name: text.kindRow }).click();
    const dialog = s.page.getByRole('dialog');
    await dialog.getByLabel(text.days, { exact: true }).selectOption('3');
    const code = await tourTypeWithTours(3);
    const type = dialog.getByLabel(text.type, { exact: true });
    await type.selectOption(code);
    const name = (await type.locator(`option[value="${code}"]`).textContent())?.trim() ?? '';
    await shot('tour-kind');
    await submitDialog();
    expect(query().get('tourDays')).toBe('3');
    expect(query().get('tourType')).toBe(code);
    const row = s.page.getByRole('button', { name: text.kindRow });
    await expect.poll(() => row.innerText(), { timeout: 15_000 }).toContain(text.threeDays);
    expect(await row.innerText()).toContain(name);
    // The list of the new condition: every card (there is one at least: the API has such tours)
    // is a tour of three days.
    const cards = s.page.locator('main article');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    // textContent: cards below the fold are not rendered yet (content-visibility: auto), so have no innerText.
    const texts = await cards.allTextContents();
    for (const card of texts) expect(card).toContain(text.threeDays);
    await shot('tour-kind-list');
  });

  // The hotel list searches itself again; a hotel's own page shows its plans of the condition.
  for (const [kind, path, submit, landing] of [
    ['hotel list', () => '/hotels/13', text.submit, ''],
    ["a hotel's own page", (ids: Ids) => `/hotel/${ids.hotelId}`, text.showPlans, '/plans'],
  ] as const) {
    it(`the ${kind} panel's preference tab filters by a preference and names it`, async () => {
      await open(path(ids));
      const pathname = new URL(s.page.url()).pathname;
      await s.page.getByRole('button', { name: text.preferenceRow }).click();
      const dialog = s.page.getByRole('dialog');
      const chip = dialog
        .locator('label')
        .filter({ has: s.page.getByRole('checkbox') })
        .first();
      const label = (await chip.innerText()).trim();
      await chip.getByRole('checkbox').check();
      await shot(`preference-${kind.replaceAll(' ', '-').replaceAll("'", '')}`);
      await submitDialog(submit);
      expect(new URL(s.page.url()).pathname).toBe(pathname + landing);
      expect(query().get('kodawari')).toBeTruthy();
      await expect
        .poll(() => s.page.getByRole('button', { name: text.preferenceRow }).innerText(), { timeout: 15_000 })
        .toContain(label);
    });
  }

  it("the top page's date field and calendar offer the brand's reserve window", async () => {
    for (const [brand, query] of [
      ['sakura', '?siteCode=sakura'],
      ['default', ''],
    ] as const) {
      await open(`/${query}`);
      const form = s.page.getByRole('search', { name: text.searchTours });
      const max = await form.getByLabel(text.departureDate, { exact: true }).getAttribute('max');
      await form.getByRole('button', { name: text.chooseDates, exact: true }).click();
      const last = await lastOfferedDay(s.page.getByRole('dialog'));
      if (brand === 'sakura') {
        expect(max).toBe('2027-03-31');
        expect(last).toBe(SAKURA_LAST_DAY);
        await shot('reserve-window-top');
      } else {
        expect(max! > '2027-03-31').toBe(true);
        expect(last! > SAKURA_LAST_DAY).toBe(true);
      }
    }
  });

  /** A tour the API sells on days both before and after Sakura's last day (its price calendar). */
  async function tourSoldAcrossSakuraEnd(): Promise<string> {
    const { tours } = await getJson<{ tours: { tourId: string }[] }>('/v1/tours?ipg=20');
    for (const { tourId } of tours) {
      const { calendar } = await getJson<{ calendar: { date: string; selectable: boolean }[] }>(
        `/v1/tour/${tourId}/calendar?paxPerRoom=2`,
      );
      const sold = calendar.filter((day) => day.selectable).map((day) => day.date);
      if (sold.some((d) => d.startsWith('202703')) && sold.some((d) => d.startsWith('202704'))) return tourId;
    }
    throw new Error('no tour is sold both in March and April 2027');
  }

  it("the tour page's price calendar offers the brand's reserve window", async () => {
    const tourId = await tourSoldAcrossSakuraEnd();
    const chosenDays = () =>
      s.page
        .locator('#calendar-section table a[href*="goDate="]')
        .evaluateAll((links) =>
          links.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get('goDate')),
        );
    // Sakura: April is not offered (no month link, and asking for it shows an earlier month).
    await open(`/tours/${tourId}?siteCode=sakura&month=202704`);
    expect(await s.page.locator('#calendar-section a[href*="month=202704"]').count()).toBe(0);
    await open(`/tours/${tourId}?siteCode=sakura&month=202703`);
    const march = await chosenDays();
    expect(march.length).toBeGreaterThan(0);
    for (const day of march) expect(day! <= SAKURA_LAST_DAY).toBe(true);
    await s.page.locator('#calendar-section').scrollIntoViewIfNeeded();
    await shot('reserve-window-tour');
    // The default brand sells April's days.
    await open(`/tours/${tourId}?month=202704`);
    const april = await chosenDays();
    expect(april.length).toBeGreaterThan(0);
    for (const day of april) expect(day!.startsWith('202704')).toBe(true);
  });

  it("the list's search calendar offers the brand's reserve window", async () => {
    for (const [brand, query] of [
      ['sakura', '?siteCode=sakura'],
      ['default', ''],
    ] as const) {
      await open(`/hotels/13${query}`);
      await s.page.getByRole('button', { name: text.dateRow }).click();
      const last = await lastOfferedDay(s.page.getByRole('dialog'));
      if (brand === 'sakura') {
        expect(last).toBe(SAKURA_LAST_DAY);
        await shot('reserve-window-list');
      } else {
        expect(last! > SAKURA_LAST_DAY).toBe(true);
      }
    }
  });
});
