/**
 * Coupons of a booking: the general and the user's coupons the coupon service lists for the
 * product, date and party (services/couponClient.ts, the same calls as /couponDiscount), judged by
 * the domain coupon rules on the booking's own price rows (domain bookingCouponInput: exact per-
 * person prices of the recomputed booking, detail-page rules: plan coupons allowed), with the
 * member's facts (birth month, gender, age, residence) and the product's area.
 *
 * Several coupons (issue 18 item 3): the traveller may choose several coupons whose conbineFlag
 * combines them, or one coupon that does not; the domain (coupon/stacking.ts) applies them in the
 * order leaving the lowest price, each with its own discount, and offers the best selection.
 *
 * The service is asked BEFORE the booking's transaction opens (it reads the same database; on
 * PGlite a transaction holds the one connection). Inside the transaction the chosen coupons are
 * re-judged on the recomputed price and their uses are counted with conditional updates
 * (useBookingCoupons): a coupon used up meanwhile (in all or by this member), or a user coupon
 * stamped meanwhile, is refused. A cancellation gives every use back (releaseBookingCoupons).
 */
import {
  bestCouponOrder,
  bestCouponSelection,
  birthMonthOf,
  compareCouponsForBest,
  countCouponPax,
  couponAgeOn,
  couponConditionWithDefaults,
  evaluateCouponCandidates,
  isCombinableCoupon,
  isUserCoupon,
  japanToday,
  mergeCoupons,
  type Coupon,
  type CouponDiscountEvaluation,
  type CouponPassengerRangeInput,
  type CouponSearchContext,
  type CouponStack,
  type CouponStackRefusal,
  type CouponUserFacts,
  type EvaluatedCoupon,
  normalizeCoupon,
  type CouponCondition,
  type RawCoupon,
  type UserCoupon,
} from '@tabiyori/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Static } from 'typebox';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { App } from '../../app';
import type { Database } from '../../db/schema';
import { ApiFailure } from '../../errors';
import type {
  BookedCouponSchema,
  CouponOfferSchema,
  CouponSelectionSchema,
} from '../../schemas/bookingCoupons';
import { readLowerLimitPrice } from '../couponPricing';
import {
  couponClientFor,
  CouponServiceFailure,
  fetchCouponLists,
  fetchOptionalCouponLists,
} from '../couponClient';
import type { PricedBooking } from './pricing';

export interface BookingCoupons {
  /** Every candidate (general coupons merged with the user's). */
  candidates: Coupon[];
  lowerLimitPrice: number;
  /** Issue 18: the member's birth month (birthday coupons), '' when unknown; today in Japan. */
  birthMonth: string;
  today: string;
  /** The member's gender, age and residence (user conditions). */
  user: CouponUserFacts;
  /** Every area code the product lies in (area coupons). */
  areaCodes: string[];
}

/** A coupon usable alone on the quote: its discount alone and the total after it. */
export type CouponOffer = Static<typeof CouponOfferSchema>;

export type CouponSelection = Static<typeof CouponSelectionSchema>;

/** Every area code the area lies in: itself and the levels above it (area table). */
async function areaChain(db: Kysely<Database>, areaCode: string): Promise<string[]> {
  if (areaCode === '') return [];
  const row = await db
    .selectFrom('area')
    .select(['code', 'area1_code', 'area2_code', 'area3_code'])
    .where('code', '=', areaCode)
    .executeTakeFirst();
  const codes = row ? [row.code, row.area1_code, row.area2_code, row.area3_code] : [areaCode];
  return [...new Set(codes.filter((c): c is string => typeof c === 'string' && c !== ''))];
}

/** What the coupon rules know of the member and the product besides the candidates. */
export type BookingCouponFacts = Omit<BookingCoupons, 'candidates'>;

