/**
 * The history of a booking's changes (issue 18 item 5, migration 0027 booking_change): what the
 * traveller's booking detail and the back office's booking detail show, before and after.
 * `after` holds the summary after the change plus the coupons it removed and the refund.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ChangeRecord, ChangeSummary, RemovedCoupon } from '../../schemas/bookings';

/** What booking_change.after stores. */
export type StoredChangeAfter = ChangeSummary & { removedCoupons: RemovedCoupon[]; refund: number };

interface ChangeRow {
  change_id: number | string;
  booking_id: number | string;
  created_at: Date | string;
  before: unknown;
  after: unknown;
  difference: number;
}

export function changeRecord(row: ChangeRow): ChangeRecord {
  const { removedCoupons, refund, ...after } = row.after as StoredChangeAfter;
  return {
    changeId: Number(row.change_id),
    createdAt: new Date(row.created_at).toISOString(),
    before: row.before as ChangeSummary,
    after,
    difference: row.difference,
    removedCoupons: removedCoupons ?? [],
    refund: refund ?? 0,
  };
}

/** The completed changes of each booking, oldest first, by booking id. */
export async function changeHistoryOfBookings(
  db: Kysely<Database>,
  bookingIds: readonly number[],
): Promise<Map<number, ChangeRecord[]>> {
  const byBooking = new Map<number, ChangeRecord[]>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .selectFrom('booking_change')
    .select(['change_id', 'booking_id', 'created_at', 'before', 'after', 'difference'])
    .where('booking_id', 'in', [...bookingIds])
    .orderBy('booking_id')
    .orderBy('change_id')
    .execute();
  for (const row of rows) {
    const id = Number(row.booking_id);
    byBooking.set(id, [...(byBooking.get(id) ?? []), changeRecord(row)]);
  }
  return byBooking;
}

/** The changes of one booking, oldest first. */
export async function changeHistory(db: Kysely<Database>, bookingId: number): Promise<ChangeRecord[]> {
  return (await changeHistoryOfBookings(db, [bookingId])).get(bookingId) ?? [];
}
