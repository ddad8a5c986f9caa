'use client';
/**
 * My page's account security (issue 17 item 4), each a POST to a server action that works without
 * JavaScript (lib/account/actions.ts):
 * - the e-mail address and whether it is confirmed; when not, a button mails a new link;
 * - "log out everywhere": every session of the account ends (other browsers and devices too), then
 *   the log-in page says so.
 */
import { useActionState } from 'react';
import { useTranslation } from '@/lib/i18n/client';
import { logOutEverywhereAction, sendVerificationAction } from '@/lib/account/actions';
import { emptyFormState } from '@/lib/account/formState';
import type { Lang } from '@/lib/i18n/settings';
import { useFormFlow } from './useFormFlow';
import styles from './account.module.css';
import { FormFailure } from './FormFailure';

export function EmailState({ lang, email, verified }: { lang: Lang; email: string; verified: boolean }) {
  const { t } = useTranslation('account');
  const [state, formAction, pending] = useActionState(sendVerificationAction, emptyFormState());
  const { js, summaryRef, failure } = useFormFlow(state, lang);
  return (
    <div>
      <p className={styles.emailState}>
        <span>{email}</span>
        <span
          className={verified ? styles.status : `${styles.status} ${styles.statusCancelled}`}
          data-testid="email-state"
        >
          {verified ? t('emailVerified') : t('emailUnverified')}
        </span>
      </p>
      {verified ? null : state.sent ? (
        <p className={styles.notice} role="status">
          {t('verificationSent')}
        </p>
      ) : (
        <form action={formAction} aria-busy={pending}>
          <input type="hidden" name="js" value={js} />
          <FormFailure failure={failure} summaryRef={summaryRef} />
          <p className={styles.hint}>{t('emailUnverifiedLead')}</p>
          <button type="submit" className="button button--secondary" disabled={pending}>
            {t('resendVerification')}
          </button>
        </form>
      )}
    </div>
  );
}

export function LogOutEverywhere({ lang }: { lang: Lang }) {
  const { t } = useTranslation('account');
  const [state, formAction, pending] = useActionState(logOutEverywhereAction, emptyFormState());
  const { js, summaryRef, failure } = useFormFlow(state, lang);
  return (
    <form action={formAction} aria-busy={pending}>
      <input type="hidden" name="js" value={js} />
      <FormFailure failure={failure} summaryRef={summaryRef} />
      <p className={styles.hint}>{t('logoutEverywhereLead')}</p>
      <button type="submit" className="button button--secondary" disabled={pending}>
        {t('logoutEverywhere')}
      </button>
    </form>
  );
}
