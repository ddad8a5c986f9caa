/**
 * The mails of a booking's life (issue 17), each queued in the transaction of the change it reports:
 * confirmation (with how and by when to pay), change, cancellation, payment received, payment
 * reminder and the cancellation at the payment deadline. Sent to the lead traveller's address in the booking's
 * language.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { enqueueMail } from '../../mail/outbox';
import type { MailTemplate } from '../../mail/templates';
import type { BookingMailData, MailPriceRow } from '../../mail/views';
import type { TourChoicesView } from '../../schemas/bookingChoices';
import type { StoredParty } from '../../schemas/bookingParty';
import { storedStay } from '../booking/stayChoices';
import { storedRentalView } from '../booking/rentalChoices';
import type { TravellersInput } from '../booking/request';

const ymd = (date: string | null) => (date === null ? null : date.replaceAll('-', ''));

/** Kinds booked by the room: their party line says how many rooms. */
const BY_THE_ROOM = new Set(['yado', 'dp', 'tour']);

/** The party by pax category (the priced guests; adults from the request). */
function mailParty(kind: string, party: StoredParty | null): BookingMailData['party'] {
  if (!party) return undefined;
  const guests = party.guests ?? [];
  const count = (category: string) => guests.filter((g) => g.paxCategory === category).length;
  return {
    adults: party.adultPax,
    children: count('child'),
    infants: count('infant'),
    rooms: BY_THE_ROOM.has(kind) ? (party.roomCount ?? 1) : null,
  };
}

/** Reads the booking and queues `template` for it; false when `dedupeKey` was queued before. */
export async function enqueueBookingMail(
  tx: Kysely<Database>,
  bookingNumber: string,
  template: MailTemplate,
  dedupeKey?: string,
  extra: Pick<BookingMailData, 'changes' | 'previousTotal'> = {},
): Promise<boolean> {
  const row = await tx
    .selectFrom('booking')
    .select([
      'booking_number',
      'product_name',
      'kind',
      'start_date',
      'end_date',
      'paid_total',
      'travellers',
      'payment_method',
      'payment_deadline',
      'cancellation_charge',
      'lang',
      'party',
      'price_rows',
      'choices',
      'total',
    ])
    .where('booking_number', '=', bookingNumber)
    .executeTakeFirstOrThrow();
  const coupons = await tx
    .selectFrom('booking_coupon')
    .innerJoin('booking', 'booking.booking_id', 'booking_coupon.booking_id')
    .select(['booking_coupon.coupon_code', 'booking_coupon.discount'])
    .where('booking.booking_number', '=', bookingNumber)
    .orderBy('booking_coupon.position')
    .execute();
  const lead = (row.travellers as TravellersInput).lead;
  const data: BookingMailData = {
    bookingNumber: row.booking_number,
    productName: row.product_name,
    kind: row.kind,
    startDate: ymd(row.start_date) ?? '',
    endDate: ymd(row.end_date) ?? '',
    paidTotal: row.paid_total,
    leadName:
      row.lang === 'en' ? `${lead.givenName} ${lead.familyName}` : `${lead.familyName} ${lead.givenName}`,
    paymentMethod: row.payment_method,
    paymentDeadline: ymd(row.payment_deadline),
    cancellationCharge: row.cancellation_charge,
    coupons: coupons.map((c) => ({ couponCode: c.coupon_code, discount: c.discount })),
    stay: storedStay(row.party),
    party: mailParty(row.kind, row.party as StoredParty | null),
    priceRows: (row.price_rows as MailPriceRow[] | null) ?? [],
    optionals: (row.choices as Pick<TourChoicesView, 'optionals'> | null)?.optionals ?? [],
    tourStays: (row.choices as Pick<TourChoicesView, 'stays'> | null)?.stays ?? [],
    total: row.total,
    ...extra,
    rental: row.kind === 'rentacar' ? storedRentalView((row.party as { rental?: unknown }).rental) : null,
  };
  return enqueueMail(tx, {
    template,
    lang: row.lang,
    to: lead.email,
    data: { ...data },
    dedupeKey: dedupeKey ?? `${template}:${bookingNumber}`,
  });
}

/**
 * The change mail (issue 17): call it in the transaction that changes the booking, AFTER the booking
 * row holds its new state (dates, party, total, payment deadline): the mail shows the booking as it
 * now is, `changes` (one line each, in the booking's language: `lang` of the booking row) and the
 * amount before the change. `changeId` makes it once-only per change (the change record's id);
 * services/booking/bookingChange.ts calls it.
 */
export function enqueueBookingChangedMail(
  tx: Kysely<Database>,
  bookingNumber: string,
  change: { changeId: string | number; changes: string[]; previousTotal: number | null },
): Promise<boolean> {
  return enqueueBookingMail(
    tx,
    bookingNumber,
    'booking_changed',
    `booking_changed:${bookingNumber}:${change.changeId}`,
    {
      changes: change.changes,
      previousTotal: change.previousTotal,
    },
  );
}
