/**
 * Issue 18 item 1 in a real browser: on a tour's page a member chooses another hotel and plan, an
 * earlier outbound flight, the room assignment and an optional activity; the booking page shows
 * each choice and the price the API computes for exactly them; the booking keeps them (API and My
 * page). axe on the tour page's choices and on the booking page with choices, at 1280 and 390 px.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from './axe';
import { checked, logIn } from './operatorSite';
import { apiUrl, openSession, type Session } from './site';

const PASSWORD = 'tabi2026go';

interface Condition {
  transportation: { leg: string; services: { number: string; surcharge: number }[] }[];
  stays: {
    relativeDate: number;
    hotels: {
      hotelId: string;
      hotelName: string;
      isDefault: boolean;
      plans: { planId: string; prices: { paxPerRoom: number }[] }[];
    }[];
  }[];
  optionals: {
    optionalId: string;
    optionalGroupId: string;
    name: string;
    minPax: number;
    maxPax: number;
    prices: { person1: number };
    dates: { date: string; stock: number }[];
  }[];
}

function ymdPlus(days: number): string {
  const d = new Date(Date.now() + 9 * 3600_000 + days * 86400_000);
  return d.toISOString().slice(0, 10).replaceAll('-', '');
}

/** A flight tour departure with another hotel, several flights each way and an optional for two. */
async function findTour(): Promise<{ tourId: string; date: string; condition: Condition }> {
  for (const days of [24, 31, 38]) {
    const date = ymdPlus(days);
    const list = (await (
      await fetch(`${apiUrl()}/v1/tours?goDate=${date}&isNoDate=0&adultPax=2&approachType=air&ipg=40`)
    ).json()) as { tours: { tourId: string; nights: number; tourType: string }[] };
    for (const t of list.tours) {
      if (t.nights < 1 || t.tourType !== '01') continue;
      const condition = (await (
        await fetch(`${apiUrl()}/v1/tour/${t.tourId}/condition?goDate=${date}`)
      ).json()) as Condition;
      const other = condition.stays.length === 1 && condition.stays[0]!.hotels.some((h) => !h.isDefault);
      const flights =
        condition.transportation.length === 2 &&
        condition.transportation.every((l) => l.services.length >= 2);
      const optional = condition.optionals.some(
        (o) => o.minPax <= 2 && o.maxPax >= 2 && o.dates[0] !== undefined && o.dates[0].stock >= 2,
      );
      if (other && flights && optional) return { tourId: t.tourId, date, condition };
    }
  }
  throw new Error('no tour with choices was found');
}

