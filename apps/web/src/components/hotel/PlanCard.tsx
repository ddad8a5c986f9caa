/**
 * One plan of a hotel (spec §2 plan list): name, meal and plan group, description, the rooms it
 * sells, the price for the party (per adult tax included, the total and its breakdown rows of spec
 * §3), rooms left, the cancellation policy, and 'see all rooms of this plan'.
 */
import {
  formatPrice,
  paxCategoryOf,
  priceRowPaxLabel,
  remainingRoomsText,
  type JrSeatClass,
  type SearchCondition,
} from '@tabiyori/domain';
import { AppLink } from '@/components/AppLink';
import { CouponPriceSlot } from '@/components/coupon/CouponPrice';
import type { CouponPrices } from '@/lib/coupons/discount';
import { LOW_STOCK } from '@/lib/hotels/cardView';
import { hotelPlanBookingPath } from '@/lib/booking/bookingPagePath';
import { hasDeparture, hotelHref } from '@/lib/hotels/condition';
import { departureLabel, dpBookingPath, dpSeat, seatClassQuery } from '@/lib/hotels/dp';
import type { HotelPlanData } from '@/lib/hotels/types';
import { getT } from '@/lib/i18n/server';
import type { Lang } from '@/lib/i18n/settings';
import styles from './hotel.module.css';
import { colon, itemSep } from '@/lib/i18n/punctuation';

export async function PlanCard({
  plan,
  hotelId,
  condition,
  lang,
  partyText,
  couponPrices,
  seatClass = 'reserved',
}: {
  plan: HotelPlanData;
  hotelId: string;
  condition: SearchCondition;
  lang: Lang;
  partyText: string;
  /** The page's coupon prices (one couponDiscount call for all plans); absent: no coupon line. */
  couponPrices?: Promise<CouponPrices>;
  /** A dynamic package's chosen seat class (plan `dp` present): the set prices shown are its. */
  seatClass?: JrSeatClass;
}) {
  const t = await getT(lang, 'hotel');
  const headingId = `plan-${plan.planId}`;
  const stock = typeof plan.stock === 'number' && plan.stock >= 0 ? plan.stock : null;
  const dp = plan.dp;
  const seat = dp ? dpSeat(dp, seatClass) : null;
  const bookingPath = dp
    ? dpBookingPath(hotelId, plan.planId, condition, seatClass)
    : hotelPlanBookingPath(hotelId, plan.planId, condition);
  return (
    <article className={styles.planCard} aria-labelledby={headingId}>
      <div className={styles.planMain}>
        <p className={styles.cardMeta}>
          <span className={styles.mealBadge}>{plan.mealType.name}</span>
          <span className={styles.typeBadge}>{plan.planGroup.name}</span>
          <span>{plan.canSmoke ? t('smoking') : t('nonSmoking')}</span>
        </p>
        <h2 id={headingId} className={styles.planTitle}>
          {plan.planName}
        </h2>
        {plan.description ? <p className={styles.planDescription}>{plan.description}</p> : null}
        {plan.rooms.length > 0 ? (
          <p className={styles.planRooms}>
            <span>
              {t('planRooms')}
              {colon(lang)}
            </span>
            {plan.rooms.map((r) => r.roomName).join(itemSep(lang))}
          </p>
        ) : null}
        {plan.kodawari.length > 0 ? (
          <ul className={styles.chips} aria-label={t('kodawariLabel')}>
            {plan.kodawari.map((k) => (
              <li key={k.code}>{k.name}</li>
            ))}
          </ul>
        ) : null}
        <details className={styles.policy}>
          <summary>{t('cancelPolicyAndTerms')}</summary>
          <p>{plan.cancelPolicy}</p>
          <p>{t('minNights', { count: plan.minNights })}</p>
          <p>
            {plan.bookingDeadlineDays > 0
              ? t('bookingDeadline', { count: plan.bookingDeadlineDays })
              : t('bookingDeadlineSameDay')}
          </p>
        </details>
      </div>
      <div className={styles.planPrice}>
        {dp && seat ? (
          <>
            <p className={styles.priceLabel}>{t('setPriceLabel', { count: dp.nights })}</p>
            <p className={styles.price}>{formatPrice(seat.setPricePerAdult, lang)}</p>
            <p className={styles.transportNote}>
              {t('planTransportNote', {
                price: formatPrice(seat.transportPerAdult, lang),
                departure: departureLabel(dp.departure.name, lang),
                seat: seatClass === 'green' ? t('seatNameGreen') : t('seatNameReserved'),
              })}
            </p>
            <p className={styles.priceRange}>
              {t(seatClass === 'green' ? 'greenChosenNote' : 'greenExtraNote', {
                price: formatPrice(dp.green.extraPerAdult, lang),
              })}
            </p>
            <p className={styles.priceRange}>
              {t('stayOnlyPerNight', { price: formatPrice(plan.price.perAdult, lang) })}
            </p>
          </>
        ) : (
          <>
            <p className={styles.priceLabel}>{t('pricePerAdult')}</p>
            <p className={styles.price}>
              {formatPrice(plan.price.perAdult, lang)}
              <small>{t('perNightSuffix')}</small>
            </p>
            {hasDeparture(condition) ? <p className={styles.transportNote}>{t('stayOnlyNote')}</p> : null}
          </>
        )}
        {couponPrices ? (
          <CouponPriceSlot
            prices={couponPrices}
            item={{ hotelId, planId: plan.planId }}
            nights={seat ? 1 : plan.price.nights}
            lang={lang}
          />
        ) : null}
        <p className={styles.partyLine} data-testid={seat ? 'dp-set-total' : undefined}>
          {seat && dp
            ? t('setTotal', { party: partyText, count: dp.nights, price: formatPrice(seat.setTotal, lang) })
            : t('stayTotal', {
                party: partyText,
                count: plan.price.nights,
                price: formatPrice(plan.price.total, lang),
              })}
        </p>
        {!dp && plan.price.breakdown.length > 0 ? (
          <table className={styles.breakdown}>
            <caption>{t('breakdown')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('breakdownGuest')}</th>
                <th scope="col">{t('breakdownEach')}</th>
                <th scope="col">{t('breakdownSubtotal')}</th>
              </tr>
            </thead>
            <tbody>
              {plan.price.breakdown.map((row, i) => (
                <tr key={i}>
                  <th scope="row">
                    {t('breakdownRow', {
                      label: priceRowPaxLabel(
                        paxCategoryOf('yado', row.paxType) ?? row.paxType,
                        row.label,
                        lang,
                      ),
                      count: row.count,
                    })}
                  </th>
                  <td>{formatPrice(row.price, lang)}</td>
                  <td>{formatPrice(row.price * row.count, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        {stock !== null ? (
          <p className={stock <= LOW_STOCK ? `${styles.stock} ${styles.stockLow}` : styles.stock}>
            {remainingRoomsText(stock, lang)}
          </p>
        ) : null}
        <AppLink
          href={hotelHref(hotelId, condition, 'rooms', {
            planIds: plan.planId,
            ...(dp ? seatClassQuery(seatClass) : {}),
          })}
          className={styles.secondaryLink}
        >
          {t('showAllRooms')}
        </AppLink>
        {bookingPath && stock !== 0 ? (
          <AppLink href={bookingPath} className={styles.primaryLink}>
            {dp ? t('bookThisDp') : t('bookThisPlan')}
          </AppLink>
        ) : null}
      </div>
    </article>
  );
}
