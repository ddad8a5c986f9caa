/**
 * Tour entries for sitemap.xml (issue 5 item 8): every tour's page and its flyer. Tours come from
 * GET /v1/tours without a date and with allTours=1 (also tours without a bookable departure), 100
 * per call; any failure gives the paths found so far (never throws).
 */
import { createDefaultCondition, defaultConfig, japanToday } from '@tabiyori/domain';
import type { SitemapPath } from '../sitemap';
import { apiAnswer, serverApi } from '../api';
import { apiQuery } from '../apiQuery';
import { tourApiQuery } from './condition';
import type { TourListItem } from './types';

/** Safety bound on calls (100 tours each). */
const MAX_PAGES = 100;
const PAGE_SIZE = 100;

export type TourPageLoader = (
  page: number,
) => Promise<{ tours: Pick<TourListItem, 'tourId'>[]; count: number }>;

const loadPage: TourPageLoader = async (page) => {
  const base = {
    ...createDefaultCondition(defaultConfig, japanToday()),
    isNoDate: true,
    sort: 'recommend' as const,
  };
  const query = tourApiQuery({ ...base, page }, 'ja', { ipg: PAGE_SIZE, allTours: 1 });
  const api = serverApi();
  const [list, count] = await Promise.all([
    apiAnswer(api.GET('/v1/tours', { params: { query: apiQuery('/v1/tours', query) } }), 'tourSearch'),
    apiAnswer(
      api.GET('/v1/tours.count', {
        params: { query: apiQuery('/v1/tours.count', { ...query, ipg: undefined }) },
      }),
      'tourSearch',
    ),
  ]);
  return { tours: list.tours, count: count.count };
};

export async function tourSitemapPaths(load: TourPageLoader = loadPage): Promise<SitemapPath[]> {
  const ids: string[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    let answer;
    try {
      answer = await load(page);
    } catch {
      break;
    }
    ids.push(...answer.tours.map((t) => t.tourId));
    if (answer.tours.length === 0 || page * PAGE_SIZE >= answer.count) break;
  }
  return [...new Set(ids)].flatMap((id) => [
    { path: `/tours/${encodeURIComponent(id)}`, priority: 0.7, changeFrequency: 'daily' as const },
    { path: `/flyer/${encodeURIComponent(id)}`, priority: 0.3, changeFrequency: 'weekly' as const },
  ]);
}
