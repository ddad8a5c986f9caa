/**
 * Issue 14: the booking answers are exact (schemas/bookingParty.ts, schemas/bookings.ts Policy and
 * Travellers), and Fastify serialises them through those schemas, which drop any property they do
 * not name. For a quote and a booking of every kind, the answer's party, JR part, rental and
 * cancellation policy must equal what the pricing service produced, and the booking's party,
 * travellers, price rows and policy what it stored, in every answer that carries them (the booking,
 * its read, My page's list, the operator's detail). Bookings stored by older code (a rental with
 * only its times and days, a JR part without its departure codes, children without useSeat, no
 * stay) are answered as stored.
 */
import { addDays, japanToday } from '@tabiyori/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceBooking } from '../services/booking/pricing';
import type { QuoteInput } from '../services/booking/request';
import { bookingCalls, call, signUp, TEST_TRAVELLERS, type TestSession } from '../test/accounts';
import { bookableCar, bookableOptional, bookableStay, bookableTour } from '../test/bookable';
import { catalogToday, DATABASE_KINDS, startTestApi, type TestApi } from '../test/harness';
import { operatorSession } from '../test/operators';

type Json = Record<string, unknown>;

/** A value as it goes over the wire (no undefined, no class instances). */
const wire = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null));

const TRAVELLERS = {
  lead: TEST_TRAVELLERS.lead,
  guests: [
    {
      familyName: '旅',
      givenName: '花子',
      familyNameKana: 'タビ',
      givenNameKana: 'ハナコ',
      gender: 'female',
      age: 40,
    },
    { familyNameKana: 'タビ', givenNameKana: 'タロウ', age: 8 },
  ],
};

const SCHOOL_CHILD = { age: 8, useBed: true, useSeat: true, isSchoolChild: true };
const CHILD_WITHOUT_SEAT_FLAG = { age: 4, useBed: false, isSchoolChild: false };

