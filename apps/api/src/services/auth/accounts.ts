/**
 * Accounts: sign-up, log-in, log-out and the profile (the coupon condition attributes of spec §3/§6:
 * gender, age from the birth date, residence prefecture; plus names and phone).
 *
 * Errors: 400 ACE800 malformed input, 409 ACE801 e-mail taken, 401 ACE802 wrong e-mail or password
 * (one answer for both, and an unknown e-mail costs a scrypt run too), 429 ACE806 too many failed
 * log-ins (throttle.ts).
 */
import {
  ACCOUNT_NAME_MAX_LENGTH,
  accountNeedsReading,
  type DisplayLang,
  hasControlCharacter,
  isEmailAddress,
  isKatakanaName,
  isPhoneNumber,
  isValidDateString,
  japanToday,
  toKatakana,
} from '@tabiyori/domain';
import type { FastifyRequest } from 'fastify';
import { sql, type Selectable } from 'kysely';
import type { App } from '../../app';
import type { AppUserTable } from '../../db/schema';
import { ApiFailure } from '../../errors';
import type {
  AccountUser,
  LoggedIn,
  LoginInput,
  ProfileFields,
  SessionAnswer,
  SignupInput,
} from '../../schemas/account';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../crypto/password';
import { closeSession, openSession, pruneSessions, sessionOf, type SessionRecord } from './session';
import { accountThrottleKey, clearAccountFailures, reserveAccountAttempt } from './accountThrottle';
import { withinHashBudget } from './hashBudget';
import { assertPasswordRule } from './passwordRule';
import { queueEmailVerification } from './accountMails';
import { clearLoginFailures, LOGIN_WINDOW_MINUTES, reserveLoginAttempt, throttleKey } from './throttle';

export type Gender = '1' | '2';

type UserRow = Selectable<AppUserTable>;

function invalid(field: string): never {
  throw new ApiFailure(400, 'ACE800', `${field} is invalid`);
}

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function checkedEmail(value: string): string {
  const v = normalizeEmail(value);
  if (!isEmailAddress(v)) invalid('email');
  return v;
}

function name(value: string, field: string): string {
  const v = value.trim().replace(/\s+/g, ' ');
  if (v === '' || v.length > ACCOUNT_NAME_MAX_LENGTH || hasControlCharacter(value)) invalid(field);
  return v;
}

/** A reading in katakana (hiragana is converted): the domain's isKatakanaName, as the web checks it. */
function kana(value: string, field: string): string {
  const v = toKatakana(name(value, field));
  if (!isKatakanaName(v, ACCOUNT_NAME_MAX_LENGTH)) invalid(field);
  return v;
}

function phone(value: string | null): string | null {
  if (value === null || value.trim() === '') return null;
  if (!isPhoneNumber(value.trim())) invalid('phone');
  return value.replace(/[\s\-()]/g, '');
}

function gender(value: string | null): Gender | null {
  if (value === null || value === '') return null;
  if (value !== '1' && value !== '2') invalid('gender');
  return value;
}

