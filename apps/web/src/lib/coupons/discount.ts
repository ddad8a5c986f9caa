/**
 * Coupon prices of a result page (spec §4, §5, §7 couponDiscount, §9): the one request that prices
 * every card of a page, and the reading of its answer into what a card may show. Pure (tested);
 * the rules themselves (eligibility, discount, best coupon, lowerLimitPrice) run in the API through
 * the domain package: the web only asks, reads and displays.
 *
 * Use (hotel cards, plan rows, and later tour cards):
 *   1. build the items of the page: `{ ref: { hotelId, planId } | { tourId }, adultMin, adultMax }`
 *      (whole yen per adult for the booking, as the card prices it);
 *   2. `loadCouponPrices(couponDiscountRequest({...}))` (lib/coupons/server.ts) once per page: a
 *      promise that never rejects (API_ERROR, network failure or timeout → no coupon prices);
 *   3. give the promise to `<CouponPriceSlot prices={…} item={ref} regularPrice={…} />`
 *      (components/coupon) in each card: it streams in when the answer comes and renders nothing
 *      when the item has no coupon price that is really lower than its regular price.
 */
import type { ApiAnswer, ApiQuery } from '@tabiyori/api-client';
import type { AppType } from '@tabiyori/domain';
import type { AccountUser } from '../account/types';

/** The product a card sells: a tour, or a hotel's plan (planId empty = the hotel's best plan). */
export type CouponItemRef = { tourId: string } | { hotelId: string; planId?: string };

export interface CouponPriceItem {
  ref: CouponItemRef;
  /** Whole yen per adult for the booking (tax included), minimum and maximum. */
  adultMin: number;
  adultMax: number;
}

export interface CouponDiscountRequest {
  app: AppType;
  lang: string;
  items: readonly CouponPriceItem[];
  /** YYYYMMDD; empty without a date. */
  goDate?: string;
  nights?: number;
  /** Spec §7: couponAdultPax from paxPerRoom or 1; bedCount the per-person divisor (spec §9). */
  adultPax?: number;
  bedCount?: number;
  tourType?: string;
  areaCode?: string;
  /** true: list cards (plan coupons excluded where spec §5 says); false: plan rows of a detail page. */
  listPage: boolean;
}

/** The API's limit of items per request (apps/api routes/couponDiscount.ts). */
export const COUPON_DISCOUNT_MAX_ITEMS = 100;

/** The coupon a price was found with, as the card discloses it (fields of the generated answer). */
export type CouponPriceCoupon = Pick<
  AnswerPriceInfo['couponInfo'],
  'couponCode' | 'couponName' | 'remarks' | 'depDateFrom' | 'depDateTo' | 'isUserCoupon'
>;

export interface CouponPrice {
  /** Adult price after the best coupon (whole yen, per adult for the booking). */
  discountMinPrice: number;
  discountMaxPrice: number;
  /** Spec §9 per-person discount (whole yen). */
  perPersonDiscount: number;
  coupon: CouponPriceCoupon;
}

/** Coupon prices of a page by item key (couponItemKey); empty when there is nothing to show. */
export type CouponPrices = ReadonlyMap<string, CouponPrice>;

export const NO_COUPON_PRICES: CouponPrices = new Map();

export function couponItemKey(ref: CouponItemRef): string {
  return 'tourId' in ref ? `t:${ref.tourId}` : `h:${ref.hotelId}:${ref.planId ?? ''}`;
}

