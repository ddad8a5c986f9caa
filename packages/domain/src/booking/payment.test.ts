/** Issue 17: the bank-transfer deadline and the payment method of each product kind. */
import { describe, expect, it } from 'vitest';
import {
  bankTransferDeadline,
  initialPaymentStatus,
  isPaymentOverdue,
  isPaymentReminderDue,
  paymentDeadlineText,
  paymentMethodFor,
} from './payment';

describe('payment method by product kind', () => {
  it('tours and dynamic packages are paid by bank transfer, the rest on site', () => {
    expect(paymentMethodFor('tour')).toBe('bank_transfer');
    expect(paymentMethodFor('dp')).toBe('bank_transfer');
    expect(paymentMethodFor('yado')).toBe('onsite');
    expect(paymentMethodFor('optional')).toBe('onsite');
    expect(paymentMethodFor('rentacar')).toBe('onsite');
    expect(initialPaymentStatus('bank_transfer')).toBe('awaiting');
    expect(initialPaymentStatus('onsite')).toBe('onsite');
  });
});

describe('bankTransferDeadline', () => {
  it('is 7 days after booking when departure is far', () => {
    expect(bankTransferDeadline('20261201', '20270301')).toBe('20261208');
  });
  it('is 21 days before departure when that comes first', () => {
    expect(bankTransferDeadline('20261201', '20261225')).toBe('20261204');
  });
  it('gives at least 2 days, at the latest the day before departure, for late bookings', () => {
    expect(bankTransferDeadline('20261201', '20261220')).toBe('20261203');
    expect(bankTransferDeadline('20261201', '20261203')).toBe('20261202');
    expect(bankTransferDeadline('20261201', '20261202')).toBe('20261201');
  });
  it('crosses month and year ends on the calendar', () => {
    expect(bankTransferDeadline('20261228', '20270601')).toBe('20270104');
  });
});

describe('overdue and reminder', () => {
  // 2026-12-08 23:59 JST = 14:59 UTC; 2026-12-09 00:00 JST = 2026-12-08 15:00 UTC
  it('is overdue from the day after the deadline, Japan time', () => {
    expect(isPaymentOverdue('20261208', Date.UTC(2026, 11, 8, 14, 59))).toBe(false);
    expect(isPaymentOverdue('20261208', Date.UTC(2026, 11, 8, 15, 0))).toBe(true);
  });
  it('reminds within 2 days of the deadline, not earlier and not once overdue', () => {
    expect(isPaymentReminderDue('20261208', Date.UTC(2026, 11, 5, 3))).toBe(false);
    expect(isPaymentReminderDue('20261208', Date.UTC(2026, 11, 6, 3))).toBe(true);
    expect(isPaymentReminderDue('20261208', Date.UTC(2026, 11, 8, 3))).toBe(true);
    expect(isPaymentReminderDue('20261208', Date.UTC(2026, 11, 9, 3))).toBe(false);
  });
});

describe('the payment deadline as it is said', () => {
  it('is the day until 23:59, written alike on the page and in the mails', () => {
    expect(paymentDeadlineText('20261129', 'ja')).toBe('2026年11月29日(日) 23:59まで');
    expect(paymentDeadlineText('20261129', 'en')).toBe('Sun, Nov 29, 2026, 23:59 JST');
  });
});
