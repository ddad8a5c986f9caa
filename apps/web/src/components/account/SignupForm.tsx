'use client';
/**
 * The sign-up form (会員登録): name in kanji and katakana, e-mail, password (twice), phone, and the
 * optional profile the coupon conditions use (gender, birth date, residence prefecture). It posts to
 * a server action (lib/account/actions.ts signUpAction: method POST, works without JavaScript, never
 * a password in the URL), which checks every field again with the whole password rule (the common
 * list too) and mails the e-mail verification link. With JavaScript every field is checked inline on
 * leaving it and all at once before sending (focus goes to the first wrong field); the API's answer
 * (ACE801 e-mail taken, ACE809 a common password …) is shown in the summary. After sign-up the
 * visitor's browser favourites are merged and `returnTo` is loaded, as after log-in.
 */
import { useActionState, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/client';
import { japanToday } from '@tabiyori/domain';
import { signUpAction, type SignupField } from '@/lib/account/actions';
import { emptyFormState } from '@/lib/account/formState';
import { accountReadingRequired, validateSignup, type SignupForm as Form } from '@/lib/account/validation';
import { pageApi } from '@/lib/browserApi';
import { browserStorage } from '@/lib/favorites/store';
import { mergeVisitorFavorites } from '@/lib/favorites/merge';
import type { Prefecture } from '@/lib/account/prefectures';
import type { Lang } from '@/lib/i18n/settings';
import { TextField } from './Field';
import { NameFieldsets, OptionalProfileFieldset } from './ProfileFieldsets';
import { useAnsweredErrors, useFormFlow } from './useFormFlow';
import styles from './account.module.css';
import { FormFailure } from './FormFailure';

const EMPTY: Form = {
  email: '',
  password: '',
  passwordConfirm: '',
  familyName: '',
  givenName: '',
  familyNameKana: '',
  givenNameKana: '',
  phone: '',
  gender: '',
  birthDate: '',
  livePrefCode: '',
};

const ORDER: (keyof Form)[] = [
  'familyName',
  'givenName',
  'familyNameKana',
  'givenNameKana',
  'email',
  'password',
  'passwordConfirm',
  'phone',
  'gender',
  'birthDate',
  'livePrefCode',
];

export function SignupForm({
  lang,
  returnTo,
  prefectures,
}: {
  lang: Lang;
  returnTo: string;
  prefectures: Prefecture[];
}) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const [state, formAction, pending] = useActionState(signUpAction, emptyFormState<SignupField>());
  const { js, summaryRef, fieldText, failure } = useFormFlow(state, lang);
  const [form, setForm] = useState<Form>(() => ({ ...EMPTY, ...state.values }) as Form);
  const [touched, setTouched] = useState<Partial<Record<keyof Form, boolean>>>({});
  const [submitted, setSubmitted] = useState(Object.keys(state.fieldErrors).length > 0);
  // The action's field errors hold until the field is changed.
  const [serverErrors, setServerErrors] = useAnsweredErrors(state);

  useEffect(() => {
    const href = state.done;
    if (!href) return;
    const page = pageApi();
    page.setCsrfToken(null);
    void mergeVisitorFavorites(page, browserStorage()).finally(() => window.location.assign(href));
  }, [state]);

  // The browser checks the shape; the action's answer adds what only the server knows (ACE809).
  const errors = { ...validateSignup(form, japanToday(), undefined, lang), ...serverErrors };
  const shown = (key: keyof Form) =>
    (submitted || touched[key]) && errors[key] ? fieldText(errors[key]) : null;
  const set = (key: keyof Form) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [key]: e.target.value }));
    // The field's answered error goes (the key itself: an `undefined` left under it would hide the
    // browser's own check of the new value in the merge below).
    setServerErrors(({ [key]: _answered, ...rest }) => rest);
  };
  const touch = (key: keyof Form) => () => setTouched((x) => ({ ...x, [key]: true }));
  const common = (key: keyof Form) => ({
    id: `signup-${key}`,
    name: key,
    value: form[key],
    onChange: set(key),
    onBlur: touch(key),
    error: shown(key),
    requiredText: tc('required'),
    optionalText: tc('optional'),
  });

  function check(event: FormEvent) {
    setSubmitted(true);
    const local = validateSignup(form, japanToday(), undefined, lang);
    const first = ORDER.find((key) => local[key]);
    if (first) {
      event.preventDefault();
      document.getElementById(`signup-${first}`)?.focus();
    }
  }

  const busy = pending || state.done !== null;
  return (
    <form className={styles.form} action={formAction} onSubmit={check} noValidate aria-busy={busy}>
      <input type="hidden" name="returnTo" value={returnTo} />
      <input type="hidden" name="js" value={js} />
      <FormFailure failure={failure} summaryRef={summaryRef} />
      <NameFieldsets field={common} readingRequired={accountReadingRequired(form, lang)} />
      <TextField
        {...common('email')}
        type="email"
        inputMode="email"
        label={t('email')}
        required
        autoComplete="email"
      />
      <TextField
        {...common('password')}
        type="password"
        label={t('password')}
        hint={t('passwordRule')}
        required
        autoComplete="new-password"
      />
      <TextField
        {...common('passwordConfirm')}
        type="password"
        label={t('passwordConfirm')}
        required
        autoComplete="new-password"
      />
      <TextField
        {...common('phone')}
        type="tel"
        inputMode="tel"
        label={t('phone')}
        hint={t('phoneHint')}
        autoComplete="tel"
      />
      <OptionalProfileFieldset
        field={common}
        prefectures={prefectures}
        birthDateMax={`${japanToday().slice(0, 4)}-${japanToday().slice(4, 6)}-${japanToday().slice(6, 8)}`}
      />
      <button type="submit" className={`button ${styles.submit}`} disabled={busy}>
        {busy ? t('submitting') : t('signupButton')}
      </button>
    </form>
  );
}
