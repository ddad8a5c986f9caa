/**
 * What every page of one hotel needs (`/hotel/{hotelId}`, `/plans`, `/rooms`, `/images`,
 * `/access`): the hotel (GET /v1/hotel/{hotelId}; a missing hotel is a 404 with HDE901, a malformed
 * id too), the stay condition from the URL and the reference data. Memoised per request, so the
 * metadata and the page share one call. Server only.
 */
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { checkHotelId, japanToday, type SearchCondition } from '@tabiyori/domain';
import { EMPTY_REFERENCE, searchReference, type SearchReference } from '@/components/search/reference';
import { failWith } from '../api';
import type { Lang } from '../i18n/settings';
import { getRequestContext } from '../requestContext';
import { loadHotel } from './api';
import { hotelPageCondition } from './condition';
import { loadDecoder } from './decoder';
import type { PageSearchParams } from './listPage';
import type { HotelDetailData } from './types';

export interface HotelPageContext {
  lang: Lang;
  hotel: HotelDetailData;
  condition: SearchCondition;
  reference: SearchReference;
  siteName: string;
}

function queryKey(query: PageSearchParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
      params.append(key, item);
  }
  return params.toString();
}

const load = cache(async (lang: Lang, hotelId: string, key: string): Promise<HotelPageContext> => {
  if (!checkHotelId(hotelId).ok) notFound();
  const [ctx, decoder, hotel] = await Promise.all([
    getRequestContext(),
    loadDecoder(lang),
    loadHotel(hotelId, lang).catch((error: unknown) => failWith(error, 'hotelDetail')),
  ]);
  return {
    lang,
    hotel,
    condition: hotelPageCondition(new URLSearchParams(key), japanToday()),
    reference: decoder ? searchReference(decoder, 'hotel') : EMPTY_REFERENCE,
    siteName: ctx.brand.name[lang],
  };
});

export function hotelPageContext(
  lang: Lang,
  hotelId: string,
  query: PageSearchParams,
): Promise<HotelPageContext> {
  return load(lang, hotelId, queryKey(query));
}
