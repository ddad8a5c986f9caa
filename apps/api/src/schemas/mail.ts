/** Development mailbox shapes (issue 17): the mails the embedded SMTP server received. */
import { Type } from 'typebox';

export const ReceivedMail = Type.Object({
  seq: Type.Integer(),
  messageId: Type.String(),
  from: Type.String(),
  to: Type.Array(Type.String()),
  subject: Type.String(),
  text: Type.String(),
  html: Type.String(),
  receivedAt: Type.String(),
});

export const DevMailboxAnswer = Type.Object({ mails: Type.Array(ReceivedMail) });
