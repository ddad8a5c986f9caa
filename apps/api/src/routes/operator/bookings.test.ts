/**
 * Issue 19 item 6 over HTTP on PGlite and PostgreSQL: support finds a booking by number, name
 * (Latin, kana typed in hiragana), e-mail, product, dates and status; reads it with its customer;
 * adds an internal note; cancels it for the customer through the traveller's cancel service (the
 * places come back, the change is in the booking's history); the customer's page; the CSV export
 * (BOM, header, formula cells escaped).
 */
import { addDays } from '@tabiyori/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingCalls, call, signUp, type TestSession } from '../../test/accounts';
import { catalogToday, DATABASE_KINDS, isoDay, startTestApi, type TestApi } from '../../test/harness';
import { operatorSession } from '../../test/operators';

interface Body {
  errorCode?: string;
  bookingNumber?: string;
  paidTotal?: number;
  [key: string]: unknown;
}
interface Row {
  bookingNumber: string;
  status: string;
  leadName: string;
  userId: string;
}
interface Search {
  bookings: Row[];
  count: number;
}
interface Detail {
  booking: Row & { cancellable: boolean };
  customer: { userId: string; email: string };
  notes: { body: string; authorEmail: string }[];
  history: { action: string; actorEmail: string }[];
}

const lead = (familyName: string, email: string) => ({
  lead: {
    familyName,
    givenName: 'Anna',
    familyNameKana: 'スミス',
    givenNameKana: 'アンナ',
    email,
    phone: '090-1234-5678',
  },
});

