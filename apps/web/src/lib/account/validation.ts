/**
 * Inline checks of the account and traveller forms, mirroring what the API accepts (apps/api
 * services/auth/accounts.ts, routes/bookings.ts) so a traveller learns of a mistake beside the
 * field instead of after a round trip. The API checks again: these never replace its rules.
 * Each check answers null (fine) or a text key of the `account` namespace. Pure (tested).
 */
import {
  ACCOUNT_NAME_MAX_LENGTH,
  accountNeedsReading,
  type DisplayLang,
  hasControlCharacter,
  isEmailAddress,
  isKatakanaName,
  isLatinName,
  isPhoneNumber,
  isValidDateString,
  PASSWORD_PROBLEM_CODES,
  type PasswordProblem,
  passwordShapeProblem,
  toKatakana,
} from '@tabiyori/domain';

/** The password rule's refusals show the error catalogue's messages (fieldErrorText). */
export type PasswordRuleCode = (typeof PASSWORD_PROBLEM_CODES)[PasswordProblem];

export type FieldError =
  | 'errorRequired'
  | 'errorEmail'
  | PasswordRuleCode
  | 'errorPasswordMismatch'
  | 'errorBodyLength'
  | 'errorBookingNumber'
  | 'errorNameLength'
  | 'errorKana'
  | 'errorPhone'
  | 'errorBirthDate';

export function checkEmail(value: string): FieldError | null {
  const v = value.trim();
  if (v === '') return 'errorRequired';
  if (!isEmailAddress(v)) return 'errorEmail';
  return null;
}

/**
 * A new password by the domain rule (packages/domain account/passwordRule.ts). In the browser only
 * its shape (length, not blank): the list of common passwords stays out of the page's scripts and is
 * applied by the server action and the API (`rule` = passwordProblem there).
 */
export function checkPassword(
  value: string,
  rule: (password: string) => PasswordProblem | null = passwordShapeProblem,
): FieldError | null {
  if (value === '') return 'errorRequired';
  const problem = rule(value);
  return problem ? PASSWORD_PROBLEM_CODES[problem] : null;
}

/** Whether a field error is a catalogue code (shown with errorMessageFor) rather than a text key. */
export function isCatalogueFieldError(error: FieldError): error is PasswordRuleCode {
  return /^[A-Z]{3}\d{3}$/.test(error);
}

export function checkPasswordConfirm(password: string, confirm: string): FieldError | null {
  if (confirm === '') return 'errorRequired';
  return password === confirm ? null : 'errorPasswordMismatch';
}

/** A name in kanji (or letters): required, at most `max` characters. */
export function checkName(value: string, max = 40): FieldError | null {
  const v = value.trim();
  if (v === '') return 'errorRequired';
  if (v.length > max || hasControlCharacter(v)) return 'errorNameLength';
  return null;
}

/**
 * A reading in full-width katakana (hiragana is accepted and converted); empty is fine where it is
 * not `required` (accountReadingRequired).
 */
export function checkKana(value: string, max = 40, required = true): FieldError | null {
  if (value.trim() === '') return required ? 'errorRequired' : null;
  return isKatakanaName(value, max) ? null : 'errorKana';
}

/**
 * Whether the account form asks the katakana reading of its names: always on the Japanese site; on
 * the English site once a name is typed in Japanese (domain accountNeedsReading, as the API checks
 * it; names not yet typed ask nothing there, as the booking's travellers step).
 */
export function accountReadingRequired(
  form: { familyName: string; givenName: string },
  lang: DisplayLang,
): boolean {
  const names = { familyName: form.familyName.trim(), givenName: form.givenName.trim() };
  if (lang === 'en' && (names.familyName === '' || names.givenName === ''))
    return [names.familyName, names.givenName].some(
      (n) => n !== '' && !isLatinName(n, ACCOUNT_NAME_MAX_LENGTH),
    );
  return accountNeedsReading(names, lang, ACCOUNT_NAME_MAX_LENGTH);
}

