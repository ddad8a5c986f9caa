/** Tour list `/tours?…condition…` (spec §2 tourList). */
import type { Metadata } from 'next';
import { TourListPage, tourListMetadata } from '@/components/tour/TourListPage';
import type { PageSearchParams } from '@/lib/hotels/listPage';
import { isLang, type Lang } from '@/lib/i18n/settings';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<PageSearchParams> };

async function langOf(params: Props['params']): Promise<Lang> {
  const { lang } = await params;
  return isLang(lang) ? lang : 'ja';
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return tourListMetadata(await langOf(params), await searchParams);
}

export default async function ToursPage({ params, searchParams }: Props) {
  return <TourListPage lang={await langOf(params)} query={await searchParams} />;
}
