/**
 * Changing a booking (issue 18 item 5): a hotel stay, dp, optional activity or rental car moves to
 * another date, another party, other rooms or other rental times where stock allows. The rules
 * (what may change, until when, the payment) are the domain's booking/bookingChange.ts.
 *
 * Quote (no write): the booking as it is and as it would be, priced again from the database like a
 * new booking (pricing.ts), its coupons judged again on the new price (coupons.ts
 * rejudgeBookingCoupons), the difference, the payment after it, and whether the stock is there
 * (the booking's own rows count as its own: a stay one night longer needs one new night only).
 *
 * Change (write), in ONE transaction:
 *   1. insert the change row with the Idempotency-Key (migration 0027): the same key again waits
 *      for the first, then answers its change (same body) or 422 BKE806 (another body);
 *   2. lock the booking row (a cancellation, the payment deadline or another change of it waits);
 *      judge again whether it may change (409 BKE807 / BKE808), price it again, re-judge its
 *      coupons, check the traveller's expectedTotal (409 BKE802) and the payment (409 BKE809);
 *   3. move the stock: per stock row the difference between what the booking holds and what it
 *      needs, in the bookings' lock order (stock.ts): a row newly needed is taken with a conditional
 *      update (a stopped day has none: sold out), a row no longer needed is given back → all or
 *      nothing, 409 BKE801 rolls everything back;
 *   4. give back the uses of the coupons removed, store the coupons kept with their new discounts,
 *      rewrite the booking (dates, party, rooms, rows, totals, policy, payment deadline) and its
 *      booking_stock rows, record before and after on the change row, and queue the change mail
 *      (outbox, once per change: its dedupe key is the change id).
 * Nothing is half-written: any refusal rolls the whole transaction back.
 */
import {
  addDays,
  bookingChangeLines,
  bookingCouponInput,
  daysBetween,
  CHANGEABLE_FIELDS,
  changeDeadline,
  changeDifference,
  changePayment,
  changeRefusal,
  isBookingNumber,
  japanToday,
  type BookingPriceRow,
  type CancellationPolicy,
  type ChangeField,
  type ChangePayment,
} from '@tabiyori/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { App } from '../../app';
import type { Database } from '../../db/schema';
import { ApiFailure } from '../../errors';
import type {
  ChangeBody,
  ChangeQuoteBody,
  ChangeQuoteView,
  ChangeResult,
  ChangeSummary,
} from '../../schemas/bookings';
import { codeBook } from '../codeBook';
import { enqueueBookingChangedMail } from '../payment/bookingMails';
import { sqlDate } from '../tourPrice';
import { loadOwnBooking, notFound, viewWithCoupons } from './bookings';
import { changeRecord, type StoredChangeAfter } from './changeHistory';
import { bookingNow } from './clock';
import {
  codesAndDiscounts,
  couponsOfBookings,
  ownBookingCoupons,
  recordBookingCoupons,
  rejudgeBookingCoupons,
  releaseBookingCoupons,
  type BookingCoupons,
  type CouponSelection,
} from './coupons';
import { priceBooking, type PricedBooking } from './pricing';
import type { StoredParty } from '../../schemas/bookingParty';
import type { ChildInput, QuoteInput, TravellersInput } from './request';
import { bookedStay } from './stayChoices';
import { heldClaims, moveStock, recordBookingStock, stockDeltas, stockLeft } from './stock';
import type { RentalView } from '../../schemas/rentacar';
import { storedRentalView } from './rentalChoices';
import { transactionRetried } from '../../db/conflictRetry';

type BookingRow = NonNullable<Awaited<ReturnType<typeof loadOwnBooking>>>;

const ymd = (date: string) => date.replaceAll('-', '');

function invalid(message: string): never {
  throw new ApiFailure(400, 'BKE800', message);
}

/* ------------------------------------------------------------------ request */

/** The domain's change field each body field belongs to. */
const FIELD_OF: Record<keyof ChangeQuoteBody, ChangeField> = {
  date: 'date',
  nights: 'nights',
  adultPax: 'party',
  children: 'party',
  roomCount: 'rooms',
  roomId: 'rooms',
  pickupTime: 'rentalTimes',
  returnDate: 'rentalTimes',
  returnTime: 'rentalTimes',
};

