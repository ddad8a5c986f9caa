/**
 * The searches a coupon card links to: stays (the hotel list), a JR + hotel set departing from the
 * first JR departure area, tours of the coupon's tour type, or the plans of its hotel, from its
 * first departure date in its destination. Pure (tested through list.test.ts).
 */
import {
  createDefaultCondition,
  defaultConfig,
  hotelListLink,
  isValidDateString,
  jrServesAreas,
  setDpDepartureArea,
  setTourType,
  tourListLink,
} from '@tabiyori/domain';
import type { CouponGroup, CouponListEntry } from './list';

export interface CouponLink {
  href: string;
  key: string;
  values?: Record<string, string>;
}

/**
 * Where the search of a JR + hotel (dp) coupon departs from: the first departure area the decoder
 * lists that JR serves (domain jrServesAreas); the traveller changes it on the list.
 */
export interface DpDeparture {
  code: string;
  name: string;
}

export function couponDpDeparture(
  areas: readonly { code: string; name: string; stationCodes: readonly string[] }[],
): DpDeparture | null {
  const served = jrServesAreas(areas);
  const area = areas.find((a) => served(a.code));
  return area ? { code: area.code, name: area.name } : null;
}

/**
 * The search that finds products the coupon can be used on, starting on its first departure date, in
 * its destination, for its product kinds: stays (the hotel list, where a departure makes a dp), a
 * JR + hotel set when the coupon is for dp and not for stays alone (the hotel list departing by JR
 * from `dpFrom`), tours (of the tour type the coupon is limited to).
 */
export function couponSearchLinks(
  coupon: CouponListEntry,
  group: CouponGroup,
  today: string,
  dpFrom: DpDeparture | null,
): CouponLink[] {
  const base = createDefaultCondition(defaultConfig, today);
  const from = coupon.depDateFrom;
  const dated =
    isValidDateString(from, 'ymd') && from > today ? { ...base, goDate: from, isNoDate: false } : base;
  // A coupon for a destination searches there; one for some product kinds only offers their search.
  const area = coupon.areaCode || coupon.destPrefCode;
  const condition = area ? { ...dated, arrAreaCode: [area] } : dated;
  const kinds = coupon.productKinds;
  const forKind = (kind: string) => kinds.length === 0 || kinds.includes(kind);
  if (group === 'travel') {
    const tours = coupon.targetSystemSubGrpCode
      ? setTourType(condition, coupon.targetSystemSubGrpCode)
      : condition;
    const dp = kinds.includes('dp') && !forKind('yado') && dpFrom;
    return [
      ...(forKind('yado') ? [{ href: hotelListLink(condition, defaultConfig), key: 'searchHotels' }] : []),
      ...(dp
        ? [
            {
              href: hotelListLink(
                setDpDepartureArea(condition, dp.code, () => true),
                defaultConfig,
              ),
              key: 'searchDp',
              values: { departure: dp.name },
            },
          ]
        : []),
      ...(forKind('tour') ? [{ href: tourListLink(tours, defaultConfig), key: 'searchTours' }] : []),
    ];
  }
  if (group === 'hotel' && coupon.hotelCode) {
    return [{ href: `/hotel/${encodeURIComponent(coupon.hotelCode)}/plans`, key: 'searchHotelPlans' }];
  }
  // Optional activities and car rental have no search pages on the web yet: no link.
  return [];
}
