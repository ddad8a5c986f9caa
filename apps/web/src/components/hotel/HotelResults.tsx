/**
 * The result part of a hotel list (hotels, area path, special): count, filter, sort, the active
 * filters, the cards, the no-result message and pagination. Server component.
 */
import {
  capacityText,
  noResultMessage,
  setPage,
  type MetaParams,
  type SearchCondition,
} from '@tabiyori/domain';
import { AppLink } from '@/components/AppLink';
import { conditionPath, type SearchTarget } from '@/components/search/navigation';
import { Pagination } from '@/components/search/Pagination';
import type { SearchReference } from '@/components/search/reference';
import { SortSelect } from '@/components/search/SortSelect';
import { hotelCouponRequest } from '@/lib/coupons/hotels';
import { loadCouponPrices } from '@/lib/coupons/server';
import { hotelCardView } from '@/lib/hotels/cardView';
import { hasDeparture, hotelMapHref } from '@/lib/hotels/condition';
import type { HotelListAnswer } from '@/lib/hotels/types';
import { getT } from '@/lib/i18n/server';
import type { Lang } from '@/lib/i18n/settings';
import { ActiveFilters } from './ActiveFilters';
import { activeFilters } from './filterModel';
import { HotelCard } from './HotelCard';
import { HotelFilter } from './HotelFilter';
import styles from './hotel.module.css';

export async function HotelResults({
  lang,
  meta,
  target,
  condition,
  reference,
  kodawariNames,
  answer,
  showMapLink = true,
}: {
  lang: Lang;
  meta: MetaParams;
  target: SearchTarget;
  condition: SearchCondition;
  reference: SearchReference;
  kodawariNames: Record<string, string>;
  answer: HotelListAnswer;
  showMapLink?: boolean;
}) {
  const [t, th] = await Promise.all([getT(lang, 'search'), getT(lang, 'hotel')]);
  const { hotels, count, ipg } = answer;
  const from = (condition.page - 1) * ipg + 1;
  const to = from + hotels.length - 1;
  const adults = condition.adultPax ?? (condition.paxPerRoom ?? 2) * (condition.roomCount ?? 1);
  const partyText = capacityText(adults + condition.childPax.length, condition.roomCount ?? 1, lang);
  const filters = activeFilters(
    condition,
    lang,
    { meal: reference.mealTypes, roomType: reference.roomTypes, kodawari: kodawariNames },
    {
      keyword: t('hotelName'),
      price: t('price'),
      meal: t('meal'),
      roomType: t('roomType'),
      preference: t('preference'),
      noLower: t('noLowerLimit'),
      noUpper: t('noUpperLimit'),
    },
  );
  const filterCount = filters.filter((f) => f.label !== t('preference')).length;
  const views = hotels.map((hotel) => hotelCardView(hotel, condition, lang));
  // One couponDiscount call for the page, not awaited: each card's coupon line streams in.
  const couponPrices = loadCouponPrices(
    hotelCouponRequest(
      condition,
      // A dynamic package's coupon discounts its set price (per adult for the whole trip).
      views.map((v) =>
        v.set
          ? { hotelId: v.hotelId, planId: v.planId, perAdult: v.set.perAdult, nights: 1 }
          : { hotelId: v.hotelId, planId: v.planId, perAdult: v.perAdult, nights: v.nights },
      ),
      lang,
      true,
    ),
  );

  return (
    <section className={styles.results} aria-labelledby="results-heading">
      <h2 id="results-heading" className="visually-hidden">
        {t('resultsHeading')}
      </h2>
      <div className={styles.toolbar}>
        <p className={styles.count} role="status">
          <strong>{th('hotelCount', { count })}</strong>
          {hotels.length > 0 ? (
            <span className={styles.range}>{t('resultRange', { total: count, from, to })}</span>
          ) : null}
        </p>
        <div className={styles.toolbarActions}>
          <HotelFilter
            lang={lang}
            meta={meta}
            target={target}
            condition={condition}
            priceSteps={reference.priceSteps}
            mealTypes={reference.mealTypes}
            roomTypes={reference.roomTypes}
            activeCount={filterCount}
          />
          <SortSelect lang={lang} meta={meta} target={target} condition={condition} />
          {showMapLink ? (
            <AppLink href={hotelMapHref(condition)} className={styles.mapLink}>
              {th('mapView')}
            </AppLink>
          ) : null}
        </div>
      </div>
      <ActiveFilters filters={filters} target={target} lang={lang} />
      {hasDeparture(condition) ? <p className={styles.transportNotice}>{th('jrNote')}</p> : null}
      {hotels.length > 0 ? (
        <ol className={styles.cardList}>
          {views.map((view, i) => (
            <li key={view.hotelId}>
              <HotelCard
                view={view}
                lang={lang}
                partyText={partyText}
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
          <p>{noResultMessage('hotels', lang)}</p>
        </div>
      )}
      <Pagination condition={condition} target={target} count={count} ipg={ipg} />
    </section>
  );
}
