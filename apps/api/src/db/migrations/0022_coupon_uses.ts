import { sql, type Kysely } from 'kysely';

/**
 * Coupons: use caps per member, several coupons per booking, uses given back (issue 18 item 3,
 * issue 19 item 4).
 * - coupon.max_use_per_user: how many bookings of one member may use the coupon (null: no cap);
 *   max_use_count stays the total cap.
 * - coupon_user_use: a member's live use count per coupon (counted and given back in the booking's
 *   and the cancellation's transaction with conditional updates, as coupon_use is).
 * - coupon_use.returned_count: uses given back by cancellations (the console's usage figures).
 * - booking_coupon: each coupon a booking used, in the order it applied, with its own discount
 *   (booking.coupon_discount is their sum; booking.coupon_code the first, as before).
 * The coupon service's data version moves with coupon_user_use like with the other coupon tables.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table coupon add column max_use_per_user integer check (max_use_per_user > 0);
    alter table coupon_use add column returned_count integer not null default 0 check (returned_count >= 0);

    create table coupon_user_use (
      coupon_code text not null references coupon (coupon_code) on delete cascade,
      user_id text not null,
      use_count integer not null default 0 check (use_count >= 0),
      primary key (coupon_code, user_id)
    );
    create trigger coupon_user_use_touch after insert or update or delete or truncate on coupon_user_use
      for each statement execute function coupon_data_touch();

    create table booking_coupon (
      booking_id bigint not null references booking (booking_id) on delete cascade,
      position smallint not null check (position >= 0),
      coupon_code text not null,
      user_coupon_key text,
      discount integer not null check (discount > 0),
      primary key (booking_id, position)
    );
    create index booking_coupon_code_idx on booking_coupon (coupon_code);
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop table booking_coupon;
    drop table coupon_user_use;
    alter table coupon_use drop column returned_count;
    alter table coupon drop column max_use_per_user;
  `.execute(db);
}
