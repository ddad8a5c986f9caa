/**
 * Issue 18 item 2 in a real browser: a member searches rental cars for 2 adults and a child with a
 * one-way return (the list keeps only cars that seat them and adds the drop-off fee), opens a car,
 * chooses 免責補償, a child seat and an ETC card one by one (each raises the price the page shows,
 * which is the API's quote for exactly those choices), sees a sold-out junior seat said and not
 * offered, books, and finds every choice on the booking steps, the completion page, My page, in the
 * confirmation mail (embedded mailbox) and on the operator's booking detail. The day and the car
 * are chosen by asking the API for cars and seats left, never assumed. English car page and the
 * Japanese list at 390 px; axe on each new state at both widths.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe';
import { clearCoupons } from './checkout';
import { mailsAbout } from './mailbox';
import { asMember, logInBrowser, signUpMember, type Member } from './members';
import { logIn } from './operatorSite';
import { apiUrl, openSession, withDb, type Session } from './site';

const OFFICE = 'CTS01';
const RETURN_OFFICE = 'SPK01';
const RETURN_NAME = '札幌駅前営業所';
const PARTY = { person1: '2', person6: '1' };

function ymdPlus(days: number): string {
  const d = new Date(Date.now() + 9 * 3600_000 + days * 86400_000);
  return d.toISOString().slice(0, 10).replaceAll('-', '');
}
const dashed = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;
const yen = (n: number) => `${n.toLocaleString('en-US')}円`;
const amount = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));

interface Offer {
  code: string;
  stock: number | null;
}
interface Quote {
  total: number;
  rental: {
    oneWayFee: number;
    options: { code: string; name: { ja: string; en: string }; amount: number }[];
  };
}

/** A rental of 2 days from today+N with a car of the office for the party and a child seat left. */
async function findRental(): Promise<{ carId: string; pickup: string; returnDay: string }> {
  for (let n = 14; n < 60; n++) {
    const pickup = ymdPlus(n);
    const returnDay = ymdPlus(n + 2);
    const rental = { pickupDate: pickup, returnDate: returnDay, returnOfficeCode: RETURN_OFFICE };
    const q = new URLSearchParams({ officeCode: OFFICE, ...rental, ...PARTY });
    const { cars } = (await (await fetch(`${apiUrl()}/v1/rentacar?${q}`)).json()) as {
      cars: { carId: string; stock: number }[];
    };
    for (const car of cars.filter((c) => c.stock > 0)) {
      const detail = (await (
        await fetch(`${apiUrl()}/v1/rentacar/${car.carId}?${new URLSearchParams(rental)}`)
      ).json()) as { options: Offer[] };
      const seats = detail.options.find((o) => o.code === 'childSeat')?.stock ?? 0;
      const etc = detail.options.some((o) => o.code === 'etcCard');
      if (seats > 0 && etc) return { carId: car.carId, pickup, returnDay };
    }
  }
  throw new Error('no car with a child seat left in the next 60 days');
}

/** Sends the car page's form (料金を表示する) and waits for the page it answers. */
async function showPrice(page: Page, label: string): Promise<number> {
  await Promise.all([page.waitForURL(/opt_/), page.getByRole('button', { name: label }).click()]);
  await page.waitForLoadState('networkidle');
  return amount(await page.getByTestId('car-period-price').textContent());
}

