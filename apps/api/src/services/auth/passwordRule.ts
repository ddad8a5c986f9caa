/**
 * The API's side of the domain password rule (packages/domain account/passwordRule.ts): a refused
 * password answers 400 with the rule's catalogue code (ACE807 length, ACE808 only spaces, ACE809 a
 * common password, ACE800 control characters). Used by sign-up, password reset and operator accounts.
 */
import { PASSWORD_MIN_LENGTH, PASSWORD_PROBLEM_CODES, passwordProblem } from '@tabiyori/domain';
import { ApiFailure } from '../../errors';

const MESSAGES = {
  length: 'password is too short or too long',
  control: 'password is invalid',
  whitespace: 'password must not be only spaces',
  common: 'password is too common',
} as const;

/** `minLength`: OPERATOR_PASSWORD_MIN_LENGTH for back-office accounts. */
export function assertPasswordRule(password: string, minLength = PASSWORD_MIN_LENGTH): string {
  const problem = passwordProblem(password, minLength);
  if (problem) throw new ApiFailure(400, PASSWORD_PROBLEM_CODES[problem], MESSAGES[problem]);
  return password;
}
