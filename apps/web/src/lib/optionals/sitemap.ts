/**
 * Activity and rental-car pages for sitemap.xml: every activity (GET /v1/optionals, 100 a call)
 * and every car the default rental search lists (GET /v1/rentacar a week ahead). Any failure
 * gives the paths found so far (never throws).
 */
import { japanToday } from '@tabiyori/domain';
import { apiAnswer, serverApi } from '../api';
import { apiQuery } from '../apiQuery';
import { rentacarApiQuery, rentacarSearchQuery } from '../rentacar/query';
import type { SitemapPath } from '../sitemap';

const PAGE_SIZE = 100;
const MAX_PAGES = 50;

export type IdPageLoader = (page: number) => Promise<{ ids: string[]; count: number }>;

async function loadOptionals(page: number): Promise<{ ids: string[]; count: number }> {
  const api = serverApi();
  const [list, count] = await Promise.all([
    apiAnswer(
      api.GET('/v1/optionals', {
        params: { query: apiQuery('/v1/optionals', { lang: 'ja', ipg: PAGE_SIZE, page }) },
      }),
    ),
    apiAnswer(api.GET('/v1/optionals.count', { params: { query: { lang: 'ja' } } })),
  ]);
  return { ids: list.optionals.map((o) => o.optionalId), count: count.count };
}

async function loadCars(): Promise<string[]> {
  const query = rentacarApiQuery(rentacarSearchQuery({}, japanToday()), 'ja');
  const answer = await apiAnswer(
    serverApi().GET('/v1/rentacar', { params: { query: apiQuery('/v1/rentacar', query) } }),
  );
  return answer.cars.map((c) => c.carId);
}

export async function optionalSitemapPaths(load: IdPageLoader = loadOptionals): Promise<SitemapPath[]> {
  const ids: string[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    let answer;
    try {
      answer = await load(page);
    } catch {
      break;
    }
    ids.push(...answer.ids);
    if (answer.ids.length === 0 || page * PAGE_SIZE >= answer.count) break;
  }
  return [...new Set(ids)].map((id) => ({
    path: `/optionals/${encodeURIComponent(id)}`,
    priority: 0.5,
    changeFrequency: 'weekly' as const,
  }));
}

export async function rentacarSitemapPaths(load: () => Promise<string[]> = loadCars): Promise<SitemapPath[]> {
  let ids: string[];
  try {
    ids = await load();
  } catch {
    return [];
  }
  return [...new Set(ids)].map((id) => ({
    path: `/rentacar/${encodeURIComponent(id)}`,
    priority: 0.4,
    changeFrequency: 'weekly' as const,
  }));
}
