import { describe, expect, it } from 'vitest';
import { makePax } from './coupon.fixtures';
import {
  countCouponPax,
  couponPassengerRangeFromSlots,
  couponPaxCategory,
  couponPriceBreakdown,
} from './paxSlots';
import type { AppType, PaxCategory } from '../pax/appPaxCodes';

describe('passenger slot mapping to adult/child/infant per product type (spec §5)', () => {
  it.each<[AppType, string, PaxCategory | null]>([
    ['tour', 'adult', 'adult'],
    ['dp', 'infant', 'infant'],
    ['yado', 'person1', 'adult'],
    ['yado', 'person3', 'child'],
    ['yado', 'person6', 'infant'],
    ['yado', 'person9', null],
    ['optional', 'person6', 'child'],
    ['optional', 'person9', 'infant'],
    ['optional', 'person3', null],
    ['rentacar', 'person6', 'adult'],
    ['rentacar', 'person9', 'adult'],
    ['tour', 'person1', null],
  ])('%s slot %s counts as %s', (app, code, category) => {
    expect(couponPaxCategory(app, code)).toBe(category);
  });

  it('counts passengers per category; car rental counts all passengers as adults', () => {
    const counts = { person1: 2, person6: 1, person9: 1, person3: 5 };
    expect(countCouponPax('optional', counts)).toEqual({ adult: 2, child: 1, infant: 1 });
    expect(countCouponPax('rentacar', counts)).toEqual({ adult: 4, child: 0, infant: 0 });
    expect(countCouponPax('yado', counts)).toEqual({ adult: 2, child: 5, infant: 1 });
  });

  it('builds the passenger-range input from slot ranges', () => {
    const slots = {
      person1: { minPrice: 8000, maxPrice: 9000, pax: 2 },
      person3: { minPrice: 5000, maxPrice: 6000, pax: 1 },
    };
    expect(couponPassengerRangeFromSlots('yado', slots, 3)).toEqual(
      makePax([8000, 9000, 2], [5000, 6000, 1], [0, 0, 0], 3),
    );
  });

  it('gives a rental car one adult category holding every passenger at the person1 price', () => {
    const slots = {
      person1: { minPrice: 4000, maxPrice: 5000, pax: 2 },
      person6: { minPrice: 4000, maxPrice: 5000, pax: 1 },
      person9: { minPrice: 0, maxPrice: 0, pax: 1 },
    };
    expect(couponPassengerRangeFromSlots('rentacar', slots, 1)).toEqual(
      makePax([4000, 5000, 4], [0, 0, 0], [0, 0, 0], 1),
    );
    expect(
      couponPassengerRangeFromSlots('rentacar', { person6: { minPrice: 3000, maxPrice: 3000, pax: 2 } }, 1)
        .adult,
    ).toEqual({ minPrice: 3000, maxPrice: 3000, pax: 2 });
  });
});

describe('price breakdown rows with the spec §9 passenger labels (spec §3, §5)', () => {
  it('lists categories with passengers, labelled 大人1 / 子供1 / 子供2 with the app pax type', () => {
    const input = makePax([10000, 12000, 2], [0, 0, 0], [3000, 3500, 1]);
    expect(couponPriceBreakdown('yado', input)).toEqual([
      { label: '大人1', paxType: 'person1', price: 10000 },
      { label: '子供2', paxType: 'person6', price: 3000 },
    ]);
    expect(couponPriceBreakdown('tour', input, 'max')).toEqual([
      { label: '大人1', paxType: 'adult', price: 12000 },
      { label: '子供2', paxType: 'infant', price: 3500 },
    ]);
  });
});
