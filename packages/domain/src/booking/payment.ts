/**
 * How a booking is paid (issue 17): the methods tabiyori can honour, and the bank-transfer deadline.
 *
 * - 現地払い (onsite): the traveller pays the hotel, the activity's operator or the rental office on
 *   the day. Offered for yado, optional and rentacar: those suppliers collect the price themselves.
 * - 銀行振込 (bank_transfer): tours and dynamic packages are sold by the travel agency itself, so the
 *   traveller pays the agency's account before departure (旅行業約款: 旅行代金は旅行開始日の前日から
 *   起算して21日目に当たる日より前に). Status 入金待ち (awaiting) until an operator records the
 *   transfer (入金済み, paid); unpaid past the deadline, the booking is cancelled without charge.
 * - card and convenience_store: need a payment provider tabiyori does not have: never offered.
 *
 * Deadline of a bank transfer (Japan calendar days, until 23:59 JST of the day):
 *   the earlier of (booking day + 7) and (departure − 21: the last day before cancellation charges);
 *   when that leaves less than 2 days (a booking less than 23 days before departure), the earlier of
 *   (booking day + 2) and (departure − 1); never before the booking day.
 */
import { formatDateLong } from '../calendar/dateFormats';
import { addDays, japanToday } from '../calendar/japanTime';
import type { DisplayLang } from '../format/lang';
import type { BookingKind } from './cancellationPolicy';

export const PAYMENT_METHODS = ['onsite', 'bank_transfer', 'card', 'convenience_store'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The methods that can actually be used today (card and convenience store need a provider). */
export const HONOURED_PAYMENT_METHODS: readonly PaymentMethod[] = ['onsite', 'bank_transfer'];

/** awaiting = 入金待ち, paid = 入金済み, onsite = paid at the property / office on the day. */
export type PaymentStatus = 'awaiting' | 'paid' | 'onsite';

/** The one method a booking of `kind` is paid with. */
export function paymentMethodFor(kind: BookingKind): 'onsite' | 'bank_transfer' {
  return kind === 'tour' || kind === 'dp' ? 'bank_transfer' : 'onsite';
}

/** The payment status a new booking starts in. */
export function initialPaymentStatus(method: 'onsite' | 'bank_transfer'): PaymentStatus {
  return method === 'bank_transfer' ? 'awaiting' : 'onsite';
}

export const PAYMENT_DAYS_AFTER_BOOKING = 7;
export const PAYMENT_DAYS_BEFORE_DEPARTURE = 21;
export const PAYMENT_MIN_DAYS = 2;
/** A reminder goes out this many days before the deadline (once). */
export const PAYMENT_REMINDER_DAYS = 2;

const earlier = (a: string, b: string) => (a < b ? a : b);

/** The last day (YYYYMMDD, until 23:59 JST) to pay a bank transfer booked on `bookingDate`. */
export function bankTransferDeadline(bookingDate: string, departureDate: string): string {
  let deadline = earlier(
    addDays(bookingDate, PAYMENT_DAYS_AFTER_BOOKING),
    addDays(departureDate, -PAYMENT_DAYS_BEFORE_DEPARTURE),
  );
  if (deadline < addDays(bookingDate, PAYMENT_MIN_DAYS)) {
    deadline = earlier(addDays(bookingDate, PAYMENT_MIN_DAYS), addDays(departureDate, -1));
  }
  return deadline < bookingDate ? bookingDate : deadline;
}

/**
 * The deadline as the page and the mails say it: 「2026年11月29日(日) 23:59まで」 /
 * "Sun, Nov 29, 2026, 23:59 JST".
 */
export function paymentDeadlineText(deadline: string, lang: DisplayLang): string {
  const day = formatDateLong(deadline, lang);
  return lang === 'en' ? `${day}, 23:59 JST` : `${day} 23:59まで`;
}

/** Past the deadline day (Japan time): the unpaid booking is to be cancelled. */
export function isPaymentOverdue(deadline: string, now: Date | number): boolean {
  return japanToday(now) > deadline;
}

/** Within PAYMENT_REMINDER_DAYS of the deadline and not overdue: time for the reminder. */
export function isPaymentReminderDue(deadline: string, now: Date | number): boolean {
  const today = japanToday(now);
  return today <= deadline && addDays(today, PAYMENT_REMINDER_DAYS) >= deadline;
}