function wholeYen(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

function itemText(item: CouponPriceItem): string {
  const ids = 'tourId' in item.ref ? item.ref.tourId : `${item.ref.hotelId}:${item.ref.planId ?? ''}`;
  const min = wholeYen(item.adultMin);
  const max = Math.max(min, wholeYen(item.adultMax));
  return `${ids}:${min}:${max}`;
}

function smallCount(value: number | undefined, min: number): number | undefined {
  if (value === undefined || !Number.isInteger(value)) return undefined;
  return Math.min(9, Math.max(min, value));
}

/**
 * The query of GET /couponDiscount for a page, or null when there is nothing to price (no item with
 * a price). Items without a positive price are left out; at most COUPON_DISCOUNT_MAX_ITEMS.
 */
export function couponDiscountQuery(request: CouponDiscountRequest): ApiQuery<'/couponDiscount'> | null {
  const items = request.items
    .filter((item) => wholeYen(item.adultMin) > 0)
    .slice(0, COUPON_DISCOUNT_MAX_ITEMS);
  if (items.length === 0) return null;
  const query: ApiQuery<'/couponDiscount'> = {
    app: request.app,
    lang: request.lang,
    listPage: request.listPage ? '1' : '0',
    items: items.map(itemText).join(','),
  };
  if (request.goDate && /^\d{8}$/.test(request.goDate)) query.goDate = request.goDate;
  if (request.nights !== undefined && Number.isInteger(request.nights) && request.nights >= 1) {
    query.nights = Math.min(30, request.nights);
  }
  const adultPax = smallCount(request.adultPax, 1);
  if (adultPax !== undefined) query.couponAdultPax = adultPax;
  const bedCount = smallCount(request.bedCount, 1);
  if (bedCount !== undefined) query.bedCount = bedCount;
  if (request.tourType && /^\d{1,2}$/.test(request.tourType)) query.tourType = request.tourType;
  if (request.areaCode && /^[A-Za-z0-9]{1,16}$/.test(request.areaCode)) query.areaCode = request.areaCode;
  return query;
}

/**
 * A page's couponDiscount query as a member asks it (spec §4 CouponList by user): their id, gender,
 * age and residence. The API prices user coupons only for the session's own userId.
 */
export function memberQuery(
  query: ApiQuery<'/couponDiscount'>,
  user: Pick<AccountUser, 'userId' | 'gender' | 'age' | 'livePrefCode'>,
): ApiQuery<'/couponDiscount'> {
  return {
    ...query,
    userId: user.userId,
    ...(user.gender ? { gender: user.gender } : {}),
    ...(user.age !== null ? { age: user.age } : {}),
    ...(user.livePrefCode ? { livePrefCode: user.livePrefCode } : {}),
  };
}

type CouponDiscountAnswer = ApiAnswer<'/couponDiscount'>;
type AnswerPriceInfo = NonNullable<CouponDiscountAnswer['data']>['priceInfo'][number];

function refOf(info: AnswerPriceInfo): CouponItemRef | null {
  if (info.tourId) return { tourId: info.tourId };
  if (info.hotelId) return { hotelId: info.hotelId, planId: info.planId ?? '' };
  return null;
}

/**
 * The coupon prices of a couponDiscount answer (its generated type). Spec §4: only a lookup whose
 * list status is SUCCESS gives prices (API_ERROR, NOT_EXISTS_COUPON and NOT_EXISTS_AVAILABLE_COUPON
 * give none). An entry is kept only when it names an item of the request whose price it really
 * lowers (discountMinPrice below the item's adultMin).
 */
export function readCouponPrices(
  answer: CouponDiscountAnswer,
  items: readonly CouponPriceItem[],
): CouponPrices {
  if (answer.status !== 'SUCCESS' || answer.data?.status !== 'SUCCESS') return NO_COUPON_PRICES;
  const regular = new Map(items.map((item) => [couponItemKey(item.ref), item]));
  const prices = new Map<string, CouponPrice>();
  for (const info of answer.data.priceInfo) {
    const ref = refOf(info);
    if (!ref) continue;
    const key = couponItemKey(ref);
    const item = regular.get(key);
    const min = info.discountMinPrice;
    if (!item || min < 0 || min >= wholeYen(item.adultMin)) continue;
    const coupon = info.couponInfo;
    prices.set(key, {
      discountMinPrice: min,
      discountMaxPrice: Math.max(min, info.discountMaxPrice),
      perPersonDiscount: Math.max(0, info.perPersonDiscount),
      coupon: {
        couponCode: coupon.couponCode,
        couponName: coupon.couponName,
        remarks: coupon.remarks,
        depDateFrom: coupon.depDateFrom,
        depDateTo: coupon.depDateTo,
        isUserCoupon: coupon.isUserCoupon,
      },
    });
  }
  return prices;
}
