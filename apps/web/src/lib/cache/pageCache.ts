/**
 * Whole pages for visitors without a session (issue 15 item 4): the product list and detail pages
 * (top, tours, hotels and their detail pages, dp lists, map, specials, optionals, rental cars,
 * flyers) are rendered once per condition and served from memory for a few seconds, then
 * stale-while-revalidate (lib/cache/settings.ts, lib/cache/swrStore.ts). A burst of the same search
 * renders once: React's server rendering is most of a page's cost (bench/README.md, "search").
 *
 * The proxy (src/proxy.ts) asks here after its locale and maintenance decisions, so a redirect or
 * the maintenance notice is never served from the cache. A page is rendered for the cache by a
 * request to this same server marked with a per-process token (PAGE_RENDER_HEADER), which the proxy
 * lets through to Next.js; only that render's plain 200 HTML without Set-Cookie is kept.
 *
 * Never personal: a request with the session cookie is never answered from here (the member's page
 * is rendered for them, with their coupon prices; favourites are fetched by the browser), and the
 * render request carries no cookie but the language one. Client navigations (RSC requests) and
 * anything but GET go to Next.js as before.
 *
 * The key is the language, the language-neutral path, the query with its parameters in a stable
 * order, and whether the client is a bot (Next.js renders metadata differently for crawlers).
 */
import { randomUUID } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { isBot } from 'next/dist/shared/lib/router/utils/is-bot';
import { SESSION_COOKIE } from '../account/cookies';
import { LANG_COOKIE } from '../i18n/settings';
import { cacheSettings } from './settings';
import { createSwrStore, type CacheState } from './swrStore';

/** Marks the server's own render request of a cached page (the value is this process's token). */
export const PAGE_RENDER_HEADER = 'x-tabiyori-page-render';
/** Says how a page was served: hit, stale (a refresh runs) or miss (rendered for this request). */
export const PAGE_CACHE_HEADER = 'x-web-cache';

/** Language-neutral paths whose anonymous pages are kept. */
const CACHED_PATHS =
  /^\/(?:|tours|tours\/[^/]+|hotels|hotels\/[^/]+|hotel\/[^/]+(?:\/(?:plans|rooms|images|access))?|special\/[^/]+|special\/hotels\/[^/]+|optionals|optionals\/[^/]+|rentacar|rentacar\/[^/]+|flyer\/[^/]+)$/;

/** Request headers of a client navigation or a server action: Next.js answers those itself. */
const NEXT_ROUTER_HEADERS = [
  'rsc',
  'next-action',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
];

/** Response headers that belong to one connection or one client, never to a kept page. */
const UNKEPT_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'date',
  'set-cookie',
]);

interface Page {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

const token = randomUUID();
const settings = cacheSettings();
const store = createSwrStore<Page>({
  freshMs: settings.freshMs,
  staleMs: settings.staleMs,
  maxSize: settings.pageCacheBytes,
  sizeOf: (page) => page.body.byteLength,
  keep: (page) =>
    page.status === 200 &&
    !page.headers.some(([name]) => name === 'set-cookie') &&
    page.headers.some(([name, value]) => name === 'content-type' && value.startsWith('text/html')),
});

export function isCachedPagePath(path: string): boolean {
  return CACHED_PATHS.test(path === '/' ? '/' : path.replace(/\/$/, ''));
}

/** The cache key: language, path, the query in a stable order (repeated keys keep theirs), bot or not. */
export function pageCacheKey(lang: string, path: string, search: URLSearchParams, userAgent: string): string {
  const params = [...search].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${lang} ${isBot(userAgent) ? 'bot' : 'browser'} ${path}?${new URLSearchParams(params).toString()}`;
}

/** The server's own address for render requests (set by scripts/server.mjs), or null. */
function selfUrl(): string | null {
  return process.env.WEB_SELF_URL || null;
}

/** True when this request may be answered from the page cache. */
export function isCacheablePageRequest(request: NextRequest, path: string): boolean {
  if (!settings.enabled || !selfUrl() || request.method !== 'GET') return false;
  if (request.headers.get(PAGE_RENDER_HEADER) === token) return false;
  if (request.cookies.has(SESSION_COOKIE)) return false;
  if (NEXT_ROUTER_HEADERS.some((name) => request.headers.has(name))) return false;
  if (request.nextUrl.searchParams.has('_rsc')) return false;
  return isCachedPagePath(path);
}

async function render(request: NextRequest): Promise<Page> {
  const { pathname, search } = request.nextUrl;
  const headers: Record<string, string> = {
    [PAGE_RENDER_HEADER]: token,
    accept: 'text/html',
    'user-agent': request.headers.get('user-agent') ?? '',
  };
  const lang = request.cookies.get(LANG_COOKIE)?.value;
  if (lang) headers.cookie = `${LANG_COOKIE}=${lang}`;
  const response = await fetch(`${selfUrl()}${pathname}${search}`, {
    headers,
    redirect: 'manual',
    cache: 'no-store',
    signal: AbortSignal.timeout(30_000),
  });
  const kept: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (!UNKEPT_HEADERS.has(name) && !name.startsWith('x-middleware-')) kept.push([name, value]);
  });
  for (const cookie of response.headers.getSetCookie()) kept.push(['set-cookie', cookie]);
  return { status: response.status, headers: kept, body: await response.arrayBuffer() };
}

/** The page for this request: from the cache, or rendered once for every identical request. */
export async function cachedPage(request: NextRequest, key: string): Promise<NextResponse> {
  const { value: page, state } = await store.get(key, () => render(request));
  const headers = new Headers();
  for (const [name, value] of page.headers) headers.append(name, value);
  headers.set(PAGE_CACHE_HEADER, state satisfies CacheState);
  return new NextResponse(page.body, { status: page.status, headers });
}
