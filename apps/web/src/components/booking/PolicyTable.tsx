/** The cancellation policy with its days and charges, and until when it can be cancelled online. No hooks. */
import { onlineCancelUntilText, policyRows } from '@/lib/booking/flow';
import type { CancellationPolicy } from '@/lib/booking/types';
import type { Lang } from '@/lib/i18n/settings';
import styles from './booking.module.css';
import type { TranslateFn } from '@/lib/i18n/translate';

export function PolicyTable({ policy, lang, t }: { policy: CancellationPolicy; lang: Lang; t: TranslateFn }) {
  return (
    <>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">{t('cancelPolicy')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('policyWhen')}</th>
              <th scope="col">{t('policyDays')}</th>
              <th scope="col" className={styles.num}>
                {t('policyCharge')}
              </th>
            </tr>
          </thead>
          <tbody>
            {policyRows(policy, lang).map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{row.period}</td>
                <td className={styles.num}>
                  {row.percent === 0 ? t('policyFree') : t('policyPercent', { percent: row.percent })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.muted}>{t('onlineCancelUntil', { time: onlineCancelUntilText(policy, lang) })}</p>
    </>
  );
}
