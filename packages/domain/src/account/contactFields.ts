/**
 * Contact details as every form and the API judge them (issue 14 item 3: the web's form rules and the
 * API's schemas come from one place): the e-mail address of an account, a booking's lead traveller
 * and the contact form; a phone number; the length of an account's name and of a contact message.
 */

/** The longest e-mail address (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;
/** A local part of 1–64 characters without spaces or @, then a domain holding a dot. */
export const EMAIL_PATTERN = '^[^\\s@]{1,64}@[^\\s@]+\\.[^\\s@]+$';
const EMAIL = new RegExp(EMAIL_PATTERN);
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Whether a one-line value (a name, an address, a password) holds a control character (C0 or DEL). */
export function hasControlCharacter(value: string): boolean {
  return CONTROL.test(value);
}

/** Whether a trimmed value is an e-mail address the site can write to. */
export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && !hasControlCharacter(value) && EMAIL.test(value);
}

/** The longest phone number as typed (digits, +, spaces, hyphens, brackets). */
export const PHONE_MAX_LENGTH = 20;

/**
 * A Japanese or international phone number: 8–15 digits, an optional leading +, spaces, hyphens and
 * brackets, at most PHONE_MAX_LENGTH characters. A JSON-Schema (ECMA-262) pattern, so the API's
 * schemas state the same rule the web and the account service check.
 */
export const PHONE_PATTERN = `^(?=.{1,${PHONE_MAX_LENGTH}}$)(?=(?:[^0-9]*[0-9]){8,15}[^0-9]*$)\\+?[0-9() -]+$`;
const PHONE = new RegExp(PHONE_PATTERN);

/** Whether a trimmed value is a phone number (PHONE_PATTERN). */
export function isPhoneNumber(value: string): boolean {
  return PHONE.test(value);
}

/** The longest name or reading an account keeps (family and given name each). */
export const ACCOUNT_NAME_MAX_LENGTH = 50;

/** The longest message of the contact form, in characters. */
export const CONTACT_BODY_MAX_LENGTH = 4000;
