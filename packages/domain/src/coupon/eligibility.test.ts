import { describe, expect, it } from 'vitest';
import { makeCoupon, makePax } from './coupon.fixtures';
import {
  couponIneligibleReason,
  isCouponEligible,
  isCouponPaxAllowed,
  isPlanCouponExcludedOnList,
  type CouponEligibilityContext,
} from './eligibility';
import type { AppType } from '../pax/appPaxCodes';
import type { Coupon } from './types';

const family = makePax([10000, 12000, 2], [6000, 7000, 1], [1000, 1000, 1]);
const tour: CouponEligibilityContext = { app: 'tour', tourType: '01', depDate: '20261205' };

describe('coupon eligibility (spec §5)', () => {
  it.each<[string, Partial<Coupon>, CouponEligibilityContext, ReturnType<typeof couponIneligibleReason>]>([
    ['a plain price coupon is eligible', {}, tour, null],
    ["only discountType '1' counts for price display", { discountType: '2' }, tour, 'NOT_PRICE_DISCOUNT'],
    ['children must be allowed when children travel', { chdUseAllowFlag: '0' }, tour, 'PAX_TYPE_NOT_ALLOWED'],
    ['infants must be allowed when infants travel', { infUseAllowFlag: '0' }, tour, 'PAX_TYPE_NOT_ALLOWED'],
    ['adults must be allowed', { adtUseAllowFlag: '' }, tour, 'PAX_TYPE_NOT_ALLOWED'],
    // family minimum total: 2 × 10,000 + 6,000 + 1,000 = 27,000
    ['reserve amount equal to minReserveAmt is enough', { minReserveAmt: 27000 }, tour, null],
    ['reserve amount below minReserveAmt', { minReserveAmt: 27001 }, tour, 'BELOW_MIN_RESERVE_AMOUNT'],
    ['departure on depDateFrom', { depDateFrom: '20261205', depDateTo: '20261231' }, tour, null],
    ['departure on depDateTo', { depDateFrom: '20261101', depDateTo: '20261205' }, tour, null],
    ['departure before depDateFrom', { depDateFrom: '20261206' }, tour, 'OUTSIDE_DEP_DATE_RANGE'],
    ['departure after depDateTo', { depDateTo: '20261204' }, tour, 'OUTSIDE_DEP_DATE_RANGE'],
    [
      'departure on the first excluded day',
      { excludeDepDateList: [{ depDateFrom: '20261205', depDateTo: '20261210' }] },
      tour,
      'EXCLUDED_DEP_DATE',
    ],
    [
      'departure on the last excluded day',
      { excludeDepDateList: [{ depDateFrom: '20261201', depDateTo: '20261205' }] },
      tour,
      'EXCLUDED_DEP_DATE',
    ],
    [
      'departure outside every excluded range',
      { excludeDepDateList: [{ depDateFrom: '20261206', depDateTo: '20261210' }] },
      tour,
      null,
    ],
    ['no date checks on a no-date search', { depDateFrom: '20300101' }, { app: 'tour' }, null],
    [
      'a hotel coupon needs that hotel',
      { hotelCode: 'H1' },
      { ...tour, product: { hotelId: 'H2' } },
      'HOTEL_MISMATCH',
    ],
    ['a hotel coupon on a product without a hotel', { hotelCode: 'H1' }, tour, 'HOTEL_MISMATCH'],
    ['a hotel coupon on its hotel', { hotelCode: 'H1' }, { ...tour, product: { hotelId: 'H1' } }, null],
    [
      'a plan coupon on another plan (tour detail)',
      { hotelPlanCode: 'P1' },
      { ...tour, listPage: false, product: { planId: 'P2' } },
      'PLAN_MISMATCH',
    ],
    [
      'a plan coupon on its plan (tour list, tour type 01)',
      { hotelPlanCode: 'P1' },
      { ...tour, product: { planId: 'P1' } },
      null,
    ],
    [
      'a land coupon on its optional',
      { landCode: 'L1', landMaterialCode: 'M1', landPlanCode: 'P1', optionalId: 'L1-M1-P1' },
      { app: 'optional', product: { optionalId: 'L1-M1-P1' } },
      null,
    ],
    [
      'a land coupon naming only landCode covers every material and plan',
      { landCode: 'L1', optionalId: 'L1--' },
      { app: 'optional', product: { optionalId: 'L1-M9-P9' } },
      null,
    ],
    [
      'a land coupon on another plan of the land',
      { landCode: 'L1', landPlanCode: 'P1', optionalId: 'L1--P1' },
      { app: 'optional', product: { optionalId: 'L1-M1-P2' } },
      'OPTIONAL_MISMATCH',
    ],
    [
      'a land coupon on a product without an optional',
      { landCode: 'L1', optionalId: 'L1--' },
      { app: 'optional' },
      'OPTIONAL_MISMATCH',
    ],
  ])('%s', (_name, fields, ctx, reason) => {
    expect(couponIneligibleReason(makeCoupon(fields), family, ctx)).toBe(reason);
  });

  it('needs no permission for a category nobody travels in', () => {
    const adultsOnlyCoupon = makeCoupon({ chdUseAllowFlag: '0', infUseAllowFlag: '0' });
    expect(isCouponPaxAllowed(adultsOnlyCoupon, { adult: 2, child: 0, infant: 0 })).toBe(true);
    expect(isCouponPaxAllowed(adultsOnlyCoupon, { adult: 2, child: 1, infant: 0 })).toBe(false);
  });
});

describe('plan coupons are excluded on list pages of yado, dp and tour type 03 (spec §5)', () => {
  it.each<[AppType, string | undefined, boolean]>([
    ['yado', undefined, true],
    ['dp', undefined, true],
    ['tour', '03', true],
    ['tour', '01', false],
    ['tour', undefined, false],
    ['optional', undefined, false],
    ['rentacar', undefined, false],
  ])('app %s tourType %j excluded %s', (app, tourType, excluded) => {
    expect(isPlanCouponExcludedOnList(makeCoupon({ hotelPlanCode: 'P1' }), app, tourType)).toBe(excluded);
    expect(isPlanCouponExcludedOnList(makeCoupon(), app, tourType)).toBe(false);
  });

  it('applies on list pages (the default) but not on detail pages', () => {
    const planCoupon = makeCoupon({ hotelPlanCode: 'P1' });
    const yado: CouponEligibilityContext = { app: 'yado', product: { hotelId: 'H1', planId: 'P1' } };
    expect(couponIneligibleReason(planCoupon, family, yado)).toBe('PLAN_COUPON_ON_LIST');
    expect(isCouponEligible(planCoupon, family, { ...yado, listPage: false })).toBe(true);
  });
});
