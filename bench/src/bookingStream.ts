/**
 * A stream of hotel bookings through the API during bench:search (issue 15 item 5: searches read
 * the index while bookings write the database and the change feed follows): one traveller signs
 * up, then every 1 / rate seconds a booking is started: a quote of a plan the search found, then
 * the booking at the quoted total (Idempotency-Key, CSRF token and session cookie as the web sends
 * them). A sold-out answer (409 BKE801) is a right answer of a busy night and counted apart.
 */
import { randomBytes } from 'node:crypto';

export interface BookingTarget {
  hotelId: string;
  planId: string;
  date: string;
}

export interface BookingCounts {
  started: number;
  booked: number;
  soldOut: number;
  /** Any other answer (status: count). */
  failed: Record<string, number>;
  /** Bookings per second achieved over the stream's life. */
  perSecond: number;
}

interface Session {
  cookie: string;
  csrfToken: string;
}

async function signUp(baseUrl: string): Promise<Session> {
  const res = await fetch(`${baseUrl}/v1/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      familyName: '旅',
      givenName: '日和',
      familyNameKana: 'タビ',
      givenNameKana: 'ヒヨリ',
      email: `bench-${randomBytes(6).toString('hex')}@example.jp`,
      password: `bench ${randomBytes(8).toString('hex')}`,
    }),
  });
  const body = (await res.json()) as { csrfToken?: string };
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('tabiyori_session='));
  if (res.status !== 201 || !cookie || !body.csrfToken)
    throw new Error(`bench sign-up answered ${res.status}`);
  return { cookie: cookie.split(';')[0]!, csrfToken: body.csrfToken };
}

const TRAVELLERS = {
  lead: {
    familyName: '旅',
    givenName: '日和',
    familyNameKana: 'タビ',
    givenNameKana: 'ヒヨリ',
    email: 'bench@example.jp',
    phone: '03-1234-5678',
  },
};

/** Starts the stream; stop() ends it and answers the counts. */
export async function startBookingStream(
  baseUrl: string,
  targets: readonly BookingTarget[],
  perSecond: number,
): Promise<{ stop: () => Promise<BookingCounts> }> {
  if (targets.length === 0) throw new Error('no bookable plan found for the booking stream');
  const session = await signUp(baseUrl);
  const counts: BookingCounts = { started: 0, booked: 0, soldOut: 0, failed: {}, perSecond: 0 };
  const headers = {
    'content-type': 'application/json',
    cookie: session.cookie,
    'x-csrf-token': session.csrfToken,
  };
  const post = (path: string, body: unknown, extra: Record<string, string> = {}) =>
    fetch(baseUrl + path, { method: 'POST', headers: { ...headers, ...extra }, body: JSON.stringify(body) });
  const fail = (what: string) => {
    counts.failed[what] = (counts.failed[what] ?? 0) + 1;
  };
  const inFlight = new Set<Promise<void>>();
  const bookOne = async (target: BookingTarget) => {
    const request = { kind: 'yado', ...target, nights: 1, adultPax: 2, roomCount: 1 };
    const quote = await post('/v1/bookings/quote', request);
    const quoted = (await quote.json()) as { paidTotal?: number; errorCode?: string; message?: string };
    if (quote.status !== 200 || quoted.paidTotal === undefined) {
      if (quoted.errorCode === 'BKE801') counts.soldOut += 1;
      else fail(`quote ${quote.status} ${quoted.errorCode ?? ''} ${quoted.message ?? ''}`.trim());
      return;
    }
    const res = await post(
      '/v1/bookings',
      { ...request, expectedTotal: quoted.paidTotal, travellers: TRAVELLERS },
      { 'idempotency-key': `bench-${randomBytes(8).toString('hex')}` },
    );
    const body = (await res.json()) as { errorCode?: string; message?: string };
    if (res.status === 201) counts.booked += 1;
    else if (body.errorCode === 'BKE801') counts.soldOut += 1;
    else fail(`book ${res.status} ${body.errorCode ?? ''} ${body.message ?? ''}`.trim());
  };
  const started = performance.now();
  const timer = setInterval(() => {
    const target = targets[counts.started % targets.length]!;
    counts.started += 1;
    const attempt = bookOne(target)
      .catch((error: unknown) => fail(String((error as Error).message ?? error)))
      .finally(() => inFlight.delete(attempt));
    inFlight.add(attempt);
  }, 1000 / perSecond);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(inFlight);
      const seconds = (performance.now() - started) / 1000;
      counts.perSecond = Math.round((counts.booked / Math.max(seconds, 0.001)) * 10) / 10;
      return counts;
    },
  };
}
