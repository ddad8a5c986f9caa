/**
 * Issue 19 item 5 over HTTP on PGlite and PostgreSQL: the extranet. The grid shows per day what is
 * left, what confirmed bookings hold and whether sale is stopped; a stock edit below what is booked
 * is refused with the count and writes nothing of the whole range (one transaction); stopping a room
 * takes it out of the hotel's plans and bookings at once, a cancellation while stopped does not
 * reopen it, resuming gives back exactly what is left; prices are set as sale prices or from net
 * prices by spec §9 and the quote follows; an edit racing bookings never oversells; every edit is in
 * the audit log; support reads but cannot change.
 */
import { addDays, calculatePrice } from '@tabiyori/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingCalls, call, signUp, type TestSession } from '../../test/accounts';
import { bookableStay, bookableTour } from '../../test/bookable';
import { catalogToday, DATABASE_KINDS, isoDay, startTestApi, type TestApi } from '../../test/harness';
import { operatorSession } from '../../test/operators';

interface Cell {
  left: number;
  booked: number;
  total: number;
  stopped: boolean;
}
interface Grid {
  name: { ja: string; en: string };
  days: string[];
  stock: { kind: string; itemId: string; cells: (Cell | null)[] }[];
  prices: { kind: string; itemId: string; width: number; cells: (number[] | null)[] }[];
}
interface Quote {
  paidTotal: number;
  total: number;
}