/** The member's facts, the product's areas and the lower limit price of a priced booking. */
async function bookingCouponFacts(
  app: App,
  log: FastifyBaseLogger,
  userId: string,
  priced: PricedBooking,
  now: number,
): Promise<{ facts: BookingCouponFacts; condition: CouponCondition }> {
  const today = japanToday(now);
  const [user, areaCodes, lowerLimitPrice] = await Promise.all([
    app.ctx.db
      .selectFrom('app_user')
      .select(['gender', 'birth_date', 'live_pref_code'])
      .where('id', '=', userId)
      .executeTakeFirst(),
    areaChain(app.ctx.db, priced.coupon.areaCode),
    readLowerLimitPrice(app, log),
  ]);
  const condition = couponConditionWithDefaults({
    userId,
    prefecture: user?.live_pref_code ?? '',
    gender: user?.gender ?? '',
    age: couponAgeOn(user?.birth_date, today),
    loginStatus: true,
    targetSystemGrpType: priced.coupon.targetSystemGrpType,
  });
  return {
    condition,
    facts: {
      lowerLimitPrice,
      birthMonth: birthMonthOf(user?.birth_date),
      today,
      user: { gender: condition.gender, age: condition.age, prefecture: condition.prefecture },
      areaCodes,
    },
  };
}

/**
 * The booking's coupons (general + the user's) from the coupon service, or null when the service
 * did not answer (timeout, refused connection, an answer that is not one: couponClient.ts logs it).
 * Spec §4 and §8 make a failed coupon call the coupons' failure (API_ERROR, an empty list), never
 * the product's: a quote that asked for no coupon is priced without coupons and says so
 * (`couponsUnavailable`). Coupons asked for (`asked`) cannot be judged without the service:
 * 503 BKE900 with Retry-After, nothing booked.
 */
export async function fetchBookingCoupons(
  app: App,
  log: FastifyBaseLogger,
  userId: string,
  priced: PricedBooking,
  now: number,
  asked: readonly string[] | undefined,
): Promise<BookingCoupons | null> {
  try {
    return await askCouponService(app, log, userId, priced, now);
  } catch (error) {
    if (!(error instanceof CouponServiceFailure)) throw error;
    if (asked && asked.length > 0) {
      throw new ApiFailure(
        503,
        'BKE900',
        'the coupons cannot be checked now: the coupon service did not answer',
        30,
      );
    }
    return null;
  }
}

/** Asks the coupon service for the booking's coupons; throws CouponServiceFailure when it fails. */
async function askCouponService(
  app: App,
  log: FastifyBaseLogger,
  userId: string,
  priced: PricedBooking,
  now: number,
): Promise<BookingCoupons> {
  const { facts, condition } = await bookingCouponFacts(app, log, userId, priced, now);
  const counts = countCouponPax(priced.app, {});
  for (const guest of priced.party.guests) counts[guest.paxCategory] += 1;
  const ctx: CouponSearchContext = {
    lang: priced.lang,
    now,
    tourType: priced.coupon.tourType,
    depDate: priced.startDate,
    adultCount: priced.app === 'rentacar' ? priced.party.travellers : counts.adult,
    childCount: priced.app === 'rentacar' ? 0 : counts.child,
    infantCount: priced.app === 'rentacar' ? 0 : counts.infant,
    tourCode: priced.ids.tourId ?? '',
    hotelCode: priced.ids.hotelId ?? '',
    hotelPlanCode: priced.ids.planId ?? '',
    rentacarCode: priced.coupon.rentacarCode,
    areaCode: priced.coupon.areaCode,
  };
  const client = couponClientFor(app, log);
  const lists = await (priced.kind === 'optional'
    ? fetchOptionalCouponLists(client, condition, ctx, [
        { optionalId: priced.ids.optionalId ?? '', date: priced.startDate },
      ]).then((byId) => byId.get(priced.ids.optionalId ?? ''))
    : fetchCouponLists(client, condition, ctx));
  return { ...facts, candidates: lists ? mergeCoupons(lists.general, lists.user) : [] };
}

/**
 * A booking's own coupons for judging its change (issue 18 item 5): their stored definitions (the
 * coupon service's tables, read as it reads them), as candidates whose use the booking already
 * holds, so their use caps are not counted again; a user coupon keeps its key.
 */
