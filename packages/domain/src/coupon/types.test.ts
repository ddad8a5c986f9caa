import { describe, expect, it } from 'vitest';
import {
  COUPON_SERVICE_ERROR_CODES,
  COUPON_STATUS,
  couponConditionWithDefaults,
  couponFetchPlan,
} from './types';

describe('coupon condition defaults (spec §3 Coupon condition, §9 constants)', () => {
  it('defaults age 999, LivePrefCode 9999999999, targetSystemGrpType 3, anonymous', () => {
    expect(couponConditionWithDefaults()).toEqual({
      userId: '',
      prefecture: '9999999999',
      gender: '',
      age: 999,
      loginStatus: false,
      canUseCoupon: true,
      targetSystemGrpType: '3',
    });
  });
  it.each([
    [undefined, 999],
    [-1, 999],
    [12.5, 999],
    [151, 999],
    [Number.NaN, 999],
    [0, 0],
    [34, 34],
  ])('age %s is sent as %s', (age, expected) => {
    expect(couponConditionWithDefaults({ age }).age).toBe(expected);
  });
  it('keeps given values and treats blank prefecture / group type as missing', () => {
    const c = couponConditionWithDefaults({
      userId: ' u1 ',
      prefecture: ' ',
      targetSystemGrpType: '',
      gender: '2',
      loginStatus: true,
    });
    expect(c).toMatchObject({
      userId: 'u1',
      prefecture: '9999999999',
      targetSystemGrpType: '3',
      gender: '2',
    });
  });
});

describe('who gets which coupon list (spec §6)', () => {
  it.each([
    [{}, { general: true, user: false }],
    [{ userId: 'u1' }, { general: true, user: true }],
    [
      { userId: 'u1', canUseCoupon: false },
      { general: false, user: false },
    ],
  ])('%j fetches %j', (partial, plan) => {
    expect(couponFetchPlan(couponConditionWithDefaults(partial))).toEqual(plan);
  });
});

describe('status and error code constants (spec §4, §8)', () => {
  it('names the four statuses and the three service error codes', () => {
    expect(Object.values(COUPON_STATUS)).toEqual([
      'SUCCESS',
      'NOT_EXISTS_COUPON',
      'NOT_EXISTS_AVAILABLE_COUPON',
      'API_ERROR',
    ]);
    expect(COUPON_SERVICE_ERROR_CODES).toEqual({
      PARAMETER_ERROR: '0001',
      MAINTENANCE: '9998',
      SYSTEM_ERROR: '9999',
    });
  });
});
