/** The consent box of the confirm step (the booking is sent only when checked), with its inline error. */
import fieldStyles from '@/components/account/account.module.css';
import type { TranslateFn } from '@/lib/i18n/translate';

export function AgreeTerms({
  agreed,
  showError,
  onChange,
  t,
}: {
  agreed: boolean;
  showError: boolean;
  onChange: (checked: boolean) => void;
  t: TranslateFn;
}) {
  return (
    <>
      <label className={fieldStyles.check}>
        <input
          id="booking-agree"
          type="checkbox"
          checked={agreed}
          aria-invalid={showError ? true : undefined}
          aria-describedby="booking-agree-error"
          onChange={(e) => onChange(e.target.checked)}
        />
        {t('agreeTerms')}
      </label>
      <p id="booking-agree-error" className={fieldStyles.error} aria-live="polite">
        {showError ? t('agreeRequired') : ''}
      </p>
    </>
  );
}
