/** Tour list `/tours?…condition…` (spec §2 tourList). */
import type { Metadata } from 'next';
import { TourListPage, tourListMetadata } from '@/components/tour/TourListPage';
import type { PageSearchParams } from '@/lib/hotels/listPage';
import { langOf } from '@/lib/i18n/pageLang';
import { metadataWithOwnNotFound, withOwnNotFound } from '@/lib/notFoundPage';
import TourListNotFound from './not-found';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<PageSearchParams> };

async function metadata({ params, searchParams }: Props): Promise<Metadata> {
  return tourListMetadata(await langOf(params), await searchParams);
}

async function ToursPage({ params, searchParams }: Props) {
  // Called, not rendered: its notFound() must reach withOwnNotFound below.
  return TourListPage({ lang: await langOf(params), query: await searchParams });
}

export default withOwnNotFound(ToursPage, TourListNotFound);
export const generateMetadata = metadataWithOwnNotFound(metadata);
