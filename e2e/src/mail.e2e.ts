/**
 * Issue 17 item 2 in a real browser, with the real embedded SMTP server: a member books a tour
 * (the tour and day are ones the API quotes for two adults: chosen by stock, never "the first on
 * today+N") and its confirmation mail arrives in the development mailbox with the tour's name,
 * dates, party, every price row, the amount and the booking number, in its text part AND its HTML
 * part (the HTML part is opened in the browser: the rows are table rows, and what the traveller
 * typed is text, never markup). A booking made on the English site (/en, an English browser, on a
 * phone) sends the mail in English.
 */
import { formatDateLong, formatPrice, paxCategoryLabel } from '@tabiyori/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearCoupons } from './checkout';
import { mailsAbout, type MailboxMail } from './mailbox';
import { bookableTour, type BookableTour, type TourQuote } from './bookable';
import { logInBrowser, signUpMember, type Member } from './members';
import { openSession, type Session } from './site';

type Quote = TourQuote;
type Lang = 'ja' | 'en';

/** Books the tour in the browser (two adults, no coupon) and answers the booking number. */
async function bookTour(page: Page, lang: Lang, tour: BookableTour, leadGivenName: string): Promise<string> {
  const prefix = lang === 'en' ? '/en' : '';
  const words =
    lang === 'en'
      ? { next: 'Continue to your details', confirm: 'Review your booking', submit: 'Confirm booking' }
      : { next: 'お客様情報の入力へ進む', confirm: '入力内容を確認する', submit: '予約を確定する' };
  await page.goto(
    `${prefix}/booking/tour/${tour.tourId}?goDate=${tour.date}&isNoDate=0&adultPax=2&paxPerRoom=2`,
    {
      waitUntil: 'networkidle',
    },
  );
  await expect
    .poll(() => page.locator('main').textContent(), { timeout: 15_000 })
    .toContain(tour.quote.productName);
  await page.getByRole('button', { name: words.next }).click();
  await page.fill('#traveller-lead-givenName', leadGivenName);
  await page.fill('#traveller-lead-phone', '090-1234-5678');
  // The companion as each visitor types them: katakana in Japanese, Latin letters in English.
  await page.fill('#traveller-guests-0-familyNameKana', lang === 'en' ? 'Tabino' : 'タビノ');
  await page.fill('#traveller-guests-0-givenNameKana', lang === 'en' ? 'Taro' : 'タロウ');
  await page.selectOption('#traveller-guests-0-gender', 'male');
  await page.fill('#traveller-guests-0-age', '45');
  await page.getByRole('button', { name: words.confirm }).click();
  await expect
    .poll(() => page.locator('#booking-step-heading').textContent(), { timeout: 15_000 })
    .toBe(lang === 'en' ? 'Review your booking' : 'ご予約内容の確認');
  await clearCoupons(page);
  await page.check('#booking-agree');
  await page.getByRole('button', { name: words.submit }).click();
  await expect
    .poll(() => page.getByTestId('booking-number').textContent(), { timeout: 20_000 })
    .toMatch(/^TB\d{10}$/);
  return (await page.getByTestId('booking-number').textContent()) ?? '';
}

/** Exactly one mail about the booking arrives; answers it. */
async function theMail(bookingNumber: string): Promise<MailboxMail> {
  await expect.poll(async () => (await mailsAbout(bookingNumber)).length, { timeout: 20_000 }).toBe(1);
  return (await mailsAbout(bookingNumber))[0]!;
}

/** 「2026年12月20日（日） – 2026年12月21日（月）」, or the one day of a day trip. */
function period(quote: Quote, lang: Lang): string {
  const start = formatDateLong(quote.startDate, lang);
  return quote.startDate === quote.endDate ? start : `${start} – ${formatDateLong(quote.endDate, lang)}`;
}

/** What the mail must say of the booking, in its language: one text per line of the text part. */
function expectedLines(lang: Lang, bookingNumber: string, quote: Quote): string[] {
  const price = (n: number) => formatPrice(n, lang);
  const rows = quote.priceRows.map((r) => {
    const label = paxCategoryLabel(r.category, lang);
    return lang === 'en'
      ? `${label}: ${price(r.unitPrice)} × ${r.count} = ${price(r.amount)}`
      : `${label}：${price(r.unitPrice)} × ${r.count}名 = ${price(r.amount)}`;
  });
  return lang === 'en'
    ? [
        `Booking number: ${bookingNumber}`,
        `Product: ${quote.productName}`,
        `Dates: ${period(quote, lang)}`,
        'Party: 2 adults / 2 guests · 1 room',
        ...rows,
        `Total price: ${price(quote.total)}`,
        `Amount: ${price(quote.total)} (tax included)`,
      ]
    : [
        `予約番号：${bookingNumber}`,
        `商品：${quote.productName}`,
        `日程：${period(quote, lang)}`,
        '人数：大人2名 / 2名・1室',
        ...rows,
        `旅行代金合計：${price(quote.total)}`,
        `お支払い金額：${price(quote.total)}（税込）`,
      ];
}

