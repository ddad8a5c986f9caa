/**
 * Internal links carry the page's meta parameters (spec §2: siteCode, agentCode, lang, tourId,
 * preview, campaign and tracking codes …; empty values dropped). Picking and merging are the
 * domain's (`pickMetaParams`, `mergeMetaParams`); this adds the language prefix. Pure (tested).
 */
import { mergeMetaParams, normalizeSiteLang, type MetaParams } from '@tabiyori/domain';
import type { Lang } from './i18n/settings';
import { localizedPath } from './paths';

/**
 * The href of an internal page: `path` is language-neutral (`/tours?arrAreaCode=13`), the result
 * is in `lang` (`/en/tours?...`) with the meta parameters appended (the link's own parameters win).
 * A carried `lang` that names another language than the link's is dropped: it would send the
 * visitor back to the other language.
 */
export function pageHref(path: string, lang: Lang, meta: MetaParams = {}): string {
  const carried: MetaParams = { ...meta };
  if (carried.lang !== undefined && normalizeSiteLang(carried.lang) !== lang) delete carried.lang;
  const queryAt = path.search(/[?#]/);
  const pathname = queryAt >= 0 ? path.slice(0, queryAt) : path;
  const tail = queryAt >= 0 ? path.slice(queryAt) : '';
  return mergeMetaParams(`${localizedPath(lang, pathname || '/')}${tail}`, carried);
}

/**
 * The language switch link: the same page in `target` with its query (empty values dropped, spec
 * §2), plus `lng` so the proxy remembers the choice in the i18next cookie (and drops `lng` again by
 * redirecting). A carried `lang` is left out: it would contradict the choice.
 */
export function languageSwitchHref(path: string, search: URLSearchParams, target: Lang): string {
  const params = new URLSearchParams();
  for (const [key, value] of search) {
    if (key !== 'lng' && key !== 'lang' && value.trim() !== '') params.append(key, value);
  }
  params.set('lng', target);
  return `${localizedPath(target, path)}?${params.toString()}`;
}
