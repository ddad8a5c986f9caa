/**
 * Issue 18 item 2 in a real browser, at 1280 and 390 px: a two-room hotel stay for three adults.
 * The traveller chooses another room type and who sleeps in which room (each a new price from the
 * API, kept in the URL), the check-in time and requests; the confirmation, the completion page, My
 * page and the API's booking keep all of it. axe on each new state, screenshots in E2E_SHOTS.
 * Then a two-room stay for two adults, a child at school and an infant (Japanese at 1280 px, the
 * English site at 390 px): each guest is labelled by category in the room assignment, and each room
 * counts its child and its infant apart on every step, the completion page, My page and the mail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe';
import { bookOnPage } from './checkout';
import { theMail } from './mailbox';
import { asMember, logInBrowser, signUpMember, type Member } from './members';
import { apiUrl, openSession, type Session } from './site';

interface Stay {
  roomId: string;
  roomName: { ja: string };
  roomTypes: { roomId: string; name: { ja: string }; stock: number; fits: boolean }[];
  placement: number[];
  rooms: { adults: number; children: number; infants: number }[];
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

interface Party {
  adultPax: number;
  children: { age: number; useBed: boolean; useSeat: boolean; isSchoolChild: boolean }[];
}
const THREE_ADULTS: Party = { adultPax: 3, children: [] };

/**
 * A plan whose quote for the party in 2 rooms answers 200 with a room type that `usable` accepts
 * (through the API; stock varies by day): the three adults' journey wants two room types and two
 * check-in times.
 */
