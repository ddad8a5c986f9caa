/**
 * A booking as one row of the back office's lists (search, customer page, CSV), and the key names
 * are compared by.
 */
import { toKatakana } from '@tabiyori/domain';
import type { Static } from 'typebox';
import type { Selectable } from 'kysely';
import type { BookingTable } from '../../db/schema';
import type { BookingRowSchema } from '../../schemas/operatorBookings';

export type BookingRow = Static<typeof BookingRowSchema>;

/** Hiragana → katakana, spaces dropped, lower case: how names are compared. */
export function nameKey(text: string): string {
  return toKatakana(text)
    .replace(/[\s\u3000]+/g, '')
    .toLowerCase();
}

const ymd = (value: unknown) =>
  (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10)).replaceAll('-', '');
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function bookingRow(row: Selectable<BookingTable>): BookingRow {
  const l = ((row.travellers as { lead?: Record<string, string> } | null)?.lead ?? {}) as Record<
    string,
    string
  >;
  return {
    bookingNumber: row.booking_number,
    status: row.status,
    kind: row.kind,
    productName: row.product_name,
    startDate: ymd(row.start_date),
    endDate: ymd(row.end_date),
    nights: row.nights,
    userId: row.user_id,
    leadName: [l.familyName, l.givenName].filter(Boolean).join(' '),
    leadNameKana: [l.familyNameKana, l.givenNameKana].filter(Boolean).join(' '),
    leadEmail: l.email ?? '',
    paidTotal: row.paid_total,
    createdAt: iso(row.created_at) ?? '',
    cancelledAt: iso(row.cancelled_at),
  };
}
