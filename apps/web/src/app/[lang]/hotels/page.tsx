/** Hotel list `/hotels?…condition…` (spec §2 hotels). */
import type { Metadata } from 'next';
import { HotelListPage, hotelListMetadata } from '@/components/hotel/HotelListPage';
import type { PageSearchParams } from '@/lib/hotels/listPage';
import { langOf } from '@/lib/i18n/pageLang';
import { metadataWithOwnNotFound, withOwnNotFound } from '@/lib/notFoundPage';
import HotelsNotFound from './not-found';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<PageSearchParams> };

async function metadata({ params, searchParams }: Props): Promise<Metadata> {
  return hotelListMetadata(await langOf(params), await searchParams);
}

async function HotelsPage({ params, searchParams }: Props) {
  // Called, not rendered: its notFound() must reach withOwnNotFound below.
  return HotelListPage({ lang: await langOf(params), query: await searchParams });
}

export default withOwnNotFound(HotelsPage, HotelsNotFound);
export const generateMetadata = metadataWithOwnNotFound(metadata);
