/**
 * A booking's payment (issue 17): how it starts (inside the booking transaction), the operator's
 * record of a bank transfer (入金待ち → 入金済み), and the view the API answers. Services of the
 * back office call markBookingPaid too (the change is audited in its transaction).
 */
import { japanToday, type BookingKind, type PaymentStatus } from '@tabiyori/domain';
import type { Static } from 'typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiFailure } from '../../errors';
import type { OperatorPaymentAnswer, PaymentView as PaymentViewSchema } from '../../schemas/payment';
import type { Actor } from '../operator/access';
import { recordChange } from '../operator/audit';
import { enqueueBookingMail } from './bookingMails';
import { startPayment } from './methods';

export type PaymentView = Static<typeof PaymentViewSchema>;

interface PaymentColumns {
  payment_method: 'onsite' | 'bank_transfer';
  payment_status: PaymentStatus;
  payment_deadline: string | null;
  paid_at: Date | string | null;
}

/** The API view of a booking row's payment columns. */
export function paymentView(row: PaymentColumns): PaymentView {
  return {
    method: row.payment_method,
    status: row.payment_status,
    deadline: row.payment_deadline === null ? null : row.payment_deadline.replaceAll('-', ''),
    paidAt: row.paid_at === null ? null : new Date(row.paid_at).toISOString(),
  };
}

/**
 * Inside the booking transaction, right after the booking row is inserted: sets how it is paid
 * (method, status, deadline from the booking day and departure) and the mail language, and queues
 * the confirmation mail.
 */
export async function beginBookingPayment(
  tx: Kysely<Database>,
  booking: { bookingNumber: string; kind: BookingKind; startDate: string; lang: 'ja' | 'en' | undefined },
  now: number,
): Promise<void> {
  const start = startPayment(booking.kind, japanToday(now), booking.startDate);
  const deadline = start.deadline;
  await tx
    .updateTable('booking')
    .set({
      payment_method: start.method,
      payment_status: start.status,
      payment_deadline:
        deadline === null ? null : `${deadline.slice(0, 4)}-${deadline.slice(4, 6)}-${deadline.slice(6)}`,
      lang: booking.lang ?? 'ja',
    })
    .where('booking_number', '=', booking.bookingNumber)
    .execute();
  await enqueueBookingMail(tx, booking.bookingNumber, 'booking_confirmed');
}

/**
 * The operator records the bank transfer of a booking: 入金待ち → 入金済み, and the mail. 404 BKE901
 * for an unknown number; 409 PYE801 when the booking is not awaiting a payment (paid already,
 * paid on site, cancelled).
 */
export async function markBookingPaid(
  db: Kysely<Database>,
  bookingNumber: string,
  actor: Actor,
): Promise<Static<typeof OperatorPaymentAnswer>> {
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .selectFrom('booking')
      .select(['booking_id', 'status', 'payment_status'])
      .where('booking_number', '=', bookingNumber)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new ApiFailure(404, 'BKE901', 'booking not found');
    if (row.status !== 'confirmed' || row.payment_status !== 'awaiting') {
      throw new ApiFailure(409, 'PYE801', 'the booking is not awaiting a payment');
    }
    const updated = await tx
      .updateTable('booking')
      .set({ payment_status: 'paid', paid_at: new Date(), paid_by: actor.userId })
      .where('booking_id', '=', row.booking_id)
      .returning(['payment_method', 'payment_status', 'payment_deadline', 'paid_at'])
      .executeTakeFirstOrThrow();
    await enqueueBookingMail(tx, bookingNumber, 'payment_received');
    const payment = paymentView(updated);
    await recordChange(tx, actor, {
      action: 'booking.payment',
      targetType: 'booking',
      targetId: bookingNumber,
      before: { status: 'awaiting' },
      after: payment,
    });
    return { bookingNumber, payment };
  });
}
