import { describe, expect, it } from 'vitest';
import {
  couponOptionalId,
  normalizeCoupon,
  normalizeCouponLangCode,
  normalizeUserCoupon,
  parseCouponOptionalId,
} from './normalize';
import type { RawCoupon } from './serviceTypes';

const raw: RawCoupon = {
  CouponCode: 'SPRING10',
  CouponName: ' 春の10%OFF ',
  LangCode: 'ja_JP',
  OpenStatus: '1',
  Discount: '10',
  DiscountType: '1',
  DiscountUnitType: '3',
  MaxDiscountAmtForRate: '3000',
  MinusRuleType: '1',
  AdultDiscountFlag: '1',
  ChildDiscountFlag: '1',
  InfantDiscountFlag: '0',
  ConbineFlag: '0',
  AdtUseAllowFlag: '1',
  ChdUseAllowFlag: '1',
  InfUseAllowFlag: '0',
  DepDateFrom: '2026/03/01',
  DepDateTo: '20260531',
  MinReserveAmt: '20000',
  MaxUseCount: 1,
  ExcludeDepDateList: [{ DepDateFrom: '20260429', DepDateTo: '20260506' }, { DepDateFrom: '20260320' }, {}],
  TargetSystemGrpType: 3,
  TargetSystemSubGrpCode: '03',
  HotelCode: 'H1',
  HotelPlanCode: '',
  LandCode: 'L1',
  LandMaterialCode: 'M1',
  LandPlanCode: 'P1',
  UseDate: '20260201',
  RoundType: '2',
  RoundDigit: '2',
  GroupCode: 'G1',
  Remarks: '他クーポン併用不可',
  ProductKindList: ['yado', ' dp ', ''],
  KodawariList: ['101'],
  ChildRequiredFlg: '1',
  BirthMonthFlg: '0',
};

describe('normalising coupon service rows (spec §3 Coupon)', () => {
  it('maps every field to the normalised coupon', () => {
    expect(normalizeCoupon(raw)).toEqual({
      couponCode: 'SPRING10',
      couponName: '春の10%OFF',
      langCode: 'ja',
      openStatus: '1',
      discount: 10,
      discountType: '1',
      discountUnitType: '3',
      maxDiscountAmtForRate: 3000,
      minusRuleType: '1',
      adultDiscountFlag: '1',
      childDiscountFlag: '1',
      infantDiscountFlag: '0',
      conbineFlag: '0',
      adtUseAllowFlag: '1',
      chdUseAllowFlag: '1',
      infUseAllowFlag: '0',
      depDateFrom: '20260301',
      depDateTo: '20260531',
      minReserveAmt: 20000,
      maxUseCount: 1,
      excludeDepDateList: [
        { depDateFrom: '20260429', depDateTo: '20260506' },
        { depDateFrom: '20260320', depDateTo: '20260320' },
      ],
      targetSystemGrpType: '3',
      targetSystemSubGrpCode: '03',
      hotelCode: 'H1',
      hotelPlanCode: '',
      landCode: 'L1',
      landMaterialCode: 'M1',
      landPlanCode: 'P1',
      optionalId: 'L1-M1-P1',
      useDate: '20260201',
      roundType: '2',
      roundDigit: 2,
      groupCode: 'G1',
      remarks: '他クーポン併用不可',
      productKinds: ['yado', 'dp'],
      kodawari: ['101'],
      childRequired: true,
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
    });
  });
  it('fills a bare row safely: flags 0, no caps, open dates, no optionalId', () => {
    const coupon = normalizeCoupon({});
    expect(coupon).toMatchObject({
      couponCode: '',
      langCode: 'ja',
      discount: 0,
      adtUseAllowFlag: '0',
      adultDiscountFlag: '0',
      maxDiscountAmtForRate: null,
      minReserveAmt: null,
      roundDigit: null,
      depDateFrom: '',
      excludeDepDateList: [],
      optionalId: '',
    });
  });
  it.each([
    [0, null],
    ['', null],
    [null, null],
    ['-5', null],
    ['abc', null],
    [1500.7, 1500],
  ])('MaxDiscountAmtForRate %j is cap %j (0 means no cap)', (value, cap) => {
    expect(normalizeCoupon({ MaxDiscountAmtForRate: value }).maxDiscountAmtForRate).toBe(cap);
  });
  it.each([
    ['0', 0],
    ['3', 3],
    ['1.5', null],
    ['-1', null],
    ['10', null],
    ['x', null],
  ])('RoundDigit %j reads as %j', (value, digit) => {
    expect(normalizeCoupon({ RoundDigit: value }).roundDigit).toBe(digit);
  });
  it('keeps a decimal rate', () => {
    expect(normalizeCoupon({ Discount: '2.5' }).discount).toBe(2.5);
  });
});

describe('langCode mapping (spec §3: en or ja)', () => {
  it.each([
    ['en_US', 'en'],
    ['EN', 'en'],
    ['en-GB', 'en'],
    ['ja_JP', 'ja'],
    ['', 'ja'],
    [undefined, 'ja'],
    ['eng', 'ja'],
  ])('%j is %s', (value, lang) => {
    expect(normalizeCouponLangCode(value)).toBe(lang);
  });
});

describe('optionalId = landCode-landMaterialCode-landPlanCode (spec §3)', () => {
  it('joins the three codes and is empty without a landCode', () => {
    expect(couponOptionalId('L1', 'M1', 'P1')).toBe('L1-M1-P1');
    expect(couponOptionalId('L1', '', '')).toBe('L1--');
    expect(couponOptionalId('', 'M1', 'P1')).toBe('');
  });
  it('parses only three-part ids with a landCode', () => {
    expect(parseCouponOptionalId('L1-M1-P1')).toEqual({
      landCode: 'L1',
      landMaterialCode: 'M1',
      landPlanCode: 'P1',
    });
    expect(parseCouponOptionalId('L1-M1')).toBeNull();
    expect(parseCouponOptionalId('L1-M1-P1-X')).toBeNull();
    expect(parseCouponOptionalId('-M1-P1')).toBeNull();
  });
});

describe('normalising user coupons (spec §3 User coupon)', () => {
  it('is the coupon information plus userCouponKey', () => {
    const userCoupon = normalizeUserCoupon({ UserCouponKey: 'K9', CouponInformation: raw });
    expect(userCoupon.userCouponKey).toBe('K9');
    expect(userCoupon.couponCode).toBe('SPRING10');
    expect(normalizeUserCoupon({}).couponCode).toBe('');
  });
});
