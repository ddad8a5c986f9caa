/**
 * The top page's search (issue 16 item 1) in a real browser, at 390 and 1280 px, in ja and en:
 * every product tab is a real form — tours (departure, destination, the calendar with the lowest
 * price per day, nights, party), hotels (the name suggest picks a destination, or a hotel), optional
 * activities and rental cars — and submitting lands on the list with the whole condition in the URL.
 * Without JavaScript the forms still search by destination, date and party, and `?tab=` reaches
 * every panel. Screenshots go to E2E_SHOTS when it is set.
 */
import type { Locator, Page } from 'playwright-core';
import { addDays, japanToday } from '@tabiyori/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { openSession, type Session } from './site';

const dir = process.env.E2E_SHOTS;
/** The search box (a form) or the viewport (a list), saved when E2E_SHOTS is set. */
async function shot(target: Page | Locator, name: string) {
  if (dir) await target.screenshot({ path: `${dir}/${name}.png` });
}

const TEXT = {
  ja: {
    tabs: ['ツアー', 'ホテル', 'オプショナル', 'レンタカー'],
    departure: '出発地',
    destination: '目的地',
    departureDate: '出発日',
    checkinDate: 'チェックイン日',
    nights: '泊数',
    adults: /^大人/,
    rooms: '部屋数',
    calendar: '日付を選ぶ',
    noDate: '日付を決めずに探す',
    apply: 'この内容で決定',
    searchTours: 'ツアーを検索',
    searchHotels: 'ホテルを検索',
    keyword: 'ホテル名・キーワード',
    hakone: '箱根',
    child1: '1人目のお子様の年齢',
    optArea: 'エリア（都道府県）',
    optDate: '参加日',
    carOffice: '貸出営業所',
    search: 'この条件で探す',
  },
  en: {
    tabs: ['Tours', 'Hotels', 'Activities', 'Car rental'],
    departure: 'Departure',
    destination: 'Destination',
    departureDate: 'Departure date',
    checkinDate: 'Check-in date',
    nights: 'Nights',
    adults: /^Adults/,
    rooms: 'Rooms',
    calendar: 'Choose dates',
    noDate: 'Search without a date',
    apply: 'Apply',
    searchTours: 'Search tours',
    searchHotels: 'Search hotels',
    keyword: 'Hotel name or keyword',
    hakone: 'hakone',
    child1: 'Age of child 1',
    optArea: 'Area (prefecture)',
    optDate: 'Date',
    carOffice: 'Pick-up office',
    search: 'Search',
  },
} as const;

const isoDay = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;
const queryOf = (page: Page) => new URL(page.url()).searchParams;

