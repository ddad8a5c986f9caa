/**
 * GET /v1/tours, /v1/tours.count, /v1/totalPriceForAll and /v1/extrainDmpSort over HTTP on both
 * databases (spec §3 search condition, §5 validation, §7 calls, §9 sort and page). Expected values
 * come from the seeded database itself, never hard-coded.
 */
import { addDays } from '@tabiyori/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeForSearch } from '../model/searchText';
import { catalogToday, DATABASE_KINDS, type TestApi, startTestApi, isoDay } from '../test/harness';

interface Item {
  tourId: string;
  tourName: string;
  tourType: string;
  tourTypeLabel: string;
  travelDays: number;
  nights: number;
  approachType: string;
  departure: { areaCode: string; name: string; airports: string[]; stations: string[] };
  arrival: { areaCodes: string[]; name: string; prefectureCodes: string[]; regionCodes: string[] };
  overview: {
    transportation: {
      type: string;
      depName: string;
      arrName: string;
      allDeps: string[];
      allArrs: string[];
      carrierGroup: string | null;
      services: { carrierCode: string | null; carrierGroup: string | null }[];
    }[];
  };
  defaultYadoPlans: {
    hotelId: string;
    hotelName: string;
    planIds: string[];
    paxPlanIds: Record<string, string>;
    planNames: string[];
    mealTypeName: string;
  }[];
  hotels: { hotelId: string; hotelName: string }[];
  kodawari: string[];
  image: { path: string } | null;
  priceFrom: number;
  priceTo: number;
  stock: number;
  recommendScore: number;
  popularity: number;
  goDate: string | null;
}

interface TotalPrice {
  tourId: string;
  available: boolean;
  reason?: string;
  totalPrice?: number;
  perAdultPrice?: number;
  totalPriceTo?: number;
  occupancy?: number[];
  breakdown?: { label: string; paxType: string; pax: number; price: number }[];
  messages?: { key: string; text: string }[];
}

const ymd = (date: string) => date.replaceAll('-', '');

