'use client';
/**
 * `/email/verify?token=…`: one button confirms the address (a POST to a server action, so a mail
 * scanner that merely opens the link does not use it up; works without JavaScript).
 */
import { useActionState } from 'react';
import { useTranslation } from '@/lib/i18n/client';
import { verifyEmailAction } from '@/lib/account/actions';
import { emptyFormState } from '@/lib/account/formState';
import type { Lang } from '@/lib/i18n/settings';
import { useFormFlow } from './useFormFlow';
import styles from './account.module.css';
import { FormFailure } from './FormFailure';

export function EmailVerifyForm({
  lang,
  token,
  mypageHref,
}: {
  lang: Lang;
  token: string;
  mypageHref: string;
}) {
  const { t } = useTranslation('account');
  const [state, formAction, pending] = useActionState(verifyEmailAction, emptyFormState());
  const { js, summaryRef, failure } = useFormFlow(state, lang);
  if (state.sent) {
    return (
      <>
        <p className={styles.notice} role="status" data-testid="email-verified">
          {t('emailVerifiedDone')}
        </p>
        <a href={mypageHref} className="button">
          {t('mypage')}
        </a>
      </>
    );
  }
  return (
    <form className={styles.form} action={formAction} aria-busy={pending}>
      <input type="hidden" name="js" value={js} />
      <input type="hidden" name="token" value={token} />
      <FormFailure failure={failure} summaryRef={summaryRef} />
      <button type="submit" className={`button ${styles.submit}`} disabled={pending}>
        {t('verifyButton')}
      </button>
    </form>
  );
}
