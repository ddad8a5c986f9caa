/**
 * Access `/hotel/{hotelId}/access` (spec §2 hotelDetail (access)): how to get there, nearest
 * station, parking and transfer, with a link to the hotel on the map search.
 */
import type { Metadata } from 'next';
import { createDefaultCondition, defaultConfig, japanToday } from '@tabiyori/domain';
import { AppLink } from '@/components/AppLink';
import { HotelFrame } from '@/components/hotel/HotelFrame';
import { AccessSection } from '@/components/hotel/HotelSections';
import { hotelMapHref } from '@/lib/hotels/condition';
import { hotelPageContext } from '@/lib/hotels/hotelPage';
import { hasPosition } from '@/lib/hotels/mapData';
import { hotelRoute, type HotelRouteProps } from '@/lib/hotels/pageProps';
import { hotelBreadcrumbs, hotelPageText, hotelTitleVars } from '@/lib/hotels/seo';
import { getT } from '@/lib/i18n/server';
import type { Lang } from '@/lib/i18n/settings';
import { pageMetadata } from '@/lib/seo';
import styles from '@/components/hotel/hotel.module.css';
import { metadataWithOwnNotFound, withOwnNotFound } from '@/lib/notFoundPage';
import HotelNotFound from '../not-found';

async function accessText(lang: Lang, vars: ReturnType<typeof hotelTitleVars>, siteName: string) {
  const t = await getT(lang, 'hotel');
  return hotelPageText('hotelDetail', vars, lang, siteName, undefined, {
    title: t('accessPageTitle'),
    h1: t('accessPageTitle'),
    description: t('accessPageDescription'),
    breadcrumb: t('accessBreadcrumb'),
  });
}

async function metadata(props: HotelRouteProps): Promise<Metadata> {
  const { lang, hotelId, query } = await hotelRoute(props);
  const page = await hotelPageContext(lang, hotelId, query);
  const text = await accessText(lang, hotelTitleVars(page.hotel), page.siteName);
  return pageMetadata({
    lang,
    path: `/hotel/${encodeURIComponent(page.hotel.hotelId)}/access`,
    title: text.title,
    description: text.description,
    keywords: text.keywords,
    siteName: page.siteName,
  });
}

async function HotelAccessPage(props: HotelRouteProps) {
  const { lang, hotelId, query } = await hotelRoute(props);
  const page = await hotelPageContext(lang, hotelId, query);
  const { hotel, condition } = page;
  const t = await getT(lang, 'hotel');
  const text = await accessText(lang, hotelTitleVars(hotel), page.siteName);
  const mapCondition = {
    ...createDefaultCondition(defaultConfig, japanToday()),
    ...condition,
    hotelIds: [hotel.hotelId],
  };
  return (
    <HotelFrame
      page={page}
      current="access"
      pageKind="hotelDetail"
      h1={text.h1}
      breadcrumbs={hotelBreadcrumbs(hotel, t('hotelsTop'), text.breadcrumb)}
      stayPanel={false}
    >
      <AccessSection hotel={hotel} lang={lang} />
      <p className={styles.moreLink}>
        {hasPosition(hotel) ? (
          <AppLink href={hotelMapHref(mapCondition, 1)}>{t('mapView')} ›</AppLink>
        ) : (
          <span>{t('mapPositionFailed')}</span>
        )}
      </p>
    </HotelFrame>
  );
}

export default withOwnNotFound(HotelAccessPage, HotelNotFound);
export const generateMetadata = metadataWithOwnNotFound(metadata);
