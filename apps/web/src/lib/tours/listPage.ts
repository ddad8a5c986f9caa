/**
 * What the tour list needs before rendering, shared by the page and its metadata: the condition
 * from the URL, the reference data (decoder), the page text. Memoised per request. Server only.
 */
import { cache } from 'react';
import { japanToday, type PageText, type SearchCondition } from '@tabiyori/domain';
import { EMPTY_REFERENCE, searchReference, type SearchReference } from '@/lib/search/reference';
import { loadDecoder } from '../hotels/decoder';
import type { PageSearchParams } from '../hotels/listPage';
import type { Lang } from '../i18n/settings';
import { getRequestContext } from '../requestContext';
import { tourListCanonicalPath, tourPageCondition } from './condition';
import { tourListTitleVars, tourPageText } from './seo';

export interface TourListContext {
  lang: Lang;
  condition: SearchCondition;
  reference: SearchReference;
  kodawariNames: Record<string, string>;
  pageText: PageText;
  siteName: string;
  /** Canonical language-neutral path (the page kept after the first). */
  canonicalPath: string;
}

function queryKey(query: PageSearchParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
      params.append(key, item);
  }
  return params.toString();
}

const load = cache(async (lang: Lang, key: string): Promise<TourListContext> => {
  const [ctx, decoder] = await Promise.all([getRequestContext(), loadDecoder(lang)]);
  const condition = tourPageCondition(new URLSearchParams(key), japanToday(), ctx.brand.gadget);
  const reference = decoder ? searchReference(decoder, 'tour') : EMPTY_REFERENCE;
  const kodawariNames = decoder?.kodawari ?? {};
  const siteName = ctx.brand.name[lang];
  const pageText = tourPageText(
    'tourList',
    tourListTitleVars(condition, reference, kodawariNames),
    lang,
    siteName,
    condition.page,
  );
  return {
    lang,
    condition,
    reference,
    kodawariNames,
    pageText,
    siteName,
    canonicalPath: tourListCanonicalPath(condition),
  };
});

export function tourListContext(lang: Lang, query: PageSearchParams): Promise<TourListContext> {
  return load(lang, queryKey(query));
}
