/**
 * The mail worker (issue 17): sends the outbox over SMTP (nodemailer), exactly once as far as SMTP
 * allows, on one process or many.
 *
 * A tick claims due rows in one short statement: `pending` rows whose next attempt is due, or
 * `sending` rows whose lease ran out (their process died mid-send), picked with FOR UPDATE SKIP
 * LOCKED so two processes never claim the same row, and marks them `sending` with a lease and one
 * more attempt. The mail is sent outside any transaction (PGlite has one connection; an SMTP call
 * must not hold it), then the row is marked `sent` only if this claim still holds (same attempt
 * number). A failure puts the row back to `pending` with exponential backoff, or `failed` after the
 * last attempt. The Message-ID is `<mail-{mail_id}@{domain}>`: the same for every attempt, so a
 * receiver sees a copy as the same mail (the one window for a copy: the server accepted the mail and
 * the process died before marking it sent).
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/schema';
import { renderMail, type MailTemplate } from './templates';
import { mailView } from './views';

export interface MailWorkerOptions {
  smtpUrl: string;
  from: string;
  webBaseUrl: string;
  /** Milliseconds between ticks. */
  pollMs: number;
  /** First retry delay; doubles with every attempt, at most one hour. */
  retryBaseMs: number;
  maxAttempts: number;
  /** How long a claim holds before another process may retry the row. */
  leaseMs?: number;
  batch?: number;
}

interface Claimed {
  mail_id: number;
  template: string;
  lang: 'ja' | 'en';
  to_address: string;
  data: Record<string, unknown>;
  attempts: number;
}

const MAX_BACKOFF_MS = 60 * 60 * 1000;

/** Delay before the next attempt after `attempts` failed ones. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

export function messageIdOf(mailId: number, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'tabiyori.example';
  return `<mail-${mailId}@${domain}>`;
}

export class MailWorker {
  private readonly transport: Transporter;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: MailWorkerOptions,
    private readonly log?: FastifyBaseLogger,
  ) {
    this.transport = nodemailer.createTransport(options.smtpUrl);
  }

  start(): void {
    const loop = () => {
      if (this.stopped) return;
      this.running = this.tick()
        .then(() => undefined)
        .catch((error: unknown) => this.log?.warn({ err: error }, 'mail tick failed'))
        .finally(() => {
          this.running = null;
          if (!this.stopped) this.timer = setTimeout(loop, this.options.pollMs);
        });
    };
    loop();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    this.transport.close();
  }

  /** Claims and sends what is due; answers how many mails were sent. */
  async tick(): Promise<number> {
    const leaseSeconds = Math.ceil((this.options.leaseMs ?? 120_000) / 1000);
    const { rows } = await sql<Claimed>`
      update mail_outbox set status = 'sending', attempts = attempts + 1,
        locked_until = now() + make_interval(secs => ${leaseSeconds}::double precision)
      where mail_id in (
        select mail_id from mail_outbox
        where next_attempt_at <= now()
          and (status = 'pending' or (status = 'sending' and locked_until < now()))
        order by mail_id
        limit ${this.options.batch ?? 10}
        for update skip locked)
      returning mail_id, template, lang, to_address, data, attempts`.execute(this.db);
    let sent = 0;
    for (const row of rows) {
      if (await this.send(row)) sent++;
    }
    return sent;
  }

  private async send(row: Claimed): Promise<boolean> {
    const id = Number(row.mail_id);
    try {
      const view = mailView(row.data, row.lang, this.options.webBaseUrl);
      const mail = renderMail(row.template as MailTemplate, row.lang, view);
      await this.transport.sendMail({
        from: this.options.from,
        to: row.to_address,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: messageIdOf(id, this.options.from),
        headers: { 'X-Tabiyori-Mail': `${row.template}/${id}` },
      });
      // A link holding a secret (a password-reset or verification token: data.secretPath) stays
      // in the outbox only until its mail has left.
      await sql`update mail_outbox set status = 'sent', sent_at = now(), locked_until = null, last_error = null,
          data = data - 'secretPath'
        where mail_id = ${id} and attempts = ${row.attempts}`.execute(this.db);
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message.slice(0, 500) : String(error);
      const last = row.attempts >= this.options.maxAttempts;
      const delay = retryDelayMs(row.attempts, this.options.retryBaseMs);
      this.log?.warn({ mailId: id, attempts: row.attempts, err: message }, 'mail not sent');
      await sql`update mail_outbox set status = ${last ? 'failed' : 'pending'}, locked_until = null,
          last_error = ${message}, data = ${last ? sql`data - 'secretPath'` : sql`data`},
          next_attempt_at = now() + make_interval(secs => ${delay / 1000}::double precision)
        where mail_id = ${id} and attempts = ${row.attempts}`.execute(this.db);
      return false;
    }
  }
}
