/** The tour page's facts: code, departure, route, days, participants, guide, what is included. */
import { formatDateLong } from '@tabiyori/domain';
import { itemSep } from '@/lib/i18n/punctuation';
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
