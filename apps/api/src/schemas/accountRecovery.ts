/**
 * Account recovery and e-mail verification shapes (issue 17 item 4): password reset by e-mail,
 * e-mail address verification, log out everywhere. Routes: routes/accountRecovery.ts.
 */
import { EMAIL_MAX_LENGTH } from '@tabiyori/domain';
import { Type, type Static } from 'typebox';

export const MailLang = Type.Union([Type.Literal('ja'), Type.Literal('en')], {
  description: 'language of the mail and of the page its link opens (default ja)',
});

export const PasswordResetRequestBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH }),
    lang: Type.Optional(MailLang),
  },
  { additionalProperties: false },
);
export type PasswordResetRequest = Static<typeof PasswordResetRequestBody>;

export const PasswordResetConfirmBody = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 100, description: 'the token of the mailed link' }),
    password: Type.String({
      minLength: 1,
      maxLength: 1000,
      description: 'the new password (the domain rule: 8–128 characters, not blank, not a common password)',
    }),
  },
  { additionalProperties: false },
);
export type PasswordResetConfirm = Static<typeof PasswordResetConfirmBody>;

export const EmailVerificationConfirmBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 100, description: 'the token of the mailed link' }) },
  { additionalProperties: false },
);

export const EmailVerificationSendBody = Type.Object(
  { lang: Type.Optional(MailLang) },
  { additionalProperties: false },
);

/** The same answer whatever happened behind it (no account enumeration). */
export const AcceptedAnswer = Type.Object({
  accepted: Type.Literal(true),
});

export const EmailVerifiedAnswer = Type.Object({
  emailVerified: Type.Literal(true),
});
