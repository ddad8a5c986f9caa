/**
 * The back office dashboard (issue 19 item 7): today's bookings, cancellations and sales (Japan
 * time), rooms and tour seats running low in the next 14 days (not the days whose sale was stopped on
 * purpose), coupon use, the maintenance state.
 * Read-only; every figure is one query of the tables bookings and operators write.
 */
import { addDays, japanToday } from '@tabiyori/domain';
import type { Static } from 'typebox';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { DashboardAnswer } from '../../schemas/operatorDashboard';
import { readMaintenance } from './maintenance';

export const LOW_ROOMS = 2;
export const LOW_SEATS = 4;
const HORIZON_DAYS = 14;

const isoDay = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;

export async function dashboard(
  db: Kysely<Database>,
  now = Date.now(),
): Promise<Static<typeof DashboardAnswer>> {
  const today = japanToday(now);
  const dayStart = `${isoDay(today)}T00:00:00+09:00`;
  const last = isoDay(addDays(today, HORIZON_DAYS - 1));
  const figures = await sql<{ bookings: string; cancellations: string; sales: string }>`
    select
      (select count(*) from booking where created_at >= ${dayStart}::timestamptz
         and created_at < ${dayStart}::timestamptz + interval '1 day')::text as bookings,
      (select count(*) from booking where cancelled_at >= ${dayStart}::timestamptz
         and cancelled_at < ${dayStart}::timestamptz + interval '1 day')::text as cancellations,
      (select coalesce(sum(paid_total), 0) from booking where status = 'confirmed'
         and created_at >= ${dayStart}::timestamptz and created_at < ${dayStart}::timestamptz + interval '1 day')::text as sales
  `.execute(db);
  const low = await sql<{
    kind: 'room' | 'seat';
    product_id: string;
    product_name: string;
    item_id: string;
    item_name: string;
    day: string;
    stock: number;
  }>`
    (select 'room' as kind, h.hotel_id as product_id, h.name_ja as product_name, r.room_id as item_id,
        coalesce(r.doc->'name'->>'ja', r.room_id) as item_name, to_char(d.stay_date, 'YYYYMMDD') as day, d.stock
      from room_day d join room r on r.room_id = d.room_id join hotel h on h.hotel_id = r.hotel_id
      where d.stay_date between ${isoDay(today)}::date and ${last}::date and d.stock <= ${LOW_ROOMS} and d.stop_held is null
      order by d.stock, d.stay_date, r.room_id limit 50)
    union all
    (select 'seat', t.tour_id, t.name_ja, t.tour_id, t.name_ja, to_char(d.dep_date, 'YYYYMMDD'), d.stock
      from tour_day d join tour t on t.tour_id = d.tour_id
      where d.dep_date between ${isoDay(today)}::date and ${last}::date and d.stock <= ${LOW_SEATS} and d.stop_held is null
      order by d.stock, d.dep_date, t.tour_id limit 50)
    order by stock, day, item_id limit 50
  `.execute(db);
  const coupons = await sql<{ uses: string; issued: string; used: string }>`
    select (select coalesce(sum(use_count), 0) from coupon_use)::text as uses,
      (select count(*) from user_coupon)::text as issued,
      (select count(*) from user_coupon where booking_number is not null)::text as used
  `.execute(db);
  const top = await sql<{ coupon_code: string; coupon_name: string; use_count: number }>`
    select u.coupon_code, coalesce(c.doc->>'CouponName', u.coupon_code) as coupon_name, u.use_count
    from coupon_use u join coupon c on c.coupon_code = u.coupon_code
    where u.use_count > 0 order by u.use_count desc, u.coupon_code limit 5
  `.execute(db);
  const f = figures.rows[0]!;
  const c = coupons.rows[0]!;
  return {
    today: {
      date: today,
      bookings: Number(f.bookings),
      cancellations: Number(f.cancellations),
      sales: Number(f.sales),
    },
    lowStock: {
      threshold: { rooms: LOW_ROOMS, seats: LOW_SEATS },
      items: low.rows.map((r) => ({
        kind: r.kind,
        productId: r.product_id,
        productName: r.product_name,
        itemId: r.item_id,
        itemName: r.item_name,
        date: r.day,
        stock: Number(r.stock),
      })),
    },
    coupons: {
      uses: Number(c.uses),
      userCouponsIssued: Number(c.issued),
      userCouponsUsed: Number(c.used),
      top: top.rows.map((t) => ({
        couponCode: t.coupon_code,
        couponName: t.coupon_name,
        uses: Number(t.use_count),
      })),
    },
    maintenance: await readMaintenance(db, now),
  };
}
