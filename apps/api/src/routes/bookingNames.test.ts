/**
 * Issue 18 item 6, English bookings: travellers' names in the script of the booking's language
 * (domain pax/travellerName.ts). A Japanese booking takes readings in katakana (Latin letters: 400
 * BKE810); an English one takes names and readings in Latin letters as in the passport (stored as
 * typed, spaces collapsed), or a name in Japanese with its katakana reading (a resident of Japan on
 * the English site); anything else is 400 BKE811. A refused booking takes no stock.
 */
import { addDays } from '@tabiyori/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingCalls, call, signUp, TEST_TRAVELLERS, type TestSession } from '../test/accounts';
import { bookableStay, bookableTour } from '../test/bookable';
import { catalogToday, DATABASE_KINDS, startTestApi, type TestApi } from '../test/harness';

interface Body {
  errorCode?: string;
  message?: string;
  bookingNumber?: string;
  paidTotal?: number;
  productName?: string;
  bookings?: Body[];
  travellers?: { lead: Record<string, string>; guests?: Record<string, unknown>[] };
}

const LATIN_LEAD = {
  familyName: 'Smith',
  givenName: 'Mary  Jane',
  familyNameKana: 'Smith',
  givenNameKana: 'Mary  Jane',
  email: 'mary@example.com',
  phone: '+44 20 7946 0958',
};

describe.each(DATABASE_KINDS)('traveller names by the booking language on %s (issue 18.6)', (kind) => {
  let api: TestApi;
  let me: TestSession;
  let stay: Awaited<ReturnType<typeof bookableStay>>;
  const { quote, book } = bookingCalls<Body>(
    () => api,
    () => me,
    `names-${kind}`,
  );
  const bookingCount = async () =>
    Number(
      (await sql<{ n: number }>`select count(*)::int as n from booking`.execute(api.handle.db)).rows[0]?.n,
    );

  beforeAll(async () => {
    api = await startTestApi(kind);
    me = await signUp(api);
    stay = await bookableStay(api.handle.db, addDays(catalogToday(), 41));
  });
  afterAll(async () => {
    await api?.close();
  });

  it('a Japanese booking refuses readings in Latin letters with 400 BKE810; nothing is booked', async () => {
    const q = await quote({ ...stay, lang: 'ja' });
    const before = await bookingCount();
    for (const lead of [
      { ...TEST_TRAVELLERS.lead, familyNameKana: 'Tabi' },
      { ...TEST_TRAVELLERS.lead, givenNameKana: 'Hiyori' },
    ]) {
      const res = await book({ ...stay, lang: 'ja', expectedTotal: q.paidTotal, travellers: { lead } });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect((res.body as Body).errorCode).toBe('BKE810');
      expect((res.body as Body).message).toMatch(/katakana/);
    }
    // No lang is a Japanese booking.
    const res = await book({
      ...stay,
      expectedTotal: q.paidTotal,
      travellers: { lead: { ...TEST_TRAVELLERS.lead, familyNameKana: 'Tabi' } },
    });
    expect((res.body as Body).errorCode).toBe('BKE810');
    expect(await bookingCount()).toBe(before);
  });

  it('an English booking refuses a name in kanji without its katakana reading with 400 BKE811; nothing is booked', async () => {
    const q = await quote({ ...stay, lang: 'en' });
    const before = await bookingCount();
    for (const lead of [
      { ...LATIN_LEAD, familyName: '旅' },
      { ...TEST_TRAVELLERS.lead, givenNameKana: 'Hiyori' },
    ]) {
      const res = await book({ ...stay, lang: 'en', expectedTotal: q.paidTotal, travellers: { lead } });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect((res.body as Body).errorCode).toBe('BKE811');
      expect((res.body as Body).message).toMatch(/Latin letters/);
    }
    expect(await bookingCount()).toBe(before);
  });

  it('an English booking takes Latin names (accents, apostrophes) and stores them as typed', async () => {
    const q = await quote({ ...stay, lang: 'en' });
    const res = await book({
      ...stay,
      lang: 'en',
      expectedTotal: q.paidTotal,
      travellers: { lead: { ...LATIN_LEAD, familyName: "O'Brien", familyNameKana: "O'Brien" } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((res.body as Body).travellers?.lead).toMatchObject({
      familyName: "O'Brien",
      familyNameKana: "O'Brien",
      givenName: 'Mary Jane',
      givenNameKana: 'Mary Jane',
    });
  });

  it('an English booking takes a name in Japanese with its katakana reading (a resident of Japan), and a companion named in Latin letters', async () => {
    const tour = await bookableTour(api.handle.db, addDays(catalogToday(), 53));
    const q = await quote({ ...tour.request, lang: 'en' });
    const res = await book({
      ...tour.request,
      lang: 'en',
      expectedTotal: q.paidTotal,
      travellers: {
        lead: TEST_TRAVELLERS.lead,
        guests: [{ familyNameKana: '  Smith ', givenNameKana: 'John', gender: 'male', age: 40 }],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const travellers = (res.body as Body).travellers;
    expect(travellers?.lead).toMatchObject(TEST_TRAVELLERS.lead);
    expect(travellers?.guests?.[0]).toMatchObject({ familyNameKana: 'Smith', givenNameKana: 'John' });
  });

  it('a Japanese booking still takes katakana readings and a name in letters', async () => {
    const q = await quote({ ...stay, lang: 'ja' });
    const res = await book({
      ...stay,
      lang: 'ja',
      expectedTotal: q.paidTotal,
      travellers: { lead: { ...TEST_TRAVELLERS.lead, familyName: 'Smith', familyNameKana: 'スミス' } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((res.body as Body).travellers?.lead.familyNameKana).toBe('スミス');
  });

  it('a booking made in Japanese reads in English on English pages (GET ?lang=en), as booked without lang', async () => {
    // A day of its own: the cases above took this user's rooms on the first stay's day.
    const otherStay = await bookableStay(api.handle.db, addDays(catalogToday(), 49));
    const tour = await bookableTour(api.handle.db, addDays(catalogToday(), 45));
    for (const request of [otherStay, tour.request]) {
      const ja = await quote({ ...request, lang: 'ja' });
      const en = await quote({ ...request, lang: 'en' });
      expect(en.productName, 'the catalog has an English name').not.toBe(ja.productName);
      const res = await book({ ...request, lang: 'ja', expectedTotal: ja.paidTotal });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const n = (res.body as Body).bookingNumber ?? '';
      const read = async (path: string) => {
        const got = await call(api, 'GET', path, { session: me });
        expect(got.status).toBe(200);
        return got.body as Body;
      };
      expect((await read(`/v1/bookings/${n}`)).productName).toBe(ja.productName);
      expect((await read(`/v1/bookings/${n}?lang=en`)).productName).toBe(en.productName);
      expect((await read(`/v1/bookings/${n}?lang=ja`)).productName).toBe(ja.productName);
      const listed = (await read('/v1/bookings?lang=en')).bookings?.find((b) => b.bookingNumber === n);
      expect(listed?.productName).toBe(en.productName);
    }
    const bad = await call(api, 'GET', '/v1/bookings?lang=fr', { session: me });
    expect(bad.status).toBe(400);
  });
});
