import { describe, expect, it } from 'vitest';
import { makeCoupon, makePax } from './coupon.fixtures';
import { evaluateCouponDiscount, isCouponPriceUsable } from './discountResult';

describe('discount result of one coupon (spec §3 Discount result, §5, §9)', () => {
  it('gives the total discount, totals after it and per-adult prices', () => {
    // 2 adults 10,000–15,000, 1 child 6,000–9,000, 3 beds; 1,000 yen per adult.
    const evaluation = evaluateCouponDiscount(
      makeCoupon({ discountUnitType: '1', discount: 1000 }),
      makePax([10000, 15000, 2], [6000, 9000, 1]),
      { lowerLimitPrice: 1 },
    );
    expect(evaluation).toEqual({
      usable: true,
      discountPrice: 2000,
      minPrice: 24000,
      maxPrice: 37000,
      totalMinPrice: 26000,
      totalMaxPrice: 39000,
      discountPriceMax: 2000,
      perPersonDiscountMin: 1000,
      perPersonDiscountMax: 1000,
      discountMinPrice: 9000,
      discountMaxPrice: 14000,
    });
  });

  it('spreads a discount that also covers children over bedCount (spec §9 divisor)', () => {
    // 10 % of each passenger: min 1,000 + 1,000 + 600 = 2,600 → / 3 beds = 866; max 3,900 → 1,300.
    const evaluation = evaluateCouponDiscount(
      makeCoupon({ discountUnitType: '3', discount: 10, childDiscountFlag: '1' }),
      makePax([10000, 15000, 2], [6000, 9000, 1]),
      { lowerLimitPrice: 1 },
    );
    expect(evaluation).toMatchObject({
      discountPrice: 2600,
      discountPriceMax: 3900,
      perPersonDiscountMin: 866,
      perPersonDiscountMax: 1300,
      discountMinPrice: 9134,
      discountMaxPrice: 13700,
    });
  });

  it.each([
    // lowerLimitPrice, usable: a 1,000 yen trip with a 1,000 yen coupon costs 0 after it.
    [0, true],
    [1, false],
  ])('is usable only at or above lowerLimitPrice %d (spec §5)', (lowerLimitPrice, usable) => {
    const evaluation = evaluateCouponDiscount(makeCoupon({ discount: 1000 }), makePax([1000, 1000, 1]), {
      lowerLimitPrice,
    });
    expect(evaluation.usable).toBe(usable);
    expect(evaluation.discountMinPrice).toBe(0);
  });

  it('is not usable when nothing is taken off (strictly below the pre-discount price)', () => {
    const childOnly = makeCoupon({ adultDiscountFlag: '0', childDiscountFlag: '1' });
    expect(evaluateCouponDiscount(childOnly, makePax([10000, 12000, 2]), { lowerLimitPrice: 0 }).usable).toBe(
      false,
    );
  });

  it('needs both the minimum and the maximum to qualify for a price range (spec §5)', () => {
    // minusRuleType 1: 1,000 yen off a 500 yen minimum counts as zero, so the minimum does not drop.
    const evaluation = evaluateCouponDiscount(
      makeCoupon({ discount: 1000, minusRuleType: '1' }),
      makePax([500, 5000, 1]),
      { lowerLimitPrice: 0 },
    );
    expect(evaluation).toMatchObject({ discountPrice: 0, discountPriceMax: 1000, usable: false });
  });

  it('floors the adult price after the per-person discount at 0 (spec §9)', () => {
    // 5,000 yen per booking on 2 adults at 3,000 (6,000 in all) with 1 bed: 5,000 per person > 3,000.
    const evaluation = evaluateCouponDiscount(
      makeCoupon({ discountUnitType: '2', discount: 5000 }),
      makePax([3000, 3000, 2], undefined, undefined, 1),
      { lowerLimitPrice: 0 },
    );
    expect(evaluation.perPersonDiscountMin).toBe(5000);
    expect(evaluation.discountMinPrice).toBe(0);
  });

  it.each([
    [10000, 9000, 1, true],
    [10000, 10000, 1, false],
    [10000, 0, 1, false],
    [10000, 0, 0, true],
    [10000, 10001, 0, false],
  ])('before %d after %d lower limit %d usable %s', (before, after, limit, usable) => {
    expect(isCouponPriceUsable(before, after, limit)).toBe(usable);
  });
});
