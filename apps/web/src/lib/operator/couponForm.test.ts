import { describe, expect, it } from 'vitest';
import { couponDefinitionOf, couponDisplayName, couponFormOf } from './couponForm';

describe('coupon console form (issue 19 item 4)', () => {
  it('reads every condition into the API definition and back', () => {
    const def = couponDefinitionOf({
      CouponCode: 'SPRING',
      CouponName: '春の旅',
      Discount: '1500',
      DiscountUnitType: '2',
      TargetSystemGrpType: '3',
      RoundType: '2',
      ConbineFlag: '1',
      ChildRequiredFlg: '1',
      ProductKindList: ['yado', 'dp'],
      SexList: 'female',
      KodawariList: '101, 102',
      LivePrefCodeList: '13、14',
      AgeFrom: '20',
      AgeTo: '',
      MaxUsePerUser: '1',
      DepDateFrom: '2027-03-01',
      UseDatetimeTo: '2027-03-31T23:59',
      ExcludeDepDateList: '20270320-20270322\n20270325',
      EnCouponName: 'Spring trips',
    });
    expect(def).toMatchObject({
      CouponCode: 'SPRING',
      Discount: 1500,
      ConbineFlag: '1',
      OpenStatus: '0',
      ChildRequiredFlg: '1',
      ProductKindList: ['yado', 'dp'],
      SexList: ['female'],
      KodawariList: ['101', '102'],
      LivePrefCodeList: ['13', '14'],
      AgeFrom: 20,
      AgeTo: null,
      MaxUsePerUser: 1,
      DepDateFrom: '20270301',
      DepDateTo: '',
      UseDatetimeTo: '202703312359',
      ExcludeDepDateList: [
        { DepDateFrom: '20270320', DepDateTo: '20270322' },
        { DepDateFrom: '20270325', DepDateTo: '20270325' },
      ],
      En: { CouponName: 'Spring trips', Remarks: '' },
    });
    const back = couponFormOf(def);
    expect(back).toMatchObject({
      DepDateFrom: '2027-03-01',
      UseDatetimeTo: '2027-03-31T23:59',
      KodawariList: '101, 102',
      ProductKindList: ['yado', 'dp'],
      AgeFrom: '20',
      ExcludeDepDateList: '20270320-20270322\n20270325-20270325',
    });
    expect(couponDefinitionOf(back)).toEqual(def);
  });

  it('names a coupon in the console language: English only when it has an English name', () => {
    const def = { CouponName: '春の旅', En: { CouponName: 'Spring trips' } };
    expect(couponDisplayName(def, 'en')).toBe('Spring trips');
    expect(couponDisplayName(def, 'ja')).toBe('春の旅');
    expect(couponDisplayName({ CouponName: '春の旅', En: { CouponName: '' } }, 'en')).toBe('春の旅');
  });
});
