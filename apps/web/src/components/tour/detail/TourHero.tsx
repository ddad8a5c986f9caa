/**
 * The tour page's head and overview: type, days and code badges, the title and catch copy, the first
 * image, the description, the price range per adult at the party's people per room, and the links
 * to the calendar and the flyer.
 */
import { capacityText, formatPriceRange } from '@tabiyori/domain';
import { AppLink } from '@/components/AppLink';
import { CatalogImage } from '@/components/hotel/CatalogImage';
import { listSep } from '@/lib/i18n/punctuation';
import type { Lang } from '@/lib/i18n/settings';
import type { TranslateFn } from '@/lib/i18n/translate';
import { catalogImageSrc } from '@/lib/hotels/images';
import { flyerHref } from '@/lib/tours/condition';
import type { TourDetail } from '@/lib/tours/types';
import styles from '../tour.module.css';

export function TourHead({
  tour,
  h1,
  daysLabel,
  t,
}: {
  tour: TourDetail;
  h1: string;
  daysLabel: string;
  t: TranslateFn;
}) {
  return (
    <header className={styles.pageHead}>
      <p className={styles.cardMeta}>
        <span className={styles.typeBadge}>{tour.tourTypeName}</span>
        {daysLabel !== tour.tourTypeName ? <span className={styles.daysBadge}>{daysLabel}</span> : null}
        <span>{t('tourCodeValue', { code: tour.tourId })}</span>
      </p>
      <h1 className={styles.pageTitle}>{h1}</h1>
      {tour.catchCopy ? <p className={styles.lead}>{tour.catchCopy}</p> : null}
    </header>
  );
}

export function TourHero({
  tour,
  paxPerRoom,
  goDate,
  lang,
  t,
}: {
  tour: TourDetail;
  paxPerRoom: number;
  /** The departure already chosen: the calendar link then offers to change it. */
  goDate: string | null;
  lang: Lang;
  t: TranslateFn;
}) {
  const image = tour.images[0] ?? tour.image;
  const imageSrc = catalogImageSrc(image?.path, lang);
  return (
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
            {listSep(lang)}
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
            {goDate ? t('changeDate') : t('selectDate')}
          </a>{' '}
          <AppLink href={flyerHref(tour.tourId)} className={styles.secondaryLink}>
            {t('flyerLink')}
          </AppLink>
        </p>
      </div>
    </section>
  );
}

/** The in-page links to the sections the tour has. */
export function TourSectionNav({ legs, plans, t }: { legs: boolean; plans: boolean; t: TranslateFn }) {
  return (
    <nav className={styles.sectionNav} aria-label={t('sectionsLabel')}>
      <ul>
        <li>
          <a href="#sec-facts">{t('tourDetailsHeading')}</a>
        </li>
        <li>
          <a href="#sec-itinerary">{t('itinerary')}</a>
        </li>
        {legs ? (
          <li>
            <a href="#sec-transport">{t('transportation')}</a>
          </li>
        ) : null}
        {plans ? (
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
  );
}
