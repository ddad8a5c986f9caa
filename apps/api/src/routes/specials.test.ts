import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Special } from '../model/types';
import { DATABASE_KINDS, type TestApi, startTestApi } from '../test/harness';

interface SpecialBody {
  specialCode: string;
  target: string;
  lang: string;
  specialName: string;
  metaTitle: string;
  metaDescription: string;
  metaKeyword: string;
  breadCrumbsText: string;
  lead: string;
  heroImage: string;
  count: number;
  tours?: {
    tourId: string;
    name: string;
    areaName: string;
    priceFrom: number | null;
    image: string | null;
  }[];
  hotels?: { hotelId: string; name: string; areaName: string; priceFrom: number; image: string | null }[];
}

describe.each(DATABASE_KINDS)('specials on %s (spec §3 Special, §7, §8 HSP900)', (kind) => {
  let api: TestApi;
  let specials: Special[];
  beforeAll(async () => {
    api = await startTestApi(kind);
    const rows = await api.handle.db.selectFrom('special').select('doc').orderBy('special_code').execute();
    specials = rows.map((r) => r.doc as Special);
  });
  afterAll(async () => {
    await api?.close();
  });

  const withTours = () => specials.find((s) => s.target !== 'hotel' && s.tourIds.length > 0)!;
  const withHotels = () => specials.find((s) => s.target !== 'tour' && s.hotelIds.length > 0)!;

  it('answers a tour special with its ja definition and its tours as cards, in order', async () => {
    const special = withTours();
    const res = await api.get(`/v1/special/tours/${special.specialCode}?lang=ja`);
    expect(res.status).toBe(200);
    const body = res.body as SpecialBody;
    expect(body).toMatchObject({ ...special.definitions.ja, specialCode: special.specialCode, lang: 'ja' });
    expect(body.lead).toBe(special.lead.ja);
    expect(body.heroImage).toBe(special.heroImage);
    expect(body.tours?.map((t) => t.tourId)).toEqual(special.tourIds);
    expect(body.count).toBe(special.tourIds.length);
    const first = body.tours![0]!;
    const tour = await api.handle.db
      .selectFrom('tour')
      .select('name_ja')
      .where('tour_id', '=', first.tourId)
      .executeTakeFirstOrThrow();
    expect(first.name).toBe(tour.name_ja);
    expect(first.areaName).not.toBe('');
    expect(body.tours!.some((t) => t.priceFrom !== null && t.priceFrom > 0)).toBe(true);
  });

  it('answers the en definition for lang=en and the ja one for showID', async () => {
    const special = withHotels();
    const en = await api.get(`/v1/special/hotels/${special.specialCode}?lang=en`);
    expect(en.status).toBe(200);
    expect(en.body).toMatchObject({ ...special.definitions.en, lang: 'en', lead: special.lead.en });
    const show = await api.get(`/v1/special/hotels/${special.specialCode}?lang=showID`);
    expect(show.body).toMatchObject({ ...special.definitions.ja, lang: 'ja' });
    const body = en.body as SpecialBody;
    expect(body.hotels?.map((h) => h.hotelId)).toEqual(special.hotelIds);
    const hotel = await api.handle.db
      .selectFrom('hotel')
      .select(['base_price_from', 'doc'])
      .where('hotel_id', '=', special.hotelIds[0]!)
      .executeTakeFirstOrThrow();
    expect(body.hotels![0]).toMatchObject({
      name: (hotel.doc as { name: { en: string } }).name.en,
      priceFrom: hotel.base_price_from,
    });
    expect(body.hotels![0]!.image).toMatch(/^\/static\/img\//);
  });

  it('answers 404 HSP900 (E_00003) for an unknown code, on tours and hotels', async () => {
    for (const path of ['/v1/special/tours/no-such-special', '/v1/special/hotels/no-such-special']) {
      const res = await api.get(path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ status: 404, message: 'specialCode is wrong', errorCode: 'HSP900' });
    }
  });

  it('answers 404 HSP900 for a special that does not list the product asked for', async () => {
    const hotelOnly = specials.find((s) => s.target === 'hotel');
    const tourOnly = specials.find((s) => s.target === 'tour');
    if (hotelOnly) expect((await api.get(`/v1/special/tours/${hotelOnly.specialCode}`)).status).toBe(404);
    if (tourOnly) expect((await api.get(`/v1/special/hotels/${tourOnly.specialCode}`)).status).toBe(404);
  });

  it.each([
    ["x'%20OR%20'1'='1", 'HSP900'],
    ['%25_%25', 'HSP900'],
    ['UPPER', 'HSP900'],
    ['a'.repeat(65), 'HSP900'],
    ['a'.repeat(200), 'HSP900'],
  ])('answers 400 for the malformed code %s', async (code, errorCode) => {
    const res = await api.get(`/v1/special/tours/${code}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 400, errorCode });
  });

  it('answers 400 ISE900 for an unknown lang', async () => {
    const res = await api.get(`/v1/special/hotels/${withHotels().specialCode}?lang=xx`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, message: 'lang is invalid', errorCode: 'ISE900' });
  });

  it('lists specials for the top page, with limit and target', async () => {
    const res = await api.get('/v1/specials?lang=ja&limit=3');
    expect(res.status).toBe(200);
    const list = (
      res.body as { specials: { specialCode: string; specialName: string; description: string }[] }
    ).specials;
    expect(list).toHaveLength(Math.min(3, specials.length));
    for (const item of list) {
      const special = specials.find((s) => s.specialCode === item.specialCode)!;
      expect(item.specialName).toBe(special.definitions.ja.specialName);
      expect(item.description).toBe(special.definitions.ja.metaDescription);
    }
    const hotels = await api.get('/v1/specials?lang=en&target=hotel&limit=50');
    const hotelList = (hotels.body as { specials: { specialCode: string; target: string }[] }).specials;
    expect(hotelList.map((s) => s.specialCode).sort()).toEqual(
      specials.filter((s) => s.target !== 'tour').map((s) => s.specialCode),
    );
  });

  it.each(['limit=0', 'limit=51', 'limit=abc', 'limit=99999999999999999999', 'target=car'])(
    'answers 400 ISE900 for %s',
    async (query) => {
      const res = await api.get(`/v1/specials?${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ errorCode: 'ISE900' });
    },
  );
});
