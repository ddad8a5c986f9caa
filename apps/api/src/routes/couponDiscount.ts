/**
 * GET /couponDiscount (SPEC.md §4, §5, §7, §9): the price after the best usable coupon for every item
 * of a result page in one request. Also reached by the browser as /api/couponDiscount (web proxy).
 *
 * Flow: one CouponList call and (with a userId) one UserCouponList call for the whole page (for
 * app=optional the spec's extra pair of calls per land optional, group type '4'), then per item the
 * domain rules: mergeCoupons (user coupons override general ones), couponPassengerRangeFromSlots
 * (pax slots per app), resolveCouponDiscount (eligibility, discount, usability, best coupon).
 * For speed with many coupons (answers equal to one resolveCouponDiscount over every candidate;
 * the tests compare them): candidates are ranked by an upper bound of their per-person discount and
 * an item stops once no remaining bound can beat its best; rule-equal duplicates are evaluated once;
 * item answers are kept per kept service answer (the client revalidates it with the service's ETag).
 *
 * Query (all optional except items):
 * - app: tour (default) | dp | yado | optional | rentacar; lang: ja (default) | en (showID → ja)
 * - userId, gender (male|female|1|2), age (0–150; unknown → 999), livePrefCode (unknown → '9999999999')
 * - goDate YYYYMMDD (departure / stay / use date; empty = no date), nights (1–30, default 1)
 * - couponAdultPax (0–9, default 1: spec "from paxPerRoom or 1"), couponChildPax, couponInfantPax
 *   (0–9, default 0), bedCount (1–9, default 1: the per-person divisor of spec §9)
 * - targetSystemGrpType: default '3' (spec) for tour, dp and yado, '5' for rentacar; optional
 *   always asks with '4' (spec §7). tourType: the tour type (TargetSystemSubGrpCode; dp defaults
 *   to '03'). areaCode, destPrefCode: the searched destination. listPage: 1 (default, list cards:
 *   plan coupons excluded for yado, dp and tour type 03) | 0 (plan rows of a detail page)
 * - items: up to 100 items joined by ',', each `{ids}:{adultMin}:{adultMax}[:{childMin}:{childMax}
 *   [:{infantMin}:{infantMax}]]`; ids are `tourId` (tour), `hotelId:planId` (yado, dp; planId may be
 *   empty), `optionalId` (optional, land-material-plan), `carId` (rentacar). Prices are whole yen per
 *   person for the booking as priced by the list (tax included); a missing child or infant price is 0.
 *   When every item names the same tour, hotel, plan or car, that code is sent to the service too.
 *
 * Answer (HTTP 200):
 *   { status: 'SUCCESS', data: { status: SUCCESS | NOT_EXISTS_COUPON | NOT_EXISTS_AVAILABLE_COUPON,
 *     priceInfo: [{ tourId | hotelId, planId? | optionalId | carId, discountMinPrice, discountMaxPrice,
 *     discountPrice, perPersonDiscount, couponInfo }], couponInfo } }
 *   priceInfo lists the items with a usable coupon, in request order; discountMin/MaxPrice are the
 *   adult price after the per-person discount (spec §9); couponInfo is that item's best coupon.
 *   data.couponInfo is the page's best coupon (largest per-person discount, ties by couponCode).
 *   NOT_EXISTS_COUPON: the service answered no coupon at all; NOT_EXISTS_AVAILABLE_COUPON: none usable.
 *   { status: 'API_ERROR' } when a coupon service call fails (spec §4). Service error codes are
 *   only logged and count as empty lists (spec §8).
 * Errors: 400 TVE800 for a malformed query (a wrong search request, E_00001; CNE900 / CLE900 are
 * server-side failures, E_00002, which this route never raises: failures answer API_ERROR).
 */
import {
  couponSexOf,
  isValidDateString,
  normalizeSiteLang,
  parseCouponOptionalId,
  type AppType,
} from '@tabiyori/domain';
import type { App } from '../app';
import { ApiFailure } from '../errors';
import { prepareTrimmedTypedQuery } from '../plugins/typedQuery';
import { ErrorSchema } from '../schemas/common';
import {
  CouponDiscountAnswerSchema,
  CouponDiscountQuerySchema,
  type CouponDiscountAnswer,
  type CouponDiscountQuery,
} from '../schemas/couponDiscount';
import { viewerOf } from '../services/auth/viewer';
import {
  couponDiscountFor,
  type CouponDiscountInput,
  type CouponDiscountItem,
} from '../services/couponPricing';

export const COUPON_VALIDATION_CODE = 'TVE800';
export const COUPON_DISCOUNT_MAX_ITEMS = 100;

