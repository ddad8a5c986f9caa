/**
 * Map search `/hotels/map?…condition…&count=N` (spec §2 mapSearch, also a direct landing URL): the
 * top {count} results of the condition (default 50, at most 100) on a map and in a list; hotels
 * without a position are listed with 'could not get the position of the facility'. The base tile
 * layer is configuration (MAP_TILE_URL, MAP_TILE_ATTRIBUTION, read at run time); without it the map
 * draws our own base map of Japan (prefectures, JR lines, cities) and needs no request to the internet.
 */
import type { Metadata } from 'next';
import { noResultMessage } from '@tabiyori/domain';
import { AppLink } from '@/components/AppLink';
import { MapSearch } from '@/components/hotel/MapSearch';
import { PageShell } from '@/components/PageShell';
import { SearchPanel } from '@/components/search/SearchPanel';
import { failWith } from '@/lib/api';
import { couponItemKey } from '@/lib/coupons/discount';
import { hotelCouponRequest } from '@/lib/coupons/hotels';
import { loadCouponPrices } from '@/lib/coupons/server';
import { searchHotels } from '@/lib/hotels/api';
import { evaluationView, hotelCardView } from '@/lib/hotels/cardView';
import { hotelListHref } from '@/lib/hotels/condition';
import { hotelListContext, type PageSearchParams } from '@/lib/hotels/listPage';
import { mapCount, type MapHotel } from '@/lib/hotels/mapData';
import { hotelPageText, listBreadcrumbs, listTitleVars } from '@/lib/hotels/seo';
import { formatFromPrice } from '@tabiyori/domain';
import { getT } from '@/lib/i18n/server';
import { langOf } from '@/lib/i18n/pageLang';
import { pageHref } from '@/lib/links';
import { getRequestContext } from '@/lib/requestContext';
import { pageMetadata } from '@/lib/seo';
import styles from '@/components/hotel/hotel.module.css';
import { metadataWithOwnNotFound, withOwnNotFound } from '@/lib/notFoundPage';
import HotelsNotFound from '../not-found';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<PageSearchParams> };

/** Only a configured http(s) URL template with {z}/{x}/{y} is used as the base layer. */
function tileConfig(): { url: string | null; attribution: string | null } {
  const url = process.env.MAP_TILE_URL?.trim();
  const ok = url && /^(https?:\/\/|\/)[^\s"'<>]*\{z\}[^\s"'<>]*$/.test(url);
  return { url: ok ? url : null, attribution: process.env.MAP_TILE_ATTRIBUTION?.trim() || null };
}

async function metadata({ params, searchParams }: Props): Promise<Metadata> {
  const lang = await langOf(params);
  const list = await hotelListContext(lang, await searchParams);
  const text = hotelPageText('mapSearch', listTitleVars(list.condition, list.decoder), lang, list.siteName);
  return pageMetadata({
    lang,
    path: '/hotels/map',
    title: text.title,
    description: text.description,
    keywords: text.keywords,
    siteName: list.siteName,
  });
}

async function HotelMapPage({ params, searchParams }: Props) {
  const lang = await langOf(params);
  const query = await searchParams;
  const [ctx, list, th] = await Promise.all([
    getRequestContext(),
    hotelListContext(lang, query),
    getT(lang, 'hotel'),
  ]);
  const count = mapCount(query.count);
  const condition = { ...list.condition, page: 1 };
  const text = hotelPageText('mapSearch', listTitleVars(condition, list.decoder), lang, list.siteName);
  const answer = await searchHotels(condition, lang, count).catch((error: unknown) => failWith(error));
  const views = answer.hotels.map((hotel) => hotelCardView(hotel, condition, lang));
  // One couponDiscount call for the map's hotels (the map is a client component: awaited, bounded).
  const [couponPrices, tc] = await Promise.all([
    loadCouponPrices(
      hotelCouponRequest(
        condition,
        views.map((v) => ({ hotelId: v.hotelId, planId: v.planId, perAdult: v.perAdult, nights: v.nights })),
        lang,
        true,
      ),
      1500,
    ),
    getT(lang, 'coupon'),
  ]);
  const hotels: MapHotel[] = answer.hotels.map((hotel, i) => {
    const view = views[i] ?? hotelCardView(hotel, condition, lang);
    const coupon = couponPrices.get(couponItemKey({ hotelId: view.hotelId, planId: view.planId }));
    return {
      ...(coupon
        ? {
            coupon: {
              badge: tc('badge'),
              text: `${tc('priceWithCouponLead', {
                unit: view.nights > 1 ? tc('perPersonNights', { count: view.nights }) : tc('perPerson'),
              })} ${formatFromPrice(coupon.discountMinPrice, lang)}`,
              couponName: coupon.coupon.couponName,
            },
          }
        : {}),
      hotelId: hotel.hotelId,
      name: hotel.hotelName,
      href: pageHref(view.href, lang, ctx.meta),
      lat: hotel.lat,
      lng: hotel.lng,
      priceText: view.priceText,
      areaText: view.areaText,
      hotelType: view.hotelType,
      imageSrc: view.image?.src ?? null,
      imageAlt: view.image?.alt ?? '',
      score: (() => {
        const e = evaluationView(hotel.evaluation);
        return e?.kind === 'published' ? e.score : null;
      })(),
    };
  });
  const tiles = tileConfig();
  const breadcrumbs = listBreadcrumbs(condition, list.decoder, th('hotelsTop'), text.breadcrumb, true);
  return (
    <PageShell pageKind="mapSearch" breadcrumbs={breadcrumbs}>
      <div className="container">
        <header className={styles.pageHead}>
          <h1 className={styles.pageTitle}>{text.h1}</h1>
        </header>
        <SearchPanel
          lang={lang}
          meta={ctx.meta}
          target={{ kind: 'page', path: '/hotels/map', params: { count: String(count) } }}
          condition={condition}
          reference={list.reference}
          tabs={['area', 'calendar', 'people', 'preference']}
          title={th('searchPanelTitle')}
        />
        <div className={styles.toolbar}>
          <p className={styles.count} role="status">
            <strong>{th('hotelCount', { count: answer.count })}</strong>
            <span className={styles.range}>{th('mapTopResults', { count: hotels.length })}</span>
          </p>
          <AppLink href={hotelListHref(condition)} className={styles.mapLink}>
            {th('listView')}
          </AppLink>
        </div>
        {hotels.length === 0 ? (
          <div className={styles.noResult} role="status">
            <p>{noResultMessage('hotels', lang)}</p>
          </div>
        ) : null}
        <MapSearch hotels={hotels} lang={lang} tileUrl={tiles.url} tileAttribution={tiles.attribution} />
      </div>
    </PageShell>
  );
}

export default withOwnNotFound(HotelMapPage, HotelsNotFound);
export const generateMetadata = metadataWithOwnNotFound(metadata);
