/**
 * Issue 8 item 3: failure tests with real processes (the API spawned as `npm start` runs it).
 * - SIGKILL during a booking load (concurrent POST /v1/bookings with Idempotency-Keys from several
 *   users), then a restart on the same PGlite data directory or PostgreSQL database: every booking
 *   answered 201 is there and confirmed, and for every plan-day touched stock + booked = the initial
 *   stock (no lost or phantom booking); replaying the same keys books nothing twice.
 * - The coupon service down (COUPON_SERVICE_URL at a closed port): searches answer with regular
 *   prices, GET /couponDiscount answers API_ERROR (spec §4).
 * - The database down (the test's own PostgreSQL server stopped under a running API): 503 with a
 *   catalogue code and Retry-After, never a 500, and the API recovers by itself when it returns.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { addDays, COUPON_STATUS, isInternalErrorCode, messageCodeFor } from '@tabiyori/domain';
import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openPGlite, openPostgres, type DatabaseHandle } from '../db/connection';
import type { Database } from '../db/schema';
import { call, signUp, type TestSession, TEST_TRAVELLERS } from './accounts';
import { freePort, startApiProcess, startOwnPostgres, type ApiProcess } from './failureProcesses';
import { answerProblem } from './fuzzRequests';
import { catalogToday, isoDay } from './harness';
import { createDatabase } from './postgresServer';
import { TEMPLATE_DATABASE } from './testCatalog';

const travellers = TEST_TRAVELLERS;

interface PlanDay {
  hotelId: string;
  planId: string;
  roomId: string;
  stock: number;
}

/** Yado plans bookable for 2 adults on `date`, each on a room of its own, with the room's stock. */
async function bookablePlans(db: Kysely<Database>, date: string, count: number): Promise<PlanDay[]> {
  const { rows } = await sql<{ plan_id: string; hotel_id: string; room_id: string; stock: number }>`
    select distinct on (r.room_id) p.plan_id, p.hotel_id, r.room_id, s.stock
    from plan p join room r on r.room_id = p.room_ids[1]
    join room_day s on s.room_id = r.room_id and s.stay_date = ${isoDay(date)}::date
    where r.capacity_min <= 2 and r.capacity_max >= 2 and p.min_pax <= 2 and p.max_pax >= 2
      and p.stay_from <= ${isoDay(date)}::date and p.stay_to >= ${isoDay(addDays(date, 1))}::date
      and p.booking_deadline_days <= 20 and s.stock >= 5
      and exists (select 1 from plan_day d where d.plan_id = p.plan_id and d.prices[2] > 0
                  and d.stay_date = ${isoDay(date)}::date)
    order by r.room_id, p.plan_id limit ${count}`.execute(db);
  if (rows.length < count) throw new Error('not enough bookable plans in the catalog');
  return rows.map((r) => ({ hotelId: r.hotel_id, planId: r.plan_id, roomId: r.room_id, stock: r.stock }));
}

/** Stock left and stock held by confirmed bookings, per room, on `date`. */
async function stockState(db: Kysely<Database>, roomIds: string[], date: string) {
  const left = await db
    .selectFrom('room_day')
    .select(['room_id', 'stock'])
    .where('room_id', 'in', roomIds)
    .where('stay_date', '=', isoDay(date))
    .execute();
  const { rows: held } = await sql<{ item_id: string; n: number }>`
    select s.item_id, sum(s.quantity)::int as n from booking_stock s join booking b using (booking_id)
    where b.status = 'confirmed' and s.stock_table = 'room_day' and s.stock_date = ${isoDay(date)}::date
      and s.item_id in (${sql.join(roomIds)})
    group by s.item_id`.execute(db);
  return Object.fromEntries(
    roomIds.map((id) => [
      id,
      {
        left: left.find((r) => r.room_id === id)?.stock ?? NaN,
        held: held.find((r) => r.item_id === id)?.n ?? 0,
      },
    ]),
  );
}

interface Attempt {
  user: TestSession;
  key: string;
  body: Record<string, unknown>;
  status: number | 'cut';
  bookingNumber?: string;
}

/**
 * The crash scenario on one database: `env` points the API at it, `open` opens it from the test
 * (for PGlite only while the API is down: one process at a time may hold the folder).
 */
