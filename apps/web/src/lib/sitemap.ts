import type { MetadataRoute } from 'next';
import { absoluteUrl } from './seo';

export interface SitemapPath {
  path: string;
  priority: number;
  changeFrequency: 'daily' | 'weekly' | 'monthly';
}

/** The public pages (top and list pages); tour and hotel entries are appended from the API later. */
export const STATIC_SITEMAP_PATHS: readonly SitemapPath[] = [
  { path: '/', priority: 1, changeFrequency: 'daily' },
  { path: '/tours', priority: 0.9, changeFrequency: 'daily' },
  { path: '/hotels', priority: 0.9, changeFrequency: 'daily' },
  { path: '/optionals', priority: 0.6, changeFrequency: 'weekly' },
  { path: '/rentacar', priority: 0.6, changeFrequency: 'weekly' },
  { path: '/coupons', priority: 0.5, changeFrequency: 'weekly' },
];

/** One entry per page and language, each with its ja/en alternates (hreflang). */
export function sitemapEntries(paths: readonly SitemapPath[]): MetadataRoute.Sitemap {
  return paths.flatMap(({ path, priority, changeFrequency }) =>
    (['ja', 'en'] as const).map((lang) => ({
      url: absoluteUrl(lang, path),
      changeFrequency,
      priority,
      alternates: { languages: { ja: absoluteUrl('ja', path), en: absoluteUrl('en', path) } },
    })),
  );
}
