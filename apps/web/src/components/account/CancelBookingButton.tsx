'use client';
/**
 * Cancelling a booking from My page: a confirmation dialog (native <dialog>: focus is kept inside,
 * Esc closes it) shows what cancelling now costs (the API's cancellationChargeNow, a share of the
 * paid total by the policy) and what is refunded; confirming posts to a server action
 * (lib/account/memberActions.ts cancelBookingAction: POST /v1/bookings/{bookingNumber}/cancel with
 * the session's CSRF token), then the page is rendered again from the API (status 取消済み).
 * Refusals (BKE805 past the deadline …) are shown in the dialog with the catalogue's message.
 *
 * Works without JavaScript: 「予約を取り消す」 is a GET of this page with `?cancel=confirm`
 * (`confirming`), which renders the dialog open in the page; 「取り消す」 posts the action (the
 * booking's page follows) and 「取り消さない」 is a GET of the page without it.
 */
import { useActionState, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/client';
import { formatPrice } from '@tabiyori/domain';
import { useToast } from '@/components/client/ToastProvider';
import { emptyFormState } from '@/lib/account/formState';
import { cancelBookingAction } from '@/lib/account/memberActions';
import type { Lang } from '@/lib/i18n/settings';
import { useFormFlow } from './useFormFlow';
import styles from './account.module.css';
import { FormFailure } from './FormFailure';

export function CancelBookingButton({
  lang,
  bookingNumber,
  charge,
  paidTotal,
  confirming = false,
}: {
  lang: Lang;
  bookingNumber: string;
  charge: number;
  paidTotal: number;
  /** The page was asked with the dialog open (the button without JavaScript). */
  confirming?: boolean;
}) {
  const { t } = useTranslation('account');
  const toast = useToast();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [state, formAction, pending] = useActionState(cancelBookingAction, emptyFormState());
  const { js, summaryRef, failure } = useFormFlow(state, lang);
  // A failure of this dialog is shown until it is opened again.
  const [shownFailure, setShownFailure] = useState(failure);
  const [answer, setAnswer] = useState(state);
  if (answer !== state) {
    setAnswer(state);
    setShownFailure(failure);
  }
  const openInPage = confirming || state.errorCode !== null;

  // Rendered open in the page (no JavaScript yet): once React runs, the same dialog becomes modal.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !dialog.open || dialog.matches(':modal')) return;
    dialog.close();
    dialog.showModal();
  }, []);

  useEffect(() => {
    if (!state.sent) return;
    dialogRef.current?.close();
    toast.show({ hasError: false, message: t('cancelDone') });
  }, [state, toast, t]);

  return (
    <>
      <form
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          setShownFailure(null);
          dialogRef.current?.showModal();
        }}
      >
        <button type="submit" name="cancel" value="confirm" className="button">
          {t('cancelBooking')}
        </button>
      </form>
      <dialog
        ref={dialogRef}
        open={openInPage || undefined}
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
        <FormFailure failure={shownFailure} summaryRef={summaryRef} />
        <form action={formAction} className={styles.actions} aria-busy={pending}>
          <input type="hidden" name="js" value={js} />
          <input type="hidden" name="bookingNumber" value={bookingNumber} />
          <button type="submit" className="button" disabled={pending}>
            {pending ? t('cancelling') : t('cancelDo')}
          </button>
          <button type="submit" form="cancel-keep" className="button button--secondary" disabled={pending}>
            {t('cancelKeep')}
          </button>
        </form>
        <form
          id="cancel-keep"
          method="get"
          hidden
          onSubmit={(event) => {
            event.preventDefault();
            dialogRef.current?.close();
          }}
        />
      </dialog>
    </>
  );
}
