/**
 * Rental cars that keep every choice (issue 18 item 2), on PGlite and PostgreSQL: the options an
 * office offers with their prices (免責補償 per day by class, seats per rental, ETC card, snow tyres
 * in season only), one-way drop-off allowed or refused by office pair, passengers against the
 * car's seats, the quote and the booking pricing every choice, limited options taken per day with
 * the car and given back on cancellation, never oversold under concurrency, never a 500.
 */
import {
  addDays,
  inRentalSeason,
  oneWayFee,
  priceRentalOption,
  rentalTotal,
  type RentalOptionDefinition,
} from '@tabiyori/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { renderMail } from '../mail/templates';
import { mailView } from '../mail/views';
import { rentacarPrice } from '../model/prices';
import type { RentacarProduct } from '../model/types';
import type { CarCard, CarDetail, RentalView } from '../schemas/rentacar';
import { call } from '../test/accounts';
import { bookingSuite } from '../test/bookingSuite';
import { DATABASE_KINDS, isoDay } from '../test/harness';

interface Body {
  errorCode?: string;
  message?: string;
  bookingNumber?: string;
  paidTotal?: number;
  total?: number;
  rental?: RentalView | null;
  [key: string]: unknown;
}

const CAR = 'CTS01-V'; // a minivan (8 seats) at New Chitose Airport: snow region, one-way to Sapporo
const SMALL = 'CTS01-K'; // a kei car, 4 seats

