'use client';
/**
 * The sign-up form (会員登録): name in kanji and katakana, e-mail, password (twice), phone, and the
 * optional profile the coupon conditions use (gender, birth date, residence prefecture). Every
 * field is checked inline on leaving it and all at once on submit (focus goes to the first wrong
 * field); the API's answer (ACE801 e-mail taken, ACE800 …) is shown in the summary. After sign-up
 * the visitor's browser favourites are merged and `returnTo` is loaded, as after log-in.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/client';
import { errorMessageFor, japanToday, toKatakana } from '@tabiyori/domain';
import { apiClient } from '@/lib/account/client';
import {
  dateInputToYmd,
  normalizePhone,
  validateSignup,
  type SignupForm as Form,
} from '@/lib/account/validation';
import { browserStorage } from '@/lib/favorites/store';
import { mergeVisitorFavorites } from '@/lib/favorites/merge';
import type { Lang } from '@/lib/i18n/settings';
import { SelectField, TextField } from './Field';
import styles from './account.module.css';

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

export interface Prefecture {
  code: string;
  name: string;
}

export function SignupForm({
  lang,
  returnHref,
  prefectures,
}: {
  lang: Lang;
  returnHref: string;
  prefectures: Prefecture[];
}) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const [form, setForm] = useState<Form>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<keyof Form, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);

  const errors = validateSignup(form, japanToday());
  const shown = (key: keyof Form) => ((submitted || touched[key]) && errors[key] ? t(errors[key]!) : null);
  const set = (key: keyof Form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
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

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    const first = ORDER.find((key) => errors[key]);
    if (first) {
      setFailure(t('errorSummary'));
      document.getElementById(`signup-${first}`)?.focus();
      return;
    }
    setPending(true);
    setFailure(null);
    const birthDate = dateInputToYmd(form.birthDate);
    const result = await apiClient.call<{ csrfToken: string }>('/v1/auth/signup', {
      method: 'POST',
      body: {
        email: form.email.trim(),
        password: form.password,
        familyName: form.familyName.trim(),
        givenName: form.givenName.trim(),
        familyNameKana: toKatakana(form.familyNameKana),
        givenNameKana: toKatakana(form.givenNameKana),
        ...(form.phone.trim() ? { phone: normalizePhone(form.phone) } : {}),
        ...(form.gender ? { gender: form.gender } : {}),
        ...(birthDate ? { birthDate } : {}),
        ...(form.livePrefCode ? { livePrefCode: form.livePrefCode } : {}),
      },
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
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('nameKanji')}</legend>
        <div className={styles.pair}>
          <TextField {...common('familyName')} label={t('familyName')} required autoComplete="family-name" />
          <TextField {...common('givenName')} label={t('givenName')} required autoComplete="given-name" />
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('nameKana')}</legend>
        <p className={styles.hint}>{t('kanaHint')}</p>
        <div className={styles.pair}>
          <TextField {...common('familyNameKana')} label={t('familyNameKana')} required autoComplete="off" />
          <TextField {...common('givenNameKana')} label={t('givenNameKana')} required autoComplete="off" />
        </div>
      </fieldset>
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
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('profileOptionalTitle')}</legend>
        <p className={styles.hint}>{t('profileOptionalLead')}</p>
        <SelectField
          {...common('gender')}
          label={t('gender')}
          options={[
            { value: '', label: t('genderUnset') },
            { value: '1', label: t('genderMale') },
            { value: '2', label: t('genderFemale') },
          ]}
        />
        <TextField
          {...common('birthDate')}
          type="date"
          label={t('birthDate')}
          autoComplete="bday"
          max={`${japanToday().slice(0, 4)}-${japanToday().slice(4, 6)}-${japanToday().slice(6, 8)}`}
        />
        <SelectField
          {...common('livePrefCode')}
          label={t('livePref')}
          options={[
            { value: '', label: t('livePrefUnset') },
            ...prefectures.map((p) => ({ value: p.code, label: p.name })),
          ]}
        />
      </fieldset>
      <button type="submit" className={`button ${styles.submit}`} disabled={pending}>
        {pending ? t('submitting') : t('signupButton')}
      </button>
    </form>
  );
}
