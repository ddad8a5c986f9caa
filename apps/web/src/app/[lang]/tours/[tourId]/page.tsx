/**
 * Tour detail `/tours/{tourId}` (spec §2 tourDetail; issue 5 item 6): overview, day-by-day
 * itinerary, transportation, default hotel plans, the price calendar (tourCalendar), the party and
 * rooms with every spec §5 message that applies, room assignment, optional activities, the total
 * (totalPriceForAll) and the way to the booking. JSON-LD Product with an Offer at the lowest
 * price. Fully server-rendered; the party panel is the only client part.
 */
import type { Metadata } from 'next';
import { japanToday, tourTypeLabel } from '@tabiyori/domain';
import { JsonLd } from '@/components/JsonLd';
import { PageShell } from '@/components/PageShell';
import { TourBookingPanel } from '@/components/tour/TourBookingPanel';
import { TourPriceCalendar } from '@/components/tour/TourPriceCalendar';
import { TourDefaultPlans } from '@/components/tour/detail/TourDefaultPlans';
import { NoticeList } from '@/components/tour/detail/NoticeList';
import { TourFacts } from '@/components/tour/detail/TourFacts';
import { TourItinerary } from '@/components/tour/detail/TourItinerary';
import { TourHead, TourHero, TourSectionNav } from '@/components/tour/detail/TourHero';
import { TourTransport } from '@/components/tour/detail/TourTransport';
import styles from '@/components/tour/tour.module.css';
import { brandTourWindow } from '@/lib/brands';
import { siteUrl } from '@/lib/env';
import { catalogImageSrc } from '@/lib/hotels/images';
import { getT } from '@/lib/i18n/server';
import { getRequestContext } from '@/lib/requestContext';
import { absoluteUrl, pageMetadata } from '@/lib/seo';
import { loadTotalPrice, loadTourCalendar, loadTourCondition } from '@/lib/tours/api';
import { tourPageContext, tourRoute, type TourRouteProps } from '@/lib/tours/detailPage';
import { calendarMonths, defaultPlanViews, pickMonth } from '@/lib/tours/detailView';
import { adultsOf, childParamsOf, tourPartyLimits } from '@/lib/tours/party';
import { tourBreadcrumbs, tourJsonLd, tourPageText, tourTitleVars } from '@/lib/tours/seo';
import { metadataWithOwnNotFound, withOwnNotFound } from '@/lib/notFoundPage';
import TourNotFound from './not-found';

async function metadata(props: TourRouteProps): Promise<Metadata> {
  const { lang, tourId, query } = await tourRoute(props);
  const page = await tourPageContext(lang, tourId, query);
  const text = tourPageText('tourDetail', tourTitleVars(page.tour), lang, page.siteName);
  return pageMetadata({
    lang,
    path: `/tours/${encodeURIComponent(page.tour.tourId)}`,
    title: text.title,
    description: page.tour.catchCopy ? `${page.tour.catchCopy} ${text.description}` : text.description,
    keywords: text.keywords,
    siteName: page.siteName,
    index: !page.tour.preview,
  });
}

async function TourDetailPage(props: TourRouteProps) {
  const { lang, tourId, query } = await tourRoute(props);
  const page = await tourPageContext(lang, tourId, query);
  const { tour, condition, goDate, paxPerRoom } = page;
  const [ctx, t, calendar, detailCondition, total] = await Promise.all([
    getRequestContext(),
    getT(lang, 'tour'),
    loadTourCalendar(tour.tourId, lang, paxPerRoom),
    goDate ? loadTourCondition(tour.tourId, goDate, lang) : Promise.resolve(null),
    goDate
      ? loadTotalPrice(
          tour.tourId,
          goDate,
          {
            adultPax: adultsOf(condition),
            childParams: childParamsOf(condition),
            roomCount: condition.roomCount ?? 1,
          },
          lang,
        ).catch(() => 'error' as const)
      : Promise.resolve(null),
  ]);
  const text = tourPageText('tourDetail', tourTitleVars(tour), lang, page.siteName);
  const months = calendarMonths(calendar, lang, brandTourWindow(ctx.brand, japanToday()));
  const month = pickMonth(months, page.query.get('month') ?? undefined, goDate ?? undefined);
  const plans = defaultPlanViews(tour.defaultYadoPlans, paxPerRoom);
  const limits = tourPartyLimits(tour, {
    goDate,
    carrierGroup: detailCondition?.rules.carrierGroup,
    plan: plans[0],
    seats: tour.priceStocks.find((p) => goDate !== null && p.date === goDate)?.stock,
  });
  const url = absoluteUrl(lang, `/tours/${encodeURIComponent(tour.tourId)}`);
  const jsonLd = tourJsonLd({
    tour,
    url,
    imageUrls: tour.images.flatMap((i) => {
      const src = catalogImageSrc(i.path, lang);
      return src ? [`${siteUrl()}${src}`] : [];
    }),
    brandName: page.brandName,
    priceUnitText: t('pricePerAdult'),
  });
  const legs = tour.overview.transportation;
  const daysLabel = tourTypeLabel({ travelDays: tour.travelDays }, lang) || tour.tourTypeLabel;

  return (
    <PageShell pageKind="tourDetail" breadcrumbs={tourBreadcrumbs(tour, t('toursTop'), text.breadcrumb)}>
      <JsonLd data={jsonLd} />
      <div className={`container ${styles.detailLayout}`}>
        <TourHead tour={tour} h1={text.h1} daysLabel={daysLabel} t={t} />
        <div className={styles.detailMain}>
          <TourHero tour={tour} paxPerRoom={paxPerRoom} goDate={goDate} lang={lang} t={t} />
          <TourSectionNav legs={legs.length > 0} plans={plans.length > 0} t={t} />
          <TourFacts tour={tour} goDate={goDate} daysLabel={daysLabel} lang={lang} t={t} />
          <TourItinerary tour={tour} lang={lang} t={t} />
          {legs.length > 0 ? <TourTransport tour={tour} t={t} /> : null}
          {plans.length > 0 ? <TourDefaultPlans tour={tour} plans={plans} lang={lang} t={t} /> : null}

          <section className={styles.section} aria-labelledby="calendar" id="calendar-section">
            <h2 id="calendar" className={styles.sectionTitle}>
              {t('priceCalendar')}
            </h2>
            <p className={styles.small}>{t('priceCalendarNote')}</p>
            <TourPriceCalendar
              lang={lang}
              tourId={tour.tourId}
              condition={condition}
              months={months}
              month={month}
              goDate={goDate}
            />
          </section>

          <section aria-labelledby="price" className={styles.pricePanel}>
            <h2 id="price" className="visually-hidden">
              {t('totalPrice')}
            </h2>
            <TourBookingPanel
              lang={lang}
              meta={ctx.meta}
              tourId={tour.tourId}
              condition={condition}
              limits={limits}
              goDate={goDate}
              optionals={detailCondition?.optionals ?? []}
              stays={detailCondition?.stays ?? []}
              legs={detailCondition?.transportation ?? []}
              paxPerRoom={paxPerRoom}
              total={total === 'error' ? null : total}
              priceError={total === 'error'}
            />
          </section>

          {tour.flyer.notes.length > 0 ? (
            <section className={styles.section} aria-labelledby="sec-notes">
              <h2 id="sec-notes" className={styles.sectionTitle}>
                {t('notices')}
              </h2>
              <NoticeList notices={tour.flyer.notes} />
            </section>
          ) : null}
        </div>
      </div>
    </PageShell>
  );
}

export default withOwnNotFound(TourDetailPage, TourNotFound);
export const generateMetadata = metadataWithOwnNotFound(metadata);
