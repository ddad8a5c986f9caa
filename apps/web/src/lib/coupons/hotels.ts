/**
 * The couponDiscount request of the hotel pages (spec §7 couponDiscount, §9 defaults): one request
 * per result page, every card (or plan row) an item priced per adult for the stay as the page shows
 * it (the per-night price times the nights: the API's `perAdult` is per adult per night). Pure.
 *
 * - app: 'dp' when the condition names a departure (hotel plus JR transport), else 'yado';
 * - couponAdultPax and bedCount from paxPerRoom, or 1 (spec §7, §9);
 * - goDate only when the stay has a date; areaCode the one destination searched, if one;
 * - list cards ask with listPage=1 (plan coupons left out on lists, spec §5); plan rows with 0.
 */
import type { SearchCondition } from '@tabiyori/domain';
import type { Lang } from '../i18n/settings';
import { hasDeparture } from '../hotels/condition';
import type { CouponDiscountRequest, CouponPriceItem } from './discount';

export interface HotelPriced {
  hotelId: string;
  planId?: string;
  /** Per adult per night, tax included (whole yen). */
  perAdult: number;
  nights: number;
}

/** The stay price of one adult: what the coupon is asked to discount. */
export function hotelCouponItem(hotel: HotelPriced): CouponPriceItem {
  const nights = Math.max(1, Math.floor(hotel.nights) || 1);
  const price = Math.max(0, Math.floor(hotel.perAdult)) * nights;
  return {
    ref: { hotelId: hotel.hotelId, planId: hotel.planId ?? '' },
    adultMin: price,
    adultMax: price,
  };
}

export function hotelCouponRequest(
  condition: SearchCondition,
  hotels: readonly HotelPriced[],
  lang: Lang,
  listPage: boolean,
): CouponDiscountRequest {
  const pax = condition.paxPerRoom && condition.paxPerRoom > 0 ? condition.paxPerRoom : 1;
  const area = condition.arrAreaCode.length === 1 ? condition.arrAreaCode[0] : undefined;
  return {
    app: hasDeparture(condition) ? 'dp' : 'yado',
    lang,
    items: hotels.map(hotelCouponItem),
    goDate: !condition.isNoDate && condition.goDate ? condition.goDate : '',
    nights: hotels[0]?.nights ?? condition.nights ?? 1,
    adultPax: pax,
    bedCount: pax,
    ...(area ? { areaCode: area } : {}),
    listPage,
  };
}
