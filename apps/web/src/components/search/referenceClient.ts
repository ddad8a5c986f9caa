/**
 * The search modal's reference data in the browser: the decoder (GET /v1/decoder through the site's
 * /api proxy) shaped by searchReference(), loaded when the modal is about to open (pointer over the
 * panel, focus on a row) instead of being serialised into every list page. One load per language
 * and product per page; a failed load is forgotten so the next opening tries again.
 */
import { browserApi } from '@/lib/browserApi';
import type { Lang } from '@/lib/i18n/settings';
import { searchReference, type SearchReference } from '@/lib/search/reference';

export type ReferenceKind = 'hotel' | 'tour';

const loads = new Map<string, Promise<SearchReference | null>>();

async function fetchReference(lang: Lang, kind: ReferenceKind): Promise<SearchReference | null> {
  try {
    const { data } = await browserApi().GET('/v1/decoder', { params: { query: { lang } } });
    return data ? searchReference(data, kind) : null;
  } catch {
    return null;
  }
}

/** The reference for `lang` and `kind`; null when it could not be loaded. */
export function loadSearchReference(lang: Lang, kind: ReferenceKind): Promise<SearchReference | null> {
  const key = `${lang}:${kind}`;
  let load = loads.get(key);
  if (!load) {
    load = fetchReference(lang, kind).then((reference) => {
      if (!reference) loads.delete(key);
      return reference;
    });
    loads.set(key, load);
  }
  return load;
}
