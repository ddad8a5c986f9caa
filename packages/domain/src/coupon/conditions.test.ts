import { describe, expect, it } from 'vitest';
import { makeCoupon, makePax } from './coupon.fixtures';
import {
  birthMonthOf,
  COUPON_SEX_PATTERN,
  couponAgeOn,
  couponConditionReason,
  couponMemberReason,
  couponSexOf,
} from './conditions';
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

  it('product and area: a coupon for a tour, a car or an area only there (unknown to the caller: the service filtered)', () => {
    const tour = makeCoupon({ tourCode: 'T1' });
    expect(couponConditionReason(tour, { ...facts, app: 'tour', tourId: 'T2' })).toBe('TOUR_MISMATCH');
    expect(couponConditionReason(tour, { ...facts, app: 'tour', tourId: 'T1' })).toBeNull();
    const car = makeCoupon({ rentacarCode: 'CAR1' });
    expect(couponConditionReason(car, { ...facts, app: 'rentacar', rentacarCode: 'CAR2' })).toBe(
      'RENTACAR_MISMATCH',
    );
    const okinawa = makeCoupon({ areaCode: '47' });
    expect(couponConditionReason(okinawa, { ...facts, areaCodes: ['4701', '47', '9'] })).toBeNull();
    expect(couponConditionReason(okinawa, { ...facts, areaCodes: ['2601', '26', '6'] })).toBe(
      'AREA_MISMATCH',
    );
    expect(couponConditionReason(okinawa, facts)).toBeNull();
  });

  it('member conditions: gender, age and residence need a known, matching value', () => {
    const member = { gender: '2', age: 34, prefecture: '13' };
    const ladies = makeCoupon({ sexes: ['female'] });
    expect(couponConditionReason(ladies, { ...facts, user: member })).toBeNull();
    expect(couponConditionReason(ladies, { ...facts, user: { ...member, gender: '1' } })).toBe(
      'GENDER_MISMATCH',
    );
    expect(couponConditionReason(ladies, facts)).toBe('GENDER_MISMATCH');
    const senior = makeCoupon({ ageFrom: 60, ageTo: null });
    expect(couponConditionReason(senior, { ...facts, user: member })).toBe('AGE_MISMATCH');
    expect(couponConditionReason(senior, { ...facts, user: { ...member, age: 60 } })).toBeNull();
    expect(couponConditionReason(senior, { ...facts, user: { ...member, age: 999 } })).toBe('AGE_MISMATCH');
    const tokyo = makeCoupon({ livePrefCodes: ['13'] });
    expect(couponConditionReason(tokyo, { ...facts, user: member })).toBeNull();
    expect(couponConditionReason(tokyo, { ...facts, user: { ...member, prefecture: '27' } })).toBe(
      'RESIDENCE_MISMATCH',
    );
    expect(couponAgeOn('1966-11-25', '20261124')).toBe(59);
    expect(couponAgeOn('1966-11-24', '20261124')).toBe(60);
    expect(couponAgeOn(null, '20261124')).toBe(999);
  });

  it('use caps: the total cap and the per-member cap against the live counts', () => {
    expect(couponConditionReason(makeCoupon({ maxUseCount: 3, usedCount: 3 }), facts)).toBe('USED_UP');
    expect(couponConditionReason(makeCoupon({ maxUseCount: 3, usedCount: 2 }), facts)).toBeNull();
    expect(couponConditionReason(makeCoupon({ maxUsePerUser: 1, userUsedCount: 1 }), facts)).toBe(
      'USER_LIMIT_REACHED',
    );
    expect(couponConditionReason(makeCoupon({ maxUsePerUser: 2, userUsedCount: 1 }), facts)).toBeNull();
  });

  it('the member side alone (the coupon list page): the same answer as the whole rule on any product', () => {
    const member = { gender: '2', age: 34, prefecture: '13' };
    const cases = [
      makeCoupon({ birthMonthOnly: true }),
      makeCoupon({ sexes: ['male'] }),
      makeCoupon({ ageFrom: 60, ageTo: null }),
      makeCoupon({ livePrefCodes: ['27'] }),
      makeCoupon({ maxUsePerUser: 1, userUsedCount: 1 }),
      makeCoupon({ sexes: ['female'], livePrefCodes: ['13'] }),
    ];
    const asked = { birthMonth: '05', today: '20261124', user: member };
    expect(cases.map((c) => couponMemberReason(c, asked))).toEqual([
      'NOT_BIRTH_MONTH',
      'GENDER_MISMATCH',
      'AGE_MISMATCH',
      'RESIDENCE_MISMATCH',
      'USER_LIMIT_REACHED',
      null,
    ]);
    for (const c of cases)
      expect(couponConditionReason(c, { ...facts, ...asked })).toBe(couponMemberReason(c, asked));
    // Product conditions are not the member's: a family or hot-spring coupon is theirs to use.
    expect(couponMemberReason(makeCoupon({ childRequired: true, kodawari: ['101'] }), asked)).toBeNull();
    expect(
      couponMemberReason(makeCoupon({ birthMonthOnly: true }), { ...asked, birthMonth: '11' }),
    ).toBeNull();
  });
});

describe("a member's sex on the wire (1/2, m/f, male/female, any letter case)", () => {
  it.each([
    ['1', 'male'],
    ['M', 'male'],
    ['Male', 'male'],
    ['2', 'female'],
    ['f', 'female'],
    ['FEMALE', 'female'],
    ['x', ''],
    ['3', ''],
    ['males', ''],
    ['constructor', ''],
    ['', ''],
  ])('%s reads as %j, and the query pattern accepts exactly what reads', (code, sex) => {
    expect(couponSexOf(code)).toBe(sex);
    expect(new RegExp(COUPON_SEX_PATTERN).test(code)).toBe(sex !== '');
  });
});
