/**
 * What every page of one tour needs (`/tours/{tourId}`, `/flyer/{tourId}`): the tour (GET
 * /v1/tour/{tourId} at the party's people per room; a malformed id is a 404 with TVE801, an unknown
 * one a 404 with TDE901), the condition from the URL and the chosen departure date. Memoised per
 * request, so the metadata and the page share one call. Server only.
 */
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { checkTourId, japanToday, type SearchCondition } from '@tabiyori/domain';
import type { PageSearchParams } from '../hotels/listPage';
import type { Lang } from '../i18n/settings';
import { getRequestContext } from '../requestContext';
import { loadTour } from './api';
import { tourPageCondition } from './condition';
import { failWith } from '../api';
import { paxPerRoomOf } from './party';
import type { TourDetail } from './types';

export interface TourPageContext {
  lang: Lang;
  tour: TourDetail;
  condition: SearchCondition;
  /** People per room the prices are for. */
  paxPerRoom: number;
  /** The chosen departure date when the URL names one the tour is priced on, else null. */
  goDate: string | null;
  siteName: string;
  brandName: string;
  query: URLSearchParams;
}

export function queryKey(query: PageSearchParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
      params.append(key, item);
  }
  return params.toString();
}

const load = cache(async (lang: Lang, tourId: string, key: string): Promise<TourPageContext> => {
  if (!checkTourId(tourId).ok) notFound();
  const query = new URLSearchParams(key);
  const ctx = await getRequestContext();
  const condition = tourPageCondition(query, japanToday(), ctx.brand.gadget);
  const paxPerRoom = paxPerRoomOf(condition);
  const tour = await loadTour(tourId, lang, { paxPerRoom, preview: query.get('preview') === '1' }).catch(
    (error: unknown) => failWith(error, 'tourDetail'),
  );
  const wanted = condition.isNoDate ? null : condition.goDate;
  const goDate = wanted && tour.priceStocks.some((p) => p.date === wanted) ? wanted : null;
  return {
    lang,
    tour,
    condition,
    paxPerRoom,
    goDate,
    siteName: ctx.brand.name[lang],
    brandName: ctx.brand.name[lang],
    query,
  };
});

export function tourPageContext(
  lang: Lang,
  tourId: string,
  query: PageSearchParams,
): Promise<TourPageContext> {
  return load(lang, tourId, queryKey(query));
}

export type TourRouteProps = {
  params: Promise<{ lang: string; tourId: string }>;
  searchParams: Promise<PageSearchParams>;
};

export async function tourRoute(
  props: TourRouteProps,
): Promise<{ lang: Lang; tourId: string; query: PageSearchParams }> {
  const [{ lang, tourId }, query] = await Promise.all([props.params, props.searchParams]);
  return { lang: lang === 'en' ? 'en' : 'ja', tourId, query };
}
