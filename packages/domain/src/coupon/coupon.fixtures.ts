/** Builders for coupon tests (not part of the public API). */
import type { PaxPriceRange } from '../pricing/totals';
import type { Coupon, CouponPassengerRangeInput, UserCoupon } from './types';

/** A plain price-discount coupon: 1,000 yen per adult, everyone allowed, no limits. */
export function makeCoupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    couponCode: 'C001',
    couponName: 'テストクーポン',
    langCode: 'ja',
    openStatus: '1',
    discount: 1000,
    discountType: '1',
    discountUnitType: '1',
    maxDiscountAmtForRate: null,
    minusRuleType: '0',
    adultDiscountFlag: '1',
    childDiscountFlag: '0',
    infantDiscountFlag: '0',
    conbineFlag: '0',
    adtUseAllowFlag: '1',
    chdUseAllowFlag: '1',
    infUseAllowFlag: '1',
    depDateFrom: '',
    depDateTo: '',
    minReserveAmt: null,
    maxUseCount: null,
    excludeDepDateList: [],
    targetSystemGrpType: '3',
    targetSystemSubGrpCode: '',
    hotelCode: '',
    hotelPlanCode: '',
    landCode: '',
    landMaterialCode: '',
    landPlanCode: '',
    optionalId: '',
    useDate: '',
    roundType: '',
    roundDigit: null,
    groupCode: '',
    remarks: '',
    productKinds: [],
    kodawari: [],
    childRequired: false,
    birthMonthOnly: false,
    tourCode: '',
    rentacarCode: '',
    areaCode: '',
    destPrefCode: '',
    sexes: [],
    ageFrom: null,
    ageTo: null,
    livePrefCodes: [],
    maxUsePerUser: null,
    usedCount: 0,
    userUsedCount: 0,
    ...overrides,
  };
}

export function makeUserCoupon(overrides: Partial<UserCoupon> = {}): UserCoupon {
  return { ...makeCoupon(overrides), userCouponKey: overrides.userCouponKey ?? 'UK001' };
}

type RangeTuple = readonly [minPrice: number, maxPrice: number, pax: number];

function range([minPrice, maxPrice, pax]: RangeTuple): PaxPriceRange {
  return { minPrice, maxPrice, pax };
}

/** Passenger-range input from [minPrice, maxPrice, pax] tuples; bedCount defaults to adults + children. */
export function makePax(
  adult: RangeTuple,
  child: RangeTuple = [0, 0, 0],
  infant: RangeTuple = [0, 0, 0],
  bedCount: number = adult[2] + child[2],
): CouponPassengerRangeInput {
  return { adult: range(adult), child: range(child), infant: range(infant), bedCount };
}
