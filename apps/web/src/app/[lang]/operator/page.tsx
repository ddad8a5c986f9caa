/**
 * The back office's dashboard `/operator` (issue 19 item 7): today's bookings, cancellations and
 * sales; rooms and tour seats running low in the next 14 days; coupon use; the maintenance state.
 */
import { formatDateLong, formatDateTimeLong, formatPrice } from '@tabiyori/domain';
import { AppLink } from '@/components/AppLink';
import { ApiFailure } from '@/components/operator/ApiFailure';
import { OperatorShell } from '@/components/operator/OperatorShell';
import styles from '@/components/operator/operator.module.css';
import { getT } from '@/lib/i18n/server';
import { operatorMetadata, operatorPage } from '@/lib/operator/page';
import { DataTable } from '@/components/operator/DataTable';
import { operatorGet } from '@/lib/operator/server';

type Props = { params: Promise<{ lang: string }> };

export function generateMetadata({ params }: Props) {
  return operatorMetadata(params, 'dashboardTitle');
}

export default async function OperatorDashboard({ params }: Props) {
  const { lang, operator } = await operatorPage(params);
  const [t, result] = await Promise.all([
    getT(lang, 'operator'),
    operatorGet((api) => api.GET('/v1/operator/dashboard')),
  ]);
  if (!result.ok) {
    return (
      <OperatorShell lang={lang} operator={operator} current="/operator">
        <h1 className={styles.title}>{t('dashboardTitle')}</h1>
        <ApiFailure lang={lang} errorCode={result.errorCode} />
      </OperatorShell>
    );
  }
  const { today, lowStock, coupons, maintenance } = result.data;
  return (
    <OperatorShell lang={lang} operator={operator} current="/operator">
      <h1 className={styles.title}>{t('dashboardTitle')}</h1>
      <section className={styles.card} aria-labelledby="dash-maintenance">
        <h2 id="dash-maintenance" className={styles.cardTitle}>
          {t('maintenanceState')}
        </h2>
        <p>
          <span
            className={maintenance.noticeEnd ? `${styles.badge} ${styles.badgeOff}` : styles.badge}
            data-testid="maintenance-state"
          >
            {maintenance.noticeEnd
              ? t('maintenanceActive', { time: formatDateTimeLong(maintenance.noticeEnd, lang) })
              : t('maintenanceOff')}
          </span>{' '}
          <AppLink href="/operator/maintenance">{t('navMaintenance')}</AppLink>
        </p>
      </section>
      <section className={styles.card} aria-labelledby="dash-today">
        <h2 id="dash-today" className={styles.cardTitle}>
          {t('todayTitle', { date: formatDateLong(today.date, lang) })}
        </h2>
        <dl className={styles.figures}>
          <div>
            <dt>{t('todayBookings')}</dt>
            <dd data-testid="today-bookings">{today.bookings}</dd>
          </div>
          <div>
            <dt>{t('todayCancellations')}</dt>
            <dd data-testid="today-cancellations">{today.cancellations}</dd>
          </div>
          <div>
            <dt>{t('todaySales')}</dt>
            <dd>{formatPrice(today.sales, lang)}</dd>
          </div>
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="dash-low">
        <h2 id="dash-low" className={styles.cardTitle}>
          {t('lowStockTitle')}
        </h2>
        <p className={styles.meta}>
          {t('lowStockLead', { rooms: lowStock.threshold.rooms, seats: lowStock.threshold.seats })}
        </p>
        {lowStock.items.length === 0 ? (
          <p>{t('lowStockNone')}</p>
        ) : (
          <DataTable
            caption={t('lowStockTitle')}
            columns={[t('colDate'), t('colItem'), { label: t('colStock'), numeric: true }]}
          >
            {lowStock.items.map((i) => (
              <tr key={`${i.kind}-${i.itemId}-${i.date}`}>
                <td>{formatDateLong(i.date, lang)}</td>
                <td>
                  {i.productName}
                  {i.kind === 'room' ? ` ・ ${i.itemName}` : ''}{' '}
                  <span className={styles.meta}>({t(`kind_${i.kind}`)})</span>
                </td>
                <td className={styles.num}>{i.stock}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
      <section className={styles.card} aria-labelledby="dash-coupons">
        <h2 id="dash-coupons" className={styles.cardTitle}>
          {t('couponUseTitle')}
        </h2>
        <dl className={styles.figures}>
          <div>
            <dt>{t('couponUses')}</dt>
            <dd>{coupons.uses}</dd>
          </div>
          <div>
            <dt>{t('userCouponsIssued')}</dt>
            <dd>{coupons.userCouponsIssued}</dd>
          </div>
          <div>
            <dt>{t('userCouponsUsed')}</dt>
            <dd>{coupons.userCouponsUsed}</dd>
          </div>
        </dl>
        {coupons.top.length > 0 ? (
          <>
            <h3>{t('topCoupons')}</h3>
            <ul>
              {coupons.top.map((c) => (
                <li key={c.couponCode}>
                  {c.couponName} <span className={styles.meta}>({c.couponCode})</span>: {c.uses}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
    </OperatorShell>
  );
}
