import { describe, expect, it } from 'vitest';
import {
  couponServiceErrorKind,
  readCouponDiscountLookup,
  readCouponListResponse,
  readUserCouponListResponse,
} from './serviceResult';

const now = Date.UTC(2026, 10, 22, 3, 0);

describe('coupon service error codes are only logged, the list is empty (spec §8)', () => {
  it.each([
    ['0001', 'PARAMETER_ERROR'],
    ['9998', 'MAINTENANCE'],
    ['9999', 'SYSTEM_ERROR'],
    ['1234', 'UNKNOWN'],
  ])('code %s is %s', (code, kind) => {
    expect(couponServiceErrorKind(code)).toBe(kind);
  });

  it('returns no coupons and the errors to log when ErrorList has entries', () => {
    const outcome = readCouponListResponse({
      CommonInformation: { ErrorList: [{ ErrorCode: '9998', ErrorMessage: 'メンテナンス中' }] },
      Result: { CouponList: [{ CouponCode: 'A' }] },
    });
    expect(outcome.coupons).toEqual([]);
    expect(outcome.errors).toEqual([
      { code: '9998', kind: 'MAINTENANCE', message: 'coupon service under maintenance: メンテナンス中' },
    ]);
  });

  it('does the same for the user coupon list', () => {
    const outcome = readUserCouponListResponse(
      { CommonInformation: { ErrorList: [{ ErrorCode: '0001' }] }, Result: { UserCouponList: [{}] } },
      { now },
    );
    expect(outcome).toEqual({
      coupons: [],
      errors: [{ code: '0001', kind: 'PARAMETER_ERROR', message: 'coupon service parameter error' }],
    });
  });

  it.each([null, undefined, {}, { Result: null }, { Result: { CouponList: null } }])(
    'reads a missing or malformed answer %j as an empty list without errors',
    (response) => {
      expect(readCouponListResponse(response)).toEqual({ coupons: [], errors: [] });
    },
  );
});

describe('reading coupon lists (spec §7 Result.CouponList, Result.UserCouponList)', () => {
  it('normalises general coupons', () => {
    const outcome = readCouponListResponse({
      CommonInformation: { ErrorList: [] },
      Result: { CouponList: [{ CouponCode: 'A', LangCode: 'en_US' }] },
    });
    expect(outcome.coupons.map((c) => [c.couponCode, c.langCode])).toEqual([['A', 'en']]);
  });

  it('filters user coupons by the spec §5 rules before normalising', () => {
    const outcome = readUserCouponListResponse(
      {
        Result: {
          UserCouponList: [
            { UserCouponKey: 'keep', CouponInformation: { CouponCode: 'A' } },
            { UserCouponKey: 'used', BookingNumber: 'B1', CouponInformation: { CouponCode: 'B' } },
            { UserCouponKey: 'late', DepDate: '20261130', CouponInformation: { CouponCode: 'C' } },
          ],
        },
      },
      { now, depDate: '20261201' },
    );
    expect(outcome.coupons.map((c) => c.userCouponKey)).toEqual(['keep']);
  });
});

describe('couponDiscount lookup (spec §4)', () => {
  it('is API_ERROR when the call failed or returned nothing', () => {
    expect(readCouponDiscountLookup(null)).toEqual({ status: 'API_ERROR' });
    expect(readCouponDiscountLookup(undefined)).toEqual({ status: 'API_ERROR' });
    expect(readCouponDiscountLookup({ status: 200 })).toEqual({ status: 'API_ERROR' });
  });
  it('gives the data when its status is SUCCESS, otherwise nothing', () => {
    const data = {
      status: 'SUCCESS',
      priceInfo: { tourId: 'T1', discountMinPrice: 9000, discountMaxPrice: 12000 },
    };
    expect(readCouponDiscountLookup({ status: 200, data })).toEqual({ status: 'SUCCESS', data });
    expect(readCouponDiscountLookup({ status: 200, data: { status: 'NOT_EXISTS_COUPON' } })).toEqual({
      status: 'NONE',
    });
    expect(readCouponDiscountLookup({ data: { status: 'NOT_EXISTS_AVAILABLE_COUPON' } })).toEqual({
      status: 'NONE',
    });
  });
});
