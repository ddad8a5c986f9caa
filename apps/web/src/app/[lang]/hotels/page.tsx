/** Hotel list `/hotels?…condition…` (spec §2 hotels). */
import type { Metadata } from 'next';
import { HotelListPage, hotelListMetadata } from '@/components/hotel/HotelListPage';
import type { PageSearchParams } from '@/lib/hotels/listPage';
import { isLang, type Lang } from '@/lib/i18n/settings';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<PageSearchParams> };

async function langOf(params: Props['params']): Promise<Lang> {
  const { lang } = await params;
  return isLang(lang) ? lang : 'ja';
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return hotelListMetadata(await langOf(params), await searchParams);
}

export default async function HotelsPage({ params, searchParams }: Props) {
  return <HotelListPage lang={await langOf(params)} query={await searchParams} />;
}
