/**
 * What checkout journeys share: the booking page's steps as a traveller goes through them (the
 * details, the review, the coupons unchecked one by one, consent and confirmation), in Japanese or
 * on the English site.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

type Lang = 'ja' | 'en';

/** The booking page's buttons and the review step's heading, by language. */
const WORDS = {
  ja: {
    next: 'お客様情報の入力へ進む',
    review: '入力内容を確認する',
    reviewHeading: 'ご予約内容の確認',
    submit: '予約を確定する',
  },
  en: {
    next: 'Continue to your details',
    review: 'Review your booking',
    reviewHeading: 'Review your booking',
    submit: 'Confirm booking',
  },
} as const;

/**
 * The representative as the journeys' members are signed up (members.ts), and as an English booking
 * names them: in Latin letters, as in the passport.
 */
export const LEAD_NAMES = {
  ja: { familyName: '旅野', givenName: '花子' },
  en: { familyName: 'Tabino', givenName: 'Hanako' },
} as const;

/** Unchecks every checked coupon box, one by one, each time waiting for the API's price. */
export async function clearCoupons(page: Page): Promise<void> {
  const codes = await page
    .locator('input[name="couponCodes"]:checked')
    .evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).value));
  for (const code of codes) {
    const box = page.locator(`input[name="couponCodes"][value="${code}"]`);
    await box.click();
    await expect.poll(() => box.isChecked()).toBe(false);
    await expect.poll(() => box.isDisabled()).toBe(false);
  }
}

/**
 * From a booking page's first step to its booking number, as a traveller: on to the details, the
 * representative's phone (the rest is the member's profile; on the English site the names are typed
 * in Latin letters, and `givenName` replaces the given name), each companion (a reading in katakana
 * where the page asks one, else Latin letters), the review (`onReview` reads it), no coupon,
 * consent, confirmation.
 */
export async function bookOnPage(
  page: Page,
  lang: Lang,
  givenName?: string,
  onReview?: (page: Page) => Promise<void>,
): Promise<string> {
  const words = WORDS[lang];
  await page.getByRole('button', { name: words.next }).click();
  await page.locator('#traveller-lead-phone').waitFor();
  if (lang === 'en') await page.fill('#traveller-lead-familyName', LEAD_NAMES.en.familyName);
  if (lang === 'en' || givenName)
    await page.fill('#traveller-lead-givenName', givenName ?? LEAD_NAMES[lang].givenName);
  await page.fill('#traveller-lead-phone', '090-1234-5678');
  const katakana = (await page.locator('#traveller-lead-familyNameKana').count()) > 0;
  const companion = katakana ? ['タビノ', 'タロウ'] : ['Tabino', 'Taro'];
  for (let i = 0; (await page.locator(`#traveller-guests-${i}-familyNameKana`).count()) > 0; i++) {
    await page.fill(`#traveller-guests-${i}-familyNameKana`, companion[0]!);
    await page.fill(`#traveller-guests-${i}-givenNameKana`, companion[1]!);
    await page.selectOption(`#traveller-guests-${i}-gender`, 'male');
    await page.fill(`#traveller-guests-${i}-age`, '45');
  }
  await page.getByRole('button', { name: words.review }).click();
  await expect
    .poll(() => page.locator('#booking-step-heading').textContent(), { timeout: 15_000 })
    .toBe(words.reviewHeading);
  await onReview?.(page);
  await clearCoupons(page);
  await page.check('#booking-agree');
  await page.getByRole('button', { name: words.submit }).click();
  await expect
    .poll(() => page.getByTestId('booking-number').textContent(), { timeout: 20_000 })
    .toMatch(/^TB\d{10}$/);
  return (await page.getByTestId('booking-number').textContent()) ?? '';
}
