/**
 * Accounts and sessions (issue 7.1): the requests and answers of /v1/auth/* (routes/auth.ts) and
 * /v1/account/profile (routes/account.ts). The one owner of these shapes: services/auth/accounts.ts
 * takes and answers `Static<>` of them and the web's account types are generated from them. Account
 * recovery's shapes are in accountRecovery.ts.
 */
import { ACCOUNT_NAME_MAX_LENGTH, EMAIL_MAX_LENGTH } from '@tabiyori/domain';
import { Type, type Static } from 'typebox';
import { component } from './components';
import { MailLang } from './accountRecovery';
import { Nullable, oneOf } from './common';

const name = (description?: string) =>
  Type.String({ minLength: 1, maxLength: ACCOUNT_NAME_MAX_LENGTH, ...(description ? { description } : {}) });

const READING =
  'katakana (hiragana converted); null: none, only where the site’s language lets the name stand as its own reading (en, a name in Latin letters: domain accountNeedsReading)';

/** Profile fields a traveller may set; null clears an optional one. */
export const ProfileFieldsSchema = Type.Object(
  {
    familyName: Type.Optional(name()),
    givenName: Type.Optional(name()),
    familyNameKana: Type.Optional(Nullable(name(READING))),
    givenNameKana: Type.Optional(Nullable(name(READING))),
    lang: Type.Optional(
      Type.Union([Type.Literal('ja'), Type.Literal('en')], {
        description:
          'the site’s language the names are checked by (default ja: the katakana reading is asked)',
      }),
    ),
    phone: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
    gender: Type.Optional(
      Nullable(Type.String({ maxLength: 1, description: "coupon condition code: '1' male, '2' female" })),
    ),
    birthDate: Type.Optional(Nullable(Type.String({ maxLength: 8, description: 'YYYYMMDD' }))),
    livePrefCode: Type.Optional(
      Nullable(Type.String({ maxLength: 2, description: "residence prefecture, JIS '01'–'47'" })),
    ),
  },
  { additionalProperties: false },
);
export type ProfileFields = Static<typeof ProfileFieldsSchema>;

const SIGNUP_READING =
  'katakana (hiragana converted); required, but on the English site (lang en) for a name in Latin letters';

/** POST /v1/auth/signup: the names are required here, the other profile fields optional. */
export const SignupSchema = Type.Object(
  {
    email: Type.String({ minLength: 3, maxLength: EMAIL_MAX_LENGTH }),
    password: Type.String({
      minLength: 1,
      maxLength: 1000,
      description: 'the domain password rule: 8–128 characters, not blank, not a common password',
    }),
    ...ProfileFieldsSchema.properties,
    lang: Type.Optional(MailLang),
    familyName: name(),
    givenName: name(),
    familyNameKana: Type.Optional(name(SIGNUP_READING)),
    givenNameKana: Type.Optional(name(SIGNUP_READING)),
  },
  { additionalProperties: false },
);
export type SignupInput = Static<typeof SignupSchema>;

export const LoginSchema = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH }),
    password: Type.String({ minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: false },
);
export type LoginInput = Static<typeof LoginSchema>;

const NullableString = Nullable(Type.String());

export const UserSchema = component(
  'User',
  Type.Object({
    userId: Type.String(),
    email: Type.String(),
    role: oneOf(['traveller', 'operator']),
    familyName: NullableString,
    givenName: NullableString,
    familyNameKana: NullableString,
    givenNameKana: NullableString,
    phone: NullableString,
    gender: Nullable(oneOf(['1', '2'], { description: "coupon condition code: '1' male, '2' female" })),
    birthDate: Nullable(Type.String({ description: 'YYYYMMDD' })),
    age: Nullable(Type.Integer({ description: 'age today (Japan time), from birthDate' })),
    livePrefCode: Nullable(Type.String({ description: "residence prefecture, JIS '01'–'47'" })),
    emailVerified: Type.Boolean({ description: 'the address was confirmed through the mailed link' }),
  }),
);
export type AccountUser = Static<typeof UserSchema>;

/** POST /v1/auth/signup (201) and /v1/auth/login (200). */
export const LoggedInSchema = Type.Object({ user: UserSchema, csrfToken: Type.String() });
export type LoggedIn = Static<typeof LoggedInSchema>;

/** GET /v1/auth/session: the logged-in user and the session's CSRF token, or nulls for a visitor. */
export const SessionSchema = Type.Object({ user: Nullable(UserSchema), csrfToken: NullableString });
export type SessionAnswer = Static<typeof SessionSchema>;

/** GET and PUT /v1/account/profile. */
export const ProfileAnswerSchema = Type.Object({ user: UserSchema });