export async function ownBookingCoupons(
  app: App,
  log: FastifyBaseLogger,
  userId: string,
  bookingId: number,
  priced: PricedBooking,
  now: number,
): Promise<BookingCoupons> {
  const [{ facts }, { rows }] = await Promise.all([
    bookingCouponFacts(app, log, userId, priced, now),
    // The coupon tables belong to the coupon service (couponService/tables.ts), not to Database.
    sql<{
      doc: Record<string, unknown>;
      doc_en: Record<string, unknown> | null;
      user_coupon_key: string | null;
    }>`
      select c.doc, c.doc_en, bc.user_coupon_key
      from booking_coupon bc join coupon c on c.coupon_code = bc.coupon_code
      where bc.booking_id = ${bookingId} order by bc.position`.execute(app.ctx.db),
  ]);
  const candidates = rows.map((row): Coupon | UserCoupon => {
    const raw = {
      ...row.doc,
      ...(priced.lang === 'en' && row.doc_en ? row.doc_en : {}),
      MaxUseCount: null,
      MaxUsePerUser: null,
    } as RawCoupon;
    const coupon = normalizeCoupon(raw);
    return row.user_coupon_key ? { ...coupon, userCouponKey: row.user_coupon_key } : coupon;
  });
  return { ...facts, candidates };
}

/** Every usable coupon for the priced booking, best first (spec §9 order). */
function usableCoupons(
  priced: PricedBooking,
  coupons: BookingCoupons,
  couponInput: CouponPassengerRangeInput,
): EvaluatedCoupon[] {
  const evaluated = evaluateCouponCandidates({
    app: priced.app,
    tourType: priced.coupon.tourType,
    depDate: priced.startDate,
    listPage: false,
    product: {
      ...priced.coupon.product,
      ...(priced.coupon.rentacarCode ? { rentacarCode: priced.coupon.rentacarCode } : {}),
      ...(coupons.areaCodes.length > 0 ? { areaCodes: coupons.areaCodes } : {}),
    },
    coupons: coupons.candidates,
    pax: couponInput,
    lowerLimitPrice: coupons.lowerLimitPrice,
    nights: Math.max(1, priced.nights),
    today: coupons.today,
    user: coupons.user,
    ...(coupons.birthMonth ? { birthMonth: coupons.birthMonth } : {}),
  });
  return evaluated.filter((c) => c.evaluation.usable).sort(compareCouponsForBest);
}

function couponOffer(coupon: Coupon, evaluation: CouponDiscountEvaluation, total: number): CouponOffer {
  const discount = Math.min(evaluation.discountPrice, total);
  return {
    couponCode: coupon.couponCode,
    couponName: coupon.couponName,
    remarks: coupon.remarks,
    isUserCoupon: isUserCoupon(coupon),
    userCouponKey: isUserCoupon(coupon) ? coupon.userCouponKey : null,
    combinable: isCombinableCoupon(coupon),
    discount,
    paidTotal: total - discount,
  };
}

function selectionView(stack: CouponStack, total: number): CouponSelection {
  return {
    coupons: stack.coupons.map(({ coupon, discount }) => ({
      couponCode: coupon.couponCode,
      couponName: coupon.couponName,
      isUserCoupon: isUserCoupon(coupon),
      userCouponKey: isUserCoupon(coupon) ? coupon.userCouponKey : null,
      discount,
    })),
    discount: stack.discount,
    paidTotal: total - stack.discount,
  };
}

const REFUSAL_MESSAGES: Record<CouponStackRefusal | 'NOT_USABLE', string> = {
  TOO_MANY: 'too many coupons for one booking',
  DUPLICATE: 'a coupon is named twice',
  NOT_COMBINABLE: 'a coupon that cannot be combined must be used alone',
  NOT_USABLE_TOGETHER: 'these coupons cannot be used together for this booking',
  NOT_USABLE: 'coupon cannot be used for this booking',
};

export interface BookingCouponPricing {
  /** Every coupon usable alone, best first. */
  offers: CouponOffer[];
  /** The selection leaving the lowest price (stacked where coupons combine), or null. */
  best: CouponSelection | null;
  /** The coupons asked for, applied (null when none were asked for). */
  applied: CouponSelection | null;
}

/**
 * The coupons of a priced booking: what is usable, the best selection, and the asked codes
 * applied in their best order; 409 BKE803 (with the reason) when the asked codes cannot be used.
 */
