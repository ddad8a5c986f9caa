/** Spec §7 couponDiscount from the hotel pages: app, pax from paxPerRoom or 1 (§9), stay price per adult. */
import { describe, expect, it } from 'vitest';
import { createDefaultCondition, defaultConfig, type SearchCondition } from '@tabiyori/domain';
import { couponDiscountQuery } from './discount';
import { hotelCouponItem, hotelCouponRequest } from './hotels';

const base: SearchCondition = createDefaultCondition(defaultConfig, '20261122');

describe('hotelCouponRequest', () => {
  it('asks as yado without a departure and as dp with one', () => {
    const hotels = [{ hotelId: '100001', planId: '100001P01', perAdult: 9800, nights: 1 }];
    expect(hotelCouponRequest(base, hotels, 'ja', true).app).toBe('yado');
    expect(hotelCouponRequest({ ...base, depAreaCode: '13' }, hotels, 'ja', true).app).toBe('dp');
  });

  it('prices one adult for the whole stay and takes pax from paxPerRoom (spec §7)', () => {
    const condition = { ...base, paxPerRoom: 3, goDate: '20261205', isNoDate: false, arrAreaCode: ['47'] };
    const request = hotelCouponRequest(
      condition,
      [{ hotelId: '100001', planId: '100001P01', perAdult: 9800, nights: 2 }],
      'ja',
      false,
    );
    expect(request).toMatchObject({
      adultPax: 3,
      bedCount: 3,
      goDate: '20261205',
      nights: 2,
      areaCode: '47',
      listPage: false,
    });
    expect(couponDiscountQuery(request)?.items).toBe('100001:100001P01:19600:19600');
  });

  it('sends no date for a search without one, and pax 1 when paxPerRoom is missing', () => {
    const { paxPerRoom: _omit, ...rest } = base;
    const request = hotelCouponRequest(
      { ...rest, isNoDate: true, goDate: '20261205' } as SearchCondition,
      [],
      'en',
      true,
    );
    expect(request.goDate).toBe('');
    expect(request.adultPax).toBe(1);
  });

  it('never sends a fraction of a yen', () => {
    expect(hotelCouponItem({ hotelId: 'h', perAdult: 9800.7, nights: 0 })).toMatchObject({ adultMin: 9800 });
  });
});
