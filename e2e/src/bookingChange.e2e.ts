/**
 * Issue 18 item 5 in a real browser: a member's hotel stay (hotel, plan and days chosen by the
 * stock the API answers, never "the first one") is changed on My page — at 1280 px in Japanese and
 * at 390 px in English. The change page prices the new date and party (before → after with the
 * difference, the API's figures), a sold-out day is refused with the catalogue's message, the
 * confirmation lands on the booking's detail with the new state and its change history, the change
 * mail arrives in the development mailbox, and the back office's booking detail shows the history
 * and the stay's choices. axe on every new state; screenshots in E2E_SHOTS.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, errorMessageFor, formatPrice, formatPriceDifference, japanToday } from '@tabiyori/domain';
import { axeViolations } from './axe';
import { mailsAbout } from './mailbox';
import { asMember, bookAs, logInBrowser, signUpMember, type Member } from './members';
import { logIn } from './operatorSite';
import { apiUrl, openSession, withDb, type Session } from './site';

type Lang = 'ja' | 'en';
interface Quote {
  paidTotal: number;
  bestSelection: { coupons: { couponCode: string }[] } | null;
}
interface Booking {
  bookingNumber: string;
  startDate: string;
  paidTotal: number;
  ids: { roomId: string };
  coupons: { couponCode: string; couponName: { ja: string; en: string } }[];
  stay: { roomName: { ja: string; en: string } } | null;
}
interface ChangeQuote {
  before: { paidTotal: number };
  after: { paidTotal: number; startDate: string; adultPax: number };
  difference: number;
}

const isoDate = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;

async function json<T>(res: Response): Promise<T> {
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return (await res.json()) as T;
}

/**
 * A stay for 2 adults the API quotes on a day about a month ahead, whose plan also quotes a week
 * later for another party (3 adults, else 1): the change the journey makes. Asked of the API.
 */
async function findStay(member: Member, lang: Lang) {
  for (const ahead of [24, 31, 38]) {
    const date = addDays(japanToday(), ahead);
    const later = addDays(date, 7);
    const list = await json<{ hotels: { hotelId: string }[] }>(
      await fetch(`${apiUrl()}/v1/hotels?goDate=${date}&adultPax=2&roomCount=1&nights=1&ipg=30`),
    );
    for (const { hotelId } of list.hotels) {
      const plans = (await (
        await fetch(`${apiUrl()}/v1/hotel/${hotelId}/plans?goDate=${date}&adultPax=2&roomCount=1&nights=1`)
      ).json()) as { plans?: { planId: string }[] };
      for (const { planId } of plans.plans ?? []) {
        const request = { kind: 'yado', hotelId, planId, date, nights: 1, adultPax: 2, lang };
        const res = await asMember(member, '/v1/bookings/quote', request);
        if (res.status !== 200) continue;
        for (const adultPax of [3, 1]) {
          const moved = await asMember(member, '/v1/bookings/quote', { ...request, date: later, adultPax });
          if (moved.status === 200) return { request, quote: (await res.json()) as Quote, later, adultPax };
        }
      }
    }
  }
  throw new Error('no stay that can move a week later for another party was found');
}

/** Books the stay through the API as the member (with the best coupons it offers). */
async function book(member: Member, found: Awaited<ReturnType<typeof findStay>>): Promise<Booking> {
  const couponCodes = found.quote.bestSelection?.coupons.map((c) => c.couponCode) ?? [];
  const priced = await json<Quote>(
    await asMember(member, '/v1/bookings/quote', { ...found.request, couponCodes }),
  );
  return bookAs<Booking>(member, { ...found.request, couponCodes, expectedTotal: priced.paidTotal });
}

