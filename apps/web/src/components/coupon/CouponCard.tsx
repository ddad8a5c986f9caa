/**
 * One coupon of the list page (spec §3 coupon fields): discount (yen or %, per person or per
 * booking, a rate's cap), name, remarks, departure and usage periods, conditions (minimum amount,
 * excluded dates, children and infants, target, where and for whom, combination), for a member
 * whether they can use it today (or why not), and the search to use it with.
 * Server component; every text comes from lib/coupons/list.ts couponCardView.
 */
import type { TFunction } from 'i18next';
import { AppLink } from '@/components/AppLink';
import type { TextRef } from '@/lib/coupons/cardTerms';
import type { CouponCardView } from '@/lib/coupons/list';
import styles from './coupon.module.css';

export function CouponCard({
  view,
  t,
  headingLevel = 3,
}: {
  view: CouponCardView;
  t: TFunction;
  headingLevel?: 3 | 4;
}) {
  const say = (ref: TextRef) => t(ref.key, ref.values ?? {});
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const headingId = `coupon-${view.isUserCoupon ? 'u' : 'g'}-${view.code}`;
  return (
    <article
      className={view.isUserCoupon ? `${styles.card} ${styles.userCard}` : styles.card}
      aria-labelledby={headingId}
      data-coupon-code={view.code}
    >
      <div className={styles.cardHead}>
        <p className={styles.amount}>{say(view.discount)}</p>
        {view.unit ? <span className={styles.unit}>{say(view.unit)}</span> : null}
        {view.cap ? <span className={styles.unit}>{say(view.cap)}</span> : null}
      </div>
      <Heading id={headingId} className={styles.cardTitle}>
        {view.name}
      </Heading>
      {view.viewer ? (
        <p
          className={view.viewer.usable ? styles.viewerUsable : styles.viewerNot}
          data-testid="coupon-viewer"
        >
          {t(view.viewer.key)}
        </p>
      ) : null}
      {view.remarks ? <p className={styles.remarks}>{view.remarks}</p> : null}
      {view.period.length > 0 ? (
        <dl className={styles.facts}>
          {view.period.map((p) => (
            <div key={p.label}>
              <dt>{t(p.label)}</dt>
              <dd>{say(p.value)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {view.conditions.length > 0 ? (
        <ul className={styles.conditions} aria-label={t('remarks')}>
          {view.conditions.map((ref, i) => (
            <li key={`${ref.key}-${i}`}>{say(ref)}</li>
          ))}
        </ul>
      ) : null}
      <p className={styles.code}>{t('couponCode', { code: view.code })}</p>
      {view.links.length > 0 ? (
        <div className={styles.links}>
          {view.links.map((link) => (
            <AppLink key={link.key} href={link.href}>
              {t(link.key, link.values ?? {})}
            </AppLink>
          ))}
        </div>
      ) : null}
    </article>
  );
}
