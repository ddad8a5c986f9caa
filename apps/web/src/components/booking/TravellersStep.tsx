'use client';
/**
 * Step 2 of the booking: the representative (name and its reading, e-mail, phone) and, for a tour or
 * dp, each companion's reading, gender and age; checked inline (lib/booking/travellers.ts) when the
 * traveller goes on, the first wrong field focused. In Japanese the reading is in katakana; in
 * English the names are asked once, in Latin letters as in the passport, and the katakana reading
 * only for a name typed in Japanese (domain pax/travellerName.ts).
 */
import { useMemo, useState, type ComponentProps, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/client';
import { STAY_REQUESTS_MAX, stayDetailsError } from '@/lib/booking/stayDetails';
import type { StayDetailsForm } from '@/lib/booking/steps';
import { asksReading, validateTravellers, type TravellerForm } from '@/lib/booking/travellers';
import type { Lang } from '@/lib/i18n/settings';
import { SelectField, TextField } from '@/components/account/Field';
import fieldStyles from '@/components/account/account.module.css';
import { StayDetailsFields } from './StayDetailsFields';
import { StepHeading } from './StepHeading';
import styles from './booking.module.css';

type LeadKey = keyof TravellerForm['lead'];
type GuestKey = keyof TravellerForm['guests'][number];

export function TravellersStep({
  lang,
  form,
  setForm,
  stay,
  showErrorsAtFirst,
  onNext,
  onBack,
}: {
  lang: Lang;
  form: TravellerForm;
  setForm: (update: (form: TravellerForm) => TravellerForm) => void;
  /** yado, dp: the check-in times and the details typed (null: no stay). */
  stay: {
    checkinTimes: string[];
    details: StayDetailsForm;
    onChange: (details: StayDetailsForm) => void;
  } | null;
  /** Sent back from the confirmation with something missing: show what. */
  showErrorsAtFirst: boolean;
  onNext: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('booking');
  const { t: ta } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const [showErrors, setShowErrors] = useState(showErrorsAtFirst);
  const travellerErrors = useMemo(() => validateTravellers(form, lang), [form, lang]);
  const reading = asksReading(form.lead, lang);
  const stayError = stay ? stayDetailsError(stay.details) : null;
  const errors: Record<string, string> = stayError
    ? { ...travellerErrors, 'stay.requests': stayError }
    : travellerErrors;
  const fieldError = (path: string) =>
    showErrors && travellerErrors[path] ? ta(travellerErrors[path]!) : null;

  const setLead = (key: LeadKey) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, lead: { ...f.lead, [key]: e.target.value } }));
  const setGuest = (i: number, key: GuestKey) => (e: { target: { value: string } }) =>
    setForm((f) => ({
      ...f,
      guests: f.guests.map((g, j) => (j === i ? { ...g, [key]: e.target.value } : g)),
    }));

  function submit(event: FormEvent) {
    event.preventDefault();
    setShowErrors(true);
    const first = Object.keys(errors)[0];
    if (first) {
      document.getElementById(`traveller-${first.replaceAll('.', '-')}`)?.focus();
      return;
    }
    onNext();
  }

  /** A required text field of the traveller at `path` (`lead.phone`, `guests.0.givenNameKana` …). */
  const text = (
    path: string,
    label: string,
    value: string,
    onChange: ReturnType<typeof setLead>,
    more: Partial<ComponentProps<typeof TextField>> = {},
  ) => (
    <TextField
      id={`traveller-${path.replaceAll('.', '-')}`}
      label={label}
      required
      requiredText={tc('required')}
      value={value}
      onChange={onChange}
      error={fieldError(path)}
      {...more}
    />
  );
  const leadText = (key: LeadKey, label: string, more?: Partial<ComponentProps<typeof TextField>>) =>
    text(`lead.${key}`, label, form.lead[key], setLead(key), more);

  return (
    <section aria-labelledby="booking-step-heading">
      <StepHeading>{t('travellers')}</StepHeading>
      <form onSubmit={submit} noValidate className={fieldStyles.form}>
        {showErrors && Object.keys(errors).length > 0 ? (
          <div className={fieldStyles.alert} role="alert">
            {ta('errorSummary')}
          </div>
        ) : null}
        <fieldset className={styles.group}>
          <legend className={styles.groupTitle}>{t('representative')}</legend>
          <p className={fieldStyles.hint}>{t('representativeNote')}</p>
          <div className={fieldStyles.pair}>
            {leadText('familyName', t('lastName'), { autoComplete: 'family-name' })}
            {leadText('givenName', t('firstName'), { autoComplete: 'given-name' })}
            {reading ? (
              <>
                {leadText('familyNameKana', t('lastNameKana'))}
                {leadText('givenNameKana', t('firstNameKana'))}
              </>
            ) : null}
          </div>
          <p className={fieldStyles.hint}>{lang === 'en' ? t('latinNameHint') : ta('kanaHint')}</p>
          {leadText('email', t('email'), { type: 'email', inputMode: 'email', autoComplete: 'email' })}
          {leadText('phone', t('phone'), {
            type: 'tel',
            inputMode: 'tel',
            hint: t('phoneHint'),
            autoComplete: 'tel',
          })}
        </fieldset>
        {stay ? (
          <StayDetailsFields
            checkinTimes={stay.checkinTimes}
            details={stay.details}
            onChange={stay.onChange}
            error={showErrors && stayError ? t(stayError, { max: STAY_REQUESTS_MAX }) : null}
            t={t}
          />
        ) : null}
        {form.guests.map((guest, i) => (
          <fieldset key={i} className={styles.group}>
            <legend className={styles.groupTitle}>{t('companionN', { n: i + 1 })}</legend>
            <div className={fieldStyles.pair}>
              {text(
                `guests.${i}.familyNameKana`,
                lang === 'en' ? t('lastName') : t('lastNameKana'),
                guest.familyNameKana,
                setGuest(i, 'familyNameKana'),
              )}
              {text(
                `guests.${i}.givenNameKana`,
                lang === 'en' ? t('firstName') : t('firstNameKana'),
                guest.givenNameKana,
                setGuest(i, 'givenNameKana'),
              )}
              <SelectField
                id={`traveller-guests-${i}-gender`}
                label={t('gender')}
                required
                requiredText={tc('required')}
                value={guest.gender}
                onChange={setGuest(i, 'gender')}
                error={showErrors && errors[`guests.${i}.gender`] ? t('errorGender') : null}
                options={[
                  { value: '', label: t('selectPlease') },
                  { value: 'male', label: t('male') },
                  { value: 'female', label: t('female') },
                ]}
              />
              <TextField
                id={`traveller-guests-${i}-age`}
                label={t('ageOnDeparture')}
                required
                requiredText={tc('required')}
                inputMode="numeric"
                value={guest.age}
                onChange={setGuest(i, 'age')}
                error={showErrors && errors[`guests.${i}.age`] ? t('errorAge') : null}
              />
            </div>
          </fieldset>
        ))}
        <div className={styles.actions}>
          <button type="submit" className="button">
            {t('toConfirm')}
          </button>
          <button type="button" className="button button--secondary" onClick={onBack}>
            {t('backToSelect')}
          </button>
        </div>
      </form>
    </section>
  );
}
