/**
 * Booking flow (issue 7 items 3, 4, 6): quote, book, cancel, list and read a traveller's bookings.
 *
 * Booking runs in ONE transaction:
 *   1. insert the idempotency row (user, Idempotency-Key, request hash): a second request with the
 *      same key waits on its primary key, then finds the first's row and answers its booking
 *      (same body) or 422 BKE806 (another body); on PGlite the transaction holds the only
 *      connection, so requests run one after the other with the same outcome;
 *   2. recompute the price from the database (pricing.ts) and the chosen coupon's discount (domain
 *      rules); the client's expectedTotal must equal the paid total → else 409 BKE802;
 *   3. take the stock with conditional updates (`stock = stock - n where … and stock >= n`), one
 *      row at a time in a fixed order (table, item, day), all or nothing → else 409 BKE801 and the
 *      transaction rolls back: nothing taken; each taken row is recorded in booking_stock;
 *   4. count each coupon's use (in all and by the member, against its caps) and stamp a user
 *      coupon with the booking number (coupons.ts useBookingCoupons) → else 409 BKE803;
 *   5. insert the booking and point the idempotency row at it.
 * Cancellation (owner only, until 前日 23:59 JST else 409 BKE805; twice → 409 BKE807) gives back
 * exactly the booking_stock rows and the coupon use in one transaction. Another user's booking
 * number answers 404 BKE901, like an unknown one.
 */
import { createHash, randomInt } from 'node:crypto';
import {
  BOOKING_NUMBER_SPACE,
  bookingCouponInput,
  canCancelOnline,
  cancellationCharge,
  changeDeadline,
  changeRefusal,
  isChangeableKind,
  formatBookingNumber,
  isBookingNumber,
  japanToday,
  type BookingPriceRow,
  type CancellationPolicy,
} from '@tabiyori/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Static } from 'typebox';
import type { Kysely, Transaction } from 'kysely';
import type { App } from '../../app';
import type { Database } from '../../db/schema';
import { ApiFailure } from '../../errors';
import { codeBook } from '../codeBook';
import { sqlDate } from '../tourPrice';
import { bookingNow } from './clock';
import {
  askedCouponCodes,
  couponsOfBookings,
  fetchBookingCoupons,
  priceBookingCoupons,
  recordBookingCoupons,
  releaseBookingCoupons,
  useBookingCoupons,
  type BookingCoupons,
  type CouponOffer,
  type CouponSelection,
} from './coupons';
import { changeHistory, changeHistoryOfBookings } from './changeHistory';
import { priceBooking, type PricedBooking } from './pricing';
import type { PartySnapshot, StoredParty } from '../../schemas/bookingParty';
import { claimOrder, giveStock, heldClaims, recordBookingStock, takeStock } from './stock';
import type { BookingInput, QuoteInput, TravellersInput } from './request';
import { bookedStay, storedStay } from './stayChoices';
import type { TourChoicesView } from './tourChoices';
import { storedRentalView } from './rentalChoices';
import type {
  BookingView as BookingViewSchema,
  ChangeRecord,
  QuoteView as QuoteViewSchema,
} from '../../schemas/bookings';
import { enqueueBookingMail } from '../payment/bookingMails';
import { beginBookingPayment, paymentView } from '../payment/bookingPayment';
import { isConflictAbort, transactionRetried } from '../../db/conflictRetry';

/* ------------------------------------------------------------------ views */

/** The quote as the API answers it (schemas/bookings.ts QuoteView). */
export type QuoteView = Static<typeof QuoteViewSchema>;

/** A stored booking as the API answers it (schemas/bookings.ts BookingView). */
export type BookingView = Static<typeof BookingViewSchema>;

const ymd = (date: string) => date.replaceAll('-', '');
const iso = (value: Date | string | null) =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

type BookingRow = Awaited<ReturnType<typeof loadOwnBooking>>;

