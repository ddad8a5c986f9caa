/**
 * How long the web keeps what every visitor sees alike (issue 15 item 4): the API's product answers
 * (lib/cache/publicData.ts) and whole anonymous pages (lib/cache/pageCache.ts). Read from the
 * environment at run time, so one build serves any setting.
 *
 * | variable                | default | meaning                                                          |
 * | ----------------------- | ------- | ---------------------------------------------------------------- |
 * | WEB_CACHE               | on      | `off` turns both caches off (every page fetches and renders)     |
 * | WEB_CACHE_SECONDS       | 5       | fresh lifetime of an answer or a page                            |
 * | WEB_CACHE_STALE_SECONDS | 30      | after that, served at once while one refresh runs (stale-while-revalidate) |
 * | WEB_PAGE_CACHE_MB       | 128     | memory for kept pages (least recently used go first)             |
 *
 * Nothing here ever holds a price used for booking: the booking quote is the traveller's own call
 * (components/booking/BookingPage.tsx, lib/account/server.ts viewerApi), never cached.
 */
export interface CacheSettings {
  enabled: boolean;
  freshMs: number;
  staleMs: number;
  pageCacheBytes: number;
}

function seconds(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
}

export function cacheSettings(env: NodeJS.ProcessEnv = process.env): CacheSettings {
  const freshMs = seconds(env.WEB_CACHE_SECONDS, 5) * 1000;
  return {
    enabled: env.WEB_CACHE !== 'off' && env.NODE_ENV !== 'development' && freshMs > 0,
    freshMs,
    staleMs: seconds(env.WEB_CACHE_STALE_SECONDS, 30) * 1000,
    pageCacheBytes: Math.max(1, seconds(env.WEB_PAGE_CACHE_MB, 128)) * 2 ** 20,
  };
}
