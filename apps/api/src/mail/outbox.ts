/**
 * The mail outbox (issue 17): a mail is a row written in the SAME transaction as the change it
 * reports, so it exists exactly when the change committed. worker.ts sends it later.
 * `dedupeKey` (unique) makes a mail once-only however many times or processes a job runs.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { MailTemplate } from './templates';

export interface OutboxMail {
  template: MailTemplate;
  lang: 'ja' | 'en';
  to: string;
  data: Record<string, unknown>;
  dedupeKey?: string;
}

/** Queues a mail in the caller's transaction; false when `dedupeKey` was already queued. */
export async function enqueueMail(db: Kysely<Database>, mail: OutboxMail): Promise<boolean> {
  const row = await db
    .insertInto('mail_outbox')
    .values({
      template: mail.template,
      lang: mail.lang,
      to_address: mail.to,
      data: JSON.stringify(mail.data),
      dedupe_key: mail.dedupeKey ?? null,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('mail_id')
    .executeTakeFirst();
  return row !== undefined;
}
