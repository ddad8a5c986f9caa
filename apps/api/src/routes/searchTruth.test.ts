/**
 * Issue 16: the defects of "search that does what it shows", one test each, over real HTTP on both
 * databases (the random-condition oracle is services/hotelSearch.conditions.test.ts).
 */
import { addDays, pricesUndatedList } from '@tabiyori/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogToday, DATABASE_KINDS, startTestApi, type TestApi } from '../test/harness';

interface HotelCard {
  hotelId: string;
  price: { perAdult: number };
  plan: { planId: string; mealType: { code: string } };
}
interface HotelList {
  hotels: HotelCard[];
  count: number;
  notApplied: string[];
}
interface TourItem {
  tourId: string;
  nights: number;
  priceFrom: number;
  paxPerRoom: number;
}
interface TourList {
  tours: TourItem[];
  notApplied: string[];
}

describe.each(DATABASE_KINDS)('search true to its condition on %s (issue 16)', (kind) => {
  let api: TestApi;
  let today: string;
  const get = async <T>(path: string) => {
    const res = await api.get(path);
    expect(res.status, path).toBe(200);
    return res.body as T;
  };

  beforeAll(async () => {
    api = await startTestApi(kind);
    today = catalogToday();
  });
  afterAll(async () => {
    await api?.close();
  });

  it('【温泉・夕食付き】 (kodawari 101 + 202): every card leads with a plan that serves dinner', async () => {
    let cards = 0;
    for (const when of [`goDate=${addDays(today, 20)}`, 'isNoDate=1']) {
      for (const area of ['kanto', 'kinki', 'tohoku', 'kyushu']) {
        const body = await get<HotelList>(`/v1/hotels?arrAreaCode=${area}&kodawari=101,202&${when}&ipg=100`);
        for (const card of body.hotels) {
          // 02 夕朝食付き, 03 夕食付き; never 01 朝食付き or 04 素泊まり.
          expect(['02', '03'], `${area} ${when} ${card.plan.planId}`).toContain(card.plan.mealType.code);
        }
        cards += body.hotels.length;
      }
    }
    expect(cards).toBeGreaterThan(20);
  });

  it('an undated list is never led by a last-minute plan (直前割, 当日・前日限定)', async () => {
    const lastMinute = await sql<{ plan_id: string }>`
      select plan_id from plan where plan_group_code = '06'`.execute(api.handle.db);
    expect(lastMinute.rows.length).toBeGreaterThan(10);
    const body = await get<HotelList>('/v1/hotels?isNoDate=1&sort=lowPrice&ipg=100');
    const ids = body.hotels.map((h) => h.plan.planId);
    const stayTo = await sql<{ plan_id: string; stay_to: string }>`
      select plan_id, to_char(stay_to, 'YYYYMMDD') as stay_to from plan where plan_id = any(${ids}::text[])`.execute(
      api.handle.db,
    );
    for (const row of stayTo.rows) expect(pricesUndatedList(row.stay_to, today), row.plan_id).toBe(true);
    // Yet the same plans are found with a date today or tomorrow.
    const dated = await get<HotelList>(`/v1/hotels?goDate=${addDays(today, 1)}&ipg=100&sort=lowPrice`);
    const datedIds = dated.hotels.map((h) => h.plan.planId);
    expect(datedIds.some((id) => lastMinute.rows.some((r) => r.plan_id === id))).toBe(true);
  });

  it('a dated tour list prices the party’s people per room: three in a room are 「3名1室」', async () => {
    const goDate = addDays(today, 30);
    const two = await get<TourList>(`/v1/tours?goDate=${goDate}&adultPax=2&ipg=100`);
    const three = await get<TourList>(`/v1/tours?goDate=${goDate}&adultPax=3&ipg=100`);
    expect(two.tours.every((t) => t.paxPerRoom === 2)).toBe(true);
    expect(three.tours.length).toBeGreaterThan(5);
    expect(three.tours.every((t) => t.paxPerRoom === 3)).toBe(true);
    expect(three.notApplied).toEqual([]);
    // Each list price is the tour's own price for 3 per room that day (GET /v1/tour priceStocks).
    const withNights = three.tours.filter((t) => t.nights > 0).slice(0, 4);
    expect(withNights.length).toBeGreaterThan(0);
    let differs = 0;
    for (const item of withNights) {
      const { tour } = await get<{ tour: { priceStocks: { date: string; priceFrom: number }[] } }>(
        `/v1/tour/${item.tourId}?paxPerRoom=3`,
      );
      expect(item.priceFrom, item.tourId).toBe(tour.priceStocks.find((p) => p.date === goDate)?.priceFrom);
      const at2 = two.tours.find((t) => t.tourId === item.tourId);
      if (at2 && at2.priceFrom !== item.priceFrom) differs += 1;
    }
    expect(differs).toBeGreaterThan(0);
    // Sorted by that price, and the count agrees.
    const prices = three.tours.map((t) => t.priceFrom);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const count = await get<{ count: number }>(`/v1/tours.count?goDate=${goDate}&adultPax=3`);
    const next = await get<TourList>(`/v1/tours?goDate=${goDate}&adultPax=3&ipg=100&page=2`);
    expect(count.count).toBe(three.tours.length + next.tours.length);
    expect(next.tours.every((t) => t.priceFrom >= prices[prices.length - 1]!)).toBe(true);
  });

  it('says what it does not apply: undated people per room, hotel-only fields on tours, an air departure on hotels', async () => {
    const undated = await get<TourList>('/v1/tours?adultPax=3');
    expect(undated.notApplied).toEqual(['paxPerRoom']);
    expect(undated.tours.every((t) => t.paxPerRoom === 2)).toBe(true);
    expect((await get<TourList>('/v1/tours?meal=01&roomType=02')).notApplied).toEqual(['meal', 'roomType']);
    expect((await get<TourList>('/v1/tours')).notApplied).toEqual([]);
    const air = await get<HotelList>('/v1/hotels?arrAreaCode=47&depAirport=HND&approachType=air');
    expect(air.notApplied).toEqual(['depAirport']);
    const jr = await get<HotelList>(`/v1/hotels?arrAreaCode=26&depAreaCode=03&goDate=${addDays(today, 20)}`);
    expect(jr.notApplied).toEqual([]);
    expect((await get<HotelList>('/v1/hotels?tourDays=3')).notApplied).toEqual(['tourDays']);
  });

  it('a price bound chooses plans: a hotel is led by its best plan within the bounds', async () => {
    const goDate = addDays(today, 20);
    const all = await get<HotelList>(`/v1/hotels?arrAreaCode=kanto&goDate=${goDate}&ipg=100`);
    const cheapest = Math.min(...all.hotels.map((h) => h.price.perAdult));
    const minPrice = cheapest + 1000;
    const bounded = await get<HotelList>(
      `/v1/hotels?arrAreaCode=kanto&goDate=${goDate}&ipg=100&minPrice=${minPrice}`,
    );
    for (const card of bounded.hotels) expect(card.price.perAdult).toBeGreaterThanOrEqual(minPrice);
    // The hotel whose cheapest plan is below the bound stays listed when another plan is within it.
    const kept = bounded.hotels.filter((b) =>
      all.hotels.some((a) => a.hotelId === b.hotelId && a.price.perAdult < minPrice),
    );
    expect(kept.length).toBeGreaterThan(0);
  });

  it('a wrong goDate answers the spec’s message, whatever its form', async () => {
    for (const path of [
      '/v1/tours?goDate=2026-12-10',
      '/v1/tours?goDate=20261399',
      '/v1/hotels?goDate=2026-12-10',
    ]) {
      const res = await api.get(path);
      expect(res.status, path).toBe(400);
      expect((res.body as { message: string }).message, path).toBe('goDate is wrong');
    }
  });
});
