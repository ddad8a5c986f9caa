'use client';
/**
 * Cancelling a booking from My page: a confirmation dialog (native <dialog>: focus is kept inside,
 * Esc closes it) shows what cancelling now costs (the API's cancellationChargeNow, a share of the
 * paid total by the policy) and what is refunded; confirming sends
 * POST /v1/bookings/{bookingNumber}/cancel with the CSRF token, then the page is rendered again
 * from the API (status 取消済み). Refusals (BKE805 past the deadline, BKE807 already cancelled …)
 * are shown in the dialog with the catalogue's message.
 */
import { useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslation } from '@/lib/i18n/client';
import { errorMessageFor, formatPrice } from '@tabiyori/domain';
import { useToast } from '@/components/client/ToastProvider';
import { apiClient } from '@/lib/account/client';
import type { Lang } from '@/lib/i18n/settings';
import styles from './account.module.css';

export function CancelBookingButton({
  lang,
  bookingNumber,
  charge,
  paidTotal,
}: {
  lang: Lang;
  bookingNumber: string;
  charge: number;
  paidTotal: number;
}) {
  const { t } = useTranslation('account');
  const router = useRouter();
  const toast = useToast();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  function open() {
    setFailure(null);
    dialogRef.current?.showModal();
  }

  async function confirm() {
    if (pending) return;
    setPending(true);
    setFailure(null);
    const result = await apiClient.call(`/v1/bookings/${encodeURIComponent(bookingNumber)}/cancel`, {
      method: 'POST',
      csrf: true,
      fallbackCode: 'BKE900',
    });
    setPending(false);
    if (!result.ok && result.errorCode !== 'BKE807') {
      setFailure(errorMessageFor(result.errorCode, lang));
      return;
    }
    dialogRef.current?.close();
    toast.show({ hasError: false, message: t('cancelDone') });
    router.refresh();
  }

  return (
    <>
      <button type="button" className="button" onClick={open}>
        {t('cancelBooking')}
      </button>
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby="cancel-title"
        aria-describedby="cancel-text"
      >
        <h2 id="cancel-title" className={styles.dialogTitle}>
          {t('cancelDialogTitle')}
        </h2>
        <div id="cancel-text">
          <p>{t('cancelConfirm')}</p>
          <dl className={styles.dl}>
            <dt>{t('cancellationCharge')}</dt>
            <dd className={styles.charge} data-testid="cancel-charge">
              {charge === 0 ? t('cancellationFree') : formatPrice(charge, lang)}
            </dd>
            <dt>{t('refundAmount')}</dt>
            <dd>{formatPrice(Math.max(0, paidTotal - charge), lang)}</dd>
          </dl>
        </div>
        <p className={failure ? styles.alert : undefined} role="alert">
          {failure ?? ''}
        </p>
        <div className={styles.actions}>
          <button type="button" className="button" onClick={confirm} disabled={pending} aria-busy={pending}>
            {pending ? t('cancelling') : t('cancelDo')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => dialogRef.current?.close()}
            disabled={pending}
          >
            {t('cancelKeep')}
          </button>
        </div>
      </dialog>
    </>
  );
}
