/**
 * Background work of an API process (issue 17): the mail worker and the payment-deadline job. Every
 * process may run them (MAIL_WORKER=0 turns them off): both are safe on many processes at once.
 * Without SMTP_URL, outside production, an embedded development mailbox receives the mails.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './app';
import type { ApiConfig } from './config';
import { startDevMailbox, type DevMailbox } from './mail/devMailbox';
import { MailWorker } from './mail/worker';
import { runPaymentDeadlines } from './services/payment/deadlineJob';

export interface BackgroundJobs {
  stop(): Promise<void>;
}

/** The development mailbox when no SMTP server is configured (never in production). */
export async function devMailboxFor(config: ApiConfig): Promise<DevMailbox | null> {
  if (config.smtpUrl || config.production) return null;
  return startDevMailbox();
}

export function startBackgroundJobs(
  ctx: AppContext,
  smtpUrl: string | null,
  log: FastifyBaseLogger,
): BackgroundJobs {
  if (!ctx.config.backgroundJobs) return { stop: async () => {} };
  const worker = smtpUrl
    ? new MailWorker(
        ctx.db,
        {
          smtpUrl,
          from: ctx.config.mailFrom,
          webBaseUrl: ctx.config.publicWebUrl,
          pollMs: ctx.config.mailPollMs,
          retryBaseMs: ctx.config.mailRetryBaseMs,
          maxAttempts: ctx.config.mailMaxAttempts,
        },
        log,
      )
    : null;
  if (!worker) log.warn('no SMTP_URL in production: mails wait in the outbox');
  worker?.start();
  let sweeping: Promise<unknown> | null = null;
  const sweep = () => {
    sweeping ??= runPaymentDeadlines(ctx.db)
      .then((run) => {
        if (run.cancelled.length || run.reminded.length) log.info(run, 'payment deadlines');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'payment deadline job failed'))
      .finally(() => {
        sweeping = null;
      });
  };
  sweep();
  const timer = setInterval(sweep, ctx.config.paymentJobMs);
  return {
    async stop() {
      clearInterval(timer);
      await sweeping;
      await worker?.stop();
    },
  };
}