export function bookingView(
  row: NonNullable<BookingRow>,
  now: number,
  coupons: BookingView['coupons'] = [],
  changes: ChangeRecord[] = [],
): BookingView {
  const policy = row.cancellation_policy as CancellationPolicy;
  const changeable = changeRefusal({ kind: row.kind, status: row.status, policy }, now) === null;
  const cancellable = row.status === 'confirmed' && canCancelOnline(policy.departureDate, now);
  const stored = row.party as StoredParty;
  // The stay's rooms by category (bookings kept before rooms had infants are counted again).
  const stay = storedStay(stored);
  const party = stay ? { ...stored, stay } : stored;
  return {
    bookingNumber: row.booking_number,
    status: row.status,
    kind: row.kind,
    productName: row.product_name,
    ids: {
      ...(row.tour_id ? { tourId: row.tour_id } : {}),
      ...(row.hotel_id ? { hotelId: row.hotel_id } : {}),
      ...(row.plan_id ? { planId: row.plan_id } : {}),
      ...(row.room_id ? { roomId: row.room_id } : {}),
      ...(row.optional_id ? { optionalId: row.optional_id } : {}),
      ...(row.car_id ? { carId: row.car_id } : {}),
    },
    startDate: ymd(row.start_date),
    endDate: ymd(row.end_date),
    nights: row.nights,
    party,
    rental: row.kind === 'rentacar' ? storedRentalView(party.rental) : null,
    travellers: row.travellers as TravellersInput,
    priceRows: row.price_rows as BookingPriceRow[],
    choices: (row.choices as TourChoicesView | null) ?? null,
    stay,
    total: row.total,
    couponCode: row.coupon_code,
    coupons:
      coupons.length > 0 || !row.coupon_code
        ? coupons
        : [
            {
              couponCode: row.coupon_code,
              couponName: { ja: row.coupon_code, en: row.coupon_code },
              discount: row.coupon_discount,
            },
          ],
    couponDiscount: row.coupon_discount,
    paidTotal: row.paid_total,
    cancellationPolicy: policy,
    cancellable,
    cancellationChargeNow: cancellable ? cancellationCharge(policy, row.paid_total, now) : null,
    cancellationCharge: row.cancellation_charge,
    createdAt: iso(row.created_at) ?? '',
    cancelledAt: iso(row.cancelled_at),
    payment: paymentView(row),
    cancelReason: row.cancel_reason,
    changeable,
    changeDeadline: isChangeableKind(row.kind) ? changeDeadline(policy) : null,
    changes,
  };
}

/* ------------------------------------------------------------------ quote */

function quoteView(
  priced: PricedBooking,
  usable: CouponOffer[],
  best: CouponSelection | null,
  applied: CouponSelection | null,
): QuoteView {
  const single = applied?.coupons.length === 1 ? applied.coupons[0] : undefined;
  return {
    kind: priced.kind,
    productName: priced.productName,
    ids: priced.ids,
    startDate: priced.startDate,
    endDate: priced.endDate,
    nights: priced.nights,
    rental: priced.rental,
    transport: priced.transport,
    party: priced.party,
    priceRows: priced.rows,
    choices: priced.choices,
    stay: priced.stay ?? null,
    total: priced.total,
    stock: priced.stock,
    coupons: usable,
    bestCoupon: usable[0] ?? null,
    bestSelection: best,
    appliedCoupon: single ? (usable.find((c) => c.couponCode === single.couponCode) ?? null) : null,
    appliedCoupons: applied?.coupons ?? [],
    couponDiscount: applied?.discount ?? 0,
    paidTotal: applied?.paidTotal ?? priced.total,
    cancellationPolicy: priced.policy,
    couponsUnavailable: false,
  };
}

/** The booking's coupons priced on its rows (coupons.ts): 409 BKE803 when the asked ones cannot be used. */
function couponPricing(priced: PricedBooking, coupons: BookingCoupons, asked: string[] | undefined) {
  const input = bookingCouponInput(priced.rows, priced.party.bedCount);
  return priceBookingCoupons(priced, coupons, input, asked);
}

