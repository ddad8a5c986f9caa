/**
 * The hotel search's summary table, plan_search_day (migration 0007): one row per plan and night it
 * is on sale (stay_from ≤ night ≤ stay_to and a plan_day row), holding what a search needs without
 * touching plan, plan_day or room_day: the hotel and its prefecture, the plan's minimum nights and
 * booking deadline, the night's prices by people per room, and the night's stock (the most rooms
 * left of any one of the plan's rooms; 0 when none of them has a room_day row).
 *
 * How it stays exact:
 * - stock: a trigger on `update of stock on room_day` recomputes the stock of every plan selling
 *   that room on that night, in the same transaction (a booking and a cancellation change room_day
 *   through services/booking, so the search sees them at once);
 * - prices: a trigger on `update of prices on plan_day` copies the night's new prices;
 * - rows: catalog rows (plans, plan days, rooms, room days) are only inserted by the seed, which
 *   fills the table once at the end with `fillSearchSummary` (one set-based INSERT … SELECT, then
 *   ANALYZE); migration 0007 does the same for a database seeded before it.
 */
import { sql, type Kysely } from 'kysely';

/** (Re)fills plan_search_day from plan, plan_day, hotel and room_day; answers the rows written. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function fillSearchSummary(db: Kysely<any>): Promise<number> {
  await sql`delete from plan_search_day`.execute(db);
  // Rows in (stay_date, area2_code) order, so one prefecture's night is a few adjacent pages.
  const result = await sql`
    insert into plan_search_day
      (stay_date, area2_code, hotel_id, plan_id, min_nights, booking_deadline_days, prices, stock)
    select pd.stay_date, h.area2_code, p.hotel_id, p.plan_id,
           coalesce((p.doc->>'minNights')::int, 1), p.booking_deadline_days, pd.prices,
           coalesce(st.stock, 0)
    from plan_day pd
    join plan p on p.plan_id = pd.plan_id
    join hotel h on h.hotel_id = p.hotel_id
    left join (
      select pr.plan_id, rd.stay_date, max(rd.stock) as stock
      from (select plan_id, unnest(room_ids) as room_id from plan) pr
      join room_day rd on rd.room_id = pr.room_id
      group by pr.plan_id, rd.stay_date
    ) st on st.plan_id = pd.plan_id and st.stay_date = pd.stay_date
    where pd.stay_date >= p.stay_from and pd.stay_date <= p.stay_to
    order by pd.stay_date, h.area2_code, p.hotel_id, p.plan_id
  `.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
