/**
 * Coupons `/operator/coupons` (issue 19 item 4): every coupon with its state and usage figures
 * (handed out, used now, given back by cancellations); sales and admins create and edit, support
 * reads.
 */
import { AppLink } from '@/components/AppLink';
import { ApiFailure } from '@/components/operator/ApiFailure';
import { OperatorShell } from '@/components/operator/OperatorShell';
import styles from '@/components/operator/operator.module.css';
import { getT } from '@/lib/i18n/server';
import { couponDisplayName } from '@/lib/operator/couponForm';
import { operatorMetadata, operatorPage } from '@/lib/operator/page';
import { operatorGet } from '@/lib/operator/server';

type Props = { params: Promise<{ lang: string }> };

export function generateMetadata({ params }: Props) {
  return operatorMetadata(params, 'couponsTitle');
}

export default async function OperatorCouponsPage({ params }: Props) {
  const { lang, operator } = await operatorPage(params);
  const [t, result] = await Promise.all([
    getT(lang, 'operator'),
    operatorGet((api) => api.GET('/v1/operator/coupons')),
  ]);
  const canChange = operator.operatorRole !== 'support';
  return (
    <OperatorShell lang={lang} operator={operator} current="/operator/coupons">
      <h1 className={styles.title}>{t('couponsTitle')}</h1>
      <p>{t('couponsLead')}</p>
      {canChange ? (
        <p>
          <AppLink href="/operator/coupons/new" className="button">
            {t('couponNew')}
          </AppLink>
        </p>
      ) : null}
      {!result.ok ? (
        <ApiFailure lang={lang} errorCode={result.errorCode} />
      ) : (
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('couponsTitle')}>
          <table className={styles.table} data-testid="coupon-table">
            <caption className="visually-hidden">{t('couponsTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('couponCode')}</th>
                <th scope="col">{t('couponName')}</th>
                <th scope="col">{t('couponScope')}</th>
                <th scope="col">{t('colStatus')}</th>
                <th scope="col" className={styles.num}>
                  {t('usageIssued')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('usageUsed')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('usageReturned')}
                </th>
              </tr>
            </thead>
            <tbody>
              {result.data.coupons.map((c) => (
                <tr key={c.couponCode} data-coupon-code={c.couponCode}>
                  <td className={styles.nowrap}>
                    <AppLink href={`/operator/coupons/${encodeURIComponent(c.couponCode)}`}>
                      {c.couponCode}
                    </AppLink>
                  </td>
                  <td>{couponDisplayName(c.definition, lang)}</td>
                  <td className={styles.nowrap}>{t(`scope_${c.scope}`)}</td>
                  <td>
                    <span
                      className={c.openStatus === '1' ? styles.badge : `${styles.badge} ${styles.badgeOff}`}
                    >
                      {c.openStatus === '1' ? t('couponOpenState') : t('couponClosedState')}
                    </span>
                  </td>
                  <td className={styles.num}>{c.usage.issued}</td>
                  <td className={styles.num}>{c.usage.used}</td>
                  <td className={styles.num}>{c.usage.returned}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </OperatorShell>
  );
}
