/**
 * Issue 18 item 2 for tours in a real browser: where a tour stay's plan covers several room types,
 * the booking page's first step lets the traveller choose one (kept in the URL, so a reload keeps
 * it); the confirmation, the completion page and My page's booking detail name it, and the API's
 * booking keeps it. Japanese at 1280 px through completion; English at 390 px the choice itself
 * (no sideways scrolling). axe on each new state, screenshots in E2E_SHOTS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe';
import { clearCoupons } from './checkout';
import { asMember, logInBrowser, signUpMember, type Member } from './members';
import { apiUrl, openSession, type Session } from './site';

interface RoomType {
  roomId: string;
  name: { ja: string; en: string };
  fits: boolean;
}
interface Quote {
  total: number;
  choices: { stays: { roomId: string; roomTypes: RoomType[] }[] } | null;
}

function ymdPlus(days: number): string {
  const d = new Date(Date.now() + 9 * 3600_000 + days * 86400_000);
  return d.toISOString().slice(0, 10).replaceAll('-', '');
}

/** A tour departure with places whose one stay's plan has two room types fitting two adults. */
async function findTour(member: Member, skip: readonly string[] = []) {
  for (const days of [24, 31, 38, 45]) {
    const date = ymdPlus(days);
    const list = (await (
      await fetch(`${apiUrl()}/v1/tours?goDate=${date}&isNoDate=0&adultPax=2&ipg=40`)
    ).json()) as { tours: { tourId: string }[] };
    for (const { tourId } of list.tours) {
      if (skip.includes(tourId)) continue;
      const res = await asMember(member, '/v1/bookings/quote', { kind: 'tour', tourId, date, adultPax: 2 });
      if (res.status !== 200) continue;
      const quote = (await res.json()) as Quote & { stock: number };
      const stays = quote.choices?.stays ?? [];
      if (quote.stock < 2 || stays.length !== 1) continue;
      const other = stays[0]!.roomTypes.find((r) => r.fits && r.roomId !== stays[0]!.roomId);
      if (other) return { tourId, date, quote, other };
    }
  }
  throw new Error('no tour whose plan has two room types for two adults was found');
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

describe('a tour stay’s room type is chosen, booked and shown (issue 18 item 2)', () => {
  let s: Session;
  let member: Member;
  let tour: Awaited<ReturnType<typeof findTour>>;

  beforeAll(async () => {
    member = await signUpMember('tourroom');
    tour = await findTour(member);
    s = await openSession(1280);
    await logInBrowser(s, member.email);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('ja, 1280 px: chooses another room type, books it, and every page after names it', async () => {
    const { page } = s;
    const { other } = tour;
    await page.goto(`/booking/tour/${tour.tourId}?goDate=${tour.date}&isNoDate=0&adultPax=2`, {
      waitUntil: 'networkidle',
    });
    const select = page.getByLabel('お部屋タイプ');
    await expect.poll(() => select.count()).toBe(1);
    await select.selectOption(other.roomId);
    await expect
      .poll(() => new URL(page.url()).searchParams.get('stay') ?? '')
      .toMatch(new RegExp(`_${other.roomId}$`));
    await expect.poll(() => page.getByTestId('choice-room-type').textContent()).toContain(other.name.ja);
    await checked(page, 'tour-room-1280-ja-select');
    // A reload keeps the choice.
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => page.getByLabel('お部屋タイプ').inputValue()).toBe(other.roomId);

    await page.getByRole('button', { name: 'お客様情報の入力へ進む' }).click();
    await page.fill('#traveller-lead-phone', '090-1234-5678');
    await page.fill('#traveller-guests-0-familyNameKana', 'タビノ');
    await page.fill('#traveller-guests-0-givenNameKana', 'タロウ');
    await page.selectOption('#traveller-guests-0-gender', 'male');
    await page.fill('#traveller-guests-0-age', '45');
    await page.getByRole('button', { name: '入力内容を確認する' }).click();
    await expect.poll(() => page.locator('#booking-step-heading').textContent()).toBe('ご予約内容の確認');
    await clearCoupons(page);
    expect(await page.getByTestId('choice-room-type').textContent()).toContain(other.name.ja);
    await checked(page, 'tour-room-1280-ja-confirm');
    await page.check('#booking-agree');
    await Promise.all([
      page.waitForURL('**/booking/complete/**', { timeout: 20_000 }),
      page.getByRole('button', { name: '予約を確定する' }).click(),
    ]);
    const number = (await page.getByTestId('booking-number').textContent()) ?? '';
    expect(await page.getByTestId('choice-room-type').textContent()).toContain(other.name.ja);
    await checked(page, 'tour-room-1280-ja-complete');

    const booking = (await (await asMember(member, `/v1/bookings/${number}`)).json()) as Quote;
    expect(booking.choices?.stays[0]?.roomId).toBe(other.roomId);
    await page.goto(`/mypage/bookings/${number}`, { waitUntil: 'networkidle' });
    expect(await page.getByTestId('choice-room-type').textContent()).toContain(other.name.ja);
    await checked(page, 'tour-room-1280-ja-mypage');
  });

  it('en, 390 px: the room type select names each type in English and keeps the choice', async () => {
    const phone = await openSession(390);
    try {
      await logInBrowser(phone, member.email, '/en');
      const { page } = phone;
      const { other } = tour;
      await page.goto(`/en/booking/tour/${tour.tourId}?goDate=${tour.date}&isNoDate=0&adultPax=2`, {
        waitUntil: 'networkidle',
      });
      const select = page.getByLabel('Room type');
      await expect.poll(() => select.count()).toBe(1);
      expect(await select.locator(`option[value="${other.roomId}"]`).textContent()).toContain(other.name.en);
      await select.selectOption(other.roomId);
      await expect.poll(() => page.getByTestId('choice-room-type').textContent()).toContain(other.name.en);
      await checked(page, 'tour-room-390-en-select');
    } finally {
      await phone.close();
    }
  });
});
