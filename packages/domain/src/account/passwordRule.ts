/**
 * The password rule of tabiyori accounts (issue 17 item 4, issue 13 item 6), one rule for the web's
 * forms and the API's sign-up and password reset:
 *
 * - 8 to 128 characters (counted as Unicode code points), no control characters;
 * - not only white space (eight spaces are no password);
 * - not one of the most common passwords of a maintained list (commonPasswords.ts: `password`,
 *   `12345678`, `qwerty123` …), compared trimmed and lower-case.
 *
 * Letters, digits or symbols are not required (NIST SP 800-63B: length and a block list, no
 * composition rules). Each refusal has its catalogue code and a clear message (errors/).
 */
import { isCommonPassword } from './commonPasswords';
import { hasControlCharacter } from './contactFields';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Back-office accounts (operators) hold more power: the same rule from 12 characters. */
export const OPERATOR_PASSWORD_MIN_LENGTH = 12;

export type PasswordProblem = 'length' | 'control' | 'whitespace' | 'common';

/** The catalogue code the API answers for each refusal (400). */
export const PASSWORD_PROBLEM_CODES = {
  length: 'ACE807',
  control: 'ACE800',
  whitespace: 'ACE808',
  common: 'ACE809',
} as const satisfies Record<PasswordProblem, string>;

/**
 * The shape of the password (length, characters, not only spaces): null when fine. `minLength` is
 * PASSWORD_MIN_LENGTH for travellers, OPERATOR_PASSWORD_MIN_LENGTH for the back office.
 */
export function passwordShapeProblem(
  password: string,
  minLength = PASSWORD_MIN_LENGTH,
): PasswordProblem | null {
  const length = [...password].length;
  if (length < minLength || length > PASSWORD_MAX_LENGTH) return 'length';
  if (hasControlCharacter(password)) return 'control';
  if (password.trim() === '') return 'whitespace';
  return null;
}

/** The whole rule: the shape, then the list of common passwords. null when the password may be set. */
export function passwordProblem(password: string, minLength = PASSWORD_MIN_LENGTH): PasswordProblem | null {
  return passwordShapeProblem(password, minLength) ?? (isCommonPassword(password) ? 'common' : null);
}
