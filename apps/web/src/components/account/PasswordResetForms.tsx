'use client';
/**
 * The password-reset forms of `/password/reset` (both POST to server actions, lib/account/actions.ts,
 * and work without JavaScript):
 * - ResetRequestForm: the e-mail address; the answer is the same whether it has an account or not
 *   (the API mails a 30-minute single-use link only to an account);
 * - NewPasswordForm: the new password twice, with the mailed link's token in a hidden field; on
 *   success the action redirects to the log-in page, which says the password was changed.
 */
import { useActionState, useState } from 'react';
import { useTranslation } from '@/lib/i18n/client';
import { requestPasswordResetAction, resetPasswordAction, type ResetField } from '@/lib/account/actions';
import { emptyFormState } from '@/lib/account/formState';
import type { Lang } from '@/lib/i18n/settings';
import { TextField } from './Field';
import { useFormFlow } from './useFormFlow';
import styles from './account.module.css';
import { FormFailure } from './FormFailure';

export function ResetRequestForm({ lang }: { lang: Lang }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const [state, formAction, pending] = useActionState(requestPasswordResetAction, emptyFormState<'email'>());
  const { js, summaryRef, fieldText, failure } = useFormFlow(state, lang);
  const [email, setEmail] = useState(state.values.email ?? '');
  if (state.sent) {
    return (
      <p className={styles.notice} role="status" data-testid="reset-sent">
        {t('resetSent', { email: state.values.email ?? '' })}
      </p>
    );
  }
  return (
    <form className={styles.form} action={formAction} noValidate aria-busy={pending}>
      <input type="hidden" name="js" value={js} />
      <FormFailure failure={failure} summaryRef={summaryRef} />
      <TextField
        id="reset-email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        label={t('email')}
        required
        requiredText={tc('required')}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={fieldText(state.fieldErrors.email)}
      />
      <button type="submit" className={`button ${styles.submit}`} disabled={pending}>
        {pending ? t('submitting') : t('resetRequestButton')}
      </button>
    </form>
  );
}

export function NewPasswordForm({ lang, token }: { lang: Lang; token: string }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const [state, formAction, pending] = useActionState(resetPasswordAction, emptyFormState<ResetField>());
  const { js, summaryRef, fieldText, failure } = useFormFlow(state, lang);
  return (
    <form className={styles.form} action={formAction} noValidate aria-busy={pending}>
      <input type="hidden" name="js" value={js} />
      <input type="hidden" name="token" value={token} />
      <FormFailure failure={failure} summaryRef={summaryRef} />
      <TextField
        id="reset-password"
        name="password"
        type="password"
        autoComplete="new-password"
        label={t('newPassword')}
        hint={t('passwordRule')}
        required
        requiredText={tc('required')}
        error={fieldText(state.fieldErrors.password)}
      />
      <TextField
        id="reset-passwordConfirm"
        name="passwordConfirm"
        type="password"
        autoComplete="new-password"
        label={t('passwordConfirm')}
        required
        requiredText={tc('required')}
        error={fieldText(state.fieldErrors.passwordConfirm)}
      />
      <button type="submit" className={`button ${styles.submit}`} disabled={pending}>
        {pending ? t('submitting') : t('resetButton')}
      </button>
    </form>
  );
}
