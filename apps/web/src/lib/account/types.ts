/**
 * The account pages' names for the API's answers, generated from its OpenAPI document
 * (@tabiyori/api-client; the shapes are owned by apps/api/src/schemas/account.ts and
 * apps/api/src/schemas/accountRecovery.ts).
 */
import type { ApiAnswer } from '@tabiyori/api-client';

/** GET /v1/auth/session. */
export type SessionAnswer = ApiAnswer<'/v1/auth/session'>;
/** The logged-in traveller ('1' male / '2' female, birthDate YYYYMMDD, JIS livePrefCode, emailVerified). */
export type AccountUser = NonNullable<SessionAnswer['user']>;

/** The name shown in the header and greetings: family + given name, else the e-mail's local part. */
export function displayName(user: Pick<AccountUser, 'familyName' | 'givenName' | 'email'>): string {
  const name = [user.familyName, user.givenName].filter((part) => part && part.trim() !== '').join(' ');
  return name !== '' ? name : (user.email.split('@')[0] ?? user.email);
}
