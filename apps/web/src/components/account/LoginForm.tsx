'use client';
/**
 * The log-in form: e-mail and password, posted to a server action (lib/account/actions.ts
 * logInAction: method POST, works without JavaScript, never a password in the URL). Inline checks
 * run before sending when the page is hydrated; the API's answer (ACE802 wrong e-mail or password,
 * ACE806 too many tries, …) shows in one summary with the catalogue's message. After log-in with
 * JavaScript the visitor's favourites kept in this browser are merged into the account, then the
 * page `returnTo` (checked again by the action: one of our paths) is loaded in full; without
 * JavaScript the action redirects there.
 */
import { useActionState, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/client';
import { logInAction, type LoginField } from '@/lib/account/actions';
import { emptyFormState } from '@/lib/account/formState';
import { checkEmail, type FieldError } from '@/lib/account/validation';
import { pageApi } from '@/lib/browserApi';
import { browserStorage } from '@/lib/favorites/store';
import { mergeVisitorFavorites } from '@/lib/favorites/merge';
import type { Lang } from '@/lib/i18n/settings';
import { TextField } from './Field';
import { useAnsweredErrors, useFormFlow } from './useFormFlow';
import styles from './account.module.css';
import { FormFailure } from './FormFailure';

export function LoginForm({ lang, returnTo }: { lang: Lang; returnTo: string }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const [state, formAction, pending] = useActionState(logInAction, emptyFormState<LoginField>());
  const { js, summaryRef, fieldText, failure } = useFormFlow(state, lang);
  const [email, setEmail] = useState(state.values.email ?? '');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useAnsweredErrors(state);

  useEffect(() => {
    const href = state.done;
    if (!href) return;
    const page = pageApi();
    page.setCsrfToken(null); // the new session's token is read again
    void mergeVisitorFavorites(page, browserStorage()).finally(() => window.location.assign(href));
  }, [state]);

  function check(event: FormEvent<HTMLFormElement>) {
    const password = new FormData(event.currentTarget).get('password');
    const found: Partial<Record<LoginField, FieldError>> = {};
    const emailError = checkEmail(email);
    if (emailError) found.email = emailError;
    if (password === '') found.password = 'errorRequired';
    setErrors(found);
    if (Object.keys(found).length > 0) {
      event.preventDefault();
      document.getElementById(found.email ? 'login-email' : 'login-password')?.focus();
    }
  }

  const busy = pending || state.done !== null;
  return (
    <form className={styles.form} action={formAction} onSubmit={check} noValidate aria-busy={busy}>
      <input type="hidden" name="returnTo" value={returnTo} />
      <input type="hidden" name="js" value={js} />
      <FormFailure failure={failure} summaryRef={summaryRef} />
      <TextField
        id="login-email"
        name="email"
        type="email"
        autoComplete="username"
        inputMode="email"
        label={t('email')}
        required
        requiredText={tc('required')}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        onBlur={() => email !== '' && setErrors((x) => ({ ...x, email: checkEmail(email) ?? undefined }))}
        error={fieldText(errors.email)}
      />
      <TextField
        id="login-password"
        name="password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        label={t('password')}
        required
        requiredText={tc('required')}
        error={fieldText(errors.password)}
      />
      <label className={styles.check}>
        <input type="checkbox" checked={showPassword} onChange={(e) => setShowPassword(e.target.checked)} />
        {t('showPassword')}
      </label>
      <button type="submit" className={`button ${styles.submit}`} disabled={busy}>
        {busy ? t('loggingIn') : t('loginButton')}
      </button>
    </form>
  );
}
