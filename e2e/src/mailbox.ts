/**
 * Issue 17 in the journeys: a completed booking shows how it is paid, and its confirmation mail
 * arrives in the development mailbox (the stack's API runs the embedded SMTP server, no SMTP_URL):
 * exactly one mail whose subject names the booking number.
 */
import {
  bankTransferDeadline,
  DEMO_BANK_ACCOUNT,
  formatDateLong,
  formatPrice,
  japanToday,
  paxCategoryLabel,
} from '@tabiyori/domain';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { BookingQuote } from './bookable';
import { apiUrl } from './site';

type Lang = 'ja' | 'en';

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

/**
 * On the completion step, in the page's language: how the booking is paid; for a bank transfer also
 * 入金待ち, the deadline the domain gives a booking made today, and the account.
 */
export async function expectPaymentShown(
  page: Page,
  lang: Lang,
  method: 'bank_transfer' | 'onsite',
  startDate: string,
): Promise<void> {
  const details = ((await page.getByTestId('payment-details').textContent()) ?? '').replace(/\s+/g, ' ');
  const en = lang === 'en';
  if (method === 'onsite') {
    expect(details).toContain(en ? 'Pay on site' : '現地払い');
    expect(details).toContain(
      en ? 'Pay at the property or the desk on the day.' : '当日、施設・受付窓口でお支払いください。',
    );
    return;
  }
  const deadline = formatDateLong(bankTransferDeadline(japanToday(), startDate), lang);
  expect(details).toContain(en ? 'Bank transfer' : '銀行振込');
  expect(details).toContain(en ? 'Awaiting payment' : '入金待ち');
  expect(details).toContain(en ? `Pay by: ${deadline}, 23:59 JST` : `お支払い期限：${deadline} 23:59まで`);
  expect(details).toContain(DEMO_BANK_ACCOUNT.bank[lang]);
  expect(details).toContain(DEMO_BANK_ACCOUNT.accountNumber);
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

/** Exactly one mail about the booking arrives; answers it. */
export async function theMail(bookingNumber: string): Promise<MailboxMail> {
  await expect.poll(async () => (await mailsAbout(bookingNumber)).length, { timeout: 20_000 }).toBe(1);
  return (await mailsAbout(bookingNumber))[0]!;
}

/** What a booking's confirmation mail must say: what the traveller chose, as the quote priced it. */
export interface BookedFacts {
  lang: Lang;
  bookingNumber: string;
  quote: BookingQuote;
  /** The party as the mail words it: 「大人2名 / 1室」, "2 adults, 1 child". */
  party: string;
  /** Rows priced per car (a rental) rather than per traveller. */
  perCar?: boolean;
  payment: 'onsite' | 'bank_transfer';
  lead: { familyName: string; givenName: string };
}

/** 「2026年12月20日（日） – 2026年12月21日（月）」, or the one day of a day trip. */
function period({ startDate, endDate }: BookingQuote, lang: Lang): string {
  const start = formatDateLong(startDate, lang);
  return startDate === endDate ? start : `${start} – ${formatDateLong(endDate, lang)}`;
}

/** A price row's cells as the mail prints them: label, unit price, count, amount. */
function rowCells(row: BookingQuote['priceRows'][number], lang: Lang, perCar: boolean): string[] {
  const price = (n: number) => formatPrice(n, lang);
  const label = perCar ? row.label : paxCategoryLabel(row.category, lang);
  const count = perCar
    ? lang === 'en'
      ? `${row.count} car${row.count === 1 ? '' : 's'}`
      : `${row.count}台`
    : lang === 'en'
      ? String(row.count)
      : `${row.count}名`;
  return [label, price(row.unitPrice), count, price(row.amount)];
}

/** The bank transfer's deadline for a booking made today (domain rule) in the mail's words. */
function deadlineText(facts: BookedFacts): string {
  return formatDateLong(bankTransferDeadline(japanToday(), facts.quote.startDate), facts.lang);
}

/** The text part's lines that must be there, in the mail's language. */
function expectedLines(facts: BookedFacts): string[] {
  const { lang, bookingNumber, quote } = facts;
  const price = (n: number) => formatPrice(n, lang);
  const bank = (key: 'bank' | 'branch' | 'accountType') => DEMO_BANK_ACCOUNT[key][lang];
  const rows = quote.priceRows.map((r) => {
    const [label, unit, count, amount] = rowCells(r, lang, facts.perCar ?? false);
    return `${label}${lang === 'en' ? ': ' : '：'}${unit} × ${count} = ${amount}`;
  });
  if (lang === 'en')
    return [
      `Dear ${facts.lead.givenName} ${facts.lead.familyName},`,
      `Booking number: ${bookingNumber}`,
      `Product: ${quote.productName}`,
      `Dates: ${period(quote, lang)}`,
      `Party: ${facts.party}`,
      ...rows,
      `Total price: ${price(quote.total)}`,
      `Amount: ${price(quote.total)} (tax included)`,
      ...(facts.payment === 'bank_transfer'
        ? [
            'Payment: bank transfer',
            `Pay by: ${deadlineText(facts)}, 23:59 JST`,
            `Account: ${bank('bank')}, ${bank('branch')}, ${bank('accountType')} ${DEMO_BANK_ACCOUNT.accountNumber}`,
            `Account holder: ${DEMO_BANK_ACCOUNT.holder}`,
          ]
        : ['Payment: on site (pay at the property or the desk on the day)']),
    ];
  return [
    `${facts.lead.familyName} ${facts.lead.givenName} 様`,
    `予約番号：${bookingNumber}`,
    `商品：${quote.productName}`,
    `日程：${period(quote, lang)}`,
    `人数：${facts.party}`,
    ...rows,
    `旅行代金合計：${price(quote.total)}`,
    `お支払い金額：${price(quote.total)}（税込）`,
    ...(facts.payment === 'bank_transfer'
      ? [
          '【お支払い方法】銀行振込',
          `お支払い期限：${deadlineText(facts)} 23:59まで`,
          `振込先：${bank('bank')} ${bank('branch')} ${bank('accountType')} ${DEMO_BANK_ACCOUNT.accountNumber}`,
          `口座名義：${DEMO_BANK_ACCOUNT.holder}`,
        ]
      : ['【お支払い方法】現地払い（当日、施設・受付窓口でお支払いください）']),
  ];
}

/**
 * The confirmation mail of a booking: its subject, and in its text part every fact of `facts` on its
 * own line; then its HTML part opened in the browser (`page`): the same facts as table rows (header
 * cell, then values) and how to pay. An English mail has no word of the Japanese templates.
 */
export async function expectBookingMail(page: Page, mail: MailboxMail, facts: BookedFacts): Promise<void> {
  const { lang, bookingNumber, quote } = facts;
  expect(mail.subject).toBe(
    lang === 'en'
      ? `[tabiyori] Your booking is confirmed (${bookingNumber})`
      : `【tabiyori】ご予約を承りました（予約番号 ${bookingNumber}）`,
  );
  const lines = mail.text.split('\n');
  for (const line of expectedLines(facts)) expect(lines, mail.text).toContain(line);
  expect(mail.text).toContain(`${lang === 'en' ? '/en' : ''}/mypage/bookings/${bookingNumber}`);
  if (lang === 'en') {
    for (const word of ['様', '円', '予約', 'お支払い', '振込', '人数']) {
      expect(mail.text).not.toContain(word);
      expect(mail.html).not.toContain(word);
    }
  }

  expect(mail.html).not.toBe('');
  await page.setContent(mail.html, { waitUntil: 'load' });
  expect(await page.locator('html').getAttribute('lang')).toBe(lang);
  const rows = (await page.locator('tr').allInnerTexts()).map((r) => r.replace(/\s+/g, ' ').trim());
  const row = (...cells: string[]) => cells.join(' ').replace(/\s+/g, ' ');
  const en = lang === 'en';
  const price = (n: number) => formatPrice(n, lang);
  expect(rows).toContain(row(en ? 'Booking number' : '予約番号', bookingNumber));
  expect(rows).toContain(row(en ? 'Product' : '商品', quote.productName));
  expect(rows).toContain(row(en ? 'Dates' : '日程', period(quote, lang)));
  expect(rows).toContain(row(en ? 'Party' : '人数', facts.party));
  for (const r of quote.priceRows) expect(rows).toContain(row(...rowCells(r, lang, facts.perCar ?? false)));
  expect(rows).toContain(row(en ? 'Total price' : '旅行代金合計', price(quote.total)));
  const body = (await page.locator('body').innerText()).replace(/\s+/g, ' ');
  if (facts.payment === 'bank_transfer') {
    expect(body).toContain(en ? 'Payment: bank transfer' : 'お支払い方法：銀行振込');
    expect(body).toContain(
      en ? `Pay by: ${deadlineText(facts)}, 23:59 JST` : `お支払い期限：${deadlineText(facts)} 23:59まで`,
    );
    const bank = DEMO_BANK_ACCOUNT;
    expect(rows).toContain(
      row(
        en ? 'Bank' : '振込先',
        en ? `${bank.bank.en}, ${bank.branch.en}` : `${bank.bank.ja} ${bank.branch.ja}`,
      ),
    );
    expect(rows).toContain(row(en ? 'Account' : '口座', bank.accountType[lang], bank.accountNumber));
    expect(rows).toContain(row(en ? 'Account holder' : '口座名義', bank.holder));
  } else {
    expect(body).toContain(en ? 'Payment: on site' : 'お支払い方法：現地払い');
  }
}
