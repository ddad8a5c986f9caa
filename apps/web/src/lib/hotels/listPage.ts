/**
 * What a hotel list page needs before rendering, shared by /hotels, /hotels/{arrAreaCode} and
 * their metadata: the condition from the URL, the reference data, the page text. Server only.
 */
import { cache } from 'react';
import { japanToday, type PageText, type SearchCondition } from '@tabiyori/domain';
import {
  EMPTY_REFERENCE,
  areaNameOf,
  searchReference,
  type DecoderData,
  type SearchReference,
} from '@/lib/search/reference';
import type { Lang } from '../i18n/settings';
import { getRequestContext } from '../requestContext';
import { AREA_CODE_PATTERN, hotelListCanonicalPath, hotelPageCondition } from './condition';
import { loadDecoder } from './decoder';
import { hotelPageText, listTitleVars } from './seo';

export type PageSearchParams = Record<string, string | string[] | undefined>;

export interface HotelListContext {
  lang: Lang;
  condition: SearchCondition;
  decoder: DecoderData | null;
  reference: SearchReference;
  pageText: PageText;
  siteName: string;
  /** Canonical language-neutral path (page kept after the first). */
  canonicalPath: string;
  /** False when the path names an area the reference data does not know. */
  knownArea: boolean;
}

const referenceFor = cache((decoder: DecoderData | null) =>
  decoder ? searchReference(decoder, 'hotel') : EMPTY_REFERENCE,
);

export const hotelListContext = cache(
  async (lang: Lang, query: PageSearchParams, pathArea?: string): Promise<HotelListContext> => {
    const ctx = await getRequestContext();
    const decoder = await loadDecoder(lang);
    const condition = hotelPageCondition(query, japanToday(), {
      pathAreaCode: pathArea,
      departureAreas: decoder?.departureAreas,
      gadget: ctx.brand.gadget,
    });
    const siteName = ctx.brand.name[lang];
    const pageText = hotelPageText(
      'hotels',
      listTitleVars(condition, decoder),
      lang,
      siteName,
      condition.page,
    );
    const path = hotelListCanonicalPath(condition);
    return {
      lang,
      condition,
      decoder,
      reference: referenceFor(decoder),
      pageText,
      siteName,
      canonicalPath: condition.page > 1 ? `${path}?page=${condition.page}` : path,
      knownArea:
        pathArea === undefined ||
        (AREA_CODE_PATTERN.test(pathArea) &&
          (decoder === null || areaNameOf(decoder, pathArea) !== undefined)),
    };
  },
);
