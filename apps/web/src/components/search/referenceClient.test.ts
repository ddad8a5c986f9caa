/**
 * The search modal's reference data in the browser: loaded once per language and product through
 * the site's /api proxy and shaped by searchReference(); a failed or malformed answer gives null and
 * is forgotten, so the next opening tries again. fetch is replaced by a stand-in answering from a
 * decoder-shaped body (this is the browser's side only; the journey in e2e/searchCalendar.e2e.ts
 * runs it against the real API).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchReference, type DecoderData } from '@/lib/search/reference';
import { loadSearchReference } from './referenceClient';

const decoder: DecoderData = {
  area1: { kanto: '関東' },
  area2: { '13': '東京都' },
  area3: {},
  area4: {},
  regions: [{ code: 'kanto', name: '関東', prefectureCodes: ['13'] }],
  kodawari: {},
  kodawariGroups: [
    { code: '1', name: '食事', target: 'both', kodawari: [{ code: '201', name: '朝食付き', children: [] }] },
    { code: '9', name: 'ツアー', target: 'tour', kodawari: [{ code: '901', name: '添乗員', children: [] }] },
  ],
  calendar: { start: '20261201', end: '20270331' },
  hotelCalendar: { start: '20261128', end: '20270331' },
  holidays: [],
  priceRange: { min: 10000, max: 100000, steps: [10000, 20000] },
  mealTypes: [],
  roomTypes: [],
  departureAreas: [],
  airports: [],
  stations: [],
  hotelImageCategories: [],
  tourTypes: [{ code: '04', name: '日帰りツアー', excludesPlanBoundCoupons: false }],
  settings: { ipg: 20, maxFavoriteCount: 50, lowerLimitPrice: 1000, hotelAreaPath: true },
};

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadSearchReference', () => {
  it('asks /api/v1/decoder in the language and shapes the answer for the product, once', async () => {
    const fetchStub = vi.fn(async (_request: Request) => answer(200, decoder));
    vi.stubGlobal('fetch', fetchStub);
    const tour = await loadSearchReference('en', 'tour');
    expect(tour).toEqual(searchReference(decoder, 'tour'));
    expect(await loadSearchReference('en', 'tour')).toBe(tour);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    const url = new URL(fetchStub.mock.calls[0]![0].url);
    expect(url.pathname + url.search).toBe('/api/v1/decoder?lang=en');
    const hotel = await loadSearchReference('en', 'hotel');
    expect(hotel?.kodawariGroups.map((g) => g.code)).toEqual(['1']);
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });

  it('gives null for a failed or malformed answer and tries again next time', async () => {
    const fetchStub = vi
      .fn()
      .mockResolvedValueOnce(answer(503, { errorCode: 'DCE900' }))
      .mockResolvedValueOnce(answer(200, { area1: {} }))
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(answer(200, decoder));
    vi.stubGlobal('fetch', fetchStub);
    expect(await loadSearchReference('ja', 'tour')).toBeNull();
    expect(await loadSearchReference('ja', 'tour')).toBeNull();
    expect(await loadSearchReference('ja', 'tour')).toBeNull();
    expect(await loadSearchReference('ja', 'tour')).toEqual(searchReference(decoder, 'tour'));
    expect(fetchStub).toHaveBeenCalledTimes(4);
  });
});
