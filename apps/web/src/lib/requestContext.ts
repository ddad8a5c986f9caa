/**
 * What the shell needs to know about the current request, from the headers the proxy sets
 * (requestHeaders.ts): language, language-neutral path, query, meta parameters, brand. Memoised per
 * request with React `cache`. Reading headers makes the page dynamic, which every page of the
 * shell is anyway (texts and data come from the API at request time).
 */
import { cache } from 'react';
import { headers } from 'next/headers';
import { pickMetaParams, type MetaParams } from '@tabiyori/domain';
import { selectBrand, type Brand } from './brands';
import { parseLang, type Lang } from './i18n/settings';
import { HEADER_LANG, HEADER_MAINTENANCE_END, HEADER_PATH, HEADER_SEARCH } from './requestHeaders';

export interface RequestContext {
  lang: Lang;
  /** Language-neutral path of the page, e.g. `/tours`. */
  path: string;
  search: URLSearchParams;
  meta: MetaParams;
  brand: Brand;
  /** Planned end of an active maintenance window (only on the maintenance notice). */
  maintenanceEnd: string | null;
}

export const getRequestContext = cache(async (): Promise<RequestContext> => {
  const h = await headers();
  const search = new URLSearchParams(h.get(HEADER_SEARCH) ?? '');
  return {
    lang: parseLang(h.get(HEADER_LANG)) ?? 'ja',
    path: h.get(HEADER_PATH) || '/',
    search,
    meta: pickMetaParams(search),
    brand: selectBrand(search),
    maintenanceEnd: h.get(HEADER_MAINTENANCE_END),
  };
});
