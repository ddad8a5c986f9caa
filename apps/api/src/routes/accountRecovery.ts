/**
 * Account recovery and verification (issue 17 item 4): thin handlers over services/auth/recovery.ts.
 *
 *   POST /v1/auth/password-reset          {email, lang?} → 202 {accepted: true} whether or not the
 *                                         address has an account; mails a 30-minute single-use link
 *   POST /v1/auth/password-reset/confirm  {token, password} → 204; every session of the account ends
 *   POST /v1/auth/email-verification/confirm {token} → 200 {emailVerified: true}
 *   POST /v1/account/email-verification   {lang?} (logged in) → 202 {accepted: true}: a new link
 *   POST /v1/account/logout-everywhere    (logged in) → 204: every session of the account ends
 *
 * Errors: 400 ACE800 (malformed), ACE807/808/809 (the password rule), ACE810 (reset link unknown,
 * used or expired), ACE811 (verification link likewise), 401 ACE803, 403 ACE805 (CSRF),
 * 429 RLE806 (per address, plugins/rateLimit.ts), 503 ACE900.
 */
import type { App } from '../app';
import { addressLimit } from '../plugins/rateLimit';
import {
  AcceptedAnswer,
  EmailVerificationConfirmBody,
  EmailVerificationSendBody,
  EmailVerifiedAnswer,
  PasswordResetConfirmBody,
  PasswordResetRequestBody,
} from '../schemas/accountRecovery';
import { ErrorSchema } from '../schemas/common';
import { Type } from 'typebox';
import {
  logOutEverywhere,
  requestPasswordReset,
  resetPassword,
  sendEmailVerification,
  verifyEmail,
} from '../services/auth/recovery';
import { strictBody } from '../services/auth/strictBody';
import { requireViewer } from '../services/auth/viewer';

const CONFIG = { validationErrorCode: 'ACE800', failureErrorCode: 'ACE900' };
const TAGS = ['accounts'];

export async function accountRecoveryRoutes(app: App): Promise<void> {
  app.post(
    '/v1/auth/password-reset',
    {
      config: { ...CONFIG, rateLimit: addressLimit(app, 'passwordReset') },
      preValidation: strictBody(PasswordResetRequestBody, 'ACE800'),
      schema: {
        tags: TAGS,
        summary: 'Ask for a password-reset mail (the same answer whether the address is registered or not)',
        body: PasswordResetRequestBody,
        response: { 202: AcceptedAnswer, 400: ErrorSchema, 403: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const answer = await requestPasswordReset(app, request.body);
      return reply.status(202).header('cache-control', 'no-store').send(answer);
    },
  );

  app.post(
    '/v1/auth/password-reset/confirm',
    {
      config: { ...CONFIG, rateLimit: addressLimit(app, 'passwordReset') },
      preValidation: strictBody(PasswordResetConfirmBody, 'ACE800'),
      schema: {
        tags: TAGS,
        summary: "Set a new password with a mailed link's token (single use, 30 minutes); ends every session",
        body: PasswordResetConfirmBody,
        response: { 204: Type.Null(), 400: ErrorSchema, 403: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      await resetPassword(app, request, request.body);
      return reply.status(204).header('cache-control', 'no-store').send(null);
    },
  );

  app.post(
    '/v1/auth/email-verification/confirm',
    {
      config: { ...CONFIG, rateLimit: addressLimit(app, 'passwordReset') },
      preValidation: strictBody(EmailVerificationConfirmBody, 'ACE800'),
      schema: {
        tags: TAGS,
        summary: "Confirm an account's e-mail address with a mailed link's token (single use, 24 hours)",
        body: EmailVerificationConfirmBody,
        response: { 200: EmailVerifiedAnswer, 400: ErrorSchema, 403: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const answer = await verifyEmail(app, request.body.token);
      return reply.header('cache-control', 'no-store').send(answer);
    },
  );

  app.post(
    '/v1/account/email-verification',
    {
      config: { ...CONFIG, rateLimit: addressLimit(app, 'passwordReset') },
      preValidation: strictBody(EmailVerificationSendBody, 'ACE800'),
      schema: {
        tags: TAGS,
        summary: 'Mail a new e-mail verification link to the logged-in user (x-csrf-token required)',
        body: EmailVerificationSendBody,
        response: {
          202: AcceptedAnswer,
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(app, request);
      const answer = await sendEmailVerification(app, viewer.userId, request.body?.lang ?? 'ja');
      return reply.status(202).send(answer);
    },
  );

  app.post(
    '/v1/account/logout-everywhere',
    {
      config: CONFIG,
      schema: {
        tags: TAGS,
        summary: 'End every session of the logged-in user, this one included (x-csrf-token required)',
        response: { 204: Type.Null(), 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(app, request);
      await logOutEverywhere(app, request, viewer.userId);
      return reply.status(204).send(null);
    },
  );
}
