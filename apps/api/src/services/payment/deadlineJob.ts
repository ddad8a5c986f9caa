/**
 * The payment-deadline job (issue 17), run by every API process on a timer (jobs.ts) and safe to
 * run on many at once:
 * - a reminder to every booking awaiting a bank transfer whose deadline is near (domain
 *   isPaymentReminderDue), once per booking (the outbox's dedupe key);
 * - every booking still awaiting a payment past its deadline (domain isPaymentOverdue) is cancelled
 *   without charge: its stock and coupon are given back and the traveller is told, in one
 *   transaction per booking that locks the row FOR UPDATE SKIP LOCKED and re-checks its state, so
 *   two processes never cancel one booking twice.
 */
import {
  addDays,
  isPaymentOverdue,
  isPaymentReminderDue,
  japanToday,
  PAYMENT_REMINDER_DAYS,
} from '@tabiyori/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { releaseBookingHolds } from '../booking/bookings';
import { enqueueBookingMail } from './bookingMails';

const sqlDay = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;
const wireDay = (day: string) => day.replaceAll('-', '');

export interface DeadlineRun {
  reminded: string[];
  cancelled: string[];
}

/** Cancels one overdue booking unless another process holds it or it changed; true when done. */
async function cancelOverdue(db: Kysely<Database>, bookingNumber: string, now: number): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .selectFrom('booking')
      .select([
        'booking_id',
        'booking_number',
        'coupon_code',
        'user_coupon_key',
        'status',
        'payment_status',
        'payment_deadline',
      ])
      .where('booking_number', '=', bookingNumber)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!row || row.status !== 'confirmed' || row.payment_status !== 'awaiting') return false;
    if (row.payment_deadline === null || !isPaymentOverdue(wireDay(row.payment_deadline), now)) return false;
    await releaseBookingHolds(tx, row);
    await tx
      .updateTable('booking')
      .set({
        status: 'cancelled',
        cancelled_at: new Date(now),
        cancellation_charge: 0,
        cancel_reason: 'payment_deadline',
      })
      .where('booking_id', '=', row.booking_id)
      .execute();
    await enqueueBookingMail(tx, bookingNumber, 'payment_deadline_cancelled');
    return true;
  });
}

/** One sweep: reminders, then cancellations. Answers the booking numbers it acted on. */
export async function runPaymentDeadlines(db: Kysely<Database>, now = Date.now()): Promise<DeadlineRun> {
  const today = japanToday(now);
  const due = await db
    .selectFrom('booking')
    .select(['booking_number', 'payment_deadline'])
    .where('status', '=', 'confirmed')
    .where('payment_status', '=', 'awaiting')
    .where('payment_deadline', '<=', sqlDay(addDays(today, PAYMENT_REMINDER_DAYS)))
    .orderBy('payment_deadline')
    .limit(500)
    .execute();
  const run: DeadlineRun = { reminded: [], cancelled: [] };
  for (const { booking_number: number, payment_deadline: deadline } of due) {
    if (deadline === null) continue;
    if (isPaymentOverdue(wireDay(deadline), now)) {
      if (await cancelOverdue(db, number, now)) run.cancelled.push(number);
    } else if (isPaymentReminderDue(wireDay(deadline), now)) {
      if (await enqueueBookingMail(db, number, 'payment_reminder')) run.reminded.push(number);
    }
  }
  return run;
}
