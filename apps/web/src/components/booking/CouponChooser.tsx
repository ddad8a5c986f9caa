/** The confirmation's coupon choice: each usable coupon with its discount and paid total, or none. */
import { formatPrice } from '@tabiyori/domain';
import { NO_COUPON, type CouponChoice } from '@/lib/booking/flow';
import type { Quote } from '@/lib/booking/types';
import type { Lang } from '@/lib/i18n/settings';
import styles from './booking.module.css';

type T = (key: string, options?: Record<string, unknown>) => string;

export function CouponChooser({
  quote,
  lang,
  value,
  onChange,
  t,
}: {
  quote: Quote;
  lang: Lang;
  value: CouponChoice;
  onChange: (value: CouponChoice) => void;
  t: T;
}) {
  if (quote.coupons.length === 0) {
    return (
      <p className={styles.muted} role={quote.couponsUnavailable ? 'status' : undefined}>
        {t(quote.couponsUnavailable ? 'couponsUnavailable' : 'noCoupons')}
      </p>
    );
  }
  const best = quote.bestCoupon?.couponCode;
  return (
    <fieldset className={styles.coupons}>
      <legend className="visually-hidden">{t('couponChoose')}</legend>
      {quote.coupons.map((c) => (
        <label key={c.couponCode} className={styles.couponOption}>
          <input
            type="radio"
            name="couponCode"
            value={c.couponCode}
            checked={value === c.couponCode}
            onChange={() => onChange(c.couponCode)}
          />
          <span className={styles.couponText}>
            <span className={styles.couponName}>
              {c.couponName}
              {c.couponCode === best ? <span className={styles.badge}>{t('couponBest')}</span> : null}
            </span>
            <span className={styles.couponDiscount}>
              {t('couponDiscountAmount', { amount: formatPrice(c.discount, lang) })} →{' '}
              {formatPrice(c.paidTotal, lang)}
            </span>
            {c.remarks ? <span className={styles.muted}>{c.remarks}</span> : null}
          </span>
        </label>
      ))}
      <label className={styles.couponOption}>
        <input
          type="radio"
          name="couponCode"
          value=""
          checked={value === NO_COUPON}
          onChange={() => onChange(NO_COUPON)}
        />
        <span className={styles.couponText}>
          <span className={styles.couponName}>{t('couponNone')}</span>
          <span className={styles.couponDiscount}>{formatPrice(quote.total, lang)}</span>
        </span>
      </label>
    </fieldset>
  );
}