/** The checks of an account's names and readings (sign-up, the profile editor) on the site's language. */
export function accountNameErrors(
  form: { familyName: string; givenName: string; familyNameKana: string; givenNameKana: string },
  lang: DisplayLang,
): Record<'familyName' | 'givenName' | 'familyNameKana' | 'givenNameKana', FieldError | null> {
  const required = accountReadingRequired(form, lang);
  return {
    familyName: checkName(form.familyName, ACCOUNT_NAME_MAX_LENGTH),
    givenName: checkName(form.givenName, ACCOUNT_NAME_MAX_LENGTH),
    familyNameKana: checkKana(form.familyNameKana, ACCOUNT_NAME_MAX_LENGTH, required),
    givenNameKana: checkKana(form.givenNameKana, ACCOUNT_NAME_MAX_LENGTH, required),
  };
}

/** A reading as the API takes it: katakana, or none (empty) where the site does not ask it. */
export function accountReading(value: string): string | null {
  return value.trim() === '' ? null : toKatakana(value);
}

/** A Japanese or international phone number: 8–15 digits, with optional +, spaces, hyphens, (). */
export function checkPhone(value: string, required: boolean): FieldError | null {
  const v = value.trim();
  if (v === '') return required ? 'errorRequired' : null;
  return isPhoneNumber(v) ? null : 'errorPhone';
}

/** The phone as the APIs store it: digits and a leading + only. */
export function normalizePhone(value: string): string {
  const v = value.trim();
  return `${v.startsWith('+') ? '+' : ''}${v.replace(/\D/g, '')}`;
}

/** An optional birth date YYYYMMDD: a real day from 1900 up to today (Japan, YYYYMMDD). */
export function checkBirthDate(value: string, today: string): FieldError | null {
  if (value === '') return null;
  if (!/^\d{8}$/.test(value) || !isValidDateString(value, 'ymd')) return 'errorBirthDate';
  return value >= '19000101' && value <= today ? null : 'errorBirthDate';
}

/** `1990-04-01` (an <input type=date> value) → `19900401`; '' stays ''. */
export function dateInputToYmd(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value.replaceAll('-', '') : value.trim() === '' ? '' : 'invalid';
}

/** `19900401` → `1990-04-01` for an <input type=date>. */
export function ymdToDateInput(value: string | null | undefined): string {
  return value && /^\d{8}$/.test(value)
    ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`
    : '';
}

/** The errors of a record of checks, only the failing ones. */
export function collectErrors<K extends string>(
  checks: Record<K, FieldError | null>,
): Partial<Record<K, FieldError>> {
  const out: Partial<Record<K, FieldError>> = {};
  for (const key of Object.keys(checks) as K[]) {
    const error = checks[key];
    if (error) out[key] = error;
  }
  return out;
}

export interface SignupForm {
  email: string;
  password: string;
  passwordConfirm: string;
  familyName: string;
  givenName: string;
  familyNameKana: string;
  givenNameKana: string;
  phone: string;
  gender: '' | '1' | '2';
  /** <input type=date> value. */
  birthDate: string;
  livePrefCode: string;
}

export function validateSignup(
  form: SignupForm,
  today: string,
  passwordRule?: (password: string) => PasswordProblem | null,
  lang: DisplayLang = 'ja',
): Partial<Record<keyof SignupForm, FieldError>> {
  return collectErrors({
    email: checkEmail(form.email),
    password: checkPassword(form.password, passwordRule),
    passwordConfirm: checkPasswordConfirm(form.password, form.passwordConfirm),
    ...accountNameErrors(form, lang),
    phone: checkPhone(form.phone, false),
    gender: null,
    birthDate: checkBirthDate(dateInputToYmd(form.birthDate), today),
    livePrefCode:
      form.livePrefCode === '' || /^(0[1-9]|[1-3][0-9]|4[0-7])$/.test(form.livePrefCode)
        ? null
        : 'errorRequired',
  });
}
