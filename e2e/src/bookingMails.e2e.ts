/**
 * Issue 17's proof for every product kind but the tour (mail.e2e.ts): from the product's own page to
 * the confirmation mail in the development mailbox (the stack's embedded SMTP server), in Japanese at
 * 1280 px and on the English site at 390 px. A member opens a hotel's plans, a JR + hotel package's
 * plans, an activity and a rental car (each chosen by asking the API for stock, never "the first on
 * today+N"), follows the page's booking link, goes through the booking steps as a traveller, sees how
 * and by when to pay on the completion page, and then exactly one mail arrives, in the booking's
 * language, naming the product (in that language), the dates, the party, every price row, the total,
 * the booking number and the payment: pay at the property for a stay, an activity and a car; for the
 * package a bank transfer with its deadline and the account. Its text part and its HTML part (opened
 * in the browser) both say so.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookableCar, bookableOptional, bookableHotelPlan, type BookableProduct } from './bookable';
import { bookOnPage, LEAD_NAMES } from './checkout';
import { expectBookingMail, expectPaymentShown, theMail } from './mailbox';
import { logInBrowser, signUpMember, type Member } from './members';
import { openSession, type Session } from './site';

type Lang = 'ja' | 'en';

/** The product page's booking link, by kind and language. */
const BOOK_LINK = {
  ja: {
    yado: 'このプランを予約する',
    dp: 'JR往復＋宿泊で予約する',
    optional: '予約へ進む',
    rentacar: '予約へ進む',
  },
  en: {
    yado: 'Book this plan',
    dp: 'Book JR round trip + stay',
    optional: 'Continue to booking',
    rentacar: 'Continue to booking',
  },
} as const;

/** The party each journey books, as the mail words it. */
const PARTY = {
  ja: { room: '大人2名 / 1室', family: '大人2名・子供1名', adults: '大人2名' },
  en: { room: '2 adults / 1 room', family: '2 adults, 1 child', adults: '2 adults' },
} as const;

/** Kana and kanji: what an English product name must not fall back to. */
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

/** Opens the product's page, follows its booking link (a plan's own, for hotels) and books it. */
async function bookFromProductPage(page: Page, lang: Lang, product: BookableProduct & { planId?: string }) {
  const prefix = lang === 'en' ? '/en' : '';
  await page.goto(`${prefix}${product.productPath}`, { waitUntil: 'networkidle' });
  const scope = product.planId
    ? page.locator(`article[aria-labelledby="plan-${product.planId}"]`)
    : page.locator('main');
  await Promise.all([
    page.waitForURL(new RegExp(`/booking/${product.kind === 'yado' ? 'hotel' : product.kind}/`)),
    scope.getByRole('link', { name: BOOK_LINK[lang][product.kind] }).click(),
  ]);
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() => page.locator('main').textContent(), { timeout: 15_000 })
    .toContain(product.quote.productName);
  return bookOnPage(page, lang);
}

describe.each([
  ['ja', 1280],
  ['en', 390],
] as const)('from the product page to the mailbox (issue 17), %s at %i px', (lang, width) => {
  let s: Session;
  let member: Member;

  beforeAll(async () => {
    member = await signUpMember(`mails-${lang}`);
    s = await openSession(width, lang === 'en' ? 'en-US' : 'ja-JP');
    await logInBrowser(s, member.email, lang === 'en' ? '/en' : '');
  });
  afterAll(async () => {
    await s?.close();
  });

  async function bookAndReadMail(
    product: BookableProduct & { planId?: string },
    party: string,
    payment: 'onsite' | 'bank_transfer',
  ) {
    if (lang === 'en') expect(product.quote.productName).not.toMatch(JAPANESE);
    const bookingNumber = await bookFromProductPage(s.page, lang, product);
    await expectPaymentShown(s.page, lang, payment, product.quote.startDate);
    const mail = await theMail(bookingNumber);
    expect(mail.to).toEqual([member.email]);
    await expectBookingMail(s.page, mail, {
      lang,
      bookingNumber,
      quote: product.quote,
      party,
      perCar: product.kind === 'rentacar',
      payment,
      lead: LEAD_NAMES[lang],
    });
  }

  it('a hotel stay: paid at the property', async () => {
    await bookAndReadMail(await bookableHotelPlan(member, lang, false), PARTY[lang].room, 'onsite');
  });

  it('a JR + hotel package: a bank transfer with its deadline and the account', async () => {
    await bookAndReadMail(await bookableHotelPlan(member, lang, true), PARTY[lang].room, 'bank_transfer');
  });

  it('an activity for two adults and a child: paid on the day', async () => {
    await bookAndReadMail(await bookableOptional(member, lang), PARTY[lang].family, 'onsite');
  });

  it('a rental car: paid at the rental office', async () => {
    await bookAndReadMail(await bookableCar(member, lang), PARTY[lang].adults, 'onsite');
  });
});
