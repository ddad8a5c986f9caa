import { describe, expect, it } from 'vitest';
import {
  appliedSelection,
  defaultCouponCodes,
  selectionCoupons,
  selectionMatches,
  toggleCouponCode,
} from './couponSelection';

const offers = [
  { couponCode: 'WELCOME1000', combinable: true },
  { couponCode: 'ADULTS1000', combinable: true },
  { couponCode: 'WEEKDAY8', combinable: false },
];

describe('coupon selection at checkout (issue 18 item 3)', () => {
  it('starts from the quote’s best selection, none without one', () => {
    const best = {
      coupons: [
        {
          couponCode: 'ADULTS1000',
          couponName: 'A',
          isUserCoupon: false,
          userCouponKey: null,
          discount: 2000,
        },
        {
          couponCode: 'WELCOME1000',
          couponName: 'W',
          isUserCoupon: false,
          userCouponKey: null,
          discount: 1000,
        },
      ],
      discount: 3000,
      paidTotal: 27000,
    };
    expect(defaultCouponCodes({ bestSelection: best })).toEqual(['ADULTS1000', 'WELCOME1000']);
    expect(defaultCouponCodes({ bestSelection: null })).toEqual([]);
    expect(selectionCoupons(best)).toEqual([
      { label: 'A', discount: 2000 },
      { label: 'W', discount: 1000 },
    ]);
    expect(selectionCoupons(null)).toEqual([]);
    // The API applies them in its own order: the same codes are the same selection.
    expect(selectionMatches(best, ['WELCOME1000', 'ADULTS1000'])).toBe(true);
    expect(selectionMatches(best, ['WELCOME1000'])).toBe(false);
    expect(selectionMatches(null, [])).toBe(false);
  });

  it('stacks combinable coupons; a non-combinable one beside another is refused with the reason', () => {
    expect(toggleCouponCode(['WELCOME1000'], 'ADULTS1000', true, offers)).toEqual({
      codes: ['WELCOME1000', 'ADULTS1000'],
    });
    expect(toggleCouponCode(['WELCOME1000', 'ADULTS1000'], 'WEEKDAY8', true, offers)).toEqual({
      refusal: 'NOT_COMBINABLE',
    });
    expect(toggleCouponCode([], 'WEEKDAY8', true, offers)).toEqual({ codes: ['WEEKDAY8'] });
    expect(toggleCouponCode(['WEEKDAY8'], 'WEEKDAY8', false, offers)).toEqual({ codes: [] });
  });

  it('reads the applied coupons of a quote asked with codes', () => {
    expect(appliedSelection({ appliedCoupons: [], couponDiscount: 0, paidTotal: 100 })).toBeNull();
    const applied = [
      { couponCode: 'W', couponName: 'W', isUserCoupon: false, userCouponKey: null, discount: 10 },
    ];
    expect(appliedSelection({ appliedCoupons: applied, couponDiscount: 10, paidTotal: 90 })).toEqual({
      coupons: applied,
      discount: 10,
      paidTotal: 90,
    });
  });
});
