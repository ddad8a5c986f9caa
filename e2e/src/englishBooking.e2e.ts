/**
 * Issue 18 item 6 in a real browser: an English visitor books on /en with the names typed in Latin
 * letters as in the passport, at 1280 px (a hotel stay for two adults and a 5-year-old not yet at
 * school) and at 390 px (a tour for two adults, the companion named in Latin letters too). The
 * member's profile holds a Japanese name: the travellers step asks its katakana reading only while a
 * name is in Japanese, and not once the names are typed in Latin letters. Through the flow, the
 * completion page, My page and the booking's detail the product is named in English, and every
 * passenger category reads in the one wording of the domain (Adult, Infant; "2 adults, 1 infant";
 * never "Adult 1" or "(adult)"). The booking keeps the Latin names as the name and its reading.
 * axe on every new state (each step, the errors shown, completion, My page, the detail).
 * Then a visitor signs up on /en with a name in Latin letters and no katakana reading (at 390 px),
 * finds the name on My page (a reading not registered), edits it there (a name in Japanese asks its
 * reading again), and books a stay whose travellers step is prefilled with the Latin name.
 */
import { paxCategoryLabel, paxCountsText } from '@tabiyori/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { bookableStay, bookableTour } from './bookable';
import { asMember, logInBrowser, PASSWORD, quoteAs, signUpMember, type Member } from './members';
import { openSession, type Session } from './site';

/** A 5-year-old with a bed, not yet at school: an infant (the domain's categories). */
const INFANT = { age: 5, useBed: true, isSchoolChild: false };

async function expectAxeClean(page: Page, state: string): Promise<void> {
  expect(await axeViolations(page), state).toEqual([]);
}

/** The price rows' labels as the table prints them (the row headers of the passenger rows). */
async function rowLabels(page: Page): Promise<string[]> {
  return (await page.locator('main tbody tr[data-pax-type] > th').allTextContents()).map((t) => t.trim());
}

/** No internal slot label or raw category code is printed anywhere in the main content. */
async function expectNoInternalLabels(page: Page): Promise<void> {
  const text = (await page.locator('main').textContent()) ?? '';
  for (const code of ['Adult 1', 'Child 1', 'Child 2', '(adult)', '(child)', '(infant)', '大人1', '子供'])
    expect(text, code).not.toContain(code);
}

interface Journey {
  width: 390 | 1280;
  /** The booking page's path on the English site and the product's names, asked of the API. */
  prepare(member: Member): Promise<{ path: string; nameEn: string; nameJa: string; categories: string[] }>;
  party: string;
  companion: boolean;
}

const JOURNEYS: Journey[] = [
  {
    width: 1280,
    async prepare(member) {
      const stay = await bookableStay(member, [INFANT]);
      return {
        path: `/en/booking/hotel/${stay.hotelId}?planId=${stay.planId}&goDate=${stay.date}&nights=1&roomCount=1&adultPax=2&childPax=5-b1s0sc0`,
        nameEn: stay.quote.en.productName,
        nameJa: stay.quote.ja.productName,
        categories: [paxCategoryLabel('adult', 'en'), paxCategoryLabel('infant', 'en')],
      };
    },
    party: `${paxCountsText({ adult: 2, infant: 1 }, 'en')} (age 5)`,
    companion: false,
  },
  {
    width: 390,
    async prepare(member) {
      const en = await bookableTour(member, 'en');
      const ja = await quoteAs(member, {
        kind: 'tour',
        lang: 'ja',
        tourId: en.tourId,
        date: en.date,
        adultPax: 2,
        roomCount: 1,
      });
      expect(ja.status).toBe(200);
      return {
        path: `/en/booking/tour/${en.tourId}?goDate=${en.date}&isNoDate=0&adultPax=2&paxPerRoom=2`,
        nameEn: en.quote.productName,
        nameJa: String(ja.body.productName),
        categories: [paxCategoryLabel('adult', 'en')],
      };
    },
    party: paxCountsText({ adult: 2 }, 'en'),
    companion: true,
  },
];

