/**
 * Issue 18 item 1: a tour booking keeps every choice — hotel and plan per stay, outbound and return
 * service, the room assignment (spec §3 ten counts, spec §5 format and people-and-room rules) and
 * optional activities in the same booking (spec §5 amount format and optionalGroupId) — priced by
 * the server, stored, shown back by GET /v1/bookings/{n}, and their places given back on cancel.
 */
import { addDays } from '@tabiyori/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingCalls, call, signUp, type TestSession } from '../test/accounts';
import { catalogToday, DATABASE_KINDS, isoDay, startTestApi, type TestApi } from '../test/harness';

interface Body {
  errorCode?: string;
  message?: string;
  bookingNumber?: string;
  total: number;
  paidTotal: number;
  choices: {
    stays: { hotelId: string; planId: string; isDefault: boolean; perAdultDifference: number }[];
    transports: { leg: string; service: number; surcharge: number; number: { ja: string } }[];
    roomAssigns: Record<string, number>[] | null;
    optionals: { optionalId: string; total: number; rows: { amount: number }[] }[];
    optionalTotal: number;
  } | null;
  party: { roomAssignments: Record<string, number>[] | null };
  priceRows: { amount: number }[];
  [key: string]: unknown;
}

interface Condition {
  transportation: { leg: string; services: { depTime: string; surcharge: number }[] }[];
  stays: {
    relativeDate: number;
    defaultHotelId: string;
    hotels: {
      hotelId: string;
      isDefault: boolean;
      plans: { planId: string; isDefault: boolean; prices: { paxPerRoom: number; price: number }[] }[];
    }[];
  }[];
  optionals: {
    optionalId: string;
    optionalGroupId: string;
    prices: { person1: number; person6: number | null; person9: number | null };
    minPax: number;
    maxPax: number;
    dates: { date: string; stock: number }[];
  }[];
  priceStock: { priceFrom: number } | null;
}

const TWO_MEN = 'm2f0a0b0c0d0e0f0a0b0';

