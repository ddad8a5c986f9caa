/**
 * Issue 18 item 2 for tours: a tour stay's plan may cover several room types (the catalog's tours:
 * 190 of their 434 default plans list two or three rooms). The quote lists them with whether the
 * party's rooms fit; the traveller's choice is checked (the plan's own room, fitting the party),
 * priced by the server (the tour's price is per plan and occupancy, so the same for every type),
 * stored, shown back by GET /v1/bookings/{n} and written in the confirmation mail.
 */
import { addDays } from '@tabiyori/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailView } from '../mail/views';
import { renderMail } from '../mail/templates';
import { call } from '../test/accounts';
import { bookingSuite } from '../test/bookingSuite';
import { DATABASE_KINDS, isoDay } from '../test/harness';

interface RoomType {
  roomId: string;
  name: { ja: string; en: string };
  capacityMin: number;
  capacityMax: number;
  fits: boolean;
}
interface StayView {
  relativeDate: number;
  hotelId: string;
  planId: string;
  roomId: string;
  roomName: { ja: string; en: string };
  roomTypes: RoomType[];
}
interface Body {
  errorCode?: string;
  message?: string;
  bookingNumber?: string;
  total: number;
  choices: { stays: StayView[] } | null;
  [key: string]: unknown;
}

describe.each(DATABASE_KINDS)('a tour stay’s room type on %s (issue 18 item 2)', (kind) => {
  const suite = bookingSuite<Body>(kind, `tour-room-${kind}`);
  const { quote, book, post } = suite;
  /** A tour departure whose first stay's plan has two room types that fit two adults. */
  let tour: { tourId: string; date: string; stay: StayView; total: number };

  beforeAll(async () => {
    const { api, alice, today } = suite;
    const { rows } = await sql<{ tour_id: string; dep_date: string }>`
      select distinct on (d.tour_id) d.tour_id, d.dep_date from tour_day d join tour t on t.tour_id = d.tour_id
      where d.dep_date between ${isoDay(addDays(today, 20))}::date and ${isoDay(addDays(today, 40))}::date
        and d.stock >= 4 and d.price_from > 0 and t.nights between 1 and 2
      order by d.tour_id, d.dep_date limit 60
    `.execute(api.handle.db);
    for (const row of rows) {
      const date = row.dep_date.replaceAll('-', '');
      const res = await post(
        '/v1/bookings/quote',
        { kind: 'tour', tourId: row.tour_id, date, adultPax: 2 },
        alice,
      );
      if (res.status !== 200) continue;
      const body = res.body as Body;
      const stay = body.choices?.stays[0];
      if (stay && body.choices!.stays.length === 1 && stay.roomTypes.filter((r) => r.fits).length >= 2) {
        tour = { tourId: row.tour_id, date, stay, total: body.total };
        break;
      }
    }
    if (!tour) throw new Error('no tour whose plan has two room types for two adults');
  }, 180_000);

  const base = () => ({ kind: 'tour', tourId: tour.tourId, date: tour.date, adultPax: 2 });
  const otherRoom = () => tour.stay.roomTypes.find((r) => r.fits && r.roomId !== tour.stay.roomId)!;
  const stayWith = (roomId: string) => ({
    relativeDate: tour.stay.relativeDate,
    hotelId: tour.stay.hotelId,
    planId: tour.stay.planId,
    roomId,
  });

  it('without a choice the stay takes the plan’s first room that fits, named, among the plan’s room types', () => {
    const first = tour.stay.roomTypes.find((r) => r.fits)!;
    expect(tour.stay.roomId).toBe(first.roomId);
    expect(tour.stay.roomName).toEqual(first.name);
    for (const r of tour.stay.roomTypes) {
      expect(r.fits).toBe(r.capacityMin <= 2 && r.capacityMax >= 2);
    }
  });

  it('another room type of the plan is taken at the tour’s price, stored and shown back, and mailed', async () => {
    const other = otherRoom();
    const q = await quote({ ...base(), stays: [stayWith(other.roomId)] });
    expect(q.choices!.stays[0]).toMatchObject({ roomId: other.roomId, roomName: other.name });
    expect(q.total).toBe(tour.total);

    const res = await book({ ...base(), stays: [stayWith(other.roomId)], expectedTotal: q.total });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const number = (res.body as Body).bookingNumber!;
    const got = await call(suite.api, 'GET', `/v1/bookings/${number}`, { session: suite.alice });
    expect((got.body as Body).choices!.stays[0]).toMatchObject({
      roomId: other.roomId,
      roomName: other.name,
    });

    const mail = await suite.api.handle.db
      .selectFrom('mail_outbox')
      .select(['data', 'lang'])
      .where('template', '=', 'booking_confirmed')
      .where(sql<boolean>`data->>'bookingNumber' = ${number}`)
      .executeTakeFirstOrThrow();
    const data = (typeof mail.data === 'string' ? JSON.parse(mail.data) : mail.data) as Record<
      string,
      unknown
    >;
    for (const lang of ['ja', 'en'] as const) {
      const rendered = renderMail('booking_confirmed', lang, mailView(data, lang, 'https://example.jp'));
      expect(rendered.text).toContain(other.name[lang]);
      expect(rendered.html).toContain(other.name[lang].replaceAll('&', '&amp;'));
    }
  });

  it('a room the plan does not sell, or one the party does not fit, is refused (400 BKE804)', async () => {
    const foreign = await post(
      '/v1/bookings/quote',
      { ...base(), stays: [stayWith(`${tour.stay.hotelId}R99`)] },
      suite.alice,
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ errorCode: 'BKE804' });
    // A party size the plan sells but one of its room types does not hold: that type is refused.
    let refused = false;
    for (const adultPax of [1, 3, 4, 5]) {
      const res = await post('/v1/bookings/quote', { ...base(), adultPax }, suite.alice);
      if (res.status !== 200) continue;
      const unfit = (res.body as Body).choices!.stays[0]!.roomTypes.find((r) => !r.fits);
      if (!unfit) continue;
      const asked = await post(
        '/v1/bookings/quote',
        { ...base(), adultPax, stays: [stayWith(unfit.roomId)] },
        suite.alice,
      );
      expect(asked.status).toBe(400);
      expect(asked.body).toMatchObject({ errorCode: 'BKE804', message: 'the room does not fit this party' });
      refused = true;
      break;
    }
    expect(refused).toBe(true);
  });
});