async function findStay(
  member: Member,
  party: Party = THREE_ADULTS,
  usable = (stay: Stay) =>
    stay.roomTypes.filter((r) => r.fits && r.stock >= 4).length >= 2 && stay.checkinTimes.length >= 2,
) {
  const travellers = party.adultPax + party.children.length;
  for (const days of [22, 29, 36]) {
    const date = ymdPlus(days);
    const list = (await (
      await fetch(`${apiUrl()}/v1/hotels?goDate=${date}&adultPax=${travellers}&roomCount=2&nights=1&ipg=40`)
    ).json()) as { hotels: { hotelId: string }[] };
    for (const { hotelId } of list.hotels) {
      const plans = (await (
        await fetch(
          `${apiUrl()}/v1/hotel/${hotelId}/plans?goDate=${date}&adultPax=${travellers}&roomCount=2&nights=1`,
        )
      ).json()) as { plans?: { planId: string }[] };
      for (const { planId } of plans.plans ?? []) {
        const request = { kind: 'yado', hotelId, planId, date, nights: 1, roomCount: 2, ...party };
        const res = await asMember(member, '/v1/bookings/quote', request);
        if (res.status !== 200) continue;
        const quote = (await res.json()) as Quote;
        if (!usable(quote.stay)) continue;
        const other = quote.stay.roomTypes.find(
          (r) => r.roomId !== quote.stay.roomId && r.fits && r.stock >= 4,
        );
        return { request, quote, other: other! };
      }
    }
  }
  throw new Error(`no plan for ${travellers} travellers in 2 rooms was found`);
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

/** Two adults, a child at school (8) and an infant without a bed (3): two bed users a room. */
const FAMILY: Party = {
  adultPax: 2,
  children: [
    { age: 8, useBed: true, useSeat: true, isSchoolChild: true },
    { age: 3, useBed: false, useSeat: false, isSchoolChild: false },
  ],
};

/** The infant moved to room 2 (bedless: the rooms' occupancy stays), after the even default. */
const PLACEMENT = [0, 1, 1, 1];

const FAMILY_WORDS = {
  ja: {
    prefix: '',
    roomOf: (guest: string) => `${guest}のお部屋`,
    guests: ['大人1', '大人2', '子供1（8歳）', '幼児1（3歳）'],
    evenRooms: ['1部屋目：大人1名・幼児1名', '2部屋目：大人1名・子供1名'],
    rooms: ['1部屋目：大人1名', '2部屋目：大人1名・子供1名・幼児1名'],
    mailRooms: 'お部屋割り：1部屋目：大人1名 / 2部屋目：大人1名・子供1名・幼児1名',
  },
  en: {
    prefix: '/en',
    roomOf: (guest: string) => `Room of ${guest}`,
    guests: ['Adult 1', 'Adult 2', 'Child 1 (age 8)', 'Infant 1 (age 3)'],
    evenRooms: ['Room 1: 1 adult, 1 infant', 'Room 2: 1 adult, 1 child'],
    rooms: ['Room 1: 1 adult', 'Room 2: 1 adult, 1 child, 1 infant'],
    mailRooms: 'Rooms: Room 1: 1 adult; Room 2: 1 adult, 1 child, 1 infant',
  },
} as const;

describe.each([
  ['ja', 1280],
  ['en', 390],
] as const)(
  'a two-room stay with a child and an infant: each room by category (%s, %i px)',
  (lang, width) => {
    const words = FAMILY_WORDS[lang];
    let s: Session;
    let member: Member;
    let stay: Awaited<ReturnType<typeof findStay>>;

    beforeAll(async () => {
      member = await signUpMember(`family${lang}${width}`);
      stay = await findStay(member, FAMILY, () => true);
      s = await openSession(width, lang === 'en' ? 'en-US' : 'ja-JP');
      await logInBrowser(s, member.email, words.prefix);
    });
    afterAll(async () => {
      await s?.close();
    });

    it('labels each guest by category, and every page and the mail count each room’s child and infant apart', async () => {
      const { page } = s;
      const { request } = stay;
      await page.goto(
        `${words.prefix}/booking/hotel/${request.hotelId}?planId=${request.planId}&goDate=${request.date}` +
          '&nights=1&roomCount=2&adultPax=2&childPax=8-b1s1sc1,3-b0s0sc0',
        { waitUntil: 'networkidle' },
      );
      const main = page.locator('main');
      const roomLines = async () =>
        (await page.getByTestId('stay-rooms').locator('li').allInnerTexts()).map((t) => t.trim());
      // Spread evenly at first: the infant (no bed) with adult 1, the child with adult 2.
      expect(stay.quote.stay.placement).toEqual([0, 1, 1, 0]);
      await expect.poll(roomLines).toEqual(words.evenRooms);
      // Each guest by category, numbered within it; the infant moved to room 2.
      const selects = words.guests.map((g) => page.getByLabel(words.roomOf(g), { exact: true }));
      for (const select of selects) expect(await select.count()).toBe(1);
      const infant = selects[3]!;
      await infant.selectOption('1');
      await expect.poll(() => infant.inputValue()).toBe('1');
      await expect.poll(() => new URL(page.url()).searchParams.get('placement')).toBe(PLACEMENT.join('-'));
      const placed = (await (
        await asMember(member, '/v1/bookings/quote', { ...request, lang, placement: PLACEMENT })
      ).json()) as Quote;
      expect(placed.stay.rooms).toEqual([
        { adults: 1, children: 0, infants: 0 },
        { adults: 1, children: 1, infants: 1 },
      ]);
      await expect.poll(roomLines).toEqual(words.rooms);
      await expect.poll(() => main.textContent()).toContain(placed.total.toLocaleString('en-US'));
      await checked(page, `family-${lang}-${width}-select`);

      const number = await bookOnPage(page, lang, undefined, async (review) => {
        expect(await roomLines()).toEqual(words.rooms);
        await checked(review, `family-${lang}-${width}-confirm`);
      });
      expect(await roomLines()).toEqual(words.rooms);
      await checked(page, `family-${lang}-${width}-complete`);

      const booking = (await (await asMember(member, `/v1/bookings/${number}`)).json()) as { stay: Stay };
      expect(booking.stay.rooms).toEqual(placed.stay.rooms);
      const mail = await theMail(number);
      expect(mail.text.split('\n')).toContain(words.mailRooms);
      expect(mail.html).toContain(words.rooms.join(lang === 'en' ? '; ' : ' / '));

      await page.goto(`${words.prefix}/mypage/bookings/${number}`, { waitUntil: 'networkidle' });
      await expect.poll(() => page.getByTestId('booking-number').textContent()).toBe(number);
      expect(await roomLines()).toEqual(words.rooms);
      await checked(page, `family-${lang}-${width}-mypage`);
    });
  },
);
