import { describe, expect, it, vi } from 'vitest';
import { optionalSitemapPaths, rentacarSitemapPaths } from './sitemap';

describe('activity and rental-car sitemap entries', () => {
  it('pages through the activities until the count, each once', async () => {
    const load = vi.fn(async (page: number) => ({
      ids: page === 1 ? Array.from({ length: 100 }, (_, i) => `1-1-${i}`) : ['1-1-0', '2-2-2'],
      count: 101,
    }));
    const paths = await optionalSitemapPaths(load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(paths).toHaveLength(101);
    expect(paths).toContainEqual({ path: '/optionals/2-2-2', priority: 0.5, changeFrequency: 'weekly' });
  });

  it('keeps what it found when a call fails, and never throws', async () => {
    const load = vi.fn(async (page: number) => {
      if (page > 1) throw new Error('down');
      return { ids: Array.from({ length: 100 }, (_, i) => `1-1-${i}`), count: 300 };
    });
    expect(await optionalSitemapPaths(load)).toHaveLength(100);
    expect(await rentacarSitemapPaths(async () => Promise.reject(new Error('down')))).toEqual([]);
    expect(await rentacarSitemapPaths(async () => ['HND01-S', 'HND01-S', 'CTS01-K'])).toEqual([
      { path: '/rentacar/HND01-S', priority: 0.4, changeFrequency: 'weekly' },
      { path: '/rentacar/CTS01-K', priority: 0.4, changeFrequency: 'weekly' },
    ]);
  });
});
