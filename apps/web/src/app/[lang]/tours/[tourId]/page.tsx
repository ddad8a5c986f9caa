/**
 * Tour detail `/tours/{tourId}` (spec §2 tourDetail; issue 5 item 6): overview, day-by-day
 * itinerary, transportation, default hotel plans, the price calendar (tourCalendar), the party and
 * rooms with every spec §5 message that applies, room assignment, optional activities, the total
 * (totalPriceForAll) and the way to the booking. JSON-LD Product with an Offer at the lowest
 * price. Fully server-rendered; the party panel is the only client part.
 */
import type { Metadata } from 'next';
import { capacityText, formatDateLong, formatPriceRange, japanToday, tourTypeLabel } from '@tabiyori/domain';
import { AppLink } from '@/components/AppLink';
import { CatalogImage } from '@/components/hotel/CatalogImage';
import { JsonLd } from '@/components/JsonLd';
import { PageShell } from '@/components/PageShell';
import { TourBookingPanel } from '@/components/tour/TourBookingPanel';
import { TourPriceCalendar } from '@/components/tour/TourPriceCalendar';
import styles from '@/components/tour/tour.module.css';
import { brandTourWindow } from '@/lib/brands';
import { siteUrl } from '@/lib/env';
import { catalogImageSrc } from '@/lib/hotels/images';
import { getT } from '@/lib/i18n/server';
import { getRequestContext } from '@/lib/requestContext';
import { absoluteUrl, pageMetadata } from '@/lib/seo';
import { loadTotalPrice, loadTourCalendar, loadTourCondition } from '@/lib/tours/api';
import { legView, transportKey } from '@/lib/tours/cardView';
import { flyerHref } from '@/lib/tours/condition';
import { tourPageContext, tourRoute, type TourRouteProps } from '@/lib/tours/detailPage';
import { calendarMonths, defaultPlanViews, pickMonth } from '@/lib/tours/detailView';
import { adultsOf, childParamsOf, tourTransport, type TourPartyLimits } from '@/lib/tours/party';
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
  const firstPlan = plans[0];
  const dayStock = goDate ? tour.priceStocks.find((p) => p.date === goDate) : undefined;
  const limits: TourPartyLimits = {
    transport: tourTransport(tour.approachType),
    lodging: tour.nights > 0,
    carrierGroup: detailCondition?.rules.carrierGroup ?? tour.carrierGroup,
    ...(goDate ? { goDate } : {}),
    ...(firstPlan?.minPax != null ? { minPaxPerRoom: firstPlan.minPax } : {}),
    ...(firstPlan?.maxPax != null ? { maxPaxPerRoom: firstPlan.maxPax } : {}),
    ...(dayStock ? { maxSeatCount: dayStock.stock } : {}),
  };
  const image = tour.images[0] ?? tour.image;
  const imageSrc = catalogImageSrc(image?.path, lang);
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
  const listSep = lang === 'en' ? ', ' : '、';
  const otherHotels = tour.hotels.filter((h) => !plans.some((p) => p.hotelId === h.hotelId));

  return (
    <PageShell pageKind="tourDetail" breadcrumbs={tourBreadcrumbs(tour, t('toursTop'), text.breadcrumb)}>
      <JsonLd data={jsonLd} />
      <div className={`container ${styles.detailLayout}`}>
        <header className={styles.pageHead}>
          <p className={styles.cardMeta}>
            <span className={styles.typeBadge}>{tour.tourTypeName}</span>
            <span className={styles.daysBadge}>{daysLabel}</span>
            <span>
              {t('tourCode')}: {tour.tourId}
            </span>
          </p>
          <h1 className={styles.pageTitle}>{text.h1}</h1>
          {tour.catchCopy ? <p className={styles.lead}>{tour.catchCopy}</p> : null}
        </header>
        <div className={styles.detailMain}>
          <section className={styles.hero} aria-labelledby="sec-overview">
            {imageSrc ? (
              <CatalogImage src={imageSrc} alt={image?.alt ?? ''} width={640} height={360} priority />
            ) : null}
            <div>
              <h2 id="sec-overview" className={styles.sectionTitle}>
                {t('overview')}
              </h2>
              {tour.description ? <p>{tour.description}</p> : null}
              <p className={styles.heroPrice}>
                <span className={styles.small}>
                  {t('pricePerAdult')}
                  {lang === 'en' ? ', ' : '・'}
                  {capacityText(paxPerRoom, 1, lang)}
                </span>
                {tour.priceFrom > 0 ? (
                  <strong>{formatPriceRange(tour.priceFrom, tour.priceTo, lang)}</strong>
                ) : (
                  <span className={styles.priceMuted}>{t('reason_occupancy')}</span>
                )}
              </p>
              <p>
                <a href="#calendar" className={styles.primaryLink}>
                  {t('selectDate')}
                </a>{' '}
                <AppLink href={flyerHref(tour.tourId)} className={styles.secondaryLink}>
                  {t('flyerLink')}
                </AppLink>
              </p>
            </div>
          </section>

          <nav className={styles.sectionNav} aria-label={t('sectionsLabel')}>
            <ul>
              <li>
                <a href="#sec-facts">{t('tourDetailsHeading')}</a>
              </li>
              <li>
                <a href="#sec-itinerary">{t('itinerary')}</a>
              </li>
              {legs.length > 0 ? (
                <li>
                  <a href="#sec-transport">{t('transportation')}</a>
                </li>
              ) : null}
              {plans.length > 0 ? (
                <li>
                  <a href="#sec-plans">{t('defaultPlans')}</a>
                </li>
              ) : null}
              <li>
                <a href="#calendar">{t('priceCalendar')}</a>
              </li>
              <li>
                <a href="#price">{t('totalPrice')}</a>
              </li>
            </ul>
          </nav>

          <section className={styles.section} aria-labelledby="sec-facts">
            <h2 id="sec-facts" className={styles.sectionTitle}>
              {t('tourDetailsHeading')}
            </h2>
            <dl className={styles.infoList}>
              <div>
                <dt>{t('tourCode')}</dt>
                <dd>{tour.tourId}</dd>
              </div>
              <div>
                <dt>{t('departureDate')}</dt>
                <dd>{goDate ? formatDateLong(goDate, lang) : t('selectDate')}</dd>
              </div>
              <div>
                <dt>{t('transportation')}</dt>
                <dd>
                  {t('departureFrom', { place: tour.departure.name })} →{' '}
                  {t('arrivalTo', { place: tour.arrival.name })}
                  {legs.length === 0 ? `（${t(transportKey(tour.approachType))}）` : null}
                </dd>
              </div>
              <div>
                <dt>{t('itinerary')}</dt>
                <dd>
                  {tour.nights > 0 ? t('daysAndNights', { days: daysLabel, nights: tour.nights }) : daysLabel}
                </dd>
              </div>
              <div>
                <dt>{t('participants')}</dt>
                <dd>{t('paxRange', { min: tour.overview.minPax, max: tour.overview.maxPax })}</dd>
              </div>
              <div>
                <dt>{t('guide')}</dt>
                <dd>{tour.overview.guide ? t('guideYes') : t('guideNo')}</dd>
              </div>
              {tour.overview.includes.length > 0 ? (
                <div>
                  <dt>{t('includes')}</dt>
                  <dd>{tour.overview.includes.join(listSep)}</dd>
                </div>
              ) : null}
            </dl>
          </section>

          <section className={styles.section} aria-labelledby="sec-itinerary">
            <h2 id="sec-itinerary" className={styles.sectionTitle}>
              {t('itinerary')}
            </h2>
            <ol className={styles.itinerary}>
              {tour.itinerary.map((day) => (
                <li key={day.day} className={styles.itineraryDay}>
                  <span className={styles.dayLabel}>{t('dayN', { day: day.day })}</span>
                  <div>
                    <h3 className={styles.dayTitle}>{day.title}</h3>
                    <ul className={styles.plainList}>
                      {day.schedule.map((line, i) => (
                        <li key={i}>{line}</li>
                      ))}
                    </ul>
                    <ul className={styles.meals} aria-label={t('meals')}>
                      {(['breakfast', 'lunch', 'dinner'] as const).map((meal) => (
                        <li key={meal} className={day.meals[meal] ? styles.mealOn : styles.mealOff}>
                          {t(meal)}：{day.meals[meal] ? t('mealIncluded') : t('mealNotIncluded')}
                        </li>
                      ))}
                    </ul>
                    {day.stay ? (
                      <p className={styles.small}>
                        {t('stay')}：{day.stay}
                      </p>
                    ) : null}
                  </div>
                </li>
              ))}
            </ol>
          </section>

          {legs.length > 0 ? (
            <section className={styles.section} aria-labelledby="sec-transport">
              <h2 id="sec-transport" className={styles.sectionTitle}>
                {t('transportation')}
              </h2>
              <div className={styles.tableScroll}>
                <table className={styles.legTable}>
                  <thead>
                    <tr>
                      <th scope="col">{t('itinerary')}</th>
                      <th scope="col">{t('transportation')}</th>
                      <th scope="col">{t('services')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {legs.map((leg, i) => {
                      const view = legView(leg);
                      return (
                        <tr key={i}>
                          <td>
                            {t('dayN', { day: leg.day })}
                            <br />
                            <span className={styles.small}>
                              {t(
                                view.leg === 'outbound'
                                  ? 'legOutbound'
                                  : view.leg === 'return'
                                    ? 'legReturn'
                                    : 'legOther',
                              )}
                            </span>
                          </td>
                          <td>
                            <span className={styles.legBadge}>{t(view.key)}</span>{' '}
                            {t('transportRoute', {
                              from: leg.allDeps.join('・') || leg.depName,
                              to: leg.allArrs.join('・') || leg.arrName,
                            })}
                          </td>
                          <td>
                            <ul className={styles.legList}>
                              {leg.services.map((s) => (
                                <li key={s.number}>
                                  {s.number}{' '}
                                  <span className={styles.legTimes}>
                                    {legView({ ...leg, services: [s] }).times}
                                  </span>
                                </li>
                              ))}
                            </ul>
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
              {tour.flyer.commonNotices.length > 0 ? (
                <ul className={styles.noticeList}>
                  {tour.flyer.commonNotices.map((n, i) => (
                    <li key={i}>{n}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ) : null}

          {plans.length > 0 ? (
            <section className={styles.section} aria-labelledby="sec-plans">
              <h2 id="sec-plans" className={styles.sectionTitle}>
                {t('defaultPlans')}
              </h2>
              <ul className={styles.planCards}>
                {plans.map((plan) => (
                  <li key={`${plan.relativeDate}-${plan.hotelId}`} className={styles.planCard}>
                    <h3>
                      <AppLink href={`/hotel/${encodeURIComponent(plan.hotelId)}`}>{plan.hotelName}</AppLink>
                    </h3>
                    <p className={styles.small}>
                      {t('stayFromDay', { day: plan.relativeDate + 1 })}・
                      {t('stayNights', { count: plan.nights })}
                    </p>
                    <p>
                      <strong>{t('planName')}</strong>：{plan.planName}
                    </p>
                    <ul className={styles.chips}>
                      {plan.roomTypeName ? <li>{plan.roomTypeName}</li> : null}
                      {plan.mealTypeName ? <li>{plan.mealTypeName}</li> : null}
                      <li>{plan.canSmoke ? t('smokingAllowed') : t('nonSmoking')}</li>
                      {plan.minPax !== null && plan.maxPax !== null ? (
                        <li>{t('planPax', { min: plan.minPax, max: plan.maxPax })}</li>
                      ) : null}
                      {plan.planGroupName ? <li>{plan.planGroupName}</li> : null}
                    </ul>
                  </li>
                ))}
              </ul>
              {otherHotels.length > 0 ? (
                <>
                  <h3 className={styles.subTitle}>{t('otherHotels')}</h3>
                  <p>{otherHotels.map((h) => h.hotelName).join(listSep)}</p>
                </>
              ) : null}
            </section>
          ) : null}

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
              <ul className={styles.noticeList}>
                {tour.flyer.notes.map((n, i) => (
                  <li key={i}>{n}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>
    </PageShell>
  );
}

export default withOwnNotFound(TourDetailPage, TourNotFound);
export const generateMetadata = metadataWithOwnNotFound(metadata);
