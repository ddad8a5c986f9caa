/**
 * The change mail of a booking (issue 17 item 2), rendered from its templates in ja and en, text and
 * HTML: the change lines, the amount before the change (only when it differs), the booking as it now
 * is and how to pay. services/payment/bookingMails.ts enqueueBookingChangedMail queues it.
 */
import { describe, expect, it } from 'vitest';
import { renderMail } from './templates';
import { mailView, type BookingMailData } from './views';

const booking: BookingMailData = {
  bookingNumber: 'TB2611220001',
  productName: '箱根 湯本温泉 2日間',
  kind: 'tour',
  startDate: '20261220',
  endDate: '20261221',
  paidTotal: 64000,
  leadName: '旅 日和',
  paymentMethod: 'bank_transfer',
  paymentDeadline: '20261129',
  cancellationCharge: null,
};

describe('booking_changed mail', () => {
  it('lists the changes and the amount before, then the booking now (ja)', () => {
    const data = {
      ...booking,
      changes: ['人数：大人2名 → 大人3名', '出発日：12月13日 → 12月20日'],
      previousTotal: 42000,
    };
    const mail = renderMail('booking_changed', 'ja', mailView({ ...data }, 'ja', 'http://web.test'));
    expect(mail.subject).toBe('【tabiyori】ご予約の変更を承りました（予約番号 TB2611220001）');
    expect(mail.text).toContain('・人数：大人2名 → 大人3名\n・出発日：12月13日 → 12月20日');
    expect(mail.text).toContain('変更前のお支払い金額：42,000円（税込）');
    expect(mail.text).toContain('64,000円');
    expect(mail.text).toContain('銀行振込');
    expect(mail.text).toContain('http://web.test/mypage/bookings/TB2611220001');
    expect(mail.html).toContain('<li>人数：大人2名 → 大人3名</li>');
  });

  it('leaves out the amount before when the total did not change; escapes HTML (en)', () => {
    const data = { ...booking, changes: ['Lead traveller: <Ann>'], previousTotal: 64000 };
    const mail = renderMail('booking_changed', 'en', mailView({ ...data }, 'en', 'http://web.test'));
    expect(mail.subject).toBe('[tabiyori] Your booking has been changed (TB2611220001)');
    expect(mail.text).not.toContain('Amount before the change');
    expect(mail.text).toContain('- Lead traveller: <Ann>');
    expect(mail.html).toContain('Lead traveller: &lt;Ann&gt;');
    expect(mail.text).toContain('http://web.test/en/mypage/bookings/TB2611220001');
  });
});