async function checked(page: Page, name: string): Promise<void> {
  // After a server action's redirect the new page's title follows its body by a moment.
  await expect.poll(() => page.title()).not.toBe('');
  expect(await axeViolations(page)).toEqual([]);
  const dir = process.env.E2E_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

const setRoomStock = (roomId: string, day: string, stock: number | null) =>
  withDb(async (client) => {
    const { rows } = await client.query<{ stock: number }>(
      `select stock from room_day where room_id = $1 and stay_date = to_date($2, 'YYYYMMDD')`,
      [roomId, day],
    );
    if (stock !== null) {
      await client.query(
        `update room_day set stock = $3 where room_id = $1 and stay_date = to_date($2, 'YYYYMMDD')`,
        [roomId, day, stock],
      );
    }
    return rows[0]?.stock ?? 0;
  });

const TEXT = {
  ja: { changed: 'ご予約の変更を承りました', history: '変更履歴', amount: 'お支払い金額' },
  en: { changed: 'Your booking has been changed', history: 'Change history', amount: 'Amount' },
};

for (const [width, lang] of [
  [1280, 'ja'],
  [390, 'en'],
] as const) {
  describe(`a member changes the date and party of a hotel stay on My page (${width} px, ${lang})`, () => {
    const prefix = lang === 'en' ? '/en' : '';
    let s: Session;
    let member: Member;
    let found: Awaited<ReturnType<typeof findStay>>;
    let booking: Booking;

    beforeAll(async () => {
      member = await signUpMember(`change${width}`);
      found = await findStay(member, lang);
      booking = await book(member, found);
      s = await openSession(width, lang === 'en' ? 'en-US' : 'ja-JP');
      await logInBrowser(s, member.email, prefix);
    }, 180_000);
    afterAll(async () => {
      await s?.close();
    });

    it('prices the change with its difference, refuses a sold-out day, changes it and keeps the history', async () => {
      const { page } = s;
      const n = booking.bookingNumber;
      await page.goto(`${prefix}/mypage/bookings/${n}`, { waitUntil: 'networkidle' });
      // Each coupon is named in the page's language next to its code.
      for (const c of booking.coupons) {
        expect(await page.locator('main').textContent()).toContain(c.couponName[lang]);
      }
      await checked(page, `change-${width}-${lang}-detail`);
      await Promise.all([
        page.waitForURL(`**/mypage/bookings/${n}/change`),
        page.getByTestId('change-link').click(),
      ]);
      await page.waitForLoadState('networkidle');
      await checked(page, `change-${width}-${lang}-form`);

      // The new day without rooms left: the catalogue's sold-out message, nothing changed.
      const soldOutDay = found.later;
      const kept = await setRoomStock(booking.ids.roomId, soldOutDay, 0);
      try {
        await page.fill('[data-testid="change-date"]', isoDate(soldOutDay));
        await Promise.all([
          page.waitForURL((url) => url.searchParams.get('date') === isoDate(soldOutDay)),
          page.getByTestId('change-quote-submit').click(),
        ]);
        await expect
          .poll(() => page.getByTestId('change-refused').textContent(), { timeout: 15_000 })
          .toBe(errorMessageFor('BKE801', lang));
        await checked(page, `change-${width}-${lang}-sold-out`);
      } finally {
        await setRoomStock(booking.ids.roomId, soldOutDay, kept);
      }

      // The new date and party: before → after and the difference, as the API prices them.
      const expected = await json<ChangeQuote>(
        await asMember(member, `/v1/bookings/${n}/change/quote`, {
          date: found.later,
          adultPax: found.adultPax,
          children: [],
        }),
      );
      await page.waitForLoadState('networkidle');
      await page.fill('[data-testid="change-date"]', isoDate(found.later));
      await page.selectOption('[data-testid="change-adults"]', String(found.adultPax));
      await Promise.all([
        page.waitForURL((url) => url.searchParams.get('adults') === String(found.adultPax)),
        page.getByTestId('change-quote-submit').click(),
      ]);
      await expect
        .poll(() => page.getByTestId('change-difference').textContent(), { timeout: 15_000 })
        .toContain(formatPriceDifference(expected.difference, lang));
      const paidRow = (await page.getByTestId('change-row-paid').textContent()) ?? '';
      expect(paidRow).toContain(formatPrice(expected.before.paidTotal, lang));
      expect(paidRow).toContain(formatPrice(expected.after.paidTotal, lang));
      await checked(page, `change-${width}-${lang}-quote`);

      // Confirmed: the booking's detail with the new state and its history.
      await page.waitForLoadState('networkidle');
      await Promise.all([
        page.waitForURL(`**/mypage/bookings/${n}?changed=1`, { timeout: 30_000 }),
        page.getByTestId('change-confirm').click(),
      ]);
      await expect.poll(() => page.getByTestId('change-done').count(), { timeout: 15_000 }).toBe(1);
      const changed = await json<Booking>(await asMember(member, `/v1/bookings/${n}`));
      expect(changed.startDate).toBe(found.later);
      expect(changed.paidTotal).toBe(expected.after.paidTotal);
      const history = (await page.getByTestId('change-history').textContent()) ?? '';
      expect(history).toContain(formatPrice(expected.before.paidTotal, lang));
      expect(history).toContain(formatPriceDifference(expected.difference, lang));
      expect(await page.getByTestId('change-history-entry').count()).toBe(1);
      await checked(page, `change-${width}-${lang}-changed`);

      // The change mail, once, in the booking's language.
      const changeMails = async () =>
        (await mailsAbout(n)).filter((m) => m.subject.includes(TEXT[lang].changed));
      await expect.poll(async () => (await changeMails()).length, { timeout: 20_000 }).toBe(1);
      const [mail] = await changeMails();
      expect(mail!.text).toContain(formatPriceDifference(expected.difference, lang));
    });

    it('the back office sees the change history and the stay’s choices', async () => {
      const office = await openSession(width, lang === 'en' ? 'en-US' : 'ja-JP');
      const now = await json<Booking>(await asMember(member, `/v1/bookings/${booking.bookingNumber}`));
      try {
        await logIn(office, inject('operatorEmail'), inject('operatorPassword'), lang);
        await office.page.goto(`${prefix}/operator/bookings/${booking.bookingNumber}`, {
          waitUntil: 'networkidle',
        });
        const history = (await office.page.getByTestId('change-history').textContent()) ?? '';
        expect(history).toContain(TEXT[lang].amount);
        expect(history).toContain(formatPrice(booking.paidTotal, lang));
        expect(await office.page.getByTestId('stay-room-type').textContent()).toBe(now.stay!.roomName[lang]);
        for (const c of now.coupons) {
          expect(await office.page.locator('main').textContent()).toContain(c.couponName[lang]);
        }
        await checked(office.page, `change-${width}-${lang}-operator`);
      } finally {
        await office.close();
      }
    });
  });
}
