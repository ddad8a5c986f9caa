import { sql, type Kysely } from 'kysely';

/**
 * Bookings (issue 7 items 3, 4, 6): a traveller's booking of a tour, a hotel stay (yado), a dynamic
 * package (dp), an optional activity or a rental car, the stock it took, and idempotency keys.
 *
 * - booking: one booking. `booking_number` is what the traveller sees ('TB' + 9 random digits + a
 *   Luhn check digit, domain booking/bookingNumber.ts): unique, never sequential. Product ids are
 *   columns by kind (tour_id; hotel_id + plan_id + room_id; optional_id; car_id); start_date /
 *   end_date are the departure (check-in, use, pickup) and last day. The party (adults, children by
 *   category, rooms, room assignment), the travellers (names in kanji and kana, contact, per-person
 *   details), the price rows (label, paxType, unitPrice, count, amount) and the cancellation
 *   policy are snapshots as jsonb: a later catalog change never changes a booking. Money is
 *   integer yen: total (before coupon) − coupon_discount = paid_total; cancellation_charge is
 *   what the policy charged at cancellation.
 * - booking_stock: each stock row a booking took (table, key, day, quantity), so cancellation
 *   gives back exactly that.
 * - idempotency_key: (user, Idempotency-Key) → the hash of the request and the booking it made.
 *   Inserted first in the booking's transaction, so two requests with one key make one booking
 *   (the second waits on the primary key, then finds the first's row).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table booking (
      booking_id bigint generated always as identity primary key,
      booking_number text not null unique check (booking_number ~ '^TB[0-9]{10}$'),
      user_id text not null references app_user (id),
      kind text not null check (kind in ('tour', 'yado', 'dp', 'optional', 'rentacar')),
      tour_id text,
      hotel_id text,
      plan_id text,
      room_id text,
      optional_id text,
      car_id text,
      product_name text not null,
      start_date date not null,
      end_date date not null check (end_date >= start_date),
      nights smallint not null default 0 check (nights >= 0),
      party jsonb not null,
      travellers jsonb not null,
      price_rows jsonb not null,
      total integer not null check (total >= 0),
      coupon_code text,
      user_coupon_key text,
      coupon_discount integer not null default 0 check (coupon_discount >= 0),
      paid_total integer not null check (paid_total >= 0 and paid_total = total - coupon_discount),
      cancellation_policy jsonb not null,
      status text not null default 'confirmed' check (status in ('confirmed', 'cancelled')),
      cancellation_charge integer check (cancellation_charge >= 0),
      created_at timestamptz not null default now(),
      cancelled_at timestamptz,
      check ((status = 'cancelled') = (cancelled_at is not null))
    );
    create index booking_user_idx on booking (user_id, created_at desc);

    create table booking_stock (
      booking_id bigint not null references booking (booking_id) on delete cascade,
      stock_table text not null check (stock_table in ('room_day', 'tour_day', 'optional_day', 'rentacar_day')),
      item_id text not null,
      stock_date date not null,
      quantity integer not null check (quantity > 0),
      primary key (booking_id, stock_table, item_id, stock_date)
    );

    create table idempotency_key (
      user_id text not null references app_user (id),
      key text not null check (length(key) between 8 and 128),
      request_hash text not null,
      booking_number text references booking (booking_number),
      response_status smallint,
      created_at timestamptz not null default now(),
      primary key (user_id, key)
    );
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop table idempotency_key;
    drop table booking_stock;
    drop table booking;
  `.execute(db);
}
