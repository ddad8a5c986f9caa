/**
 * Payment methods behind one interface (issue 17). A method says whether tabiyori can honour it
 * and, when a booking is made with it, the payment status and deadline it starts with. The domain
 * (booking/payment.ts) holds the rules; a provider for card or convenience-store payment would be
 * one more implementation here.
 */
import {
  bankTransferDeadline,
  initialPaymentStatus,
  paymentMethodFor,
  type BookingKind,
  type PaymentMethod,
  type PaymentStatus,
} from '@tabiyori/domain';

export interface PaymentStart {
  method: 'onsite' | 'bank_transfer';
  status: PaymentStatus;
  /** YYYYMMDD, until 23:59 JST; null when nothing is due before the day. */
  deadline: string | null;
}

export interface PaymentMethodProvider {
  readonly method: PaymentMethod;
  /** false: no provider behind it; never shown as a choice, never used for a booking. */
  readonly offered: boolean;
  start(bookingDate: string, departureDate: string): PaymentStart;
}

const onsite: PaymentMethodProvider = {
  method: 'onsite',
  offered: true,
  start: () => ({ method: 'onsite', status: initialPaymentStatus('onsite'), deadline: null }),
};

const bankTransfer: PaymentMethodProvider = {
  method: 'bank_transfer',
  offered: true,
  start: (bookingDate, departureDate) => ({
    method: 'bank_transfer',
    status: initialPaymentStatus('bank_transfer'),
    deadline: bankTransferDeadline(bookingDate, departureDate),
  }),
};

/** Card and convenience-store payment need a payment provider tabiyori does not have. */
function notOffered(method: PaymentMethod): PaymentMethodProvider {
  return {
    method,
    offered: false,
    start: () => {
      throw new Error(`payment method ${method} is not offered`);
    },
  };
}

export const PAYMENT_PROVIDERS: Record<PaymentMethod, PaymentMethodProvider> = {
  onsite,
  bank_transfer: bankTransfer,
  card: notOffered('card'),
  convenience_store: notOffered('convenience_store'),
};

/** How a booking of `kind` made on `bookingDate` for `departureDate` starts its payment. */
export function startPayment(kind: BookingKind, bookingDate: string, departureDate: string): PaymentStart {
  return PAYMENT_PROVIDERS[paymentMethodFor(kind)].start(bookingDate, departureDate);
}
