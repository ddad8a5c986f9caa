/**
 * Flyer `/flyer/{tourId}?flyerMonth=YYYYMM` (spec §2 flyer; issue 5 item 7): a printable page with
 * the tour's highlights (flyer icons), the month's prices by departure date and its range (domain
 * monthPriceRange), the itinerary with its meals (the tour page's ItineraryDays), and the notices: the tour's own and the common notices
 * of its transport type (reference data). The print stylesheet leaves out the site's header,
 * footer, breadcrumbs and the page's buttons.
 */
import type { Metadata } from 'next';
import { buildPageLink, formatDateLong, formatPriceRange } from '@tabiyori/domain';
import { AppLink } from '@/components/AppLink';
import { PageShell } from '@/components/PageShell';
import { PrintButton } from '@/components/PrintButton';
import { ItineraryDays } from '@/components/tour/detail/TourItinerary';
import styles from '@/components/tour/tour.module.css';
import { catalogImageSrc } from '@/lib/hotels/images';
import { getT } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/seo';
import { routeOf, routeText } from '@/lib/tours/cardView';
import { tourDetailHref } from '@/lib/tours/condition';
import { tourPageContext, tourRoute, type TourRouteProps } from '@/lib/tours/detailPage';
import { flyerMonthPrices, pickFlyerMonth } from '@/lib/tours/detailView';
import { tourBreadcrumbs, tourPageText, tourTitleVars } from '@/lib/tours/seo';
import { metadataWithOwnNotFound, withOwnNotFound } from '@/lib/notFoundPage';
import FlyerNotFound from './not-found';

async function metadata(props: TourRouteProps): Promise<Metadata> {
  const { lang, tourId, query } = await tourRoute(props);
  const page = await tourPageContext(lang, tourId, query);
  const text = tourPageText('flyer', tourTitleVars(page.tour), lang, page.siteName);
  return pageMetadata({
    lang,
    path: `/flyer/${encodeURIComponent(page.tour.tourId)}`,
    title: text.title,
    description: text.description,
    keywords: text.keywords,
    siteName: page.siteName,
    index: !page.tour.preview,
  });
}

async function FlyerPage(props: TourRouteProps) {
  const { lang, tourId, query } = await tourRoute(props);
  const page = await tourPageContext(lang, tourId, query);
  const { tour, condition } = page;
  const t = await getT(lang, 'tour');
  const text = tourPageText('flyer', tourTitleVars(tour), lang, page.siteName);
  const detailText = tourPageText('tourDetail', tourTitleVars(tour), lang, page.siteName);
  const month = pickFlyerMonth(tour.flyer.flyerMonths, condition.flyerMonth);
  const prices = month ? flyerMonthPrices(tour.priceStocks, month, lang) : { days: [], range: null };
  const monthLabel = (m: string) =>
    t('flyerMonth', { year: Number(m.slice(0, 4)), month: Number(m.slice(4, 6)) });
  const flyerPath = `/flyer/${encodeURIComponent(tour.tourId)}`;
  return (
    <PageShell
      pageKind="flyer"
      breadcrumbs={tourBreadcrumbs(tour, t('toursTop'), detailText.breadcrumb, text.breadcrumb)}
    >
      <div className={`container ${styles.flyer}`}>
        <article className={styles.flyerSheet} aria-labelledby="flyer-title">
          <header className={styles.flyerHead}>
            <p className={styles.cardMeta}>
              <span className={styles.typeBadge}>{tour.tourTypeName}</span>
              {tour.tourTypeLabel !== tour.tourTypeName ? (
                <span className={styles.daysBadge}>{tour.tourTypeLabel}</span>
              ) : null}
              <span>{t('tourCodeValue', { code: tour.tourId })}</span>
            </p>
            <h1 id="flyer-title" className={styles.flyerTitle}>
              {text.h1}
            </h1>
            {tour.catchCopy ? <p className={styles.lead}>{tour.catchCopy}</p> : null}
            <p>{routeText(routeOf(tour), t, { withMode: true })}</p>
            {tour.flyer.icons.length > 0 ? (
              <ul className={styles.flyerIcons} aria-label={t('flyerIcons')}>
                {tour.flyer.icons.map((icon) => {
                  const src = catalogImageSrc(icon.url, lang);
                  return (
                    <li key={icon.code}>
                      {/* eslint-disable-next-line @next/next/no-img-element -- catalog icons are served unoptimised */}
                      {src ? <img src={src} alt="" width={28} height={28} /> : null}
                      {icon.name}
                    </li>
                  );
                })}
              </ul>
            ) : null}
          </header>

          <div className={`${styles.flyerActions} ${styles.noPrint}`}>
            <nav aria-label={t('flyerMonthNav')}>
              <ul className={styles.monthLinks}>
                {tour.flyer.flyerMonths.map((m) => (
                  <li key={m}>
                    {m === month ? (
                      <span aria-current="true">{monthLabel(m)}</span>
                    ) : (
                      <AppLink href={buildPageLink(flyerPath, { flyerMonth: m })}>{monthLabel(m)}</AppLink>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
            <PrintButton label={t('flyerPrint')} className={styles.secondaryButton} />
          </div>

          <section aria-labelledby="flyer-prices">
            <h2 id="flyer-prices" className={styles.sectionTitle}>
              {month ? `${monthLabel(month)} ${t('flyerDailyPrices')}` : t('flyerDailyPrices')}
            </h2>
            {prices.range ? (
              <p className={styles.flyerRange}>
                {t('flyerMonthly', {
                  range: formatPriceRange(prices.range.priceFrom, prices.range.priceTo, lang),
                })}
              </p>
            ) : null}
            {prices.days.length > 0 ? (
              <div className={styles.tableScroll}>
                <table className={styles.flyerTable}>
                  <thead>
                    <tr>
                      <th scope="col">{t('flyerDate')}</th>
                      <th scope="col">{t('flyerPriceCol')}</th>
                      <th scope="col">{t('flyerSeats')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {prices.days.map((day) => (
                      <tr key={day.date}>
                        <td>{formatDateLong(day.date, lang)}</td>
                        <td>{day.priceText}</td>
                        <td>{day.stock > 0 ? t('remainingSeats', { count: day.stock }) : t('soldOut')}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : (
              <p className={styles.notice}>{t('flyerNoPrices')}</p>
            )}
          </section>

          <section aria-labelledby="flyer-itinerary">
            <h2 id="flyer-itinerary" className={styles.sectionTitle}>
              {t('itinerary')}
            </h2>
            <ItineraryDays tour={tour} lang={lang} t={t} />
          </section>

          <section aria-labelledby="flyer-notices">
            <h2 id="flyer-notices" className={styles.sectionTitle}>
              {t('flyerNotices')}
            </h2>
            <ul className={styles.noticeList}>
              {[...tour.flyer.notes, ...tour.flyer.commonNotices].map((n, i) => (
                <li key={i}>{n}</li>
              ))}
            </ul>
          </section>

          <p className={styles.noPrint}>
            <AppLink href={tourDetailHref(tour.tourId, condition)} className={styles.secondaryLink}>
              {t('flyerBack')}
            </AppLink>
          </p>
        </article>
      </div>
    </PageShell>
  );
}

export default withOwnNotFound(FlyerPage, FlyerNotFound);
export const generateMetadata = metadataWithOwnNotFound(metadata);
