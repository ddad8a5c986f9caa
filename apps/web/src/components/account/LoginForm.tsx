'use client';
/**
 * The log-in form: e-mail and password, inline checks, one error summary for the API's answer
 * (ACE802 wrong e-mail or password, ACE806 too many tries, …, the catalogue's message). After
 * log-in the visitor's favourites kept in this browser are merged into the account, then the page
 * given by `returnTo` (already checked on the server: one of our paths) is loaded in full, so the
 * header and every page render with the new session.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/client';
import { errorMessageFor } from '@tabiyori/domain';
import { apiClient } from '@/lib/account/client';
import { checkEmail, type FieldError } from '@/lib/account/validation';
import { browserStorage } from '@/lib/favorites/store';
import { mergeVisitorFavorites } from '@/lib/favorites/merge';
import type { Lang } from '@/lib/i18n/settings';
import { TextField } from './Field';
import styles from './account.module.css';

export function LoginForm({ lang, returnHref }: { lang: Lang; returnHref: string }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<{ email?: FieldError; password?: FieldError }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const found = {
      ...(checkEmail(email) ? { email: checkEmail(email)! } : {}),
      ...(password === '' ? { password: 'errorRequired' as const } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(found.email ? 'login-email' : 'login-password')?.focus();
      return;
    }
    setPending(true);
    setFailure(null);
    const result = await apiClient.call<{ csrfToken: string }>('/v1/auth/login', {
      method: 'POST',
      body: { email: email.trim(), password },
      fallbackCode: 'ACE900',
    });
    if (!result.ok) {
      setPending(false);
      setFailure(errorMessageFor(result.errorCode, lang));
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    apiClient.setCsrfToken(result.data.csrfToken);
    await mergeVisitorFavorites(apiClient, browserStorage());
    window.location.assign(returnHref);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={pending}>
      <div ref={summaryRef} tabIndex={-1} role="alert" className={failure ? styles.alert : undefined}>
        {failure ?? ''}
      </div>
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
        error={errors.email ? t(errors.email) : null}
      />
      <TextField
        id="login-password"
        name="password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        label={t('password')}
        required
        requiredText={tc('required')}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password ? t(errors.password) : null}
      />
      <label className={styles.check}>
        <input type="checkbox" checked={showPassword} onChange={(e) => setShowPassword(e.target.checked)} />
        {t('showPassword')}
      </label>
      <button type="submit" className={`button ${styles.submit}`} disabled={pending}>
        {pending ? t('loggingIn') : t('loginButton')}
      </button>
    </form>
  );
}
