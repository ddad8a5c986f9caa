/**
 * Stock rows of bookings (issue 7 item 6, issue 18 item 5): taking and giving back one day of a
 * room, tour, activity or car with conditional updates, in ONE lock order for every writer
 * (table, item, day), so concurrent bookings, cancellations, changes and operator edits never
 * deadlock. A day stopped by the operator has stock 0 (its remainder is in stop_held), so taking
 * fails there: it counts as sold out; what is given back while stopped goes to stop_held (trigger).
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { sqlDate } from '../tourPrice';
import type { StockClaim } from './pricing';

/** Takes one stock row: true when it was there. */
export async function takeStock(tx: Transaction<Database>, claim: StockClaim): Promise<boolean> {
  const day = sqlDate(claim.date);
  const n = claim.quantity;
  let result;
  switch (claim.table) {
    case 'room_day':
      result = await sql`update room_day set stock = stock - ${n}
        where room_id = ${claim.itemId} and stay_date = ${day}::date and stock >= ${n}`.execute(tx);
      break;
    case 'tour_day':
      result = await sql`update tour_day set stock = stock - ${n}
        where tour_id = ${claim.itemId} and dep_date = ${day}::date and stock >= ${n}`.execute(tx);
      break;
    case 'optional_day':
      result = await sql`update optional_day set stock = stock - ${n}
        where optional_id = ${claim.itemId} and use_date = ${day}::date and stock >= ${n}`.execute(tx);
      break;
    case 'rentacar_day':
      result = await sql`update rentacar_day set stock = stock - ${n}
        where car_id = ${claim.itemId} and use_date = ${day}::date and stock >= ${n}`.execute(tx);
      break;
    case 'rentacar_option_day':
      result = await sql`update rentacar_option_day set stock = stock - ${n}
        where option_id = ${claim.itemId} and use_date = ${day}::date and stock >= ${n}`.execute(tx);
      break;
  }
  return Number(result.numAffectedRows ?? 0n) === 1;
}

/** Gives one stock row back. */
export async function giveStock(tx: Transaction<Database>, claim: StockClaim): Promise<void> {
  const day = sqlDate(claim.date);
  const n = claim.quantity;
  switch (claim.table) {
    case 'room_day':
      await sql`update room_day set stock = stock + ${n} where room_id = ${claim.itemId} and stay_date = ${day}::date`.execute(
        tx,
      );
      return;
    case 'tour_day':
      await sql`update tour_day set stock = stock + ${n} where tour_id = ${claim.itemId} and dep_date = ${day}::date`.execute(
        tx,
      );
      return;
    case 'optional_day':
      await sql`update optional_day set stock = stock + ${n} where optional_id = ${claim.itemId} and use_date = ${day}::date`.execute(
        tx,
      );
      return;
    case 'rentacar_day':
      await sql`update rentacar_day set stock = stock + ${n} where car_id = ${claim.itemId} and use_date = ${day}::date`.execute(
        tx,
      );
      return;
    case 'rentacar_option_day':
      await sql`update rentacar_option_day set stock = stock + ${n}
        where option_id = ${claim.itemId} and use_date = ${day}::date`.execute(tx);
      return;
  }
}

export const claimOrder = (a: StockClaim, b: StockClaim) =>
  a.table.localeCompare(b.table) || a.itemId.localeCompare(b.itemId) || a.date.localeCompare(b.date);

const claimKey = (c: StockClaim) => `${c.table}|${c.itemId}|${c.date}`;

/**
 * What a change moves: per stock row, wanted − held (positive: to take, negative: to give back),
 * rows that stay the same left out, in the lock order.
 */
export function stockDeltas(held: readonly StockClaim[], wanted: readonly StockClaim[]): StockClaim[] {
  const net = new Map<string, StockClaim>();
  for (const [claims, sign] of [
    [held, -1],
    [wanted, 1],
  ] as const) {
    for (const c of claims) {
      const key = claimKey(c);
      const entry = net.get(key) ?? { ...c, quantity: 0 };
      entry.quantity += sign * c.quantity;
      net.set(key, entry);
    }
  }
  return [...net.values()].filter((c) => c.quantity !== 0).sort(claimOrder);
}

/** The stock rows a booking holds (booking_stock), in the lock order. */
export async function heldClaims(db: Kysely<Database>, bookingId: number): Promise<StockClaim[]> {
  const taken = await db
    .selectFrom('booking_stock')
    .select(['stock_table', 'item_id', 'stock_date', 'quantity'])
    .where('booking_id', '=', bookingId)
    .execute();
  return taken
    .map((t) => ({
      table: t.stock_table,
      itemId: t.item_id,
      date: t.stock_date.replaceAll('-', ''),
      quantity: t.quantity,
    }))
    .sort(claimOrder);
}

/** Records the stock rows a booking holds (booking_stock): what its cancellation or change gives back. */
export async function recordBookingStock(
  tx: Transaction<Database>,
  bookingId: number,
  claims: readonly StockClaim[],
): Promise<void> {
  await tx
    .insertInto('booking_stock')
    .values(
      claims.map((c) => ({
        booking_id: bookingId,
        stock_table: c.table,
        item_id: c.itemId,
        stock_date: sqlDate(c.date),
        quantity: c.quantity,
      })),
    )
    .execute();
}

/** What is left of one stock row now (0 for a day not on sale or stopped). */
export async function stockLeft(db: Kysely<Database>, claim: StockClaim): Promise<number> {
  const day = sqlDate(claim.date);
  const column = {
    room_day: ['room_id', 'stay_date'],
    tour_day: ['tour_id', 'dep_date'],
    optional_day: ['optional_id', 'use_date'],
    rentacar_day: ['car_id', 'use_date'],
    rentacar_option_day: ['option_id', 'use_date'],
  }[claim.table];
  const { rows } = await sql<{ stock: number }>`
    select stock from ${sql.table(claim.table)}
    where ${sql.ref(column[0]!)} = ${claim.itemId} and ${sql.ref(column[1]!)} = ${day}::date`.execute(db);
  return rows[0]?.stock ?? 0;
}

/**
 * Applies a change's deltas in the lock order inside its transaction: gives back what the booking
 * no longer needs, takes what it newly needs; false as soon as a row lacks stock (the caller rolls
 * back: nothing moved).
 */
export async function moveStock(tx: Transaction<Database>, deltas: readonly StockClaim[]): Promise<boolean> {
  for (const delta of [...deltas].sort(claimOrder)) {
    if (delta.quantity < 0) await giveStock(tx, { ...delta, quantity: -delta.quantity });
    else if (!(await takeStock(tx, delta))) return false;
  }
  return true;
}
