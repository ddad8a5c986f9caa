import type { MetadataRoute } from 'next';
import { hotelSitemapPaths } from '@/lib/hotels/sitemap';
import { optionalSitemapPaths, rentacarSitemapPaths } from '@/lib/optionals/sitemap';
import { STATIC_SITEMAP_PATHS, sitemapEntries } from '@/lib/sitemap';
import { tourSitemapPaths } from '@/lib/tours/sitemap';

/** sitemap.xml, built per request so SITE_URL is read at run time (lib/sitemap.ts). */
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [tourPaths, hotelPaths, optionalPaths, carPaths] = await Promise.all([
    tourSitemapPaths(),
    hotelSitemapPaths(),
    optionalSitemapPaths(),
    rentacarSitemapPaths(),
  ]);
  return sitemapEntries([
    ...STATIC_SITEMAP_PATHS,
    ...tourPaths,
    ...hotelPaths,
    ...optionalPaths,
    ...carPaths,
  ]);
}
