/**
 * Issue 18 item 2: a hotel stay's booking keeps the room type (where a plan has several), the
 * rooms with the party of each, the check-in time and the requests: priced by the server with the
 * traveller's rooms, checked (the hotel's check-in times, bounded requests, a bed user in every
 * room), stored and shown back by GET /v1/bookings/{n}; the stock is taken from the chosen room type.
 */
import { addDays } from '@tabiyori/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMail, type MailTemplate } from '../mail/templates';
import { mailView } from '../mail/views';
import { bookingCalls, call, signUp, type TestSession } from '../test/accounts';
import { catalogToday, DATABASE_KINDS, isoDay, startTestApi, type TestApi } from '../test/harness';

interface Stay {
  roomId: string;
  roomName: { ja: string; en: string };
  roomTypes?: { roomId: string; name: { ja: string }; stock: number; fits: boolean }[];
  placement: number[];
  rooms: { adults: number; children: number; infants: number }[];
  checkinTime: string | null;
  checkinTimes?: string[];
  requests: string | null;
}

interface Body {
  priceRows: { category: string; count: number; unitPrice: number; amount: number }[];
  errorCode?: string;
  message?: string;
  bookingNumber?: string;
  total: number;
  paidTotal: number;
  ids: { roomId?: string };
  stay: Stay | null;
  [key: string]: unknown;
}

