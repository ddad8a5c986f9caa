'use client';
/**
 * Confirms a priced change (lib/booking/changeActions.ts, a server action: works without
 * JavaScript). While it runs the button says so and the form is busy; a refusal shows the
 * catalogue's message in an alert that takes the focus. Done: the action redirects to the booking.
 */
import { useActionState, useEffect, useRef } from 'react';
import { errorMessageFor } from '@tabiyori/domain';
import { confirmBookingChangeAction, type ChangeConfirmState } from '@/lib/booking/changeActions';
import type { ChangeQuoteBody } from '@/lib/booking/change';
import { useTranslation } from '@/lib/i18n/client';
import type { Lang } from '@/lib/i18n/settings';
import accountStyles from '@/components/account/account.module.css';
import styles from './change.module.css';

const NO_FAILURE: ChangeConfirmState = { errorCode: null };

export function ConfirmChange({
  bookingNumber,
  change,
  expectedTotal,
  idempotencyKey,
  lang,
}: {
  bookingNumber: string;
  change: ChangeQuoteBody;
  expectedTotal: number;
  idempotencyKey: string;
  lang: Lang;
}) {
  const { t } = useTranslation('account');
  const [state, formAction, pending] = useActionState(confirmBookingChangeAction, NO_FAILURE);
  const alertRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (state.errorCode) alertRef.current?.focus();
  }, [state]);

  return (
    <form action={formAction} aria-busy={pending} data-testid="change-confirm-form">
      <input type="hidden" name="bookingNumber" value={bookingNumber} />
      <input type="hidden" name="change" value={JSON.stringify(change)} />
      <input type="hidden" name="expectedTotal" value={expectedTotal} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      {state.errorCode ? (
        <p
          ref={alertRef}
          tabIndex={-1}
          role="alert"
          className={accountStyles.alert}
          data-testid="change-failure"
        >
          {errorMessageFor(state.errorCode, lang)}
        </p>
      ) : null}
      <button
        type="submit"
        className={`button ${styles.submit}`}
        disabled={pending}
        data-testid="change-confirm"
      >
        {pending ? t('changeConfirming') : t('changeConfirm')}
      </button>
    </form>
  );
}
