/** Issue 5 item 8: every tour's page and flyer in the sitemap, paged through /v1/tours; failures never throw. */
import { describe, expect, it, vi } from 'vitest';
import { tourSitemapPaths } from './sitemap';

describe('tourSitemapPaths', () => {
  it('pages through the list until the count is reached and lists each tour once', async () => {
    const load = vi.fn(async (page: number) => ({
      tours:
        page === 1
          ? Array.from({ length: 100 }, (_, i) => ({ tourId: `T${String(i).padStart(6, '0')}` }))
          : [{ tourId: 'T000001' }, { tourId: 'T000200' }],
      count: 102,
    }));
    const paths = await tourSitemapPaths(load);
    expect(load).toHaveBeenCalledTimes(2);
    const tourPages = paths.filter((p) => p.path.startsWith('/tours/'));
    expect(tourPages).toHaveLength(101);
    expect(paths).toContainEqual({ path: '/flyer/T000200', priority: 0.3, changeFrequency: 'weekly' });
  });

  it('keeps what it found when a call fails', async () => {
    const load = vi.fn(async (page: number) => {
      if (page > 1) throw new Error('down');
      return {
        tours: Array.from({ length: 100 }, (_, i) => ({ tourId: `T1${String(i).padStart(5, '0')}` })),
        count: 500,
      };
    });
    expect(await tourSitemapPaths(load)).toHaveLength(200);
    expect(await tourSitemapPaths(async () => Promise.reject(new Error('x')))).toEqual([]);
  });
});
