'use client';
/**
 * The coupons of the confirm step (issue 18 item 3): every coupon usable for the booking, each
 * marked combinable (併用可) or not, with the rule said above them. The traveller checks several
 * combinable coupons or one that is not; a selection the rule refuses is not sent and the reason is
 * said (role=alert). The applied coupons are listed in the order they apply, each with its own
 * discount, priced by the API.
 */
import { formatPrice } from '@tabiyori/domain';
import type { CouponOffer, CouponSelection } from '@/lib/booking/types';
import { colon } from '@/lib/i18n/punctuation';
import type { Lang } from '@/lib/i18n/settings';
import styles from './booking.module.css';
import type { TranslateFn } from '@/lib/i18n/translate';

export function CouponChooser({
  offers,
  best,
  selected,
  applied,
  refusal,
  pending,
  lang,
  onToggle,
  t,
}: {
  offers: readonly CouponOffer[];
  /** The quote's best selection (marked おすすめ). */
  best: CouponSelection | null;
  selected: readonly string[];
  applied: CouponSelection | null;
  /** Why the last change was not made, in words. */
  refusal: string | null;
  pending: boolean;
  lang: Lang;
  onToggle: (code: string, checked: boolean) => void;
  t: TranslateFn;
}) {
  if (offers.length === 0) return <p className={styles.muted}>{t('noCoupons')}</p>;
  const recommended = new Set(best?.coupons.map((c) => c.couponCode));
  return (
    <div className={styles.coupons} data-testid="coupon-chooser">
      <p className={styles.muted} id="coupon-rule">
        {t('couponRule')}
      </p>
      <fieldset className={styles.coupons} aria-describedby="coupon-rule" aria-busy={pending}>
        <legend className="visually-hidden">{t('couponChoose')}</legend>
        {offers.map((c) => (
          <label key={c.couponCode} className={styles.couponOption}>
            <input
              type="checkbox"
              name="couponCodes"
              value={c.couponCode}
              checked={selected.includes(c.couponCode)}
              disabled={pending}
              onChange={(e) => onToggle(c.couponCode, e.target.checked)}
            />
            <span className={styles.couponText}>
              <span className={styles.couponName}>
                {c.couponName}
                {recommended.has(c.couponCode) ? (
                  <span className={styles.badge}>{t('couponBest')}</span>
                ) : null}
              </span>
              <span className={c.combinable ? styles.muted : styles.alertText}>
                {c.combinable ? t('couponCombinable') : t('couponAlone')}
              </span>
              <span className={styles.couponDiscount}>
                {t('couponAloneAmount', { amount: formatPrice(c.discount, lang) })}
              </span>
              {c.remarks ? <span className={styles.muted}>{c.remarks}</span> : null}
            </span>
          </label>
        ))}
      </fieldset>
      <p role="alert" className={styles.alertText} data-testid="coupon-refusal">
        {refusal ?? ''}
      </p>
      {applied && applied.coupons.length > 0 ? (
        <>
          <h4 id="coupon-applied-heading" className={styles.groupTitle}>
            {t('couponApplied')}
          </h4>
          <ol
            className={styles.appliedCoupons}
            aria-labelledby="coupon-applied-heading"
            data-testid="coupon-applied"
          >
            {applied.coupons.map((c) => (
              <li key={c.couponCode}>
                {c.couponName}
                {colon(lang)}
                {t('couponDiscountAmount', { amount: formatPrice(c.discount, lang) })}
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p className={styles.muted}>{t('couponNoneApplied')}</p>
      )}
    </div>
  );
}
