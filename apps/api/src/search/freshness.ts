/**
 * Test support for the search index's freshness tests (issue 15): a hotel plan sold on one room, its
 * search URL, whether a search shows it, and polling with a bound until it does or does not.
 */
import { addDays } from '@tabiyori/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isoDay } from '../test/harness';

export interface OneRoomPlan {
  hotelId: string;
  planId: string;
  roomId: string;
  /** YYYYMMDD, one night. */
  date: string;
}

/** A plan for 2 adults on one room only, on sale `ahead` days from today, skipping `skip` of them. */
export async function oneRoomPlan(
  db: Kysely<Database>,
  today: string,
  ahead: number,
  skip = 0,
): Promise<OneRoomPlan> {
  const date = addDays(today, ahead);
  const { rows } = await sql<{ plan_id: string; hotel_id: string; room_id: string }>`
    select p.plan_id, p.hotel_id, r.room_id
    from plan p join room r on r.room_id = p.room_ids[1]
    join room_day s on s.room_id = r.room_id and s.stay_date = ${isoDay(date)}::date
    where cardinality(p.room_ids) = 1 and r.capacity_min <= 2 and r.capacity_max >= 2
      and p.min_pax <= 2 and p.max_pax >= 2 and coalesce((p.doc->>'minNights')::int, 1) = 1
      and p.stay_from <= ${isoDay(date)}::date and p.stay_to >= ${isoDay(addDays(date, 1))}::date
      and p.booking_deadline_days <= ${ahead} and s.stock >= 2
      and exists (select 1 from plan_day d where d.plan_id = p.plan_id and d.prices[2] > 0
                  and d.stay_date = ${isoDay(date)}::date)
    order by p.plan_id limit 1 offset ${skip}`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('no one-room plan in the catalog');
  return { hotelId: row.hotel_id, planId: row.plan_id, roomId: row.room_id, date };
}

/** The hotel search that finds the hotel only through this plan. */
export const planSearchPath = (plan: OneRoomPlan): string =>
  `/v1/hotels?lang=ja&hotelIds=${plan.hotelId}&planIds=${plan.planId}&goDate=${plan.date}&nights=1&adultPax=2`;

/** Rooms left the search shows for the plan's hotel, or null when the search does not find it. */
export async function shownStock(baseUrl: string, plan: OneRoomPlan): Promise<number | null> {
  const res = await fetch(baseUrl + planSearchPath(plan));
  if (res.status !== 200) throw new Error(`search answered ${res.status}`);
  const body = (await res.json()) as { hotels: { hotelId: string; stock: number | null }[] };
  const hotel = body.hotels.find((h) => h.hotelId === plan.hotelId);
  return hotel ? hotel.stock : null;
}

/** Polls `read` until `wanted` holds, at most `boundMs`; answers the milliseconds it took. */
export async function pollUntil<T>(
  read: () => Promise<T>,
  wanted: (value: T) => boolean,
  boundMs: number,
  what: string,
): Promise<number> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (wanted(value)) return Date.now() - started;
    if (Date.now() - started > boundMs)
      throw new Error(`${what}: still ${JSON.stringify(value)} after ${boundMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
