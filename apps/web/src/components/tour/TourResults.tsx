/**
 * The result part of the tour list: count, price filter, sort, the cards, the no-result message and
 * pagination. Server component.
 */
import { formatPrice, setPage, type MetaParams, type SearchCondition } from '@tabiyori/domain';
import { AppLink } from '@/components/AppLink';
import { conditionPath, type SearchTarget } from '@/components/search/navigation';
import { Pagination } from '@/components/search/Pagination';
import { SortSelect } from '@/components/search/SortSelect';
import { getT } from '@/lib/i18n/server';
import type { Lang } from '@/lib/i18n/settings';
import { includesBasicJr, tourCardView } from '@/lib/tours/cardView';
import type { TourListAnswer } from '@/lib/tours/types';
import { TourCard } from './TourCard';
import { TourPriceFilter } from './TourPriceFilter';
import styles from './tour.module.css';
import { loadCouponPrices } from '@/lib/coupons/server';
import { tourCouponRequest } from '@/lib/tours/coupons';

export async function TourResults({
  lang,
  meta,
  target,
  condition,
  priceSteps,
  answer,
}: {
  lang: Lang;
  meta: MetaParams;
  target: SearchTarget;
  condition: SearchCondition;
  priceSteps: readonly number[];
  answer: TourListAnswer;
}) {
  const [t, tt] = await Promise.all([getT(lang, 'search'), getT(lang, 'tour')]);
  const { tours, count, ipg } = answer;
  // One couponDiscount call for the page, not awaited: each card's coupon line streams in.
  const couponPrices = loadCouponPrices(tourCouponRequest(condition, tours, lang));
  const from = (condition.page - 1) * ipg + 1;
  const to = from + tours.length - 1;
  const priceFilterText =
    condition.minPrice !== undefined || condition.maxPrice !== undefined
      ? `${condition.minPrice !== undefined ? formatPrice(condition.minPrice, lang) : t('noLowerLimit')} ～ ${
          condition.maxPrice !== undefined ? formatPrice(condition.maxPrice, lang) : t('noUpperLimit')
        }`
      : null;
  return (
    <section className={styles.results} aria-labelledby="results-heading">
      <h2 id="results-heading" className="visually-hidden">
        {t('resultsHeading')}
      </h2>
      <div className={styles.toolbar}>
        <p className={styles.count} role="status">
          <strong>{tt('tourCount', { count })}</strong>
          {tours.length > 0 ? (
            <span className={styles.range}>{t('resultRange', { total: count, from, to })}</span>
          ) : null}
        </p>
        <div className={styles.toolbarActions}>
          <TourPriceFilter
            lang={lang}
            meta={meta}
            target={target}
            condition={condition}
            priceSteps={priceSteps}
            activeText={priceFilterText}
          />
          <SortSelect lang={lang} meta={meta} target={target} condition={condition} />
        </div>
      </div>
      {condition.isNoDate ? <p className={styles.listNote}>{tt('noDatePriceNote')}</p> : null}
      {tours.some((tour) => includesBasicJr(tour)) ? (
        <p className={styles.listNote}>{tt('departurePriceNote')}</p>
      ) : null}
      {tours.length > 0 ? (
        <ol className={styles.cardList}>
          {tours.map((tour, i) => (
            <li key={tour.tourId}>
              <TourCard
                view={tourCardView(tour, condition, lang)}
                lang={lang}
                priority={i === 0}
                couponPrices={couponPrices}
              />
            </li>
          ))}
        </ol>
      ) : count > 0 ? (
        <div className={styles.noResult}>
          <p>{t('pageOutOfRange')}</p>
          <AppLink href={conditionPath(target, setPage(condition, 1))}>{t('firstPage')}</AppLink>
        </div>
      ) : (
        <div className={styles.noResult} role="status">
          <p>{t('noResultTours')}</p>
        </div>
      )}
      <Pagination condition={condition} target={target} count={count} ipg={ipg} />
    </section>
  );
}