describe.each([
  [390, 'ja'],
  [1280, 'en'],
  [1280, 'ja'],
  [390, 'en'],
] as const)('top page search at %i px (%s)', (width, lang) => {
  let s: Session;
  const text = TEXT[lang];
  const prefix = lang === 'en' ? '/en' : '';
  const name = (step: string) => `top-${step}-${lang}-${width}`;

  beforeAll(async () => {
    s = await openSession(width, lang === 'en' ? 'en-US' : 'ja-JP');
  });
  afterAll(async () => {
    await s?.close();
  });

  async function openTop(tab: number) {
    const res = await s.page.goto(`${prefix}/`);
    expect(res?.status()).toBe(200);
    const search = s.page.locator('#search');
    await search.getByRole('tab', { name: text.tabs[tab] }).click();
    const panel = search.getByRole('tabpanel');
    await expect.poll(() => panel.count()).toBe(1);
    return panel;
  }

  it('tours: departure, destination, a day from the price calendar, nights and party reach the list', async () => {
    const form = (await openTop(0)).getByRole('search');
    await form.getByLabel(text.departure, { exact: true }).selectOption('03');
    await form.getByLabel(text.destination, { exact: true }).selectOption('47');
    // The calendar opens for the form's condition and shows the lowest price per day.
    await form.getByRole('button', { name: text.calendar }).click();
    const dialog = s.page.getByRole('dialog');
    const noDate = dialog.getByRole('checkbox', { name: text.noDate });
    if (await noDate.isChecked()) await noDate.uncheck();
    const grid = dialog.getByRole('grid');
    await expect.poll(() => grid.getAttribute('aria-busy'), { timeout: 20_000 }).toBeNull();
    const priced = grid.locator('button[data-ymd]', { hasText: lang === 'en' ? /¥|yen/ : /円/ });
    await expect.poll(() => priced.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const day = (await priced.first().getAttribute('data-ymd')) ?? '';
    await priced.first().click();
    // Okinawa tours from Tokyo are 1泊 or 3泊: a 3-night stay finds some.
    await grid.locator(`button[data-ymd="${addDays(day, 3)}"]`).click();
    await shot(s.page, name('tour-calendar'));
    await dialog.getByRole('button', { name: text.apply }).click();
    await expect
      .poll(() => form.getByLabel(text.departureDate, { exact: true }).inputValue())
      .toBe(isoDay(day));
    expect(await form.getByLabel(text.nights, { exact: true }).inputValue()).toBe('3');
    await form.getByLabel(text.adults).selectOption('3');
    await shot(s.page.locator('#search'), name('tour-form'));
    await Promise.all([
      s.page.waitForURL(/\/tours\?/),
      form.getByRole('button', { name: text.searchTours }).click(),
    ]);
    const query = queryOf(s.page);
    expect(Object.fromEntries(query)).toMatchObject({
      depAreaCode: '03',
      arrAreaCode: '47',
      goDate: day,
      isNoDate: '0',
      nights: '3',
      adultPax: '3',
      roomCount: '1',
    });
    expect(new URL(s.page.url()).pathname).toBe(`${prefix}/tours`);
    // The list finds tours for that day, length and party.
    expect(await s.page.locator(`a[href^="${prefix}/tours/T"]`).count()).toBeGreaterThan(0);
    await shot(s.page, name('tour-list'));
  });

  it('hotels: the name suggest chooses the destination, the party and rooms reach the list', async () => {
    const form = (await openTop(1)).getByRole('search');
    const keyword = form.getByRole('combobox', { name: text.keyword });
    await keyword.fill(text.hakone);
    await form.getByRole('listbox').getByRole('option').first().waitFor({ timeout: 20_000 });
    await keyword.press('ArrowDown');
    await keyword.press('Enter');
    expect(await form.getByLabel(text.destination, { exact: true }).inputValue()).toBe('1402');
    const day = addDays(japanToday(), 20);
    await form.getByLabel(text.checkinDate, { exact: true }).fill(isoDay(day));
    await form.getByLabel(text.adults).selectOption('4');
    await form.getByLabel(text.rooms, { exact: true }).selectOption('2');
    await form.locator('summary').click();
    await form.getByLabel(text.child1, { exact: true }).selectOption('5');
    await shot(s.page.locator('#search'), name('hotel-form'));
    await Promise.all([
      s.page.waitForURL(/\/hotels\//),
      form.getByRole('button', { name: text.searchHotels }).click(),
    ]);
    expect(new URL(s.page.url()).pathname).toBe(`${prefix}/hotels/1402`);
    expect(Object.fromEntries(queryOf(s.page))).toMatchObject({
      goDate: day,
      isNoDate: '0',
      adultPax: '4',
      roomCount: '2',
      childPax: '5-b1s0sc0',
    });
    await shot(s.page, name('hotel-list'));
  });

  it('optional activities and rental cars search their lists', async () => {
    const optional = (await openTop(2)).getByRole('search');
    const day = addDays(japanToday(), 14);
    await optional.getByLabel(text.optArea, { exact: true }).selectOption('47');
    await optional.getByLabel(text.optDate, { exact: true }).fill(isoDay(day));
    await shot(s.page.locator('#search'), name('optional-form'));
    await Promise.all([
      s.page.waitForURL(/\/optionals\?/),
      optional.getByRole('button', { name: text.search }).click(),
    ]);
    expect(Object.fromEntries(queryOf(s.page))).toMatchObject({ arrAreaCode: '47', date: isoDay(day) });

    const car = (await openTop(3)).getByRole('search');
    const office = car.getByLabel(text.carOffice, { exact: true });
    const firstOffice = await office.locator('option').nth(1).getAttribute('value');
    await office.selectOption(firstOffice ?? '');
    await shot(s.page.locator('#search'), name('rentacar-form'));
    await Promise.all([
      s.page.waitForURL(/\/rentacar\?/),
      car.getByRole('button', { name: text.search }).click(),
    ]);
    expect(queryOf(s.page).get('officeCode')).toBe(firstOffice);
  });
});

describe.each([
  [390, 'ja'],
  [1280, 'en'],
] as const)('top page search without JavaScript at %i px (%s)', (width, lang) => {
  let s: Session;
  const text = TEXT[lang];
  const prefix = lang === 'en' ? '/en' : '';

  beforeAll(async () => {
    s = await openSession(width, lang === 'en' ? 'en-US' : 'ja-JP', { javaScriptEnabled: false });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('the tour form searches by destination, date and party', async () => {
    await s.page.goto(`${prefix}/?siteCode=partner1`);
    const form = s.page.getByRole('search', { name: text.searchTours });
    const day = addDays(japanToday(), 30);
    await form.getByLabel(text.destination, { exact: true }).selectOption('47');
    await form.getByLabel(text.departureDate, { exact: true }).fill(isoDay(day));
    await form.getByLabel(text.adults).selectOption('3');
    await form.locator('summary').click();
    await form.getByLabel(text.child1, { exact: true }).selectOption('9');
    await Promise.all([
      s.page.waitForURL(/\/tours\?/),
      form.getByRole('button', { name: text.searchTours }).click(),
    ]);
    expect(Object.fromEntries(queryOf(s.page))).toMatchObject({
      arrAreaCode: '47',
      goDate: day,
      isNoDate: '0',
      adultPax: '3',
      childPax: '9-b1s1sc1',
      siteCode: 'partner1',
    });
    await shot(s.page, `top-nojs-tour-list-${lang}-${width}`);
  });

  it('a tab is a link to its panel; the hotel form searches', async () => {
    await s.page.goto(`${prefix}/`);
    await Promise.all([
      s.page.waitForURL(/tab=hotel/),
      s.page.getByRole('tab', { name: text.tabs[1] }).click(),
    ]);
    const form = s.page.getByRole('search', { name: text.searchHotels });
    await form.getByLabel(text.destination, { exact: true }).selectOption('1402');
    await form.getByRole('combobox', { name: text.keyword }).fill('温泉');
    await shot(s.page.locator('#search'), `top-nojs-hotel-form-${lang}-${width}`);
    await Promise.all([
      s.page.waitForURL(/\/hotels\//),
      form.getByRole('button', { name: text.searchHotels }).click(),
    ]);
    expect(new URL(s.page.url()).pathname).toBe(`${prefix}/hotels/1402`);
    expect(queryOf(s.page).get('keyword')).toBe('温泉');
  });
});

describe('top page search accessibility', () => {
  it('has no axe violations on any tab', async () => {
    const s = await openSession(1280);
    try {
      await s.page.goto('/');
      for (const tab of TEXT.ja.tabs) {
        await s.page.locator('#search').getByRole('tab', { name: tab }).click();
        expect(await axeViolations(s.page), tab).toEqual([]);
      }
    } finally {
      await s.close();
    }
  });
});
