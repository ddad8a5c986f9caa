/**
 * Accessibility of every page kind (issue 8 item 1): each page, in Japanese and in English, loaded
 * in Chromium at 1280 px (and at 390 px for the list and detail kinds) and checked by axe-core
 * against the WCAG 2.2 A/AA rules. The catalog ids come from the API (the first tour, the first
 * hotel and its prefecture, the first specials of each kind, the first optional activity and the
 * first rental car); the member pages are seen as the demo member hanako@example.jp, through a hotel
 * booking up to its booking number, My page and the booking's detail; open dialogs and shown errors
 * are checked too; the maintenance notice is switched on in the database for its own check.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe';
import { apiUrl, openSession, withDb, type Session } from './site';

// Demo data named in the README (apps/api/src/catalog/users.ts).
const MEMBER = { email: 'hanako@example.jp', password: 'tabiyori-demo' };
const LANGS = ['ja', 'en'] as const;
type Lang = (typeof LANGS)[number];
type Width = 390 | 1280;

interface Ids {
  tourId: string;
  hotelId: string;
  hotelArea: string;
  tourSpecial: string;
  hotelSpecial: string;
  optionalId: string;
  carId: string;
}

interface PageKind {
  kind: string;
  /** The path under the language prefix ('' for Japanese, '/en' for English). */
  path: (ids: Ids) => string;
  /** List and detail kinds are checked at the phone width too. */
  phone?: boolean;
  status?: number;
}

/** Page kinds a visitor sees (spec §2 and DESIGN.md), with the HTTP status each answers. */
const VISITOR_PAGES: PageKind[] = [
  { kind: 'top', path: () => '/' },
  { kind: 'tourList', path: () => '/tours', phone: true },
  { kind: 'tourDetail', path: (ids) => `/tours/${ids.tourId}`, phone: true },
  { kind: 'special', path: (ids) => `/special/${ids.tourSpecial}`, phone: true },
  { kind: 'flyer', path: (ids) => `/flyer/${ids.tourId}` },
  { kind: 'hotels', path: () => '/hotels', phone: true },
  { kind: 'hotels/{area}', path: (ids) => `/hotels/${ids.hotelArea}`, phone: true },
  { kind: 'hotelDetail', path: (ids) => `/hotel/${ids.hotelId}`, phone: true },
  { kind: 'hotelPlans', path: (ids) => `/hotel/${ids.hotelId}/plans`, phone: true },
  // With a date and a party the pages show prices, coupon prices and the party's total.
  {
    kind: 'tourDetail (date, 2 adults and a child)',
    path: (ids) => `/tours/${ids.tourId}?goDate=${ymdPlus(21)}&adultPax=2&childPax=4-b0`,
  },
  {
    kind: 'hotels/{area} (date, 2 adults)',
    path: (ids) => `/hotels/${ids.hotelArea}?goDate=${ymdPlus(21)}&adultPax=2`,
  },
  {
    kind: 'hotelPlans (date, 2 adults)',
    path: (ids) => `/hotel/${ids.hotelId}/plans?goDate=${ymdPlus(21)}&adultPax=2`,
  },
  { kind: 'hotelRooms', path: (ids) => `/hotel/${ids.hotelId}/rooms` },
  { kind: 'hotelImages', path: (ids) => `/hotel/${ids.hotelId}/images` },
  { kind: 'access', path: (ids) => `/hotel/${ids.hotelId}/access` },
  { kind: 'mapSearch', path: () => '/hotels/map', phone: true },
  { kind: 'specialHotels', path: (ids) => `/special/hotels/${ids.hotelSpecial}`, phone: true },
  {
    kind: 'hotelJump (foreign URL: error page)',
    path: () => `/jump/hotel?jumpToUrl=${encodeURIComponent('https://evil.example/')}`,
    status: 200,
  },
  { kind: 'optionals', path: () => '/optionals', phone: true },
  { kind: 'optionalDetail', path: (ids) => `/optionals/${ids.optionalId}`, phone: true },
  { kind: 'rentacar', path: () => '/rentacar', phone: true },
  {
    kind: 'rentacar (dates: cars and prices)',
    path: () => `/rentacar?pickupDate=${ymdPlus(21)}&returnDate=${ymdPlus(23)}`,
    phone: true,
  },
  {
    kind: 'rentacarDetail',
    path: (ids) => `/rentacar/${ids.carId}?pickupDate=${ymdPlus(21)}&returnDate=${ymdPlus(23)}`,
    phone: true,
  },
  { kind: 'coupons', path: () => '/coupons' },
  { kind: 'favourites', path: () => '/favorites' },
  { kind: 'login', path: () => '/login' },
  { kind: 'signup', path: () => '/signup' },
  { kind: '404', path: () => '/no-such-page-here', status: 404 },
];

