import { sql, type Kysely } from 'kysely';

/**
 * Bookings keep every choice (issue 18 item 1): `choices` holds what a tour booking chose and got,
 * as a snapshot like the party and price rows (schemas/bookingChoices.ts TourChoicesView): the
 * hotel and plan of each stay with its per-adult difference, the service of each leg with its
 * surcharge, the traveller's room assignment (spec §3 ten counts per room) and the optional
 * activities booked with the tour (date, who takes part, their price rows). Empty for other kinds.
 * The optionals' places are booking_stock rows (optional_day) like any other stock the booking took.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table booking add column choices jsonb`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table booking drop column choices`.execute(db);
}
