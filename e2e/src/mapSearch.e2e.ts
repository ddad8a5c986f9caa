/**
 * The map search's base map of Japan in a real browser (issue 16 item 7), at 1280 and 390 px, in
 * Japanese and English: the land, coastline, prefecture borders, JR lines and city labels are drawn
 * (no request leaves the site), the + and − buttons and the keyboard change the scale, the price
 * markers sit on the prefecture their hotels are in at the projection drawn, a marker still opens
 * its hotel, and axe finds nothing. Screenshots in /tmp/map-shots.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { openSession, webUrl, type Session } from './site';

const SHOTS = '/tmp/map-shots';
/** Single-hotel markers: their title is the name and the price (円 in Japanese, ¥ in English). */
const PRICE_MARKER = '.leaflet-marker-icon[title*="円"], .leaflet-marker-icon[title*="¥"]';
const TEXT = {
  ja: { tokyo: '東京', yokohama: '横浜', zoomIn: '拡大', zoomOut: '縮小', map: /日本地図/ },
  en: { tokyo: 'Tokyo', yokohama: 'Yokohama', zoomIn: 'Zoom in', zoomOut: 'Zoom out', map: /Map of Japan/ },
} as const;

/** Screen distance between the Tokyo and Yokohama labels (both always shown): the map's scale. */
async function labelDistance(page: Page, lang: 'ja' | 'en'): Promise<number> {
  const centre = async (name: string) => {
    const box = await page.locator('.basemap-city', { hasText: new RegExp(`^${name}$`) }).boundingBox();
    if (!box) throw new Error(`no label ${name}`);
    return [box.x, box.y] as const;
  };
  const [a, b] = [await centre(TEXT[lang].tokyo), await centre(TEXT[lang].yokohama)];
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}

/** Leaflet marks the map with leaflet-zoom-anim while a zoom animates: wait for it to settle. */
async function zoomSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('.leaflet-zoom-anim') === null, undefined, {
    timeout: 15_000,
  });
}

/** Expects the scale to change by `factor` (2: one zoom step in, 0.5: out) once the zoom settles. */
async function expectScale(page: Page, lang: 'ja' | 'en', before: number, factor: number): Promise<number> {
  await expect
    .poll(
      async () => {
        await zoomSettled(page);
        return (await labelDistance(page, lang)) / before;
      },
      { timeout: 15_000 },
    )
    .toBeCloseTo(factor, 1);
  await zoomSettled(page);
  return labelDistance(page, lang);
}

/** Of the single-hotel price markers on screen, how many sit on the given prefecture's land. */
function markersOnPrefecture(page: Page, code: string): Promise<{ total: number; onLand: number }> {
  return page.evaluate(
    ({ pref, selector }) => {
      const land = [...document.querySelectorAll<SVGPathElement>(`path.basemap-pref-${pref}`)];
      const markers = [...document.querySelectorAll<HTMLElement>(selector)];
      let onLand = 0;
      for (const marker of markers) {
        const box = marker.getBoundingClientRect();
        // The price tag is drawn 84 × 26 px with its point at (42, 32): the hotel's position.
        const x = box.left + 42;
        const y = box.top + 32;
        const hit = land.some((path) => {
          const ctm = path.getScreenCTM();
          if (!ctm) return false;
          const p = new DOMPoint(x, y).matrixTransform(ctm.inverse());
          return path.isPointInFill(p);
        });
        if (hit) onLand += 1;
      }
      return { total: markers.length, onLand };
    },
    { pref: code, selector: PRICE_MARKER },
  );
}

describe('map search on a base map of Japan (issue 16 item 7)', () => {
  let s: Session | undefined;
  afterEach(async () => {
    await s?.close();
    s = undefined;
  });
  mkdirSync(SHOTS, { recursive: true });

  for (const width of [1280, 390] as const) {
    for (const lang of ['ja', 'en'] as const) {
      it(`draws Japan under the markers, zooms, and opens a hotel (${lang}, ${width} px)`, async () => {
        s = await openSession(width, lang === 'ja' ? 'ja-JP' : 'en-US');
        const page = s.page;
        const outside: string[] = [];
        page.on('request', (req) => {
          if (!req.url().startsWith(webUrl())) outside.push(req.url());
        });
        const prefix = lang === 'ja' ? '' : '/en';
        const res = await page.goto(`${prefix}/hotels/map?arrAreaCode=13`, { waitUntil: 'networkidle' });
        expect(res?.status()).toBe(200);
        const map = page.getByRole('region', { name: TEXT[lang].map });
        await map.waitFor({ state: 'visible' });
        await page.locator('.leaflet-marker-icon').first().waitFor({ state: 'visible', timeout: 30_000 });

        // Every layer of the base map is drawn: 47 prefectures, coast, borders, railways, cities.
        expect(await page.locator('path.basemap-land').count()).toBe(47);
        for (const layer of ['basemap-coast', 'basemap-border', 'basemap-rail']) {
          const drawn = await page
            .locator(`path.${layer}`)
            .evaluateAll((paths) => paths.some((p) => (p.getAttribute('d') ?? '').length > 20));
          expect(drawn, layer).toBe(true);
        }
        const labels = await page.locator('.basemap-city').allTextContents();
        expect(labels).toContain(TEXT[lang].tokyo);
        for (const label of labels) {
          if (lang === 'ja') expect(label).toMatch(/^[\p{Script=Han}\p{Script=Hiragana}]+$/u);
          else expect(label).toMatch(/^[A-Z][a-z]+$/);
        }
        // The markers sit on Tokyo's land at the projection drawn (a bay-side hotel may touch the sea
        // of a generalised coast: most, not all).
        const placed = await markersOnPrefecture(page, '13');
        if (placed.total > 0) expect(placed.onLand / placed.total).toBeGreaterThanOrEqual(0.5);
        await page.screenshot({ path: `${SHOTS}/map-${lang}-${width}.png` });

        // The labelled buttons and the keyboard change the scale.
        await zoomSettled(page);
        let scale = await labelDistance(page, lang);
        await page.getByRole('button', { name: TEXT[lang].zoomIn, exact: true }).click();
        scale = await expectScale(page, lang, scale, 2);
        await page.getByRole('button', { name: TEXT[lang].zoomOut, exact: true }).click();
        scale = await expectScale(page, lang, scale, 0.5);
        await map.focus();
        await page.keyboard.press('Minus');
        scale = await expectScale(page, lang, scale, 0.5);
        await page.keyboard.press('Equal');
        await expectScale(page, lang, scale, 2);
        await page.screenshot({ path: `${SHOTS}/map-${lang}-${width}-zoomed.png` });

        expect(await axeViolations(page)).toEqual([]);

        // A price marker still opens its hotel (a cluster expands first).
        const single = page.locator(PRICE_MARKER).first();
        if ((await single.count()) === 0) {
          await page.locator('.leaflet-marker-icon').first().click();
          await single.waitFor({ state: 'visible', timeout: 15_000 });
        }
        await single.click();
        const card = page.locator('article[aria-labelledby="map-card-title"]');
        await card.waitFor({ state: 'visible' });
        const name = ((await card.locator('#map-card-title').textContent()) ?? '').trim();
        expect(name).toBeTruthy();
        await card.locator('a[href*="/hotel/"]').click();
        await page.waitForURL(/\/hotel\/\d+/, { timeout: 30_000 });
        expect(await page.locator('h1').first().textContent()).toContain(name);
        expect(outside).toEqual([]);
      });
    }
  }
});
