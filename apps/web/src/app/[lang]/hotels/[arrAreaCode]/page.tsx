/**
 * Hotel list of one destination `/hotels/{arrAreaCode}?…` (spec §2: exactly one destination area
 * and the area-path option on). An area the reference data does not know answers 404.
 */
import type { Metadata } from 'next';
import { HotelListPage, hotelListMetadata } from '@/components/hotel/HotelListPage';
import type { PageSearchParams } from '@/lib/hotels/listPage';
import type { Lang } from '@/lib/i18n/settings';
import { langOfSegment } from '@/lib/i18n/pageLang';
import { metadataWithOwnNotFound, withOwnNotFound } from '@/lib/notFoundPage';
import HotelsNotFound from '../not-found';

type Props = {
  params: Promise<{ lang: string; arrAreaCode: string }>;
  searchParams: Promise<PageSearchParams>;
};

async function read(params: Props['params']): Promise<{ lang: Lang; area: string }> {
  const { lang, arrAreaCode } = await params;
  let area = arrAreaCode;
  try {
    area = decodeURIComponent(arrAreaCode);
  } catch {
    // a malformed escape is kept as written (and then is no known area)
  }
  return { lang: langOfSegment(lang), area };
}

async function metadata({ params, searchParams }: Props): Promise<Metadata> {
  const { lang, area } = await read(params);
  return hotelListMetadata(lang, await searchParams, area);
}

async function HotelsInAreaPage({ params, searchParams }: Props) {
  const { lang, area } = await read(params);
  // Called, not rendered: its notFound() must reach withOwnNotFound below.
  return HotelListPage({ lang, query: await searchParams, pathArea: area });
}

export default withOwnNotFound(HotelsInAreaPage, HotelsNotFound);
export const generateMetadata = metadataWithOwnNotFound(metadata);