describe.each(DATABASE_KINDS)('bookings and customers in the back office on %s (issue 19)', (kind) => {
  let api: TestApi;
  let traveller: TestSession & { email: string };
  let support: TestSession & { email: string };
  let sales: TestSession;
  let optionalId = '';
  let date = '';
  let number = '';
  let formulaNumber = '';
  const email = `anna.smith-${kind}@example.com`;
  const { quote, book } = bookingCalls<Body>(
    () => api,
    () => traveller,
    `office-${kind}`,
  );
  const stock = async () =>
    (
      await sql<{ stock: number }>`select stock from optional_day
        where optional_id = ${optionalId} and use_date = ${isoDay(date)}::date`.execute(api.handle.db)
    ).rows[0]!.stock;
  const search = async (query: string) => {
    const res = await call(api, 'GET', `/v1/operator/bookings?${query}`, { session: support });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as Search;
  };

  beforeAll(async () => {
    api = await startTestApi(kind);
    traveller = await signUp(api);
    support = await operatorSession(api, 'support');
    sales = await operatorSession(api, 'sales');
    const { rows } = await sql<{ optional_id: string; use_date: string }>`
      select d.optional_id, d.use_date::text as use_date from optional_day d
      join optional_activity o on o.optional_id = d.optional_id
      where d.use_date >= ${isoDay(addDays(catalogToday(), 12))}::date and d.stock >= 6
        and (o.doc->>'minPax')::int <= 2 and (o.doc->>'maxPax')::int >= 2
      order by d.use_date, d.optional_id limit 1`.execute(api.handle.db);
    optionalId = rows[0]!.optional_id;
    date = rows[0]!.use_date.replaceAll('-', '');
    const request = { kind: 'optional', optionalId, date, adultPax: 2 };
    const q = await quote(request);
    const made = await book({ ...request, expectedTotal: q.paidTotal, travellers: lead('Smith', email) });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    number = (made.body as Body).bookingNumber!;
    const formula = await book({
      ...request,
      adultPax: 1,
      expectedTotal: (await quote({ ...request, adultPax: 1 })).paidTotal,
      travellers: lead('=1+2', email),
    });
    formulaNumber = (formula.body as Body).bookingNumber!;
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });

  it('finds the booking by number, Latin or kana name, e-mail, product, dates and status', async () => {
    const only = (s: Search) => s.bookings.map((b) => b.bookingNumber);
    expect(only(await search(`bookingNumber=${number}`))).toEqual([number]);
    expect(only(await search(`bookingNumber=${number.slice(0, 8).toLowerCase()}`))).toContain(number);
    expect(only(await search(`name=${encodeURIComponent('anna smith')}`))).toContain(number);
    expect(only(await search(`name=${encodeURIComponent('すみす あんな')}`))).toContain(number);
    expect(only(await search(`email=${encodeURIComponent(email.toUpperCase())}`)).sort()).toEqual(
      [number, formulaNumber].sort(),
    );
    expect(only(await search(`product=${optionalId}&from=${date}&to=${date}`))).toContain(number);
    expect((await search(`email=${email}&status=cancelled`)).count).toBe(0);
    expect((await search(`email=${email}&from=${addDays(date, 1)}`)).count).toBe(0);
    expect((await search(`name=${encodeURIComponent('%')}&email=${email}`)).count).toBe(0);
    const bad = await call(api, 'GET', '/v1/operator/bookings?from=2026-1-1', { session: support });
    expect([bad.status, (bad.body as Body).errorCode]).toEqual([400, 'OPR800']);
  });

  it('shows the booking with its customer; support adds an internal note', async () => {
    const res = await call(api, 'GET', `/v1/operator/bookings/${number}`, { session: sales });
    const detail = res.body as Detail;
    expect(detail.customer).toMatchObject({ userId: traveller.userId, email: traveller.email });
    expect(detail.booking).toMatchObject({
      bookingNumber: number,
      status: 'confirmed',
      leadName: 'Smith Anna',
    });
    expect(detail.notes).toEqual([]);
    expect((res.body as { booking: { payment: { status: string } } }).booking.payment.status).toMatch(
      /^(onsite|awaiting|paid)$/,
    );
    const note = await call(api, 'POST', `/v1/operator/bookings/${number}/notes`, {
      session: support,
      body: { body: '電話で問い合わせあり。' },
    });
    expect(note.status).toBe(201);
    expect((note.body as Detail).notes).toEqual([
      expect.objectContaining({ body: '電話で問い合わせあり。', authorEmail: support.email }),
    ]);
    const blank = await call(api, 'POST', `/v1/operator/bookings/${number}/notes`, {
      session: support,
      body: { body: '   ' },
    });
    expect([blank.status, (blank.body as Body).errorCode]).toEqual([400, 'OPR800']);
    const salesNote = await call(api, 'POST', `/v1/operator/bookings/${number}/notes`, {
      session: sales,
      body: { body: 'x' },
    });
    expect(salesNote.status).toBe(403);
    const missing = await call(api, 'GET', '/v1/operator/bookings/TB0000000000', { session: support });
    expect([missing.status, (missing.body as Body).errorCode]).toEqual([404, 'BKE901']);
  });

  it('cancels for the customer: the places come back, the history says who, twice is refused', async () => {
    const before = await stock();
    const res = await call(api, 'POST', `/v1/operator/bookings/${number}/cancel`, { session: support });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const detail = res.body as Detail;
    expect(detail.booking.status).toBe('cancelled');
    expect(await stock()).toBe(before + 2);
    expect(detail.history.map((h) => [h.action, h.actorEmail])).toEqual([
      ['booking.note', support.email],
      ['booking.cancel', support.email],
    ]);
    // The traveller sees it cancelled too.
    const mine = await call(api, 'GET', `/v1/bookings/${number}`, { session: traveller });
    expect((mine.body as Row).status).toBe('cancelled');
    const again = await call(api, 'POST', `/v1/operator/bookings/${number}/cancel`, { session: support });
    expect([again.status, (again.body as Body).errorCode]).toEqual([409, 'BKE807']);
    expect(await stock()).toBe(before + 2);
    expect((await search(`email=${email}&status=cancelled`)).bookings.map((b) => b.bookingNumber)).toEqual([
      number,
    ]);
  });

  it("shows the customer's page and finds customers by e-mail or name", async () => {
    const res = await call(api, 'GET', `/v1/operator/customers/${traveller.userId}`, { session: support });
    const page = res.body as { customer: { email: string }; bookings: Row[]; coupons: unknown[] };
    expect(page.customer.email).toBe(traveller.email);
    expect(page.bookings.map((b) => b.bookingNumber).sort()).toEqual([number, formulaNumber].sort());
    expect(Array.isArray(page.coupons)).toBe(true);
    expect(JSON.stringify(res.body)).not.toMatch(/scrypt|password/);
    const found = await call(api, 'GET', `/v1/operator/customers?q=${encodeURIComponent(traveller.email)}`, {
      session: support,
    });
    expect((found.body as { customers: { userId: string }[] }).customers.map((c) => c.userId)).toEqual([
      traveller.userId,
    ]);
    const missing = await call(api, 'GET', '/v1/operator/customers/u999999999', { session: support });
    expect([missing.status, (missing.body as Body).errorCode]).toEqual([404, 'OPR901']);
  });

  it('exports the search as CSV with a BOM and formula cells escaped', async () => {
    const res = await fetch(`${api.baseUrl}/v1/operator/bookings.csv?email=${encodeURIComponent(email)}`, {
      headers: { cookie: support.cookie },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('x-truncated')).toBe('0');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trim().split('\n');
    expect(lines[0]).toMatch(/^bookingNumber,status,kind,productName,/);
    expect(lines).toHaveLength(3);
    const formulaLine = lines.find((l) => l.startsWith(formulaNumber))!;
    expect(formulaLine).toContain("'=1+2 Anna");
    expect(formulaLine).not.toMatch(/,=1\+2/);
  });
});
