/**
 * The mails of account links (issue 17 item 4): the page a token opens, in the mail's language, and
 * the verification mail queued at sign-up and on request. The link goes in the outbox row as
 * `secretPath` (mail/worker.ts removes it once the mail has left).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { enqueueMail } from '../../mail/outbox';
import { issueAccountToken } from './accountTokens';

type Lang = 'ja' | 'en';

export const PASSWORD_RESET_PAGE = '/password/reset';
export const EMAIL_VERIFY_PAGE = '/email/verify';

/** The site's page of a mailed link, in the mail's language. */
export function tokenPagePath(lang: Lang, page: string, token: string): string {
  return `${lang === 'en' ? '/en' : ''}${page}?token=${token}`;
}

/** Queues the verification mail of an account (in the caller's transaction). */
export async function queueEmailVerification(
  db: Kysely<Database>,
  user: { id: string; email: string },
  lang: Lang,
): Promise<void> {
  const token = await issueAccountToken(db, user.id, 'email_verification');
  await enqueueMail(db, {
    template: 'email_verification',
    lang,
    to: user.email,
    data: { secretPath: tokenPagePath(lang, EMAIL_VERIFY_PAGE, token) },
  });
}
