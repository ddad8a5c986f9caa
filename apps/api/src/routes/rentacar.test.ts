import { addDays } from '@tabiyori/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rentacarPrice } from '../model/prices';
import type { RentacarOffice, RentacarProduct } from '../model/types';
import type { CarCard, CarDetail, OfficeInfo } from '../schemas/rentacar';
import { catalogToday, DATABASE_KINDS, type TestApi, startTestApi, isoDay } from '../test/harness';

describe.each(DATABASE_KINDS)('car rental on %s (spec §1 rentacar)', (kind) => {
  let api: TestApi;
  let offices: RentacarOffice[];
  let cars: RentacarProduct[];
  let office: RentacarOffice;
  const pickup = () => addDays(catalogToday(), 7);
  beforeAll(async () => {
    api = await startTestApi(kind);
    offices = (await api.handle.db.selectFrom('rentacar_office').select('doc').execute()).map(
      (r) => r.doc as RentacarOffice,
    );
    cars = (await api.handle.db.selectFrom('rentacar').select('doc').execute()).map(
      (r) => r.doc as RentacarProduct,
    );
    office = offices.find((o) => o.area2Code === '47') ?? offices[0]!;
  });
  afterAll(async () => {
    await api?.close();
  });

  const rental = (days: number, pickupTime = '1000', returnTime = '1000') =>
    `pickupDate=${pickup()}&pickupTime=${pickupTime}&returnDate=${addDays(pickup(), days)}&returnTime=${returnTime}`;

  it('lists offices, all or in an area (region, prefecture)', async () => {
    const res = await api.get('/v1/rentacar/offices?lang=ja');
    expect(res.status).toBe(200);
    const list = (res.body as { offices: OfficeInfo[] }).offices;
    expect(list).toHaveLength(offices.length);
    const inPref = await api.get(`/v1/rentacar/offices?area=${office.area2Code}`);
    const prefList = (inPref.body as { offices: OfficeInfo[] }).offices;
    expect(prefList.map((o) => o.officeCode).sort()).toEqual(
      offices
        .filter((o) => o.area2Code === office.area2Code)
        .map((o) => o.officeCode)
        .sort(),
    );
    expect(prefList[0]!.areaName).not.toBe('');
    const en = await api.get(`/v1/rentacar/offices?area=${office.area3Code}&lang=en`);
    const enOffice = (en.body as { offices: OfficeInfo[] }).offices.find(
      (o) => o.officeCode === office.officeCode,
    );
    expect(enOffice?.name).toBe(office.name.en);
  });

  it('finds the cars of an office with stock on every day, priced with rentacarPrice for 24h blocks', async () => {
    const res = await api.get(`/v1/rentacar?officeCode=${office.officeCode}&${rental(2)}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const list = (res.body as { cars: CarCard[] }).cars;
    const dayRows = await api.handle.db
      .selectFrom('rentacar_day')
      .select(['car_id', 'stock'])
      .where('use_date', '>=', isoDay(pickup()))
      .where('use_date', '<=', isoDay(addDays(pickup(), 2)))
      .execute();
    const expected = cars
      .filter((c) => c.officeCode === office.officeCode)
      .filter((c) => {
        const rows = dayRows.filter((r) => r.car_id === c.carId);
        return rows.length === 3 && rows.every((r) => r.stock > 0);
      });
    expect(list.map((c) => c.carId).sort()).toEqual(expected.map((c) => c.carId).sort());
    for (const card of list) {
      const car = cars.find((c) => c.carId === card.carId)!;
      expect(card.days).toBe(2);
      expect(card.price).toBe(rentacarPrice(car, pickup(), 2));
      expect(card.office.officeCode).toBe(office.officeCode);
      expect(card.carClass.classCode).toBe(car.classCode);
    }
    const prices = list.map((c) => c.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('counts a started 24h block as a day', async () => {
    const res = await api.get(`/v1/rentacar?officeCode=${office.officeCode}&${rental(1, '1000', '1030')}`);
    expect(res.status).toBe(200);
    for (const card of (res.body as { cars: CarCard[] }).cars) expect(card.days).toBe(2);
    const sameDay = await api.get(
      `/v1/rentacar?officeCode=${office.officeCode}&pickupDate=${pickup()}&pickupTime=1000&returnDate=${pickup()}&returnTime=1500`,
    );
    for (const card of (sameDay.body as { cars: CarCard[] }).cars) expect(card.days).toBe(1);
  });

  it('keeps only classes that seat the passengers, and searches by area', async () => {
    const res = await api.get(`/v1/rentacar?area=${office.area2Code}&passengers=7&${rental(1)}`);
    expect(res.status).toBe(200);
    const list = (res.body as { cars: CarCard[] }).cars;
    for (const card of list) {
      expect(card.carClass.capacity).toBeGreaterThanOrEqual(7);
      expect(card.office.area2Code).toBe(office.area2Code);
    }
  });

  it('answers a car detail with office, class, price table and 60 days of stock', async () => {
    const car = cars.find((c) => c.officeCode === office.officeCode)!;
    const res = await api.get(`/v1/rentacar/${car.carId}?lang=ja&${rental(3)}`);
    expect(res.status).toBe(200);
    const detail = res.body as CarDetail;
    expect(detail.carId).toBe(car.carId);
    expect(detail.prices[0]).toEqual({ days: 1, price: rentacarPrice(car, pickup(), 1) });
    expect(detail.stocks.length).toBeGreaterThan(0);
    expect(detail.stocks.length).toBeLessThanOrEqual(60);
    expect(detail.rental).toMatchObject({ days: 3, price: rentacarPrice(car, pickup(), 3) });
    const plain = await api.get(`/v1/rentacar/${car.carId}`);
    expect((plain.body as CarDetail).rental).toBeNull();
    expect((plain.body as CarDetail).priceDate).toBe(catalogToday());
  });

  it('answers 404 RCE901 for an unknown car or office, 400 RCE800 for a malformed car id', async () => {
    const unknown = await api.get('/v1/rentacar/ZZZ99-S');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ status: 404, message: 'carId is wrong', errorCode: 'RCE901' });
    const noOffice = await api.get(`/v1/rentacar?officeCode=ZZZ99&${rental(1)}`);
    expect(noOffice.status).toBe(404);
    expect(noOffice.body).toMatchObject({ errorCode: 'RCE901' });
    for (const id of ['okа01-s', "OKA01-S'--", 'OKA01', '%25-%25']) {
      const res = await api.get(`/v1/rentacar/${encodeURIComponent(id)}`);
      expect(res.status, id).toBe(400);
      expect(res.body).toMatchObject({ errorCode: 'RCE800' });
    }
  });

  it('refuses times outside the office hours with a clear message', async () => {
    const early = await api.get(`/v1/rentacar?officeCode=${office.officeCode}&${rental(1, '0300', '1000')}`);
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({ errorCode: 'RCE800' });
    expect((early.body as { message: string }).message).toMatch(
      /^pickupTime is outside the office hours \d\d:\d\d–\d\d:\d\d$/,
    );
    const late = await api.get(`/v1/rentacar?officeCode=${office.officeCode}&${rental(1, '1000', '2330')}`);
    expect((late.body as { message: string }).message).toMatch(/^returnTime is outside the office hours/);
  });

  it.each([
    [
      () => `pickupDate=${pickup()}&returnDate=${addDays(pickup(), -1)}`,
      'returnDate must be after the pickup',
    ],
    [
      () => `pickupDate=${pickup()}&returnDate=${pickup()}&pickupTime=1200&returnTime=1100`,
      'returnDate must be after the pickup',
    ],
    [() => `pickupDate=${pickup()}&returnDate=${pickup()}`, 'returnDate must be after the pickup'],
    [() => `pickupDate=${addDays(catalogToday(), -1)}&returnDate=${pickup()}`, 'pickupDate is in the past'],
    [() => `pickupDate=${pickup()}&returnDate=${addDays(pickup(), 31)}`, 'rental is longer than 30 days'],
    [() => `pickupDate=99991231&returnDate=99991231`, 'pickupDate is more than 365 days ahead'],
    [() => `pickupDate=20260230&returnDate=${pickup()}`, 'pickupDate is wrong'],
    [() => `pickupDate=${pickup()}`, 'returnDate is wrong'],
    [() => '', 'pickupDate is wrong'],
    [
      () => `pickupDate=${pickup()}&pickupTime=2500&returnDate=${addDays(pickup(), 1)}`,
      'pickupTime is wrong',
    ],
    [
      () => `pickupDate=${pickup()}&returnDate=${addDays(pickup(), 1)}&returnTime=12:00`,
      'returnTime is wrong',
    ],
    [() => `pickupDate=${isoDay(pickup())}&returnDate=${addDays(pickup(), 1)}`, 'pickupDate is wrong'],
    [() => `${rental(1)}&passengers=0`, 'passengers is invalid'],
    [() => `${rental(1)}&passengers=99999999999999999999`, 'passengers is invalid'],
    [() => `${rental(1)}&classCode=${encodeURIComponent("S' OR '1'='1")}`, 'classCode is invalid'],
    [() => `${rental(1)}&area=%25`, 'area is invalid'],
    [() => `${rental(1)}&sort=cheap`, 'sort is invalid'],
  ])('answers 400 RCE800 for bad input (%#)', async (query, message) => {
    const res = await api.get(`/v1/rentacar?${query()}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, message, errorCode: 'RCE800' });
  });
});