const children = (
  list: readonly (Omit<ChildInput, 'useSeat'> & { useSeat?: boolean })[] | undefined,
): ChildInput[] =>
  (list ?? []).map((c) => ({
    age: c.age,
    useBed: c.useBed,
    useSeat: c.useSeat ?? false,
    isSchoolChild: c.isSchoolChild,
  }));

/**
 * The booking request the changed booking stands for: the booked product, lang and departure as
 * they are, the fields the change names replaced. 400 BKE800 for a field the kind does not change,
 * or a change that changes nothing. A rental whose pickup day moves keeps its length unless the
 * change names the return day.
 */
export function changedRequest(row: BookingRow, change: ChangeQuoteBody): QuoteInput {
  const allowed = CHANGEABLE_FIELDS[row.kind];
  for (const key of Object.keys(change) as (keyof ChangeQuoteBody)[]) {
    if (change[key] !== undefined && !allowed.includes(FIELD_OF[key])) {
      invalid(`${key} cannot be changed for this booking`);
    }
  }
  const party = row.party as StoredParty;
  const startDate = ymd(row.start_date);
  const date = change.date ?? startDate;
  const base: QuoteInput = {
    kind: row.kind,
    lang: row.lang,
    date,
    adultPax: change.adultPax ?? party.adultPax,
    children: children(change.children ?? party.children),
  };
  let input: QuoteInput;
  switch (row.kind) {
    case 'yado':
    case 'dp':
      input = {
        ...base,
        hotelId: row.hotel_id ?? '',
        planId: row.plan_id ?? '',
        roomId: change.roomId ?? row.room_id ?? undefined,
        nights: change.nights ?? row.nights,
        roomCount: change.roomCount ?? party.roomCount,
        // The stay's choices are kept: the check-in time and requests always, who sleeps where while
        // the party and rooms stay the same (otherwise the new party is spread evenly again).
        ...(party.stay?.checkinTime ? { checkinTime: party.stay.checkinTime } : {}),
        ...(party.stay?.requests ? { requests: party.stay.requests } : {}),
        ...(party.stay &&
        change.adultPax === undefined &&
        change.children === undefined &&
        change.roomCount === undefined
          ? { placement: party.stay.placement }
          : {}),
        ...(row.kind === 'dp'
          ? { ...(party.transport?.codes ?? {}), seatClass: party.transport?.seatClass ?? 'reserved' }
          : {}),
      };
      break;
    case 'optional':
      input = { ...base, optionalId: row.optional_id ?? '' };
      break;
    case 'rentacar': {
      const rental = party.rental;
      if (!rental) throw new Error(`rental booking ${row.booking_number} without its times`);
      const shift = daysBetween(startDate, date);
      input = {
        ...base,
        carId: row.car_id ?? '',
        pickupTime: change.pickupTime ?? rental.pickupTime,
        returnDate: change.returnDate ?? addDays(rental.returnDate, shift),
        returnTime: change.returnTime ?? rental.returnTime,
        // The options and the one-way return chosen at booking stay, priced again (issue 18.2).
        ...rentalChoicesOf(storedRentalView(rental)),
      };
      break;
    }
    case 'tour':
      throw new ApiFailure(409, 'BKE808', 'a tour cannot be changed online');
  }
  if (sameRequest(row, input)) invalid('the change changes nothing');
  return input;
}

function rentalChoicesOf(stored: RentalView | null): Pick<QuoteInput, 'rentalOptions' | 'returnOfficeCode'> {
  if (!stored) return {};
  return {
    ...(stored.options.length > 0
      ? { rentalOptions: stored.options.map((o) => ({ code: o.code, quantity: o.quantity })) }
      : {}),
    ...(stored.returnOffice ? { returnOfficeCode: stored.returnOffice.officeCode } : {}),
  };
}

function sameRequest(row: BookingRow, input: QuoteInput): boolean {
  const before = summaryOfRow(row, []);
  return (
    before.startDate === input.date &&
    (input.nights === undefined || before.nights === input.nights) &&
    before.adultPax === input.adultPax &&
    JSON.stringify(children(before.children)) === JSON.stringify(input.children ?? []) &&
    (input.roomCount === undefined || before.roomCount === input.roomCount) &&
    (input.roomId === undefined || before.roomId === input.roomId) &&
    (before.rental === null ||
      (before.rental.pickupTime === input.pickupTime &&
        before.rental.returnDate === input.returnDate &&
        before.rental.returnTime === input.returnTime))
  );
}

