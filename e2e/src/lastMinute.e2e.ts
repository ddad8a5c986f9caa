/**
 * Last-minute stays (issue 16 item 6): a plan sold until the check-in day can be found and booked
 * for tonight. The top page's hotel form offers today in its date field and its calendar, and lands
 * on a list of tonight; the list's calendar offers today too; the hotel's page lists the plan for
 * tonight and the booking pages book it. The hotel is one the API has a plan for tonight with rooms
 * left (asked, never assumed); Japan's day is the catalog's day. Screenshots go to E2E_SHOTS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteAs, signUpMember, withMemberCookie, type Member } from './members';
import { getJson, localePath, ymdPlus } from './pageKinds';
import { openSession, type Session } from './site';

const dir = process.env.E2E_SHOTS;

const TEXT = {
  ja: {
    searchHotels: 'ホテルを検索',
    checkinDate: 'チェックイン日',
    destination: '目的地',
    chooseDates: '日付を選ぶ',
    apply: 'この内容で決定',
    dateRow: /^チェックイン日/,
    bookThisPlan: 'このプランを予約する',
    toTravellers: 'お客様情報の入力へ進む',
    toConfirm: '入力内容を確認する',
    submit: '予約を確定する',
  },
  en: {
    searchHotels: 'Search hotels',
    checkinDate: 'Check-in date',
    destination: 'Destination',
    chooseDates: 'Choose dates',
    apply: 'Apply',
    dateRow: /^Check-in date/,
    bookThisPlan: 'Book this plan',
    toTravellers: 'Continue to your details',
    toConfirm: 'Review your booking',
    submit: 'Confirm booking',
  },
} as const;

interface Card {
  hotelId: string;
  hotelName: string;
  area: { area2: { code: string } };
}

/** A hotel with a plan for two tonight that the quote sells (the list's first such one). */
async function stayTonight(member: Member, today: string, lang: 'ja' | 'en') {
  const stay = `goDate=${today}&nights=1&adultPax=2&roomCount=1`;
  const { hotels } = await getJson<{ hotels: Card[] }>(`/v1/hotels?${stay}&ipg=40`);
  for (const hotel of hotels) {
    const { plans } = await getJson<{ plans: { planId: string; planName: string }[] }>(
      `/v1/hotel/${hotel.hotelId}/plans?${stay}&lang=${lang}`,
    );
    for (const plan of plans) {
      const request = { kind: 'yado', hotelId: hotel.hotelId, planId: plan.planId, date: today, nights: 1 };
      const quote = await quoteAs(member, { ...request, adultPax: 2, roomCount: 1, children: [] });
      if (quote.status === 200) return { ...hotel, plan };
    }
  }
  throw new Error(`no hotel has a plan for two tonight (${today})`);
}

describe.each([
  [1280, 'ja'],
  [390, 'en'],
] as const)('last-minute stays at %i px (%s)', (width, lang) => {
  let s: Session;
  let member: Member;
  let today: string;
  let tonight: Awaited<ReturnType<typeof stayTonight>>;
  const text = TEXT[lang];
  const iso = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;
  const shot = async (name: string) => {
    if (dir) await s.page.screenshot({ path: `${dir}/last-minute-${name}-${lang}-${width}.png` });
  };
  const open = async (path: string) => {
    await s.page.goto(localePath(lang, path), { waitUntil: 'networkidle' });
  };

  beforeAll(async () => {
    today = ymdPlus(0);
    member = await signUpMember('last-minute');
    tonight = await stayTonight(member, today, lang);
    s = await openSession(width, lang === 'en' ? 'en-US' : 'ja-JP');
    await withMemberCookie(s, member);
  });
  afterAll(async () => {
    await s?.close();
  });

  it("the top page's hotel form offers today and lands on tonight's list, whose calendar offers today", async () => {
    await open('/?tab=hotel');
    const form = s.page.getByRole('search', { name: text.searchHotels });
    const date = form.getByLabel(text.checkinDate, { exact: true });
    expect(await date.getAttribute('min')).toBe(iso(today));
    // Typed today, then chosen again on the calendar (it opens on the typed day's page).
    await date.fill(iso(today));
    await form.getByRole('button', { name: text.chooseDates, exact: true }).click();
    const dialog = s.page.getByRole('dialog');
    const todayButton = dialog.locator(`button[data-ymd="${today}"]`);
    await todayButton.waitFor({ state: 'visible' });
    expect(await todayButton.getAttribute('aria-disabled')).toBeNull();
    await todayButton.click();
    await dialog.locator(`button[data-ymd="${ymdPlus(1)}"]`).click();
    await shot('top-calendar');
    await dialog.getByRole('button', { name: text.apply, exact: true }).click();
    expect(await date.inputValue()).toBe(iso(today));
    await form.getByLabel(text.destination, { exact: true }).selectOption(tonight.area.area2.code);
    await form.getByRole('button', { name: text.searchHotels, exact: true }).click();
    await s.page.waitForURL((url) => url.searchParams.get('goDate') === today);
    await s.page.waitForLoadState('networkidle');
    // The list is tonight's: hotels the API sells in that prefecture tonight.
    const { hotels } = await getJson<{ hotels: Card[] }>(
      `/v1/hotels?arrAreaCode=${tonight.area.area2.code}&goDate=${today}&nights=1&adultPax=2&roomCount=1&ipg=40&lang=${lang}`,
    );
    expect(hotels.length).toBeGreaterThan(0);
    const main = (await s.page.locator('main').textContent()) ?? '';
    expect(hotels.some((hotel) => main.includes(hotel.hotelName))).toBe(true);
    await shot('list');
    // The list's own search calendar offers today as well.
    await s.page.getByRole('button', { name: text.dateRow }).click();
    const listToday = s.page.getByRole('dialog').locator(`button[data-ymd="${today}"]`);
    await listToday.waitFor({ state: 'visible' });
    expect(await listToday.getAttribute('aria-disabled')).toBeNull();
    await s.page.keyboard.press('Escape');
  });

  it("the hotel's page lists the plan for tonight and the booking pages book it", async () => {
    await open(`/hotel/${tonight.hotelId}/plans?goDate=${today}&isNoDate=0&nights=1&adultPax=2&roomCount=1`);
    const book = s.page
      .locator(`main a[href*="planId=${tonight.plan.planId}"]`)
      .filter({ hasText: text.bookThisPlan })
      .first();
    await book.scrollIntoViewIfNeeded();
    await shot('hotel-plans');
    await book.click();
    await s.page.waitForURL(/\/booking\/hotel\//);
    await s.page.waitForLoadState('networkidle');
    expect(new URL(s.page.url()).searchParams.get('goDate')).toBe(today);
    await expect.poll(() => s.page.locator('main').textContent()).toContain(tonight.plan.planName);
    await shot('booking-quote');
    await s.page.getByRole('button', { name: text.toTravellers }).click();
    await s.page.fill('#traveller-lead-phone', '090-1234-5678');
    await s.page.getByRole('button', { name: text.toConfirm }).click();
    await s.page.check('#booking-agree');
    await s.page.getByRole('button', { name: text.submit }).click();
    await expect
      .poll(() => s.page.getByTestId('booking-number').textContent(), { timeout: 20_000 })
      .toMatch(/^TB\d{10}$/);
    await shot('booked');
  });
});
