/** What checkout journeys share: unchecking every coupon the confirm step offers. */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

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