const localePath = (lang: Lang, path: string) => (lang === 'ja' ? path : path === '/' ? '/en' : `/en${path}`);

function ymdPlus(days: number): string {
  const d = new Date(Date.now() + 9 * 3600_000 + days * 86400_000);
  return d.toISOString().slice(0, 10).replaceAll('-', '');
}

async function getJson<T>(path: string, cookie?: string): Promise<T> {
  const res = await fetch(`${apiUrl()}${path}`, cookie ? { headers: { cookie } } : undefined);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

/** Ids of the catalog as the API lists them (never hard-coded). */
async function catalogIds(): Promise<Ids> {
  const tours = await getJson<{ tours: { tourId: string }[] }>('/v1/tours?ipg=1');
  const hotels = await getJson<{ hotels: { hotelId: string; area: { area2: { code: string } } }[] }>(
    '/v1/hotels?ipg=1',
  );
  const specials = await getJson<{
    specials: { specialCode: string; target: string; tourCount: number; hotelCount: number }[];
  }>('/v1/specials');
  const optionals = await getJson<{ optionals: { optionalId: string }[] }>('/v1/optionals?ipg=1');
  const cars = await getJson<{ cars: { carId: string }[] }>(
    `/v1/rentacar?pickupDate=${ymdPlus(21)}&returnDate=${ymdPlus(23)}&ipg=1`,
  );
  const tourSpecial = specials.specials.find((s) => s.target !== 'hotel' && s.tourCount > 0);
  const hotelSpecial = specials.specials.find((s) => s.target !== 'tour' && s.hotelCount > 0);
  const tour = tours.tours[0];
  const hotel = hotels.hotels[0];
  const optional = optionals.optionals[0];
  const car = cars.cars[0];
  if (!tour || !hotel || !tourSpecial || !hotelSpecial || !optional || !car)
    throw new Error('the catalog lacks a page kind');
  return {
    tourId: tour.tourId,
    hotelId: hotel.hotelId,
    hotelArea: hotel.area.area2.code,
    tourSpecial: tourSpecial.specialCode,
    hotelSpecial: hotelSpecial.specialCode,
    optionalId: optional.optionalId,
    carId: car.carId,
  };
}

/** Loads a page and waits until its client components have settled (no request in flight). */
async function load(page: Page, path: string): Promise<number> {
  const res = await page.goto(path);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  return res?.status() ?? 0;
}

async function expectNoViolations(page: Page, label: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, `${label}:\n${violations.join('\n')}`).toEqual([]);
}

describe('axe-core finds no WCAG 2.2 A/AA violation on any page kind (issue 8)', () => {
  let ids: Ids;
  const sessions = new Map<string, Session>();

  async function session(lang: Lang, width: Width): Promise<Session> {
    const key = `${lang}-${width}`;
    let s = sessions.get(key);
    if (!s) {
      s = await openSession(width, lang === 'ja' ? 'ja-JP' : 'en-US');
      sessions.set(key, s);
    }
    return s;
  }

  beforeAll(async () => {
    ids = await catalogIds();
  });
  afterAll(async () => {
    for (const s of sessions.values()) await s.close();
  });

  for (const lang of LANGS) {
    for (const pageKind of VISITOR_PAGES) {
      const widths: Width[] = pageKind.phone ? [1280, 390] : [1280];
      for (const width of widths) {
        it(`${pageKind.kind} (${lang}, ${width} px)`, async () => {
          const { page } = await session(lang, width);
          const path = localePath(lang, pageKind.path(ids));
          expect(await load(page, path), path).toBe(pageKind.status ?? 200);
          expect(await page.locator('html').getAttribute('lang')).toBe(lang);
          await expectNoViolations(page, `${pageKind.kind} ${path} at ${width} px`);
        });
      }
    }
  }
});

