/**
 * Spec §4 (couponDiscount lookup: prices only with status SUCCESS; API_ERROR and NOT_EXISTS_* show
 * none), §7 (one request per page: items, app, pax, goDate), §9 (best-coupon price per adult).
 */
import { describe, expect, it } from 'vitest';
import {
  COUPON_DISCOUNT_MAX_ITEMS,
  couponDiscountQuery,
  couponItemKey,
  readCouponPrices,
  type CouponPriceItem,
} from './discount';

const hotelItems: CouponPriceItem[] = [
  { ref: { hotelId: '100079', planId: '100079P02' }, adultMin: 3800, adultMax: 3800 },
  { ref: { hotelId: '100082', planId: '100082P03' }, adultMin: 5500, adultMax: 6100 },
];

function couponInfo(code: string, name: string) {
  return {
    couponCode: code,
    couponName: name,
    discount: 1000,
    discountType: '1',
    discountUnitType: '1',
    maxDiscountAmtForRate: null,
    depDateFrom: '20261122',
    depDateTo: '20270521',
    remarks: '大人のみ',
    isUserCoupon: false,
    userCouponKey: null,
  };
}

type PriceInfo = {
  tourId?: string;
  hotelId?: string;
  planId?: string;
  discountMinPrice: number;
  discountMaxPrice?: number;
  perPersonDiscount?: number;
  couponInfo: ReturnType<typeof couponInfo>;
};

/** A couponDiscount answer of the generated type. */
function answer(priceInfo: PriceInfo[], status = 'SUCCESS', outer = 'SUCCESS') {
  return {
    status: outer,
    data: {
      status,
      priceInfo: priceInfo.map((p) => ({
        discountMaxPrice: p.discountMinPrice,
        perPersonDiscount: 0,
        discountPrice: 0,
        ...p,
      })),
      couponInfo: null,
    },
  };
}

describe('couponDiscountQuery (spec §7: one request per result page)', () => {
  it('joins every item of the page into one items parameter, hotel ids as hotelId:planId', () => {
    const query = couponDiscountQuery({
      app: 'yado',
      lang: 'ja',
      items: hotelItems,
      goDate: '20261205',
      nights: 2,
      adultPax: 2,
      bedCount: 2,
      areaCode: '13',
      listPage: true,
    });
    expect(query).toEqual({
      app: 'yado',
      lang: 'ja',
      listPage: '1',
      items: '100079:100079P02:3800:3800,100082:100082P03:5500:6100',
      goDate: '20261205',
      nights: 2,
      couponAdultPax: 2,
      bedCount: 2,
      areaCode: '13',
    });
  });

  it('prices tours by tourId (the tour-card variant) and plan rows with listPage=0', () => {
    const query = couponDiscountQuery({
      app: 'tour',
      lang: 'en',
      items: [{ ref: { tourId: 'T0001' }, adultMin: 59800.6, adultMax: 40000 }],
      tourType: '01',
      listPage: false,
    });
    expect(query?.items).toBe('T0001:59800:59800');
    expect(query?.listPage).toBe('0');
    expect(query?.tourType).toBe('01');
    expect(query).not.toHaveProperty('goDate');
  });

  it('leaves out unpriced items, caps the page at the API limit, and asks nothing for an empty page', () => {
    expect(couponDiscountQuery({ app: 'yado', lang: 'ja', items: [], listPage: true })).toBeNull();
    expect(
      couponDiscountQuery({
        app: 'yado',
        lang: 'ja',
        items: [{ ref: { hotelId: '1' }, adultMin: 0, adultMax: 0 }],
        listPage: true,
      }),
    ).toBeNull();
    const many = Array.from({ length: COUPON_DISCOUNT_MAX_ITEMS + 20 }, (_, i) => ({
      ref: { hotelId: String(100000 + i) },
      adultMin: 5000,
      adultMax: 5000,
    }));
    const query = couponDiscountQuery({ app: 'yado', lang: 'ja', items: many, listPage: true });
    expect(query?.items?.split(',')).toHaveLength(COUPON_DISCOUNT_MAX_ITEMS);
  });

  it('drops malformed dates and clamps pax into the API range', () => {
    const query = couponDiscountQuery({
      app: 'yado',
      lang: 'ja',
      items: hotelItems,
      goDate: '2026-12-05',
      adultPax: 12,
      bedCount: 0,
      listPage: true,
    });
    expect(query).not.toHaveProperty('goDate');
    expect(query?.couponAdultPax).toBe(9);
    expect(query?.bedCount).toBe(1);
  });
});

