/**
 * The couponDiscount request of the tour list (spec §7 couponDiscount: app tour; §9 defaults): one
 * request per result page, every card an item priced per adult over its price range. Pure.
 *
 * - couponAdultPax and bedCount from paxPerRoom, or 1 (spec §7, §9);
 * - goDate only when the search has a date; tourType and areaCode only when the search names one;
 * - listPage=1: plan-bound coupons stay off list cards (spec §5, tourType '03').
 * Tours without a price yet are not asked about.
 */
import type { SearchCondition } from '@tabiyori/domain';
import type { CouponDiscountRequest } from '../coupons/discount';
import type { Lang } from '../i18n/settings';

export interface TourPriced {
  tourId: string;
  priceFrom: number;
  priceTo: number;
}

export function tourCouponRequest(
  condition: SearchCondition,
  tours: readonly TourPriced[],
  lang: Lang,
): CouponDiscountRequest {
  const pax = condition.paxPerRoom && condition.paxPerRoom > 0 ? condition.paxPerRoom : 1;
  const area = condition.arrAreaCode.length === 1 ? condition.arrAreaCode[0] : undefined;
  return {
    app: 'tour',
    lang,
    items: tours
      .filter((t) => t.priceFrom > 0)
      .map((t) => ({
        ref: { tourId: t.tourId },
        adultMin: Math.floor(t.priceFrom),
        adultMax: Math.floor(Math.max(t.priceFrom, t.priceTo)),
      })),
    goDate: !condition.isNoDate && condition.goDate ? condition.goDate : '',
    adultPax: pax,
    bedCount: pax,
    ...(condition.tourType ? { tourType: condition.tourType } : {}),
    ...(area ? { areaCode: area } : {}),
    listPage: true,
  };
}
