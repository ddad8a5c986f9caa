/**
 * The most common passwords, from a maintained list bundled with the code (no network): the ranked
 * `passwords-common` dictionary of @zxcvbn-ts/language-common (about 49,000 passwords seen most
 * often in public breaches). Kept apart from the rule so a browser bundle that uses only the
 * password's shape (passwordRule.ts passwordShapeProblem) does not carry the list.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

let common: ReadonlySet<string> | null = null;

/** Whether the password (compared trimmed and lower-case) is one of the most common passwords. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common.has(password.trim().toLowerCase());
}
