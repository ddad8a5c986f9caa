/**
 * お問い合わせ (issue 17 item 3): thin handler over services/contact.ts.
 *
 *   POST /v1/contact {name, email, bookingNumber?, subject, body, lang?} → 201 {contactId}; the
 *        message is stored and its receipt mailed (outbox, same transaction)
 *
 * Errors: 400 ACE800 (malformed or invalid field), 403 ACE805 (CSRF: a foreign page, or a session
 * call without its token), 429 RLE806 (RATE_LIMIT_CONTACT per address per hour), 503 ACE900.
 */
import type { App } from '../app';
import { addressLimit } from '../plugins/rateLimit';
import { ErrorSchema } from '../schemas/common';
import { ContactBody, ContactReceipt } from '../schemas/contact';
import { strictBody } from '../services/auth/strictBody';
import { viewerOf } from '../services/auth/viewer';
import { receiveContactMessage } from '../services/contact';

export async function contactRoutes(app: App): Promise<void> {
  app.post(
    '/v1/contact',
    {
      config: {
        validationErrorCode: 'ACE800',
        failureErrorCode: 'ACE900',
        rateLimit: addressLimit(app, 'contact'),
      },
      preValidation: strictBody(ContactBody, 'ACE800'),
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the (demo) company: stored, and a receipt mailed to the sender',
        body: ContactBody,
        response: { 201: ContactReceipt, 400: ErrorSchema, 403: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(app, request);
      const answer = await receiveContactMessage(app, request.body, viewer?.userId ?? null);
      return reply.status(201).header('cache-control', 'no-store').send(answer);
    },
  );
}