/* ------------------------------------------------------------------ summaries */

function summaryOfRow(row: BookingRow, coupons: ChangeSummary['coupons']): ChangeSummary {
  const party = row.party as StoredParty;
  return {
    productName: row.product_name,
    startDate: ymd(row.start_date),
    endDate: ymd(row.end_date),
    nights: row.nights,
    adultPax: party.adultPax,
    children: children(party.children),
    roomCount: party.roomCount,
    roomId: row.room_id,
    roomName: party.stay?.roomName ?? null,
    rental: party.rental
      ? {
          pickupTime: party.rental.pickupTime,
          returnDate: party.rental.returnDate,
          returnTime: party.rental.returnTime,
        }
      : null,
    total: row.total,
    couponDiscount: row.coupon_discount,
    paidTotal: row.paid_total,
    coupons,
  };
}

function summaryOfPriced(priced: PricedBooking, applied: CouponSelection | null): ChangeSummary {
  return {
    productName: priced.productName,
    startDate: priced.startDate,
    endDate: priced.endDate,
    nights: priced.nights,
    adultPax: priced.party.adultPax,
    children: children(priced.party.children),
    roomCount: priced.party.roomCount,
    roomId: priced.ids.roomId ?? null,
    roomName: priced.stay?.roomName ?? null,
    rental: priced.rental
      ? {
          pickupTime: priced.rental.pickupTime,
          returnDate: priced.rental.returnDate,
          returnTime: priced.rental.returnTime,
        }
      : null,
    total: priced.total,
    couponDiscount: applied?.discount ?? 0,
    paidTotal: applied?.paidTotal ?? priced.total,
    coupons: (applied?.coupons ?? []).map((c) => ({ couponCode: c.couponCode, discount: c.discount })),
  };
}

/* ------------------------------------------------------------------ shared steps */

/** 409 BKE807 (cancelled) / BKE808 (not changeable online now). */
function requireChangeable(row: BookingRow, now: number): void {
  const refusal = changeRefusal(
    { kind: row.kind, status: row.status, policy: row.cancellation_policy as CancellationPolicy },
    now,
  );
  if (refusal === 'CANCELLED') throw new ApiFailure(409, 'BKE807', 'booking is already cancelled');
  if (refusal === 'NOT_CHANGEABLE') throw new ApiFailure(409, 'BKE808', 'a tour cannot be changed online');
  if (refusal === 'DEADLINE_PASSED') {
    throw new ApiFailure(
      409,
      'BKE808',
      'the online change deadline (the free cancellation period) has passed',
    );
  }
}

async function ownRow(db: Kysely<Database>, userId: string, bookingNumber: string): Promise<BookingRow> {
  if (!isBookingNumber(bookingNumber)) throw notFound();
  const row = await loadOwnBooking(db, userId, bookingNumber);
  if (!row) throw notFound();
  return row;
}

interface Repriced {
  priced: PricedBooking;
  applied: CouponSelection | null;
  removed: { couponCode: string; couponName: string }[];
  paidTotal: number;
  payment: Extract<ChangePayment, { ok: true }>;
}

/** The booking priced again with its coupons re-judged and the payment after the change. */
function repriced(
  row: BookingRow,
  priced: PricedBooking,
  coupons: BookingCoupons | null,
  now: number,
): Repriced {
  const judged = coupons
    ? rejudgeBookingCoupons(priced, coupons, bookingCouponInput(priced.rows, priced.party.bedCount))
    : { applied: null, removed: [] };
  const paidTotal = judged.applied?.paidTotal ?? priced.total;
  const payment = changePayment(
    {
      method: row.payment_method,
      status: row.payment_status,
      deadline: row.payment_deadline === null ? null : ymd(row.payment_deadline),
    },
    {
      newPaidTotal: paidTotal,
      difference: changeDifference(row.paid_total, paidTotal),
      newStartDate: priced.startDate,
    },
    now,
  );
  if (!payment.ok) {
    throw new ApiFailure(
      409,
      'BKE809',
      'the booking is paid: a change that costs more cannot be made online',
    );
  }
  return { priced, ...judged, paidTotal, payment };
}

async function bookingCoupons(
  app: App,
  log: FastifyBaseLogger,
  userId: string,
  row: BookingRow,
  priced: PricedBooking,
  now: number,
): Promise<BookingCoupons | null> {
  const held = (await couponsOfBookings(app.ctx.db, [Number(row.booking_id)])).get(Number(row.booking_id));
  if (!held || held.length === 0) return null;
  return ownBookingCoupons(app, log, userId, Number(row.booking_id), priced, now);
}

