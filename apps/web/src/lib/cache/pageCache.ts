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
 * Never personal: a page is always rendered without a session (the render request carries no cookie
 * but the language one), so what is kept is the visitor's page. A member gets that same page
 * (issue 15 item 1) with the member hint cookie (lib/member/hint.ts): the browser fills in their own
 * parts (header, coupon prices: components/member/) from their session, and favourites are fetched
 * by the browser as before. Pages whose member parts the browser does not fill in (the map, whose
 * coupon lines are part of its client data) are rendered for the member by Next.js, never cached.
 * Client navigations (RSC requests) and anything but GET go to Next.js as before.
 *
 * The key is the language, the language-neutral path, the query with its parameters in a stable
 * order, and whether the client is a bot (Next.js renders metadata differently for crawlers).
 *
 * Pages are served before Next.js (scripts/server.mjs asks `keptPage` through the lookup the proxy
 * publishes with the same locale and maintenance decisions): a hit costs no routing at all, and the
 * requests of a missing page wait there for its one render instead of each entering Next.js's
 * routing and the proxy (bench/README.md, "The web half"). Only the render request itself goes
 * through Next.js. The proxy's own path (`cachedPage`) answers what reaches Next.js all the same.
 */
import { randomUUID } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { isBot } from 'next/dist/shared/lib/router/utils/is-bot';
import { SESSION_COOKIE } from '../account/cookies';
import { LANG_COOKIE } from '../i18n/settings';
import { MEMBER_HINT_COOKIE, memberHintSetCookie } from '../member/hint';
import { cacheSettings } from './settings';
import { createSwrStore, type CacheState } from './swrStore';

/** Marks the server's own render request of a cached page (the value is this process's token). */
export const PAGE_RENDER_HEADER = 'x-tabiyori-page-render';
/** Where the proxy publishes its kept-page lookup for scripts/server.mjs (same process). */
export const KEPT_PAGE_LOOKUP = Symbol.for('tabiyori.web.keptPage');
/** Says how a page was served: hit, stale (a refresh runs) or miss (rendered for this request). */
export const PAGE_CACHE_HEADER = 'x-web-cache';

/** Language-neutral paths whose anonymous pages are kept. */
const CACHED_PATHS =
  /^\/(?:|tours|tours\/[^/]+|hotels|hotels\/[^/]+|hotel\/[^/]+(?:\/(?:plans|rooms|images|access))?|special\/[^/]+|special\/hotels\/[^/]+|optionals|optionals\/[^/]+|rentacar|rentacar\/[^/]+|flyer\/[^/]+)$/;

/** Cached paths a member is not served from the cache: their member parts are not filled in by the browser. */
const VISITOR_ONLY_PATHS = /^\/hotels\/map\/?$/;

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

export interface Page {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

/** What the cache reads of a request: from Next.js's proxy or from the Node server before it. */
export interface PageRequest {
  method: string;
  /** Path and query as the client sent them (`/tours?arrAreaCode=13`). */
  url: string;
  searchParams: URLSearchParams;
  header(name: string): string | null;
  cookie(name: string): string | undefined;
}

export function pageRequestOf(request: NextRequest): PageRequest {
  return {
    method: request.method,
    url: `${request.nextUrl.pathname}${request.nextUrl.search}`,
    searchParams: request.nextUrl.searchParams,
    header: (name) => request.headers.get(name),
    cookie: (name) => request.cookies.get(name)?.value,
  };
}

/** A Node request (scripts/server.mjs) as the cache reads it. */
export function pageRequestOfNode(req: {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}): PageRequest {
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  const one = (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
  };
  return {
    method: req.method ?? 'GET',
    url,
    searchParams: new URLSearchParams(query < 0 ? '' : url.slice(query + 1)),
    header: one,
    cookie: (name) => {
      for (const part of (one('cookie') ?? '').split(';')) {
        const at = part.indexOf('=');
        if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
      }
      return undefined;
    },
  };
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
export function isCacheablePageRequest(request: PageRequest, path: string): boolean {
  if (!settings.enabled || !selfUrl() || request.method !== 'GET') return false;
  if (request.header(PAGE_RENDER_HEADER) === token) return false;
  if (request.cookie(SESSION_COOKIE) !== undefined && VISITOR_ONLY_PATHS.test(path)) return false;
  if (NEXT_ROUTER_HEADERS.some((name) => request.header(name) !== null)) return false;
  if (request.searchParams.has('_rsc')) return false;
  return isCachedPagePath(path);
}

async function render(request: PageRequest): Promise<Page> {
  const headers: Record<string, string> = {
    [PAGE_RENDER_HEADER]: token,
    accept: 'text/html',
    'user-agent': request.header('user-agent') ?? '',
  };
  const lang = request.cookie(LANG_COOKIE);
  if (lang) headers.cookie = `${LANG_COOKIE}=${lang}`;
  const response = await fetch(`${selfUrl()}${request.url}`, {
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

/** A kept page's headers as this request gets them: the member hint set or cleared for it. */
function answerHeaders(request: PageRequest, page: Page): [string, string][] {
  const hint = memberHintSetCookie(
    request.cookie(SESSION_COOKIE) !== undefined,
    request.cookie(MEMBER_HINT_COOKIE) === '1',
  );
  return hint ? [...page.headers, ['set-cookie', hint]] : page.headers;
}

/**
 * The page for this request and how it was found: kept (fresh, or stale while one refresh runs), or
 * rendered once for every identical request waiting for it. Rejects when the render fails.
 */
export async function keptPage(request: PageRequest, key: string): Promise<Page & { state: CacheState }> {
  const { value: page, state } = await store.get(key, () => render(request));
  return { ...page, headers: answerHeaders(request, page), state };
}

/** The page for this request as the proxy answers it (keptPage, as a Next.js response). */
export async function cachedPage(request: PageRequest, key: string): Promise<NextResponse> {
  const page = await keptPage(request, key);
  const headers = new Headers();
  for (const [name, value] of page.headers) headers.append(name, value);
  headers.set(PAGE_CACHE_HEADER, page.state);
  return new NextResponse(page.body, { status: page.status, headers });
}
