/**
 * The logged-in user's own coupons on /coupons (spec §1, §6: a user coupon list is fetched only with
 * a userId). Rendered only when the page is given the user's coupons (entries of GET /v1/coupons
 * with isUserCoupon, asked with the user's userId); until accounts arrive the page gives none and
 * this section is not shown. No data is ever made up here.
 */
import type { TFunction } from 'i18next';
import { couponCardView, type CouponListEntry } from '@/lib/coupons/list';
import type { DpDeparture } from '@/lib/coupons/searchLinks';
import type { Lang } from '@/lib/i18n/settings';
import { CouponCard } from './CouponCard';
import styles from './coupon.module.css';

export function UserCouponSection({
  coupons,
  lang,
  today,
  dpFrom,
  t,
}: {
  coupons: readonly CouponListEntry[];
  lang: Lang;
  today: string;
  /** Where a JR + hotel coupon's search departs from (lib/coupons/list.ts couponDpDeparture). */
  dpFrom: DpDeparture | null;
  t: TFunction;
}) {
  const views = coupons.filter((c) => c.isUserCoupon).map((c) => couponCardView(c, lang, today, dpFrom));
  return (
    <section className={styles.section} aria-labelledby="coupons-user">
      <h2 id="coupons-user" className={styles.sectionTitle}>
        {t('userCoupons')}
      </h2>
      {views.length > 0 ? (
        <ul className={styles.list}>
          {views.map((view) => (
            <li key={`${view.code}`}>
              <CouponCard view={view} t={t} />
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.empty}>
          <p>{t('noUserCoupons')}</p>
        </div>
      )}
    </section>
  );
}