describe('readCouponPrices (spec §4 lookup, §5 the price must really fall)', () => {
  it('gives each priced item its best-coupon price and coupon', () => {
    const prices = readCouponPrices(
      answer([
        {
          hotelId: '100079',
          planId: '100079P02',
          discountMinPrice: 2800,
          discountMaxPrice: 2800,
          perPersonDiscount: 1000,
          couponInfo: couponInfo('ADULTS1000', '大人旅クーポン'),
        },
      ]),
      hotelItems,
    );
    expect(prices.size).toBe(1);
    const price = prices.get(couponItemKey({ hotelId: '100079', planId: '100079P02' }));
    expect(price?.discountMinPrice).toBe(2800);
    expect(price?.perPersonDiscount).toBe(1000);
    expect(price?.coupon.couponName).toBe('大人旅クーポン');
    expect(prices.get(couponItemKey({ hotelId: '100082', planId: '100082P03' }))).toBeUndefined();
  });

  it('shows nothing for API_ERROR, NOT_EXISTS_COUPON, NOT_EXISTS_AVAILABLE_COUPON or a failed call', () => {
    const info = [
      {
        hotelId: '100079',
        planId: '100079P02',
        discountMinPrice: 2800,
        discountMaxPrice: 2800,
        couponInfo: couponInfo('A', 'A'),
      },
    ];
    expect(readCouponPrices(answer(info), hotelItems).size).toBe(1);
    expect(readCouponPrices({ status: 'API_ERROR' }, hotelItems).size).toBe(0);
    expect(readCouponPrices(answer(info, 'SUCCESS', 'API_ERROR'), hotelItems).size).toBe(0);
    expect(readCouponPrices(answer(info, 'NOT_EXISTS_COUPON'), hotelItems).size).toBe(0);
    expect(readCouponPrices(answer(info, 'NOT_EXISTS_AVAILABLE_COUPON'), hotelItems).size).toBe(0);
    expect(readCouponPrices({ status: 'SUCCESS' }, hotelItems).size).toBe(0);
  });

  it('ignores a price that is not below the regular one, an unknown item, and a negative price', () => {
    const prices = readCouponPrices(
      answer([
        { hotelId: '100079', planId: '100079P02', discountMinPrice: 3800, couponInfo: couponInfo('A', 'A') },
        { hotelId: '100082', planId: '100082P03', discountMinPrice: 5600, couponInfo: couponInfo('B', 'B') },
        { hotelId: '999999', planId: 'X', discountMinPrice: 100, couponInfo: couponInfo('C', 'C') },
        { hotelId: '100082', planId: '100082P03', discountMinPrice: -5, couponInfo: couponInfo('D', 'D') },
        { planId: '100082P03', discountMinPrice: 4500, couponInfo: couponInfo('E', 'E') },
      ]),
      hotelItems,
    );
    expect(prices.size).toBe(0);
  });

  it('keys tours by tourId and hotels by hotel and plan', () => {
    const items: CouponPriceItem[] = [{ ref: { tourId: 'T1' }, adultMin: 50000, adultMax: 60000 }];
    const prices = readCouponPrices(
      answer([
        {
          tourId: 'T1',
          discountMinPrice: 48000,
          discountMaxPrice: 58000,
          perPersonDiscount: 2000,
          couponInfo: couponInfo('OKINAWA2000', '沖縄'),
        },
      ]),
      items,
    );
    expect(prices.get(couponItemKey({ tourId: 'T1' }))?.discountMaxPrice).toBe(58000);
    expect(couponItemKey({ tourId: 'T1' })).not.toBe(couponItemKey({ hotelId: 'T1' }));
  });
});