describe('axe-core on the member pages: booking steps, My page and a booking (demo member)', () => {
  let s: Session;
  let bookingPath = '';
  let bookingNumber = '';

  /** The first hotel plan the API quotes to the member for two adults, one night. */
  async function findStay(): Promise<string> {
    const login = await fetch(`${apiUrl()}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(MEMBER),
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const { csrfToken } = (await login.json()) as { csrfToken: string };
    for (const days of [21, 25, 29]) {
      const date = ymdPlus(days);
      const list = await getJson<{ hotels: { hotelId: string }[] }>(
        `/v1/hotels?goDate=${date}&adultPax=2&nights=1&ipg=20`,
      );
      for (const { hotelId } of list.hotels) {
        const plans = await getJson<{ plans?: { planId: string }[] }>(
          `/v1/hotel/${hotelId}/plans?goDate=${date}&adultPax=2&nights=1`,
        );
        for (const { planId } of plans.plans ?? []) {
          const res = await fetch(`${apiUrl()}/v1/bookings/quote`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrfToken },
            body: JSON.stringify({
              kind: 'yado',
              hotelId,
              planId,
              date,
              nights: 1,
              adultPax: 2,
              roomCount: 1,
            }),
          });
          if (res.status === 200)
            return `/booking/hotel/${hotelId}?planId=${planId}&goDate=${date}&nights=1&roomCount=1&adultPax=2`;
        }
      }
    }
    throw new Error('no hotel stay could be quoted for the demo member');
  }

  /** Fills a field only when the member's profile left it empty. */
  async function fillIfEmpty(page: Page, selector: string, value: string): Promise<void> {
    const field = page.locator(selector);
    if ((await field.count()) > 0 && (await field.inputValue()) === '') await field.fill(value);
  }

  /** Walks the booking page from the quote to the confirm step, checking each step. */
  async function toConfirmStep(lang: Lang): Promise<void> {
    const { page } = s;
    const path = localePath(lang, bookingPath);
    expect(await load(page, path), path).toBe(200);
    const heading = page.locator('#booking-step-heading');
    await expect.poll(() => heading.count(), { timeout: 20_000 }).toBe(1);
    await expectNoViolations(page, `booking step 1 ${path}`);
    await page
      .locator('main section[aria-labelledby="booking-step-heading"] button[type="button"]')
      .first()
      .click();
    await expect.poll(() => page.locator('#traveller-lead-phone').count()).toBe(1);
    await expectNoViolations(page, `booking step 2 ${path}`);
    // The same form with its inline errors shown (aria-invalid, described-by, the summary alert).
    await page.fill('#traveller-lead-phone', '');
    await page.locator('main form button[type="submit"]').click();
    await expect.poll(() => page.locator('#traveller-lead-phone-error').textContent()).not.toBe('');
    await expectNoViolations(page, `booking step 2 with errors ${path}`);
    await fillIfEmpty(page, '#traveller-lead-familyName', '山田');
    await fillIfEmpty(page, '#traveller-lead-givenName', '花子');
    await fillIfEmpty(page, '#traveller-lead-familyNameKana', 'ヤマダ');
    await fillIfEmpty(page, '#traveller-lead-givenNameKana', 'ハナコ');
    await fillIfEmpty(page, '#traveller-lead-phone', '090-1234-5678');
    await page.locator('main form button[type="submit"]').click();
    await expect.poll(() => page.locator('#booking-agree').count(), { timeout: 20_000 }).toBe(1);
    await expectNoViolations(page, `booking confirm step ${path}`);
  }

  beforeAll(async () => {
    bookingPath = await findStay();
    s = await openSession(1280);
    await load(s.page, '/login');
    await s.page.fill('#login-email', MEMBER.email);
    await s.page.fill('#login-password', MEMBER.password);
    await Promise.all([
      s.page.waitForURL('**/mypage'),
      s.page.locator('main form button[type="submit"]').click(),
    ]);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('booking: quote, travellers, confirm and the booking number (ja, 1280 px)', async () => {
    await toConfirmStep('ja');
    const { page } = s;
    await page.check('#booking-agree');
    await page.locator('main form button[type="submit"]').click();
    await expect
      .poll(() => page.getByTestId('booking-number').textContent(), { timeout: 20_000 })
      .toMatch(/^TB\d{10}$/);
    bookingNumber = (await page.getByTestId('booking-number').textContent()) ?? '';
    await expectNoViolations(page, 'booking complete (ja)');
  });

  it('booking: quote, travellers and confirm (en, 1280 px)', async () => {
    await toConfirmStep('en');
  });

  for (const lang of LANGS) {
    for (const [kind, path] of [
      ['my page', () => '/mypage'],
      ['booking detail', () => `/mypage/bookings/${bookingNumber}`],
      ['coupons (member)', () => '/coupons'],
      ['favourites (member)', () => '/favorites'],
    ] as const) {
      it(`${kind} (${lang}, 1280 px)`, async () => {
        expect(bookingNumber).toMatch(/^TB\d{10}$/);
        const url = localePath(lang, path());
        expect(await load(s.page, url), url).toBe(200);
        await expectNoViolations(s.page, `${kind} ${url}`);
      });
    }
  }
});

describe('axe-core on open dialogs and shown errors', () => {
  const DESTINATION = { ja: /目的地/, en: /Destination/ };

  for (const lang of LANGS) {
    for (const [kind, path] of [
      ['tour search panel', '/tours'],
      ['hotel search panel', '/hotels'],
    ] as const) {
      it(`${kind} with its destination dialog open (${lang}, 390 px)`, async () => {
        const s = await openSession(390);
        try {
          const url = localePath(lang, path);
          expect(await load(s.page, url), url).toBe(200);
          await s.page.getByRole('button', { name: DESTINATION[lang] }).first().click();
          await expect.poll(() => s.page.getByRole('dialog').isVisible()).toBe(true);
          await expectNoViolations(s.page, `${kind} dialog ${url}`);
        } finally {
          await s.close();
        }
      });
    }

    it(`login with a wrong password shows its message (${lang}, 1280 px)`, async () => {
      const s = await openSession(1280);
      try {
        const url = localePath(lang, '/login');
        expect(await load(s.page, url), url).toBe(200);
        // An address with no account: the demo member's own log-in is never throttled by this.
        await s.page.fill('#login-email', `nobody-${lang}@example.jp`);
        await s.page.fill('#login-password', 'wrong-pass-1');
        await s.page.locator('main form button[type="submit"]').click();
        await expect.poll(() => s.page.locator('main [role="alert"]').count()).toBeGreaterThan(0);
        await expectNoViolations(s.page, `login error ${url}`);
      } finally {
        await s.close();
      }
    });
  }
});

describe('axe-core on the maintenance notice (MAINTENANCE_CACHE_MS=0)', () => {
  type Row = { key: string; doc: unknown };
  let saved: Row[] = [];

  /** YYYYMMDDHHmm in Japan time (UTC+9, no DST) of an instant. */
  const japanMinute = (ms: number) =>
    new Date(ms + 9 * 3600_000).toISOString().slice(0, 16).replace(/[-T:]/g, '');

  async function restore(): Promise<void> {
    await withDb(async (client) => {
      await client.query(
        `delete from reference_data where key in ('maintenanceSchedule', 'maintenanceMode')`,
      );
      for (const row of saved) {
        await client.query(`insert into reference_data (key, doc) values ($1, $2::jsonb)`, [
          row.key,
          JSON.stringify(row.doc),
        ]);
      }
    });
  }

  beforeAll(async () => {
    saved = await withDb(async (client) => {
      const result = await client.query<Row>(
        `select key, doc from reference_data where key in ('maintenanceSchedule', 'maintenanceMode')`,
      );
      return result.rows;
    });
    const now = Date.now();
    const window = [
      { maintenanceFrom: japanMinute(now - 3600_000), maintenanceTo: japanMinute(now + 3600_000) },
    ];
    await withDb(async (client) => {
      for (const [key, doc] of [
        ['maintenanceSchedule', window],
        ['maintenanceMode', 'sorry'],
      ] as const) {
        await client.query(
          `insert into reference_data (key, doc) values ($1, $2::jsonb)
           on conflict (key) do update set doc = excluded.doc`,
          [key, JSON.stringify(doc)],
        );
      }
    });
  });
  afterAll(async () => {
    await restore();
  });

  for (const lang of LANGS) {
    for (const width of [1280, 390] as const) {
      it(`maintenance (${lang}, ${width} px)`, async () => {
        const s = await openSession(width);
        try {
          const path = localePath(lang, '/tours');
          expect(await load(s.page, path), path).toBe(503);
          expect(await s.page.locator('main').textContent()).toMatch(
            lang === 'ja' ? /メンテナンス/ : /maintenance/i,
          );
          await expectNoViolations(s.page, `maintenance ${path} at ${width} px`);
        } finally {
          await s.close();
        }
      });
    }
  }
});
