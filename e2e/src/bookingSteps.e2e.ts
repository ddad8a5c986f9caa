/**
 * Issue 18 item 4 in a real browser, at 1280 and 390 px: each booking step has its own URL
 * (`?step=travellers|confirm`); a reload keeps the step and what was typed, Back and Forward move
 * between steps with the details kept; the booking ends on its own page
 * `/booking/complete/{bookingNumber}`, which a reload shows again without a second booking; Back
 * from it finds the booking made (no second one offered), a new visit starts afresh; the confirmation prints without the
 * site's frame; another member gets a 404 for it. axe on every new state, screenshots in E2E_SHOTS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe';
import { bookableStay, stayBookingPath } from './bookable';
import { asMember, logInBrowser, signUpMember, type Member } from './members';
import { openSession, type Session } from './site';

/** A hotel plan the API quotes for two adults, one night, with rooms for the journey's bookings. */
async function findStay(member: Member): Promise<{ path: string; productName: string }> {
  const stay = await bookableStay(member, [], 4);
  return { path: stayBookingPath(stay), productName: stay.quote.ja.productName };
}

async function checked(page: Page, name: string): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
  const dir = process.env.E2E_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

const heading = (page: Page) => page.locator('#booking-step-heading').textContent();
const stepOf = (page: Page) => new URL(page.url()).searchParams.get('step');

for (const width of [1280, 390] as const) {
  describe(`booking steps survive reload and Back (issue 18 item 4, ${width} px)`, () => {
    let s: Session;
    let member: Member;
    let stay: Awaited<ReturnType<typeof findStay>>;

    beforeAll(async () => {
      member = await signUpMember(`steps${width}`);
      stay = await findStay(member);
      s = await openSession(width);
      await logInBrowser(s, member.email);
    });
    afterAll(async () => {
      await s?.close();
    });

    it('keeps the step and the details across reload, Back and Forward, and books once', async () => {
      const { page } = s;
      await page.goto(stay.path);
      await expect.poll(() => page.locator('main').textContent()).toContain(stay.productName);
      expect(stepOf(page)).toBeNull();
      await page.getByRole('button', { name: 'お客様情報の入力へ進む' }).click();
      await expect.poll(() => stepOf(page)).toBe('travellers');
      await checked(page, `steps-${width}-travellers`);
      await page.fill('#traveller-lead-phone', '090-2222-3333');
      await page.fill('#traveller-lead-givenName', '花');
      // A reload of the travellers' step keeps what was typed.
      await page.reload();
      await expect.poll(() => page.inputValue('#traveller-lead-phone')).toBe('090-2222-3333');
      expect(await page.inputValue('#traveller-lead-givenName')).toBe('花');
      await page.getByRole('button', { name: '入力内容を確認する' }).click();
      await expect.poll(() => stepOf(page)).toBe('confirm');
      await expect.poll(() => heading(page)).toBe('ご予約内容の確認');
      // A reload of the confirmation stays there, with the details.
      await page.reload();
      await expect.poll(() => heading(page)).toBe('ご予約内容の確認');
      expect(await page.locator('main').textContent()).toContain('090-2222-3333');
      await checked(page, `steps-${width}-confirm`);
      // Back: the travellers with their details; Forward: the confirmation again.
      await page.goBack();
      await expect.poll(() => stepOf(page)).toBe('travellers');
      await expect.poll(() => heading(page)).toBe('ご旅行者情報');
      expect(await page.inputValue('#traveller-lead-phone')).toBe('090-2222-3333');
      await page.goForward();
      await expect.poll(() => heading(page)).toBe('ご予約内容の確認');

      await page.check('#booking-agree');
      await Promise.all([
        page.waitForURL('**/booking/complete/**', { timeout: 20_000 }),
        page.getByRole('button', { name: '予約を確定する' }).click(),
      ]);
      const number = (await page.getByTestId('booking-number').textContent()) ?? '';
      expect(number).toMatch(/^TB\d{10}$/);
      expect(new URL(page.url()).pathname).toBe(`/booking/complete/${number}`);
      expect(await page.locator('main').textContent()).toContain(stay.productName);
      await checked(page, `steps-${width}-complete`);

      // A reload shows the same booking; nothing is booked again.
      await page.reload();
      expect(await page.getByTestId('booking-number').textContent()).toBe(number);
      const list = (await (await asMember(member, '/v1/bookings')).json()) as {
        bookings: { bookingNumber: string }[];
      };
      expect(list.bookings.map((b) => b.bookingNumber)).toEqual([number]);

      // Printed: only the confirmation (no header, no buttons).
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('.site-header').isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: '予約確認書を印刷する' }).isVisible()).toBe(false);
      expect(await page.getByTestId('booking-number').isVisible()).toBe(true);
      const dir = process.env.E2E_SHOTS;
      if (dir) await page.screenshot({ path: `${dir}/steps-${width}-print.png`, fullPage: true });
      await page.emulateMedia({ media: 'screen' });

      // Back from the completion: the booking is made; the way on is to see it, not to book again.
      await page.goBack();
      await expect.poll(() => page.getByTestId('already-booked').count()).toBe(1);
      expect(await page.getByTestId('already-booked').textContent()).toContain(number);
      expect(await page.getByRole('button', { name: '予約を確定する' }).count()).toBe(0);
      await checked(page, `steps-${width}-already-booked`);
      // A new visit of the same booking page starts a new booking.
      await page.goto(stay.path);
      await page.getByRole('button', { name: 'お客様情報の入力へ進む' }).click();
      await expect.poll(() => heading(page)).toBe('ご旅行者情報');
      expect(await page.getByTestId('already-booked').count()).toBe(0);
    });

    it('shows the completion page to its owner only', async () => {
      const list = (await (await asMember(member, '/v1/bookings')).json()) as {
        bookings: { bookingNumber: string }[];
      };
      const number = list.bookings[0]!.bookingNumber;
      const other = await signUpMember(`other${width}`);
      const o = await openSession(width);
      try {
        await logInBrowser(o, other.email);
        const res = await o.page.goto(`/booking/complete/${number}`);
        expect(res?.status()).toBe(404);
      } finally {
        await o.close();
      }
    });
  });
}
