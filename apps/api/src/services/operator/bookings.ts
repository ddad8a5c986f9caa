/**
 * Bookings in the back office (issue 19 item 6): search by booking number, name (kanji, kana or
 * Latin; hiragana is read as katakana, spaces ignored), e-mail, product, dates, status and kind; a
 * booking's detail with the customer, internal notes and its back-office history; cancellation on
 * the customer's behalf through the traveller's own cancel service (services/booking/bookings.ts:
 * the same deadline, stock and coupon given back, what it does after a cancellation), audited in
 * that transaction; notes (append-only); a bounded CSV export of a search.
 */
import { stringify } from 'csv-stringify/sync';
import type { Static } from 'typebox';
import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { App } from '../../app';
import type { BookingTable, Database } from '../../db/schema';
import { ApiFailure } from '../../errors';
import type {
  BookingDetailAnswer,
  BookingSearchAnswer,
  BookingSearchQuery,
} from '../../schemas/operatorBookings';
import { cancelBooking, getBooking } from '../booking/bookings';
import type { Actor } from './access';
import { escapeLike, recordChange } from './audit';
import { bookingRow, nameKey, type BookingRow } from './bookingRow';
import { customerOf } from './customers';

export type BookingSearch = Static<typeof BookingSearchQuery>;
type Detail = Static<typeof BookingDetailAnswer>;

export const BOOKING_PAGE_SIZE = 50;
/** The most rows one CSV export holds (the console says when a search has more). */
export const CSV_MAX_ROWS = 5000;

type Row = Selectable<BookingTable>;
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
type Query = SelectQueryBuilder<Database, 'booking' | 'app_user', object>;

const lead = (field: string) => sql<string>`coalesce(booking.travellers->'lead'->>${field}, '')`;

/** Every spelling of the lead's and the account's names, spaces dropped, lower case. */
const NAME_HAYSTACK = sql<string>`lower(replace(replace(concat_ws('|',
  ${lead('familyName')} || ${lead('givenName')}, ${lead('givenName')} || ${lead('familyName')},
  ${lead('familyNameKana')} || ${lead('givenNameKana')},
  coalesce(app_user.family_name, '') || coalesce(app_user.given_name, ''),
  coalesce(app_user.given_name, '') || coalesce(app_user.family_name, ''),
  coalesce(app_user.family_name_kana, '') || coalesce(app_user.given_name_kana, '')), ' ', ''), '\u3000', ''))`;

const isoDay = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;