describe.each(DATABASE_KINDS)('tour bookings with choices on %s (issue 18 item 1)', (kind) => {
  let api: TestApi;
  let alice: TestSession;
  const { post, quote, book } = bookingCalls<Body>(
    () => api,
    () => alice,
    `choices-${kind}`,
  );
  /** A flight tour departure with another hotel to choose, several flights each way and an optional for 2. */
  let tour: { tourId: string; date: string; condition: Condition };

  beforeAll(async () => {
    api = await startTestApi(kind);
    alice = await signUp(api);
    const today = catalogToday();
    const { rows } = await sql<{ tour_id: string; dep_date: string }>`
      select d.tour_id, d.dep_date from tour_day d join tour t on t.tour_id = d.tour_id
      where d.dep_date between ${isoDay(addDays(today, 20))}::date and ${isoDay(addDays(today, 40))}::date
        and d.stock >= 8 and d.price_from > 0 and t.approach_type = 'air' and t.tour_type = '01'
        and t.nights between 1 and 3 and t.trip_kind = 'roundTrip'
      order by t.tour_id, d.dep_date limit 400
    `.execute(api.handle.db);
    const seen = new Set<string>();
    for (const row of rows) {
      if (seen.has(row.tour_id)) continue;
      const date = row.dep_date.replaceAll('-', '');
      const res = await call(api, 'GET', `/v1/tour/${row.tour_id}/condition?goDate=${date}`);
      if (res.status !== 200) continue;
      const condition = res.body as Condition;
      const otherPlan = condition.stays[0]?.hotels.some(
        (h) => !h.isDefault && h.plans.some((p) => p.prices.some((x) => x.paxPerRoom === 2)),
      );
      const flights = condition.transportation.every((l) => l.services.length >= 2);
      const optional = condition.optionals.some(
        (o) => o.minPax <= 2 && o.maxPax >= 2 && o.dates.some((d) => d.stock >= 4),
      );
      seen.add(row.tour_id);
      if (otherPlan && flights && optional && condition.stays.length === 1) {
        tour = { tourId: row.tour_id, date, condition };
        break;
      }
    }
    if (!tour) throw new Error('no tour with choices in the catalog');
  }, 180_000);
  afterAll(async () => {
    await api?.close();
  });

  const base = () => ({ kind: 'tour', tourId: tour.tourId, date: tour.date, adultPax: 2 });
  const otherPlan = () => {
    const stay = tour.condition.stays[0]!;
    const hotel = stay.hotels.find(
      (h) => !h.isDefault && h.plans.some((p) => p.prices.some((x) => x.paxPerRoom === 2)),
    )!;
    const plan = hotel.plans.find((p) => p.prices.some((x) => x.paxPerRoom === 2))!;
    return {
      stay: { relativeDate: stay.relativeDate, hotelId: hotel.hotelId, planId: plan.planId },
      perAdult: plan.prices.find((x) => x.paxPerRoom === 2)!.price,
    };
  };
  const anOptional = () => {
    const o = tour.condition.optionals.find(
      (x) => x.minPax <= 2 && x.maxPax >= 2 && x.dates.some((d) => d.stock >= 4),
    )!;
    return { ...o, date: o.dates.find((d) => d.stock >= 4)!.date };
  };
  const optionalStock = async (optionalId: string, date: string) =>
    (
      await sql<{ stock: number }>`select stock from optional_day
        where optional_id = ${optionalId} and use_date = ${isoDay(date)}::date`.execute(api.handle.db)
    ).rows[0]?.stock;

  it('choosing nothing and choosing the included service and lowest plan cost the same; the included ones are recorded', async () => {
    const plain = await quote(base());
    expect(plain.choices?.transports.map((t) => t.surcharge)).toEqual([0, 0]);
    expect(plain.choices?.stays[0]).toMatchObject({ isDefault: true, perAdultDifference: 0 });
    const transports = plain.choices!.transports.map((t) => ({ leg: t.leg, service: t.service }));
    const same = await quote({ ...base(), transports });
    expect(same.total).toBe(plain.total);
    // The tour page's own price for 2 per room with the lowest default plan is the quote's per adult.
    expect(plain.total).toBe(2 * tour.condition.priceStock!.priceFrom);
  });

  it('another hotel and plan is priced as the tour page shows it (per adult at 2 per room)', async () => {
    const { stay, perAdult } = otherPlan();
    const q = await quote({ ...base(), stays: [stay] });
    expect(q.total).toBe(2 * perAdult);
    expect(q.choices?.stays[0]).toMatchObject({
      hotelId: stay.hotelId,
      planId: stay.planId,
      isDefault: false,
    });
    expect(q.choices?.stays[0]?.perAdultDifference).toBe(perAdult - tour.condition.priceStock!.priceFrom);
  });

  it('a more convenient flight adds its surcharge per person', async () => {
    const outbound = tour.condition.transportation.find((l) => l.leg === 'outbound')!;
    const dearest = outbound.services.reduce(
      (best, s, i, all) => (s.surcharge > all[best]!.surcharge ? i : best),
      0,
    );
    const surcharge = outbound.services[dearest]!.surcharge;
    expect(surcharge).toBeGreaterThan(0);
    const plain = await quote(base());
    const q = await quote({ ...base(), transports: [{ leg: 'outbound', service: dearest }] });
    expect(q.total - plain.total).toBe(2 * surcharge);
    expect(q.choices?.transports.find((t) => t.leg === 'outbound')).toMatchObject({
      service: dearest,
      surcharge,
    });
    const bad = await post(
      '/v1/bookings/quote',
      { ...base(), transports: [{ leg: 'outbound', service: 19 }] },
      alice,
    );
    expect(bad.status).toBe(400);
    expect((bad.body as Body).errorCode).toBe('BKE800');
  });

  it('a hotel the tour does not offer → 400 BKE804', async () => {
    const stay = {
      relativeDate: tour.condition.stays[0]!.relativeDate,
      hotelId: 'H999999',
      planId: 'P9999999',
    };
    const res = await post('/v1/bookings/quote', { ...base(), stays: [stay] }, alice);
    expect(res.status).toBe(400);
    expect((res.body as Body).errorCode).toBe('BKE804');
  });

  it('spec §5 room assignment: the format rule, the party must match, a room needs an adult', async () => {
    const malformed = await post('/v1/bookings/quote', { ...base(), roomAssigns: ['m2'] }, alice);
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ errorCode: 'BKE800', message: 'roomAssign: m2 is invalid' });

    const short = await post(
      '/v1/bookings/quote',
      { ...base(), roomAssigns: ['m1f0a0b0c0d0e0f0a0b0'] },
      alice,
    );
    expect(short.status).toBe(400);
    expect((short.body as Body).errorCode).toBe('BKE804');

    const withChild = {
      ...base(),
      adultPax: 1,
      children: [{ age: 11, useBed: true, isSchoolChild: true }],
      roomCount: 2,
      roomAssigns: ['m1f0a0b0c0d0e0f0a0b0', 'm0f0a1b0c0d0e0f0a0b0'],
    };
    const lonely = await post('/v1/bookings/quote', withChild, alice);
    expect(lonely.status).toBe(400);
    expect((lonely.body as Body).errorCode).toBe('BKE804');
    expect((lonely.body as Body).message).toContain('大人');
  });

  it('a valid room assignment is priced, stored and shown back', async () => {
    const request = { ...base(), roomAssigns: ['m1f1a0b0c0d0e0f0a0b0'] };
    const q = await quote(request);
    expect(q.total).toBe((await quote(base())).total);
    const res = await book({ ...request, expectedTotal: q.paidTotal });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const read = await call(api, 'GET', `/v1/bookings/${(res.body as Body).bookingNumber}`, {
      session: alice,
    });
    const booking = read.body as Body;
    expect(booking.choices?.roomAssigns).toEqual([
      {
        male: 1,
        female: 1,
        childA: 0,
        childB: 0,
        childC: 0,
        childD: 0,
        childE: 0,
        childF: 0,
        otherA: 0,
        otherB: 0,
      },
    ]);
    expect(booking.party.roomAssignments?.[0]).toMatchObject({ male: 1, female: 1 });
  });

  it('an optional activity in the same booking: priced, its places taken and given back on cancel', async () => {
    const o = anOptional();
    const entry = {
      optionalId: o.optionalId,
      date: o.date,
      amount: TWO_MEN,
      optionalGroupId: o.optionalGroupId,
    };
    const plain = await quote(base());
    const q = await quote({ ...base(), includeOptionals: [entry] });
    expect(q.choices?.optionalTotal).toBe(2 * o.prices.person1);
    expect(q.total).toBe(plain.total + 2 * o.prices.person1);
    // A coupon judges the tour's passenger rows; the optional's rows are apart.
    expect(q.priceRows.reduce((s, r) => s + r.amount, 0)).toBe(plain.total);
    const before = await optionalStock(o.optionalId, o.date);
    const res = await book({ ...base(), includeOptionals: [entry], expectedTotal: q.paidTotal });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const booking = res.body as Body;
    expect(booking.total).toBe(q.total);
    expect(booking.choices?.optionals[0]).toMatchObject({
      optionalId: o.optionalId,
      total: 2 * o.prices.person1,
    });
    expect(await optionalStock(o.optionalId, o.date)).toBe(before! - 2);
    const cancel = await post(`/v1/bookings/${booking.bookingNumber}/cancel`, {}, alice);
    expect(cancel.status).toBe(200);
    expect(await optionalStock(o.optionalId, o.date)).toBe(before);
  });

  it('spec §5 optional rules: amount format, a missing optionalGroupId, a wrong group, a day off the trip, more people than the party', async () => {
    const o = anOptional();
    const entry = {
      optionalId: o.optionalId,
      date: o.date,
      amount: TWO_MEN,
      optionalGroupId: o.optionalGroupId,
    };
    const ask = (e: Record<string, unknown>) =>
      post('/v1/bookings/quote', { ...base(), includeOptionals: [e] }, alice);

    const format = await ask({ ...entry, amount: 'two' });
    expect(format.status).toBe(400);
    expect((format.body as Body).message).toContain('INVALID_OPTIONAL_AMOUNT_FORMAT');

    const { optionalGroupId: _g, ...noGroup } = entry;
    const missing = await ask(noGroup);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ errorCode: 'BKE800', message: 'No optionalGroupId found' });

    const wrongGroup = await ask({ ...entry, optionalGroupId: 'nope' });
    expect(wrongGroup.status).toBe(400);
    expect((wrongGroup.body as Body).errorCode).toBe('BKE804');

    const offTrip = await ask({ ...entry, date: addDays(tour.date, 20) });
    expect(offTrip.status).toBe(400);
    expect((offTrip.body as Body).errorCode).toBe('BKE804');

    const tooMany = await ask({ ...entry, amount: 'm3f0a0b0c0d0e0f0a0b0' });
    expect(tooMany.status).toBe(400);
    expect((tooMany.body as Body).errorCode).toBe('BKE804');
  });

  it('tour choices on another kind of booking → 400 BKE800', async () => {
    const res = await post(
      '/v1/bookings/quote',
      {
        kind: 'yado',
        hotelId: 'H000001',
        planId: 'P0000001',
        date: tour.date,
        adultPax: 2,
        roomAssigns: [TWO_MEN],
      },
      alice,
    );
    expect(res.status).toBe(400);
    expect((res.body as Body).errorCode).toBe('BKE800');
  });
});
