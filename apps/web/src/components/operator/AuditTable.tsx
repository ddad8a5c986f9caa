/** Audit entries as a table (the audit log, a booking's history): when, who, what, target, before → after. */
import { getT } from '@/lib/i18n/server';
import type { Lang } from '@/lib/i18n/settings';
import { japanDateTime } from '@/lib/operator/time';
import type { AuditEntry } from '@/lib/operator/types';
import { DataTable } from './DataTable';
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
    <DataTable
      caption={caption}
      columns={[t('colAt'), t('colActor'), t('colAction'), t('colTarget'), t('colChange')]}
    >
      {entries.map((e) => (
        <tr key={e.auditId} data-action={e.action}>
          <td className={styles.nowrap}>{japanDateTime(e.at)}</td>
          <td>{e.actorEmail}</td>
          {/* An action code (booking.cancel) is one word: never broken inside. */}
          <td className={styles.nowrap}>{e.action}</td>
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
    </DataTable>
  );
}
