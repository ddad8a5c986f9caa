/**
 * Locale sub-path routing (spec §2, DESIGN.md page routes): Japanese, the default, lives at the root
 * (`/`, `/tours`), English under `/en/...`. The app tree is `app/[lang]/...`; the proxy rewrites an
 * unprefixed path to `/ja/...`. Paths under /_next/, /static/, /public/ and /api/ are never touched
 * by locale handling (spec §2), nor are the metadata files at the root.
 */
import { withLocalePrefix } from '@tabiyori/domain';
import type { Lang } from './i18n/settings';

export const IGNORED_PREFIXES = ['/_next/', '/static/', '/public/', '/api/'] as const;
/** Root files served outside the locale tree (app/robots.ts, app/sitemap.ts, app/icon.svg). */
export const ROOT_FILES = ['/robots.txt', '/sitemap.xml', '/favicon.ico', '/icon.svg'] as const;

/** True for paths the locale handling must leave alone. `/api` itself counts as `/api/`. */
export function isIgnoredPath(pathname: string): boolean {
  if ((ROOT_FILES as readonly string[]).includes(pathname)) return true;
  return IGNORED_PREFIXES.some((prefix) => pathname.startsWith(prefix) || pathname === prefix.slice(0, -1));
}

export interface LocalePath {
  /** The language the path is in: en under /en, ja otherwise. */
  lang: Lang;
  /** The explicit prefix in the path ('ja' for a /ja/... path, which is not canonical), or null. */
  prefix: Lang | null;
  /** The language-neutral path: `/en/tours` → `/tours`, `/en` → `/`. */
  rest: string;
}

/** Splits a path into its language and the language-neutral rest. */
export function splitLocalePath(pathname: string): LocalePath {
  for (const lang of ['en', 'ja'] as const) {
    const prefix = `/${lang}`;
    if (pathname === prefix) return { lang, prefix: lang, rest: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { lang, prefix: lang, rest: pathname.slice(prefix.length) };
  }
  return { lang: 'ja', prefix: null, rest: pathname || '/' };
}

/** The public path of a language-neutral path: ja unprefixed, en under /en. */
export function localizedPath(lang: Lang, rest: string): string {
  return withLocalePrefix(rest.startsWith('/') ? rest : `/${rest}`, lang);
}

/** The internal app-tree path the proxy rewrites to: `/ja/tours`, `/en`. */
export function internalPath(lang: Lang, rest: string): string {
  return rest === '/' ? `/${lang}` : `/${lang}${rest}`;
}