function invalid(name: string): never {
  throw new ApiFailure(400, COUPON_VALIDATION_CODE, `${name} is invalid`);
}

const ID = /^[A-Za-z0-9_-]{1,40}$/;
const PRICE = /^\d{1,8}$/;
const DEFAULT_GROUP: Record<AppType, string> = {
  tour: '3',
  dp: '3',
  yado: '3',
  optional: '4',
  rentacar: '5',
};

function parseItem(app: AppType, text: string): CouponDiscountItem {
  const fields = text.split(':');
  const idCount = app === 'yado' || app === 'dp' ? 2 : 1;
  const ids = fields.slice(0, idCount);
  const prices = fields.slice(idCount);
  if (ids.length !== idCount || ![2, 4, 6].includes(prices.length)) invalid('items');
  if (!prices.every((p) => PRICE.test(p))) invalid('items');
  const [adultMin = 0, adultMax = 0, childMin = 0, childMax = 0, infantMin = 0, infantMax = 0] =
    prices.map(Number);
  if (adultMin > adultMax || childMin > childMax || infantMin > infantMax) invalid('items');
  const [first = '', second = ''] = ids;
  if (!ID.test(first) || (second !== '' && !ID.test(second))) invalid('items');
  const prices3 = {
    adult: [adultMin, adultMax] as [number, number],
    child: [childMin, childMax] as [number, number],
    infant: [infantMin, infantMax] as [number, number],
  };
  switch (app) {
    case 'tour':
      return { product: { tourId: first }, ...prices3 };
    case 'yado':
    case 'dp':
      return { product: { hotelId: first, ...(second ? { planId: second } : {}) }, ...prices3 };
    case 'optional':
      if (!parseCouponOptionalId(first)) invalid('items');
      return { product: { optionalId: first }, ...prices3 };
    case 'rentacar':
      return { product: {}, carId: first, ...prices3 };
  }
}

/**
 * The validated input of a couponDiscount query its schema has typed (values trimmed; integers, app,
 * gender and the codes by the schema); checks what a schema cannot state (the day exists, the items'
 * per-app layout, min ≤ max, at most 100), throws ApiFailure 400 TVE800.
 */
export function parseCouponDiscountQuery(query: CouponDiscountQuery): CouponDiscountInput {
  const app: AppType = query.app ?? 'tour';
  const goDate = (query.goDate ?? '').trim();
  if (goDate !== '' && !isValidDateString(goDate, 'ymd')) invalid('goDate');
  const itemTexts = query.items.trim().split(',');
  if (itemTexts.length > COUPON_DISCOUNT_MAX_ITEMS) invalid('items');
  return {
    app,
    lang: normalizeSiteLang(query.lang),
    userId: query.userId ?? '',
    gender: couponSexOf(query.gender),
    age: query.age,
    livePrefCode: query.livePrefCode ?? '',
    goDate,
    nights: query.nights ?? 1,
    bedCount: query.bedCount ?? 1,
    adultPax: query.couponAdultPax ?? 1,
    childPax: query.couponChildPax ?? 0,
    infantPax: query.couponInfantPax ?? 0,
    targetSystemGrpType: app === 'optional' ? '4' : (query.targetSystemGrpType ?? DEFAULT_GROUP[app]),
    tourType: query.tourType ?? (app === 'dp' ? '03' : ''),
    areaCode: query.areaCode ?? '',
    destPrefCode: query.destPrefCode ?? '',
    listPage: query.listPage !== '0' && query.listPage !== 'false',
    items: itemTexts.map((t) => parseItem(app, t.trim())),
  };
}

export async function couponDiscountRoutes(app: App): Promise<void> {
  app.get(
    '/couponDiscount',
    {
      config: { validationErrorCode: COUPON_VALIDATION_CODE },
      // Surrounding spaces have always been allowed here (' 2' is 2): trimmed before the schema reads it.
      preValidation: prepareTrimmedTypedQuery,
      schema: {
        tags: ['coupons'],
        summary:
          'Prices after the best usable coupon for every item of a result page (spec §7 couponDiscount)',
        querystring: CouponDiscountQuerySchema,
        response: { 200: CouponDiscountAnswerSchema, 400: ErrorSchema },
      },
    },
    async (request, reply): Promise<CouponDiscountAnswer> => {
      const asked = parseCouponDiscountQuery(request.query);
      // User coupons only for the logged-in viewer: a userId that is not the viewer's own is ignored
      // (no one prices with another user's coupons; ids are guessable).
      const viewer = asked.userId === '' ? null : await viewerOf(app, request);
      const input = { ...asked, userId: viewer?.userId === asked.userId ? asked.userId : '' };
      reply.header('cache-control', 'private, no-store');
      return couponDiscountFor(app, request.log, input);
    },
  );
}
