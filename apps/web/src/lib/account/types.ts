/** Shapes of the account API's answers (apps/api/src/routes/accountSchemas.ts, auth.ts). */
export interface AccountUser {
  userId: string;
  email: string;
  role: string;
  familyName: string | null;
  givenName: string | null;
  familyNameKana: string | null;
  givenNameKana: string | null;
  phone: string | null;
  /** '1' male, '2' female (the coupon condition's codes). */
  gender: string | null;
  /** YYYYMMDD. */
  birthDate: string | null;
  age: number | null;
  /** JIS prefecture code '01'–'47'. */
  livePrefCode: string | null;
}

export interface SessionAnswer {
  user: AccountUser | null;
  csrfToken: string | null;
}

/** The name shown in the header and greetings: family + given name, else the e-mail's local part. */
export function displayName(user: Pick<AccountUser, 'familyName' | 'givenName' | 'email'>): string {
  const name = [user.familyName, user.givenName].filter((part) => part && part.trim() !== '').join(' ');
  return name !== '' ? name : (user.email.split('@')[0] ?? user.email);
}
