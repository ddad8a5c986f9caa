/** The back office's dashboard `/operator`: the maintenance state now and the way into each area. */
import { formatDateTimeLong } from '@tabiyori/domain';
import { AppLink } from '@/components/AppLink';
import { ApiFailure } from '@/components/operator/ApiFailure';
import { OperatorShell } from '@/components/operator/OperatorShell';
import styles from '@/components/operator/operator.module.css';
import { getT } from '@/lib/i18n/server';
import { operatorMetadata, operatorPage } from '@/lib/operator/page';
import { operatorGet } from '@/lib/operator/server';
import type { MaintenanceState } from '@/lib/operator/types';

type Props = { params: Promise<{ lang: string }> };

export function generateMetadata({ params }: Props) {
  return operatorMetadata(params, 'dashboardTitle');
}

export default async function OperatorDashboard({ params }: Props) {
  const { lang, operator } = await operatorPage(params);
  const [t, maintenance] = await Promise.all([
    getT(lang, 'operator'),
    operatorGet<MaintenanceState>('/v1/operator/maintenance'),
  ]);
  return (
    <OperatorShell lang={lang} operator={operator} current="/operator">
      <h1 className={styles.title}>{t('dashboardTitle')}</h1>
      <section className={styles.card} aria-labelledby="dash-maintenance">
        <h2 id="dash-maintenance" className={styles.cardTitle}>
          {t('maintenanceState')}
        </h2>
        {!maintenance.ok ? (
          <ApiFailure lang={lang} errorCode={maintenance.errorCode} />
        ) : maintenance.data.noticeEnd ? (
          <p>
            <span className={`${styles.badge} ${styles.badgeOff}`} data-testid="maintenance-state">
              {t('maintenanceActive', { time: formatDateTimeLong(maintenance.data.noticeEnd, lang) })}
            </span>
          </p>
        ) : (
          <p>
            <span className={styles.badge} data-testid="maintenance-state">
              {t('maintenanceOff')}
            </span>
          </p>
        )}
        <AppLink href="/operator/maintenance">{t('navMaintenance')}</AppLink>
      </section>
      <section className={styles.card} aria-labelledby="dash-areas">
        <h2 id="dash-areas" className={styles.cardTitle}>
          {t('consoleNav')}
        </h2>
        <ul>
          <li>
            <AppLink href="/operator/bookings">{t('bookingsTitle')}</AppLink>
          </li>
          <li>
            <AppLink href="/operator/customers">{t('customersTitle')}</AppLink>
          </li>
          {operator.operatorRole === 'admin' ? (
            <>
              <li>
                <AppLink href="/operator/audit">{t('auditTitle')}</AppLink>
              </li>
              <li>
                <AppLink href="/operator/operators">{t('operatorsTitle')}</AppLink>
              </li>
            </>
          ) : null}
        </ul>
      </section>
    </OperatorShell>
  );
}
