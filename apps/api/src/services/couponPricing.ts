/**
 * Coupon pricing of a result page (GET /couponDiscount, routes/couponDiscount.ts; SPEC.md §4, §5, §7,
 * §9): one CouponList call and (with a userId) one UserCouponList call for the whole page (for
 * app=optional the spec's extra pair of calls per land optional, group type '4'), then per item the
 * domain rules: mergeCoupons (user coupons override general ones), couponPassengerRangeFromSlots
 * (pax slots per app), resolveCouponDiscount (eligibility, discount, usability, best coupon).
 * For speed with many coupons (answers equal to one resolveCouponDiscount over every candidate;
 * routes/couponDiscount.test.ts compares them): candidates are ranked by an upper bound of their
 * per-person discount and an item stops once no remaining bound can beat its best; rule-equal
 * duplicates are evaluated once; item answers are kept per kept service answer (the client
 * revalidates it with the service's ETag). Also the lowerLimitPrice setting that bookings use
 * (services/booking/coupons.ts).
 */
import {
  birthMonthOf,
  couponTourType,
  japanToday,
  COUPON_STATUS,
  compareCouponsForBest,
  couponConditionWithDefaults,
  couponIneligibleReason,
  couponPassengerRangeFromSlots,
  evaluateCouponDiscount,
  countCouponPax,
  defaultConfig,
  isUserCoupon,
  mergeCoupons,
  paxCategoryCodes,
  resolveCouponDiscount,
  type AppType,
  type Coupon,
  type CouponDiscountRequest,
  type CouponEligibilityContext,
  type CouponPassengerRangeInput,
  type CouponProductRef,
  type CouponSearchContext,
  type CouponUserFacts,
  type EvaluatedCoupon,
} from '@tabiyori/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { LRUCache } from 'lru-cache';
import { sql } from 'kysely';
import type { App } from '../app';
import { boundedCache } from '../model/processCache';
import type { CouponDiscountAnswer, CouponInfo, PriceInfo } from '../schemas/couponDiscount';
import {
  CouponServiceFailure,
  couponClientFor,
  fetchCouponLists,
  fetchOptionalCouponLists,
  type CouponLists,
} from './couponClient';

/** One item of a page. */
export interface CouponDiscountItem {
  product: CouponProductRef;
  carId?: string;
  adult: [number, number];
  child: [number, number];
  infant: [number, number];
}

export interface CouponDiscountInput {
  app: AppType;
  lang: string;
  userId: string;
  gender: string;
  age: number | undefined;
  livePrefCode: string;
  goDate: string;
  nights: number;
  bedCount: number;
  adultPax: number;
  childPax: number;
  infantPax: number;
  targetSystemGrpType: string;
  tourType: string;
  areaCode: string;
  destPrefCode: string;
  listPage: boolean;
  items: CouponDiscountItem[];
  /** Issue 18: the member's birth month '01'–'12' (birthday coupons); '' or absent for a visitor. */
  birthMonth?: string;
}

/** The one value of a field shared by every item, or undefined. */
function shared(
  items: readonly CouponDiscountItem[],
  pick: (item: CouponDiscountItem) => string | undefined,
) {
  const values = new Set(items.map(pick));
  const [only] = values;
  return values.size === 1 && only ? only : undefined;
}

/** Spec §5 lowerLimitPrice from configuration: coupon_setting, else COUPON_LOWER_LIMIT_PRICE, else the domain default. */
export async function readLowerLimitPrice(app: App, log: FastifyBaseLogger): Promise<number> {
  let stored: string | undefined;
  try {
    const { rows } = await sql<{ value: string }>`
      select value from coupon_setting where key = 'discount.lowerLimitPrice'
    `.execute(app.ctx.db);
    stored = rows[0]?.value;
  } catch (error) {
    log.warn({ err: error }, 'coupon settings could not be read; using the configured lowerLimitPrice');
  }
  for (const candidate of [stored, process.env.COUPON_LOWER_LIMIT_PRICE]) {
    if (candidate !== undefined && /^\d{1,9}$/.test(candidate.trim())) return Number(candidate);
  }
  return defaultConfig.settings.lowerLimitPrice;
}