describe.each(DATABASE_KINDS)('booking answers name every stored property on %s (issue 14)', (kind) => {
  let api: TestApi;
  let me: TestSession;
  let support: TestSession;
  const requests: Record<string, Json> = {};
  const { quote, book } = bookingCalls<Json>(
    () => api,
    () => me,
    `answers-${kind}`,
  );

  beforeAll(async () => {
    api = await startTestApi(kind);
    me = await signUp(api);
    support = await operatorSession(api, 'support');
    const db = api.handle.db;
    const today = catalogToday();
    const tour = await bookableTour(db, addDays(today, 47), 5);
    const stay = await bookableStay(db, addDays(today, 43), 2);
    const decoder = (await api.get('/v1/decoder')).body as {
      departureAreas: { code: string; name: string }[];
    };
    const tokyo = decoder.departureAreas.find((d) => d.name.includes('東京'))!.code;
    const dpDate = addDays(today, 44);
    const hotels = await api.get(
      `/v1/hotels?arrAreaCode=26&depAreaCode=${tokyo}&goDate=${dpDate}&adultPax=2`,
    );
    const card = (hotels.body as { hotels: { hotelId: string; plan: { planId: string } }[] }).hotels[0]!;
    requests.tour = { ...tour.request, children: [SCHOOL_CHILD] };
    requests.yado = {
      ...stay,
      children: [CHILD_WITHOUT_SEAT_FLAG],
      placement: [0, 0, 0],
      checkinTime: '1600',
      requests: '禁煙室を希望します',
    };
    requests.dp = {
      kind: 'dp',
      hotelId: card.hotelId,
      planId: card.plan.planId,
      depAreaCode: tokyo,
      seatClass: 'green',
      date: dpDate,
      nights: 1,
      adultPax: 2,
    };
    requests.optional = (await bookableOptional(db, addDays(today, 46))).request;
    requests.rentacar = await bookableCar(db, addDays(today, 45));
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });

  const storedRow = async (bookingNumber: string) =>
    (
      await sql<{ party: Json; travellers: Json; price_rows: Json[]; cancellation_policy: Json }>`
        select party, travellers, price_rows, cancellation_policy from booking
        where booking_number = ${bookingNumber}`.execute(api.handle.db)
    ).rows[0]!;

  /** Every answer that carries the booking: its read, My page's list and the operator's detail. */
  const answersOf = async (bookingNumber: string) => {
    const read = await call(api, 'GET', `/v1/bookings/${bookingNumber}`, { session: me });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    const list = await call(api, 'GET', '/v1/bookings', { session: me });
    expect(list.status).toBe(200);
    const listed = (list.body as { bookings: Json[] }).bookings.find(
      (b) => b.bookingNumber === bookingNumber,
    );
    const office = await call(api, 'GET', `/v1/operator/bookings/${bookingNumber}`, { session: support });
    expect(office.status, JSON.stringify(office.body)).toBe(200);
    return { read: read.body as Json, listed: listed!, office: (office.body as { booking: Json }).booking };
  };

  it.each(['tour', 'yado', 'dp', 'optional', 'rentacar'])(
    'a %s quote and booking answer the party, JR part, rental, travellers and policy as produced',
    async (product) => {
      const request = requests[product]!;
      // The request as the route hands it to the service (routes/bookings.ts quoteInput: useSeat said).
      const children = ((request.children ?? []) as Json[]).map((c) => ({ useSeat: false, ...c }));
      const input = { ...request, children } as unknown as QuoteInput;
      const priced = await priceBooking(api.handle.db, input, japanToday());
      const q = await quote(request);
      expect(q.party).toEqual(wire(priced.party));
      expect(q.transport).toEqual(wire(priced.transport));
      expect(q.rental).toEqual(wire(priced.rental));
      expect(q.cancellationPolicy).toEqual(wire(priced.policy));
      if (product === 'dp')
        expect(q.transport).toMatchObject({ seatClass: 'green', codes: { depAreaCode: expect.any(String) } });
      if (product === 'yado') expect(q.party).toMatchObject({ children: [CHILD_WITHOUT_SEAT_FLAG] });

      const travellers = TRAVELLERS;
      const res = await book({ ...request, travellers, expectedTotal: q.paidTotal });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const booking = res.body as Json;
      const stored = await storedRow(String(booking.bookingNumber));
      expect(stored.party).toMatchObject(wire(priced.party) as Json);
      const { read, listed, office } = await answersOf(String(booking.bookingNumber));
      for (const answer of [booking, read, listed]) {
        expect(answer.party).toEqual(stored.party);
        expect(answer.travellers).toEqual(stored.travellers);
        expect(answer.priceRows).toEqual(stored.price_rows);
        expect(answer.cancellationPolicy).toEqual(stored.cancellation_policy);
      }
      expect(office.party).toEqual(stored.party);
      expect(office.travellers).toEqual(stored.travellers);
      expect(office.priceRows).toEqual(stored.price_rows);
      expect(booking.travellers).toEqual(travellers);
    },
  );

  it('bookings stored by older code are answered as stored, nothing dropped and nothing refused', async () => {
    const db = api.handle.db;
    const made: Record<string, string> = {};
    for (const product of ['yado', 'dp', 'rentacar']) {
      const request: Json = { ...requests[product]!, date: addDays(String(requests[product]!.date), 7) };
      if (product === 'rentacar') request.returnDate = addDays(String(request.date), 1);
      const q = await quote(request);
      const res = await book({ ...request, expectedTotal: q.paidTotal });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      made[product] = String((res.body as Json).bookingNumber);
    }
    // The party column as older code wrote it.
    const older = async (bookingNumber: string, rewrite: (party: Json) => Json) => {
      const { party } = await storedRow(bookingNumber);
      const rewritten = rewrite(party);
      await sql`update booking set party = ${JSON.stringify(rewritten)}::jsonb
        where booking_number = ${bookingNumber}`.execute(db);
      return rewritten;
    };
    const yado = await older(made.yado!, ({ stay: _stay, ...party }) => ({
      ...party,
      children: [CHILD_WITHOUT_SEAT_FLAG],
    }));
    const dp = await older(made.dp!, (party) => {
      const { codes: _codes, ...transport } = party.transport as Json;
      return { ...party, transport };
    });
    const rentacar = await older(made.rentacar!, (party) => {
      const rental = party.rental as Json;
      return {
        ...party,
        rental: {
          pickupTime: rental.pickupTime,
          returnDate: rental.returnDate,
          returnTime: rental.returnTime,
          days: rental.days,
        },
      };
    });
    for (const [bookingNumber, party] of [
      [made.yado!, yado],
      [made.dp!, dp],
      [made.rentacar!, rentacar],
    ] as const) {
      const { read, listed, office } = await answersOf(bookingNumber);
      for (const answer of [read, listed, office]) expect(answer.party).toEqual(party);
    }
    const { read } = await answersOf(made.rentacar!);
    expect(read.rental).toMatchObject({ pickupOffice: null, options: [], optionTotal: 0 });
  });
});
