/**
 * The proxy (Next.js 16's middleware) runs before every route except build assets, public files
 * and the root metadata files:
 *
 * 1. /api/* is rewritten to API_BASE_URL (read at run time), so the browser reaches the API on the
 *    site's own origin and never needs CORS.
 * 2. Locale routing (lib/routing.ts): redirects for lng / lang / cookie / the non-canonical /ja
 *    prefix; unprefixed paths are rewritten to the app tree's /ja/...; /en/... is served as is.
 * 3. Maintenance (lib/maintenance.ts): when the decoder's mode is 'sorry' and a window with an end
 *    is active now, the request is rewritten to /{lang}/maintenance with HTTP 503 and Retry-After
 *    (except the back office, /operator…, from which maintenance is ended).
 *    A server component cannot set a status code; a proxy rewrite can (the rewrite response's
 *    status is kept for the rendered page).
 * 4. The shell's context headers (lib/requestHeaders.ts) and the brand's Content-Security-Policy
 *    (frame-ancestors per brand, a fresh script nonce per request, also handed to Next.js in the
 *    request headers) are set. A page served from the page cache keeps its render's policy and
 *    nonce: identical anonymous requests share them for the cache's few seconds.
 * 5. A visitor without a session gets a list or detail page from the page cache (lib/cache/pageCache.ts):
 *    rendered once per condition for a few seconds, after the redirects and the maintenance check.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { answerOf, createServerClient } from '@tabiyori/api-client/server';
import { selectBrand } from './lib/brands';
import {
  cachedPage,
  isCacheablePageRequest,
  keptPage,
  KEPT_PAGE_LOOKUP,
  pageCacheKey,
  pageRequestOf,
  pageRequestOfNode,
  type PageRequest,
} from './lib/cache/pageCache';
import { apiBaseUrl } from './lib/env';
import { LANG_COOKIE } from './lib/i18n/settings';
import { createMaintenanceSource, decideMaintenance } from './lib/maintenance';
import { internalPath } from './lib/paths';
import {
  CONTEXT_HEADERS,
  HEADER_LANG,
  HEADER_MAINTENANCE_END,
  HEADER_PATH,
  HEADER_SEARCH,
} from './lib/requestHeaders';
import { decideLocale, langCookieOptions } from './lib/routing';
import { contentSecurityPolicy, frameOptions, scriptNonce } from './lib/security';

const dev = process.env.NODE_ENV === 'development';

const readMaintenance = createMaintenanceSource({
  load: () =>
    answerOf(
      createServerClient({ baseUrl: apiBaseUrl(), timeoutMs: 2000 }).GET('/v1/decoder', {
        params: { query: { lang: 'ja' } },
      }),
    ),
});

export async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname, search, searchParams } = request.nextUrl;

  if (pathname === '/api' || pathname.startsWith('/api/')) {
    return NextResponse.rewrite(new URL(`${apiBaseUrl()}${pathname.slice(4) || '/'}${search}`));
  }

  const decision = decideLocale(pathname, searchParams, request.cookies.get(LANG_COOKIE)?.value);
  if (decision.kind === 'ignore') return NextResponse.next();
  if (decision.kind === 'redirect') {
    const response = NextResponse.redirect(new URL(decision.location, request.url), decision.status);
    if (decision.setCookie) {
      response.cookies.set(
        LANG_COOKIE,
        decision.setCookie,
        langCookieOptions(request.nextUrl.protocol === 'https:'),
      );
    }
    return response;
  }

  const requestHeaders = new Headers(request.headers);
  for (const name of CONTEXT_HEADERS) requestHeaders.delete(name);
  requestHeaders.set(HEADER_LANG, decision.lang);
  requestHeaders.set(HEADER_PATH, decision.rest);
  requestHeaders.set(HEADER_SEARCH, search.startsWith('?') ? search.slice(1) : search);
  const { frameAncestors } = selectBrand(searchParams);
  // A fresh script nonce per page request: Next.js reads the policy from the request headers and
  // puts the nonce on its scripts (lib/security.ts).
  const csp = contentSecurityPolicy({ frameAncestors, dev, nonce: scriptNonce() });
  requestHeaders.set('Content-Security-Policy', csp);
  const framing = frameOptions(frameAncestors);
  const setPolicy = (response: NextResponse) => {
    response.headers.set('Content-Security-Policy', csp);
    if (framing) response.headers.set('X-Frame-Options', framing);
  };

  // The back office stays open during maintenance: operators must be able to end it.
  const backOffice = decision.rest === '/operator' || decision.rest.startsWith('/operator/');
  const maintenance = backOffice
    ? { active: false as const }
    : decideMaintenance(await readMaintenance(), Date.now());
  if (maintenance.active) {
    requestHeaders.set(HEADER_MAINTENANCE_END, maintenance.end);
    const response = NextResponse.rewrite(
      new URL(`${internalPath(decision.lang, '/maintenance')}${search}`, request.url),
      {
        status: 503,
        request: { headers: requestHeaders },
      },
    );
    response.headers.set('Retry-After', String(maintenance.retryAfterSeconds));
    response.headers.set('Cache-Control', 'no-store');
    setPolicy(response);
    return response;
  }

  const pageRequest = pageRequestOf(request);
  if (isCacheablePageRequest(pageRequest, decision.rest)) {
    const key = pageCacheKey(
      decision.lang,
      decision.rest,
      searchParams,
      request.headers.get('user-agent') ?? '',
    );
    try {
      return await cachedPage(pageRequest, key);
    } catch (error) {
      // The render request failed (the server is stopping, say): this request renders on its own.
      console.warn(`[page-cache] ${key}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  const response = decision.rewriteTo
    ? NextResponse.rewrite(new URL(`${decision.rewriteTo}${search}`, request.url), {
        request: { headers: requestHeaders },
      })
    : NextResponse.next({ request: { headers: requestHeaders } });
  setPolicy(response);
  return response;
}

/**
 * The page cache's page for a Node request (kept, or rendered once for every identical request),
 * decided as proxy() decides (locale, maintenance, cacheability), or null when it is not a cached
 * page: scripts/server.mjs answers with it before Next.js routes anything.
 */
async function keptPageForNode(req: Parameters<typeof pageRequestOfNode>[0]) {
  const request: PageRequest = pageRequestOfNode(req);
  const pathname = request.url.split('?')[0] ?? '/';
  const decision = decideLocale(pathname, request.searchParams, request.cookie(LANG_COOKIE));
  if (decision.kind !== 'serve' || !isCacheablePageRequest(request, decision.rest)) return null;
  if (decideMaintenance(await readMaintenance(), Date.now()).active) return null;
  return keptPage(
    request,
    pageCacheKey(decision.lang, decision.rest, request.searchParams, request.header('user-agent') ?? ''),
  );
}
(globalThis as Record<symbol, unknown>)[KEPT_PAGE_LOOKUP] = keptPageForNode;

export const config = {
  matcher: ['/((?!_next/|static/|public/|robots\\.txt|sitemap\\.xml|favicon\\.ico|icon\\.svg).*)'],
};
