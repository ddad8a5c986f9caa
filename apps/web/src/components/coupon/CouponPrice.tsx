/**
 * The best-coupon price of one card (spec §4 SUCCESS only, §9 best coupon), as Japanese OTAs show
 * it: a クーポン badge and 「クーポン利用で 1人 12,300円～」 (the price never breaks), the coupon's name behind a disclosure
 * (<details>: no script). Server components; nothing is rendered when the item has no coupon price
 * that is really lower than its regular price (lib/coupons/discount.ts readCouponPrices).
 *
 * How to use (hotel cards, plan rows; tour cards later with `item={{ tourId }}`):
 *
 *   // once per result page (server component), not awaited:
 *   const couponPrices = loadCouponPrices(couponRequestOfThePage);   // lib/coupons/server.ts
 *   // in every card:
 *   <CouponPriceSlot prices={couponPrices} item={{ tourId: tour.tourId }} lang={lang} />
 *
 * The slot streams in when the answer arrives (the page itself never waits for coupons) and keeps
 * its height meanwhile, so nothing moves when it appears (no layout shift).
 */
import { Suspense } from 'react';
import { formatFromPrice, formatPrice } from '@tabiyori/domain';
import { couponItemKey, type CouponItemRef, type CouponPrices } from '@/lib/coupons/discount';
import { getT } from '@/lib/i18n/server';
import type { Lang } from '@/lib/i18n/settings';
import styles from './coupon.module.css';

interface CouponPriceProps {
  /** The page's coupon prices: one promise for the whole page (loadCouponPrices). */
  prices: Promise<CouponPrices>;
  item: CouponItemRef;
  lang: Lang;
  /** Nights the price covers (hotel stays); 1 or absent: a per-person price. */
  nights?: number;
  /** Lay the slot out compactly (map list). */
  compact?: boolean;
}

export async function CouponPrice({ prices, item, lang, nights = 1, compact = false }: CouponPriceProps) {
  const price = (await prices).get(couponItemKey(item));
  const className = compact ? `${styles.slot} ${styles.compact}` : styles.slot;
  if (!price) return <div className={className} aria-hidden="true" />;
  const t = await getT(lang, 'coupon');
  const unit = nights > 1 ? t('perPersonNights', { count: nights }) : t('perPerson');
  return (
    <div
      className={className}
      data-coupon-code={price.coupon.couponCode}
      data-user-coupon={price.coupon.isUserCoupon ? 'true' : undefined}
    >
      <p className={styles.line}>
        <span className={styles.badge}>{t('badge')}</span>
        <span className={styles.text}>
          {t('priceWithCouponLead', { unit })}{' '}
          <span className={styles.amountNowrap}>{formatFromPrice(price.discountMinPrice, lang)}</span>
        </span>
      </p>
      <details className={styles.details}>
        <summary>{t('couponApplied')}</summary>
        <p className={styles.name}>{price.coupon.couponName}</p>
        {price.perPersonDiscount > 0 ? (
          <p className={styles.note}>
            {t('perPersonDiscount', { amount: formatPrice(price.perPersonDiscount, lang) })}
          </p>
        ) : null}
        <p className={styles.note}>{t('priceNote')}</p>
      </details>
    </div>
  );
}

/** CouponPrice inside its own Suspense boundary, with a placeholder of the same height. */
export function CouponPriceSlot(props: CouponPriceProps) {
  const className = props.compact ? `${styles.slot} ${styles.compact}` : styles.slot;
  return (
    <Suspense fallback={<div className={className} aria-hidden="true" />}>
      <CouponPrice {...props} />
    </Suspense>
  );
}
