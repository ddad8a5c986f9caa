/**
 * Issue 18 item 2 in a real browser, at 1280 and 390 px: a two-room hotel stay for three adults.
 * The traveller chooses another room type and who sleeps in which room (each a new price from the
 * API, kept in the URL), the check-in time and requests; the confirmation, the completion page, My
 * page and the API's booking keep all of it. axe on each new state, screenshots in E2E_SHOTS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe';
import { asMember, logInBrowser, signUpMember, type Member } from './members';
import { apiUrl, openSession, type Session } from './site';

interface Stay {
  roomId: string;
  roomName: { ja: string };
  roomTypes: { roomId: string; name: { ja: string }; stock: number; fits: boolean }[];
  placement: number[];
  rooms: { adults: number; children: number }[];
  checkinTimes: string[];
  checkinTime: string | null;
  requests: string | null;
}
interface Quote {
  total: number;
  productName: string;
  stay: Stay;
}

function ymdPlus(days: number): string {
  const d = new Date(Date.now() + 9 * 3600_000 + days * 86400_000);
  return d.toISOString().slice(0, 10).replaceAll('-', '');
}

const yen = (n: number) => `${n.toLocaleString('en-US')}円`;

/** A plan with two room types both fitting 3 adults in 2 rooms, with stock (through the API). */
async function findStay(member: Member) {
  for (const days of [22, 29, 36]) {
    const date = ymdPlus(days);
    const list = (await (
      await fetch(`${apiUrl()}/v1/hotels?goDate=${date}&adultPax=3&roomCount=2&nights=1&ipg=40`)
    ).json()) as { hotels: { hotelId: string }[] };
    for (const { hotelId } of list.hotels) {
      const plans = (await (
        await fetch(`${apiUrl()}/v1/hotel/${hotelId}/plans?goDate=${date}&adultPax=3&roomCount=2&nights=1`)
      ).json()) as { plans?: { planId: string }[] };
      for (const { planId } of plans.plans ?? []) {
        const request = { kind: 'yado', hotelId, planId, date, nights: 1, adultPax: 3, roomCount: 2 };
        const res = await asMember(member, '/v1/bookings/quote', request);
        if (res.status !== 200) continue;
        const quote = (await res.json()) as Quote;
        const usable = quote.stay.roomTypes.filter((r) => r.fits && r.stock >= 4);
        if (usable.length < 2 || quote.stay.checkinTimes.length < 2) continue;
        return { request, quote, other: usable.find((r) => r.roomId !== quote.stay.roomId)! };
      }
    }
  }
  throw new Error('no plan with two room types for 3 adults in 2 rooms was found');
}

async function checked(page: Page, name: string): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
  const dir = process.env.E2E_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

for (const width of [1280, 390] as const) {
  describe(`a two-room hotel stay keeps room type, rooms, check-in time and requests (${width} px)`, () => {
    let s: Session;
    let member: Member;
    let stay: Awaited<ReturnType<typeof findStay>>;

    beforeAll(async () => {
      member = await signUpMember(`rooms${width}`);
      stay = await findStay(member);
      s = await openSession(width);
      await logInBrowser(s, member.email);
    });
    afterAll(async () => {
      await s?.close();
    });

    it('chooses and books them, and every page after shows them', async () => {
      const { page } = s;
      const { request, other } = stay;
      await page.goto(
        `/booking/hotel/${request.hotelId}?planId=${request.planId}&goDate=${request.date}&nights=1&roomCount=2&adultPax=3`,
      );
      const main = page.locator('main');
      await expect.poll(() => main.textContent()).toContain(stay.quote.productName);

      // Another room type: the API's price for it, and the choice in the URL.
      await page.getByLabel('お部屋タイプ').selectOption(other.roomId);
      await expect.poll(() => new URL(page.url()).searchParams.get('roomId')).toBe(other.roomId);
      const withRoom = (await (
        await asMember(member, '/v1/bookings/quote', { ...request, roomId: other.roomId })
      ).json()) as Quote;
      await expect.poll(() => main.textContent()).toContain(yen(withRoom.total));
      // Adults 1 and 2 together in room 1, adult 3 alone in room 2.
      await page.getByLabel('大人2のお部屋').selectOption('0');
      await expect.poll(() => new URL(page.url()).searchParams.get('placement')).toBe('0-0-1');
      await page.getByLabel('大人3のお部屋').selectOption('1');
      const placed = (await (
        await asMember(member, '/v1/bookings/quote', {
          ...request,
          roomId: other.roomId,
          placement: [0, 0, 1],
        })
      ).json()) as Quote;
      await expect.poll(() => main.textContent()).toContain(yen(placed.total));
      await expect.poll(() => page.getByTestId('stay-rooms').textContent()).toContain('1部屋目：大人2名');
      await checked(page, `rooms-${width}-select`);
      // A reload keeps both choices.
      await page.reload();
      await expect.poll(() => page.getByLabel('お部屋タイプ').inputValue()).toBe(other.roomId);
      expect(await page.getByTestId('stay-room-type').textContent()).toBe(other.name.ja);

      await page.getByRole('button', { name: 'お客様情報の入力へ進む' }).click();
      await page.fill('#traveller-lead-phone', '090-4444-5555');
      const time = stay.quote.stay.checkinTimes[1]!;
      await page.selectOption('#traveller-stay-checkinTime', time);
      await page.fill('#traveller-stay-requests', 'あ'.repeat(201));
      await page.getByRole('button', { name: '入力内容を確認する' }).click();
      await expect
        .poll(() => page.locator('#traveller-stay-requests-error').textContent())
        .toContain('200文字以内');
      await checked(page, `rooms-${width}-travellers-error`);
      await page.fill('#traveller-stay-requests', '禁煙ルーム希望\n到着は遅めです');
      await page.getByRole('button', { name: '入力内容を確認する' }).click();
      await expect.poll(() => page.locator('#booking-step-heading').textContent()).toBe('ご予約内容の確認');
      const hhmm = `${time.slice(0, 2)}:${time.slice(2)}`;
      expect(await page.getByTestId('stay-checkin-time').textContent()).toBe(hhmm);
      expect(await page.getByTestId('stay-requests').textContent()).toContain('到着は遅めです');
      expect(await page.getByTestId('paid-total').count()).toBe(1);
      await checked(page, `rooms-${width}-confirm`);

      await page.check('#booking-agree');
      await Promise.all([
        page.waitForURL('**/booking/complete/**', { timeout: 20_000 }),
        page.getByRole('button', { name: '予約を確定する' }).click(),
      ]);
      const number = (await page.getByTestId('booking-number').textContent()) ?? '';
      expect(await page.getByTestId('stay-room-type').textContent()).toBe(other.name.ja);
      expect(await page.getByTestId('stay-rooms').textContent()).toContain('2部屋目：大人1名');
      expect(await page.getByTestId('stay-checkin-time').textContent()).toBe(hhmm);
      await checked(page, `rooms-${width}-complete`);

      const booking = (await (await asMember(member, `/v1/bookings/${number}`)).json()) as {
        stay: Stay;
        ids: { roomId: string };
      };
      expect(booking.ids.roomId).toBe(other.roomId);
      expect(booking.stay).toMatchObject({
        roomId: other.roomId,
        placement: [0, 0, 1],
        checkinTime: time,
        requests: '禁煙ルーム希望\n到着は遅めです',
      });
      await page.goto(`/mypage/bookings/${number}`);
      expect(await page.getByTestId('stay-requests').textContent()).toContain('禁煙ルーム希望');
      expect(await page.getByTestId('stay-rooms').textContent()).toContain('1部屋目：大人2名');
    });
  });
}
