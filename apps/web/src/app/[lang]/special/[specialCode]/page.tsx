/**
 * Special (tours) `/special/{specialCode}` (spec §2 special; §3 Special per-language definition;
 * §7 GET /v1/special/tours/{specialCode}): the special's heading, lead and meta texts (its
 * metaTitle, metaDescription, metaKeyword and breadCrumbsText override the templates) and its tours
 * as cards. A malformed or unknown code answers 404 with HSP900 (E_00003).
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import {
  capacityText,
  formatFromPrice,
  japanToday,
  specialPageTextOverrides,
  tourTypeLabel,
} from '@tabiyori/domain';
import { AppLink } from '@/components/AppLink';
import { CatalogImage } from '@/components/hotel/CatalogImage';
import { PageShell } from '@/components/PageShell';
import { SearchPanel } from '@/components/search/SearchPanel';
import styles from '@/components/tour/tour.module.css';
import { failWith } from '@/lib/api';
import { loadDecoder } from '@/lib/hotels/decoder';
import { EMPTY_REFERENCE, searchReference } from '@/lib/search/reference';
import { tourPageCondition } from '@/lib/tours/condition';
import { catalogImageSrc } from '@/lib/hotels/images';
import type { PageSearchParams } from '@/lib/hotels/listPage';
import { getT } from '@/lib/i18n/server';
import type { Lang } from '@/lib/i18n/settings';
import { langOfSegment } from '@/lib/i18n/pageLang';
import { getRequestContext } from '@/lib/requestContext';
import { pageMetadata } from '@/lib/seo';
import { loadSpecialTours } from '@/lib/tours/api';
import { tourPageText } from '@/lib/tours/seo';
import { metadataWithOwnNotFound, withOwnNotFound } from '@/lib/notFoundPage';
import SpecialNotFound from './not-found';

type Props = {
  params: Promise<{ lang: string; specialCode: string }>;
  searchParams: Promise<PageSearchParams>;
};

const SPECIAL_CODE = /^[a-z0-9-]{1,64}$/;

const special = cache((code: string, lang: Lang) =>
  loadSpecialTours(code, lang).catch((error: unknown) => failWith(error, 'special')),
);

async function read(props: Props) {
  const { lang, specialCode } = await props.params;
  if (!SPECIAL_CODE.test(specialCode)) notFound();
  const pageLang: Lang = langOfSegment(lang);
  const [ctx, data] = await Promise.all([getRequestContext(), special(specialCode, pageLang)]);
  const siteName = ctx.brand.name[pageLang];
  const text = tourPageText(
    'special',
    { specialname: data.specialName },
    pageLang,
    siteName,
    undefined,
    specialPageTextOverrides(data),
  );
  return { lang: pageLang, specialCode, data, text, siteName };
}

async function metadata(props: Props): Promise<Metadata> {
  const { lang, specialCode, text, siteName } = await read(props);
  return pageMetadata({
    lang,
    path: `/special/${specialCode}`,
    title: text.title,
    description: text.description,
    keywords: text.keywords,
    siteName,
  });
}

async function SpecialPage(props: Props) {
  const { lang, data, text } = await read(props);
  const [t, ctx, decoder] = await Promise.all([getT(lang, 'tour'), getRequestContext(), loadDecoder(lang)]);
  const hero = catalogImageSrc(data.heroImage, lang);
  return (
    <PageShell
      pageKind="special"
      breadcrumbs={[{ name: t('toursTop'), path: '/tours' }, { name: text.breadcrumb }]}
    >
      <div className={`container ${styles.listLayout}`}>
        <header className={styles.pageHead}>
          <h1 className={styles.pageTitle}>{text.h1}</h1>
          {data.lead ? <p className={styles.lead}>{data.lead}</p> : null}
          {data.metaDescription ? <p className={styles.small}>{data.metaDescription}</p> : null}
          {hero ? <CatalogImage src={hero} alt="" width={960} height={360} priority /> : null}
        </header>
        {/* A search of every tour from here (area modal first): the special itself has no condition. */}
        <aside className={styles.sidebar}>
          <SearchPanel
            lang={lang}
            meta={ctx.meta}
            target={{ kind: 'tours' }}
            condition={tourPageCondition({}, japanToday(), ctx.brand.gadget)}
            reference={decoder ? searchReference(decoder, 'tour') : EMPTY_REFERENCE}
            tabs={['area', 'departure', 'calendar', 'tourKind', 'people', 'preference']}
            allowDeparture
            product="tour"
            title={t('searchPanelTitle')}
          />
        </aside>
        <section aria-labelledby="special-tours" className={styles.main}>
          <h2 id="special-tours" className={styles.sectionTitle}>
            {t('specialTours')}
            <span className={styles.small}> {t('specialTourCount', { count: data.tours.length })}</span>
          </h2>
          {data.tours.length === 0 ? (
            <p className={styles.noResult}>{t('specialEmpty')}</p>
          ) : (
            <ol className={styles.cardList}>
              {data.tours.map((tour, i) => {
                const src = catalogImageSrc(tour.image, lang);
                const headingId = `special-tour-${tour.tourId}`;
                const href = `/tours/${encodeURIComponent(tour.tourId)}`;
                return (
                  <li key={tour.tourId}>
                    <article className={styles.card} aria-labelledby={headingId}>
                      <div className={styles.cardMedia}>
                        {src ? (
                          <CatalogImage src={src} alt="" width={320} height={210} priority={i === 0} />
                        ) : (
                          <div className={styles.noImage} aria-hidden="true" />
                        )}
                      </div>
                      <div className={styles.cardBody}>
                        <p className={styles.cardMeta}>
                          <span className={styles.daysBadge}>
                            {tourTypeLabel({ travelDays: tour.travelDays }, lang)}
                          </span>
                          <span>{t('arrivalTo', { place: tour.areaName })}</span>
                        </p>
                        <h3 id={headingId} className={styles.cardTitle}>
                          <AppLink href={href}>{tour.name}</AppLink>
                        </h3>
                      </div>
                      <div className={styles.cardPrice}>
                        <p className={styles.priceLabel}>
                          {t('priceFromLabel', { capacity: capacityText(2, 1, lang) })}
                        </p>
                        {tour.priceFrom !== null ? (
                          <p className={styles.price}>{formatFromPrice(tour.priceFrom, lang)}</p>
                        ) : (
                          <p className={styles.priceMuted}>{t('priceUndecided')}</p>
                        )}
                        <AppLink href={href} className={styles.primaryLink} aria-describedby={headingId}>
                          {t('viewDetail')}
                        </AppLink>
                      </div>
                    </article>
                  </li>
                );
              })}
            </ol>
          )}
        </section>
      </div>
    </PageShell>
  );
}

export default withOwnNotFound(SpecialPage, SpecialNotFound);
export const generateMetadata = metadataWithOwnNotFound(metadata);
