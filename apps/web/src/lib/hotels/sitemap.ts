/**
 * Hotel entries for sitemap.xml (issue 6 item 7): every hotel's page and plan list, and the list
 * pages of the prefectures and areas that have hotels. The lead calls it from app/sitemap.ts:
 *
 *   const hotelPaths = await hotelSitemapPaths();
 *   return sitemapEntries([...STATIC_SITEMAP_PATHS, ...hotelPaths]);
 *
 * (app/sitemap.ts becomes `async`). Hotels come from GET /v1/hotels without a date (every hotel
 * with a plan on sale), 100 per call; any failure gives the paths found so far (never throws).
 */
import { createDefaultCondition, defaultConfig, japanToday } from '@tabiyori/domain';
import type { SitemapPath } from '../sitemap';
import { searchHotels } from './api';

/** Safety bound on calls (100 hotels each). */
const MAX_PAGES = 200;

export async function hotelSitemapPaths(): Promise<SitemapPath[]> {
  const base = { ...createDefaultCondition(defaultConfig, japanToday()), isNoDate: true };
  const hotelIds: string[] = [];
  const areas = new Set<string>();
  for (let page = 1; page <= MAX_PAGES; page++) {
    let answer;
    try {
      answer = await searchHotels({ ...base, page, sort: 'recommend' }, 'ja', 100);
    } catch {
      break;
    }
    for (const hotel of answer.hotels) {
      hotelIds.push(hotel.hotelId);
      if (hotel.area.area2.code) areas.add(hotel.area.area2.code);
      if (hotel.area.area3.code) areas.add(hotel.area.area3.code);
    }
    if (answer.hotels.length === 0 || page * answer.ipg >= answer.count) break;
  }
  return [
    ...[...areas].sort().map((code) => ({
      path: `/hotels/${encodeURIComponent(code)}`,
      priority: code.length === 2 ? 0.7 : 0.6,
      changeFrequency: 'daily' as const,
    })),
    ...[...new Set(hotelIds)].flatMap((id) => [
      { path: `/hotel/${encodeURIComponent(id)}`, priority: 0.6, changeFrequency: 'weekly' as const },
      { path: `/hotel/${encodeURIComponent(id)}/plans`, priority: 0.5, changeFrequency: 'daily' as const },
    ]),
  ];
}