/* ------------------------------------------------------------------ quote */

/** The change's price and effects for the owner (writes nothing); see the file comment. */
export async function quoteBookingChange(
  app: App,
  log: FastifyBaseLogger,
  userId: string,
  bookingNumber: string,
  change: ChangeQuoteBody,
): Promise<ChangeQuoteView> {
  const db = app.ctx.db;
  const now = bookingNow();
  const row = await ownRow(db, userId, bookingNumber);
  requireChangeable(row, now);
  const input = changedRequest(row, change);
  const priced = await priceBooking(db, input, japanToday(now));
  const deltas = stockDeltas(await heldClaims(db, Number(row.booking_id)), priced.claims);
  for (const delta of deltas) {
    if (delta.quantity > 0 && (await stockLeft(db, delta)) < delta.quantity) {
      throw new ApiFailure(409, 'BKE801', 'sold out');
    }
  }
  const coupons = await bookingCoupons(app, log, userId, row, priced, now);
  const result = repriced(row, priced, coupons, now);
  const current = codesAndDiscounts(
    (await couponsOfBookings(db, [Number(row.booking_id)])).get(Number(row.booking_id)) ?? [],
  );
  return {
    bookingNumber,
    kind: row.kind,
    before: summaryOfRow(row, current),
    after: summaryOfPriced(priced, result.applied),
    priceRows: priced.rows,
    difference: changeDifference(row.paid_total, result.paidTotal),
    removedCoupons: result.removed,
    payment: {
      method: row.payment_method,
      status: result.payment.status,
      deadline: result.payment.deadline,
      amountDue: result.payment.amountDue,
      refund: result.payment.refund,
    },
    changeDeadline: changeDeadline(row.cancellation_policy as CancellationPolicy),
    cancellationPolicy: priced.policy,
  };
}

/* ------------------------------------------------------------------ change */

async function earlierChange(
  db: Kysely<Database>,
  userId: string,
  key: string,
  hash: string,
  now: number,
): Promise<ChangeResult | null> {
  const found = await db
    .selectFrom('booking_change')
    .innerJoin('booking', 'booking.booking_id', 'booking_change.booking_id')
    .select([
      'booking_change.change_id',
      'booking_change.booking_id',
      'booking_change.created_at',
      'booking_change.before',
      'booking_change.after',
      'booking_change.difference',
      'booking_change.request_hash',
      'booking.booking_number',
    ])
    .where('booking_change.user_id', '=', userId)
    .where('booking_change.idempotency_key', '=', key)
    .executeTakeFirst();
  if (!found) return null;
  if (found.request_hash !== hash) {
    throw new ApiFailure(422, 'BKE806', 'Idempotency-Key was used with another request');
  }
  const row = await loadOwnBooking(db, userId, found.booking_number);
  if (!row) return null;
  return { booking: await viewWithCoupons(db, row, now), change: changeRecord(found) };
}

const dashed = (day: string) => `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}`;

function trimmedTravellers(travellers: unknown, count: number): TravellersInput {
  const t = travellers as TravellersInput;
  return t.guests ? { ...t, guests: t.guests.slice(0, count) } : t;
}

/**
 * Changes the user's booking (see the file comment). `idempotency.hash` is requestHash of the
 * booking number and the body. Answers the changed booking and the change record (the key's
 * earlier change when the same key and body come again).
 */
