import { addDays, totalPrice } from '@tabiyori/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeForSearch } from '../model/searchText';
import type { OptionalActivity } from '../model/types';
import type { OptionalCard, OptionalDetail } from '../schemas/optionals';
import { catalogToday, DATABASE_KINDS, type TestApi, startTestApi, isoDay } from '../test/harness';

describe.each(DATABASE_KINDS)('optional activities on %s (spec §1 optional, §9 person1/6/9)', (kind) => {
  let api: TestApi;
  let all: OptionalActivity[];
  beforeAll(async () => {
    api = await startTestApi(kind);
    const rows = await api.handle.db.selectFrom('optional_activity').select('doc').execute();
    all = rows.map((r) => r.doc as OptionalActivity);
  });
  afterAll(async () => {
    await api?.close();
  });

  const search = async (query: string) => {
    const res = await api.get(`/v1/optionals?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as { optionals: OptionalCard[] }).optionals;
  };
  const count = async (query: string) => {
    const res = await api.get(`/v1/optionals.count?${query}`);
    expect(res.status).toBe(200);
    return (res.body as { count: number }).count;
  };

  it('lists activities of a prefecture and of an area, and counts them alike', async () => {
    const sample = all[0]!;
    const inPref = all.filter((o) => o.area2Code === sample.area2Code);
    expect(await count(`arrAreaCode=${sample.area2Code}`)).toBe(inPref.length);
    const list = await search(`arrAreaCode=${sample.area2Code}&ipg=100`);
    expect(list.map((o) => o.optionalId).sort()).toEqual(inPref.map((o) => o.optionalId).sort());
    const inArea = all.filter((o) => o.area3Code === sample.area3Code);
    expect(await count(`arrAreaCode=${sample.area3Code}`)).toBe(inArea.length);
    // A district searches its area.
    const district = await api.handle.db
      .selectFrom('area')
      .select('code')
      .where('area3_code', '=', sample.area3Code)
      .where('level', '=', 4)
      .executeTakeFirst();
    if (district) expect(await count(`arrAreaCode=${district.code}`)).toBe(inArea.length);
  });

  it('sorts by the adult price (lowPrice default, highPrice) and pages', async () => {
    const low = await search('ipg=100');
    const prices = low.map((o) => o.prices.person1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const high = await search('sort=highPrice&ipg=5');
    expect(high[0]!.prices.person1).toBe(Math.max(...prices));
    const page2 = await search('ipg=5&page=2');
    expect(page2.map((o) => o.optionalId)).toEqual(low.slice(5, 10).map((o) => o.optionalId));
  });

  it('finds by date only activities with places left that day, and prices the party', async () => {
    const date = addDays(catalogToday(), 10);
    const open = await api.handle.db
      .selectFrom('optional_day')
      .select(['optional_id', 'stock'])
      .where('use_date', '=', isoDay(date))
      .where('stock', '>=', 3)
      .execute();
    const stockOf = new Map(open.map((r) => [r.optional_id, r.stock]));
    const list = await search(`date=${date}&person1=2&person6=1&ipg=100`);
    expect(list.length).toBeGreaterThan(0);
    for (const card of list) {
      expect(stockOf.get(card.optionalId)).toBe(card.stock);
      expect(card.prices.person6).not.toBeNull();
      expect(card.totalPrice).toBe(
        totalPrice({
          adult: { price: card.prices.person1, pax: 2 },
          child: { price: card.prices.person6!, pax: 1 },
        }),
      );
    }
    const withChildren = all.filter((o) => o.prices.person6 !== null && o.minPax <= 3 && o.maxPax >= 3);
    expect(await count(`date=${date}&person1=2&person6=1`)).toBe(
      withChildren.filter((o) => stockOf.has(o.optionalId)).length,
    );
  });

  it('leaves out activities that do not sell to infants when infants come', async () => {
    const noInfants = all.filter((o) => o.prices.person9 === null).map((o) => o.optionalId);
    expect(noInfants.length).toBeGreaterThan(0);
    const list = await search('person1=1&person9=1&ipg=100');
    for (const card of list) expect(noInfants).not.toContain(card.optionalId);
  });

  it('finds by keyword (katakana folded) and by category', async () => {
    const sample = all.find((o) => /[\u30a1-\u30f6]/.test(o.name.ja)) ?? all[0]!;
    const word = [...sample.name.ja].slice(0, 3).join('');
    const list = await search(`keyword=${encodeURIComponent(word)}&ipg=100`);
    expect(list.map((o) => o.optionalId)).toContain(sample.optionalId);
    const key = normalizeForSearch(word);
    const texts = await api.handle.db
      .selectFrom('optional_activity')
      .select('search_text')
      .where(
        'optional_id',
        'in',
        list.map((o) => o.optionalId),
      )
      .execute();
    for (const t of texts) expect(t.search_text).toContain(key);
    const byCategory = await search(`category=${sample.categoryCode}&ipg=100`);
    expect(byCategory.every((o) => o.categoryCode === sample.categoryCode)).toBe(true);
    expect(byCategory.length).toBe(all.filter((o) => o.categoryCode === sample.categoryCode).length);
  });

  it('answers the detail with prices by pax code and 60 days of stock, in ja and en', async () => {
    const sample = all.find((o) => o.prices.person6 !== null) ?? all[0]!;
    const res = await api.get(`/v1/optional/${sample.optionalId}?lang=ja`);
    expect(res.status).toBe(200);
    const detail = res.body as OptionalDetail;
    expect(detail).toMatchObject({ optionalId: sample.optionalId, name: sample.name.ja });
    expect(detail.paxPrices.map((p) => [p.paxType, p.price])).toEqual([
      ['person1', sample.prices.person1],
      ['person6', sample.prices.person6],
      ['person9', sample.prices.person9],
    ]);
    expect(detail.paxPrices[0]).toMatchObject({ category: 'adult', label: '大人1' });
    expect(detail.stocks.length).toBeGreaterThan(0);
    expect(detail.stocks.length).toBeLessThanOrEqual(60);
    expect(detail.stocks[0]!.date >= catalogToday()).toBe(true);
    const en = await api.get(`/v1/optional/${sample.optionalId}?lang=en`);
    expect((en.body as OptionalDetail).name).toBe(sample.name.en);
  });

  it('answers 404 OPE901 for an unknown id and 400 OPE800 for a malformed one', async () => {
    const unknown = await api.get('/v1/optional/9999-999-99');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ status: 404, message: 'optionalId is wrong', errorCode: 'OPE901' });
    for (const id of ['abc', '1-2', "1'--2-3", '%25-_-%25', '1-2-3-4']) {
      const res = await api.get(`/v1/optional/${id}`);
      expect(res.status, id).toBe(400);
      expect(res.body, id).toMatchObject({ status: 400, errorCode: 'OPE800' });
    }
  });

  it.each([
    ['date=20260230', 'date is wrong'],
    ['date=2026-01-01', 'date is wrong'],
    ['date=99999999', 'date is wrong'],
    ['person1=10', 'person1 is invalid'],
    ['person1=5&person6=5', 'party is over 9 people'],
    ['person6=-1', 'person6 is invalid'],
    ['page=0', 'page is invalid'],
    ['page=99999999999999999999', 'page is invalid'],
    ['ipg=1000', 'ipg is invalid'],
    ['sort=cheap', 'sort is invalid'],
    ["arrAreaCode=13'%20OR%20'1'='1", 'arrAreaCode is invalid'],
    ['category=%25', 'category is invalid'],
  ])('answers 400 OPE800 for %s', async (query, message) => {
    for (const path of ['/v1/optionals', '/v1/optionals.count']) {
      const res = await api.get(`${path}?${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: 400, message, errorCode: 'OPE800' });
    }
  });

  it('reads a blank value as not given (the site sends blank fields), never as 0 or an error', async () => {
    const blank = 'person1=&person6=&person9=&page=&ipg=&sort=&date=&arrAreaCode=&category=&keyword=';
    expect(await search(blank)).toEqual(await search(''));
    expect(await count(blank)).toBe(await count(''));
    // A blank count next to a given one is 0 people of that kind, not a party error.
    const withAdults = await search('person1=2&person6=&ipg=100');
    expect(withAdults.length).toBeGreaterThan(0);
    expect(withAdults.every((o) => o.totalPrice === o.prices.person1 * 2)).toBe(true);
  });

  it.each(['page=1.5', 'ipg=abc', 'person9=x', 'page=-3'])(
    'refuses the non-integer %s with OPE800',
    async (query) => {
      const [name] = query.split('=');
      const res = await api.get(`/v1/optionals?${query}`);
      expect(res.body).toEqual({ status: 400, message: `${name} is invalid`, errorCode: 'OPE800' });
    },
  );

  it.each(['%', '_', "' OR 1=1 --", '\\'])('treats the keyword %j literally', async (keyword) => {
    expect(await search(`keyword=${encodeURIComponent(keyword)}`)).toEqual([]);
  });

  it('finds nothing (no error) for a valid date outside the sale window', async () => {
    expect(await search('date=20000101')).toEqual([]);
    expect(await count('date=20991231')).toBe(0);
  });
});
