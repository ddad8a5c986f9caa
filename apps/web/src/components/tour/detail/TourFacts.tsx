/** The tour page's facts (code, departure, route, days, participants, guide, what is included) and its day-by-day itinerary (also the flyer's). */
import { formatDateLong } from '@tabiyori/domain';
import { colon, itemSep } from '@/lib/i18n/punctuation';
import type { Lang } from '@/lib/i18n/settings';
import type { TranslateFn } from '@/lib/i18n/translate';
import { routeOf, routeText } from '@/lib/tours/cardView';
import type { TourDetail } from '@/lib/tours/types';
import styles from '../tour.module.css';

export function TourFacts({
  tour,
  goDate,
  daysLabel,
  lang,
  t,
}: {
  tour: TourDetail;
  goDate: string | null;
  daysLabel: string;
  lang: Lang;
  t: TranslateFn;
}) {
  const legs = tour.overview.transportation;
  return (
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
          <dd>{routeText(routeOf(tour), t, { withMode: legs.length === 0 })}</dd>
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
            <dd>{tour.overview.includes.join(itemSep(lang))}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

export function TourItinerary({ tour, lang, t }: { tour: TourDetail; lang: Lang; t: TranslateFn }) {
  return (
    <section className={styles.section} aria-labelledby="sec-itinerary">
      <h2 id="sec-itinerary" className={styles.sectionTitle}>
        {t('itinerary')}
      </h2>
      <ItineraryDays tour={tour} lang={lang} t={t} />
    </section>
  );
}

/** The days of the itinerary: title, schedule, meals and stay of each day (the tour page and its flyer). */
export function ItineraryDays({ tour, lang, t }: { tour: TourDetail; lang: Lang; t: TranslateFn }) {
  return (
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
                  {t(meal)}
                  {colon(lang)}
                  {day.meals[meal] ? t('mealIncluded') : t('mealNotIncluded')}
                </li>
              ))}
            </ul>
            {day.stay ? (
              <p className={styles.small}>
                {t('stay')}
                {colon(lang)}
                {day.stay}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** A list of the flyer's notices (common ones under the transport, the tour's own at the end). */
export function NoticeList({ notices }: { notices: readonly string[] }) {
  return (
    <ul className={styles.noticeList}>
      {notices.map((n, i) => (
        <li key={i}>{n}</li>
      ))}
    </ul>
  );
}
