/**
 * The markup of one card's best-coupon price (クーポン badge, 「クーポン利用で 1人 12,300円～」, the
 * coupon's name behind a disclosure): one component for the server's slot (CouponPrice.tsx) and the
 * member's prices filled in by the browser (member/MemberCoupons.tsx). `t` reads the coupon texts.
 */
import { formatFromPrice, formatPrice } from '@tabiyori/domain';
import type { CouponPrice } from '@/lib/coupons/discount';
import type { Lang } from '@/lib/i18n/settings';
import styles from './coupon.module.css';
import type { TranslateFn } from '@/lib/i18n/translate';

function couponSlotClass(compact: boolean): string | undefined {
  return compact ? `${styles.slot} ${styles.compact}` : styles.slot;
}

/** The slot's empty placeholder (keeps its height, so nothing moves when a price appears). */
export function EmptyCouponSlot({ compact = false }: { compact?: boolean }) {
  return <div className={couponSlotClass(compact)} aria-hidden="true" />;
}

export function CouponPriceLine({
  price,
  t,
  lang,
  nights = 1,
  compact = false,
}: {
  price: CouponPrice;
  t: TranslateFn;
  lang: Lang;
  nights?: number;
  compact?: boolean;
}) {
  const unit = nights > 1 ? t('perPersonNights', { count: nights }) : t('perPerson');
  return (
    <div
      className={couponSlotClass(compact)}
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
