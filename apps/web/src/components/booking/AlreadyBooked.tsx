'use client';
/** Back from the completion page: the booking is already made; see it, or start a new one. */
import type { TranslateFn } from '@/lib/i18n/translate';
import fieldStyles from '@/components/account/account.module.css';
import styles from './booking.module.css';

export function AlreadyBooked({
  bookingNumber,
  completeHref,
  onBookAgain,
  t,
}: {
  bookingNumber: string;
  completeHref: string;
  onBookAgain: () => void;
  t: TranslateFn;
}) {
  return (
    <div className={fieldStyles.notice} role="status" data-testid="already-booked">
      <p>{t('alreadyBooked', { number: bookingNumber })}</p>
      <div className={styles.actions}>
        <a className="button" href={completeHref}>
          {t('viewCompleted')}
        </a>
        <button type="button" className="button button--secondary" onClick={onBookAgain}>
          {t('bookAgain')}
        </button>
      </div>
    </div>
  );
}
