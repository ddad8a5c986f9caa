'use client';
/**
 * The member's profile on My page: shown as a list, edited in place (names in kanji and katakana,
 * phone, and the coupon-condition attributes gender, birth date, residence prefecture) with the
 * same checks as sign-up, saved by a server action (lib/account/memberActions.ts saveProfileAction:
 * PUT /v1/account/profile with the session's CSRF token). The e-mail is the log-in name and is
 * shown, not edited here.
 *
 * Works without JavaScript: 「編集する」 and 「キャンセル」 are GET forms (`?edit=profile` opens the
 * editor on the server, `startEditing`), and the save is a plain POST (a refusal comes back with the
 * field errors and the catalogue's message; a save redirects to `?saved=profile`, `savedNotice`).
 * With JavaScript the same buttons switch in place, each field is checked before sending (focus
 * goes to the first wrong one) and the button says 保存中… while the action runs.
 */
import { useActionState, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/client';
import { formatDateLong, japanToday } from '@tabiyori/domain';
import { saveProfileAction } from '@/lib/account/memberActions';
import { emptyFormState } from '@/lib/account/formState';
import {
  PROFILE_FIELDS,
  profileErrors,
  profileFormOf,
  type ProfileField,
  type ProfileForm,
} from '@/lib/account/profileForm';
import { accountReadingRequired } from '@/lib/account/validation';
import type { Prefecture } from '@/lib/account/prefectures';
import type { AccountUser } from '@/lib/account/types';
import type { Lang } from '@/lib/i18n/settings';
import { TextField } from './Field';
import { NameFieldsets, OptionalProfileFieldset } from './ProfileFieldsets';
import { useAnsweredErrors, useFormFlow } from './useFormFlow';
import styles from './account.module.css';
import { FormFailure } from './FormFailure';

export function ProfileEditor({
  lang,
  user,
  prefectures,
  startEditing = false,
  savedNotice = false,
}: {
  lang: Lang;
  user: AccountUser;
  prefectures: Prefecture[];
  /** The page was asked for the editor (`?edit=profile`: the edit button without JavaScript). */
  startEditing?: boolean;
  /** The page follows a save made without JavaScript (`?saved=profile`). */
  savedNotice?: boolean;
}) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const [state, formAction, pending] = useActionState(saveProfileAction, emptyFormState<ProfileField>());
  const { js, summaryRef, fieldText, failure } = useFormFlow(state, lang);
  const refused = state.errorCode !== null;
  const [editing, setEditing] = useState(startEditing || refused);
  const [saved, setSaved] = useState(savedNotice);
  const [form, setForm] = useState<ProfileForm>(() =>
    refused ? { ...profileFormOf(user), ...state.values } : profileFormOf(user),
  );
  const [submitted, setSubmitted] = useState(refused);
  const [serverErrors, setServerErrors] = useAnsweredErrors(state);
  // Each answer of the action: a save closes the editor and says so; a refusal keeps it open.
  const [answer, setAnswer] = useState(state);
  if (answer !== state) {
    setAnswer(state);
    setEditing(!state.sent);
    setSaved(state.sent);
    setSubmitted(!state.sent);
  }

  const errors = { ...profileErrors(form, japanToday(), lang), ...serverErrors };
  const field = (key: ProfileField) => ({
    id: `profile-${key}`,
    name: key,
    value: form[key],
    onChange: (e: { target: { value: string } }) => {
      setForm((f) => ({ ...f, [key]: e.target.value }));
      setServerErrors(({ [key]: _answered, ...rest }) => rest);
    },
    error: submitted ? fieldText(errors[key]) : null,
    requiredText: tc('required'),
    optionalText: tc('optional'),
  });
  const genderText = (g: string | null) =>
    g === '1' ? t('genderMale') : g === '2' ? t('genderFemale') : t('notSet');
  const prefText = (code: string | null) =>
    prefectures.find((p) => p.code === code)?.name ?? code ?? t('notSet');

  function check(event: FormEvent) {
    setSubmitted(true);
    const local = profileErrors(form, japanToday(), lang);
    const first = PROFILE_FIELDS.find((key) => local[key]);
    if (first) {
      event.preventDefault();
      document.getElementById(`profile-${first}`)?.focus();
    }
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
            {user.familyName} {user.givenName}
          </dd>
          <dt>{t('nameKana')}</dt>
          <dd>
            {user.familyNameKana || user.givenNameKana
              ? `${user.familyNameKana ?? ''} ${user.givenNameKana ?? ''}`.trim()
              : t('notSet')}
          </dd>
          <dt>{t('email')}</dt>
          <dd>{user.email}</dd>
          <dt>{t('phone')}</dt>
          <dd>{user.phone ?? t('notSet')}</dd>
          <dt>{t('gender')}</dt>
          <dd>{genderText(user.gender)}</dd>
          <dt>{t('birthDate')}</dt>
          <dd>{user.birthDate ? formatDateLong(user.birthDate, lang) : t('notSet')}</dd>
          <dt>{t('livePref')}</dt>
          <dd>{user.livePrefCode ? prefText(user.livePrefCode) : t('notSet')}</dd>
        </dl>
        {/* Without JavaScript a GET of this page with the editor open. */}
        <form
          method="get"
          className={styles.actions}
          onSubmit={(event) => {
            event.preventDefault();
            setForm(profileFormOf(user));
            setSubmitted(false);
            setSaved(false);
            setEditing(true);
          }}
        >
          <button type="submit" name="edit" value="profile" className="button button--secondary">
            {t('profileEdit')}
          </button>
        </form>
      </>
    );
  }

  return (
    <>
      <form className={styles.form} action={formAction} onSubmit={check} noValidate aria-busy={pending}>
        <input type="hidden" name="js" value={js} />
        <FormFailure failure={failure} summaryRef={summaryRef} />
        <NameFieldsets field={field} readingRequired={accountReadingRequired(form, lang)} />
        <TextField
          {...field('phone')}
          type="tel"
          inputMode="tel"
          label={t('phone')}
          hint={t('phoneHint')}
          autoComplete="tel"
        />
        <OptionalProfileFieldset field={field} prefectures={prefectures} />
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={pending}>
            {pending ? t('saving') : t('save')}
          </button>
          {/* The cancel button belongs to the GET form below (this page without the editor). */}
          <button type="submit" form="profile-cancel" className="button button--secondary" disabled={pending}>
            {t('cancelEdit')}
          </button>
        </div>
      </form>
      <form
        id="profile-cancel"
        method="get"
        hidden
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(false);
          setEditing(false);
        }}
      />
    </>
  );
}