async function crashDuringBookings(
  env: Record<string, string>,
  open: () => Promise<DatabaseHandle>,
  concurrentDbAccess: boolean,
): Promise<void> {
  const date = addDays(catalogToday(), 35);
  let handle = await open();
  const plans = await bookablePlans(handle.db, date, 3);
  const initial = Object.fromEntries(plans.map((p) => [p.roomId, p.stock]));
  if (!concurrentDbAccess) await handle.close();

  let api: ApiProcess = await startApiProcess(env);
  let attempts: Attempt[];
  try {
    const users = await Promise.all([1, 2, 3, 4].map(() => signUp(api)));
    const quotes = await Promise.all(
      plans.map(async (plan) => {
        const request = { kind: 'yado', ...plan, stock: undefined, date, nights: 1, adultPax: 2 };
        const res = await call(api, 'POST', '/v1/bookings/quote', { session: users[0], body: request });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return { ...request, expectedTotal: (res.body as { paidTotal: number }).paidTotal, travellers };
      }),
    );
    // 4 users × 3 plans × 12 attempts, all at once; SIGKILL after the 8th confirmation.
    attempts = users.flatMap((user) =>
      quotes.flatMap((body) =>
        Array.from({ length: 12 }, () => ({
          user,
          key: `crash-${randomBytes(8).toString('hex')}`,
          body,
          status: 'cut' as const,
        })),
      ),
    );
    let confirmed = 0;
    let killing: Promise<void> | undefined;
    await Promise.all(
      attempts.map(async (attempt) => {
        try {
          const res = await call(api, 'POST', '/v1/bookings', {
            session: attempt.user,
            headers: { 'idempotency-key': attempt.key },
            body: attempt.body,
          });
          attempt.status = res.status;
          if (res.status === 201) {
            attempt.bookingNumber = (res.body as { bookingNumber: string }).bookingNumber;
            confirmed += 1;
            if (confirmed === 8) killing = api.kill();
          }
        } catch {
          attempt.status = 'cut';
        }
      }),
    );
    await killing;
    await api.kill();
  } catch (error) {
    await api.kill();
    throw error;
  }
  const answered = attempts.filter((a) => a.status === 201);
  const cut = attempts.filter((a) => a.status === 'cut');
  // The kill landed during the load: some bookings were confirmed, some requests never answered.
  expect(answered.length).toBeGreaterThanOrEqual(8);
  expect(cut.length).toBeGreaterThan(0);
  expect(attempts.every((a) => a.status === 'cut' || a.status === 201 || a.status === 409)).toBe(true);

  // Restart on the same data: every confirmed booking is there, confirmed, for its own user.
  api = await startApiProcess(env);
  try {
    for (const attempt of answered) {
      const res = await call(api, 'GET', `/v1/bookings/${attempt.bookingNumber}`, { session: attempt.user });
      expect(res.status, attempt.bookingNumber).toBe(200);
      expect((res.body as { status: string }).status).toBe('confirmed');
    }
    // Replaying every key books nothing twice: a confirmed one answers its own booking again.
    for (const attempt of [...answered, ...cut]) {
      const res = await call(api, 'POST', '/v1/bookings', {
        session: attempt.user,
        headers: { 'idempotency-key': attempt.key },
        body: attempt.body,
      });
      expect(answerProblem({ status: res.status, text: JSON.stringify(res.body) })).toBeNull();
      if (attempt.bookingNumber) {
        expect(res.status).toBeLessThan(300);
        expect((res.body as { bookingNumber: string }).bookingNumber).toBe(attempt.bookingNumber);
      }
    }
  } finally {
    await api.stop();
  }

  if (!concurrentDbAccess) handle = await open();
  try {
    const state = await stockState(
      handle.db,
      plans.map((p) => p.roomId),
      date,
    );
    for (const plan of plans) {
      expect(state[plan.roomId]!.left + state[plan.roomId]!.held, plan.roomId).toBe(initial[plan.roomId]);
    }
    const numbers = (
      await handle.db
        .selectFrom('booking')
        .select('booking_number')
        .where('status', '=', 'confirmed')
        .where('start_date', '=', isoDay(date))
        .execute()
    ).map((b) => b.booking_number);
    for (const attempt of answered) expect(numbers).toContain(attempt.bookingNumber);
    // Every stored booking of the day is one some request asked for (one per key, no phantoms).
    const keys = await handle.db
      .selectFrom('idempotency_key')
      .select('booking_number')
      .where('booking_number', 'in', numbers.length > 0 ? numbers : ['-'])
      .execute();
    expect(keys.length).toBe(numbers.length);
  } finally {
    await handle.close();
  }
}

describe('the API killed with SIGKILL during a booking load, then restarted (issue 8.3)', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('on the same PGlite data directory: confirmed bookings kept, stock + booked = initial stock', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tabiyori-crash-'));
    dirs.push(dir);
    const dataDir = path.join(dir, 'pglite');
    // The seeded test catalog, written into a folder the API opens as its DATA_DIR.
    const seed = await openPGlite(dataDir, new Blob([readFileSync(inject('pgliteImage'))]));
    await seed.close();
    await crashDuringBookings({ DATA_DIR: dataDir }, () => openPGlite(dataDir), false);
  }, 300_000);

  it('on PostgreSQL: confirmed bookings kept, stock + booked = initial stock', async () => {
    const url = await createDatabase(
      inject('postgresUrl'),
      `crash_${randomBytes(5).toString('hex')}`,
      TEMPLATE_DATABASE,
    );
    await crashDuringBookings({ DATABASE_URL: url }, () => openPostgres(url, 2), true);
  }, 300_000);
});