describe.each(JOURNEYS)('an English booking with names in Latin letters ($width px)', (journey) => {
  let s: Session;
  let member: Member;
  let product: Awaited<ReturnType<Journey['prepare']>>;
  let bookingNumber = '';

  beforeAll(async () => {
    member = await signUpMember(`english-${journey.width}`);
    product = await journey.prepare(member);
    s = await openSession(journey.width, 'en-US');
    await logInBrowser(s, member.email, '/en');
  });
  afterAll(async () => {
    await s?.close();
  });

  it('books with Latin names, the product in English and one wording per passenger category', async () => {
    const { page } = s;
    const main = page.locator('main');
    await page.goto(product.path, { waitUntil: 'networkidle' });
    await expect.poll(() => main.textContent(), { timeout: 20_000 }).toContain(product.nameEn);
    expect(product.nameJa, 'the catalog names it in English too').not.toBe(product.nameEn);
    expect(await main.textContent()).not.toContain(product.nameJa);
    expect(await rowLabels(page)).toEqual(product.categories);
    expect(await main.textContent()).toContain(journey.party);
    await expectNoInternalLabels(page);
    await expectAxeClean(page, 'step 1');

    // Step 2: the profile's Japanese name comes with its katakana reading; Latin names need none.
    await page.getByRole('button', { name: 'Continue to your details' }).click();
    await expect.poll(() => page.locator('#traveller-lead-phone').count()).toBe(1);
    expect(await page.inputValue('#traveller-lead-familyNameKana')).toBe('タビノ');
    await expectAxeClean(page, 'step 2, a Japanese name with its reading');
    await page.fill('#traveller-lead-familyName', 'Smith');
    await page.fill('#traveller-lead-givenName', 'Mary  Jane');
    await expect.poll(() => page.locator('#traveller-lead-familyNameKana').count()).toBe(0);
    // A name in kanji without a katakana reading is refused beside the field, with the catalogue's words.
    await page.fill('#traveller-lead-familyName', '山田');
    await page.fill('#traveller-lead-familyNameKana', 'Yamada');
    await page.fill('#traveller-lead-phone', '');
    await page.getByRole('button', { name: 'Review your booking' }).click();
    await expect
      .poll(() => page.locator('#traveller-lead-familyNameKana-error').textContent())
      .toContain('Latin letters');
    await expectAxeClean(page, 'step 2 with errors');
    await page.fill('#traveller-lead-familyName', 'Smith');
    await expect.poll(() => page.locator('#traveller-lead-familyNameKana').count()).toBe(0);
    await page.fill('#traveller-lead-phone', '+44 20 7946 0958');
    if (journey.companion) {
      await page.fill('#traveller-guests-0-familyNameKana', "O'Brien");
      await page.fill('#traveller-guests-0-givenNameKana', 'José');
      await page.selectOption('#traveller-guests-0-gender', 'male');
      await page.fill('#traveller-guests-0-age', '45');
    }
    await expectAxeClean(page, 'step 2 in Latin letters');
    await page.getByRole('button', { name: 'Review your booking' }).click();

    // Step 3: the name once (it is its own reading), the product in English.
    await expect.poll(() => page.locator('#booking-step-heading').textContent()).toBe('Review your booking');
    expect(await main.textContent()).toContain('Smith Mary Jane');
    expect(await main.textContent()).not.toContain('Smith Mary Jane (');
    expect(await main.textContent()).toContain(product.nameEn);
    expect(await rowLabels(page)).toEqual(expect.arrayContaining(product.categories));
    await expectNoInternalLabels(page);
    await expectAxeClean(page, 'step 3');
    await page.check('#booking-agree');
    await page.getByRole('button', { name: 'Confirm booking' }).click();

    // Completion, at the booking's own address.
    await expect
      .poll(() => page.getByTestId('booking-number').textContent(), { timeout: 20_000 })
      .toMatch(/^TB\d{10}$/);
    bookingNumber = (await page.getByTestId('booking-number').textContent()) ?? '';
    await expect.poll(() => page.title()).not.toBe('');
    expect(await main.textContent()).toContain(product.nameEn);
    expect(await main.textContent()).toContain(journey.party);
    await expectNoInternalLabels(page);
    await expectAxeClean(page, 'completion');

    // Stored as typed (runs of spaces made one), each name its own reading.
    const stored = (await (await asMember(member, `/v1/bookings/${bookingNumber}?lang=en`)).json()) as {
      productName: string;
      travellers: { lead: Record<string, string>; guests?: Record<string, unknown>[] };
    };
    expect(stored.productName).toBe(product.nameEn);
    expect(stored.travellers.lead).toMatchObject({
      familyName: 'Smith',
      givenName: 'Mary Jane',
      familyNameKana: 'Smith',
      givenNameKana: 'Mary Jane',
    });
    if (journey.companion)
      expect(stored.travellers.guests?.[0]).toMatchObject({
        familyNameKana: "O'Brien",
        givenNameKana: 'José',
      });
  });

  it('My page and the booking detail name the product in English, with the same passenger words', async () => {
    const { page } = s;
    expect(bookingNumber).toMatch(/^TB\d{10}$/);
    await page.goto('/en/mypage', { waitUntil: 'networkidle' });
    await expect.poll(() => page.title()).not.toBe('');
    const item = page.locator(`[data-booking-number="${bookingNumber}"]`);
    expect(await item.textContent()).toContain(product.nameEn);
    await expectAxeClean(page, 'My page');
    await Promise.all([page.waitForURL(`**/en/mypage/bookings/${bookingNumber}`), item.locator('a').click()]);
    await expect.poll(() => page.getByTestId('booking-number').textContent()).toBe(bookingNumber);
    await expect.poll(() => page.title()).toContain('Booking details');
    const main = page.locator('main');
    expect(await main.textContent()).toContain(product.nameEn);
    expect(await main.textContent()).toContain('Smith Mary Jane');
    expect(await main.textContent()).toContain(journey.party);
    expect(await rowLabels(page)).toEqual(expect.arrayContaining(product.categories));
    await expectNoInternalLabels(page);
    await expectAxeClean(page, 'booking detail');
  });
});

