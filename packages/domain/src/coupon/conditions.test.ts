import { describe, expect, it } from 'vitest';
import { makeCoupon, makePax } from './coupon.fixtures';
import { birthMonthOf, couponConditionReason } from './conditions';
import { couponIneligibleReason } from './eligibility';

const facts = { app: 'yado' as const, children: 0 };

describe('coupon conditions (issue 18 item 2: every condition a coupon states is enforced)', () => {
  it('a coupon for some product kinds only on those', () => {
    const dp = makeCoupon({ productKinds: ['dp'] });
    expect(couponConditionReason(dp, facts)).toBe('PRODUCT_KIND_MISMATCH');
    expect(couponConditionReason(dp, { ...facts, app: 'dp' })).toBeNull();
  });

  it('a family coupon needs a child or an infant', () => {
    const family = makeCoupon({ childRequired: true });
    expect(couponConditionReason(family, facts)).toBe('CHILD_REQUIRED');
    expect(couponConditionReason(family, { ...facts, children: 1 })).toBeNull();
  });

  it('a hot-spring coupon only on a product with the feature (unknown features: none)', () => {
    const onsen = makeCoupon({ kodawari: ['101'] });
    expect(couponConditionReason(onsen, facts)).toBe('FEATURE_MISMATCH');
    expect(couponConditionReason(onsen, { ...facts, kodawari: ['102'] })).toBe('FEATURE_MISMATCH');
    expect(couponConditionReason(onsen, { ...facts, kodawari: ['102', '101'] })).toBeNull();
  });

  it('a birthday coupon only in the member’s birth month, never for a visitor', () => {
    const birthday = makeCoupon({ birthMonthOnly: true });
    expect(couponConditionReason(birthday, { ...facts, birthMonth: '05', today: '20261124' })).toBe(
      'NOT_BIRTH_MONTH',
    );
    expect(couponConditionReason(birthday, { ...facts, birthMonth: '11', today: '20261124' })).toBeNull();
    expect(couponConditionReason(birthday, { ...facts, today: '20261124' })).toBe('NOT_BIRTH_MONTH');
    expect(birthMonthOf('1990-05-17')).toBe('05');
    expect(birthMonthOf(null)).toBe('');
  });

  it('is part of the one eligibility rule every surface uses', () => {
    const pax = makePax([10000, 10000, 2]);
    expect(couponIneligibleReason(makeCoupon({ childRequired: true }), pax, { app: 'tour' })).toBe(
      'CHILD_REQUIRED',
    );
    const withChild = makePax([10000, 10000, 2], [5000, 5000, 1]);
    expect(
      couponIneligibleReason(makeCoupon({ childRequired: true }), withChild, { app: 'tour' }),
    ).toBeNull();
    expect(
      couponIneligibleReason(makeCoupon({ kodawari: ['101'] }), pax, {
        app: 'yado',
        product: { hotelId: 'H1', kodawari: ['101'] },
      }),
    ).toBeNull();
  });
});
