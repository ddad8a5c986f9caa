/**
 * Issue 17 in the journeys: a completed booking shows how it is paid, and its confirmation mail
 * arrives in the development mailbox (the stack's API runs the embedded SMTP server, no SMTP_URL):
 * exactly one mail whose subject names the booking number.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiUrl } from './site';

export interface MailboxMail {
  subject: string;
  text: string;
  html: string;
  to: string[];
  messageId: string;
}

/** The mails the stack's development mailbox holds about `bookingNumber`. */
export async function mailsAbout(bookingNumber: string): Promise<MailboxMail[]> {
  const res = await fetch(`${apiUrl()}/dev/mailbox`);
  expect(res.status).toBe(200);
  const { mails } = (await res.json()) as { mails: MailboxMail[] };
  return mails.filter((m) => m.subject.includes(bookingNumber));
}

/**
 * On the completion step: the payment method (銀行振込 with its deadline and account, or 現地払い),
 * then exactly one confirmation mail with the same method. Answers the mail.
 */
export async function expectPaymentAndMail(
  page: Page,
  bookingNumber: string,
  method: 'bank_transfer' | 'onsite',
): Promise<MailboxMail> {
  const details = (await page.getByTestId('payment-details').textContent()) ?? '';
  if (method === 'bank_transfer') {
    expect(details).toContain('銀行振込');
    expect(details).toContain('入金待ち');
    expect(details).toContain('お支払い期限');
    expect(details).toContain('デモ銀行');
  } else {
    expect(details).toContain('現地払い');
  }
  await expect.poll(async () => (await mailsAbout(bookingNumber)).length, { timeout: 20_000 }).toBe(1);
  const [mail] = await mailsAbout(bookingNumber);
  expect(mail!.subject).toBe(`【tabiyori】ご予約を承りました（予約番号 ${bookingNumber}）`);
  expect(mail!.text).toContain(method === 'bank_transfer' ? '銀行振込' : '現地払い');
  return mail!;
}

/** The mails the stack's development mailbox holds for an address (oldest first). */
export async function mailsTo(address: string): Promise<MailboxMail[]> {
  const res = await fetch(`${apiUrl()}/dev/mailbox`);
  expect(res.status).toBe(200);
  const { mails } = (await res.json()) as { mails: MailboxMail[] };
  return mails.filter((m) => m.to.some((to) => to.toLowerCase().includes(address.toLowerCase())));
}

/**
 * Waits for the `count`-th mail to an address whose subject contains `subject`, and answers the
 * site path (with its query) of the first link in its text that goes to `page`.
 */
export async function linkInMail(address: string, subject: string, page: string, count = 1): Promise<string> {
  const matching = async () => (await mailsTo(address)).filter((m) => m.subject.includes(subject));
  await expect.poll(async () => (await matching()).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
  const mail = (await matching())[count - 1]!;
  const url = mail.text.match(/https?:\/\/\S+/g)?.find((u) => new URL(u).pathname.endsWith(page));
  expect(url, mail.text).toBeDefined();
  const { pathname, search } = new URL(url!);
  return `${pathname}${search}`;
}