describe.each(DATABASE_KINDS)('tour search calls on %s', (kind) => {
  let api: TestApi;
  let today: string;
  const db = () => api.handle.db;

  /** Every item of a search over all its pages (ipg 100). */
  async function all(query: string): Promise<Item[]> {
    const items: Item[] = [];
    for (let page = 1; page < 50; page++) {
      const res = await api.get(`/v1/tours?${query}&ipg=100&page=${page}`);
      expect(res.status).toBe(200);
      const tours = (res.body as { tours: Item[] }).tours;
      items.push(...tours);
      if (tours.length < 100) break;
    }
    return items;
  }

  async function count(query: string): Promise<number> {
    const res = await api.get(`/v1/tours.count?${query}`);
    expect(res.status).toBe(200);
    return (res.body as { count: number }).count;
  }

  /** Tours with a bookable departure from today (the no-date search's tours), by a SQL condition. */
  async function bookableIds(condition: ReturnType<typeof sql>): Promise<string[]> {
    const rows = await sql<{ tour_id: string }>`
      select t.tour_id from tour t where ${condition} and exists (
        select 1 from tour_day d where d.tour_id = t.tour_id and d.dep_date >= ${isoDay(today)}
          and d.price_from > 0 and d.stock > 0)
      order by t.tour_id`.execute(db());
    return rows.rows.map((r) => r.tour_id);
  }

  const ids = (items: Item[]) => items.map((i) => i.tourId).sort();

  beforeAll(async () => {
    api = await startTestApi(kind);
    today = catalogToday();
  });
  afterAll(async () => {
    await api?.close();
  });

  describe('spec §3 arrival at any area level', () => {
    it('finds the tours of a region, a prefecture and an area, each with its count', async () => {
      const tour = await db()
        .selectFrom('tour')
        .select(['arr_codes'])
        .orderBy('tour_id')
        .executeTakeFirstOrThrow();
      for (const code of tour.arr_codes) {
        const expected = await bookableIds(sql`t.arr_codes @> array[${code}]::text[]`);
        const items = await all(`arrAreaCode=${code}&isNoDate=1`);
        expect(ids(items)).toEqual(expected);
        expect(await count(`arrAreaCode=${code}&isNoDate=1`)).toBe(expected.length);
        expect(expected.length).toBeGreaterThan(0);
      }
    });

    it('finds the tours of a district (area4) by its area (area3)', async () => {
      const district = await sql<{ code: string; area3_code: string }>`
        select a.code, a.area3_code from area a
        where a.level = 4 and exists (select 1 from tour t where t.arr_codes @> array[a.area3_code])
        order by a.code limit 1`.execute(db());
      const row = district.rows[0];
      expect(row).toBeDefined();
      const expected = await bookableIds(sql`t.arr_codes @> array[${row!.area3_code}]::text[]`);
      expect(ids(await all(`arrAreaCode=${row!.code}`))).toEqual(expected);
    });

    it('takes a list of areas (any of them); an unknown code names nothing: 404 TVE801 (spec §8)', async () => {
      const codes = ['okinawa', '13'];
      const expected = await bookableIds(sql`t.arr_codes && array['okinawa','13']::text[]`);
      expect(ids(await all(`arrAreaCode=${codes.join(',')}`))).toEqual(expected);
      expect((await api.get('/v1/tours.count?arrAreaCode=zz-nowhere')).body).toMatchObject({
        status: 404,
        errorCode: 'TVE801',
      });
    });
  });

  describe('spec §3 departure by area, airport, station or generic station', () => {
    it('by departure airport', async () => {
      const row = await sql<{ code: string }>`
        select unnest(dep_airports) as code from tour group by 1 order by count(*) desc, 1 limit 1`.execute(
        db(),
      );
      const airport = row.rows[0]!.code;
      const items = await all(`depAirport=${airport}&approachType=air`);
      expect(ids(items)).toEqual(await bookableIds(sql`t.dep_airports @> array[${airport}]::text[]`));
      for (const item of items) {
        expect(item.departure.airports).toContain(airport);
        expect(item.approachType).toBe('air');
        expect(item.overview.transportation[0]?.type).toBe('air');
      }
    });

    it('by departure station; approachType train covers shinkansen and limited express', async () => {
      const row = await sql<{ code: string }>`
        select unnest(dep_stations) as code from tour group by 1 order by count(*) desc, 1 limit 1`.execute(
        db(),
      );
      const station = row.rows[0]!.code;
      const items = await all(`depStation=${station}&approachType=train`);
      expect(ids(items)).toEqual(await bookableIds(sql`t.dep_stations @> array[${station}]::text[]`));
      for (const item of items) expect(['train', 'extrain']).toContain(item.approachType);
    });

    it('by departure area and by generic station', async () => {
      const expected = await bookableIds(sql`t.dep_area_code = '03'`);
      expect(await count('depAreaCode=03')).toBe(expected.length);
      const generic = await sql<{ code: string }>`
        select unnest(dep_generic_stations) as code from tour group by 1 order by count(*) desc, 1 limit 1`.execute(
        db(),
      );
      const code = generic.rows[0]!.code;
      expect(ids(await all(`depGenericStation=${code}`))).toEqual(
        await bookableIds(sql`t.dep_generic_stations @> array[${code}]::text[]`),
      );
    });

    it('approachType 00 finds the meet-on-site tours only', async () => {
      const items = await all('approachType=00');
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(item.approachType).toBe('00');
        expect(item.overview.transportation).toEqual([]);
      }
    });
  });

  describe('spec §3 date or no date (isNoDate)', () => {
    it('with goDate: the tours departing that day with stock, at that day’s price', async () => {
      const goDate = addDays(today, 20);
      const rows = await sql<{ tour_id: string; price_from: number; price_to: number; stock: number }>`
        select tour_id, price_from, price_to, stock from tour_day
        where dep_date = ${isoDay(goDate)} and price_from > 0 and stock > 0 order by tour_id`.execute(db());
      const items = await all(`goDate=${goDate}&isNoDate=0`);
      expect(ids(items)).toEqual(rows.rows.map((r) => r.tour_id));
      expect(await count(`goDate=${goDate}`)).toBe(rows.rows.length);
      for (const item of items) {
        const row = rows.rows.find((r) => r.tour_id === item.tourId)!;
        expect(item.priceFrom).toBe(row.price_from);
        expect(item.stock).toBe(row.stock);
        expect(item.goDate).toBe(goDate);
      }
    });

    it('without a date: the lowest bookable price of the sale window from today', async () => {
      const rows = await sql<{ tour_id: string; pf: number; pt: number }>`
        select tour_id, min(price_from) as pf, max(greatest(price_to, price_from)) as pt from tour_day
        where dep_date >= ${isoDay(today)} and price_from > 0 and stock > 0
        group by tour_id order by tour_id`.execute(db());
      const items = await all('isNoDate=1');
      expect(ids(items)).toEqual(rows.rows.map((r) => r.tour_id));
      for (const item of items) {
        const row = rows.rows.find((r) => r.tour_id === item.tourId)!;
        expect(item.priceFrom).toBe(row.pf);
        expect(item.priceTo).toBe(row.pt);
        expect(item.goDate).toBeNull();
      }
    });

    it('allTours=1 also lists the tours not bookable that day, after the bookable ones', async () => {
      const goDate = addDays(today, 21);
      const total = await db()
        .selectFrom('tour')
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow();
      const items = await all(`goDate=${goDate}&allTours=1`);
      expect(items).toHaveLength(total.n);
      const bookable = (i: Item) => i.priceFrom > 0 && i.stock > 0;
      const firstUnbookable = items.findIndex((i) => !bookable(i));
      expect(firstUnbookable).toBeGreaterThan(0);
      expect(items.slice(firstUnbookable).some(bookable)).toBe(false);
      expect(firstUnbookable).toBe(await count(`goDate=${goDate}`));
    });
  });

  describe('spec §3 tourDays, nights, tourType, kodawari, keyword, ids', () => {
    it('tourDays and nights', async () => {
      expect(await count('tourDays=1')).toBe((await bookableIds(sql`t.travel_days = 1`)).length);
      const items = await all('nights=2');
      expect(ids(items)).toEqual(await bookableIds(sql`t.nights = 2`));
      for (const item of items) expect(item.tourTypeLabel).toBe('3日間');
      for (const item of await all('tourDays=1')) expect(item.tourTypeLabel).toBe('日帰り');
    });

    it('kodawari: every code must match', async () => {
      const items = await all('kodawari=601,603');
      expect(ids(items)).toEqual(await bookableIds(sql`t.kodawari @> array['601','603']::text[]`));
      for (const item of items) expect(item.kodawari).toEqual(expect.arrayContaining(['601', '603']));
      const single = await all('kodawari=601');
      expect(single.length).toBeGreaterThan(items.length);
    });

    it('kodawari: a parent code (101 温泉) matches its children too', async () => {
      const expected = await bookableIds(sql`t.kodawari && array['101','102','108']::text[]`);
      expect(ids(await all('kodawari=101'))).toEqual(expected);
    });

    it('keyword in kanji, katakana and hiragana (normalised like the catalog)', async () => {
      const tour = await db()
        .selectFrom('tour')
        .select(['tour_id', 'keywords'])
        .orderBy('tour_id')
        .executeTakeFirstOrThrow();
      const kanji = tour.keywords[0]!;
      const byKanji = await all(`keyword=${encodeURIComponent(kanji)}`);
      expect(byKanji.map((i) => i.tourId)).toContain(tour.tour_id);
      expect(ids(byKanji)).toEqual(
        await bookableIds(sql`strpos(t.search_text, ${normalizeForSearch(kanji)}) > 0`),
      );

      const katakana = await all(`keyword=${encodeURIComponent('フリープラン')}`);
      expect(katakana.length).toBeGreaterThan(0);
      for (const item of katakana) expect(item.tourName).toContain('フリープラン');
      expect(ids(await all(`keyword=${encodeURIComponent('ふりーぷらん')}`))).toEqual(ids(katakana));

      // Two keywords: both must match.
      const both = await all(`keyword=${encodeURIComponent(`フリープラン ${kanji}`)}`);
      expect(ids(both)).toEqual(ids(katakana).filter((id) => ids(byKanji).includes(id)));
    });

    it('tourType and tourIds', async () => {
      for (const item of await all('tourType=02')) expect(item.tourType).toBe('02');
      const items = await all('tourIds=T000003,T000001,T999999');
      expect(ids(items)).toEqual((await bookableIds(sql`t.tour_id in ('T000001','T000003')`)).sort());
    });

    it('defaultPlanMeal: the default plan serves that meal', async () => {
      const items = await all('defaultPlanMeal=01');
      for (const item of items) {
        expect(item.nights).toBeGreaterThan(0);
        expect(item.kodawari).toContain('201');
        expect(item.kodawari).not.toContain('202');
      }
      expect(ids(items)).toEqual(
        await bookableIds(sql`t.nights > 0 and t.kodawari @> '{201}' and not t.kodawari @> '{202}'`),
      );
      expect(await count('defaultPlanMeal=99')).toBe(0);
    });

    it('hotelIds and defaultPlanIds', async () => {
      const tour = await sql<{ tour_id: string; hotel: string; plan: string }>`
        select tour_id, doc->'defaultYadoPlans'->0->>'hotelId' as hotel,
          doc->'defaultYadoPlans'->0->'planIds'->>0 as plan
        from tour where nights > 0 order by tour_id limit 1`.execute(db());
      const { tour_id, hotel, plan } = tour.rows[0]!;
      expect((await all(`hotelIds=${hotel}&allTours=1`)).map((i) => i.tourId)).toContain(tour_id);
      const byPlan = await all(`defaultPlanIds=${plan}&allTours=1`);
      expect(byPlan.map((i) => i.tourId)).toContain(tour_id);
      for (const item of byPlan)
        expect(item.defaultYadoPlans.some((y) => y.planIds.includes(plan))).toBe(true);
    });
  });

  describe('spec §5 price filter per adult', () => {
    it('minPrice and maxPrice bound priceFrom, with and without a date', async () => {
      const items = await all('minPrice=30000&maxPrice=60000');
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(item.priceFrom).toBeGreaterThanOrEqual(30000);
        expect(item.priceFrom).toBeLessThanOrEqual(60000);
      }
      const rows = await sql<{ n: number }>`
        select count(*)::int as n from (
          select tour_id from tour_day where dep_date >= ${isoDay(today)} and price_from > 0 and stock > 0
          group by tour_id having min(price_from) between 30000 and 60000) x`.execute(db());
      expect(items).toHaveLength(rows.rows[0]!.n);

      const goDate = addDays(today, 30);
      const dated = await all(`goDate=${goDate}&maxPrice=40000`);
      for (const item of dated) expect(item.priceFrom).toBeLessThanOrEqual(40000);
      expect(await count(`goDate=${goDate}&minPrice=99999999`)).toBe(0);
    });
  });

  describe('spec §9 sort orders', () => {
    const ordered = (values: number[], dir: 1 | -1) =>
      values.every((v, i) => i === 0 || dir * (v - values[i - 1]!) >= 0);

    it('recommend and popular, ties by tourId', async () => {
      const rec = await all('sort=recommend');
      expect(
        ordered(
          rec.map((i) => i.recommendScore),
          -1,
        ),
      ).toBe(true);
      const pop = await all('sort=popular');
      expect(
        ordered(
          pop.map((i) => i.popularity),
          -1,
        ),
      ).toBe(true);
      for (let i = 1; i < rec.length; i++) {
        if (rec[i]!.recommendScore === rec[i - 1]!.recommendScore) {
          expect(rec[i]!.tourId > rec[i - 1]!.tourId).toBe(true);
        }
      }
    });

    it('lowPrice (the default) and highPrice, with and without a date', async () => {
      for (const date of ['', `goDate=${addDays(today, 25)}&`]) {
        const low = await all(`${date}sort=lowPrice`);
        expect(
          ordered(
            low.map((i) => i.priceFrom),
            1,
          ),
        ).toBe(true);
        expect((await all(date)).map((i) => i.tourId)).toEqual(low.map((i) => i.tourId));
        const high = await all(`${date}sort=highPrice`);
        expect(
          ordered(
            high.map((i) => i.priceFrom),
            -1,
          ),
        ).toBe(true);
        expect(high).toHaveLength(low.length);
      }
    });
  });

  describe('spec §9 page and ipg', () => {
    it('ipg is honoured, page 2 continues page 1, and count equals the items over all pages', async () => {
      const one = (await api.get('/v1/tours?ipg=7&page=1&sort=popular')).body as { tours: Item[] };
      const two = (await api.get('/v1/tours?ipg=7&page=2&sort=popular')).body as { tours: Item[] };
      expect(one.tours).toHaveLength(7);
      expect(two.tours).toHaveLength(7);
      expect(two.tours.map((t) => t.tourId)).not.toEqual(one.tours.map((t) => t.tourId));
      const fourteen = (await api.get('/v1/tours?ipg=14&page=1&sort=popular')).body as { tours: Item[] };
      expect(fourteen.tours.map((t) => t.tourId)).toEqual([...one.tours, ...two.tours].map((t) => t.tourId));
      const total = await count('sort=popular');
      expect(await all('sort=popular')).toHaveLength(total);
      const dated = `goDate=${addDays(today, 15)}`;
      expect(await all(dated)).toHaveLength(await count(dated));
      const beyond = (await api.get('/v1/tours?page=999')).body as { tours: Item[] };
      expect(beyond.tours).toEqual([]);
      const byDefault = (await api.get('/v1/tours')).body as { tours: Item[] };
      expect(byDefault.tours).toHaveLength(20);
    });
  });

  describe('the list item (spec §3 Tour)', () => {
    it('carries names, transport, default lodging with hotel names, prices and ja / en texts', async () => {
      const items = await all('approachType=air&tourDays=3');
      const item = items.find((i) => i.defaultYadoPlans.length > 0)!;
      expect(item).toBeDefined();
      expect(item.tourId).toMatch(/^T\d{6}$/);
      expect(item.tourTypeLabel).toBe('3日間');
      expect(item.departure.name).not.toBe('');
      expect(item.arrival.name).not.toBe('');
      const leg = item.overview.transportation[0]!;
      expect(leg.type).toBe('air');
      expect(leg.allDeps.length).toBeGreaterThan(0);
      expect(leg.services.every((s) => ['ANA', 'JAL', 'SKY', 'other'].includes(s.carrierGroup ?? ''))).toBe(
        true,
      );
      const yado = item.defaultYadoPlans[0]!;
      expect(yado.hotelName).not.toBe('');
      expect(yado.paxPlanIds['2']).toBeDefined();
      expect(yado.planNames.length).toBe(yado.planIds.length);
      expect(item.hotels.find((h) => h.hotelId === yado.hotelId)?.hotelName).toBe(yado.hotelName);
      expect(item.image?.path).toMatch(/^\/static\/img\//);
      expect(item.priceTo).toBeGreaterThanOrEqual(item.priceFrom);

      const en = (await api.get(`/v1/tours?tourIds=${item.tourId}&lang=en`)).body as { tours: Item[] };
      expect(en.tours[0]!.tourTypeLabel).toBe('3 days');
      expect(en.tours[0]!.tourName).not.toBe(item.tourName);
      expect(en.tours[0]!.tourName).toMatch(/^[\x20-\x7e–’]+$/);
    });
  });

  describe('spec §5 errors and hostile input (never a 5xx)', () => {
    it('answers 400 TVE800 with the parameter’s message', async () => {
      const cases: [string, string][] = [
        ['goDate=20261399', 'goDate is wrong'],
        ['approachType=bus', 'bus is invalid approachType'],
        ['sort=cheap', 'sort is invalid'],
        ['page=0', 'page is invalid'],
        ['ipg=101', 'ipg is invalid'],
        ['minPrice=-1', 'minPrice is invalid'],
        ['childPax=abc', 'INVALID PAX PARAM'],
      ];
      for (const [query, message] of cases) {
        for (const path of ['/v1/tours', '/v1/tours.count']) {
          const res = await api.get(`${path}?${query}`);
          expect(res.status, `${path}?${query}`).toBe(400);
          expect(res.body).toEqual({ status: 400, message, errorCode: 'TVE800' });
        }
      }
    });

    it('SQL injection strings, huge numbers and unknown codes are just values', async () => {
      const hostile = [
        `arrAreaCode=${encodeURIComponent("13' OR '1'='1")}`,
        `keyword=${encodeURIComponent("%'; drop table tour; --")}`,
        `keyword=${encodeURIComponent('%_\\')}`,
        `depAirport=${encodeURIComponent("HND'--")}`,
        `depStation=${encodeURIComponent('x"); select pg_sleep(5); --')}`,
        `tourIds=${encodeURIComponent("T000001') or ('1'='1")}`,
        'kodawari=999,abc',
        'tourType=zz',
        'page=99999',
        'goDate=99991231',
        'goDate=00010101',
        'page=999999999999',
        'minPrice=99999999999999',
        'nights=99999',
        'defaultPlanIds=%27%3B',
        'depGenericStation=tokyo-23ku&depGenericStationApproach=01',
        'arrAreaCode=' + 'a'.repeat(400),
      ];
      for (const query of hostile) {
        for (const path of ['/v1/tours', '/v1/tours.count']) {
          const res = await api.get(`${path}?${query}`);
          expect(res.status, `${path}?${query}`).toBeLessThan(500);
        }
      }
      const tours = await db()
        .selectFrom('tour')
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow();
      expect(tours.n).toBeGreaterThan(0);
      const injected = await api.get(`/v1/tours.count?arrAreaCode=${encodeURIComponent("13' OR '1'='1")}`);
      expect(injected.body).toMatchObject({ status: 404, errorCode: 'TVE801' });
    });
  });

  describe('GET /v1/totalPriceForAll (spec §7, §3 price breakdown, §9 totals)', () => {
    /** A departure sold with stock for at least `pax`, whose default plans sell `k` per room. */
    async function departure(k: number, pax: number, where = sql`true`) {
      const rows = await sql<{ tour_id: string; dep_date: string; price_from: number }>`
        select d.tour_id, d.dep_date, d.price_from from tour_day d join tour t using (tour_id)
        where d.dep_date >= ${isoDay(addDays(today, 5))} and d.price_from > 0 and d.stock >= ${pax}
          and t.nights = 1 and ${where}
          and not exists (
            select 1 from jsonb_array_elements(t.doc->'defaultYadoPlans') y
            where not exists (
              select 1 from jsonb_array_elements_text(y->'planIds') p
              join plan_day pd on pd.plan_id = p and pd.stay_date = d.dep_date
              where pd.prices[${k}] > 0))
        order by d.dep_date, d.tour_id limit 1`.execute(db());
      const row = rows.rows[0]!;
      expect(row).toBeDefined();
      return { tourId: row.tour_id, goDate: ymd(row.dep_date), priceFrom: row.price_from };
    }

    async function price(query: string): Promise<TotalPrice[]> {
      const res = await api.get(`/v1/totalPriceForAll?${query}`);
      expect(res.status, query).toBe(200);
      return (res.body as { tours: TotalPrice[] }).tours;
    }

    it('2 adults in one room: the 2-per-room price per adult, total = 2 × it = the breakdown', async () => {
      const d = await departure(2, 2);
      const [result] = await price(`tourIds=${d.tourId}&goDate=${d.goDate}&adultPax=2`);
      expect(result).toMatchObject({ tourId: d.tourId, available: true, occupancy: [2] });
      expect(result!.perAdultPrice).toBe(d.priceFrom);
      expect(result!.totalPrice).toBe(2 * d.priceFrom);
      expect(result!.breakdown).toEqual([
        { label: '大人1', paxType: 'adult', pax: 2, price: 2 * d.priceFrom },
      ]);
      expect(result!.totalPriceTo).toBeGreaterThanOrEqual(result!.totalPrice!);
    });

    it('2 adults + 1 child: the breakdown adds up to the total and the child costs less', async () => {
      const d = await departure(3, 3);
      const [withBed] = await price(`tourIds=${d.tourId}&goDate=${d.goDate}&adultPax=2&childPax=8-b1s1sc1`);
      expect(withBed!.available).toBe(true);
      expect(withBed!.occupancy).toEqual([3]);
      const rows = withBed!.breakdown!;
      expect(rows.map((r) => r.label)).toEqual(['大人1', '子供1']);
      expect(rows.reduce((s, r) => s + r.price, 0)).toBe(withBed!.totalPrice);
      const adult = rows[0]!.price / rows[0]!.pax;
      const child = rows[1]!.price / rows[1]!.pax;
      expect(child).toBeLessThan(adult);
      // An 8-year-old school child is childB 小学生低学年: 50 % of the adult price (reference paxTypes).
      expect(child).toBe(Math.ceil((adult * 0.5) / 10) * 10);

      // A preschooler without a bed sleeps with the adults: the room stays 2 per room.
      const d2 = await departure(2, 3);
      const [coSleeper] = await price(
        `tourIds=${d2.tourId}&goDate=${d2.goDate}&adultPax=2&childPax=4-b0s1sc0`,
      );
      expect(coSleeper!.available).toBe(true);
      expect(coSleeper!.occupancy).toEqual([2]);
      const r2 = coSleeper!.breakdown!;
      expect(r2.map((r) => r.label)).toEqual(['大人1', '子供2']);
      expect(r2.reduce((s, r) => s + r.price, 0)).toBe(coSleeper!.totalPrice);
      expect(r2[1]!.price).toBeLessThan(d2.priceFrom);
    });

    it('1 adult alone pays the dearer 1-per-room price; ten counts (amount) price by category', async () => {
      const d = await departure(1, 2);
      const [solo] = await price(`tourIds=${d.tourId}&goDate=${d.goDate}&adultPax=1`);
      expect(solo!.available).toBe(true);
      expect(solo!.perAdultPrice).toBeGreaterThanOrEqual(d.priceFrom);
      const [pair] = await price(`tourIds=${d.tourId}&goDate=${d.goDate}&amount=m1f1a0b0c0d0e0f0a0b0`);
      expect(pair!.totalPrice).toBe(2 * d.priceFrom);
    });

    it('unknown, unsold and sold-out tours come back unavailable without failing the call', async () => {
      const d = await departure(2, 2);
      const soldOut = await sql<{ tour_id: string; dep_date: string }>`
        select tour_id, dep_date from tour_day where stock = 0 and price_from > 0 and dep_date = ${isoDay(d.goDate)}
        order by tour_id limit 1`.execute(db());
      const notSold = await sql<{ tour_id: string }>`
        select tour_id from tour_day where price_from = 0 and dep_date = ${isoDay(d.goDate)} order by tour_id limit 1`.execute(
        db(),
      );
      const list = [d.tourId, 'T999999', soldOut.rows[0]?.tour_id, notSold.rows[0]?.tour_id].filter(Boolean);
      const results = await price(`tourIds=${list.join(',')}&goDate=${d.goDate}&adultPax=2`);
      expect(results.map((r) => r.tourId)).toEqual(list);
      expect(results[0]!.available).toBe(true);
      expect(results[1]).toMatchObject({ available: false, reason: 'notFound' });
      if (soldOut.rows[0]) expect(results[2]).toMatchObject({ available: false, reason: 'soldOut' });
      if (notSold.rows[0]) expect(results.at(-1)).toMatchObject({ available: false, reason: 'notSold' });
    });

    it('a party breaking the rules answers the spec §5 messages', async () => {
      const d = await departure(2, 2);
      const [noAdult] = await price(`tourIds=${d.tourId}&goDate=${d.goDate}&adultPax=0&childPax=9-b1s1sc1`);
      expect(noAdult).toMatchObject({ available: false, reason: 'party' });
      expect(noAdult!.messages!.map((m) => m.key)).toContain('adultRequired');
    });

    it('answers 400 TVE800 with the spec’s messages for malformed parameters', async () => {
      const cases: [string, string][] = [
        ['tourIds=T000001&goDate=20261301', 'goDate is wrong'],
        ['tourIds=T000001&goDate=99991231', 'goDate is wrong'],
        ['tourIds=T000001', 'goDate is wrong'],
        ['tourIds=T000001&goDate=20270101&childPax=8-b1s1', 'INVALID PAX PARAM'],
        ['tourIds=T000001&goDate=20270101&childPax=30-b1s1sc1', 'INVALID PAX PARAM'],
        ['tourIds=X1&goDate=20270101', 'tourId is wrong'],
        ['goDate=20270101', 'tourIds is invalid'],
        [
          `tourIds=${Array.from({ length: 51 }, (_, i) => `T${String(i + 1).padStart(6, '0')}`).join(',')}&goDate=20270101`,
          'tourIds is invalid',
        ],
        ['tourIds=T000001&goDate=20270101&adultPax=99999', 'adultPax is invalid'],
        ['tourIds=T000001&goDate=20270101&roomCount=0', 'roomCount is invalid'],
        ['tourIds=T000001&goDate=20270101&adultPax=2&bedCount=5', 'bedCount is invalid'],
        ['tourIds=T000001&goDate=20270101&amount=m9f9a9b9c9d9e9f9a9b9', 'amount is invalid'],
      ];
      for (const [query, message] of cases) {
        const res = await api.get(`/v1/totalPriceForAll?${query}`);
        expect(res.status, query).toBe(400);
        expect(res.body).toEqual({ status: 400, message, errorCode: 'TVE800' });
      }
      const amount = await api.get('/v1/totalPriceForAll?tourIds=T000001&goDate=20270101&amount=x1');
      expect(amount.status).toBe(400);
      expect((amount.body as { message: string }).message).toMatch(/^INVALID_OPTIONAL_AMOUNT_FORMAT/);
      const hostile = await api.get(
        `/v1/totalPriceForAll?tourIds=${encodeURIComponent("T000001' or 1=1--")}&goDate=20270101`,
      );
      expect(hostile.status).toBe(400);
    });
  });

  describe('GET /v1/extrainDmpSort', () => {
    it('answers every limited-express tour in a deterministic order per hashId', async () => {
      const extrain = await db()
        .selectFrom('tour')
        .select('tour_id')
        .where('approach_type', '=', 'extrain')
        .orderBy('tour_id')
        .execute();
      const a = (await api.get('/v1/extrainDmpSort?hashId=segment_A-1')).body as {
        tourIds: string[];
        count: number;
      };
      const again = (await api.get('/v1/extrainDmpSort?hashId=segment_A-1')).body as { tourIds: string[] };
      const b = (await api.get('/v1/extrainDmpSort?hashId=segmentB')).body as { tourIds: string[] };
      expect([...a.tourIds].sort()).toEqual(extrain.map((t) => t.tour_id));
      expect(a.count).toBe(extrain.length);
      expect(again.tourIds).toEqual(a.tourIds);
      expect([...b.tourIds].sort()).toEqual([...a.tourIds].sort());
      expect(b.tourIds).not.toEqual(a.tourIds);
      const limited = (await api.get('/v1/extrainDmpSort?hashId=segment_A-1&limit=3')).body as {
        tourIds: string[];
      };
      expect(limited.tourIds).toEqual(a.tourIds.slice(0, 3));
    });

    it('answers 400 when hashId is missing or malformed', async () => {
      for (const query of [
        '',
        '?hashId=',
        `?hashId=${encodeURIComponent("a' or 1=1")}`,
        `?hashId=${'x'.repeat(65)}`,
      ]) {
        const res = await api.get(`/v1/extrainDmpSort${query}`);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ status: 400, message: 'hashId is invalid', errorCode: 'TVE800' });
      }
    });
  });
});
