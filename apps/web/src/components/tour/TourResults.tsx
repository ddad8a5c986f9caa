/**
 * The result part of the tour list (components/list/ResultList.tsx): count, price filter, sort, the
 * price notes, the cards, the no-result message and pagination. Server component.
 */
import { conditionPaxPerRoom, formatPrice, type MetaParams, type SearchCondition } from '@tabiyori/domain';
import { NotAppliedNotice } from '@/components/list/NotAppliedNotice';
import { ResultList } from '@/components/list/ResultList';
import type { SearchTarget } from '@/components/search/navigation';
import { SortSelect } from '@/components/search/SortSelect';
import { getT } from '@/lib/i18n/server';
import type { Lang } from '@/lib/i18n/settings';
import { includesBasicJr, tourCardView } from '@/lib/tours/cardView';
import type { TourListAnswer } from '@/lib/tours/types';
import { TourCard } from './TourCard';
import { TourPriceFilter } from './TourPriceFilter';
import styles from './tour.module.css';
import { CouponPriceScope } from '../coupon/CouponPriceScope';
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
  const couponRequest = tourCouponRequest(condition, tours, lang);
  const priceFilterText =
    condition.minPrice !== undefined || condition.maxPrice !== undefined
      ? `${condition.minPrice !== undefined ? formatPrice(condition.minPrice, lang) : t('noLowerLimit')} ～ ${
          condition.maxPrice !== undefined ? formatPrice(condition.maxPrice, lang) : t('noUpperLimit')
        }`
      : null;
  return (
    <CouponPriceScope request={couponRequest}>
      {(couponPrices) => (
        <ResultList
          lang={lang}
          target={target}
          condition={condition}
          count={count}
          ipg={ipg}
          countText={tt('tourCount', { count })}
          actionsClassName={styles.toolbarActions}
          actions={
            <>
              <TourPriceFilter
                lang={lang}
                meta={meta}
                target={target}
                condition={condition}
                priceSteps={priceSteps}
                activeText={priceFilterText}
              />
              <SortSelect lang={lang} meta={meta} target={target} condition={condition} />
            </>
          }
          notes={
            <>
              <NotAppliedNotice
                lang={lang}
                fields={answer.notApplied}
                paxPerRoom={conditionPaxPerRoom(condition)}
              />
              {condition.isNoDate ? <p className={styles.listNote}>{tt('noDatePriceNote')}</p> : null}
              {tours.some((tour) => includesBasicJr(tour)) ? (
                <p className={styles.listNote}>{tt('departurePriceNote')}</p>
              ) : null}
            </>
          }
          items={tours.map((tour, i) => ({
            key: tour.tourId,
            node: (
              <TourCard
                view={tourCardView(tour, condition, lang)}
                lang={lang}
                priority={i === 0}
                couponPrices={couponPrices}
              />
            ),
          }))}
          noResultText={t('noResultTours')}
        />
      )}
    </CouponPriceScope>
  );
}
