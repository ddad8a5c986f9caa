/**
 * Issue 15 item 1: a coupon service that is slow or out of reach never turns a quote or a booking
 * into a 500. The coupon service here is a real HTTP server that holds every call past the client's
 * 2 s timeout (as under the search benchmark's load), or a port nobody listens on.
 *
 * - a quote that asks for no coupon is priced without coupons and says so (`couponsUnavailable`,
 *   spec §4: a failed coupon call is API_ERROR, an empty coupon list);
 * - a quote or booking that asks for coupons answers 503 BKE900 with Retry-After, and a booking
 *   takes no stock;
 * - a booking without coupons never asks the service and is made.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays } from '@tabiyori/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingCalls, signUp, type TestSession } from '../test/accounts';
import { bookableStay } from '../test/bookable';
import { COUPON_SERVICE_TIMEOUT_MS } from '../services/couponClient';
import { catalogToday, DATABASE_KINDS, isoDay, startTestApi, type TestApi } from '../test/harness';

interface Quote {
  total: number;
  paidTotal: number;
  coupons: unknown[];
  bestCoupon: unknown;
  couponDiscount: number;
  couponsUnavailable: boolean;
}

/** A coupon service that answers every call only after `delayMs` (past the client's timeout). */
async function startSlowService(delayMs: number): Promise<{ url: string; calls: () => number; server: Server }> {
  let calls = 0;
  const server = createServer((req, res) => {
    calls += 1;
    req.resume();
    const timer = setTimeout(() => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ CommonInformation: { ErrorList: [] }, Result: { CouponList: [] } }));
    }, delayMs);
    res.on('close', () => clearTimeout(timer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/coupon-service`, calls: () => calls, server };
}

/** A port that was listened on and is closed again: connections are refused. */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}/coupon-service`;
}

async function roomsLeft(api: TestApi, roomId: string, date: string): Promise<number> {
  const { rows } = await sql<{ stock: number }>`select stock from room_day
    where room_id = ${roomId} and stay_date = ${isoDay(date)}::date`.execute(api.handle.db);
  return Number(rows[0]?.stock);
}

describe.each(DATABASE_KINDS)('quotes and bookings while the coupon service fails on %s (issue 15)', (kind) => {
  let slow: Awaited<ReturnType<typeof startSlowService>>;
  let api: TestApi;
  let member: TestSession;
  let stay: Awaited<ReturnType<typeof bookableStay>>;
  const { quote, book, post } = bookingCalls<Quote>(
    () => api,
    () => member,
    `coupon-outage-${kind}`,
  );
  const request = () => {
    const { roomId: _room, ...body } = stay;
    return body;
  };

  beforeAll(async () => {
    slow = await startSlowService(COUPON_SERVICE_TIMEOUT_MS + 1_500);
    api = await startTestApi(kind, { env: { COUPON_SERVICE_URL: slow.url } });
    member = await signUp(api);
    stay = await bookableStay(api.handle.db, addDays(catalogToday(), 30));
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    slow?.server.closeAllConnections();
    await new Promise((resolve) => slow?.server.close(resolve));
  });

  it('a quote without coupons asked is priced without coupons and says so', async () => {
    const before = slow.calls();
    const answer = await quote(request());
    expect(slow.calls()).toBeGreaterThan(before);
    expect(answer.couponsUnavailable).toBe(true);
    expect(answer.coupons).toEqual([]);
    expect(answer.bestCoupon).toBeNull();
    expect(answer.couponDiscount).toBe(0);
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.paidTotal).toBe(answer.total);
  });

  it('a quote asking for a coupon answers 503 BKE900 with Retry-After', async () => {
    const res = await post('/v1/bookings/quote', { ...request(), couponCodes: ['WELCOME1000'] }, member);
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 503, errorCode: 'BKE900' });
    expect(res.headers.get('retry-after')).toBe('30');
  });

  it('a booking asking for a coupon answers 503 BKE900 and takes no stock', async () => {
    const left = await roomsLeft(api, stay.roomId, stay.date);
    const plain = await quote(request());
    const res = await book({ ...request(), couponCode: 'WELCOME1000', expectedTotal: plain.total - 1000 });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 503, errorCode: 'BKE900' });
    expect(await roomsLeft(api, stay.roomId, stay.date)).toBe(left);
  });

  it('a booking without coupons does not wait for the service and is made', async () => {
    const before = slow.calls();
    const plain = await quote(request());
    const callsOfQuote = slow.calls() - before;
    const res = await book({ ...request(), expectedTotal: plain.total });
    expect(res.status).toBe(201);
    expect(slow.calls() - before).toBe(callsOfQuote);
  });

  it('quotes at once, with and without coupons, answer 200 or 503, never 500', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post('/v1/bookings/quote', i % 2 ? { ...request(), couponCodes: ['WELCOME1000'] } : request(), member),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 12 }, (_, i) => (i % 2 ? 503 : 200)));
  });

  it('a coupon service nobody listens on: the quote is priced without coupons', async () => {
    const other = await startTestApi(kind, { env: { COUPON_SERVICE_URL: await closedPortUrl() } });
    try {
      const session = await signUp(other);
      const calls = bookingCalls<Quote>(
        () => other,
        () => session,
        `coupon-closed-${kind}`,
      );
      const answer = await calls.quote(request());
      expect(answer.couponsUnavailable).toBe(true);
      expect(answer.paidTotal).toBe(answer.total);
      const asked = await calls.post('/v1/bookings/quote', { ...request(), couponCodes: ['WELCOME1000'] }, session);
      expect(asked.status).toBe(503);
      expect(asked.body).toMatchObject({ errorCode: 'BKE900' });
    } finally {
      await other.close();
    }
  }, 120_000);
});