function couponInfoOf(coupon: Coupon): CouponInfo {
  return {
    couponCode: coupon.couponCode,
    couponName: coupon.couponName,
    discount: coupon.discount,
    discountType: coupon.discountType,
    discountUnitType: coupon.discountUnitType,
    maxDiscountAmtForRate: coupon.maxDiscountAmtForRate,
    depDateFrom: coupon.depDateFrom,
    depDateTo: coupon.depDateTo,
    remarks: coupon.remarks,
    isUserCoupon: isUserCoupon(coupon),
    userCouponKey: isUserCoupon(coupon) ? coupon.userCouponKey : null,
  };
}

/** Items ranked together; a band shares one bound (its highest prices). */
const RANK_BAND_SIZE = 8;
/** Candidates an item evaluates at a time before checking the next bound. */
const SLICE = 8;

type SuccessAnswer = Extract<ReturnType<typeof resolveCouponDiscount<Coupon>>, { status: 'SUCCESS' }>;

/** Candidates ranked by an upper bound of their per-person discount on a band of items (highest first). */
interface RankedCoupons {
  coupons: Coupon[];
  bounds: number[];
}

/** Ineligibility that holds for every item priced at or below the bound input (price-independent, or minimum reserve). */
const BAND_WIDE_REASONS: ReadonlySet<string> = new Set([
  'NOT_PRICE_DISCOUNT',
  'PLAN_COUPON_ON_LIST',
  'PAX_TYPE_NOT_ALLOWED',
  'BELOW_MIN_RESERVE_AMOUNT',
  'OUTSIDE_DEP_DATE_RANGE',
  'EXCLUDED_DEP_DATE',
]);

/**
 * Ranks candidates for a band of items by their per-person discount (domain evaluateCouponDiscount)
 * at the band's highest minimum prices (`boundInput`). The per-person discount of spec §9 never falls
 * when a price rises (yen amounts are cut to the price or dropped below it, rates with their
 * rounding and caps grow with it, the divisor does not depend on prices), so this bounds what the
 * coupon can give any item of the band: an item stops looking once the next bound is below the best
 * discount found. Coupons the domain finds ineligible at the bound for a reason that holds for every
 * item of the band (domain couponIneligibleReason: not a price discount, plan coupon on a list page,
 * passenger type, departure date, or a minimum reserve amount not met even at the band's highest
 * prices, which only grow) are left out; product mismatches depend on the item and stay.
 */
function rankCoupons(
  coupons: readonly Coupon[],
  boundInput: CouponPassengerRangeInput,
  ctx: CouponEligibilityContext,
  nights: number,
  lowerLimitPrice: number,
): RankedCoupons {
  const scored: { coupon: Coupon; bound: number }[] = [];
  for (const coupon of coupons) {
    const reason = couponIneligibleReason(coupon, boundInput, ctx);
    if (reason !== null && BAND_WIDE_REASONS.has(reason)) continue;
    const bound = evaluateCouponDiscount(coupon, boundInput, {
      lowerLimitPrice,
      nights,
    }).perPersonDiscountMin;
    scored.push({ coupon, bound });
  }
  scored.sort((a, b) => b.bound - a.bound);
  return { coupons: scored.map((x) => x.coupon), bounds: scored.map((x) => x.bound) };
}

/**
 * The domain's answer for one item (resolveCouponDiscount), asked over the ranked candidates in
 * slices, best bounds first, until no remaining candidate can beat the best found (equal
 * bounds are still looked at: the tie goes to the lower couponCode). Same answer as one call over
 * every candidate (routes/couponDiscount.test.ts compares them).
 */
function resolveRanked(
  ranked: RankedCoupons,
  request: Omit<CouponDiscountRequest, 'coupons'>,
): SuccessAnswer | null {
  let best: SuccessAnswer | null = null;
  let start = 0;
  while (start < ranked.coupons.length) {
    if (best !== null && (ranked.bounds[start] ?? 0) < best.evaluation.perPersonDiscountMin) break;
    const answer = resolveCouponDiscount({ ...request, coupons: ranked.coupons.slice(start, start + SLICE) });
    if (
      answer.status === COUPON_STATUS.SUCCESS &&
      (best === null ||
        compareCouponsForBest(
          { coupon: answer.couponInfo, evaluation: answer.evaluation },
          { coupon: best.couponInfo, evaluation: best.evaluation },
        ) < 0)
    ) {
      best = answer;
    }
    start += SLICE;
  }
  return best;
}

