/**
 * What every page of one hotel needs (`/hotel/{hotelId}`, `/plans`, `/rooms`, `/images`,
 * `/access`): the hotel (GET /v1/hotel/{hotelId}; a missing hotel is a 404 with HDE901, a malformed
 * id too), the stay condition from the URL and the reference data. Memoised per request, so the
 * metadata and the page share one call. Server only.
 */
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { checkHotelId, japanToday, type JrSeatClass, type SearchCondition } from '@tabiyori/domain';
import { EMPTY_REFERENCE, searchReference, type SearchReference } from '@/lib/search/reference';
import { failWith } from '../api';
import type { Lang } from '../i18n/settings';
import { getRequestContext } from '../requestContext';
import { loadHotel } from './api';
import { hasDeparture, hotelHref, hotelPageCondition, type HotelSubPage } from './condition';
import { SEAT_CLASS_PARAM, seatClassOf, seatClassQuery } from './dp';
import { loadDecoder } from './decoder';
import type { PageSearchParams } from './listPage';
import type { HotelDetailData } from './types';

export interface HotelPageContext {
  lang: Lang;
  hotel: HotelDetailData;
  condition: SearchCondition;
  /** A dynamic package's seat class (`seatClass` in the URL; the ordinary reserved seat by default). */
  seatClass: JrSeatClass;
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
  const params = new URLSearchParams(key);
  return {
    lang,
    hotel,
    condition: hotelPageCondition(params, japanToday(), {
      departureAreas: decoder?.departureAreas,
      gadget: ctx.brand.gadget,
    }),
    seatClass: seatClassOf(params.get(SEAT_CLASS_PARAM)),
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

/**
 * A link to one of the hotel's pages that keeps the page's stay, departure and, in a dynamic
 * package, the chosen seat class (language-neutral; AppLink adds the language and meta).
 */
export function hotelPageHref(
  page: Pick<HotelPageContext, 'hotel' | 'condition' | 'seatClass'>,
  sub: HotelSubPage = '',
  extra: Record<string, string> = {},
): string {
  const seat = hasDeparture(page.condition) ? seatClassQuery(page.seatClass) : {};
  return hotelHref(page.hotel.hotelId, page.condition, sub, { ...seat, ...extra });
}
