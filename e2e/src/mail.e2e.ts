/**
 * Issue 17 item 2 in a real browser, with the real embedded SMTP server: a member books a tour
 * (the tour and day are ones the API quotes for two adults: chosen by stock, never "the first on
 * today+N") and its confirmation mail arrives in the development mailbox with the tour's name,
 * dates, party, every price row, the amount, the booking number and the bank transfer (deadline,
 * account), in its text part AND its HTML part (the HTML part is opened in the browser: the rows
 * are table rows, and what the traveller typed is text, never markup). A booking made on the
 * English site (/en, an English browser, on a phone) sends the mail in English. The other product
 * kinds: bookingMails.e2e.ts.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookOnPage, LEAD_NAMES } from './checkout';
import { expectBookingMail, expectPaymentShown, theMail } from './mailbox';
import { bookableTour, type BookableTour } from './bookable';
import { logInBrowser, signUpMember, type Member } from './members';
import { openSession, type Session } from './site';

type Lang = 'ja' | 'en';

/** Books the tour in the browser (two adults, no coupon) and answers the booking number. */
async function bookTour(page: Page, lang: Lang, tour: BookableTour, givenName?: string): Promise<string> {
  const prefix = lang === 'en' ? '/en' : '';
  await page.goto(
    `${prefix}/booking/tour/${tour.tourId}?goDate=${tour.date}&isNoDate=0&adultPax=2&paxPerRoom=2`,
    { waitUntil: 'networkidle' },
  );
  await expect
    .poll(() => page.locator('main').textContent(), { timeout: 15_000 })
    .toContain(tour.quote.productName);
  const number = await bookOnPage(page, lang, givenName);
  await expectPaymentShown(page, lang, 'bank_transfer', tour.quote.startDate);
  return number;
}

const PARTY = { ja: '大人2名 / 1室', en: '2 adults / 1 room' } as const;

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

    it('a tour booking sends one mail with the tour, dates, party, price rows, number and transfer, text and HTML', async () => {
      const tour = await bookableTour(member, 'ja', used);
      used.push(tour.tourId);
      const givenName = '花子<img src=x onerror=alert(1)>';
      const number = await bookTour(s.page, 'ja', tour, givenName);
      const mail = await theMail(number);
      expect(mail.to).toEqual([member.email]);
      expect(mail.html).toContain('花子&lt;img src');
      expect(mail.html).not.toContain('<img');
      await expectBookingMail(s.page, mail, {
        lang: 'ja',
        bookingNumber: number,
        quote: tour.quote,
        party: PARTY.ja,
        payment: 'bank_transfer',
        lead: { familyName: LEAD_NAMES.ja.familyName, givenName },
      });
      // The name typed with markup in it is shown as typed, and no element came of it.
      expect(await s.page.locator('body').innerText()).toContain(givenName);
      expect(await s.page.locator('body img, body script:not([src])').count()).toBe(0);
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
      const number = await bookTour(s.page, 'en', tour);
      const mail = await theMail(number);
      expect(mail.to).toEqual([member.email]);
      await expectBookingMail(s.page, mail, {
        lang: 'en',
        bookingNumber: number,
        quote: tour.quote,
        party: PARTY.en,
        payment: 'bank_transfer',
        lead: LEAD_NAMES.en,
      });
    });
  });
});