/**
 * Item answers worked out per coupon list, kept while the list is: the general list of a kept
 * service answer is the same array until the service answers anew (any data change or window
 * boundary gives a new ETag, so a new array), and the user's coupons (filtered per request) are part
 * of the key. Per process, bounded, safe to lose.
 */
const MEMO_MAX_ITEMS = 5000;
const MEMO_MAX_USERS = 64;
/** An item's worked-out answer (null: no coupon applies), kept per item key. */
type AnswerMemo = LRUCache<string, { answer: SuccessAnswer | null }>;
const answerMemos = new WeakMap<readonly Coupon[], LRUCache<string, AnswerMemo>>();

function answerMemo(lists: CouponLists): AnswerMemo {
  let byUser = answerMemos.get(lists.general);
  if (!byUser) {
    byUser = boundedCache<string, AnswerMemo>({ max: MEMO_MAX_USERS });
    answerMemos.set(lists.general, byUser);
  }
  const userKey = lists.user.map((c) => `${c.userCouponKey}/${c.couponCode}`).join(',');
  let memo = byUser.get(userKey);
  if (!memo) {
    memo = boundedCache<string, { answer: SuccessAnswer | null }>({ max: MEMO_MAX_ITEMS });
    byUser.set(userKey, memo);
  }
  return memo;
}

/**
 * The general coupons with rule-equal duplicates left out: coupons that differ only in code and
 * texts (name, remarks, language) get the same evaluation everywhere, and of equals the lowest
 * couponCode wins (spec §9 tie-break), so only that one needs evaluating. Kept per general list.
 */
const distinctLists = new WeakMap<readonly Coupon[], Coupon[]>();

function distinctGeneral(general: readonly Coupon[]): Coupon[] {
  const known = distinctLists.get(general);
  if (known) return known;
  const bySignature = new Map<string, Coupon>();
  for (const coupon of general) {
    const { couponCode: _c, couponName: _n, remarks: _r, langCode: _l, ...rules } = coupon;
    const signature = JSON.stringify(rules);
    const held = bySignature.get(signature);
    if (!held || coupon.couponCode < held.couponCode) bySignature.set(signature, coupon);
  }
  const distinct = [...bySignature.values()];
  distinctLists.set(general, distinct);
  return distinct;
}

/** The member facts of the request (user conditions), with the spec §9 defaults for unknown values. */
function couponUserFacts(input: CouponDiscountInput): CouponUserFacts {
  const condition = couponConditionWithDefaults({
    prefecture: input.livePrefCode,
    gender: input.gender,
    ...(input.age !== undefined ? { age: input.age } : {}),
  });
  return { gender: condition.gender, age: condition.age, prefecture: condition.prefecture };
}

