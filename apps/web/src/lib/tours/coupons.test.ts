import { createDefaultCondition, defaultConfig } from '@tabiyori/domain';
import { describe, expect, it } from 'vitest';
import { tourCouponRequest } from './coupons';

const base = createDefaultCondition(defaultConfig, '20261201');

describe('the tour list couponDiscount request (spec §7 app tour, §9)', () => {
  it('asks once for the page with every priced card over its price range', () => {
    const request = tourCouponRequest(
      { ...base, paxPerRoom: 3, arrAreaCode: ['13'], isNoDate: false, goDate: '20261224' },
      [
        { tourId: 'T000001', priceFrom: 12000, priceTo: 15000 },
        { tourId: 'T000002', priceFrom: 0, priceTo: 0 },
        { tourId: 'T000003', priceFrom: 9800, priceTo: 0 },
      ],
      'ja',
    );
    expect(request).toMatchObject({ app: 'tour', adultPax: 3, bedCount: 3, areaCode: '13', listPage: true });
    expect(request.goDate).toBe('20261224');
    expect(request.items).toEqual([
      { ref: { tourId: 'T000001' }, adultMin: 12000, adultMax: 15000 },
      { ref: { tourId: 'T000003' }, adultMin: 9800, adultMax: 9800 },
    ]);
  });
  it('sends no date for a search without one, and the tour type only when the search names it', () => {
    const request = tourCouponRequest({ ...base, isNoDate: true, arrAreaCode: ['13', '14'] }, [], 'en');
    expect(request.goDate).toBe('');
    expect(request).not.toHaveProperty('areaCode');
    expect(request).not.toHaveProperty('tourType');
    expect(tourCouponRequest({ ...base, tourType: '03' }, [], 'ja').tourType).toBe('03');
  });
});
