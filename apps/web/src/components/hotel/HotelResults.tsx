/**
 * The result part of a hotel list (hotels, area path, special; components/list/ResultList.tsx):
 * count, filter, sort, the map link, the active filters, the cards, the no-result message and
 * pagination. Server component.
 */
import {
  capacityText,
  conditionPaxPerRoom,
  noResultMessage,
  type MetaParams,
  type SearchCondition,
} from '@tabiyori/domain';
import { AppLink } from '@/components/AppLink';
import { NotAppliedNotice } from '@/components/list/NotAppliedNotice';
import { ResultList } from '@/components/list/ResultList';
import type { SearchTarget } from '@/components/search/navigation';
import type { SearchReference } from '@/lib/search/reference';
import { SortSelect } from '@/components/search/SortSelect';
import { hotelCouponRequest } from '@/lib/coupons/hotels';
import { CouponPriceScope } from '../coupon/CouponPriceScope';
import { hotelCardView } from '@/lib/hotels/cardView';
import { hotelMapHref } from '@/lib/hotels/condition';
import { dpListNote } from '@/lib/hotels/dp';
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
  const note = dpListNote(condition, views);
  const setDeparture = views.find((v) => v.set)?.set?.departure ?? '';
  const couponRequest = hotelCouponRequest(
    condition,
    // A dynamic package's coupon discounts its set price (per adult for the whole trip).
    views.map((v) =>
      v.set
        ? { hotelId: v.hotelId, planId: v.planId, perAdult: v.set.perAdult, nights: 1 }
        : { hotelId: v.hotelId, planId: v.planId, perAdult: v.perAdult, nights: v.nights },
    ),
    lang,
    true,
  );

  return (
    <CouponPriceScope request={couponRequest}>
      {(couponPrices) => (
        <ResultList
          lang={lang}
          target={target}
          condition={condition}
          count={count}
          ipg={ipg}
          countText={th('hotelCount', { count })}
          actions={
            <>
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
            </>
          }
          notes={
            <>
              <ActiveFilters filters={filters} target={target} lang={lang} />
              {/* A departure priced stay-only has its own note below. */}
              <NotAppliedNotice
                lang={lang}
                fields={answer.notApplied.filter((f) => !f.startsWith('dep'))}
                paxPerRoom={conditionPaxPerRoom(condition)}
              />
              {/* Only the API's set prices include the JR trip (a departure by air has none). */}
              {note === 'set' ? (
                <p className={styles.transportNotice}>
                  <strong>{th('dpListNote', { departure: setDeparture })}</strong> {th('jrNote')}
                </p>
              ) : note ? (
                <p className={styles.transportNotice}>
                  {th(note === 'stayOnlyAir' ? 'stayOnlyAirListNote' : 'stayOnlyNoJrListNote')}
                </p>
              ) : null}
            </>
          }
          items={views.map((view, i) => ({
            key: view.hotelId,
            node: (
              <HotelCard
                view={view}
                lang={lang}
                partyText={partyText}
                priority={i === 0}
                couponPrices={couponPrices}
              />
            ),
          }))}
          noResultText={noResultMessage('hotels', lang)}
        />
      )}
    </CouponPriceScope>
  );
}