describe('a rental car keeps every choice (issue 18 item 2)', () => {
  let s: Session;
  let carId = '';
  let pickup = '';
  let returnDay = '';
  let member: Member;

  beforeAll(async () => {
    ({ carId, pickup, returnDay } = await findRental());
    // The situation to show: the office's junior seats are all taken on the pickup day.
    await withDb((db) =>
      db.query(`update rentacar_option_day set stock = 0 where option_id = $1 and use_date = $2::date`, [
        `${OFFICE}-juniorSeat`,
        dashed(pickup),
      ]),
    );
    member = await signUpMember('rental');
    s = await openSession(1280);
    await logInBrowser(s, member.email);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('searches with passengers and a one-way return, prices each option, books and finds them everywhere', async () => {
    const { page } = s;
    await page.goto('/rentacar', { waitUntil: 'networkidle' });
    await page.selectOption('#car-office', OFFICE);
    await page.fill('#car-pickupDate', dashed(pickup));
    await page.selectOption('#car-pickupTime', '1000');
    await page.fill('#car-returnDate', dashed(returnDay));
    await page.selectOption('#car-returnTime', '1000');
    await page.selectOption('#car-person1', PARTY.person1);
    await page.selectOption('#car-person6', PARTY.person6);
    await page.selectOption('#car-returnOffice', RETURN_OFFICE);
    await Promise.all([
      page.waitForURL(/returnOfficeCode=/),
      page.getByRole('button', { name: 'この条件で探す' }).click(),
    ]);
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('car-condition').textContent()).toContain('大人2名・子供1名');
    const seats = await page
      .locator('[data-car-id]')
      .evaluateAll((cards) => cards.map((c) => c.textContent ?? ''));
    expect(seats.length).toBeGreaterThan(0);
    for (const text of seats) expect(Number(/定員(\d+)名/.exec(text)?.[1])).toBeGreaterThanOrEqual(3);
    const card = page.locator(`[data-car-id="${carId}"]`);
    expect(await card.getByTestId('car-one-way').textContent()).toContain('乗り捨て料金');
    expect(await axeViolations(page)).toEqual([]);

    await Promise.all([
      page.waitForURL(new RegExp(`/rentacar/${carId}\\?`)),
      card.getByRole('link', { name: '詳細を見る' }).click(),
    ]);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('#car-detail-returnOffice').inputValue()).toBe(RETURN_OFFICE);
    // The sold-out junior seat is said and cannot be chosen.
    const junior = page.locator('[data-option="juniorSeat"]');
    expect(await junior.textContent()).toContain('品切れ');
    expect(await page.locator('#car-opt-juniorSeat').isDisabled()).toBe(true);

    // Each option raises the price shown by its own amount.
    let shown = amount(await page.getByTestId('car-period-price').textContent());
    await page.check('#car-opt-cdw');
    const withCdw = await showPrice(page, '料金を表示する');
    expect(withCdw).toBeGreaterThan(shown);
    shown = withCdw;
    await page.selectOption('#car-opt-childSeat', '1');
    const withSeat = await showPrice(page, '料金を表示する');
    expect(withSeat).toBe(shown + 1100);
    await page.check('#car-opt-etcCard');
    const withEtc = await showPrice(page, '料金を表示する');
    expect(withEtc).toBe(withSeat + 330);

    // The server's price for exactly these choices is the page's.
    const quote = (await (
      await asMember(member, '/v1/bookings/quote', {
        kind: 'rentacar',
        carId,
        date: pickup,
        pickupTime: '1000',
        returnDate: returnDay,
        returnTime: '1000',
        adultPax: 2,
        children: [{ age: 8, useBed: false, useSeat: true, isSchoolChild: true }],
        roomCount: 1,
        returnOfficeCode: RETURN_OFFICE,
        rentalOptions: [
          { code: 'cdw', quantity: 1 },
          { code: 'childSeat', quantity: 1 },
          { code: 'etcCard', quantity: 1 },
        ],
      })
    ).json()) as Quote;
    expect(quote.rental.oneWayFee).toBeGreaterThan(0);
    expect(quote.rental.options.map((o) => o.code)).toEqual(['cdw', 'childSeat', 'etcCard']);
    expect(withEtc).toBe(quote.total);
    const charges = (await page.getByTestId('rental-charges').textContent()) ?? '';
    for (const o of quote.rental.options) expect(charges).toContain(o.name.ja);
    expect(charges).toContain(RETURN_NAME);
    expect(await axeViolations(page)).toEqual([]);

    await Promise.all([
      page.waitForURL(/\/booking\/rentacar\//),
      page.getByRole('link', { name: '予約へ進む' }).click(),
    ]);
    await page.waitForLoadState('networkidle');
    await expect
      .poll(() => page.getByTestId('rental-options').textContent(), { timeout: 15_000 })
      .toContain('免責補償');
    expect(await page.getByTestId('rental-return-office').textContent()).toContain(RETURN_NAME);
    expect(await page.locator('main').textContent()).toContain('大人2名・子供1名');
    expect(await page.locator('main').textContent()).toContain(yen(quote.total));
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'お客様情報の入力へ進む' }).click();
    await page.fill('#traveller-lead-phone', '090-1234-5678');
    await page.getByRole('button', { name: '入力内容を確認する' }).click();
    await expect
      .poll(() => page.locator('#booking-step-heading').textContent(), { timeout: 15_000 })
      .toBe('ご予約内容の確認');
    expect(await page.getByTestId('rental-options').textContent()).toContain('チャイルドシート');
    await clearCoupons(page);
    expect(await page.getByTestId('paid-total').textContent()).toBe(yen(quote.total));
    await page.check('#booking-agree');
    await page.getByRole('button', { name: '予約を確定する' }).click();
    await expect
      .poll(() => page.getByTestId('booking-number').textContent(), { timeout: 20_000 })
      .toMatch(/^TB\d{10}$/);
    const number = (await page.getByTestId('booking-number').textContent()) ?? '';
    expect(await page.locator('main').textContent()).toContain('ETCカード');
    expect(await page.locator('main').textContent()).toContain(yen(quote.total));

    // The confirmation mail names the return office, every option and the amount.
    await expect.poll(async () => (await mailsAbout(number)).length, { timeout: 20_000 }).toBe(1);
    const mail = (await mailsAbout(number))[0]!;
    for (const o of quote.rental.options) expect(mail.text).toContain(o.name.ja);
    expect(mail.text).toContain(RETURN_NAME);
    expect(mail.text).toContain(yen(quote.total));

    await page.goto(`/mypage/bookings/${number}`, { waitUntil: 'networkidle' });
    const detail = (await page.locator('main').textContent()) ?? '';
    for (const o of quote.rental.options) expect(detail).toContain(o.name.ja);
    expect(await page.getByTestId('rental-return-office').textContent()).toContain(RETURN_NAME);
    expect(await axeViolations(page)).toEqual([]);

    // The operator's booking detail lists each option and the one-way fee.
    const operator = await openSession(1280);
    try {
      await logIn(operator, inject('operatorEmail'), inject('operatorPassword'));
      await operator.page.goto(`/operator/bookings/${number}`, { waitUntil: 'networkidle' });
      const back = (await operator.page.locator('main').textContent()) ?? '';
      for (const o of quote.rental.options) expect(back).toContain(o.name.ja);
      expect(back).toContain(RETURN_NAME);
      expect(back).toContain(yen(quote.total));
    } finally {
      await operator.close();
    }
  }, 300_000); // the whole journey, with axe on four states

  it('at 390 px: the Japanese list and the English car page with options (axe, no sideways scrolling)', async () => {
    const overflow = (page: Page) =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    const list = await openSession(390);
    try {
      await list.page.goto(
        `/rentacar?officeCode=${OFFICE}&pickupDate=${pickup}&returnDate=${returnDay}&person1=2&person6=1&returnOfficeCode=${RETURN_OFFICE}`,
        { waitUntil: 'networkidle' },
      );
      expect(await list.page.locator(`[data-car-id="${carId}"]`).count()).toBe(1);
      expect(await axeViolations(list.page)).toEqual([]);
      expect(await overflow(list.page)).toBeLessThanOrEqual(0);
    } finally {
      await list.close();
    }
    const phone = await openSession(390, 'en-US');
    try {
      await phone.page.goto(
        `/en/rentacar/${carId}?pickupDate=${pickup}&returnDate=${returnDay}&person1=2&person6=1&returnOfficeCode=${RETURN_OFFICE}&opt_cdw=1&opt_childSeat=2`,
        { waitUntil: 'networkidle' },
      );
      const main = (await phone.page.locator('main').textContent()) ?? '';
      expect(main).toContain('Collision damage waiver');
      expect(await phone.page.locator('[data-option="juniorSeat"]').textContent()).toContain('Sold out');
      // Two child seats for one child: the page says why it cannot be booked so.
      expect(await phone.page.getByTestId('rental-problems').textContent()).toContain(
        'Child and junior seats',
      );
      expect(await phone.page.getByRole('link', { name: 'Continue to booking' }).count()).toBe(0);
      expect(await axeViolations(phone.page)).toEqual([]);
      expect(await overflow(phone.page)).toBeLessThanOrEqual(0);
    } finally {
      await phone.close();
    }
  }, 120_000);
});
