/**
 * Issue 18 item 5 in a real browser: on My page's change page a member changes the room type of a
 * hotel stay (ja, 1280 px) and the pickup time and return of a rental car (en, 390 px). Each is
 * priced by the API (before → after with the difference; the room type named before and after),
 * confirmed, and the booking's detail and the API show the new state. axe and no sideways
 * scrolling on each new state; screenshots in E2E_SHOTS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, formatPriceDifference, japanToday } from '@tabiyori/domain';
import { axeViolations } from './axe';
import { asMember, bookAs, logInBrowser, signUpMember, type Member } from './members';
import { apiUrl, openSession, type Session } from './site';

interface RoomType {
  roomId: string;
  name: { ja: string; en: string };
  fits: boolean;
  stock: number;
}
interface Quote {
  paidTotal: number;
  stay: { roomId: string; roomTypes: RoomType[] } | null;
}
interface Booking {
  bookingNumber: string;
  productName: string;
  ids: { roomId?: string };
  stay: { roomId: string } | null;
  rental: { pickupTime: string; returnDate: string; returnTime: string } | null;
}
interface ChangeQuote {
  difference: number;
  after: { paidTotal: number };
}

const isoDate = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;

async function json<T>(res: Response): Promise<T> {
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return (await res.json()) as T;
}

/** A stay for two whose plan has another room type with rooms left (asked of the API). */
async function findStay(member: Member) {
  for (const ahead of [26, 33, 40]) {
    const date = addDays(japanToday(), ahead);
    const list = await json<{ hotels: { hotelId: string }[] }>(
      await fetch(`${apiUrl()}/v1/hotels?goDate=${date}&adultPax=2&roomCount=1&nights=1&ipg=30`),
    );
    for (const { hotelId } of list.hotels) {
      const plans = (await (
        await fetch(`${apiUrl()}/v1/hotel/${hotelId}/plans?goDate=${date}&adultPax=2&roomCount=1&nights=1`)
      ).json()) as { plans?: { planId: string }[] };
      for (const { planId } of plans.plans ?? []) {
        const request = { kind: 'yado', hotelId, planId, date, nights: 1, adultPax: 2, roomCount: 1 };
        const res = await asMember(member, '/v1/bookings/quote', request);
        if (res.status !== 200) continue;
        const quote = (await res.json()) as Quote;
        const other = quote.stay?.roomTypes.find(
          (r) => r.fits && r.stock >= 2 && r.roomId !== quote.stay!.roomId,
        );
        if (other) return { request, quote, other };
      }
    }
  }
  throw new Error('no plan with two room types for two was found');
}

/** A car for one adult, two days, with cars left on a third day (asked of the API). */
async function findCar(member: Member) {
  for (const ahead of [30, 37, 44]) {
    const pickup = addDays(japanToday(), ahead);
    const list = await json<{ cars: { carId: string; officeOpenTime?: string }[] }>(
      await fetch(
        `${apiUrl()}/v1/rentacar?pickupDate=${pickup}&pickupTime=1000&returnDate=${addDays(pickup, 2)}&returnTime=1000&ipg=20`,
      ),
    );
    for (const { carId } of list.cars ?? []) {
      const request = {
        kind: 'rentacar',
        carId,
        date: pickup,
        pickupTime: '1000',
        returnDate: addDays(pickup, 1),
        returnTime: '1000',
        adultPax: 1,
      };
      const res = await asMember(member, '/v1/bookings/quote', request);
      if (res.status !== 200) continue;
      const longer = await asMember(member, '/v1/bookings/quote', {
        ...request,
        pickupTime: '1130',
        returnDate: addDays(pickup, 2),
        returnTime: '1500',
      });
      if (longer.status !== 200) continue;
      return { request, quote: (await res.json()) as Quote };
    }
  }
  throw new Error('no car for a two- and three-day rental was found');
}

async function checked(page: Page, name: string): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const dir = process.env.E2E_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

async function confirm(page: Page, n: string, prefix: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await Promise.all([
    page.waitForURL(`**${prefix}/mypage/bookings/${n}?changed=1`, { timeout: 30_000 }),
    page.getByTestId('change-confirm').click(),
  ]);
  await expect.poll(() => page.getByTestId('change-done').count(), { timeout: 15_000 }).toBe(1);
}

