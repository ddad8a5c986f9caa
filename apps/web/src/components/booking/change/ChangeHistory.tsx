/**
 * A booking's change history (issue 18 item 5), oldest first, as a card of its page: when (Japan
 * time) and what changed — dates, party, rooms, coupons removed, the amount before → after with the
 * difference — in the domain's change texts (the change mail's). My page's booking detail and the
 * back office's booking detail show it, each with its own card styles; nothing for a booking never
 * changed. Server.
 */
import { bookingChangeLines } from '@tabiyori/domain';
import type { ChangeRecord } from '@/lib/booking/change';
import type { Lang } from '@/lib/i18n/settings';
import { japanDateTime } from '@/lib/operator/time';
import styles from './change.module.css';

export function ChangeHistory({
  changes,
  lang,
  title,
  changedAt,
  headingId,
  card,
}: {
  changes: readonly ChangeRecord[];
  lang: Lang;
  /** The card's heading (変更履歴). */
  title: string;
  /** The line naming when, e.g. `2026-11-24 17:05 変更`. */
  changedAt: (time: string) => string;
  headingId: string;
  /** The page's card and card-title classes. */
  card: { card?: string; cardTitle?: string };
}) {
  if (changes.length === 0) return null;
  return (
    <section className={card.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={card.cardTitle}>
        {title}
      </h2>
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
    </section>
  );
}
