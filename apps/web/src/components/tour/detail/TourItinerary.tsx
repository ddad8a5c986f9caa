/** The tour page's day-by-day itinerary (its section) and the days themselves (also the flyer's). */
import { colon } from '@/lib/i18n/punctuation';
import type { Lang } from '@/lib/i18n/settings';
import type { TranslateFn } from '@/lib/i18n/translate';
import type { TourDetail } from '@/lib/tours/types';
import styles from '../tour.module.css';

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
