/**
 * A booking's change history (issue 18 item 5), oldest first: when (Japan time) and what changed —
 * dates, party, rooms, coupons removed, the amount before → after with the difference — in the
 * domain's change texts (the change mail's). My page's booking detail and the back office's booking
 * detail show it. Server.
 */
import { bookingChangeLines } from '@tabiyori/domain';
import type { ChangeRecord } from '@/lib/booking/change';
import type { Lang } from '@/lib/i18n/settings';
import { japanDateTime } from '@/lib/operator/time';
import styles from './change.module.css';

export function ChangeHistory({
  changes,
  lang,
  changedAt,
}: {
  changes: readonly ChangeRecord[];
  lang: Lang;
  /** The line naming when, e.g. `2026-11-24 17:05 変更`. */
  changedAt: (time: string) => string;
}) {
  return (
    <ol className={styles.history} data-testid="change-history">
      {changes.map((change) => (
        <li key={change.changeId} data-testid="change-history-entry">
          <span className={styles.historyTime}>{changedAt(japanDateTime(change.createdAt))}</span>
          <ul className={styles.historyLines}>
            {bookingChangeLines(change.before, change.after, change.removedCoupons, lang).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