describe.each(DATABASE_KINDS)('inventory and prices from the back office on %s (issue 19)', (kind) => {
  let api: TestApi;
  let traveller: TestSession;
  let sales: TestSession;
  let support: TestSession;
  let stay: Awaited<ReturnType<typeof bookableStay>>;
  let bookingNumber = '';
  const { quote, book } = bookingCalls<Quote & { bookingNumber?: string }>(
    () => api,
    () => traveller,
    `inventory-${kind}`,
  );
  const grid = async (path: string, session: TestSession = sales) => {
    const res = await call(api, 'GET', `/v1/operator/inventory/${path}`, { session });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as Grid;
  };
  const roomCell = async (date: string) => {
    const g = await grid(`hotel/${stay.hotelId}?from=${date}&days=1`);
    return g.stock.find((r) => r.itemId === stay.roomId)!.cells[0]!;
  };
  const stockEdit = (body: Record<string, unknown>, session: TestSession = sales) =>
    call(api, 'POST', '/v1/operator/inventory/stock', { session, body });
  const roomRow = async (date: string) =>
    (
      await sql<{ stock: number; stop_held: number | null }>`select stock, stop_held from room_day
        where room_id = ${stay.roomId} and stay_date = ${isoDay(date)}::date`.execute(api.handle.db)
    ).rows[0]!;

  beforeAll(async () => {
    api = await startTestApi(kind);
    traveller = await signUp(api);
    sales = await operatorSession(api, 'sales');
    support = await operatorSession(api, 'support');
    stay = await bookableStay(api.handle.db, addDays(catalogToday(), 25));
    const q = await quote(stay);
    const made = await book({ ...stay, expectedTotal: q.paidTotal });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    bookingNumber = (made.body as { bookingNumber: string }).bookingNumber;
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });

  it('finds products by id or name and shows the grid: left, booked and total per day', async () => {
    const found = await call(api, 'GET', `/v1/operator/inventory/products?kind=hotel&q=${stay.hotelId}`, {
      session: support,
    });
    expect((found.body as { products: { id: string }[] }).products.map((p) => p.id)).toEqual([stay.hotelId]);
    const g = await grid(`hotel/${stay.hotelId}?from=${stay.date}&days=3`, support);
    expect(g.days).toEqual([stay.date, addDays(stay.date, 1), addDays(stay.date, 2)]);
    const room = g.stock.find((r) => r.itemId === stay.roomId)!;
    const row = await roomRow(stay.date);
    expect(room.cells[0]).toEqual({ left: row.stock, booked: 1, total: row.stock + 1, stopped: false });
    const plan = g.prices.find((p) => p.itemId === stay.planId)!;
    const { rows } = await sql<{ prices: number[] }>`select prices from plan_day
      where plan_id = ${stay.planId} and stay_date = ${isoDay(stay.date)}::date`.execute(api.handle.db);
    expect(plan.cells[0]).toEqual(rows[0]!.prices.map(Number));
    expect(plan.width).toBeGreaterThanOrEqual(2);
  });

  it('refuses a total below what is booked with the count, and writes nothing of the range', async () => {
    const before = await roomRow(stay.date);
    const dayBefore = await roomRow(addDays(stay.date, -1));
    const res = await stockEdit({
      kind: 'room',
      itemId: stay.roomId,
      from: addDays(stay.date, -1),
      to: stay.date,
      action: 'set',
      quantity: 0,
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ errorCode: 'OPR802' });
    expect((res.body as { message: string }).message).toContain(`${stay.date} has 1 booked`);
    // The day before (no booking, total 0 allowed) is untouched too: one transaction.
    expect(await roomRow(addDays(stay.date, -1))).toEqual(dayBefore);
    expect(await roomRow(stay.date)).toEqual(before);
  });

  it('sets and adds the total by weekday; what is left follows, never below zero', async () => {
    const from = addDays(stay.date, 7);
    const to = addDays(from, 13);
    const set = await stockEdit({
      kind: 'room',
      itemId: stay.roomId,
      from,
      to,
      weekdays: [6],
      action: 'set',
      quantity: 7,
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toMatchObject({ changed: 2, skipped: 0 });
    const g = await grid(`hotel/${stay.hotelId}?from=${from}&days=14`);
    const cells = g.stock.find((r) => r.itemId === stay.roomId)!.cells;
    g.days.forEach((day, i) => {
      const saturday = new Date(`${isoDay(day)}T00:00:00Z`).getUTCDay() === 6;
      if (saturday) expect(cells[i]).toMatchObject({ total: 7, left: 7 - cells[i]!.booked });
    });
    const add = await stockEdit({
      kind: 'room',
      itemId: stay.roomId,
      from,
      to,
      weekdays: [6],
      action: 'add',
      quantity: -7,
    });
    expect(add.status).toBe(200);
    const after = await grid(`hotel/${stay.hotelId}?from=${from}&days=14`);
    after.days.forEach((day, i) => {
      const saturday = new Date(`${isoDay(day)}T00:00:00Z`).getUTCDay() === 6;
      if (saturday)
        expect(after.stock.find((r) => r.itemId === stay.roomId)!.cells[i]).toMatchObject({ left: 0 });
    });
    const below = await stockEdit({
      kind: 'room',
      itemId: stay.roomId,
      from,
      to,
      weekdays: [6],
      action: 'add',
      quantity: -1,
    });
    expect(below.status).toBe(409);
  });

  it('stops sale: the room leaves the plans and cannot be booked; a cancellation keeps it stopped; resume gives back what is left', async () => {
    const plansOffered = async () => {
      const res = await api.get(`/v1/hotel/${stay.hotelId}/plans?goDate=${stay.date}&adultPax=2`);
      return (res.body as { plans: { planId: string }[] }).plans.map((p) => p.planId);
    };
    expect(await plansOffered()).toContain(stay.planId);
    const left = (await roomCell(stay.date)).left;
    const stop = await stockEdit({
      kind: 'room',
      itemId: stay.roomId,
      from: stay.date,
      to: stay.date,
      action: 'stop',
    });
    expect(stop.status, JSON.stringify(stop.body)).toBe(200);
    expect(await roomCell(stay.date)).toMatchObject({ left, booked: 1, stopped: true });
    expect(await roomRow(stay.date)).toEqual({ stock: 0, stop_held: left });
    await expect.poll(plansOffered, { timeout: 5000 }).not.toContain(stay.planId);

    const q = await quote(stay).catch(() => null);
    const refused = await book({ ...stay, expectedTotal: q?.paidTotal ?? 1 });
    expect(refused.status).toBe(409);

    const cancelled = await call(api, 'POST', `/v1/bookings/${bookingNumber}/cancel`, { session: traveller });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await roomRow(stay.date)).toEqual({ stock: 0, stop_held: left + 1 });
    expect(await roomCell(stay.date)).toMatchObject({ left: left + 1, booked: 0, stopped: true });

    const resume = await stockEdit({
      kind: 'room',
      itemId: stay.roomId,
      from: stay.date,
      to: stay.date,
      action: 'resume',
    });
    expect(resume.status).toBe(200);
    expect(await roomRow(stay.date)).toEqual({ stock: left + 1, stop_held: null });
    expect(await plansOffered()).toContain(stay.planId);
  });

  it('sets plan prices from net prices by spec §9; the grid and the quote follow', async () => {
    const date = addDays(stay.date, 2);
    const terms = { taxRate: 0.1, commissionRate: 0.1, markupAmount: 500, markupRate: 0.05 };
    const net = [0, 9000, 8000];
    const open = await stockEdit({
      kind: 'room',
      itemId: stay.roomId,
      from: date,
      to: date,
      action: 'set',
      quantity: 5,
    });
    expect(open.status, JSON.stringify(open.body)).toBe(200);
    const res = await call(api, 'POST', '/v1/operator/inventory/prices', {
      session: sales,
      body: { kind: 'plan', itemId: stay.planId, from: date, to: date, prices: net, net: terms },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const sale = net.map((p) => (p === 0 ? 0 : calculatePrice({ price: p, ...terms })));
    expect(res.body).toEqual({ changed: 1, skipped: 0, prices: sale });
    const g = await grid(`hotel/${stay.hotelId}?from=${date}&days=1`);
    expect(g.prices.find((p) => p.itemId === stay.planId)!.cells[0]).toEqual(sale);
    const q = await quote({ ...stay, date });
    expect(q.total).toBe(sale[1]! * 2);
  });

  it('sets tour seats and prices of departures; refuses bad ranges and prices', async () => {
    const tour = await bookableTour(api.handle.db, addDays(catalogToday(), 30));
    const date = tour.request.date;
    const seats = await stockEdit({
      kind: 'tour',
      itemId: tour.request.tourId,
      from: date,
      to: date,
      action: 'set',
      quantity: 40,
    });
    expect(seats.status, JSON.stringify(seats.body)).toBe(200);
    const prices = await call(api, 'POST', '/v1/operator/inventory/prices', {
      session: sales,
      body: { kind: 'tour', itemId: tour.request.tourId, from: date, to: date, prices: [51000, 64000] },
    });
    expect(prices.status, JSON.stringify(prices.body)).toBe(200);
    const g = await grid(`tour/${tour.request.tourId}?from=${date}&days=1`);
    expect(g.stock[0]!.cells[0]).toMatchObject({ total: 40 });
    expect(g.prices[0]!.cells[0]).toEqual([51000, 64000]);

    const reversed = await stockEdit({
      kind: 'tour',
      itemId: tour.request.tourId,
      from: date,
      to: addDays(date, -1),
      action: 'stop',
    });
    expect(reversed.body).toMatchObject({ status: 400, errorCode: 'OPR800' });
    const upside = await call(api, 'POST', '/v1/operator/inventory/prices', {
      session: sales,
      body: { kind: 'tour', itemId: tour.request.tourId, from: date, to: date, prices: [64000, 51000] },
    });
    expect(upside.body).toMatchObject({ status: 400, errorCode: 'OPR800' });
    const negative = await call(api, 'POST', '/v1/operator/inventory/prices', {
      session: sales,
      body: { kind: 'plan', itemId: stay.planId, from: date, to: date, prices: [-1] },
    });
    expect(negative.body).toMatchObject({ status: 400, errorCode: 'OPR800' });
    const unknown = await stockEdit({
      kind: 'optional',
      itemId: 'NOSUCH',
      from: date,
      to: date,
      action: 'stop',
    });
    expect(unknown.body).toMatchObject({ status: 404, errorCode: 'OPR901' });
  });

  it('support reads but cannot change; every edit is in the audit log', async () => {
    const denied = await stockEdit(
      { kind: 'room', itemId: stay.roomId, from: stay.date, to: stay.date, action: 'stop' },
      support,
    );
    expect(denied.body).toMatchObject({ status: 403, errorCode: 'ACE804' });
    const admin = await operatorSession(api, 'admin');
    const audit = await call(api, 'GET', `/v1/operator/audit?action=inventory.&targetId=${stay.roomId}`, {
      session: admin,
    });
    const actions = (audit.body as { entries: { action: string }[] }).entries.map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['inventory.stock.set', 'inventory.stock.stop', 'inventory.stock.resume']),
    );
  });

  it('an edit racing bookings never oversells and never leaves negative stock', async () => {
    const date = addDays(stay.date, 4);
    const set = await stockEdit({
      kind: 'room',
      itemId: stay.roomId,
      from: date,
      to: date,
      action: 'set',
      quantity: 4,
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const request = { ...stay, date };
    const q = await quote(request);
    const travellers = await Promise.all(Array.from({ length: 6 }, () => signUp(api)));
    const results = await Promise.all([
      ...travellers.map((t) => book({ ...request, expectedTotal: q.paidTotal }, t)),
      stockEdit({ kind: 'room', itemId: stay.roomId, from: date, to: date, action: 'add', quantity: -2 }),
    ]);
    const made = results.slice(0, 6).filter((r) => r.status === 201).length;
    const edit = results[6]!;
    expect([200, 409]).toContain(edit.status);
    const cell = await roomCell(date);
    expect(cell.booked).toBe(made);
    expect(cell.left).toBeGreaterThanOrEqual(0);
    expect(cell.total).toBe(edit.status === 200 ? 2 : 4);
    expect(made).toBeLessThanOrEqual(cell.total);
  }, 60_000);

  it("sets an activity's and a rental car's own prices (sale and net, spec §9); the traveller's pages follow; support cannot", async () => {
    const productEdit = (body: Record<string, unknown>, session: TestSession = sales) =>
      call(api, 'POST', '/v1/operator/inventory/product-prices', { session, body });
    // An activity that takes adults and children but not infants, and one rental car.
    const { rows } = await sql<{ optional_id: string }>`select optional_id from optional_activity
      where doc->'prices'->>'person6' is not null and doc->'prices'->>'person9' is null
      order by optional_id limit 1`.execute(api.handle.db);
    const optionalId = rows[0]!.optional_id;
    const before = await grid(`optional/${optionalId}?days=1`);
    expect(before).toMatchObject({
      productPrices: { kind: 'optional', positions: ['person1', 'person6', 'person9'] },
    });
    expect(
      (before as unknown as { productPrices: { prices: unknown[] } }).productPrices.prices[2],
    ).toBeNull();

    const refused = await productEdit({ kind: 'optional', itemId: optionalId, prices: [5000, 3000, 1000] });
    expect(refused.body).toMatchObject({ status: 400, errorCode: 'OPR800' });
    const net = { taxRate: 0.1, commissionRate: 0.15, markupAmount: 0, markupRate: 0 };
    const set = await productEdit({ kind: 'optional', itemId: optionalId, prices: [5000, 3000, null], net });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const expected = [5000, 3000].map((p) => calculatePrice({ price: p, ...net }));
    expect(set.body).toMatchObject({ changed: 1, prices: expected });
    const detail = await call(api, 'GET', `/v1/optional/${optionalId}`);
    expect(detail.body).toMatchObject({
      prices: { person1: expected[0], person6: expected[1], person9: null },
    });

    const pickup = addDays(catalogToday(), 21);
    const drop = addDays(pickup, 1);
    const cars = await call(api, 'GET', `/v1/rentacar?pickupDate=${pickup}&returnDate=${drop}&ipg=1`);
    const car = (cars.body as { cars: { carId: string }[] }).cars[0]!;
    const carPrice = async () => {
      const res = await call(api, 'GET', `/v1/rentacar/${car.carId}?pickupDate=${pickup}&returnDate=${drop}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body as { prices: { days: number; price: number }[] }).prices.find((p) => p.days === 1)!
        .price;
    };
    const carGrid = await grid(`rentacar/${car.carId}?days=1`);
    const [old24h, oldExtra] = (carGrid as unknown as { productPrices: { prices: number[] } }).productPrices
      .prices;
    const oldPrice = await carPrice();
    const doubled = await productEdit({
      kind: 'rentacar',
      itemId: car.carId,
      prices: [old24h! * 2, oldExtra! * 2],
    });
    expect(doubled.status, JSON.stringify(doubled.body)).toBe(200);
    // The day price is the 24 hours times the season and weekend factors, rounded up to 100 yen.
    expect(Math.abs((await carPrice()) - oldPrice * 2)).toBeLessThanOrEqual(100);

    const denied = await productEdit({ kind: 'rentacar', itemId: car.carId, prices: [1, 1] }, support);
    expect(denied.body).toMatchObject({ status: 403, errorCode: 'ACE804' });
    const unknown = await productEdit({ kind: 'rentacar', itemId: 'NO-SUCH-CAR', prices: [1, 1] });
    expect(unknown.body).toMatchObject({ status: 404, errorCode: 'OPR901' });
    const admin = await operatorSession(api, 'admin');
    const audit = await call(
      api,
      'GET',
      `/v1/operator/audit?action=inventory.productPrices&targetId=${optionalId}`,
      {
        session: admin,
      },
    );
    expect((audit.body as { entries: { after: { person1: number } }[] }).entries[0]).toMatchObject({
      after: { person1: expected[0] },
    });
  });
});