/**
 * The price of a booking request for the user: price rows and total from the database, the
 * coupons usable for it (best first) and the one asked for, the cancellation policy.
 * 400 BKE804 when the party or the product/date cannot be booked; 409 BKE801 when sold out;
 * 409 BKE803 when couponCode / couponCodes name coupons the booking may not use (together).
 */
export async function quoteBooking(
  app: App,
  log: FastifyBaseLogger,
  userId: string,
  input: QuoteInput,
): Promise<QuoteView> {
  const now = bookingNow();
  const priced = await priceBooking(app.ctx.db, input, japanToday(now));
  // A rental's option pieces are checked by its pricing (rentacar options sold out → 409 BKE801).
  const needed = priced.claims
    .filter((c) => c.table !== 'rentacar_option_day')
    .reduce((m, c) => Math.max(m, c.quantity), 0);
  if (priced.stock < needed) throw new ApiFailure(409, 'BKE801', 'sold out');
  const asked = askedCouponCodes(input);
  const coupons = await fetchBookingCoupons(app, log, userId, priced, now, asked);
  if (!coupons) return { ...quoteView(priced, [], null, null), couponsUnavailable: true };
  const pricing = couponPricing(priced, coupons, asked);
  return quoteView(priced, pricing.offers, pricing.best, pricing.applied);
}

/* ------------------------------------------------------------------ book */

/** A stable hash of the request body (keys sorted at every level). */
export function requestHash(body: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value as Record<string, unknown>)
          .sort()
          .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
      );
    }
    return value;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
}

export interface CreateResult {
  created: boolean;
  booking: BookingView;
}

async function existingForKey(
  db: Kysely<Database>,
  userId: string,
  key: string,
  hash: string,
  now: number,
): Promise<CreateResult | null> {
  const row = await db
    .selectFrom('idempotency_key')
    .select(['request_hash', 'booking_number'])
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return null;
  if (row.request_hash !== hash) {
    throw new ApiFailure(422, 'BKE806', 'Idempotency-Key was used with another request');
  }
  const booking = row.booking_number ? await loadOwnBooking(db, userId, row.booking_number) : null;
  if (!booking) return null;
  return { created: false, booking: await viewWithCoupons(db, booking, now) };
}

class Retry extends Error {}

function travellersSnapshot(travellers: TravellersInput, party: PartySnapshot) {
  if ((travellers.guests?.length ?? 0) > party.travellers) {
    throw new ApiFailure(400, 'BKE800', 'travellers.guests is invalid');
  }
  return travellers;
}

/**
 * Books for the user (see the file comment). `hash` is requestHash of the body. Answers the
 * booking and whether this call created it (false: the key's earlier booking).
 */
