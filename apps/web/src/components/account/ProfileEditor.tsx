'use client';
/**
 * The member's profile on My page: shown as a list, edited in place (names in kanji and katakana,
 * phone, and the coupon-condition attributes gender, birth date, residence prefecture) with the
 * same inline checks as sign-up, saved by PUT /v1/account/profile (CSRF token). The e-mail is the
 * log-in name and is shown, not edited here.
 */
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslation } from '@/lib/i18n/client';
import { errorMessageFor, formatDateLong, japanToday, toKatakana } from '@tabiyori/domain';
import { apiClient } from '@/lib/account/client';
import type { AccountUser } from '@/lib/account/types';
import {
  checkBirthDate,
  checkKana,
  checkName,
  checkPhone,
  collectErrors,
  dateInputToYmd,
  normalizePhone,
  ymdToDateInput,
} from '@/lib/account/validation';
import type { Lang } from '@/lib/i18n/settings';
import { SelectField, TextField } from './Field';
import styles from './account.module.css';

interface Prefecture {
  code: string;
  name: string;
}

type Form = {
  familyName: string;
  givenName: string;
  familyNameKana: string;
  givenNameKana: string;
  phone: string;
  gender: string;
  birthDate: string;
  livePrefCode: string;
};

function formOf(user: AccountUser): Form {
  return {
    familyName: user.familyName ?? '',
    givenName: user.givenName ?? '',
    familyNameKana: user.familyNameKana ?? '',
    givenNameKana: user.givenNameKana ?? '',
    phone: user.phone ?? '',
    gender: user.gender ?? '',
    birthDate: ymdToDateInput(user.birthDate),
    livePrefCode: user.livePrefCode ?? '',
  };
}

export function ProfileEditor({
  lang,
  user,
  prefectures,
}: {
  lang: Lang;
  user: AccountUser;
  prefectures: Prefecture[];
}) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const router = useRouter();
  const [current, setCurrent] = useState<AccountUser>(user);
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState<Form>(() => formOf(user));
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const errors = collectErrors({
    familyName: checkName(form.familyName, 50),
    givenName: checkName(form.givenName, 50),
    familyNameKana: checkKana(form.familyNameKana, 50),
    givenNameKana: checkKana(form.givenNameKana, 50),
    phone: checkPhone(form.phone, false),
    birthDate: checkBirthDate(dateInputToYmd(form.birthDate), japanToday()),
  });
  const field = (key: keyof Form) => ({
    id: `profile-${key}`,
    name: key,
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
    error: submitted && key in errors ? t(errors[key as keyof typeof errors]!) : null,
    requiredText: tc('required'),
    optionalText: tc('optional'),
  });
  const genderText = (g: string | null) =>
    g === '1' ? t('genderMale') : g === '2' ? t('genderFemale') : t('notSet');
  const prefText = (code: string | null) =>
    prefectures.find((p) => p.code === code)?.name ?? code ?? t('notSet');

  async function save(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const first = Object.keys(errors)[0];
    if (first) {
      document.getElementById(`profile-${first}`)?.focus();
      return;
    }
    setPending(true);
    setFailure(null);
    const result = await apiClient.call<{ user: AccountUser }>('/v1/account/profile', {
      method: 'PUT',
      csrf: true,
      fallbackCode: 'ACE900',
      body: {
        familyName: form.familyName.trim(),
        givenName: form.givenName.trim(),
        familyNameKana: toKatakana(form.familyNameKana),
        givenNameKana: toKatakana(form.givenNameKana),
        phone: form.phone.trim() ? normalizePhone(form.phone) : null,
        gender: form.gender || null,
        birthDate: dateInputToYmd(form.birthDate) || null,
        livePrefCode: form.livePrefCode || null,
      },
    });
    setPending(false);
    if (!result.ok) {
      setFailure(errorMessageFor(result.errorCode, lang));
      return;
    }
    setCurrent(result.data.user);
    setForm(formOf(result.data.user));
    setEditing(false);
    setSaved(true);
    router.refresh(); // the header shows the new name
  }

  if (!editing) {
    return (
      <>
        {saved ? (
          <p className={styles.notice} role="status">
            {t('profileSaved')}
          </p>
        ) : null}
        <dl className={styles.dl}>
          <dt>{t('nameKanji')}</dt>
          <dd>
            {current.familyName} {current.givenName}
          </dd>
          <dt>{t('nameKana')}</dt>
          <dd>
            {current.familyNameKana} {current.givenNameKana}
          </dd>
          <dt>{t('email')}</dt>
          <dd>{current.email}</dd>
          <dt>{t('phone')}</dt>
          <dd>{current.phone ?? t('notSet')}</dd>
          <dt>{t('gender')}</dt>
          <dd>{genderText(current.gender)}</dd>
          <dt>{t('birthDate')}</dt>
          <dd>{current.birthDate ? formatDateLong(current.birthDate, lang) : t('notSet')}</dd>
          <dt>{t('livePref')}</dt>
          <dd>{current.livePrefCode ? prefText(current.livePrefCode) : t('notSet')}</dd>
        </dl>
        <div className={styles.actions}>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            {t('profileEdit')}
          </button>
        </div>
      </>
    );
  }

  return (
    <form className={styles.form} onSubmit={save} noValidate aria-busy={pending}>
      <p className={failure ? styles.alert : undefined} role="alert">
        {failure ?? ''}
      </p>
      <div className={styles.pair}>
        <TextField {...field('familyName')} label={t('familyName')} required autoComplete="family-name" />
        <TextField {...field('givenName')} label={t('givenName')} required autoComplete="given-name" />
        <TextField {...field('familyNameKana')} label={t('familyNameKana')} required />
        <TextField {...field('givenNameKana')} label={t('givenNameKana')} required />
      </div>
      <p className={styles.hint}>{t('kanaHint')}</p>
      <TextField
        {...field('phone')}
        type="tel"
        inputMode="tel"
        label={t('phone')}
        hint={t('phoneHint')}
        autoComplete="tel"
      />
      <p className={styles.hint}>{t('profileOptionalLead')}</p>
      <SelectField
        {...field('gender')}
        label={t('gender')}
        options={[
          { value: '', label: t('genderUnset') },
          { value: '1', label: t('genderMale') },
          { value: '2', label: t('genderFemale') },
        ]}
      />
      <TextField {...field('birthDate')} type="date" label={t('birthDate')} autoComplete="bday" />
      <SelectField
        {...field('livePrefCode')}
        label={t('livePref')}
        options={[
          { value: '', label: t('livePrefUnset') },
          ...prefectures.map((p) => ({ value: p.code, label: p.name })),
        ]}
      />
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={pending}>
          {pending ? t('saving') : t('save')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={pending}
          onClick={() => {
            setForm(formOf(current));
            setSubmitted(false);
            setFailure(null);
            setEditing(false);
          }}
        >
          {t('cancelEdit')}
        </button>
      </div>
    </form>
  );
}
