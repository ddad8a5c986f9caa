/**
 * GET /dev/mailbox (issue 17): the mails the embedded development mailbox received, newest first,
 * for the web's /dev/mailbox page. Registered only when the API runs that mailbox (no SMTP_URL,
 * NODE_ENV not production); hidden from the OpenAPI document. Elsewhere the path is a 404.
 */
import type { App } from '../app';
import { DevMailboxAnswer } from '../schemas/mail';

export async function devMailboxRoutes(app: App): Promise<void> {
  const mailbox = app.ctx.devMailbox;
  if (!mailbox) return;
  app.get(
    '/dev/mailbox',
    { schema: { hide: true, response: { 200: DevMailboxAnswer } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { mails: mailbox.mails() };
    },
  );
}
