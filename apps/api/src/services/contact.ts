/**
 * お問い合わせ (issue 17 item 3): a message from the contact form is stored (contact_message,
 * migration 0010) and its receipt mail queued in the outbox in the same transaction, so a stored
 * message always gets its receipt and a failed one gets none. The receipt repeats the message, its
 * subject in the traveller's language and the receipt number (the row's id). A logged-in sender's
 * message carries their user id.
 */
import { CONTACT_SUBJECT_LABELS, hasControlCharacter } from '@tabiyori/domain';
import type { App } from '../app';
import { ApiFailure } from '../errors';
import { enqueueMail } from '../mail/outbox';
import type { ContactMessage } from '../schemas/contact';
import { checkedEmail } from './auth/accounts';

// Text of one line (name, booking number): no control characters at all (domain hasControlCharacter).
// A message may have line breaks and tabs, nothing else below U+0020.
// eslint-disable-next-line no-control-regex
const BODY_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function invalid(field: string): never {
  throw new ApiFailure(400, 'ACE800', `${field} is invalid`);
}

export async function receiveContactMessage(
  app: App,
  message: ContactMessage,
  userId: string | null,
): Promise<{ contactId: number }> {
  const name = message.name.trim().replace(/\s+/g, ' ');
  if (name === '' || hasControlCharacter(message.name)) invalid('name');
  const email = checkedEmail(message.email);
  const bookingNumber = message.bookingNumber?.trim() || null;
  if (bookingNumber !== null && !/^[A-Za-z0-9-]{1,40}$/.test(bookingNumber)) invalid('bookingNumber');
  const body = message.body.replace(/\r\n?/g, '\n').trim();
  if (body === '' || BODY_CONTROL.test(body)) invalid('body');
  const lang = message.lang ?? 'ja';
  return app.ctx.db.transaction().execute(async (tx) => {
    const row = await tx
      .insertInto('contact_message')
      .values({
        name,
        email,
        booking_number: bookingNumber,
        subject: message.subject,
        body,
        lang,
        user_id: userId,
      })
      .returning('contact_id')
      .executeTakeFirstOrThrow();
    const contactId = Number(row.contact_id);
    await enqueueMail(tx, {
      template: 'contact_receipt',
      lang,
      to: email,
      data: { contactId, name, subject: CONTACT_SUBJECT_LABELS[message.subject][lang], body },
    });
    return { contactId };
  });
}