describe.each(DATABASE_KINDS)('hotel stay choices on %s (issue 18 item 2)', (kind) => {
  let api: TestApi;
  let alice: TestSession;
  const { post, quote, book } = bookingCalls<Body>(
    () => api,
    () => alice,
    `stay-${kind}`,
  );
  /** A one-night plan with two room types for 1 or 2 people, sold at 1 and 2 per room. */
  let plan: { hotelId: string; planId: string; rooms: string[]; date: string; p1: number; p2: number };
  let base: Record<string, unknown>;

  const roomStock = async (roomId: string) =>
    (
      await api.handle.db
        .selectFrom('room_day')
        .select('stock')
        .where('room_id', '=', roomId)
        .where('stay_date', '=', isoDay(plan.date))
        .executeTakeFirstOrThrow()
    ).stock;

  beforeAll(async () => {
    api = await startTestApi(kind);
    alice = await signUp(api);
    const date = addDays(catalogToday(), 25);
    const { rows } = await sql<{
      plan_id: string;
      hotel_id: string;
      rooms: string[];
      p1: number;
      p2: number;
    }>`
      select p.plan_id, p.hotel_id, p.room_ids as rooms, d.prices[1] as p1, d.prices[2] as p2
      from plan p join plan_day d on d.plan_id = p.plan_id and d.stay_date = ${isoDay(date)}::date
      where cardinality(p.room_ids) >= 2 and p.min_pax <= 1 and p.max_pax >= 2
        and p.stay_from <= ${isoDay(date)}::date and p.stay_to >= ${isoDay(addDays(date, 1))}::date
        and p.booking_deadline_days <= 20 and coalesce((p.doc->>'minNights')::int, 1) = 1
        and d.prices[1] > 0 and d.prices[2] > 0
        and (select count(*) from room r join room_day rd on rd.room_id = r.room_id
               and rd.stay_date = ${isoDay(date)}::date
             where r.room_id = any(p.room_ids) and r.capacity_min <= 1 and r.capacity_max >= 2
               and rd.stock >= 4) = cardinality(p.room_ids)
      order by p.plan_id
      limit 1
    `.execute(api.handle.db);
    const row = rows[0];
    if (!row) throw new Error('no plan with two room types in the catalog');
    plan = {
      hotelId: row.hotel_id,
      planId: row.plan_id,
      rooms: row.rooms,
      date,
      p1: Number(row.p1),
      p2: Number(row.p2),
    };
    base = { kind: 'yado', hotelId: plan.hotelId, planId: plan.planId, date, nights: 1 };
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });

  it('lists the plan’s room types with their names, stock and fit, and the hotel’s check-in times', async () => {
    const q = await quote({ ...base, adultPax: 2, roomCount: 1 });
    expect(q.stay!.roomTypes!.map((r) => r.roomId)).toEqual(plan.rooms);
    for (const r of q.stay!.roomTypes!) {
      expect(r.name.ja.length).toBeGreaterThan(0);
      expect(r.stock).toBe(await roomStock(r.roomId));
      expect(r.fits).toBe(true);
    }
    expect(q.stay!.roomId).toBe(plan.rooms[0]);
    expect(q.stay!.checkinTimes!.length).toBeGreaterThan(1);
    expect(q.stay!.checkinTimes!.every((t) => /^\d{4}$/.test(t))).toBe(true);
    expect(q.stay!.rooms).toEqual([{ adults: 2, children: 0, infants: 0 }]);
  });

  it('prices the traveller’s rooms: 3 adults as 2 + 1 cost what each room costs at its occupancy', async () => {
    const even = await quote({ ...base, adultPax: 3, roomCount: 2 });
    expect(even.stay!.rooms).toEqual([
      { adults: 1, children: 0, infants: 0 },
      { adults: 2, children: 0, infants: 0 },
    ]);
    const placed = await quote({ ...base, adultPax: 3, roomCount: 2, placement: [0, 0, 1] });
    expect(placed.stay!.rooms).toEqual([
      { adults: 2, children: 0, infants: 0 },
      { adults: 1, children: 0, infants: 0 },
    ]);
    expect(placed.stay!.placement).toEqual([0, 0, 1]);
    expect(placed.total).toBe(even.total);
    expect(placed.total).toBe(2 * plan.p2 + plan.p1);
    // Every room needs a guest with a bed; a guest outside the rooms is malformed.
    const empty = await post(
      '/v1/bookings/quote',
      { ...base, adultPax: 2, roomCount: 2, placement: [0, 0] },
      alice,
    );
    expect([empty.status, (empty.body as Body).errorCode]).toEqual([400, 'BKE804']);
    const outside = await post(
      '/v1/bookings/quote',
      { ...base, adultPax: 2, roomCount: 2, placement: [0, 2] },
      alice,
    );
    expect([outside.status, (outside.body as Body).errorCode]).toEqual([400, 'BKE804']);
    const short = await post(
      '/v1/bookings/quote',
      { ...base, adultPax: 2, roomCount: 2, placement: [0] },
      alice,
    );
    expect([short.status, (short.body as Body).errorCode]).toEqual([400, 'BKE804']);
  });

  it('takes only the hotel’s check-in times and bounded requests', async () => {
    const q = await quote({ ...base, adultPax: 2 });
    const times = q.stay!.checkinTimes!;
    const ok = await quote({ ...base, adultPax: 2, checkinTime: times[1], requests: '  高層階希望  ' });
    expect(ok.stay).toMatchObject({ checkinTime: times[1], requests: '高層階希望' });
    for (const bad of [
      { checkinTime: '0300' },
      { checkinTime: `${times[0]!.slice(0, 2)}15` },
      { requests: 'あ'.repeat(201) },
      { requests: 'a\u0000b' },
    ]) {
      const res = await post('/v1/bookings/quote', { ...base, adultPax: 2, ...bad }, alice);
      expect([res.status, (res.body as Body).errorCode], JSON.stringify(bad)).toEqual([400, 'BKE800']);
    }
  });

  it('books the chosen room type with two rooms and keeps rooms, check-in time and requests', async () => {
    const roomId = plan.rooms[1]!;
    const before = { chosen: await roomStock(roomId), other: await roomStock(plan.rooms[0]!) };
    const request = {
      ...base,
      adultPax: 3,
      roomCount: 2,
      roomId,
      placement: [0, 1, 0],
      checkinTime: (await quote({ ...base, adultPax: 2 })).stay!.checkinTimes![0],
      requests: '禁煙ルーム希望\n到着が遅れる場合は連絡します',
    };
    const q = await quote(request);
    expect(q.ids.roomId).toBe(roomId);
    expect(q.stay!.roomId).toBe(roomId);
    const res = await book({ ...request, expectedTotal: q.paidTotal });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const number = (res.body as Body).bookingNumber!;
    expect(await roomStock(roomId)).toBe(before.chosen - 2);
    expect(await roomStock(plan.rooms[0]!)).toBe(before.other);
    const got = await call(api, 'GET', `/v1/bookings/${number}`, { session: alice });
    const stay = (got.body as Body).stay!;
    expect(stay).toEqual({
      roomId,
      roomName: q.stay!.roomName,
      placement: [0, 1, 0],
      rooms: [
        { adults: 2, children: 0, infants: 0 },
        { adults: 1, children: 0, infants: 0 },
      ],
      checkinTime: request.checkinTime,
      requests: '禁煙ルーム希望\n到着が遅れる場合は連絡します',
    });
    // The confirmation mail names them too (the outbox row, rendered as the worker renders it).
    const mail = await api.handle.db
      .selectFrom('mail_outbox')
      .select(['template', 'lang', 'data'])
      .where('dedupe_key', '=', `booking_confirmed:${number}`)
      .executeTakeFirstOrThrow();
    const text = renderMail(
      mail.template as MailTemplate,
      mail.lang,
      mailView(mail.data as Record<string, unknown>, mail.lang, 'http://localhost'),
    ).text;
    expect(text).toContain(`お部屋タイプ：${q.stay!.roomName.ja}`);
    expect(text).toContain('お部屋割り：1部屋目：大人2名 / 2部屋目：大人1名');
    expect(text).toContain(
      `チェックイン予定時刻：${request.checkinTime!.slice(0, 2)}:${request.checkinTime!.slice(2)}`,
    );
    expect(text).toContain('ご要望：禁煙ルーム希望\n到着が遅れる場合は連絡します');
  });

  it('counts each room’s party by category: a child at school and an infant, as the price rows do', async () => {
    const request = {
      ...base,
      adultPax: 2,
      roomCount: 2,
      children: [
        { age: 8, useBed: true, useSeat: true, isSchoolChild: true },
        { age: 3, useBed: false, useSeat: false, isSchoolChild: false },
      ],
      // Room 1: an adult and the infant (no bed); room 2: an adult and the child.
      placement: [0, 1, 1, 0],
    };
    const rooms = [
      { adults: 1, children: 0, infants: 1 },
      { adults: 1, children: 1, infants: 0 },
    ];
    const q = await quote(request);
    expect(q.stay!.rooms).toEqual(rooms);
    // The rooms count what the price rows price: one child and one infant.
    const counted = (category: string) =>
      q.priceRows.filter((r) => r.category === category).reduce((n, r) => n + r.count, 0);
    expect([counted('adult'), counted('child'), counted('infant')]).toEqual([2, 1, 1]);
    // Someone else placed: the infant with the child, the rooms follow.
    expect((await quote({ ...request, placement: [0, 1, 1, 1] })).stay!.rooms).toEqual([
      { adults: 1, children: 0, infants: 0 },
      { adults: 1, children: 1, infants: 1 },
    ]);

    const res = await book({ ...request, expectedTotal: q.paidTotal });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const number = (res.body as Body).bookingNumber!;
    const got = await call(api, 'GET', `/v1/bookings/${number}`, { session: alice });
    expect((got.body as Body).stay!.rooms).toEqual(rooms);

    const mail = await api.handle.db
      .selectFrom('mail_outbox')
      .select(['template', 'data'])
      .where('dedupe_key', '=', `booking_confirmed:${number}`)
      .executeTakeFirstOrThrow();
    const render = (lang: 'ja' | 'en') =>
      renderMail(
        mail.template as MailTemplate,
        lang,
        mailView(mail.data as Record<string, unknown>, lang, 'http://localhost'),
      );
    const ja = render('ja');
    expect(ja.text).toContain('お部屋割り：1部屋目：大人1名・幼児1名 / 2部屋目：大人1名・子供1名');
    expect(ja.html).toContain('1部屋目：大人1名・幼児1名 / 2部屋目：大人1名・子供1名');
    const en = render('en');
    expect(en.text).toContain('Rooms: Room 1: 1 adult, 1 infant; Room 2: 1 adult, 1 child');
    expect(en.html).toContain('Room 1: 1 adult, 1 infant; Room 2: 1 adult, 1 child');
  });

  it('answers a booking kept before rooms had infants with its rooms counted by category', async () => {
    const request = {
      ...base,
      adultPax: 2,
      roomCount: 2,
      children: [{ age: 4, useBed: false, useSeat: false, isSchoolChild: false }],
      placement: [0, 1, 1],
    };
    const q = await quote(request);
    const res = await book({ ...request, expectedTotal: q.paidTotal });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const number = (res.body as Body).bookingNumber!;
    // As such a booking was kept: each room's adults and children, every child counted a child.
    await sql`
      update booking set party = jsonb_set(party, '{stay,rooms}',
        '[{"adults":1,"children":0},{"adults":1,"children":1}]'::jsonb)
      where booking_number = ${number}
    `.execute(api.handle.db);
    const got = await call(api, 'GET', `/v1/bookings/${number}`, { session: alice });
    expect(got.status).toBe(200);
    expect((got.body as Body).stay!.rooms).toEqual([
      { adults: 1, children: 0, infants: 0 },
      { adults: 1, children: 0, infants: 1 },
    ]);
  });
});
