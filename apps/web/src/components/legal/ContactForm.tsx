'use client';
/**
 * The お問い合わせ form (issue 17 item 3): name, e-mail, booking number (optional), subject and
 * message, posted to a server action (lib/contact/actions.ts: POST, works without JavaScript). The
 * answer shows the receipt number; the receipt mail repeats it. Its labels come from the page (the
 * `legal` namespace is not handed to the browser: lib/i18n/clientTexts.ts).
 */
import { useActionState } from 'react';
import {
  CONTACT_BODY_MAX_LENGTH,
  CONTACT_SUBJECT_LABELS,
  interpolateMessage,
  type ContactSubject,
} from '@tabiyori/domain';
import { emptyFormState } from '@/lib/account/formState';
import { sendContactAction } from '@/lib/contact/actions';
import { type ContactFormTexts, type ContactState } from '@/lib/contact/validation';
import { useTranslation } from '@/lib/i18n/client';
import type { Lang } from '@/lib/i18n/settings';
import { FieldFrame, SelectField, TextField } from '../account/Field';
import { useFormFlow } from '../account/useFormFlow';
import styles from '../account/account.module.css';
import { FormFailure } from '../account/FormFailure';

const SUBJECTS = Object.keys(CONTACT_SUBJECT_LABELS) as ContactSubject[];

export function ContactForm({ lang, email, texts }: { lang: Lang; email: string; texts: ContactFormTexts }) {
  const t = (key: keyof ContactFormTexts) => texts[key];
  const { t: tc } = useTranslation('common');
  const [state, formAction, pending] = useActionState(
    sendContactAction,
    emptyFormState<ContactState>({ email }),
  );
  const { js, summaryRef, fieldText, failure } = useFormFlow(state, lang);
  if (state.sent) {
    return (
      <p className={styles.notice} role="status" data-testid="contact-done">
        {interpolateMessage(t('contactDone'), {
          contactId: state.values.contactId ?? '',
          email: state.values.email ?? '',
        })}
      </p>
    );
  }
  const v = state.values;
  const e = state.fieldErrors;
  const common = { requiredText: tc('required'), optionalText: tc('optional') };
  return (
    <form className={styles.form} action={formAction} noValidate aria-busy={pending}>
      <input type="hidden" name="js" value={js} />
      <FormFailure failure={failure} summaryRef={summaryRef} />
      <TextField
        {...common}
        id="contact-name"
        name="name"
        label={t('contactName')}
        required
        autoComplete="name"
        defaultValue={v.name ?? ''}
        error={fieldText(e.name)}
      />
      <TextField
        {...common}
        id="contact-email"
        name="email"
        type="email"
        inputMode="email"
        label={t('contactEmail')}
        required
        autoComplete="email"
        defaultValue={v.email ?? ''}
        error={fieldText(e.email)}
      />
      <TextField
        {...common}
        id="contact-bookingNumber"
        name="bookingNumber"
        label={t('contactBookingNumber')}
        hint={t('contactBookingNumberHint')}
        autoComplete="off"
        defaultValue={v.bookingNumber ?? ''}
        error={fieldText(e.bookingNumber)}
      />
      <SelectField
        {...common}
        id="contact-subject"
        name="subject"
        label={t('contactSubject')}
        required
        defaultValue={v.subject ?? 'booking'}
        options={SUBJECTS.map((s) => ({ value: s, label: CONTACT_SUBJECT_LABELS[s][lang] }))}
        error={fieldText(e.subject)}
      />
      <FieldFrame
        {...common}
        id="contact-body"
        label={t('contactBody')}
        hint={t('contactBodyHint')}
        required
        error={fieldText(e.body)}
      >
        {(describedBy, invalid) => (
          <textarea
            id="contact-body"
            name="body"
            className={styles.input}
            rows={8}
            maxLength={CONTACT_BODY_MAX_LENGTH}
            required
            aria-required
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            defaultValue={v.body ?? ''}
          />
        )}
      </FieldFrame>
      <button type="submit" className={`button ${styles.submit}`} disabled={pending}>
        {pending ? t('contactSending') : t('contactSend')}
      </button>
    </form>
  );
}