describe('a tour booking keeps every choice (issue 18 item 1)', () => {
  let s: Session;
  let tour: Awaited<ReturnType<typeof findTour>>;
  const email = `choices-${Date.now()}@example.jp`;
  let cookie = '';

  beforeAll(async () => {
    tour = await findTour();
    const res = await fetch(`${apiUrl()}/v1/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        password: PASSWORD,
        familyName: '旅野',
        givenName: '選子',
        familyNameKana: 'タビノ',
        givenNameKana: 'エラコ',
      }),
    });
    expect(res.status).toBe(201);
    cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    s = await openSession(1280);
    await s.page.goto('/login?returnTo=%2Fmypage');
    await s.page.fill('#login-email', email);
    await s.page.fill('#login-password', PASSWORD);
    await Promise.all([
      s.page.waitForURL('**/mypage'),
      s.page.locator('main form button[type="submit"]').click(),
    ]);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('chooses hotel, flight, rooms and an optional on the tour page and books exactly them', async () => {
    const { page } = s;
    await page.goto(`/tours/${tour.tourId}?goDate=${tour.date}&isNoDate=0&adultPax=2&paxPerRoom=2`);
    const stay = page.getByTestId('stay-choice');
    await expect.poll(() => stay.count()).toBe(1);
    // Another hotel: the first option that is not included.
    const values = await stay
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    const otherValue = values.find((v) => v !== '')!;
    await stay.selectOption(otherValue);
    const [hotelId] = otherValue.split('_');
    const hotelName = tour.condition.stays[0]!.hotels.find((h) => h.hotelId === hotelId)!.hotelName;
    // The outbound flight with the largest surcharge.
    const outbound = tour.condition.transportation.find((l) => l.leg === 'outbound')!;
    const dearest = outbound.services.reduce((b, x, i, all) => (x.surcharge > all[b]!.surcharge ? i : b), 0);
    await page.getByTestId('transport-outbound').locator('input[type="radio"]').nth(dearest).check();
    await expect.poll(() => page.getByTestId('choice-difference').count()).toBe(1);
    // Room assignment: one man and one woman in the room.
    await page.getByText('お部屋割りを指定する（任意）').click();
    await page.getByRole('button', { name: '大人(男性)を1名増やす' }).click();
    await page.getByRole('button', { name: '大人(女性)を1名増やす' }).click();
    await expect
      .poll(() => page.locator('main').textContent())
      .toContain('お部屋割りを予約画面に引き継ぎます。');
    // An optional activity.
    const optional = tour.condition.optionals.find(
      (o) => o.minPax <= 2 && o.maxPax >= 2 && o.dates[0] !== undefined && o.dates[0].stock >= 2,
    )!;
    const item = page.locator('li').filter({ hasText: optional.name }).first();
    await item.locator('input[type="checkbox"]').check();
    expect(await axeViolations(page)).toEqual([]);

    await Promise.all([
      page.waitForURL(/\/booking\/tour\//),
      page.getByRole('link', { name: '予約へ進む' }).click(),
    ]);
    const url = new URL(page.url());
    expect(url.searchParams.get('stay')).toContain(hotelId);
    expect(url.searchParams.get('transport')).toBe(`outbound_${dearest}`);
    expect(url.searchParams.get('roomAssign')).toBe('m1f1a0b0c0d0e0f0a0b0');
    expect(url.searchParams.get('includeOptionals')).toContain(optional.optionalGroupId);

    // The API's price for exactly these choices is the page's.
    const session = await fetch(`${apiUrl()}/v1/auth/session`, { headers: { cookie } });
    const csrf = ((await session.json()) as { csrfToken: string }).csrfToken;
    const relativeDate = tour.condition.stays[0]!.relativeDate;
    const planId = otherValue.split('_')[1];
    const quote = (await (
      await fetch(`${apiUrl()}/v1/bookings/quote`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrf },
        body: JSON.stringify({
          kind: 'tour',
          tourId: tour.tourId,
          date: tour.date,
          adultPax: 2,
          roomCount: 1,
          stays: [{ relativeDate, hotelId, planId }],
          transports: [{ leg: 'outbound', service: dearest }],
          roomAssigns: ['m1f1a0b0c0d0e0f0a0b0'],
          includeOptionals: [
            {
              optionalId: optional.optionalId,
              date: optional.dates[0]!.date,
              amount: 'm1f1a0b0c0d0e0f0a0b0',
              optionalGroupId: optional.optionalGroupId,
            },
          ],
        }),
      })
    ).json()) as { total: number };
    const main = page.locator('main');
    await expect.poll(() => main.textContent()).toContain(hotelName);
    const text = (await main.textContent()) ?? '';
    expect(text).toContain(outbound.services[dearest]!.number);
    expect(text).toContain('1室目');
    expect(text).toContain(optional.name);
    expect(text).toContain(`${quote.total.toLocaleString('en-US')}円`);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'お客様情報の入力へ進む' }).click();
    await page.fill('#traveller-lead-phone', '090-1234-5678');
    await page.fill('#traveller-guests-0-familyNameKana', 'タビノ');
    await page.fill('#traveller-guests-0-givenNameKana', 'タロウ');
    await page.selectOption('#traveller-guests-0-gender', 'male');
    await page.fill('#traveller-guests-0-age', '45');
    await page.getByRole('button', { name: '入力内容を確認する' }).click();
    await expect.poll(() => page.locator('#booking-step-heading').textContent()).toBe('ご予約内容の確認');
    if ((await page.locator('input[name="couponCode"]').count()) > 0) {
      await page.locator('input[name="couponCode"][value=""]').check();
    }
    await page.check('#booking-agree');
    await page.getByRole('button', { name: '予約を確定する' }).click();
    await expect
      .poll(() => page.getByTestId('booking-number').textContent(), { timeout: 20_000 })
      .toMatch(/^TB\d{10}$/);
    const number = (await page.getByTestId('booking-number').textContent()) ?? '';

    // My page's booking detail shows the choices.
    await page.goto(`/mypage/bookings/${number}`);
    const detail = (await page.locator('main').textContent()) ?? '';
    expect(detail).toContain(hotelName);
    expect(detail).toContain(outbound.services[dearest]!.number);
    expect(detail).toContain(optional.name);
    expect(detail).toContain('1室目');

    // The back office's booking detail shows the same choices and the optional's price row.
    const office = await openSession(1280);
    try {
      await logIn(office, inject('operatorEmail'), inject('operatorPassword'));
      await office.page.goto(`/operator/bookings/${number}`, { waitUntil: 'networkidle' });
      const back = (await office.page.locator('main').textContent()) ?? '';
      expect(back).toContain(hotelName);
      expect(back).toContain(outbound.services[dearest]!.number);
      expect(back).toContain(optional.name);
      expect(back).toContain(`${quote.total.toLocaleString('en-US')}円`);
      await checked(office, 'tour-booking-operator-1280');
    } finally {
      await office.close();
    }
  });

  it('the tour page choices and the booking page with choices pass axe at 390 px without sideways scrolling', async () => {
    const phone = await openSession(390);
    try {
      await phone.page.goto(`/tours/${tour.tourId}?goDate=${tour.date}&isNoDate=0&adultPax=2&paxPerRoom=2`);
      await expect.poll(() => phone.page.getByTestId('stay-choice').count()).toBe(1);
      // Each optional's box says what adding it costs, in one sentence.
      const adds = phone.page.getByRole('checkbox', { name: /^追加する（.+の参加料金 [\d,]+円）$/ });
      expect(await adds.count()).toBeGreaterThan(0);
      // Start times and duration are two facts, set apart by the language's separator.
      const facts = await phone.page.locator('p', { hasText: '所要時間' }).allInnerTexts();
      expect(facts.length).toBeGreaterThan(0);
      for (const line of facts) expect(line).toMatch(/^(開始時刻：\S+／)?所要時間：/);
      expect(await axeViolations(phone.page)).toEqual([]);
      const overflow = await phone.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await phone.close();
    }
  });
});
