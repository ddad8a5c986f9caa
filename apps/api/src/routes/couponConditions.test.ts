/**
 * Issue 18 item 2: the demo coupons are offered only where the conditions their names and remarks
 * state hold (domain coupon/conditions.ts, seeded by db/seed/couponSeed.ts), on the booking quote and
 * on the list cards' GET /couponDiscount. A table built from the demo coupons: each row a coupon, a
 * booking where it must be offered and one where it must not (the cards' GET /couponDiscount goes
 * through the same domain rule, services/couponPricing.ts withConditionFacts).
 */
import { addDays } from '@tabiyori/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingCalls, call, signUp, type TestSession } from '../test/accounts';
import { catalogToday, DATABASE_KINDS, isoDay, startTestApi, type TestApi } from '../test/harness';

interface Quote {
  coupons: { couponCode: string }[];
  total: number;
}

const INFANT = { age: 3, useBed: false, isSchoolChild: false };

describe.each(DATABASE_KINDS)('coupons obey their conditions on %s (issue 18 item 2)', (kind) => {
  let api: TestApi;
  let member: TestSession;
  let date: string;
  let tokyo: string;
  const { post } = bookingCalls<Quote>(
    () => api,
    () => member,
    `coupons-${kind}`,
  );
  const offered = async (request: Record<string, unknown>) => {
    const res = await post('/v1/bookings/quote', request, member);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as Quote).coupons.map((c) => c.couponCode);
  };

  /** A 1-night yado plan for 2 adults (with or without the hot-spring feature) priced ≥ 30,000 yen. */
  async function stay(onsen: boolean) {
    const { rows } = await sql<{ plan_id: string; hotel_id: string }>`
      select p.plan_id, p.hotel_id from plan p join hotel h on h.hotel_id = p.hotel_id
      join plan_day d on d.plan_id = p.plan_id and d.stay_date = ${isoDay(date)}::date
      join room r on r.room_id = p.room_ids[1]
      where (${onsen}::boolean = ('101' = any(h.kodawari)))
        and p.min_pax <= 2 and p.max_pax >= 2 and r.capacity_min <= 2 and r.capacity_max >= 2
        and p.stay_from <= ${isoDay(date)}::date and p.stay_to >= ${isoDay(date)}::date
        and p.booking_deadline_days <= 20 and coalesce((p.doc->>'minNights')::int, 1) = 1
        and d.prices[2] >= 15000
        and exists (select 1 from room_day rd where rd.room_id = r.room_id and rd.stay_date = d.stay_date and rd.stock > 0)
      order by p.plan_id limit 1`.execute(api.handle.db);
    const row = rows[0];
    if (!row) throw new Error('no stay in the catalog');
    return { kind: 'yado', hotelId: row.hotel_id, planId: row.plan_id, date, nights: 1, adultPax: 2 };
  }

  /** A free-plan (01) tour departure for 2 arriving in (or not in) Okinawa. */
  async function tour(okinawa: boolean) {
    const { rows } = await sql<{ tour_id: string; dep_date: string }>`
      select t.tour_id, d.dep_date from tour t join tour_day d on d.tour_id = t.tour_id
      where t.tour_type = '01' and (${okinawa}::boolean = ('47' = any(t.arr_codes)))
        and d.dep_date between ${isoDay(addDays(catalogToday(), 20))}::date and ${isoDay(addDays(catalogToday(), 60))}::date
        and d.stock >= 4 and d.price_from >= 25000
      order by t.tour_id, d.dep_date limit 1`.execute(api.handle.db);
    const row = rows[0];
    if (!row) throw new Error('no tour in the catalog');
    return { kind: 'tour', tourId: row.tour_id, date: row.dep_date.replaceAll('-', ''), adultPax: 2 };
  }

  beforeAll(async () => {
    api = await startTestApi(kind);
    member = await signUp(api);
    date = addDays(catalogToday(), 30);
    const decoder = (await api.get('/v1/decoder')).body as {
      departureAreas: { code: string; name: string }[];
    };
    tokyo = decoder.departureAreas.find((d) => d.name.includes('東京'))!.code;
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });

  it('FAMILY2000 (お子様を含むご予約が対象) needs a child or an infant', async () => {
    const request = await stay(false);
    expect(await offered(request)).not.toContain('FAMILY2000');
    expect(await offered({ ...request, children: [INFANT] })).toContain('FAMILY2000');
  });

  it('ADULTS1000 (大人旅) is refused as soon as a child travels', async () => {
    const request = await stay(false);
    expect(await offered(request)).toContain('ADULTS1000');
    expect(await offered({ ...request, children: [INFANT] })).not.toContain('ADULTS1000');
  });

  it('ONSEN5 (温泉宿) only on a hotel with a hot spring', async () => {
    expect(await offered(await stay(true))).toContain('ONSEN5');
    expect(await offered(await stay(false))).not.toContain('ONSEN5');
  });

  it('OKINAWA2000 (沖縄ツアー) on a free-plan tour to Okinawa, never elsewhere', async () => {
    expect(await offered(await tour(true))).toContain('OKINAWA2000');
    expect(await offered(await tour(false))).not.toContain('OKINAWA2000');
  });

  it('DP1500 (ダイナミックパッケージ) on a JR + hotel package, not on the same stay alone', async () => {
    const list = await api.get(`/v1/hotels?arrAreaCode=26&depAreaCode=${tokyo}&goDate=${date}&adultPax=2`);
    const cards = (list.body as { hotels: { hotelId: string; plan: { planId: string } }[] }).hotels;
    // The first card whose set can be booked that day (the catalog's stock depends on the day).
    let yado: Record<string, unknown> | null = null;
    for (const card of cards) {
      const request = {
        kind: 'yado',
        hotelId: card.hotelId,
        planId: card.plan.planId,
        date,
        nights: 1,
        adultPax: 2,
      };
      const dp = await post('/v1/bookings/quote', { ...request, kind: 'dp', depAreaCode: tokyo }, member);
      if (dp.status === 200) {
        yado = request;
        break;
      }
    }
    expect(yado).not.toBeNull();
    expect(await offered({ ...yado!, kind: 'dp', depAreaCode: tokyo })).toContain('DP1500');
    expect(await offered(yado!)).not.toContain('DP1500');
  });

  it('BIRTHDAY3000 (お誕生日月) only in the member’s birth month', async () => {
    await sql`insert into user_coupon (user_coupon_key, user_id, coupon_code)
      values (${`UC-${kind}-bd`}, ${member.userId}, 'BIRTHDAY3000')`.execute(api.handle.db);
    const month = Number(catalogToday().slice(4, 6));
    const setBirth = (m: number) =>
      sql`update app_user set birth_date = ${`1990-${String(m).padStart(2, '0')}-15`}::date
        where id = ${member.userId}`.execute(api.handle.db);
    const request = await stay(false);
    await setBirth((month % 12) + 1);
    expect(await offered(request)).not.toContain('BIRTHDAY3000');
    await setBirth(month);
    expect(await offered(request)).toContain('BIRTHDAY3000');
  });

  it('/v1/coupons says for whom and where each coupon is, and tells a member whether it is theirs today', async () => {
    type Entry = {
      couponCode: string;
      isUserCoupon: boolean;
      areaNames: string[];
      childRequired: boolean;
      kodawari: string[];
      productKinds: string[];
      forViewer: { usable: boolean; reason: string | null } | null;
    };
    const list = async (query: string, session: TestSession | null) => {
      const res = await call(api, 'GET', `/v1/coupons${query}`, { session });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return new Map((res.body as { coupons: Entry[] }).coupons.map((c) => [c.couponCode, c]));
    };
    const visitor = await list('', null);
    expect(visitor.get('OKINAWA2000')).toMatchObject({ areaNames: ['沖縄県'], productKinds: ['tour'] });
    expect((await list('?lang=en', null)).get('OKINAWA2000')?.areaNames).toEqual(['Okinawa Prefecture']);
    expect(visitor.get('FAMILY2000')?.childRequired).toBe(true);
    expect(visitor.get('ONSEN5')?.kodawari).toEqual(['101']);
    expect([...visitor.values()].every((c) => c.forViewer === null)).toBe(true);

    // The same member rule the quote applies (BIRTHDAY3000 above): their birth month decides.
    await sql`insert into user_coupon (user_coupon_key, user_id, coupon_code)
      values (${`UC-${kind}-bd-list`}, ${member.userId}, 'BIRTHDAY3000')`.execute(api.handle.db);
    const month = Number(catalogToday().slice(4, 6));
    const setBirth = (m: number) =>
      sql`update app_user set birth_date = ${`1990-${String(m).padStart(2, '0')}-15`}::date
        where id = ${member.userId}`.execute(api.handle.db);
    await setBirth((month % 12) + 1);
    let mine = await list('', member);
    expect(mine.get('BIRTHDAY3000')).toMatchObject({
      isUserCoupon: true,
      forViewer: { usable: false, reason: 'NOT_BIRTH_MONTH' },
    });
    expect(mine.get('FAMILY2000')?.forViewer).toEqual({ usable: true, reason: null });
    await setBirth(month);
    mine = await list('', member);
    expect(mine.get('BIRTHDAY3000')?.forViewer).toEqual({ usable: true, reason: null });
    // Once per member: after a booking with WELCOME1000 the list still shows it to them and says
    // they have used it as often as allowed (the same use-cap rule), while everyone else can use it.
    expect(mine.get('WELCOME1000')?.forViewer).toEqual({ usable: true, reason: null });
    await sql`insert into coupon_user_use (coupon_code, user_id, use_count) values ('WELCOME1000', ${member.userId}, 1)
      on conflict do nothing`.execute(api.handle.db);
    expect((await list('', member)).get('WELCOME1000')?.forViewer).toEqual({
      usable: false,
      reason: 'USER_LIMIT_REACHED',
    });
    expect((await list('', null)).has('WELCOME1000')).toBe(true);
    await sql`delete from coupon_user_use where coupon_code = 'WELCOME1000' and user_id = ${member.userId}`.execute(
      api.handle.db,
    );
  });
});