/**
 * The HTML part, opened in the browser: the same facts as table rows (header cell, then values),
 * and the lead's name printed as text (an element typed into it never becomes one).
 */
async function expectHtmlPart(
  page: Page,
  mail: MailboxMail,
  lang: Lang,
  bookingNumber: string,
  quote: Quote,
  leadGivenName: string,
) {
  expect(mail.html).not.toBe('');
  await page.setContent(mail.html, { waitUntil: 'load' });
  expect(await page.locator('html').getAttribute('lang')).toBe(lang);
  const rows = (await page.locator('tr').allInnerTexts()).map((r) => r.replace(/\s+/g, ' ').trim());
  const price = (n: number) => formatPrice(n, lang);
  const row = (...cells: string[]) => cells.join(' ');
  expect(rows).toContain(row(lang === 'en' ? 'Booking number' : '予約番号', bookingNumber));
  expect(rows).toContain(row(lang === 'en' ? 'Product' : '商品', quote.productName.replace(/\s+/g, ' ')));
  expect(rows).toContain(row(lang === 'en' ? 'Dates' : '日程', period(quote, lang)));
  expect(rows).toContain(
    row(
      lang === 'en' ? 'Party' : '人数',
      lang === 'en' ? '2 adults / 2 guests · 1 room' : '大人2名 / 2名・1室',
    ),
  );
  for (const r of quote.priceRows) {
    const count = lang === 'en' ? String(r.count) : `${r.count}名`;
    expect(rows).toContain(
      row(paxCategoryLabel(r.category, lang), price(r.unitPrice), count, price(r.amount)),
    );
  }
  expect(rows).toContain(row(lang === 'en' ? 'Total price' : '旅行代金合計', price(quote.total)));
  // The name typed with markup in it is shown as typed, and no element came of it.
  expect(await page.locator('body').innerText()).toContain(leadGivenName);
  expect(await page.locator('body img, body script:not([src])').count()).toBe(0);
}

describe('booking confirmation mail (issue 17)', () => {
  const used: string[] = [];

  describe('in Japanese', () => {
    let s: Session;
    let member: Member;
    beforeAll(async () => {
      member = await signUpMember('mail-ja');
      s = await openSession(1280);
      await logInBrowser(s, member.email);
    });
    afterAll(async () => {
      await s?.close();
    });

    it('a tour booking sends one mail with the tour, dates, party, price rows and number, text and HTML', async () => {
      const tour = await bookableTour(member, 'ja', used);
      used.push(tour.tourId);
      const givenName = '花子<img src=x onerror=alert(1)>';
      const number = await bookTour(s.page, 'ja', tour, givenName);
      const mail = await theMail(number);
      expect(mail.subject).toBe(`【tabiyori】ご予約を承りました（予約番号 ${number}）`);
      expect(mail.to).toEqual([member.email]);
      const lines = mail.text.split('\n');
      for (const line of expectedLines('ja', number, tour.quote)) expect(lines, mail.text).toContain(line);
      expect(mail.text).toContain(`旅野 ${givenName} 様`);
      expect(mail.text).toContain('銀行振込');
      expect(mail.html).toContain('花子&lt;img src');
      expect(mail.html).not.toContain('<img');
      await expectHtmlPart(s.page, mail, 'ja', number, tour.quote, givenName);
    });
  });

  describe('in English', () => {
    let s: Session;
    let member: Member;
    beforeAll(async () => {
      member = await signUpMember('mail-en');
      s = await openSession(390, 'en-US');
      await logInBrowser(s, member.email, '/en');
    });
    afterAll(async () => {
      await s?.close();
    });

    it('a booking made on the English site sends its mail in English, text and HTML', async () => {
      const tour = await bookableTour(member, 'en', used);
      used.push(tour.tourId);
      const number = await bookTour(s.page, 'en', tour, 'Hanako');
      const mail = await theMail(number);
      expect(mail.subject).toBe(`[tabiyori] Your booking is confirmed (${number})`);
      expect(mail.text).toContain('Dear Hanako 旅野,');
      const lines = mail.text.split('\n');
      for (const line of expectedLines('en', number, tour.quote)) expect(lines, mail.text).toContain(line);
      expect(mail.text).toContain('Payment: bank transfer');
      expect(mail.text).toContain(`/en/mypage/bookings/${number}`);
      // Nothing of the Japanese templates: only the product's own name and the account holder stay Japanese.
      for (const word of ['様', '円', '予約', 'お支払い', '振込', '人数']) {
        expect(mail.text).not.toContain(word);
        expect(mail.html).not.toContain(word);
      }
      await expectHtmlPart(s.page, mail, 'en', number, tour.quote, 'Hanako');
    });
  });
});
