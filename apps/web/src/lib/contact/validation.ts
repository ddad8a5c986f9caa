/**
 * Checks of the お問い合わせ form, as the API judges them (apps/api/src/services/contact.ts): a
 * booking number of letters, digits and hyphens, a message of at most 4,000 characters. Pure.
 */
import { CONTACT_BODY_MAX_LENGTH } from '@tabiyori/domain';
import type { FieldError } from '../account/validation';

export type ContactField = 'name' | 'email' | 'bookingNumber' | 'subject' | 'body';
/** The form's state keys: its fields, and the receipt number once sent. */
export type ContactState = ContactField | 'contactId';

export function checkContactBody(value: string): FieldError | null {
  if (value.trim() === '') return 'errorRequired';
  return [...value].length > CONTACT_BODY_MAX_LENGTH ? 'errorBodyLength' : null;
}

export function checkBookingNumber(value: string): FieldError | null {
  return value === '' || /^[A-Za-z0-9-]{1,40}$/.test(value) ? null : 'errorBookingNumber';
}

/** The form's labels, handed by the page (the `legal` namespace stays on the server). */
export const CONTACT_FORM_TEXTS = [
  'contactName',
  'contactEmail',
  'contactBookingNumber',
  'contactBookingNumberHint',
  'contactSubject',
  'contactBody',
  'contactBodyHint',
  'contactSend',
  'contactSending',
  'contactDone',
] as const;
export type ContactFormTexts = Record<(typeof CONTACT_FORM_TEXTS)[number], string>;
