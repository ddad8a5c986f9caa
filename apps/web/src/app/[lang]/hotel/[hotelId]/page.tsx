/**
 * Hotel detail `/hotel/{hotelId}` (spec §2 hotelDetail): photos, highlights, the way to the plans
 * (from-price and plans.count for the stay), and the sections access and transfer, basic info,
 * rooms and amenities, hot-spring bath, in-house facilities and services. JSON-LD Hotel with an
 * Offer for the from-price. Fully server-rendered.
 */
import type { Metadata } from 'next';
import { formatFromPrice, noResultMessage } from '@tabiyori/domain';
import { CatalogImage } from '@/components/hotel/CatalogImage';
import { AppLink } from '@/components/AppLink';
import { DpTransportPanel } from '@/components/hotel/DpTransportPanel';
import { HotelFrame } from '@/components/hotel/HotelFrame';
import {
  AccessSection,
  BasicInfoSection,
  FacilitiesSection,
  OnsenSection,
  RoomsSection,
} from '@/components/hotel/HotelSections';
import { JsonLd } from '@/components/JsonLd';
import { loadPlans } from '@/lib/hotels/api';
import { dpSeat } from '@/lib/hotels/dp';
import { hotelPageContext, hotelPageHref } from '@/lib/hotels/hotelPage';
import { catalogImageSrc } from '@/lib/hotels/images';
import { hotelRoute, type HotelRouteProps } from '@/lib/hotels/pageProps';
import { hotelBreadcrumbs, hotelJsonLd, hotelPageText, hotelTitleVars } from '@/lib/hotels/seo';
import { siteUrl } from '@/lib/env';
import { getT } from '@/lib/i18n/server';
import { absoluteUrl, pageMetadata } from '@/lib/seo';
import styles from '@/components/hotel/hotel.module.css';
import { metadataWithOwnNotFound, withOwnNotFound } from '@/lib/notFoundPage';
import HotelNotFound from './not-found';

async function metadata(props: HotelRouteProps): Promise<Metadata> {
  const { lang, hotelId, query } = await hotelRoute(props);
  const page = await hotelPageContext(lang, hotelId, query);
  const text = hotelPageText('hotelDetail', hotelTitleVars(page.hotel), lang, page.siteName);
  return pageMetadata({
    lang,
    path: `/hotel/${encodeURIComponent(page.hotel.hotelId)}`,
    title: text.title,
    description: page.hotel.catchCopy ? `${page.hotel.catchCopy} ${text.description}` : text.description,
    keywords: text.keywords,
    siteName: page.siteName,
  });
}

async function HotelDetailPage(props: HotelRouteProps) {
  const { lang, hotelId, query } = await hotelRoute(props);
  const page = await hotelPageContext(lang, hotelId, query);
  const { hotel, condition, seatClass } = page;
  const [t, plans] = await Promise.all([
    getT(lang, 'hotel'),
    loadPlans(hotel.hotelId, condition, lang, 1).catch(() => null),
  ]);
  const text = hotelPageText('hotelDetail', hotelTitleVars(hotel), lang, page.siteName);
  const fromPrice = plans?.plans[0]?.price.perAdult ?? null;
  // A dynamic package: the cheapest plan's set price (stay + JR round trip) for the chosen seat.
  const dp = plans?.plans[0]?.dp ?? null;
  const gallery = hotel.images.flatMap((image) => {
    const src = catalogImageSrc(image.path, lang);
    return src ? [{ src, alt: image.alt }] : [];
  });
  const url = absoluteUrl(lang, `/hotel/${encodeURIComponent(hotel.hotelId)}`);
  const jsonLd = hotelJsonLd({
    hotel,
    url,
    imageUrls: gallery.slice(0, 6).map((g) => `${siteUrl()}${g.src}`),
    fromPrice,
    offerUrl: absoluteUrl(lang, `/hotel/${encodeURIComponent(hotel.hotelId)}/plans`),
    priceUnitText: t('pricePerAdultNight'),
    amenities: hotel.facilities.map((f) => f.name),
  });

  return (
    <HotelFrame
      page={page}
      current=""
      pageKind="hotelDetail"
      h1={text.h1}
      breadcrumbs={hotelBreadcrumbs(hotel, t('hotelsTop'))}
    >
      <JsonLd data={jsonLd} />
      {gallery.length > 0 ? (
        <div className={styles.gallery}>
          {gallery.slice(0, 5).map((image, i) => (
            <CatalogImage
              key={image.src + i}
              src={image.src}
              alt={image.alt}
              width={i === 0 ? 640 : 320}
              height={i === 0 ? 420 : 210}
              priority={i === 0}
            />
          ))}
          <AppLink href={hotelPageHref(page, 'images')} className={styles.galleryMore}>
            {t('allPhotos', { count: gallery.length })}
          </AppLink>
        </div>
      ) : null}
      {hotel.catchCopy ? <p className={styles.lead}>{hotel.catchCopy}</p> : null}
      <div className={styles.planCta}>
        {plans && plans.count > 0 && fromPrice !== null ? (
          <>
            {dp ? (
              <p className={styles.ctaPrice}>
                <span>{t('setPriceLabel', { count: dp.nights })}</span>
                <strong>{formatFromPrice(dpSeat(dp, seatClass).setPricePerAdult, lang)}</strong>
              </p>
            ) : (
              <p className={styles.ctaPrice}>
                <span>{t('pricePerAdultNight')}</span>
                <strong>{formatFromPrice(fromPrice, lang)}</strong>
              </p>
            )}
            <p className={styles.ctaCount}>{t('planCount', { count: plans.count })}</p>
          </>
        ) : (
          <p className={styles.ctaCount}>{plans ? noResultMessage('plans', lang) : t('plansUnavailable')}</p>
        )}
        <AppLink href={hotelPageHref(page, 'plans')} className={styles.primaryLink}>
          {t('showPlans')}
        </AppLink>
      </div>
      {dp ? <DpTransportPanel dp={dp} seatClass={seatClass} href={hotelPageHref(page)} lang={lang} /> : null}
      {hotel.recommendPoints.length > 0 ? (
        <section className={styles.section} aria-labelledby="sec-points">
          <h2 id="sec-points" className={styles.sectionTitle}>
            {t('recommendPoint')}
          </h2>
          <ul className={styles.pointList}>
            {hotel.recommendPoints.map((point, i) => (
              <li key={i}>{point}</li>
            ))}
          </ul>
          {hotel.kodawari.length > 0 ? (
            <ul className={styles.chips} aria-label={t('kodawariLabel')}>
              {hotel.kodawari.map((k) => (
                <li key={k.code}>{k.name}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
      <nav className={styles.sectionNav} aria-label={t('sectionsLabel')}>
        <ul>
          <li>
            <a href="#sec-access">{t('access')}</a>
          </li>
          <li>
            <a href="#sec-basic">{t('basicInfo')}</a>
          </li>
          <li>
            <a href="#sec-rooms">{t('roomsAmenities')}</a>
          </li>
          <li>
            <a href="#sec-onsen">{t('hotSpring')}</a>
          </li>
          <li>
            <a href="#sec-facilities">{t('facilities')}</a>
          </li>
        </ul>
      </nav>
      <AccessSection hotel={hotel} lang={lang} />
      <BasicInfoSection hotel={hotel} lang={lang} />
      <RoomsSection page={page} />
      <OnsenSection hotel={hotel} lang={lang} />
      <FacilitiesSection hotel={hotel} lang={lang} />
    </HotelFrame>
  );
}

export default withOwnNotFound(HotelDetailPage, HotelNotFound);
export const generateMetadata = metadataWithOwnNotFound(metadata);