export async function changeBooking(
  app: App,
  log: FastifyBaseLogger,
  userId: string,
  bookingNumber: string,
  idempotency: { key: string; hash: string },
  body: ChangeBody,
): Promise<ChangeResult> {
  const db = app.ctx.db;
  const now = bookingNow();
  const today = japanToday(now);
  const { key, hash } = idempotency;
  const earlier = await earlierChange(db, userId, key, hash, now);
  if (earlier) return earlier;

  // Outside the transaction: the first pricing and the coupons' facts (the area, the member, the
  // lower limit price; on PGlite a transaction holds the only connection).
  const { expectedTotal, ...change } = body;
  const first = await ownRow(db, userId, bookingNumber);
  requireChangeable(first, now);
  const book = await codeBook(db);
  const firstPriced = await priceBooking(db, changedRequest(first, change), today, book);
  const coupons = await bookingCoupons(app, log, userId, first, firstPriced, now);

  return transactionRetried(db, async (tx): Promise<ChangeResult> => {
    const inserted = await tx
      .insertInto('booking_change')
      .values({ booking_id: first.booking_id, user_id: userId, idempotency_key: key, request_hash: hash })
      .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
      .returning('change_id')
      .executeTakeFirst();
    if (!inserted) {
      const found = await earlierChange(tx, userId, key, hash, now);
      if (found) return found;
      throw new ApiFailure(422, 'BKE806', 'a change with this Idempotency-Key is in progress');
    }

    const row = await tx
      .selectFrom('booking')
      .selectAll()
      .where('booking_id', '=', first.booking_id)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound();
    requireChangeable(row, now);
    const priced = await priceBooking(tx, changedRequest(row, change), today, book);
    const result = repriced(row, priced, coupons, now);
    if (expectedTotal !== result.paidTotal) {
      throw new ApiFailure(409, 'BKE802', `price has changed: the total is ${result.paidTotal}`);
    }

    const bookingId = Number(row.booking_id);
    const deltas = stockDeltas(await heldClaims(tx, bookingId), priced.claims);
    if (!(await moveStock(tx, deltas))) throw new ApiFailure(409, 'BKE801', 'sold out');
    await tx.deleteFrom('booking_stock').where('booking_id', '=', bookingId).execute();
    await recordBookingStock(tx, bookingId, priced.claims);

    const before = summaryOfRow(
      row,
      codesAndDiscounts((await couponsOfBookings(tx, [bookingId])).get(bookingId) ?? []),
    );
    if (result.removed.length > 0) {
      await releaseBookingCoupons(
        tx,
        row,
        result.removed.map((c) => c.couponCode),
      );
    }
    await tx.deleteFrom('booking_coupon').where('booking_id', '=', bookingId).execute();
    if (result.applied) await recordBookingCoupons(tx, bookingId, result.applied);

    const party = row.party as StoredParty;
    await tx
      .updateTable('booking')
      .set({
        start_date: sqlDate(priced.startDate),
        end_date: sqlDate(priced.endDate),
        nights: priced.nights,
        room_id: priced.ids.roomId ?? null,
        product_name: priced.productName,
        party: JSON.stringify({
          ...priced.party,
          ...(priced.rental ? { rental: priced.rental } : {}),
          ...(priced.stay ? { stay: bookedStay(priced.stay) } : {}),
          ...(priced.transport
            ? { transport: priced.transport }
            : party.transport
              ? { transport: party.transport }
              : {}),
        }),
        travellers: JSON.stringify(trimmedTravellers(row.travellers, priced.party.travellers)),
        price_rows: JSON.stringify(priced.rows satisfies BookingPriceRow[]),
        total: priced.total,
        coupon_code: result.applied?.coupons[0]?.couponCode ?? null,
        user_coupon_key: result.applied?.coupons[0]?.userCouponKey ?? null,
        coupon_discount: result.applied?.discount ?? 0,
        paid_total: result.paidTotal,
        cancellation_policy: JSON.stringify(priced.policy),
        payment_deadline: result.payment.deadline === null ? null : dashed(result.payment.deadline),
      })
      .where('booking_id', '=', bookingId)
      .execute();

    const after: StoredChangeAfter = {
      ...summaryOfPriced(priced, result.applied),
      removedCoupons: result.removed,
      refund: result.payment.refund,
    };
    const difference = changeDifference(row.paid_total, result.paidTotal);
    const changed = await tx
      .updateTable('booking_change')
      .set({ before: JSON.stringify(before), after: JSON.stringify(after), difference })
      .where('change_id', '=', inserted.change_id)
      .returning(['change_id', 'booking_id', 'created_at', 'before', 'after', 'difference'])
      .executeTakeFirstOrThrow();

    // The change mail shows the booking as it now is (enqueueBookingChangedMail reads the row).
    await enqueueBookingChangedMail(tx, row.booking_number, {
      changeId: Number(changed.change_id),
      changes: bookingChangeLines(before, after, result.removed, row.lang),
      previousTotal: row.paid_total,
    });

    const updated = await loadOwnBooking(tx, userId, row.booking_number);
    if (!updated) throw new Error('booking vanished');
    return { booking: await viewWithCoupons(tx, updated, now), change: changeRecord(changed) };
  });
}
