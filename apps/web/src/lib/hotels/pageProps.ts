/** Route props of the hotel's pages (Next.js 16: params and searchParams are promises). */
import type { Lang } from '../i18n/settings';
import { langOfSegment } from '../i18n/pageLang';
import type { PageSearchParams } from './listPage';

export type HotelRouteProps = {
  params: Promise<{ lang: string; hotelId: string }>;
  searchParams: Promise<PageSearchParams>;
};

export async function hotelRoute(
  props: HotelRouteProps,
): Promise<{ lang: Lang; hotelId: string; query: PageSearchParams }> {
  const [{ lang, hotelId }, query] = await Promise.all([props.params, props.searchParams]);
  return { lang: langOfSegment(lang), hotelId, query };
}
