import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toKatakana } from '@tabiyori/domain';
import { normalizeForSearch } from '../model/searchText';
import type { SuggestResult } from '../schemas/suggest';
import { DATABASE_KINDS, type TestApi, startTestApi } from '../test/harness';

describe.each(DATABASE_KINDS)('GET /v1/hotels.suggest on %s (spec §7)', (kind) => {
  let api: TestApi;
  let area: { code: string; name_ja: string; name_en: string; kana: string; romaji: string };
  let hotel: { hotel_id: string; name_ja: string; doc: { nameKatakana: string; nameRomaji: string } };
  beforeAll(async () => {
    api = await startTestApi(kind);
    const db = api.handle.db;
    // The area3 with the most hotels, and its most popular hotel.
    const busiest = await db
      .selectFrom('hotel')
      .select(['area3_code', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('area3_code')
      .orderBy('n', 'desc')
      .orderBy('area3_code')
      .executeTakeFirstOrThrow();
    area = await db
      .selectFrom('area')
      .select(['code', 'name_ja', 'name_en', 'kana', 'romaji'])
      .where('code', '=', busiest.area3_code)
      .executeTakeFirstOrThrow();
    hotel = (await db
      .selectFrom('hotel')
      .select(['hotel_id', 'name_ja', 'doc'])
      .where('area3_code', '=', area.code)
      .orderBy('popularity', 'desc')
      .executeTakeFirstOrThrow()) as typeof hotel;
  });
  afterAll(async () => {
    await api?.close();
  });

  const suggest = async (keyword: string, lang = 'ja') => {
    const res = await api.get(
      `/v1/hotels.suggest?suggestKeyword=${encodeURIComponent(keyword)}&lang=${lang}`,
    );
    expect(res.status).toBe(200);
    return res.body as SuggestResult;
  };

  const searchTextOf = async (ids: string[]) =>
    ids.length === 0
      ? []
      : (
          await api.handle.db.selectFrom('hotel').select('search_text').where('hotel_id', 'in', ids).execute()
        ).map((r) => r.search_text);

  it('finds an area and its hotels by kanji, hiragana, katakana and romaji', async () => {
    const romajiWord = area.romaji.split(/[\s/]+/)[0]!;
    for (const keyword of [
      area.name_ja,
      area.kana,
      toKatakana(area.kana),
      romajiWord,
      romajiWord.toUpperCase(),
    ]) {
      const body = await suggest(keyword);
      expect(
        body.areas.map((a) => a.code),
        keyword,
      ).toContain(area.code);
      expect(body.areas[0]?.name, keyword).toBeTruthy();
      expect(body.hotels.length, keyword).toBeGreaterThan(0);
      const key = normalizeForSearch(keyword);
      for (const text of await searchTextOf(body.hotels.map((h) => h.hotelId))) expect(text).toContain(key);
    }
  });

  it('ranks an area whose name starts with the keyword first and names its parent', async () => {
    const body = await suggest(area.name_ja);
    const first = body.areas[0]!;
    expect(normalizeForSearch(first.name).startsWith(normalizeForSearch(area.name_ja))).toBe(true);
    const found = body.areas.find((a) => a.code === area.code)!;
    expect(found.level).toBe(3);
    const pref = await api.handle.db
      .selectFrom('area')
      .select('name_ja')
      .where('code', '=', area.code.slice(0, 2))
      .executeTakeFirstOrThrow();
    expect(found.parentName).toBe(pref.name_ja);
  });

  it('finds a hotel by its name in kanji, katakana and romaji, first', async () => {
    for (const keyword of [hotel.name_ja, hotel.doc.nameKatakana, hotel.doc.nameRomaji]) {
      const body = await suggest(keyword);
      expect(
        body.hotels.map((h) => h.hotelId),
        keyword,
      ).toContain(hotel.hotel_id);
    }
    const body = await suggest(hotel.name_ja);
    expect(body.hotels[0]).toMatchObject({
      hotelId: hotel.hotel_id,
      name: hotel.name_ja,
      areaCode: area.code,
    });
    expect(body.hotels[0]?.areaName).toBe(area.name_ja);
  });

  it('answers English names for lang=en', async () => {
    const body = await suggest(area.name_ja, 'en');
    expect(body.areas.find((a) => a.code === area.code)?.name).toBe(area.name_en);
    expect(body.hotels.find((h) => h.hotelId === hotel.hotel_id)?.name ?? body.hotels[0]?.name).toMatch(
      /^[\x20-\x7e\u00c0-\u024f]+$/,
    );
  });

  it.each(['', '   ', '・ー'])('answers empty lists for the blank keyword %j', async (keyword) => {
    expect(await suggest(keyword)).toEqual({ areas: [], hotels: [] });
  });

  it('answers a NUL byte with empty lists or a 400, never a 5xx', async () => {
    const res = await api.get('/v1/hotels.suggest?suggestKeyword=%00&lang=ja');
    if (res.status === 200) expect(res.body).toEqual({ areas: [], hotels: [] });
    else expect(res.body).toMatchObject({ status: 400, errorCode: 'HVE800' });
  });

  it('drops the segment separator | from the keyword', async () => {
    const body = await suggest(`${area.name_ja}|`);
    expect(body.areas.map((a) => a.code)).toContain(area.code);
  });

  it('answers empty lists without a keyword', async () => {
    const res = await api.get('/v1/hotels.suggest?lang=ja');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ areas: [], hotels: [] });
  });

  it.each(['%', '_', '%%', '\\', '%_%', "' OR 1=1 --", "'; drop table hotel; --", '|'])(
    'treats %j literally: no wildcard, no SQL',
    async (keyword) => {
      const body = await suggest(keyword);
      expect(body).toEqual({ areas: [], hotels: [] });
    },
  );

  it('still answers after hostile input (the hotel table is intact)', async () => {
    const count = await api.handle.db
      .selectFrom('hotel')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBeGreaterThan(0);
  });

  it('accepts 50 characters and answers 400 HVE800 beyond', async () => {
    expect((await api.get(`/v1/hotels.suggest?suggestKeyword=${'あ'.repeat(50)}`)).status).toBe(200);
    const res = await api.get(`/v1/hotels.suggest?suggestKeyword=${'a'.repeat(51)}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, message: 'suggestKeyword is invalid', errorCode: 'HVE800' });
  });

  it('answers 400 ISE900 for an unknown lang', async () => {
    const res = await api.get('/v1/hotels.suggest?suggestKeyword=a&lang=zz');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errorCode: 'ISE900' });
  });
});