export function priceBookingCoupons(
  priced: PricedBooking,
  coupons: BookingCoupons,
  couponInput: CouponPassengerRangeInput,
  asked: readonly string[] | undefined,
): BookingCouponPricing {
  const usable = usableCoupons(priced, coupons, couponInput);
  const options = { lowerLimitPrice: coupons.lowerLimitPrice, nights: Math.max(1, priced.nights) };
  const eligible = usable.map((c) => c.coupon);
  const best = bestCouponSelection(eligible, couponInput, options);
  let applied: CouponSelection | null = null;
  if (asked !== undefined && asked.length > 0) {
    const chosen = asked.map((code) => eligible.find((c) => c.couponCode === code));
    if (chosen.some((c) => c === undefined)) {
      throw new ApiFailure(409, 'BKE803', REFUSAL_MESSAGES.NOT_USABLE);
    }
    const answer = bestCouponOrder(chosen as Coupon[], couponInput, options);
    if ('refusal' in answer) throw new ApiFailure(409, 'BKE803', REFUSAL_MESSAGES[answer.refusal]);
    applied = selectionView(answer.stack, priced.total);
  }
  return {
    offers: usable.map((c) => couponOffer(c.coupon, c.evaluation, priced.total)),
    best: best ? selectionView(best, priced.total) : null,
    applied,
  };
}

/**
 * A changed booking's coupons (issue 18 item 5): each of `coupons` (the booking's own) judged again
 * on the new price; those still usable apply in their best order (when they no longer go together,
 * the best selection among them stays), the others are removed.
 */
export function rejudgeBookingCoupons(
  priced: PricedBooking,
  coupons: BookingCoupons,
  couponInput: CouponPassengerRangeInput,
): { applied: CouponSelection | null; removed: { couponCode: string; couponName: string }[] } {
  const usable = usableCoupons(priced, coupons, couponInput).map((c) => c.coupon);
  const options = { lowerLimitPrice: coupons.lowerLimitPrice, nights: Math.max(1, priced.nights) };
  let stack: CouponStack | null = null;
  if (usable.length > 0) {
    const together = bestCouponOrder(usable, couponInput, options);
    stack = 'refusal' in together ? bestCouponSelection(usable, couponInput, options) : together.stack;
  }
  const kept = new Set(stack?.coupons.map((c) => c.coupon.couponCode) ?? []);
  return {
    applied: stack && stack.coupons.length > 0 ? selectionView(stack, priced.total) : null,
    removed: coupons.candidates
      .filter((c) => !kept.has(c.couponCode))
      .map((c) => ({ couponCode: c.couponCode, couponName: c.couponName })),
  };
}

/** The coupon codes a request asks for: couponCodes, else the single couponCode. */
export function askedCouponCodes(input: {
  couponCode?: string;
  couponCodes?: string[];
}): string[] | undefined {
  if (input.couponCodes !== undefined) return input.couponCodes;
  return input.couponCode !== undefined ? [input.couponCode] : undefined;
}

/**
 * Counts the uses of a booking's coupons inside its transaction: stamps each user coupon, counts
 * the total use (against max_use_count) and the member's (against max_use_per_user); false when one
 * of them may not be used any more (the caller rolls back).
 */
export async function useBookingCoupons(
  tx: Transaction<Database>,
  userId: string,
  selection: CouponSelection,
  bookingNumber: string,
): Promise<boolean> {
  for (const coupon of selection.coupons) {
    if (coupon.userCouponKey !== null) {
      const stamped = await sql`
        update user_coupon set booking_number = ${bookingNumber}
        where user_coupon_key = ${coupon.userCouponKey} and user_id = ${userId}
          and booking_number is null and return_datetime is null
      `.execute(tx);
      if (Number(stamped.numAffectedRows ?? 0n) !== 1) return false;
    }
    const { rows } = await sql<{ use_count: number; max_use_count: number | null }>`
      with counted as (
        insert into coupon_use (coupon_code, use_count) values (${coupon.couponCode}, 1)
        on conflict (coupon_code) do update set use_count = coupon_use.use_count + 1
        returning coupon_code, use_count
      )
      select counted.use_count, c.max_use_count
      from counted join coupon c on c.coupon_code = counted.coupon_code
    `.execute(tx);
    const total = rows[0];
    if (!total || (total.max_use_count !== null && total.use_count > total.max_use_count)) return false;
    const mine = await sql<{ use_count: number; max_use_per_user: number | null }>`
      with counted as (
        insert into coupon_user_use (coupon_code, user_id, use_count) values (${coupon.couponCode}, ${userId}, 1)
        on conflict (coupon_code, user_id) do update set use_count = coupon_user_use.use_count + 1
        returning coupon_code, use_count
      )
      select counted.use_count, c.max_use_per_user
      from counted join coupon c on c.coupon_code = counted.coupon_code
    `.execute(tx);
    const own = mine.rows[0];
    if (!own || (own.max_use_per_user !== null && own.use_count > own.max_use_per_user)) return false;
  }
  return true;
}