describe('the coupon service down (issue 8.3, spec §4)', () => {
  it('searches keep their regular prices; couponDiscount answers API_ERROR', async () => {
    const url = await createDatabase(
      inject('postgresUrl'),
      `coupon_down_${randomBytes(5).toString('hex')}`,
      TEMPLATE_DATABASE,
    );
    const closedPort = await freePort();
    const up = await startApiProcess({ DATABASE_URL: url });
    const down = await startApiProcess({
      DATABASE_URL: url,
      COUPON_SERVICE_URL: `http://127.0.0.1:${closedPort}/coupon-service`,
    });
    try {
      const date = addDays(catalogToday(), 30);
      const searches = [
        '/v1/tours?lang=ja',
        `/v1/tours?lang=en&goDate=${date}&adultPax=2`,
        `/v1/hotels?lang=ja&goDate=${date}&nights=1&adultPax=2`,
        `/v1/hotels.count?lang=ja&goDate=${date}&nights=1&adultPax=2`,
      ];
      for (const search of searches) {
        const [a, b] = await Promise.all([call(up, 'GET', search), call(down, 'GET', search)]);
        expect(b.status, search).toBe(200);
        // The same answer, the same regular prices, whether the coupon service answers or not.
        expect(b.body, search).toEqual(a.body);
      }
      const tour = /"tourId":"([^"]+)"/.exec(
        JSON.stringify((await call(down, 'GET', '/v1/tours?lang=ja')).body),
      )?.[1];
      expect(tour).toBeTruthy();
      const detail = await call(down, 'GET', `/v1/tour/${tour}?lang=ja`);
      expect(detail.status).toBe(200);
      const query = `couponAdultPax=2&bedCount=2&items=${tour}:10000:12000&goDate=${date}`;
      expect((await call(down, 'GET', `/couponDiscount?${query}`)).body).toEqual({
        status: COUPON_STATUS.API_ERROR,
      });
      const working = (await call(up, 'GET', `/couponDiscount?${query}`)).body as { status: string };
      expect(working.status).not.toBe(COUPON_STATUS.API_ERROR);
    } finally {
      await Promise.all([up.stop(), down.stop()]);
    }
  }, 300_000);
});

describe('the database down under a running API (issue 8.3)', () => {
  it('answers 503 with a catalogue code and Retry-After, never 500, and recovers by itself', async () => {
    const source = await createDatabase(
      inject('postgresUrl'),
      `db_down_${randomBytes(5).toString('hex')}`,
      TEMPLATE_DATABASE,
    );
    const server = await startOwnPostgres(source);
    let api: ApiProcess | undefined;
    try {
      // The SQL path's outage answers: with the search index on, a hotel search may still be
      // answered from the index during the outage (search/README.md).
      api = await startApiProcess({ DATABASE_URL: server.url, SEARCH_INDEX: 'off' });
      const traveller = await signUp(api);
      const date = addDays(catalogToday(), 30);
      const calls: [string, string, unknown?][] = [
        ['GET', '/v1/tours?lang=ja'],
        ['GET', `/v1/hotels?lang=ja&goDate=${date}&nights=1&adultPax=2`],
        ['GET', '/v1/tour/T000001?lang=ja'],
        ['GET', '/v1/specials?lang=ja'],
        ['GET', '/v1/optionals?lang=ja'],
        ['GET', '/v1/favorites'],
        ['GET', '/v1/bookings'],
        ['POST', '/v1/favorites', { kind: 'tour', tourId: 'T000001' }],
      ];
      const send = (method: string, path: string, body?: unknown) =>
        call(api!, method, path, { session: traveller, ...(body === undefined ? {} : { body }) });
      for (const [method, path, body] of calls) {
        expect((await send(method, path, body)).status, path).toBeLessThan(300);
      }

      server.stop();
      for (const [method, path, body] of calls) {
        const res = await send(method, path, body);
        const answer = res.body as { status: number; errorCode: string };
        expect(res.status, `${method} ${path}`).toBe(503);
        expect(answer.status).toBe(503);
        expect(isInternalErrorCode(answer.errorCode), answer.errorCode).toBe(true);
        expect(JSON.stringify(answer)).not.toMatch(/ECONNREFUSED|\bat\s+\S+\s*\(|select|pg_/i);
        expect(res.headers.get('retry-after'), path).toMatch(/^\d+$/);
        if (method === 'GET' && !path.startsWith('/v1/favorites') && !path.startsWith('/v1/bookings')) {
          // Searches and pages: "the search failed; wait a while and retry".
          expect(messageCodeFor(answer.errorCode), path).toBe('E_00002');
        }
      }
      expect((await call(api, 'GET', '/health')).status).toBe(503);

      // The server comes back: the same API process answers again without a restart.
      await server.start();
      const deadline = Date.now() + 30_000;
      let back = false;
      while (!back && Date.now() < deadline) {
        back = (await call(api, 'GET', '/v1/tours?lang=ja')).status === 200;
        if (!back) await new Promise((r) => setTimeout(r, 250));
      }
      expect(back).toBe(true);
      for (const [method, path, body] of calls) {
        expect((await send(method, path, body)).status, path).toBeLessThan(300);
      }
      expect(api.child.exitCode).toBeNull();
    } finally {
      await api?.stop();
      server.destroy();
    }
  }, 300_000);
});
