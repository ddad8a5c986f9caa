import { addDays } from '@tabiyori/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogToday, DATABASE_KINDS, startTestApi, type TestApi } from '../test/harness';

interface Card {
  hotelId: string;
  area: Record<'area1' | 'area2' | 'area3' | 'area4', { code: string; name: string }>;
  kodawari: { code: string }[];
  price: { perAdult: number; total: number; priceFrom: number; priceTo: number; nights: number };
  plan: { planId: string; room: { sizeM2: number; beds: unknown[]; canSmoke: boolean } | null };
  evaluation: { status: string };
  stock: number | null;
}
interface List {
  hotels: Card[];
  count: number;
}

describe.each(DATABASE_KINDS)('hotel search /v1/hotels on %s (spec §7; issue 3)', (kind) => {
  let api: TestApi;
  let goDate: string;
  const list = async (query: string) => {
    const res = await api.get(`/v1/hotels?${query}`);
    expect(res.status).toBe(200);
    return res.body as List;
  };

  beforeAll(async () => {
    api = await startTestApi(kind);
    goDate = addDays(catalogToday(), 21);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('matches a destination at every area level: a level matches everything below it', async () => {
    const sample = await api.handle.db
      .selectFrom('hotel')
      .select(['area1_code', 'area2_code', 'area3_code', 'area4_code'])
      .where('area2_code', '=', '13')
      .executeTakeFirstOrThrow();
    for (const level of ['area1', 'area2', 'area3', 'area4'] as const) {
      const code = sample[`${level}_code`];
      // Hotels of the area with a plan sold for the default 2 people per room.
      const expected = await api.handle.db
        .selectFrom('hotel')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(`${level}_code`, '=', code)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('plan')
              .select('plan_id')
              .whereRef('plan.hotel_id', '=', 'hotel.hotel_id')
              .where(sql<boolean>`plan.base_prices[2] > 0`),
          ),
        )
        .executeTakeFirstOrThrow();
      const body = await list(`arrAreaCode=${code}&ipg=100`);
      expect(body.count, level).toBe(Number(expected.n));
      expect(body.hotels.every((h) => h.area[level].code === code)).toBe(true);
    }
  });

  it('answers cards with the spec fields: price per adult tax included, room, evaluation, stock', async () => {
    const body = await list(`arrAreaCode=47&goDate=${goDate}&ipg=5`);
    expect(body.hotels.length).toBeGreaterThan(0);
    for (const card of body.hotels) {
      expect(Number.isInteger(card.price.perAdult)).toBe(true);
      expect(card.price.priceFrom).toBeLessThanOrEqual(card.price.priceTo);
      expect(card.price.perAdult).toBe(card.price.priceFrom);
      expect(card.plan.room?.sizeM2).toBeGreaterThan(0);
      expect(['published', 'collecting']).toContain(card.evaluation.status);
      expect(card.stock).toBeGreaterThan(0);
    }
  });

  it('prices the exact party: a child costs less than an adult, and the list agrees with the plan list', async () => {
    const two = await list(`arrAreaCode=14&goDate=${goDate}&adultPax=2&sort=lowPrice&ipg=1`);
    const hotel = two.hotels[0]!;
    const withChild = await list(`hotelIds=${hotel.hotelId}&goDate=${goDate}&adultPax=2&childPax=8-b1s1sc1`);
    const threeAdults = await list(`hotelIds=${hotel.hotelId}&goDate=${goDate}&adultPax=3`);
    if (withChild.count === 1 && threeAdults.count === 1) {
      expect(withChild.hotels[0]!.price.total).toBeLessThan(threeAdults.hotels[0]!.price.total);
    }
    const plans = (await api.get(`/v1/hotel/${hotel.hotelId}/plans?goDate=${goDate}&adultPax=2`)).body as {
      plans: {
        planId: string;
        price: { perAdult: number; total: number; breakdown: { price: number; count: number }[] };
      }[];
    };
    const cheapest = plans.plans[0]!;
    expect(cheapest.planId).toBe(hotel.plan.planId);
    expect(cheapest.price.perAdult).toBe(hotel.price.perAdult);
    expect(cheapest.price.total).toBe(hotel.price.total);
    expect(cheapest.price.breakdown.reduce((s, r) => s + r.price * r.count, 0)).toBe(cheapest.price.total);
  });

  it('makes one person per room dearer per head than two (DESIGN.md domain notes)', async () => {
    const one = await list(`hotelIds=100001&adultPax=1&paxPerRoom=1`);
    const two = await list(`hotelIds=100001&adultPax=2&paxPerRoom=2`);
    if (one.count && two.count)
      expect(one.hotels[0]!.price.perAdult).toBeGreaterThan(two.hotels[0]!.price.perAdult);
  });

  it('requires every kodawari to match (a parent feature also matches its children)', async () => {
    const body = await list(`arrAreaCode=kanto&kodawari=101,503&ipg=100`);
    expect(body.count).toBeGreaterThan(0);
    for (const card of body.hotels) {
      const codes = card.kodawari.map((k) => k.code);
      expect(codes.some((c) => c.startsWith('10'))).toBe(true);
      expect(codes).toContain('503');
    }
  });

  it('finds by keyword in kanji and in kana', async () => {
    const row = await api.handle.db
      .selectFrom('hotel')
      .select(['hotel_id', 'doc'])
      .limit(1)
      .executeTakeFirstOrThrow();
    const doc = row.doc as { name: { ja: string }; nameKatakana: string };
    const kanji = await list(`keyword=${encodeURIComponent(doc.name.ja)}`);
    expect(kanji.hotels.map((h) => h.hotelId)).toContain(row.hotel_id);
    const kana = await list(`keyword=${encodeURIComponent(doc.nameKatakana)}`);
    expect(kana.hotels.map((h) => h.hotelId)).toContain(row.hotel_id);
  });

  it('sorts by price both ways and pages consistently with the count', async () => {
    const low = await list(`arrAreaCode=kanto&goDate=${goDate}&sort=lowPrice&ipg=100`);
    const prices = low.hotels.map((h) => h.price.perAdult);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const high = await list(`arrAreaCode=kanto&goDate=${goDate}&sort=highPrice&ipg=100`);
    expect(high.hotels.map((h) => h.price.perAdult)).toEqual([...prices].sort((a, b) => b - a));
    const page1 = await list(`arrAreaCode=kanto&goDate=${goDate}&sort=lowPrice&ipg=5&page=1`);
    const page2 = await list(`arrAreaCode=kanto&goDate=${goDate}&sort=lowPrice&ipg=5&page=2`);
    expect(page1.count).toBe(low.count);
    expect(page2.hotels.map((h) => h.hotelId)).toEqual(low.hotels.slice(5, 10).map((h) => h.hotelId));
    const count = (await api.get(`/v1/hotels.count?arrAreaCode=kanto&goDate=${goDate}`)).body;
    expect(count).toEqual({ count: low.count });
  });

  it('keeps the per-adult price inside the price filter', async () => {
    const body = await list(`arrAreaCode=kanto&minPrice=8000&maxPrice=12000&ipg=100`);
    expect(body.count).toBeGreaterThan(0);
    expect(body.hotels.every((h) => h.price.perAdult >= 8000 && h.price.perAdult <= 12000)).toBe(true);
  });

  it('only sells plans with room stock on every night for the room count', async () => {
    const body = await list(`arrAreaCode=47&goDate=${goDate}&nights=3&roomCount=2&adultPax=4&ipg=100`);
    for (const card of body.hotels) expect(card.stock).toBeGreaterThanOrEqual(2);
    const soldOut = await api.handle.db
      .selectFrom('room_day')
      .innerJoin('room', 'room.room_id', 'room_day.room_id')
      .select(['room.hotel_id', 'room_day.stay_date'])
      .where('room_day.stock', '=', 0)
      .limit(1)
      .executeTakeFirst();
    if (soldOut) {
      // Sell out every room of the hotel that night: the hotel must disappear from that date's search.
      await api.handle.db
        .updateTable('room_day')
        .set({ stock: 0 })
        .where('stay_date', '=', soldOut.stay_date)
        .where('room_id', 'in', (eb) =>
          eb.selectFrom('room').select('room_id').where('hotel_id', '=', soldOut.hotel_id),
        )
        .execute();
      const date = soldOut.stay_date.replace(/-/g, '');
      if (date >= catalogToday()) {
        const after = await list(`hotelIds=${soldOut.hotel_id}&goDate=${date}`);
        expect(after.count).toBe(0);
      }
    }
  });

  it.each([
    ['approachType=bus', 'bus is invalid approachType'],
    ['goDate=20260230', 'goDate is wrong'],
    ['childPax=abc', 'INVALID PAX PARAM'],
    ['page=0', 'page is invalid'],
    ['ipg=1000', 'ipg is invalid'],
    ['sort=cheap', 'sort is invalid'],
    ['minPrice=-1', 'minPrice is invalid'],
  ])('answers 400 HVE800 for %s', async (query, message) => {
    const res = await api.get(`/v1/hotels?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, message, errorCode: 'HVE800' });
  });

  it('never answers 5xx to hostile input, and stores nothing', async () => {
    const before = await api.handle.db
      .selectFrom('hotel')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const hostile = [
      "arrAreaCode=13' or '1'='1",
      'keyword=%25%27%3B%20drop%20table%20hotel%3B--',
      'kodawari=<script>alert(1)</script>',
      'hotelIds=' + 'x,'.repeat(400),
      'nights=99999999999',
      'roomCount=9&adultPax=1',
      'GroupID=%00',
      'lang=xx',
      'ITEM_CD=%27',
    ];
    for (const q of hostile) {
      const res = await api.get(`/v1/hotels?${q}`);
      expect(res.status, q).toBeLessThan(500);
      if (res.status >= 400)
        expect((res.body as { errorCode: string }).errorCode, q).toMatch(/^[A-Z]{3}\d{3}$/);
    }
    const after = await api.handle.db
      .selectFrom('hotel')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe.each(DATABASE_KINDS)('one hotel /v1/hotel/{hotelId} on %s (spec §7; spec §8 HDE901)', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('answers the detail sections in ja and en', async () => {
    const ja = (await api.get('/v1/hotel/100001')).body as Record<string, unknown>;
    const en = (await api.get('/v1/hotel/100001?lang=en')).body as Record<string, unknown>;
    expect(ja.hotelId).toBe('100001');
    for (const key of ['access', 'address', 'rooms', 'facilities', 'services', 'images', 'checkinTime']) {
      expect(ja, key).toHaveProperty(key);
    }
    expect(ja.hotelName).not.toBe(en.hotelName);
    expect(String(ja.hotelName)).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expect((await api.get('/v1/hotel/100001?lang=showID')).body).toEqual(ja);
  });

  it('answers 404 HDE901 for an unknown hotel and 400 "hotelId is wrong" for a malformed one', async () => {
    expect(await api.get('/v1/hotel/999999')).toMatchObject({ status: 404, body: { errorCode: 'HDE901' } });
    expect((await api.get("/v1/hotel/1'%20or%201=1")).body).toEqual({
      status: 400,
      message: 'hotelId is wrong',
      errorCode: 'HVE800',
    });
  });

  it('counts plans like the plan list, lists rooms with the plans that sell them, and totals per plan', async () => {
    const plans = (await api.get('/v1/hotel/100001/plans?ipg=100')).body as {
      plans: { planId: string }[];
      count: number;
    };
    expect((await api.get('/v1/hotel/100001/plans.count')).body).toEqual({ count: plans.count });
    const rooms = (await api.get('/v1/hotel/100001/rooms')).body as {
      rooms: { roomId: string; plans: { planId: string }[] }[];
    };
    expect(rooms.rooms.length).toBeGreaterThan(0);
    const planId = plans.plans[0]!.planId;
    const narrowed = (await api.get(`/v1/hotel/100001/rooms?planIds=${planId}`)).body as typeof rooms;
    expect(narrowed.rooms.every((r) => r.plans.every((p) => p.planId === planId))).toBe(true);
    const totals = (
      await api.get(`/v1/hotel/100001/plans/totalPriceForAll?planIds=${planId},100001P99&adultPax=2`)
    ).body as {
      plans: { planId: string; available: boolean; total?: number }[];
    };
    expect(totals.plans.map((p) => [p.planId, p.available])).toEqual([
      [planId, true],
      ['100001P99', false],
    ]);
  });

  it('answers hotels of a special through /v1/hotels.promotion, and HSP900 for an unknown special', async () => {
    const special = await api.handle.db
      .selectFrom('special')
      .select(['special_code', 'doc'])
      .where('target', 'in', ['hotel', 'both'])
      .executeTakeFirstOrThrow();
    const ids = new Set((special.doc as { hotelIds: string[] }).hotelIds);
    const body = (await api.get(`/v1/hotels.promotion?specialCode=${special.special_code}&ipg=100`))
      .body as List;
    expect(body.hotels.length).toBeGreaterThan(0);
    expect(body.hotels.every((h) => ids.has(h.hotelId))).toBe(true);
    expect(await api.get('/v1/hotels.promotion?specialCode=no-such-special')).toMatchObject({
      status: 404,
      body: { errorCode: 'HSP900' },
    });
  });
});