/** Records each coupon of a booking with its discount (booking_coupon), in the order they applied. */
export async function recordBookingCoupons(
  tx: Transaction<Database>,
  bookingId: number,
  selection: CouponSelection,
): Promise<void> {
  if (selection.coupons.length === 0) return;
  await tx
    .insertInto('booking_coupon')
    .values(
      selection.coupons.map((c, position) => ({
        booking_id: bookingId,
        position,
        coupon_code: c.couponCode,
        user_coupon_key: c.userCouponKey,
        discount: c.discount,
      })),
    )
    .execute();
}

/**
 * Gives back a cancelled booking's coupon uses: each coupon's total and member use, counted as
 * given back, and each user coupon free again. Bookings made before several coupons were stored
 * have only booking.coupon_code / user_coupon_key.
 */
export async function releaseBookingCoupons(
  tx: Transaction<Database>,
  row: {
    booking_id: number;
    booking_number: string;
    user_id?: string;
    coupon_code: string | null;
    user_coupon_key: string | null;
  },
  /** Only these coupons (a change removing some); default every coupon of the booking. */
  only?: readonly string[],
): Promise<void> {
  const stored = await tx
    .selectFrom('booking_coupon')
    .select(['coupon_code', 'user_coupon_key'])
    .where('booking_id', '=', row.booking_id)
    .orderBy('position')
    .execute();
  const used =
    stored.length > 0
      ? stored
      : row.coupon_code
        ? [{ coupon_code: row.coupon_code, user_coupon_key: row.user_coupon_key }]
        : [];
  const userId =
    row.user_id ??
    (
      await tx
        .selectFrom('booking')
        .select('user_id')
        .where('booking_id', '=', row.booking_id)
        .executeTakeFirst()
    )?.user_id;
  for (const coupon of used) {
    if (only !== undefined && !only.includes(coupon.coupon_code)) continue;
    await sql`update coupon_use set use_count = greatest(use_count - 1, 0), returned_count = returned_count + 1
      where coupon_code = ${coupon.coupon_code}`.execute(tx);
    if (userId) {
      await sql`update coupon_user_use set use_count = greatest(use_count - 1, 0)
        where coupon_code = ${coupon.coupon_code} and user_id = ${userId}`.execute(tx);
    }
    if (coupon.user_coupon_key) {
      await sql`update user_coupon set booking_number = null
        where user_coupon_key = ${coupon.user_coupon_key} and booking_number = ${row.booking_number}`.execute(
        tx,
      );
    }
  }
}

/** A coupon a booking used, with its discount and its name in each language. */
export type BookedCoupon = Static<typeof BookedCouponSchema>;

/** The coupons each booking used (booking_coupon), in order, with their names, by booking id. */
export async function couponsOfBookings(
  db: Kysely<Database>,
  bookingIds: readonly number[],
): Promise<Map<number, BookedCoupon[]>> {
  const byBooking = new Map<number, BookedCoupon[]>();
  if (bookingIds.length === 0) return byBooking;
  const { rows } = await sql<{
    booking_id: number | string;
    coupon_code: string;
    discount: number;
    name_ja: string;
    name_en: string;
  }>`
    select bc.booking_id, bc.coupon_code, bc.discount,
      coalesce(c.doc->>'CouponName', bc.coupon_code) as name_ja,
      coalesce(c.doc_en->>'CouponName', c.doc->>'CouponName', bc.coupon_code) as name_en
    from booking_coupon bc left join coupon c on c.coupon_code = bc.coupon_code
    where bc.booking_id in (${sql.join([...bookingIds])})
    order by bc.booking_id, bc.position
  `.execute(db);
  for (const r of rows) {
    const id = Number(r.booking_id);
    const list = byBooking.get(id) ?? [];
    list.push({
      couponCode: r.coupon_code,
      couponName: { ja: r.name_ja, en: r.name_en },
      discount: Number(r.discount),
    });
    byBooking.set(id, list);
  }
  return byBooking;
}

/** A booking's coupons as a change records them (code and discount). */
export const codesAndDiscounts = (coupons: readonly BookedCoupon[]) =>
  coupons.map(({ couponCode, discount }) => ({ couponCode, discount }));
