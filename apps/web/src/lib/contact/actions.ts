'use server';
/**
 * The お問い合わせ form's server action (issue 17 item 3): POST, works without JavaScript (Next.js
 * refuses a foreign Origin), checks the fields, then POST /v1/contact (stored, receipt mailed,
 * RATE_LIMIT_CONTACT per address: the client's address is forwarded). Answers the receipt number.
 */
import { CONTACT_SUBJECT_LABELS } from '@tabiyori/domain';
import { emptyFormState, formField as field, type FormState } from '../account/formState';
import { outcomeOf, visitorApi } from '../account/sessionApi';
import { checkEmail, checkName, collectErrors } from '../account/validation';
import { getRequestContext } from '../requestContext';
import { checkContactBody, checkBookingNumber, type ContactField, type ContactState } from './validation';

export async function sendContactAction(
  _prev: FormState<ContactState>,
  form: FormData,
): Promise<FormState<ContactState>> {
  const values: Record<ContactField, string> = {
    name: field(form, 'name'),
    email: field(form, 'email').trim(),
    bookingNumber: field(form, 'bookingNumber').trim(),
    subject: field(form, 'subject'),
    body: field(form, 'body'),
  };
  const subject = Object.hasOwn(CONTACT_SUBJECT_LABELS, values.subject)
    ? (values.subject as keyof typeof CONTACT_SUBJECT_LABELS)
    : null;
  const state = emptyFormState<ContactState>(values);
  const fieldErrors = collectErrors<ContactField>({
    name: checkName(values.name, 100),
    email: checkEmail(values.email),
    bookingNumber: checkBookingNumber(values.bookingNumber),
    subject: subject ? null : 'errorRequired',
    body: checkContactBody(values.body),
  });
  if (Object.keys(fieldErrors).length > 0 || !subject) return { ...state, fieldErrors, errorCode: 'ACE800' };
  const ctx = await getRequestContext();
  const api = await visitorApi();
  const outcome = await outcomeOf(
    api.POST('/v1/contact', {
      body: {
        name: values.name.trim(),
        email: values.email,
        subject,
        body: values.body,
        lang: ctx.lang,
        ...(values.bookingNumber ? { bookingNumber: values.bookingNumber } : {}),
      },
    }),
  );
  if (!outcome.ok) return { ...state, errorCode: outcome.errorCode };
  const receipt = { email: values.email, contactId: String(outcome.data?.contactId ?? '') };
  return { ...emptyFormState<ContactState>(receipt), sent: true };
}
