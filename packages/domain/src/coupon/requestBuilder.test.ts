import { describe, expect, it } from 'vitest';
import {
  buildCouponListRequest,
  buildOptionalCouponRequests,
  buildUserCouponListRequest,
  couponServiceLangCode,
  type CouponSearchContext,
} from './requestBuilder';
import { couponConditionWithDefaults } from './types';

const now = Date.UTC(2026, 10, 22, 3, 4, 5); // 2026-11-22 12:04:05 in Japan
const ctx: CouponSearchContext = {
  lang: 'ja',
  now,
  tourType: '01',
  depDate: '20261205',
  adultCount: 2,
  childCount: 1,
  infantCount: 1,
  tourCode: 'T100',
  hotelCode: 'H1',
  hotelPlanCode: 'P1',
  areaCode: 'A13',
  destPrefCode: '47',
};

describe('CouponList request body (spec §7 coupon service)', () => {
  it('sends CallSystem search and every field the spec names', () => {
    const body = buildCouponListRequest(
      couponConditionWithDefaults({ userId: 'u1', age: 40, gender: '1' }),
      ctx,
    );
    expect(body.CommonInformation).toEqual({ CallSystem: 'search' });
    expect(body.CouponListRequest).toEqual({
      UserId: 'u1',
      LangCode: 'ja_JP',
      OpenStatus: '1',
      ApproveStatus: '1',
      TargetSystemGrpType: '3',
      TargetSystemSubGrpCode: '01',
      GetAvailableLimitFlg: '1',
      GetDateTime: '20261122120405',
      Sex: '1',
      Age: 40,
      UseDatetime: '20261122120405',
      DepDate: '20261205',
      AdtCount: 2,
      ChdCount: 1,
      InfCount: 1,
      TourCode: 'T100',
      HotelCode: 'H1',
      HotelPlanCode: 'P1',
      RentacarCode: '',
      LivePrefCode: '9999999999',
      AreaCode: 'A13',
      DestPrefCode: '47',
    });
  });
  it('sends ClosedCouponIncludeFlg only in debug mode (spec §7)', () => {
    const condition = couponConditionWithDefaults();
    expect(buildCouponListRequest(condition, ctx).CouponListRequest).not.toHaveProperty(
      'ClosedCouponIncludeFlg',
    );
    expect(buildCouponListRequest(condition, { ...ctx, debug: false }).CouponListRequest).not.toHaveProperty(
      'ClosedCouponIncludeFlg',
    );
    expect(
      buildCouponListRequest(condition, { ...ctx, debug: true }).CouponListRequest.ClosedCouponIncludeFlg,
    ).toBe('1');
  });
  it('sends Age 999 for an unknown age and defaults counts to 1 adult (spec §9)', () => {
    const condition = { ...couponConditionWithDefaults(), age: -5 };
    const request = buildCouponListRequest(condition, { lang: 'en', now }).CouponListRequest;
    expect(request).toMatchObject({
      Age: 999,
      AdtCount: 1,
      ChdCount: 0,
      InfCount: 0,
      DepDate: '',
      TargetSystemSubGrpCode: '',
    });
  });
  it('adds custom extra conditions without letting them replace a spec field', () => {
    const request = buildCouponListRequest(couponConditionWithDefaults(), {
      ...ctx,
      extraConditions: { CampaignCode: 'GW26', OpenStatus: '0' },
    }).CouponListRequest;
    expect(request.CampaignCode).toBe('GW26');
    expect(request.OpenStatus).toBe('1');
  });
  it.each([
    ['ja', 'ja_JP'],
    ['en', 'en_US'],
    ['showID', 'ja_JP'],
    ['fr', 'ja_JP'],
  ])('lang %s asks for LangCode %s', (lang, code) => {
    expect(couponServiceLangCode(lang)).toBe(code);
  });
});

describe('UserCouponList request body (spec §6, §7)', () => {
  it('is not built without a userId (user coupons only for a supplied userId)', () => {
    expect(buildUserCouponListRequest(couponConditionWithDefaults(), ctx)).toBeNull();
  });
  it('uses AvailableLimitFlg instead of GetAvailableLimitFlg and adds LandCode / LandPlanCode', () => {
    const body = buildUserCouponListRequest(
      couponConditionWithDefaults({ userId: 'u1', prefecture: '13' }),
      ctx,
    );
    expect(body?.CommonInformation).toEqual({ CallSystem: 'search' });
    const request = body?.UserCouponListRequest;
    expect(request).toMatchObject({
      AvailableLimitFlg: '1',
      LandCode: '',
      LandPlanCode: '',
      LivePrefCode: '13',
    });
    expect(request).not.toHaveProperty('GetAvailableLimitFlg');
  });
});

describe('land optionals: one extra call per optional entry with group type 4 (spec §7)', () => {
  const condition = couponConditionWithDefaults({ userId: 'u1' });
  const calls = buildOptionalCouponRequests(condition, ctx, [
    { optionalId: 'L1-M1-P1', date: '20261206' },
    { optionalId: 'L2-M2-P2' },
    { optionalId: 'broken' },
  ]);
  it('builds one call pair per valid entry and skips an unreadable optionalId', () => {
    expect(calls.map((c) => c.optionalId)).toEqual(['L1-M1-P1', 'L2-M2-P2']);
  });
  it('asks with TargetSystemGrpType 4, the entry date and its land codes', () => {
    const [first, second] = calls;
    expect(first?.couponList.CouponListRequest).toMatchObject({
      TargetSystemGrpType: '4',
      DepDate: '20261206',
      LandCode: 'L1',
      LandPlanCode: 'P1',
    });
    expect(first?.userCouponList?.UserCouponListRequest).toMatchObject({
      TargetSystemGrpType: '4',
      LandCode: 'L1',
      LandPlanCode: 'P1',
    });
    expect(second?.couponList.CouponListRequest.DepDate).toBe('20261205');
  });
  it('asks no user coupons for an anonymous visitor', () => {
    const anonymous = buildOptionalCouponRequests(couponConditionWithDefaults(), ctx, [
      { optionalId: 'L1-M1-P1' },
    ]);
    expect(anonymous[0]?.userCouponList).toBeNull();
  });
});
