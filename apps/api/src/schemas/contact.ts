/** お問い合わせ (issue 17 item 3): the contact form's message and its receipt. Route: routes/contact.ts. */
import { Type, type Static } from 'typebox';
import { MailLang } from './accountRecovery';

import {
  CONTACT_BODY_MAX_LENGTH,
  CONTACT_SUBJECT_LABELS,
  type ContactSubject,
  EMAIL_MAX_LENGTH,
} from '@tabiyori/domain';

export const CONTACT_SUBJECTS = Object.keys(CONTACT_SUBJECT_LABELS) as ContactSubject[];

export const ContactBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    email: Type.String({ minLength: 3, maxLength: EMAIL_MAX_LENGTH }),
    bookingNumber: Type.Optional(
      Type.String({ maxLength: 40, description: 'optional: the booking it is about' }),
    ),
    subject: Type.Union(
      CONTACT_SUBJECTS.map((s) => Type.Literal(s)),
      { description: 'booking | change | payment | account | site | other' },
    ),
    body: Type.String({ minLength: 1, maxLength: CONTACT_BODY_MAX_LENGTH }),
    lang: Type.Optional(MailLang),
  },
  { additionalProperties: false },
);
export type ContactMessage = Static<typeof ContactBody>;

export const ContactReceipt = Type.Object({
  contactId: Type.Integer({ description: 'the receipt number the mail repeats' }),
});
