import { describe, expect, it } from 'vitest';
import { makeCoupon, makePax, makeUserCoupon } from './coupon.fixtures';
import { evaluateCouponCandidates, resolveCouponDiscount, type CouponDiscountRequest } from './couponPricing';
import { couponPassengerRangeFromSlots } from './paxSlots';
import { mergeCoupons } from './userCoupons';

// 2 adults 10,000–15,000 yen, 1 child 6,000–9,000 yen, 3 beds, departing 2026-12-05.
const pax = makePax([10000, 15000, 2], [6000, 9000, 1]);
const general = [
  // 1,000 yen per adult: 2,000 in all, 1,000 per adult.
  makeCoupon({ couponCode: 'A', discountUnitType: '1', discount: 1000 }),
  // 3,000 yen per booking: spread over 3 beds, 1,000 per person: ties with A.
  makeCoupon({ couponCode: 'B', discountUnitType: '2', discount: 3000 }),
  // 10 % of adults and child: 2,600 at the minimum, 866 per person.
  makeCoupon({ couponCode: 'C', discountUnitType: '3', discount: 10, childDiscountFlag: '1' }),
  // point back: never a price discount.
  makeCoupon({ couponCode: 'D', discountType: '2', discount: 5000 }),
  // only until the end of November.
  makeCoupon({ couponCode: 'E', discount: 3000, depDateTo: '20261130' }),
];
const base: CouponDiscountRequest = {
  coupons: general,
  pax,
  app: 'tour',
  tourType: '01',
  depDate: '20261205',
  lowerLimitPrice: 1,
  product: { tourId: 'T100' },
};

describe('couponDiscount answer (spec §4 statuses, §7 priceInfo / couponInfo, §9 best coupon)', () => {
  it('answers SUCCESS with the best coupon and the per-adult prices after it', () => {
    const answer = resolveCouponDiscount(base);
    expect(answer.status).toBe('SUCCESS');
    if (answer.status !== 'SUCCESS') return;
    expect(answer.couponInfo.couponCode).toBe('A');
    expect(answer.priceInfo).toEqual({ tourId: 'T100', discountMinPrice: 9000, discountMaxPrice: 14000 });
  });

  it('lets a user coupon override the general coupon with the same code (spec §5)', () => {
    const user = [
      makeUserCoupon({ couponCode: 'B', discountUnitType: '2', discount: 6000, userCouponKey: 'K1' }),
    ];
    const answer = resolveCouponDiscount({ ...base, coupons: mergeCoupons(general, user) });
    expect(answer.status).toBe('SUCCESS');
    if (answer.status !== 'SUCCESS') return;
    expect(answer.couponInfo).toMatchObject({ couponCode: 'B', userCouponKey: 'K1' });
    expect(answer.priceInfo).toEqual({ tourId: 'T100', discountMinPrice: 8000, discountMaxPrice: 13000 });
  });

  it('answers NOT_EXISTS_COUPON when there are no general or user coupons', () => {
    expect(resolveCouponDiscount({ ...base, coupons: [] })).toEqual({ status: 'NOT_EXISTS_COUPON' });
  });

  it('answers NOT_EXISTS_AVAILABLE_COUPON when coupons exist but none is usable', () => {
    const unusable = general.filter((c) => c.couponCode === 'D' || c.couponCode === 'E');
    expect(resolveCouponDiscount({ ...base, coupons: unusable })).toEqual({
      status: 'NOT_EXISTS_AVAILABLE_COUPON',
    });
    // lowerLimitPrice above every discounted total.
    expect(resolveCouponDiscount({ ...base, lowerLimitPrice: 30000 }).status).toBe(
      'NOT_EXISTS_AVAILABLE_COUPON',
    );
  });

  it('excludes plan coupons on a tour type 03 list but not on other tour types (spec §5)', () => {
    const planCoupon = makeCoupon({
      couponCode: 'P',
      discountUnitType: '2',
      discount: 9000,
      hotelPlanCode: 'PL1',
    });
    const request = {
      ...base,
      coupons: [...general, planCoupon],
      product: { tourId: 'T100', planId: 'PL1' },
    };
    const on01 = resolveCouponDiscount(request);
    const on03 = resolveCouponDiscount({ ...request, tourType: '03' });
    expect(on01.status === 'SUCCESS' && on01.couponInfo.couponCode).toBe('P');
    expect(on03.status === 'SUCCESS' && on03.couponInfo.couponCode).toBe('A');
  });

  it('prices a yado plan through its pax slots and answers with hotelId and planId', () => {
    const yadoPax = couponPassengerRangeFromSlots(
      'yado',
      {
        person1: { minPrice: 12000, maxPrice: 12000, pax: 2 },
        person6: { minPrice: 2000, maxPrice: 2000, pax: 1 },
      },
      2,
    );
    const answer = resolveCouponDiscount({
      ...base,
      app: 'yado',
      tourType: undefined,
      pax: yadoPax,
      coupons: [
        makeCoupon({ couponCode: 'Y', discountUnitType: '1', discount: 1500, infantDiscountFlag: '1' }),
      ],
      product: { hotelId: 'H1', planId: 'PL1' },
    });
    // 1,500 × 2 adults + 1,500 infant (2,000 yen, so not below zero) = 4,500; / 2 adults = 2,250.
    expect(answer).toMatchObject({
      status: 'SUCCESS',
      priceInfo: { hotelId: 'H1', planId: 'PL1', discountMinPrice: 9750, discountMaxPrice: 9750 },
    });
  });

  it('evaluates only eligible candidates', () => {
    expect(evaluateCouponCandidates(base).map((e) => e.coupon.couponCode)).toEqual(['A', 'B', 'C']);
  });
});
