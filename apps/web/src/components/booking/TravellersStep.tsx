'use client';
/**
 * Step 2 of the booking: the representative (name and its reading, e-mail, phone) and, for a tour or
 * dp, each companion's reading, gender and age; checked inline (lib/booking/travellers.ts) when the
 * traveller goes on, the first wrong field focused. In Japanese the reading is in katakana; in
 * English the names are asked once, in Latin letters as in the passport, and the katakana reading
 * only for a name typed in Japanese (domain pax/travellerName.ts).
 */
import { useMemo, useState, type FormEvent } from 'react';
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

  const text = (
    id: string,
    label: string,
    value: string,
    onChange: ReturnType<typeof setLead>,
    path: string,
  ) => (
    <TextField
      id={id}
      label={label}
      required
      requiredText={tc('required')}
      value={value}
      onChange={onChange}
      error={fieldError(path)}
    />
  );

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
            <TextField
              id="traveller-lead-familyName"
              label={t('lastName')}
              required
              requiredText={tc('required')}
              autoComplete="family-name"
              value={form.lead.familyName}
              onChange={setLead('familyName')}
              error={fieldError('lead.familyName')}
            />
            <TextField
              id="traveller-lead-givenName"
              label={t('firstName')}
              required
              requiredText={tc('required')}
              autoComplete="given-name"
              value={form.lead.givenName}
              onChange={setLead('givenName')}
              error={fieldError('lead.givenName')}
            />
            {reading ? (
              <>
                {text(
                  'traveller-lead-familyNameKana',
                  t('lastNameKana'),
                  form.lead.familyNameKana,
                  setLead('familyNameKana'),
                  'lead.familyNameKana',
                )}
                {text(
                  'traveller-lead-givenNameKana',
                  t('firstNameKana'),
                  form.lead.givenNameKana,
                  setLead('givenNameKana'),
                  'lead.givenNameKana',
                )}
              </>
            ) : null}
          </div>
          <p className={fieldStyles.hint}>{lang === 'en' ? t('latinNameHint') : ta('kanaHint')}</p>
          <TextField
            id="traveller-lead-email"
            type="email"
            inputMode="email"
            label={t('email')}
            required
            requiredText={tc('required')}
            autoComplete="email"
            value={form.lead.email}
            onChange={setLead('email')}
            error={fieldError('lead.email')}
          />
          <TextField
            id="traveller-lead-phone"
            type="tel"
            inputMode="tel"
            label={t('phone')}
            hint={t('phoneHint')}
            required
            requiredText={tc('required')}
            autoComplete="tel"
            value={form.lead.phone}
            onChange={setLead('phone')}
            error={fieldError('lead.phone')}
          />
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
                `traveller-guests-${i}-familyNameKana`,
                lang === 'en' ? t('lastName') : t('lastNameKana'),
                guest.familyNameKana,
                setGuest(i, 'familyNameKana'),
                `guests.${i}.familyNameKana`,
              )}
              {text(
                `traveller-guests-${i}-givenNameKana`,
                lang === 'en' ? t('firstName') : t('firstNameKana'),
                guest.givenNameKana,
                setGuest(i, 'givenNameKana'),
                `guests.${i}.givenNameKana`,
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
