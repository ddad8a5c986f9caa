/**
 * The proxy's language decision for one request, as a pure function (tested in routing.test.ts).
 *
 * Order (spec §9 detection order, server side): the `lng` query parameter, then the `i18next`
 * cookie. The spec §2 page parameter `lang` (showID = ja) also picks the language for the request.
 * The path itself (`/en/...` or unprefixed) is what pages are served under, so every language
 * choice ends as a path:
 *
 * 1. /_next/, /static/, /public/, /api/ and root files: ignored.
 * 2. `lng=en|ja|showID`: redirect to that language's path without `lng` (and without `lang`, which
 *    would contradict it) and remember the choice in the `i18next` cookie (SameSite=Strict, 1 year).
 * 3. `lang=...` naming another language than the path's: redirect to that language's path without
 *    `lang` (no cookie: a partner's link is not the visitor's choice). Same language: kept and
 *    carried as a meta parameter.
 * 4. `/ja/...`: permanent redirect to the unprefixed path (one URL per page).
 * 5. `i18next=en` cookie on an unprefixed path: temporary redirect to `/en/...`. An `/en/...` path
 *    is an explicit choice and is served as asked whatever the cookie says. Crawlers send no
 *    cookie, so they always get the page the URL names.
 * 6. Otherwise: `/en/...` served as is, anything else rewritten to `/ja/...`.
 *
 * Unknown values (`lng=fr`) are ignored, never an error.
 */
import { LANG_COOKIE_MAX_AGE_SECONDS, LANG_QUERY_PARAM, parseLang, type Lang } from './i18n/settings';
import { internalPath, isIgnoredPath, localizedPath, splitLocalePath } from './paths';

export type LocaleDecision =
  | { kind: 'ignore' }
  | { kind: 'redirect'; status: 307 | 308; location: string; setCookie?: Lang }
  | { kind: 'serve'; lang: Lang; rest: string; rewriteTo: string | null };

function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export function decideLocale(
  pathname: string,
  searchParams: URLSearchParams,
  cookieValue: string | undefined,
): LocaleDecision {
  if (isIgnoredPath(pathname)) return { kind: 'ignore' };
  const { lang: pathLang, prefix, rest } = splitLocalePath(pathname);

  const chosen = parseLang(searchParams.get(LANG_QUERY_PARAM));
  if (chosen) {
    const params = new URLSearchParams(searchParams);
    params.delete(LANG_QUERY_PARAM);
    params.delete('lang');
    return {
      kind: 'redirect',
      status: 307,
      location: withQuery(localizedPath(chosen, rest), params),
      setCookie: chosen,
    };
  }

  const pageLang = parseLang(searchParams.get('lang'));
  if (pageLang && pageLang !== pathLang) {
    const params = new URLSearchParams(searchParams);
    params.delete('lang');
    return { kind: 'redirect', status: 307, location: withQuery(localizedPath(pageLang, rest), params) };
  }

  if (prefix === 'ja') {
    return { kind: 'redirect', status: 308, location: withQuery(localizedPath('ja', rest), searchParams) };
  }

  if (prefix === null && !pageLang && parseLang(cookieValue) === 'en') {
    return { kind: 'redirect', status: 307, location: withQuery(localizedPath('en', rest), searchParams) };
  }

  return prefix === 'en'
    ? { kind: 'serve', lang: 'en', rest, rewriteTo: null }
    : { kind: 'serve', lang: 'ja', rest, rewriteTo: internalPath('ja', rest) };
}

/** The Set-Cookie attributes of the language cookie (spec §9: SameSite strict, one year). */
export function langCookieOptions(secure: boolean) {
  return {
    path: '/',
    maxAge: LANG_COOKIE_MAX_AGE_SECONDS,
    sameSite: 'strict' as const,
    secure,
    httpOnly: false,
  };
}
