/** Audit entries as a table (the audit log, a booking's history): when, who, what, target, before → after. */
import { getT } from '@/lib/i18n/server';
import type { Lang } from '@/lib/i18n/settings';
import { japanDateTime } from '@/lib/operator/time';
import type { AuditEntry } from '@/lib/operator/types';
import styles from './operator.module.css';

const show = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value, null, 1);

export async function AuditTable({
  lang,
  entries,
  caption,
}: {
  lang: Lang;
  entries: AuditEntry[];
  caption: string;
}) {
  const t = await getT(lang, 'operator');
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={caption}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('colAt')}</th>
            <th scope="col">{t('colActor')}</th>
            <th scope="col">{t('colAction')}</th>
            <th scope="col">{t('colTarget')}</th>
            <th scope="col">{t('colChange')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.auditId} data-action={e.action}>
              <td>{japanDateTime(e.at)}</td>
              <td>{e.actorEmail}</td>
              <td>{e.action}</td>
              <td>
                {e.targetType} {e.targetId}
              </td>
              <td>
                <pre className={styles.pre}>
                  {show(e.before)} → {show(e.after)}
                </pre>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