function birthDate(value: string | null): string | null {
  if (value === null || value === '') return null;
  if (
    !/^\d{8}$/.test(value) ||
    !isValidDateString(value, 'ymd') ||
    value < '19000101' ||
    value > japanToday()
  ) {
    invalid('birthDate');
  }
  return `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;
}

function livePrefCode(value: string | null): string | null {
  if (value === null || value === '') return null;
  if (!/^(0[1-9]|[1-3][0-9]|4[0-7])$/.test(value)) invalid('livePrefCode');
  return value;
}

/** Age on a day (both YYYYMMDD). */
export function ageOn(birth: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birth.slice(0, 4));
  return today.slice(4) < birth.slice(4) ? years - 1 : years;
}

export function accountUser(row: UserRow): AccountUser {
  const birth = row.birth_date ? String(row.birth_date).replace(/-/g, '').slice(0, 8) : null;
  return {
    userId: row.id,
    email: row.email,
    role: row.role,
    familyName: row.family_name,
    givenName: row.given_name,
    familyNameKana: row.family_name_kana,
    givenNameKana: row.given_name_kana,
    phone: row.phone,
    gender: row.gender,
    birthDate: birth,
    age: birth ? ageOn(birth, japanToday()) : null,
    livePrefCode: row.live_pref_code,
    emailVerified: row.email_verified_at !== null,
  };
}

/** The profile columns of the fields given (validated); absent fields are left out. */
function profileColumns(fields: ProfileFields): Partial<UserRow> {
  const out: Partial<UserRow> = {};
  if (fields.familyName !== undefined) out.family_name = name(fields.familyName, 'familyName');
  if (fields.givenName !== undefined) out.given_name = name(fields.givenName, 'givenName');
  if (fields.familyNameKana !== undefined)
    out.family_name_kana =
      fields.familyNameKana === null ? null : kana(fields.familyNameKana, 'familyNameKana');
  if (fields.givenNameKana !== undefined)
    out.given_name_kana = fields.givenNameKana === null ? null : kana(fields.givenNameKana, 'givenNameKana');
  if (fields.phone !== undefined) out.phone = phone(fields.phone);
  if (fields.gender !== undefined) out.gender = gender(fields.gender);
  if (fields.birthDate !== undefined) out.birth_date = birthDate(fields.birthDate);
  if (fields.livePrefCode !== undefined) out.live_pref_code = livePrefCode(fields.livePrefCode);
  return out;
}

const NAME_COLUMNS = ['family_name', 'given_name', 'family_name_kana', 'given_name_kana'] as const;

/**
 * An account's names as they will be kept, checked by the site's language (domain
 * accountNeedsReading): each reading is there unless the English site takes the name in Latin
 * letters as its own reading (400 ACE800 `… is required`).
 */
function assertReadings(
  names: Partial<Pick<UserRow, (typeof NAME_COLUMNS)[number]>>,
  lang: DisplayLang,
): void {
  const needed = accountNeedsReading(
    { familyName: names.family_name ?? '', givenName: names.given_name ?? '' },
    lang,
    ACCOUNT_NAME_MAX_LENGTH,
  );
  if (!needed) return;
  if (!names.family_name_kana) throw new ApiFailure(400, 'ACE800', 'familyNameKana is required');
  if (!names.given_name_kana) throw new ApiFailure(400, 'ACE800', 'givenNameKana is required');
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown };
  return e?.code === '23505' || (typeof e?.message === 'string' && /duplicate key/.test(e.message));
}

export async function findUser(app: App, userId: string): Promise<UserRow | undefined> {
  return app.ctx.db.selectFrom('app_user').selectAll().where('id', '=', userId).executeTakeFirst();
}

export async function signUp(app: App, request: FastifyRequest, input: SignupInput): Promise<LoggedIn> {
  const mail = checkedEmail(input.email);
  const pass = assertPasswordRule(input.password);
  const columns = profileColumns({
    familyName: input.familyName,
    givenName: input.givenName,
    familyNameKana: input.familyNameKana,
    givenNameKana: input.givenNameKana,
    phone: input.phone ?? null,
    gender: input.gender ?? null,
    birthDate: input.birthDate ?? null,
    livePrefCode: input.livePrefCode ?? null,
  });
  assertReadings(columns, input.lang ?? 'ja');
  const passwordHash = await withinHashBudget(app, request.ip, () => hashPassword(pass));
  let row: UserRow;
  try {
    // The account and its verification mail (outbox) commit together.
    row = await app.ctx.db.transaction().execute(async (tx) => {
      const created = await tx
        .insertInto('app_user')
        .values({
          ...columns,
          id: sql<string>`'u' || nextval('app_user_id_seq')::text`,
          email: mail,
          password_hash: passwordHash,
          role: 'traveller',
        } as never)
        .returningAll()
        .executeTakeFirstOrThrow();
      await queueEmailVerification(tx, created, input.lang ?? 'ja');
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiFailure(409, 'ACE801', 'email is already registered');
    throw error;
  }
  await closeSession(app, request);
  const session = await openSession(app, request, row);
  return { user: accountUser(row), csrfToken: session.csrfToken };
}

export async function logIn(app: App, request: FastifyRequest, input: LoginInput): Promise<LoggedIn> {
  const mail = normalizeEmail(input.email);
  const key = throttleKey(mail, request.ip);
  if (!(await reserveLoginAttempt(app, key))) {
    throw new ApiFailure(429, 'ACE806', 'too many failed logins; try again later', LOGIN_WINDOW_MINUTES * 60);
  }
  const accountKey = accountThrottleKey(mail);
  const wait = await reserveAccountAttempt(app, accountKey);
  if (wait !== null) throw new ApiFailure(429, 'ACE806', 'too many failed logins; try again later', wait);
  const row = await app.ctx.db
    .selectFrom('app_user')
    .selectAll()
    .where('email', '=', mail)
    .executeTakeFirst();
  const stored = row?.password_hash ?? (await dummyPasswordHash());
  const ok = await withinHashBudget(app, request.ip, () => verifyPassword(input.password, stored));
  if (!row || !ok) {
    throw new ApiFailure(401, 'ACE802', 'email or password is wrong');
  }
  await clearLoginFailures(app, key);
  await clearAccountFailures(app, accountKey);
  // Rotate: the session the request carried (if any) ends; a new token is issued.
  await closeSession(app, request);
  await pruneSessions(app, row.id);
  const session = await openSession(app, request, row);
  return { user: accountUser(row), csrfToken: session.csrfToken };
}

export async function logOut(app: App, request: FastifyRequest): Promise<void> {
  await closeSession(app, request);
}

/** The current session's user and CSRF token, or nulls for a visitor. */
export async function currentSession(app: App, request: FastifyRequest): Promise<SessionAnswer> {
  const session: SessionRecord | null = await sessionOf(app, request);
  if (!session) return { user: null, csrfToken: null };
  const row = await findUser(app, session.userId);
  return row ? { user: accountUser(row), csrfToken: session.csrfToken } : { user: null, csrfToken: null };
}

export async function readProfile(app: App, userId: string): Promise<AccountUser> {
  const row = await findUser(app, userId);
  if (!row) throw new ApiFailure(401, 'ACE803', 'login required');
  return accountUser(row);
}

export async function updateProfile(app: App, userId: string, fields: ProfileFields): Promise<AccountUser> {
  const columns = profileColumns(fields);
  if (Object.keys(columns).length === 0) return readProfile(app, userId);
  // Names changed: the names as they will be kept need their readings by the site's language.
  if (NAME_COLUMNS.some((column) => column in columns)) {
    const current = await findUser(app, userId);
    if (!current) throw new ApiFailure(401, 'ACE803', 'login required');
    assertReadings({ ...current, ...columns }, fields.lang ?? 'ja');
  }
  const row = await app.ctx.db
    .updateTable('app_user')
    .set(columns as never)
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new ApiFailure(401, 'ACE803', 'login required');
  return accountUser(row);
}
