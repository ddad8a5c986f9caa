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
import { bookableStay, stayBookingPath } from './bookable';
import { logInOverApi } from './members';
import { openSession, withDb, type Session } from './site';
import { catalogIds, LANGS, localePath, VISITOR_PAGES, type Ids, type Lang } from './pageKinds';

// Demo data named in the README (apps/api/src/catalog/users.ts).
const MEMBER = { email: 'hanako@example.jp', password: 'tabiyori-demo' };
type Width = 390 | 1280;

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
    return stayBookingPath(await bookableStay(await logInOverApi(MEMBER.email, MEMBER.password)));
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
