/**
 * Account recovery (issue 17 item 4): password reset by e-mail, e-mail address verification, log
 * out everywhere.
 *
 * - requestPasswordReset: the same answer whether the address has an account or not (no
 *   enumeration); for an account, a 30-minute single-use token (accountTokens.ts) and its mail are
 *   written in ONE transaction (the outbox, mail/outbox.ts), so the mail exists exactly when the
 *   token does. The route is rate-limited per address (plugins/rateLimit.ts passwordReset).
 * - resetPassword: the new password must pass the domain rule first (a refused password does not
 *   use up the link); then the token is consumed, the password replaced and every session of the
 *   account ended, in one transaction. Opening the mailed link also proves the address.
 * - sendEmailVerification / verifyEmail: a 24-hour link mailed at sign-up (and again on request from
 *   My page); verifying sets app_user.email_verified_at.
 * - logOutEverywhere: every session of the account ends, this one included.
 */
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { App } from '../../app';
import { ApiFailure } from '../../errors';
import { hashPassword } from '../../crypto/password';
import { enqueueMail } from '../../mail/outbox';
import type { PasswordResetConfirm, PasswordResetRequest } from '../../schemas/accountRecovery';
import { PASSWORD_RESET_PAGE, tokenPagePath, queueEmailVerification } from './accountMails';
import { consumeAccountToken, issueAccountToken } from './accountTokens';
import { normalizeEmail } from './accounts';
import { withinHashBudget } from './hashBudget';
import { assertPasswordRule } from './passwordRule';
import { closeSession } from './session';

type Lang = 'ja' | 'en';

export async function requestPasswordReset(app: App, body: PasswordResetRequest): Promise<{ accepted: true }> {
  const email = normalizeEmail(body.email);
  const lang: Lang = body.lang ?? 'ja';
  await app.ctx.db.transaction().execute(async (tx) => {
    const user = await tx
      .selectFrom('app_user')
      .select(['id', 'email'])
      .where('email', '=', email)
      .executeTakeFirst();
    if (!user) return;
    const token = await issueAccountToken(tx, user.id, 'password_reset');
    await enqueueMail(tx, {
      template: 'password_reset',
      lang,
      to: user.email,
      data: { secretPath: tokenPagePath(lang, PASSWORD_RESET_PAGE, token) },
    });
  });
  return { accepted: true };
}

export async function resetPassword(
  app: App,
  request: FastifyRequest,
  body: PasswordResetConfirm,
): Promise<void> {
  const password = assertPasswordRule(body.password);
  const passwordHash = await withinHashBudget(app, request.ip, () => hashPassword(password));
  const done = await app.ctx.db.transaction().execute(async (tx) => {
    const userId = await consumeAccountToken(tx, body.token, 'password_reset');
    if (userId === null) return false;
    await tx
      .updateTable('app_user')
      .set({ password_hash: passwordHash, email_verified_at: sql<Date>`coalesce(email_verified_at, now())` })
      .where('id', '=', userId)
      .execute();
    await tx.deleteFrom('user_session').where('user_id', '=', userId).execute();
    return true;
  });
  if (!done) throw new ApiFailure(400, 'ACE810', 'the reset link is unknown, used or expired');
}

/** A new verification mail for the logged-in user (nothing when already verified). */
export async function sendEmailVerification(app: App, userId: string, lang: Lang): Promise<{ accepted: true }> {
  await app.ctx.db.transaction().execute(async (tx) => {
    const user = await tx
      .selectFrom('app_user')
      .select(['id', 'email', 'email_verified_at'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user || user.email_verified_at !== null) return;
    await queueEmailVerification(tx, user, lang);
  });
  return { accepted: true };
}

export async function verifyEmail(app: App, token: string): Promise<{ emailVerified: true }> {
  const done = await app.ctx.db.transaction().execute(async (tx) => {
    const userId = await consumeAccountToken(tx, token, 'email_verification');
    if (userId === null) return false;
    await tx
      .updateTable('app_user')
      .set({ email_verified_at: sql<Date>`coalesce(email_verified_at, now())` })
      .where('id', '=', userId)
      .execute();
    return true;
  });
  if (!done) throw new ApiFailure(400, 'ACE811', 'the verification link is unknown, used or expired');
  return { emailVerified: true };
}

export async function logOutEverywhere(app: App, request: FastifyRequest, userId: string): Promise<void> {
  await app.ctx.db.deleteFrom('user_session').where('user_id', '=', userId).execute();
  await closeSession(app, request);
}
