/**
 * Bookable products of the seeded test catalog, for tests that need a real booking: a tour
 * departure with seats and a yado plan for 2 people, from a given day on.
 */
import { addDays } from '@tabiyori/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isoDay } from './harness';

/** A tour departure (not by air) on or after `from` with at least `seats` seats: a booking request for 2. */
export async function bookableTour(db: Kysely<Database>, from: string, seats = 4) {
  const { rows } = await sql<{ tour_id: string; dep_date: string; stock: number }>`
    select d.tour_id, d.dep_date, d.stock from tour_day d join tour t on t.tour_id = d.tour_id
    where d.dep_date >= ${isoDay(from)}::date and d.stock >= ${seats} and d.price_from > 0
      and t.approach_type <> 'air'
    order by d.dep_date, d.tour_id limit 1`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('no bookable tour in the catalog');
  return {
    request: { kind: 'tour', tourId: row.tour_id, date: row.dep_date.replaceAll('-', ''), adultPax: 2 },
    stock: row.stock,
  };
}

/**
 * A yado plan for 2 adults, `nights` nights from `date`, priced and with rooms left every night (the
 * catalog's stock depends on the day, and the day on today's date): a booking request. With
 * `deadlineDays`, a plan whose booking deadline is exactly that many days before check-in.
 */
export async function bookableStay(db: Kysely<Database>, date: string, nights = 1, deadlineDays?: number) {
  const first = isoDay(date);
  const end = isoDay(addDays(date, nights));
  const { rows } = await sql<{ plan_id: string; hotel_id: string; room_id: string }>`
    select p.plan_id, p.hotel_id, r.room_id
    from plan p join room r on r.room_id = p.room_ids[1]
    where r.capacity_min <= 2 and r.capacity_max >= 2 and p.min_pax <= 2 and p.max_pax >= 2
      and p.stay_from <= ${first}::date and p.stay_to >= ${end}::date
      and p.booking_deadline_days <= 20
      ${deadlineDays === undefined ? sql`` : sql`and p.booking_deadline_days = ${deadlineDays}`}
      and (select count(*) from plan_day d where d.plan_id = p.plan_id and d.prices[2] > 0
           and d.stay_date >= ${first}::date and d.stay_date < ${end}::date) = ${nights}
      and (select count(*) from room_day s where s.room_id = r.room_id and s.stock >= 2
           and s.stay_date >= ${first}::date and s.stay_date < ${end}::date) = ${nights}
    order by p.plan_id limit 1`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('no bookable plan in the catalog');
  return {
    kind: 'yado',
    hotelId: row.hotel_id,
    planId: row.plan_id,
    roomId: row.room_id,
    date,
    nights,
    adultPax: 2,
  };
}

/** An optional activity on or after `from` with `places` places (at least 2) for 2 adults: the day and its places. */
export async function bookableOptional(db: Kysely<Database>, from: string, places = 2) {
  const { rows } = await sql<{ optional_id: string; use_date: string; stock: number }>`
    select d.optional_id, d.use_date, d.stock from optional_day d join optional_activity o on o.optional_id = d.optional_id
    where d.use_date >= ${isoDay(from)}::date and d.stock >= ${places}
      and (o.doc->>'minPax')::int <= 2 and (o.doc->>'maxPax')::int >= 2
    order by d.use_date, d.optional_id limit 1`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('no bookable activity in the catalog');
  return {
    request: {
      kind: 'optional',
      optionalId: row.optional_id,
      date: row.use_date.replaceAll('-', ''),
      adultPax: 2,
    },
    stock: row.stock,
  };
}

/**
 * A rental car with `cars` cars left on `pickup` and the next day (the `skip`-th such car by id):
 * picked up and returned at its office's opening time, for 2 adults.
 */
export async function bookableCar(db: Kysely<Database>, pickup: string, { cars = 1, skip = 0 } = {}) {
  const { rows } = await sql<{ car_id: string; open_time: string }>`
    select r.car_id, o.doc->>'openTime' as open_time from rentacar r
    join rentacar_office o on o.office_code = r.office_code
    where (select count(*) from rentacar_day d where d.car_id = r.car_id and d.stock >= ${cars}
           and d.use_date in (${isoDay(pickup)}::date, ${isoDay(addDays(pickup, 1))}::date)) = 2
    order by r.car_id limit 1 offset ${skip}`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('no bookable rental car in the catalog');
  return {
    kind: 'rentacar',
    carId: row.car_id,
    date: pickup,
    pickupTime: row.open_time,
    returnDate: addDays(pickup, 1),
    returnTime: row.open_time,
    adultPax: 2,
  };
}