/** Prices every item of the page against the lists the service answered (domain rules only). */
export function priceCouponItems(
  input: CouponDiscountInput,
  listsFor: (item: CouponDiscountItem) => CouponLists | undefined,
  lowerLimitPrice: number,
): NonNullable<CouponDiscountAnswer['data']> {
  const codes = paxCategoryCodes(input.app);
  const paxOf = (
    adult: number,
    child: number,
    infant: number,
    adultMax = adult,
    childMax = child,
    infantMax = infant,
  ) =>
    couponPassengerRangeFromSlots(
      input.app,
      {
        [codes.adult]: { minPrice: adult, maxPrice: adultMax, pax: input.adultPax },
        [codes.child]: { minPrice: child, maxPrice: childMax, pax: input.childPax },
        [codes.infant]: { minPrice: infant, maxPrice: infantMax, pax: input.infantPax },
      },
      input.bedCount,
    );

  const today = japanToday(Date.now());
  const ctx: CouponEligibilityContext = {
    app: input.app,
    tourType: input.tourType,
    depDate: input.goDate,
    listPage: input.listPage,
    today,
    ...(input.birthMonth ? { birthMonth: input.birthMonth } : {}),
    user: couponUserFacts(input),
  };
  const common = JSON.stringify([
    today,
    input.birthMonth ?? '',
    ctx.user,
    input.app,
    input.tourType,
    input.goDate,
    input.listPage,
    input.nights,
    input.bedCount,
    input.adultPax,
    input.childPax,
    input.infantPax,
    lowerLimitPrice,
  ]);

  // Per coupon list (one for the page; one per land optional): answers already worked out for the
  // same list, or candidates ranked per band of items of similar prices and resolved item by item.
  const answers = new Map<CouponDiscountItem, SuccessAnswer | null>();
  const unanswered = new Map<CouponLists, { memo: AnswerMemo; items: [CouponDiscountItem, string][] }>();
  let anyCoupon = false;
  for (const item of input.items) {
    const lists = listsFor(item);
    if (!lists || lists.general.length + lists.user.length === 0) continue;
    anyCoupon = true;
    const memo = answerMemo(lists);
    const key = `${common}|${JSON.stringify([item.product, item.adult, item.child, item.infant])}`;
    const known = memo.get(key);
    if (known !== undefined) {
      answers.set(item, known.answer);
      continue;
    }
    const entry = unanswered.get(lists) ?? { memo, items: [] };
    entry.items.push([item, key]);
    unanswered.set(lists, entry);
  }
  for (const [lists, { memo, items }] of unanswered) {
    const coupons = mergeCoupons(distinctGeneral(lists.general), lists.user);
    const byPrice = [...items].sort((a, b) => a[0].adult[0] - b[0].adult[0]);
    for (let start = 0; start < byPrice.length; start += RANK_BAND_SIZE) {
      const band = byPrice.slice(start, start + RANK_BAND_SIZE);
      const top = (pick: (item: CouponDiscountItem) => number) => Math.max(...band.map(([i]) => pick(i)));
      const boundInput = paxOf(
        top((i) => i.adult[0]),
        top((i) => i.child[0]),
        top((i) => i.infant[0]),
      );
      const ranked = rankCoupons(coupons, boundInput, ctx, input.nights, lowerLimitPrice);
      for (const [item, key] of band) {
        const answer = resolveRanked(ranked, {
          ...ctx,
          pax: paxOf(
            item.adult[0],
            item.child[0],
            item.infant[0],
            item.adult[1],
            item.child[1],
            item.infant[1],
          ),
          lowerLimitPrice,
          nights: input.nights,
          product: item.product,
        });
        answers.set(item, answer);
        memo.set(key, { answer });
      }
    }
  }

  let best: EvaluatedCoupon | null = null;
  const priceInfo: PriceInfo[] = [];
  for (const item of input.items) {
    const answer = answers.get(item);
    if (!answer) continue;
    const evaluated = { coupon: answer.couponInfo, evaluation: answer.evaluation };
    if (best === null || compareCouponsForBest(evaluated, best) < 0) best = evaluated;
    priceInfo.push({
      ...answer.priceInfo,
      ...(item.carId ? { carId: item.carId } : {}),
      discountMinPrice: answer.priceInfo.discountMinPrice,
      discountMaxPrice: answer.priceInfo.discountMaxPrice,
      discountPrice: answer.evaluation.discountPrice,
      perPersonDiscount: answer.evaluation.perPersonDiscountMin,
      couponInfo: couponInfoOf(answer.couponInfo),
    });
  }
  const status = !anyCoupon
    ? COUPON_STATUS.NOT_EXISTS_COUPON
    : priceInfo.length === 0
      ? COUPON_STATUS.NOT_EXISTS_AVAILABLE_COUPON
      : COUPON_STATUS.SUCCESS;
  return { status, priceInfo, couponInfo: best ? couponInfoOf(best.coupon) : null };
}

