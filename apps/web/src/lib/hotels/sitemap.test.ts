/** Issue 6 item 7: hotel URLs for sitemap.xml, from GET /v1/hotels page by page; failures give what was found. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardFixture } from './fixtures';
import { hotelSitemapPaths } from './sitemap';

// Each case stubs its own API answer, which the web's shared cache of public answers would keep:
// the cache is off here (vi.hoisted runs before the imports).
vi.hoisted(() => {
  process.env.WEB_CACHE = 'off';
});

afterEach(() => vi.unstubAllGlobals());

function answer(ids: string[], count: number) {
  return new Response(
    JSON.stringify({ hotels: ids.map((hotelId) => cardFixture({ hotelId })), count, page: 1, ipg: 100 }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );
}

describe('hotel sitemap paths', () => {
  it('lists every hotel (page and plans) and the areas that have hotels', async () => {
    const pages = [Array.from({ length: 100 }, (_, i) => String(200000 + i)), ['300001', '300002']];
    const fetchMock = vi.fn(async (request: Request) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      return answer(pages[page - 1] ?? [], 102);
    });
    vi.stubGlobal('fetch', fetchMock);
    const paths = await hotelSitemapPaths();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const hotelPages = paths.filter((p) => /^\/hotel\/\d+$/.test(p.path));
    expect(hotelPages).toHaveLength(102);
    expect(paths).toContainEqual({ path: '/hotel/300002/plans', priority: 0.5, changeFrequency: 'daily' });
    expect(paths.slice(0, 2).map((p) => p.path)).toEqual(['/hotels/10', '/hotels/1004']);
    const first = new URL(String(fetchMock.mock.calls[0]?.[0].url));
    expect(first.pathname).toBe('/v1/hotels');
    expect(first.searchParams.get('ipg')).toBe('100');
    expect(first.searchParams.get('isNoDate')).toBe('1');
  });

  it('keeps what it found when the API fails', async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        calls += 1;
        if (calls === 1)
          return answer(
            Array.from({ length: 100 }, (_, i) => String(200000 + i)),
            300,
          );
        throw new Error('down');
      }),
    );
    const paths = await hotelSitemapPaths();
    expect(paths.filter((p) => /^\/hotel\/\d+$/.test(p.path))).toHaveLength(100);
  });
});