export async function createBooking(
  app: App,
  log: FastifyBaseLogger,
  userId: string,
  key: string,
  hash: string,
  input: BookingInput,
): Promise<CreateResult> {
  const db = app.ctx.db;
  const now = bookingNow();
  const today = japanToday(now);
  const earlier = await existingForKey(db, userId, key, hash, now);
  if (earlier) return earlier;

  // Outside the transaction: the coupon service (it reads the same database), on a first pricing.
  const book = await codeBook(db);
  const asked = askedCouponCodes(input);
  let coupons: BookingCoupons | null = null;
  if (asked !== undefined && asked.length > 0) {
    const first = await priceBooking(db, input, today, book);
    coupons = await fetchBookingCoupons(app, log, userId, first, now, asked);
    if (coupons) couponPricing(first, coupons, asked);
  }

  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction().execute(async (tx): Promise<CreateResult> => {
        const inserted = await tx
          .insertInto('idempotency_key')
          .values({ user_id: userId, key, request_hash: hash })
          .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
          .returning('key')
          .executeTakeFirst();
        if (!inserted) {
          const found = await existingForKey(tx, userId, key, hash, now);
          if (found) return found;
          throw new ApiFailure(422, 'BKE806', 'a booking with this Idempotency-Key is in progress');
        }

        const priced = await priceBooking(tx, input, today, book);
        const travellers = travellersSnapshot(input.travellers, priced.party);
        const applied = coupons ? couponPricing(priced, coupons, asked).applied : null;
        const paidTotal = applied?.paidTotal ?? priced.total;
        if (input.expectedTotal !== paidTotal) {
          throw new ApiFailure(409, 'BKE802', `price has changed: the total is ${paidTotal}`);
        }

        const claims = [...priced.claims].sort(claimOrder);
        for (const claim of claims) {
          if (!(await takeStock(tx, claim))) throw new ApiFailure(409, 'BKE801', 'sold out');
        }

        const bookingNumber = formatBookingNumber(randomInt(0, BOOKING_NUMBER_SPACE));
        if (applied && !(await useBookingCoupons(tx, userId, applied, bookingNumber))) {
          throw new ApiFailure(409, 'BKE803', 'coupon cannot be used any more');
        }

        const clash = await tx
          .selectFrom('booking')
          .select('booking_id')
          .where('booking_number', '=', bookingNumber)
          .executeTakeFirst();
        if (clash) throw new Retry('booking number clash');
        const booking = await tx
          .insertInto('booking')
          .values({
            booking_number: bookingNumber,
            user_id: userId,
            kind: priced.kind,
            tour_id: priced.ids.tourId ?? null,
            hotel_id: priced.ids.hotelId ?? null,
            plan_id: priced.ids.planId ?? null,
            room_id: priced.ids.roomId ?? null,
            optional_id: priced.ids.optionalId ?? null,
            car_id: priced.ids.carId ?? null,
            product_name: priced.productName,
            start_date: sqlDate(priced.startDate),
            end_date: sqlDate(priced.endDate),
            nights: priced.nights,
            party: JSON.stringify({
              ...priced.party,
              ...(priced.rental ? { rental: priced.rental } : {}),
              ...(priced.transport ? { transport: priced.transport } : {}),
              ...(priced.stay ? { stay: bookedStay(priced.stay) } : {}),
            }),
            travellers: JSON.stringify(travellers),
            price_rows: JSON.stringify(priced.rows),
            choices: priced.choices ? JSON.stringify(priced.choices) : null,
            total: priced.total,
            coupon_code: applied?.coupons[0]?.couponCode ?? null,
            user_coupon_key: applied?.coupons[0]?.userCouponKey ?? null,
            coupon_discount: applied?.discount ?? 0,
            paid_total: paidTotal,
            cancellation_policy: JSON.stringify(priced.policy),
          })
          .returning('booking_id')
          .executeTakeFirstOrThrow();
        await recordBookingStock(tx, booking.booking_id, claims);
        if (applied) await recordBookingCoupons(tx, booking.booking_id, applied);
        await beginBookingPayment(
          tx,
          { bookingNumber, kind: priced.kind, startDate: priced.startDate, lang: input.lang },
          now,
        );
        await tx
          .updateTable('idempotency_key')
          .set({ booking_number: bookingNumber, response_status: 201 })
          .where('user_id', '=', userId)
          .where('key', '=', key)
          .execute();
        const row = await loadOwnBooking(tx, userId, bookingNumber);
        if (!row) throw new Error('booking vanished');
        return { created: true, booking: await viewWithCoupons(tx, row, now) };
      });
    } catch (error) {
      if ((error instanceof Retry || isConflictAbort(error)) && attempt < 3) continue;
      throw error;
    }
  }
}

/* ------------------------------------------------------------------ read */

/** The view of a booking row with its coupons (booking_coupon). */
export async function viewWithCoupons(
  db: Kysely<Database>,
  row: NonNullable<BookingRow>,
  now: number,
): Promise<BookingView> {
  const [coupons, changes] = await Promise.all([
    couponsOfBookings(db, [Number(row.booking_id)]),
    changeHistory(db, Number(row.booking_id)),
  ]);
  return bookingView(row, now, coupons.get(Number(row.booking_id)), changes);
}

