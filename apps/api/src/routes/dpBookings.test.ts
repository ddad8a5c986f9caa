/**
 * Booking a dynamic package (issue 6 item 6, issue 7): the hotel plan plus the JR round trip from the
 * traveller's departure, an ordinary reserved seat or a green car. The booking's total is the same
 * yen as the search card's set price; figures come from the API and the domain's JR rules.
 */
import { addDays, jrRoundTrip } from '@tabiyori/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp, type TestSession, TEST_TRAVELLERS } from '../test/accounts';
import { catalogToday, DATABASE_KINDS, startTestApi, type TestApi } from '../test/harness';

interface Card {
  hotelId: string;
  plan: { planId: string };
  dp: { km: number; setTotal: number; transportPerAdult: number };
}
interface Quote {
  kind: string;
  total: number;
  paidTotal: number;
  productName: string;
  priceRows: { paxType: string; amount: number }[];
  cancellationPolicy: { kind: string };
  transport?: {
    mode: string;
    seatClass: string;
    departure: { ja: string; en: string };
    roundTripTotal: number;
  };
  errorCode?: string;
}

const travellers = TEST_TRAVELLERS;

describe.each(DATABASE_KINDS)('dynamic package booking on %s (hotel + JR round trip)', (kind) => {
  let api: TestApi;
  let user: TestSession;
  let date: string;
  let tokyo: string;
  let card: Card;

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    call(api, 'POST', path, { body, session: user, headers });

  beforeAll(async () => {
    api = await startTestApi(kind);
    user = await signUp(api);
    date = addDays(catalogToday(), 40);
    const decoder = (await api.get('/v1/decoder')).body as {
      departureAreas: { code: string; name: string }[];
    };
    tokyo = decoder.departureAreas.find((d) => d.name.includes('東京'))!.code;
    const list = await api.get(`/v1/hotels?arrAreaCode=26&depAreaCode=${tokyo}&goDate=${date}&adultPax=2`);
    card = (list.body as { hotels: Card[] }).hotels[0]!;
    expect(card.dp).toBeDefined();
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });

  const request = (extra: Record<string, unknown> = {}) => ({
    kind: 'dp',
    hotelId: card.hotelId,
    planId: card.plan.planId,
    depAreaCode: tokyo,
    date,
    nights: 1,
    adultPax: 2,
    roomCount: 1,
    ...extra,
  });

  it('quotes the same total as the search card set price, with dp pax types and the tour cancellation table', async () => {
    const res = await post('/v1/bookings/quote', request());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const quote = res.body as Quote;
    expect(quote.kind).toBe('dp');
    expect(quote.total).toBe(card.dp.setTotal);
    expect(quote.priceRows.map((r) => r.paxType)).toEqual(['adult']);
    expect(quote.productName).toContain('JR');
    // The departure is named once: 「東京・関東発」, never 「東京・関東発発」.
    expect(quote.productName).not.toContain('発発');
    expect(quote.cancellationPolicy.kind).toBe('dp');
  });

  it('prices a green car upgrade with the domain rule, for every traveller', async () => {
    const reserved = (await post('/v1/bookings/quote', request())).body as Quote;
    const green = (await post('/v1/bookings/quote', request({ seatClass: 'green' }))).body as Quote;
    const perAdult = jrRoundTrip(card.dp.km, 'adult', 'green').roundTrip - jrRoundTrip(card.dp.km).roundTrip;
    expect(perAdult).toBeGreaterThan(0);
    expect(green.total - reserved.total).toBe(2 * perAdult);
    // The JR part is named for the pages: seat class, departure and the party's round trips.
    expect(reserved.transport).toMatchObject({ mode: 'jr', seatClass: 'reserved' });
    expect(green.transport).toMatchObject({ mode: 'jr', seatClass: 'green' });
    expect(green.transport?.departure.ja).toBeTruthy();
    expect(green.transport?.departure.en).toBeTruthy();
    expect(green.transport!.roundTripTotal - reserved.transport!.roundTripTotal).toBe(2 * perAdult);
    expect(green.transport!.roundTripTotal).toBe(2 * jrRoundTrip(card.dp.km, 'adult', 'green').roundTrip);
  });

  it('books it as a confirmed dp at the quoted total, and refuses unknown departures and places JR does not reach', async () => {
    const quote = (await post('/v1/bookings/quote', request())).body as Quote;
    const booked = await post(
      '/v1/bookings',
      { ...request(), travellers, expectedTotal: quote.paidTotal },
      { 'idempotency-key': `dp-${kind}-${Date.now()}` },
    );
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body).toMatchObject({ kind: 'dp', status: 'confirmed', paidTotal: quote.paidTotal });
    // The stored booking keeps the JR part (My page shows the seat class).
    expect((booked.body as { party: { transport?: unknown } }).party.transport).toEqual(quote.transport);

    const unknown = await post('/v1/bookings/quote', request({ depAreaCode: 'ZZ' }));
    expect(unknown.status).toBe(400);
    expect((unknown.body as Quote).errorCode).toBe('BKE800');

    const okinawa = await api.get(`/v1/hotels?arrAreaCode=47&goDate=${date}&adultPax=2`);
    const island = (okinawa.body as { hotels: Card[] }).hotels[0]!;
    const far = await post(
      '/v1/bookings/quote',
      request({ hotelId: island.hotelId, planId: island.plan.planId }),
    );
    expect(far.status).toBe(400);
    expect((far.body as Quote).errorCode).toBe('BKE804');
  });
});