describe.each(DATABASE_KINDS)('rental-car options on %s (issue 18.2)', (kind) => {
  const s = bookingSuite<Body>(kind, `rental-${kind}`);
  const { post, quote, book } = s;
  const db = () => s.api.handle.db;

  async function definitions(officeCode: string): Promise<RentalOptionDefinition[]> {
    const rows = await db()
      .selectFrom('rentacar_option')
      .select('doc')
      .where('office_code', '=', officeCode)
      .execute();
    return rows.map((r) => r.doc as RentalOptionDefinition);
  }
  async function car(carId: string): Promise<RentacarProduct> {
    const row = await db()
      .selectFrom('rentacar')
      .select('doc')
      .where('car_id', '=', carId)
      .executeTakeFirstOrThrow();
    return row.doc as RentacarProduct;
  }
  /** Puts the car's stock on the rental's days to 50 (so only the options can run out). */
  async function plentyOfCars(carId: string, from: string, to: string) {
    await sql`update rentacar_day set stock = 50
      where car_id = ${carId} and use_date between ${isoDay(from)}::date and ${isoDay(to)}::date`.execute(
      db(),
    );
  }
  async function setOptionStock(optionId: string, date: string, stock: number) {
    await sql`update rentacar_option_day set stock = ${stock}
      where option_id = ${optionId} and use_date = ${isoDay(date)}::date`.execute(db());
  }
  const optionStock = async (optionId: string, date: string) =>
    (
      await sql<{ stock: number }>`select stock from rentacar_option_day
        where option_id = ${optionId} and use_date = ${isoDay(date)}::date`.execute(db())
    ).rows[0]!.stock;
  /** Makes the snow-tyre season of an office cover (or miss) `date`. */
  async function snowSeason(officeCode: string, date: string, covers: boolean) {
    const mmdd = (covers ? date : addDays(date, 40)).slice(4, 8);
    await sql`update rentacar_option set doc = jsonb_set(doc, '{season}', ${JSON.stringify({ from: mmdd, to: mmdd })}::jsonb)
      where option_id = ${`${officeCode}-snowTyres`}`.execute(db());
  }
  const rentalRequest = (pickup: string, days: number, over: Record<string, unknown> = {}) => ({
    kind: 'rentacar',
    carId: CAR,
    date: pickup,
    pickupTime: '1000',
    returnDate: addDays(pickup, days),
    returnTime: '1000',
    adultPax: 2,
    ...over,
  });
  const oneChild = [{ age: 3, useBed: false, useSeat: true, isSchoolChild: false }];

  it('the detail offers the office’s options priced for the class and the rental, with pieces left', async () => {
    const pickup = addDays(s.today, 10);
    await snowSeason('CTS01', pickup, true);
    const res = await s.api.get(
      `/v1/rentacar/${CAR}?pickupDate=${pickup}&returnDate=${addDays(pickup, 3)}&lang=en`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const detail = res.body as CarDetail;
    const defs = await definitions('CTS01');
    expect(detail.options.map((o) => o.code).sort()).toEqual(defs.map((d) => d.code).sort());
    for (const offer of detail.options) {
      const def = defs.find((d) => d.code === offer.code)!;
      const priced = priceRentalOption(def, 'V', 3, 1);
      expect([offer.unitPrice, offer.chargedDays, offer.amount]).toEqual([
        priced.unitPrice,
        priced.chargedDays,
        priced.amount,
      ]);
      expect(offer.name).toBe(def.name.en);
      if (def.limited) {
        const rows = await sql<{ stock: number }>`select min(stock) as stock from rentacar_option_day
          where option_id = ${`CTS01-${def.code}`} and use_date between ${isoDay(pickup)}::date and ${isoDay(addDays(pickup, 3))}::date`.execute(
          db(),
        );
        expect(offer.stock).toBe(Number(rows.rows[0]!.stock));
      } else expect(offer.stock).toBeNull();
    }
    // 免責補償 of a minivan costs more per day than a kei car's.
    const cdw = detail.options.find((o) => o.code === 'cdw')!;
    const small = (
      await s.api.get(`/v1/rentacar/${SMALL}?pickupDate=${pickup}&returnDate=${addDays(pickup, 3)}`)
    ).body as CarDetail;
    expect(cdw.unitPrice).toBeGreaterThan(small.options.find((o) => o.code === 'cdw')!.unitPrice);
    expect(cdw.amount).toBe(cdw.unitPrice * 3);
    // Remote islands have no expressway: no ETC card there.
    const island = (await s.api.get(`/v1/rentacar/ISG01-S`)).body as CarDetail;
    expect(island.options.map((o) => o.code)).not.toContain('etcCard');
    expect(island.oneWays).toEqual([]);
  });

  it('snow tyres only in the office’s season and region', async () => {
    const pickup = addDays(s.today, 12);
    await snowSeason('CTS01', pickup, false);
    const out = (await s.api.get(`/v1/rentacar/${CAR}?pickupDate=${pickup}&returnDate=${addDays(pickup, 1)}`))
      .body as CarDetail;
    expect(out.options.map((o) => o.code)).not.toContain('snowTyres');
    const asked = await post(
      '/v1/bookings/quote',
      rentalRequest(pickup, 1, { rentalOptions: [{ code: 'snowTyres', quantity: 1 }] }),
      s.alice,
    );
    expect([asked.status, (asked.body as Body).errorCode]).toEqual([400, 'BKE804']);
    expect((asked.body as Body).message).toContain('snowTyres');
    await snowSeason('CTS01', pickup, true);
    const inSeason = await quote(
      rentalRequest(pickup, 7, { rentalOptions: [{ code: 'snowTyres', quantity: 1 }] }),
    );
    const tyres = inSeason.rental!.options[0]!;
    expect([tyres.code, tyres.chargedDays, tyres.amount]).toEqual(['snowTyres', 5, tyres.unitPrice * 5]);
    // Okinawa offers no snow tyres in any season.
    const okinawa = await definitions('OKA01');
    expect(okinawa.map((d) => d.code)).not.toContain('snowTyres');
    expect(
      inRentalSeason((await definitions('CTS01')).find((d) => d.code === 'snowTyres')!.season, pickup),
    ).toBe(true);
  });

  it('the quote prices every option and the one-way fee; the booking keeps them; cancellation gives the pieces back', async () => {
    const pickup = addDays(s.today, 15);
    const returnDate = addDays(pickup, 2);
    await plentyOfCars(CAR, pickup, returnDate);
    await setOptionStock('CTS01-childSeat', pickup, 4);
    const request = rentalRequest(pickup, 2, {
      children: [...oneChild, { age: 6, useBed: false, useSeat: true, isSchoolChild: true }],
      returnOfficeCode: 'SPK01',
      rentalOptions: [
        { code: 'cdw', quantity: 1 },
        { code: 'childSeat', quantity: 1 },
        { code: 'juniorSeat', quantity: 1 },
        { code: 'etcCard', quantity: 1 },
      ],
    });
    const q = await quote(request);
    const defs = await definitions('CTS01');
    const expected = (['cdw', 'childSeat', 'juniorSeat', 'etcCard'] as const).map((code) =>
      priceRentalOption(
        defs.find((d) => d.code === code)!,
        'V',
        2,
        1,
      ),
    );
    const pairs = (await db().selectFrom('rentacar_one_way').selectAll().execute()).map((r) => ({
      from: r.from_office_code,
      to: r.to_office_code,
      fee: r.fee,
    }));
    const fee = oneWayFee(pairs, 'CTS01', 'SPK01');
    expect(fee).toBeGreaterThan(0);
    const carPrice = rentacarPrice(await car(CAR), pickup, 2);
    expect(q.rental!.options.map((o) => [o.code, o.amount])).toEqual(expected.map((o) => [o.code, o.amount]));
    expect([q.rental!.carPrice, q.rental!.oneWayFee, q.rental!.returnOffice?.officeCode]).toEqual([
      carPrice,
      fee,
      'SPK01',
    ]);
    expect(q.total).toBe(rentalTotal(carPrice, expected, fee!));
    expect(q.paidTotal).toBe(q.total);

    const before = await optionStock('CTS01-childSeat', pickup);
    const made = await book({ ...request, expectedTotal: q.paidTotal });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const booking = made.body as Body;
    expect(booking.rental!.options.map((o) => o.code)).toEqual(['cdw', 'childSeat', 'juniorSeat', 'etcCard']);
    expect(await optionStock('CTS01-childSeat', pickup)).toBe(before - 1);
    const taken = await sql<{ item_id: string; n: number }>`
      select s.item_id, count(*)::int as n from booking_stock s join booking b on b.booking_id = s.booking_id
      where b.booking_number = ${booking.bookingNumber!} and s.stock_table = 'rentacar_option_day'
      group by s.item_id order by s.item_id`.execute(db());
    // One row per day of the rental (pickup … return, 3 calendar days) for each limited option.
    expect(taken.rows).toEqual([
      { item_id: 'CTS01-childSeat', n: 3 },
      { item_id: 'CTS01-juniorSeat', n: 3 },
    ]);
    // The confirmation mail names the return office and every option.
    const mail = await sql<{ data: Record<string, unknown> }>`select data from mail_outbox
      where data->>'bookingNumber' = ${booking.bookingNumber!} and template = 'booking_confirmed'`.execute(
      db(),
    );
    const text = renderMail('booking_confirmed', 'ja', mailView(mail.rows[0]!.data, 'ja', 'http://web')).text;
    for (const option of booking.rental!.options) expect(text).toContain(option.name.ja);
    expect(text).toContain(booking.rental!.returnOffice!.name.ja);
    const record = await call(s.api, 'GET', `/v1/bookings/${booking.bookingNumber}`, { session: s.alice });
    expect((record.body as Body).rental).toEqual(booking.rental);
    expect((record.body as Body).paidTotal).toBe(q.paidTotal);
    // Another member never sees it.
    expect(
      (await call(s.api, 'GET', `/v1/bookings/${booking.bookingNumber}`, { session: s.bob })).status,
    ).toBe(404);

    const cancelled = await post(`/v1/bookings/${booking.bookingNumber}/cancel`, {}, s.alice);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await optionStock('CTS01-childSeat', pickup)).toBe(before);
  });

  it('one-way: the search shows only offices allowed to drop off there, with the fee; refused pairs answer catalogue codes', async () => {
    const pickup = addDays(s.today, 8);
    const rental = `pickupDate=${pickup}&returnDate=${addDays(pickup, 2)}`;
    const res = await s.api.get(`/v1/rentacar?area=01&${rental}&returnOfficeCode=SPK01`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const cards = (res.body as { cars: CarCard[] }).cars;
    const allowed = await db()
      .selectFrom('rentacar_one_way')
      .select(['from_office_code', 'fee'])
      .where('to_office_code', '=', 'SPK01')
      .execute();
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const fee =
        card.officeCode === 'SPK01' ? 0 : allowed.find((a) => a.from_office_code === card.officeCode)?.fee;
      expect(fee, card.officeCode).toBeDefined();
      expect([card.oneWayFee, card.total]).toEqual([fee, card.price + fee!]);
    }
    const refused = await s.api.get(`/v1/rentacar?officeCode=OKA01&${rental}&returnOfficeCode=CTS01`);
    expect([refused.status, (refused.body as Body).errorCode]).toEqual([400, 'RCE800']);
    const detailRefused = await s.api.get(`/v1/rentacar/OKA01-S?${rental}&returnOfficeCode=CTS01`);
    expect([detailRefused.status, (detailRefused.body as Body).errorCode]).toEqual([400, 'RCE800']);
    const unknown = await s.api.get(`/v1/rentacar?${rental}&returnOfficeCode=ZZZ99`);
    expect([unknown.status, (unknown.body as Body).errorCode]).toEqual([404, 'RCE901']);
    const island = await post(
      '/v1/bookings/quote',
      rentalRequest(pickup, 2, { carId: 'ISG01-S', returnOfficeCode: 'OKA01' }),
      s.alice,
    );
    expect([island.status, (island.body as Body).errorCode]).toEqual([400, 'BKE804']);
    expect((island.body as Body).message).toContain('one-way');
    // Back to the pickup office costs nothing.
    const same = await quote(rentalRequest(pickup, 2, { returnOfficeCode: 'CTS01' }));
    expect([same.rental!.oneWayFee, same.rental!.returnOffice]).toEqual([0, null]);
  });

  it('passengers: the search hides cars that cannot seat them; the booking refuses more than the seats or seats than children', async () => {
    const pickup = addDays(s.today, 9);
    const rental = `pickupDate=${pickup}&returnDate=${addDays(pickup, 1)}`;
    const five = (await s.api.get(`/v1/rentacar?officeCode=CTS01&${rental}&person1=3&person6=2`)).body as {
      cars: CarCard[];
    };
    expect(five.cars.length).toBeGreaterThan(0);
    expect(five.cars.every((c) => c.carClass.capacity >= 5)).toBe(true);
    expect(five.cars.map((c) => c.carId)).not.toContain(SMALL);
    const over = await post(
      '/v1/bookings/quote',
      rentalRequest(pickup, 1, { carId: SMALL, adultPax: 3, children: [...oneChild, ...oneChild] }),
      s.alice,
    );
    expect([over.status, (over.body as Body).errorCode]).toEqual([400, 'BKE804']);
    const seats = await post(
      '/v1/bookings/quote',
      rentalRequest(pickup, 1, { children: oneChild, rentalOptions: [{ code: 'childSeat', quantity: 2 }] }),
      s.alice,
    );
    expect([seats.status, (seats.body as Body).errorCode]).toEqual([400, 'BKE804']);
  });

  it('bad option input never yields a 500', async () => {
    const pickup = addDays(s.today, 9);
    const cases: [unknown, number, string][] = [
      [[{ code: 'wifi', quantity: 1 }], 400, 'BKE800'],
      [
        [
          { code: 'cdw', quantity: 1 },
          { code: 'cdw', quantity: 1 },
        ],
        400,
        'BKE800',
      ],
      [[{ code: 'cdw', quantity: 2 }], 400, 'BKE800'],
      [[{ code: 'cdw', quantity: -1 }], 400, 'BKE800'],
      [[{ code: 'cdw', quantity: '1' }], 400, 'BKE800'],
      [[{ code: 'cdw' }], 400, 'BKE800'],
      [[{ code: 'cdw', quantity: 1, extra: true }], 400, 'BKE800'],
      ['cdw', 400, 'BKE800'],
      [Array.from({ length: 11 }, () => ({ code: 'cdw', quantity: 1 })), 400, 'BKE800'],
    ];
    for (const [rentalOptions, status, code] of cases) {
      const res = await post('/v1/bookings/quote', rentalRequest(pickup, 1, { rentalOptions }), s.alice);
      expect([res.status, (res.body as Body).errorCode], JSON.stringify(rentalOptions)).toEqual([
        status,
        code,
      ]);
    }
    const tour = await post(
      '/v1/bookings/quote',
      { kind: 'optional', optionalId: 'x-y-z', date: pickup, adultPax: 1, returnOfficeCode: 'CTS01' },
      s.alice,
    );
    expect([tour.status, (tour.body as Body).errorCode]).toEqual([400, 'BKE800']);
    for (const q of [
      'returnOfficeCode=cts01',
      'returnOfficeCode=%00',
      `returnOfficeCode=${'A'.repeat(30)}`,
    ]) {
      const res = await s.api.get(
        `/v1/rentacar/${CAR}?pickupDate=${pickup}&returnDate=${addDays(pickup, 1)}&${q}`,
      );
      expect(res.status, q).toBe(400);
    }
  });

  it('30 concurrent rentals for the last 3 child seats of a day: exactly 3 bookings, never below zero', async () => {
    const pickup = addDays(s.today, 25);
    const returnDate = addDays(pickup, 1);
    await plentyOfCars(CAR, pickup, returnDate);
    await setOptionStock('CTS01-childSeat', pickup, 5);
    await setOptionStock('CTS01-childSeat', returnDate, 3);
    const request = rentalRequest(pickup, 1, {
      children: oneChild,
      rentalOptions: [{ code: 'childSeat', quantity: 1 }],
    });
    const q = await quote(request);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        book({ ...request, expectedTotal: q.paidTotal }, i % 2 ? s.bob : s.alice),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.every((a) => a.status === 409 && (a.body as Body).errorCode === 'BKE801')).toBe(true);
    expect(await optionStock('CTS01-childSeat', returnDate)).toBe(0);
    // All or nothing: the refused took neither the pickup day's seats nor cars.
    expect(await optionStock('CTS01-childSeat', pickup)).toBe(2);
    const cars = await sql<{
      stock: number;
    }>`select stock from rentacar_day where car_id = ${CAR} and use_date = ${isoDay(pickup)}::date`.execute(
      db(),
    );
    expect(cars.rows[0]!.stock).toBe(47);
    const sold = await post('/v1/bookings/quote', request, s.alice);
    expect([sold.status, (sold.body as Body).errorCode]).toEqual([409, 'BKE801']);
  }, 120_000);
});
