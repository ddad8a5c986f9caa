/**
 * A tour card of the list (issue 5 item 5): type and days label, departure and destination, the
 * transport legs, the hotels, the price range per adult tax included (with the basic JR round-trip
 * note where it applies) and the seats left. Server component; texts from lib/tours/cardView.ts.
 */
import { AppLink } from '@/components/AppLink';
import { CatalogImage } from '@/components/hotel/CatalogImage';
import { getT } from '@/lib/i18n/server';
import type { Lang } from '@/lib/i18n/settings';
import { CouponPriceSlot } from '@/components/coupon/CouponPrice';
import { FavoriteToggle } from '@/components/favorite/FavoriteToggle';
import { getRequestContext } from '@/lib/requestContext';
import type { CouponPrices } from '@/lib/coupons/discount';
import { routeText, type TourCardView } from '@/lib/tours/cardView';
import styles from './tour.module.css';
import { itemSep } from '@/lib/i18n/punctuation';

export async function TourCard({
  view,
  lang,
  priority = false,
  couponPrices,
}: {
  view: TourCardView;
  lang: Lang;
  priority?: boolean;
  /** The page's coupon prices (one couponDiscount call per page); absent: no coupon line. */
  couponPrices?: Promise<CouponPrices>;
}) {
  const [t, ctx] = await Promise.all([getT(lang, 'tour'), getRequestContext()]);
  const headingId = `tour-${view.tourId}`;
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
          <span className={styles.typeBadge}>{view.tourTypeName}</span>
          {view.daysLabel && view.daysLabel !== view.tourTypeName ? (
            <span className={styles.daysBadge}>{view.daysLabel}</span>
          ) : null}
          <span>{routeText(view, t, { sep: ' · ' })}</span>
        </p>
        <h3 id={headingId} className={styles.cardTitle}>
          <AppLink href={view.href}>{view.name}</AppLink>
        </h3>
        {view.catchCopy ? <p className={styles.catchCopy}>{view.catchCopy}</p> : null}
        <dl className={styles.facts}>
          <div>
            <dt>{t('transportation')}</dt>
            <dd>
              {view.transport.length > 0 ? (
                <ul className={styles.legList}>
                  {view.transport.map((leg, i) => (
                    <li key={i}>
                      <span className={styles.legBadge}>{t(leg.key)}</span>{' '}
                      {t('transportRoute', { from: leg.from, to: leg.to })}
                      {leg.times ? <span className={styles.legTimes}> {leg.times}</span> : null}
                    </li>
                  ))}
                </ul>
              ) : (
                t(view.transportKey)
              )}
            </dd>
          </div>
          {view.hotels.length > 0 ? (
            <div>
              <dt>{t('hotels')}</dt>
              <dd>
                {view.hotels.join(itemSep(lang))}
                {view.moreHotels > 0 ? ` ${t('hotelsMore', { count: view.moreHotels })}` : ''}
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
      <div className={styles.cardPrice}>
        <p className={styles.priceLabel}>{t('priceFromLabel', { capacity: view.capacityText })}</p>
        {view.priceRangeText ? (
          <p className={styles.price}>{view.priceRangeText}</p>
        ) : (
          <p className={styles.priceMuted}>{t('priceUndecided')}</p>
        )}
        {view.jrIncluded ? <p className={styles.transportNote}>{t('jrIncluded')}</p> : null}
        {couponPrices ? (
          <CouponPriceSlot prices={couponPrices} item={{ tourId: view.tourId }} lang={lang} />
        ) : null}
        {view.seats !== null ? (
          <p className={view.lowSeats ? `${styles.stock} ${styles.stockLow}` : styles.stock}>
            {view.seats > 0 ? t('remainingSeats', { count: view.seats }) : t('soldOut')}
          </p>
        ) : null}
        <div className={styles.cardActions}>
          {ctx.brand.favorites ? (
            <FavoriteToggle lang={lang} kind="tour" itemKey={view.tourId} name={view.name} compact />
          ) : null}
          <AppLink href={view.href} className={styles.primaryLink} aria-describedby={headingId}>
            {t('viewDetail')}
          </AppLink>
        </div>
      </div>
    </article>
  );
}