export async function loadOwnBooking(db: Kysely<Database>, userId: string, bookingNumber: string) {
  return db
    .selectFrom('booking')
    .selectAll()
    .where('booking_number', '=', bookingNumber)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function notFound(): ApiFailure {
  return new ApiFailure(404, 'BKE901', 'booking not found');
}

/** The user's booking; 404 BKE901 for a malformed, unknown or another user's number. */
export async function getBooking(
  db: Kysely<Database>,
  userId: string,
  bookingNumber: string,
): Promise<BookingView> {
  if (!isBookingNumber(bookingNumber)) throw notFound();
  const row = await loadOwnBooking(db, userId, bookingNumber);
  if (!row) throw notFound();
  return viewWithCoupons(db, row, bookingNow());
}

export const MAX_LISTED_BOOKINGS = 200;

/** The user's bookings, newest first. */
export async function listBookings(db: Kysely<Database>, userId: string): Promise<BookingView[]> {
  const now = bookingNow();
  const rows = await db
    .selectFrom('booking')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('booking_id', 'desc')
    .limit(MAX_LISTED_BOOKINGS)
    .execute();
  const ids = rows.map((r) => Number(r.booking_id));
  const [coupons, changes] = await Promise.all([
    couponsOfBookings(db, ids),
    changeHistoryOfBookings(db, ids),
  ]);
  return rows.map((row) =>
    bookingView(row, now, coupons.get(Number(row.booking_id)), changes.get(Number(row.booking_id))),
  );
}

/* ------------------------------------------------------------------ cancel */

/**
 * Gives back what a booking holds: exactly its booking_stock rows and its coupons' uses (a user
 * coupon is free again). Inside the cancelling transaction (the traveller's, or the payment deadline's).
 */
export async function releaseBookingHolds(
  tx: Transaction<Database>,
  row: {
    booking_id: number;
    booking_number: string;
    coupon_code: string | null;
    user_coupon_key: string | null;
  },
): Promise<void> {
  for (const claim of await heldClaims(tx, row.booking_id)) await giveStock(tx, claim);
  await releaseBookingCoupons(tx, row);
}

/**
 * Cancels the user's booking: 404 BKE901 (not theirs), 409 BKE807 (already cancelled), 409 BKE805
 * (past 前日 23:59 JST). Gives back the stock taken and the coupon use; records the charge.
 */
export async function cancelBooking(
  db: Kysely<Database>,
  userId: string,
  bookingNumber: string,
  /** Runs in the cancellation's transaction once it is done (the back office audits it there). */
  onCancelled?: (tx: Kysely<Database>, before: BookingView, after: BookingView) => Promise<void>,
): Promise<BookingView> {
  if (!isBookingNumber(bookingNumber)) throw notFound();
  const now = bookingNow();
  return transactionRetried(db, async (tx) => {
    const row = await tx
      .selectFrom('booking')
      .selectAll()
      .where('booking_number', '=', bookingNumber)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound();
    if (row.status === 'cancelled') throw new ApiFailure(409, 'BKE807', 'booking is already cancelled');
    const policy = row.cancellation_policy as CancellationPolicy;
    if (!canCancelOnline(policy.departureDate, now)) {
      throw new ApiFailure(409, 'BKE805', 'the online cancellation deadline has passed');
    }
    await releaseBookingHolds(tx, row);
    const charge = cancellationCharge(policy, row.paid_total, now);
    await tx
      .updateTable('booking')
      .set({
        status: 'cancelled',
        cancelled_at: new Date(now),
        cancellation_charge: charge,
        cancel_reason: 'traveller',
      })
      .where('booking_id', '=', row.booking_id)
      .execute();
    await enqueueBookingMail(tx, bookingNumber, 'booking_cancelled');
    const updated = await loadOwnBooking(tx, userId, bookingNumber);
    if (!updated) throw new Error('booking vanished');
    const after = await viewWithCoupons(tx, updated, now);
    if (onCancelled) await onCancelled(tx, await viewWithCoupons(tx, row, now), after);
    return after;
  });
}
