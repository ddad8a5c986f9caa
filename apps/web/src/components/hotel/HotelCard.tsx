/**
 * A hotel card of the list (spec §1, §3 hotel card display; issue 6 item 2): base price per adult,
 * tax included (with the basic JR round trip when a departure is set, and saying so), room size,
 * beds (width × length, count), smoking or non-smoking, bath, toilet, check-in and check-out, the
 * price range, rooms left, the evaluation with its collection period (集計中 while gathering), and
 * the hotel's recommend points. Server component; the only script is the recommend-point button.
 * Every text is formatted in lib/hotels/cardView.ts.
 */
import { AppLink } from '@/components/AppLink';
import { CouponPriceSlot } from '@/components/coupon/CouponPrice';
import { FavoriteToggle } from '@/components/favorite/FavoriteToggle';
import { getRequestContext } from '@/lib/requestContext';
import type { CouponPrices } from '@/lib/coupons/discount';
import { getT } from '@/lib/i18n/server';
import type { HotelCardView } from '@/lib/hotels/cardView';
import type { Lang } from '@/lib/i18n/settings';
import { CatalogImage } from './CatalogImage';
import { EvaluationBadge } from './EvaluationBadge';
import { RecommendPointsButton } from './RecommendPointsButton';
import { RoomFacts } from './RoomFacts';
import styles from './hotel.module.css';

export async function HotelCard({
  view,
  lang,
  partyText,
  headingLevel = 3,
  priority = false,
  couponPrices,
}: {
  view: HotelCardView;
  lang: Lang;
  /** `大人2名・1室` for the total line. */
  partyText: string;
  headingLevel?: 2 | 3;
  priority?: boolean;
  /** The page's coupon prices (one couponDiscount call per page); absent: no coupon line. */
  couponPrices?: Promise<CouponPrices>;
}) {
  const [t, ctx] = await Promise.all([getT(lang, 'hotel'), getRequestContext()]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `hotel-${view.hotelId}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardMedia}>
        {view.image ? (
          <CatalogImage
            src={view.image.src}
            alt={view.image.alt}
            width={320}
            height={210}
            priority={priority}
          />
        ) : (
          <div className={styles.noImage} aria-hidden="true" />
        )}
      </div>
      <div className={styles.cardBody}>
        <p className={styles.cardMeta}>
          <span className={styles.typeBadge}>{view.hotelType}</span>
          <span>{view.areaText}</span>
        </p>
        <Heading id={headingId} className={styles.cardTitle}>
          <AppLink href={view.href}>{view.name}</AppLink>
        </Heading>
        {view.catchCopy ? <p className={styles.catchCopy}>{view.catchCopy}</p> : null}
        {view.access ? <p className={styles.access}>{view.access}</p> : null}
        <EvaluationBadge evaluation={view.evaluation} lang={lang} />
        <dl className={styles.timeFacts}>
          {view.checkIn ? (
            <div>
              <dt>{t('checkin')}</dt>
              <dd>{view.checkIn}</dd>
            </div>
          ) : null}
          {view.checkOut ? (
            <div>
              <dt>{t('checkout')}</dt>
              <dd>{view.checkOut}</dd>
            </div>
          ) : null}
        </dl>
        <div className={styles.planBox}>
          <p className={styles.planName}>
            <span className={styles.mealBadge}>{view.mealName}</span>
            {view.planName}
          </p>
          {view.room ? <RoomFacts room={view.room} lang={lang} compact /> : null}
        </div>
        {view.kodawari.length > 0 ? (
          <ul className={styles.chips} aria-label={t('kodawariLabel')}>
            {view.kodawari.slice(0, 8).map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className={styles.cardPrice}>
        {view.set ? (
          <>
            <p className={styles.priceLabel}>{t('setPriceLabel', { count: view.nights })}</p>
            <p className={styles.price}>{view.set.priceText}</p>
            <p className={styles.transportNote}>
              {t('setTransportNote', { price: view.set.transportText, departure: view.set.departure })}
            </p>
            <p className={styles.priceRange}>{t('stayOnlyPerNight', { price: view.priceText })}</p>
          </>
        ) : (
          <>
            <p className={styles.priceLabel}>{t(view.stayOnly ? 'stayOnlyPriceLabel' : 'pricePerAdult')}</p>
            <p className={styles.price}>
              {view.priceText}
              <small>{t('perNightSuffix')}</small>
            </p>
          </>
        )}
        {couponPrices ? (
          <CouponPriceSlot
            prices={couponPrices}
            item={{ hotelId: view.hotelId, planId: view.planId }}
            nights={view.set ? 1 : view.nights}
            lang={lang}
          />
        ) : null}
        <p className={styles.priceRange}>
          <span>{t('priceRangeLabel')}</span> {view.priceRangeText}
        </p>
        <p className={styles.partyLine}>
          {view.set
            ? t('setTotal', { party: partyText, count: view.nights, price: view.set.totalText })
            : t('stayTotal', { party: partyText, count: view.nights, price: view.totalText })}
        </p>
        {view.remainingText ? (
          <p className={view.lowStock ? `${styles.stock} ${styles.stockLow}` : styles.stock}>
            {view.remainingText}
          </p>
        ) : null}
        <div className={styles.cardActions}>
          {view.recommendPoints.length > 0 ? (
            <RecommendPointsButton hotelName={view.name} points={view.recommendPoints} />
          ) : null}
          {ctx.brand.favorites ? (
            <FavoriteToggle lang={lang} kind="hotel" itemKey={view.hotelId} name={view.name} compact />
          ) : null}
          <AppLink href={view.plansHref} className={styles.primaryLink}>
            {t('showPlans')}
          </AppLink>
        </div>
      </div>
    </article>
  );
}