/** The answer of GET /couponDiscount for a validated query (user coupons only for `input.userId`). */
export async function couponDiscountFor(
  app: App,
  log: FastifyBaseLogger,
  input: CouponDiscountInput,
): Promise<CouponDiscountAnswer> {
  const condition = couponConditionWithDefaults({
    userId: input.userId,
    prefecture: input.livePrefCode,
    gender: input.gender,
    ...(input.age !== undefined ? { age: input.age } : {}),
    loginStatus: input.userId !== '',
    targetSystemGrpType: input.targetSystemGrpType,
  });
  input = await withConditionFacts(app, input);
  const codes = paxCategoryCodes(input.app);
  const counts = countCouponPax(input.app, {
    [codes.adult]: input.adultPax,
    [codes.child]: input.childPax,
    [codes.infant]: input.infantPax,
  });
  const tourCode = shared(input.items, (i) => i.product.tourId);
  const hotelCode = shared(input.items, (i) => i.product.hotelId);
  const planCode = hotelCode ? shared(input.items, (i) => i.product.planId) : undefined;
  const carCode = shared(input.items, (i) => i.carId);
  const ctx: CouponSearchContext = {
    lang: input.lang,
    now: Date.now(),
    tourType: input.tourType,
    depDate: input.goDate,
    adultCount: counts.adult,
    childCount: counts.child,
    infantCount: counts.infant,
    tourCode: tourCode ?? '',
    hotelCode: hotelCode ?? '',
    hotelPlanCode: planCode ?? '',
    rentacarCode: carCode ?? '',
    areaCode: input.areaCode,
    destPrefCode: input.destPrefCode,
  };
  const client = couponClientFor(app, log);
  try {
    if (input.app === 'optional') {
      const optionalIds = [...new Set(input.items.map((i) => i.product.optionalId ?? ''))];
      const [byOptional, lowerLimitPrice] = await Promise.all([
        fetchOptionalCouponLists(
          client,
          condition,
          ctx,
          optionalIds.map((optionalId) => ({ optionalId })),
        ),
        readLowerLimitPrice(app, log),
      ]);
      const data = priceCouponItems(
        input,
        (i) => byOptional.get(i.product.optionalId ?? ''),
        lowerLimitPrice,
      );
      return { status: 'SUCCESS', data };
    }
    const [lists, lowerLimitPrice] = await Promise.all([
      fetchCouponLists(client, condition, ctx),
      readLowerLimitPrice(app, log),
    ]);
    return { status: 'SUCCESS', data: priceCouponItems(input, () => lists, lowerLimitPrice) };
  } catch (error) {
    if (error instanceof CouponServiceFailure) return { status: COUPON_STATUS.API_ERROR };
    throw error;
  }
}

/**
 * Issue 18: what the coupons' own conditions (domain coupon/conditions.ts) need of the page: the
 * member's birth month (from their profile) and each hotel's or tour's features (kodawari).
 */
async function withConditionFacts(app: App, input: CouponDiscountInput): Promise<CouponDiscountInput> {
  const db = app.ctx.db;
  const hotelIds = [...new Set(input.items.flatMap((i) => (i.product.hotelId ? [i.product.hotelId] : [])))];
  const tourIds = [...new Set(input.items.flatMap((i) => (i.product.tourId ? [i.product.tourId] : [])))];
  const [user, hotels, tours] = await Promise.all([
    input.userId === ''
      ? Promise.resolve(undefined)
      : db.selectFrom('app_user').select('birth_date').where('id', '=', input.userId).executeTakeFirst(),
    hotelIds.length === 0
      ? Promise.resolve([])
      : db.selectFrom('hotel').select(['hotel_id', 'kodawari']).where('hotel_id', 'in', hotelIds).execute(),
    tourIds.length === 0
      ? Promise.resolve([])
      : db.selectFrom('tour').select(['tour_id', 'kodawari']).where('tour_id', 'in', tourIds).execute(),
  ]);
  const hotelFeatures = new Map(hotels.map((h) => [h.hotel_id, h.kodawari]));
  const tourFeatures = new Map(tours.map((t) => [t.tour_id, t.kodawari]));
  return {
    ...input,
    tourType: couponTourType(input.app, input.tourType),
    birthMonth: birthMonthOf(user?.birth_date),
    items: input.items.map((item) => {
      const kodawari =
        (item.product.tourId ? tourFeatures.get(item.product.tourId) : undefined) ??
        (item.product.hotelId ? hotelFeatures.get(item.product.hotelId) : undefined);
      return kodawari ? { ...item, product: { ...item.product, kodawari } } : item;
    }),
  };
}