function filtered(db: Kysely<Database>, q: BookingSearch): Query {
  let query: Query = db.selectFrom('booking').innerJoin('app_user', 'app_user.id', 'booking.user_id');
  if (q.bookingNumber?.trim()) {
    query = query.where(
      'booking.booking_number',
      'like',
      `${escapeLike(q.bookingNumber.trim().toUpperCase())}%`,
    );
  }
  if (q.name?.trim()) query = query.where(NAME_HAYSTACK, 'like', `%${escapeLike(nameKey(q.name))}%`);
  if (q.email?.trim()) {
    const pattern = `%${escapeLike(q.email.trim().toLowerCase())}%`;
    query = query.where((eb) =>
      eb.or([eb(sql`lower(${lead('email')})`, 'like', pattern), eb('app_user.email', 'like', pattern)]),
    );
  }
  if (q.product?.trim()) {
    const text = q.product.trim();
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(booking.product_name)`, 'like', `%${escapeLike(text.toLowerCase())}%`),
        eb('booking.tour_id', '=', text),
        eb('booking.hotel_id', '=', text),
        eb('booking.plan_id', '=', text),
        eb('booking.optional_id', '=', text),
        eb('booking.car_id', '=', text),
      ]),
    );
  }
  if (q.from) query = query.where('booking.start_date', '>=', isoDay(q.from));
  if (q.to) query = query.where('booking.start_date', '<=', isoDay(q.to));
  if (q.status) query = query.where('booking.status', '=', q.status);
  if (q.kind) query = query.where('booking.kind', '=', q.kind);
  if (q.userId) query = query.where('booking.user_id', '=', q.userId);
  return query;
}

function ordered(query: Query) {
  return query
    .selectAll('booking')
    .orderBy('booking.created_at', 'desc')
    .orderBy('booking.booking_id', 'desc');
}

export async function searchBookings(
  db: Kysely<Database>,
  q: BookingSearch,
): Promise<Static<typeof BookingSearchAnswer>> {
  const page = q.page ?? 1;
  const query = filtered(db, q);
  const rows = await ordered(query)
    .limit(BOOKING_PAGE_SIZE)
    .offset((page - 1) * BOOKING_PAGE_SIZE)
    .execute();
  const total = await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return { bookings: rows.map(bookingRow), count: Number(total.n), page, pageSize: BOOKING_PAGE_SIZE };
}

const CSV_COLUMNS = [
  'bookingNumber',
  'status',
  'kind',
  'productName',
  'startDate',
  'endDate',
  'nights',
  'userId',
  'leadName',
  'leadNameKana',
  'leadEmail',
  'paidTotal',
  'createdAt',
  'cancelledAt',
] as const satisfies readonly (keyof BookingRow)[];

/**
 * The search as CSV (UTF-8 with BOM so spreadsheet software reads Japanese), at most CSV_MAX_ROWS
 * rows, newest first; `truncated` when the search has more. Cells that a spreadsheet would run
 * as a formula are escaped.
 */
export async function bookingsCsv(
  db: Kysely<Database>,
  q: BookingSearch,
): Promise<{ csv: string; rows: number; truncated: boolean }> {
  const rows = await ordered(filtered(db, q))
    .limit(CSV_MAX_ROWS + 1)
    .execute();
  const truncated = rows.length > CSV_MAX_ROWS;
  const records = rows.slice(0, CSV_MAX_ROWS).map(bookingRow);
  const csv = stringify(records, {
    header: true,
    columns: [...CSV_COLUMNS],
    bom: true,
    escape_formulas: true,
    cast: { number: (n) => String(n) },
  });
  return { csv, rows: records.length, truncated };
}

const notFound = () => new ApiFailure(404, 'BKE901', 'booking not found');

async function findRow(db: Kysely<Database>, bookingNumber: string): Promise<Row> {
  const row = await db
    .selectFrom('booking')
    .selectAll()
    .where('booking_number', '=', bookingNumber)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function bookingDetail(db: Kysely<Database>, bookingNumber: string): Promise<Detail> {
  const row = await findRow(db, bookingNumber);
  const view = await getBooking(db, row.user_id, bookingNumber);
  const [customer, notes, history] = [
    await customerOf(db, row.user_id),
    await db
      .selectFrom('booking_note')
      .selectAll()
      .where('booking_id', '=', row.booking_id)
      .orderBy('at')
      .orderBy('note_id')
      .execute(),
    await db
      .selectFrom('operator_audit')
      .selectAll()
      .where('target_type', '=', 'booking')
      .where('target_id', '=', bookingNumber)
      .orderBy('at')
      .orderBy('audit_id')
      .execute(),
  ];
  return {
    booking: {
      ...bookingRow(row),
      ids: view.ids,
      party: view.party,
      rental: view.rental,
      travellers: view.travellers,
      priceRows: view.priceRows,
      choices: view.choices,
      total: view.total,
      couponCode: view.couponCode,
      couponDiscount: view.couponDiscount,
      coupons: view.coupons,
      stay: view.stay,
      changes: view.changes,
      cancellable: view.cancellable,
      cancellationChargeNow: view.cancellationChargeNow,
      cancellationCharge: view.cancellationCharge,
      payment: view.payment,
    },
    customer,
    notes: notes.map((n) => ({
      noteId: Number(n.note_id),
      authorEmail: n.author_email,
      body: n.body,
      at: iso(n.at) ?? '',
    })),
    history: history.map((h) => ({
      auditId: Number(h.audit_id),
      at: iso(h.at) ?? '',
      actorId: h.actor_id,
      actorEmail: h.actor_email,
      action: h.action,
      targetType: h.target_type,
      targetId: h.target_id,
      before: h.before ?? null,
      after: h.after ?? null,
    })),
  };
}

/** The traveller's cancellation, made by support for them (same rules), audited in its transaction. */
export async function cancelForCustomer(app: App, actor: Actor, bookingNumber: string): Promise<Detail> {
  const row = await findRow(app.ctx.db, bookingNumber);
  await cancelBooking(app.ctx.db, row.user_id, bookingNumber, async (tx, before, after) => {
    await recordChange(tx, actor, {
      action: 'booking.cancel',
      targetType: 'booking',
      targetId: bookingNumber,
      before: { status: before.status },
      after: {
        status: after.status,
        cancellationCharge: after.cancellationCharge,
        cancelledAt: after.cancelledAt,
      },
    });
  });
  return bookingDetail(app.ctx.db, bookingNumber);
}

export async function addNote(app: App, actor: Actor, bookingNumber: string, body: string): Promise<Detail> {
  const text = body.trim();
  if (text === '') throw new ApiFailure(400, 'OPR800', 'body is invalid');
  await app.ctx.db.transaction().execute(async (tx) => {
    const row = await findRow(tx, bookingNumber);
    const note = await tx
      .insertInto('booking_note')
      .values({ booking_id: row.booking_id, author_id: actor.userId, author_email: actor.email, body: text })
      .returning('note_id')
      .executeTakeFirstOrThrow();
    await recordChange(tx, actor, {
      action: 'booking.note',
      targetType: 'booking',
      targetId: bookingNumber,
      before: null,
      after: { noteId: Number(note.note_id), body: text },
    });
  });
  return bookingDetail(app.ctx.db, bookingNumber);
}
