/**
 * Issue 16 item 4: the area modal (spec §2: direction → prefecture → area → district) is reachable
 * from every list page kind — tours, hotels, hotels of an area, the map search, tour and hotel
 * specials, optional activities and rental cars — at 390 and 1280 px, in ja and en. Choosing a
 * prefecture there searches again: the new URL holds the area and the page's search row names it. Before: the tour special had no search panel, and the optional-activity and
 * rental-car lists had no area modal (rental cars no area at all). Screenshots go to
 * E2E_SHOTS when it is set.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogIds, localePath, type Ids } from './pageKinds';
import { openSession, type Session } from './site';

const dir = process.env.E2E_SHOTS;

const TEXT = {
  ja: {
    row: /^目的地/,
    open: (area: string) => `${area}のエリアを表示`,
    all: (a: string) => `${a}全域`,
    submit: 'この条件で検索',
    current: '選択中のエリア',
  },
  en: {
    row: /^Destination/,
    open: (area: string) => `Show areas in ${area}`,
    all: (a: string) => `All of ${a}`,
    submit: 'Search with these conditions',
    current: 'Chosen area',
  },
} as const;

const PLACES = {
  kanagawa: {
    region: { ja: '関東', en: 'Kanto' },
    name: { ja: '神奈川県', en: 'Kanagawa Prefecture' },
    code: '14',
  },
  tokyo: { region: { ja: '関東', en: 'Kanto' }, name: { ja: '東京都', en: 'Tokyo' }, code: '13' },
} as const;

interface ListKind {
  kind: string;
  path: (ids: Ids) => string;
  place: keyof typeof PLACES;
  /** Where the search lands, with the chosen area. */
  lands: (url: URL, code: string) => boolean;
}

const inQuery = (url: URL, code: string) => url.searchParams.get('arrAreaCode') === code;

const KINDS: ListKind[] = [
  {
    kind: 'tours',
    path: () => '/tours',
    place: 'kanagawa',
    lands: (u, c) => u.pathname.endsWith('/tours') && inQuery(u, c),
  },
  {
    kind: 'hotels',
    path: () => '/hotels',
    place: 'kanagawa',
    lands: (u, c) => u.pathname.endsWith(`/hotels/${c}`),
  },
  {
    kind: 'hotels of an area',
    path: () => '/hotels/13',
    place: 'kanagawa',
    lands: (u, c) => u.pathname.endsWith(`/hotels/${c}`),
  },
  {
    kind: 'map search',
    path: () => '/hotels/map',
    place: 'kanagawa',
    lands: (u, c) => u.pathname.endsWith('/hotels/map') && inQuery(u, c),
  },
  {
    kind: 'tour special',
    path: (ids) => `/special/${ids.tourSpecial}`,
    place: 'kanagawa',
    lands: (u, c) => u.pathname.endsWith('/tours') && inQuery(u, c),
  },
  {
    kind: 'hotel special',
    path: (ids) => `/special/hotels/${ids.hotelSpecial}`,
    place: 'tokyo',
    lands: (u, c) => u.pathname.includes('/special/hotels/') && inQuery(u, c),
  },
  {
    kind: 'optional activities',
    path: () => '/optionals',
    place: 'tokyo',
    lands: (u, c) => u.pathname.endsWith('/optionals') && inQuery(u, c),
  },
  {
    kind: 'rental cars',
    path: () => '/rentacar',
    place: 'tokyo',
    lands: (u, c) => u.pathname.endsWith('/rentacar') && inQuery(u, c),
  },
];

async function chooseArea(page: Page, lang: 'ja' | 'en', place: (typeof PLACES)[keyof typeof PLACES]) {
  const text = TEXT[lang];
  await page.getByRole('button', { name: text.row }).first().click();
  const dialog = page.getByRole('dialog');
  // The modal opens at the level of the chosen area: its trail leads back to the regions.
  const regions = dialog.getByRole('navigation').getByRole('button').first();
  await dialog.getByText(text.current).waitFor();
  if ((await regions.count()) > 0) await regions.click();
  await dialog.getByRole('button', { name: text.open(place.region[lang]), exact: true }).click();
  await dialog.getByRole('button', { name: text.open(place.name[lang]), exact: true }).click();
  await dialog.getByRole('button', { name: text.all(place.name[lang]), exact: true }).click();
  return dialog;
}

describe.each([
  [1280, 'ja'],
  [390, 'en'],
] as const)('the area modal on every list at %i px (%s)', (width, lang) => {
  let s: Session;
  let ids: Ids;

  beforeAll(async () => {
    ids = await catalogIds();
    s = await openSession(width, lang === 'en' ? 'en-US' : 'ja-JP');
  });
  afterAll(async () => {
    await s?.close();
  });

  it.each(KINDS.map((k) => [k.kind, k] as const))('%s', async (kind, list) => {
    const place = PLACES[list.place];
    const res = await s.page.goto(localePath(lang, list.path(ids)));
    expect(res?.status(), kind).toBe(200);
    const dialog = await chooseArea(s.page, lang, place);
    if (dir)
      await s.page.screenshot({ path: `${dir}/area-${kind.replaceAll(' ', '-')}-${lang}-${width}.png` });
    const before = s.page.url();
    await dialog.getByRole('button', { name: TEXT[lang].submit, exact: true }).click();
    await expect.poll(() => s.page.url(), { timeout: 20_000 }).not.toBe(before);
    await expect.poll(() => list.lands(new URL(s.page.url()), place.code), { timeout: 20_000 }).toBe(true);
    if (lang === 'en') expect(new URL(s.page.url()).pathname, kind).toMatch(/^\/en\//);
    // The page names the chosen area in its search row, made on the server.
    await expect
      .poll(() => s.page.getByRole('button', { name: TEXT[lang].row }).first().innerText(), {
        timeout: 20_000,
      })
      .toContain(place.name[lang]);
    if (dir)
      await s.page.screenshot({
        path: `${dir}/area-${kind.replaceAll(' ', '-')}-after-${lang}-${width}.png`,
      });
  });

  it('keeps the chosen area when the optional-activity and rental-car forms search again', async () => {
    await s.page.goto(localePath(lang, '/optionals?arrAreaCode=1402'));
    expect(await s.page.locator('select[name="arrAreaCode"]').inputValue()).toBe('1402');
    await s.page.goto(localePath(lang, '/rentacar?arrAreaCode=13'));
    expect(await s.page.locator('input[type="hidden"][name="arrAreaCode"]').inputValue()).toBe('13');
    // Only the area's pick-up offices are offered (the API filters them by area).
    const offices = await s.page.locator('select[name="officeCode"] option').count();
    await s.page.goto(localePath(lang, '/rentacar'));
    expect(await s.page.locator('select[name="officeCode"] option').count()).toBeGreaterThan(offices);
  });
});