describe('an English sign-up with a name in Latin letters, no katakana, then a booking (390 px)', () => {
  let s: Session;
  let stay: Awaited<ReturnType<typeof bookableStay>>;
  const email = `latin-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.jp`;

  beforeAll(async () => {
    // Any member may ask which stay is bookable; the journey's own account is signed up in the browser.
    stay = await bookableStay(await signUpMember('latin-finder'), []);
    s = await openSession(390, 'en-US');
  });
  afterAll(async () => {
    await s?.close();
  });

  it('signs up without a reading, edits the name on My page and books with the name prefilled', async () => {
    const { page } = s;
    await page.goto('/en/signup?returnTo=%2Fmypage', { waitUntil: 'networkidle' });
    // The reading is optional on the English site while the name is in Latin letters.
    const kanaRequired = () =>
      page.locator('#signup-familyNameKana').evaluate((input) => (input as HTMLInputElement).required);
    expect(await kanaRequired()).toBe(false);
    expect(await page.locator('main').textContent()).toContain('Not needed for a name in Latin letters');
    await page.fill('#signup-familyName', 'Smith');
    await page.fill('#signup-givenName', 'Mary');
    expect(await kanaRequired()).toBe(false);
    await page.fill('#signup-email', email);
    await page.fill('#signup-password', PASSWORD);
    await page.fill('#signup-passwordConfirm', PASSWORD);
    await expectAxeClean(page, 'sign-up in Latin letters');
    await Promise.all([
      page.waitForURL('**/en/mypage', { timeout: 20_000 }),
      page.getByRole('button', { name: 'Create account' }).click(),
    ]);
    await expect.poll(() => page.title()).not.toBe('');
    const main = page.locator('main');
    await expect.poll(() => main.textContent()).toContain('Smith Mary');
    const profile = () =>
      main
        .locator('dt', { hasText: 'Name in katakana' })
        .locator('xpath=following-sibling::dd[1]')
        .textContent();
    expect(await profile()).toBe('Not registered');

    // The profile editor: another Latin given name needs no reading; a name in Japanese asks it.
    await page.getByRole('button', { name: 'Edit account details' }).click();
    await page.fill('#profile-givenName', 'Mary Jane');
    await page.fill('#profile-familyName', '山田');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() => page.locator('#profile-familyNameKana-error').textContent())
      .toContain('Please fill');
    await expectAxeClean(page, 'profile: a name in Japanese without its reading');
    await page.fill('#profile-familyName', 'Smith');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => main.textContent()).toContain('Your account details have been saved.');
    expect(await main.textContent()).toContain('Smith Mary Jane');

    // A booking on the English site: the travellers step is the profile's Latin name, asking no reading.
    await page.goto(
      `/en/booking/hotel/${stay.hotelId}?planId=${stay.planId}&goDate=${stay.date}&nights=1&roomCount=1&adultPax=2`,
      { waitUntil: 'networkidle' },
    );
    await expect.poll(() => main.textContent(), { timeout: 20_000 }).toContain(stay.quote.en.productName);
    await page.getByRole('button', { name: 'Continue to your details' }).click();
    await expect.poll(() => page.locator('#traveller-lead-phone').count()).toBe(1);
    expect(await page.inputValue('#traveller-lead-familyName')).toBe('Smith');
    expect(await page.inputValue('#traveller-lead-givenName')).toBe('Mary Jane');
    expect(await page.locator('#traveller-lead-familyNameKana').count()).toBe(0);
    await page.fill('#traveller-lead-phone', '+44 20 7946 0958');
    await page.getByRole('button', { name: 'Review your booking' }).click();
    await expect.poll(() => page.locator('#booking-step-heading').textContent()).toBe('Review your booking');
    expect(await main.textContent()).toContain('Smith Mary Jane');
    await page.check('#booking-agree');
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect
      .poll(() => page.getByTestId('booking-number').textContent(), { timeout: 20_000 })
      .toMatch(/^TB\d{10}$/);
    expect(await main.textContent()).toContain(stay.quote.en.productName);
    await expectAxeClean(page, 'completion of the Latin-named member');
  });
});
