import { describe, expect, it } from 'vitest';
import { generateCatalog } from './generate';
import { PREFECTURES } from './reference/prefectures';

describe("generateCatalog scale 'large'", () => {
  it('generates ≥10,000 hotels and ≥5,000 tours quickly, without per-day rows', () => {
    const start = performance.now();
    const catalog = generateCatalog({ seed: 1, scale: 'large', today: '20260401', days: 180 });
    const ms = performance.now() - start;
    console.warn(`large catalog generated in ${Math.round(ms)} ms`, catalog.meta.counts);
    expect(catalog.hotels.length).toBeGreaterThanOrEqual(10000);
    expect(catalog.tours.length).toBeGreaterThanOrEqual(5000);
    expect(new Set(catalog.hotels.map((h) => h.hotelId)).size).toBe(catalog.hotels.length);
    expect(new Set(catalog.hotels.map((h) => h.name.ja)).size).toBe(catalog.hotels.length);
    expect(new Set(catalog.hotels.map((h) => h.area2Code)).size).toBe(PREFECTURES.length);
    const hotelIds = new Set(catalog.hotels.map((h) => h.hotelId));
    for (const tour of catalog.tours)
      for (const stay of tour.defaultYadoPlans) expect(hotelIds.has(stay.hotelId)).toBe(true);
    // aim: a few seconds on an idle machine; the bound only guards against super-linear blow-ups on loaded runners
    expect(ms).toBeLessThan(30000);
  }, 120000);
});