describe('the change page changes a stay’s room type and a rental’s times (issue 18 item 5)', () => {
  let member: Member;

  beforeAll(async () => {
    member = await signUpMember('changechoice');
  });

  describe('ja, 1280 px: a stay’s room type', () => {
    let s: Session;
    afterAll(async () => {
      await s?.close();
    });

    it('offers the plan’s room types, prices the change, names both types and moves the booking', async () => {
      const found = await findStay(member);
      const booking = await bookAs<Booking>(member, {
        ...found.request,
        expectedTotal: found.quote.paidTotal,
      });
      const n = booking.bookingNumber;
      s = await openSession(1280);
      await logInBrowser(s, member.email);
      const { page } = s;
      await page.goto(`/mypage/bookings/${n}/change`, { waitUntil: 'networkidle' });
      const select = page.getByTestId('change-room-type');
      expect(await select.inputValue()).toBe(found.quote.stay!.roomId);
      await select.selectOption(found.other.roomId);
      await Promise.all([
        page.waitForURL((url) => url.searchParams.get('roomId') === found.other.roomId),
        page.getByTestId('change-quote-submit').click(),
      ]);
      const expected = await json<ChangeQuote>(
        await asMember(member, `/v1/bookings/${n}/change/quote`, { roomId: found.other.roomId }),
      );
      await expect
        .poll(() => page.getByTestId('change-difference').textContent(), { timeout: 15_000 })
        .toContain(formatPriceDifference(expected.difference, 'ja'));
      expect(await page.getByTestId('change-row-roomType').textContent()).toContain(found.other.name.ja);
      // The form keeps the chosen type after the quote (the URL holds it).
      expect(await page.getByTestId('change-room-type').inputValue()).toBe(found.other.roomId);
      await checked(page, 'change-room-1280-ja-quote');
      await confirm(page, n, '');
      const changed = await json<Booking>(await asMember(member, `/v1/bookings/${n}`));
      expect(changed.stay?.roomId).toBe(found.other.roomId);
      expect(await page.getByTestId('stay-room-type').textContent()).toBe(found.other.name.ja);
      expect(await page.getByTestId('change-history').textContent()).toContain(`お部屋タイプ：`);
      await checked(page, 'change-room-1280-ja-changed');
    });
  });

  describe('en, 390 px: a rental’s pickup time and return', () => {
    let s: Session;
    afterAll(async () => {
      await s?.close();
    });

    it('prices a later pickup and a day longer, confirms it, and the booking keeps the new times', async () => {
      const found = await findCar(member);
      const booking = await bookAs<Booking>(member, {
        ...found.request,
        expectedTotal: found.quote.paidTotal,
      });
      const n = booking.bookingNumber;
      s = await openSession(390, 'en-US');
      await logInBrowser(s, member.email, '/en');
      const { page } = s;
      await page.goto(`/en/mypage/bookings/${n}/change`, { waitUntil: 'networkidle' });
      await checked(page, 'change-car-390-en-form');
      // The car is named in the page's language, as the API names it in English.
      const inEnglish = await json<Booking>(await asMember(member, `/v1/bookings/${n}?lang=en`));
      expect(await page.getByTestId('change-product').textContent()).toBe(inEnglish.productName);
      expect(inEnglish.productName).not.toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      await page.selectOption('[data-testid="change-pickup-time"]', '1130');
      await page.fill('[data-testid="change-return-date"]', isoDate(addDays(found.request.date, 2)));
      await page.selectOption('[data-testid="change-return-time"]', '1500');
      await Promise.all([
        page.waitForURL((url) => url.searchParams.get('returnTime') === '1500'),
        page.getByTestId('change-quote-submit').click(),
      ]);
      const wanted = { pickupTime: '1130', returnDate: addDays(found.request.date, 2), returnTime: '1500' };
      const expected = await json<ChangeQuote>(
        await asMember(member, `/v1/bookings/${n}/change/quote`, wanted),
      );
      await expect
        .poll(() => page.getByTestId('change-difference').textContent(), { timeout: 15_000 })
        .toContain(formatPriceDifference(expected.difference, 'en'));
      const dates = (await page.getByTestId('change-row-dates').textContent()) ?? '';
      expect(dates).toContain('11:30');
      expect(dates).toContain('15:00');
      // A car has no rooms; the row labels keep their words whole on a phone (one line for "Dates").
      expect(await page.getByTestId('change-row-rooms').count()).toBe(0);
      const labelLines = await page.locator('[data-testid="change-row-dates"] th').evaluate((th) => {
        const style = getComputedStyle(th);
        const text = document.createRange();
        text.selectNodeContents(th);
        return (
          text.getBoundingClientRect().height /
          (parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5)
        );
      });
      expect(labelLines).toBeLessThan(1.5);
      await checked(page, 'change-car-390-en-quote');
      await confirm(page, n, '/en');
      const changed = await json<Booking>(await asMember(member, `/v1/bookings/${n}`));
      expect(changed.rental).toMatchObject(wanted);
      await checked(page, 'change-car-390-en-changed');
    });
  });
});
