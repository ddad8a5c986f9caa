import { sql, type Kysely } from 'kysely';

/**
 * Booking changes (issue 18 item 5): one row per change a traveller made to a booking (its date,
 * nights, party, rooms or rental times), written in the change's own transaction with the stock
 * moved and the mail queued; the back office's booking detail shows them (before and after).
 * - before / after: the booking's summary (dates, party, rooms, room type, totals, coupons, payment);
 * - difference: the new paid total − the old (yen);
 * - (user_id, idempotency_key): the change call's Idempotency-Key, inserted first (as
 *   idempotency_key for bookings), so the same key twice makes one change; request_hash tells a
 *   repeated request from another body with the same key.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table booking_change (
      change_id bigint generated always as identity primary key,
      booking_id bigint not null references booking (booking_id) on delete cascade,
      user_id text not null references app_user (id),
      idempotency_key text not null check (length(idempotency_key) between 8 and 128),
      request_hash text not null,
      before jsonb not null default '{}'::jsonb,
      after jsonb not null default '{}'::jsonb,
      difference integer not null default 0,
      created_at timestamptz not null default now(),
      unique (user_id, idempotency_key)
    );
    create index booking_change_booking_idx on booking_change (booking_id, change_id);
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table booking_change;`.execute(db);
}
