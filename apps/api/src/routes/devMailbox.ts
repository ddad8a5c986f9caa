/**
 * GET /dev/mailbox (issue 17): the mails the embedded development mailbox received, newest first,
 * for the web's /dev/mailbox page. It answers them only when the API runs that mailbox (no SMTP_URL,
 * NODE_ENV not production); elsewhere it is the 404 (PNF900) of any unknown path. The route is in
 * the OpenAPI document so the web reads it through its typed client.
 */
import type { App } from '../app';
import { ErrorSchema } from '../schemas/common';
import { DevMailboxAnswer } from '../schemas/mail';

export async function devMailboxRoutes(app: App): Promise<void> {
  const mailbox = app.ctx.devMailbox;
  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['development'],
        summary:
          'Development only: the mails the embedded mailbox received, newest first (404 unless the API runs it)',
        response: { 200: DevMailboxAnswer, 404: ErrorSchema },
      },
    },
    async (_request, reply) => {
      if (!mailbox) return reply.callNotFound();
      reply.header('cache-control', 'no-store');
      return { mails: mailbox.mails() };
    },
  );
}
