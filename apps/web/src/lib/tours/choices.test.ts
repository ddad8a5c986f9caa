import { describe, expect, it } from 'vitest';
import { includedService, stayOptions } from './choices';
import type { DepartureLeg, TourConditionAnswer } from './types';

const plan = (planId: string, isDefault: boolean, prices: [number, number][]) => ({
  planId,
  planName: `plan ${planId}`,
  mealTypeCode: '02',
  mealTypeName: '朝食付き',
  roomTypeCodes: ['TWN'],
  canSmoke: false,
  minPax: 1,
  maxPax: 4,
  isDefault,
  prices: prices.map(([paxPerRoom, price]) => ({ paxPerRoom, price })),
});

const stay: TourConditionAnswer['stays'][number] = {
  relativeDate: 0,
  nights: 2,
  checkinDate: '20261210',
  defaultHotelId: 'H1',
  hotels: [
    {
      hotelId: 'H1',
      hotelName: 'ホテルA',
      isDefault: true,
      plans: [
        plan('P1', true, [[2, 52000]]),
        plan('P2', true, [
          [2, 50000],
          [3, 47000],
        ]),
      ],
    },
    { hotelId: 'H2', hotelName: 'ホテルB', isDefault: false, plans: [plan('P3', false, [[2, 58500]])] },
  ],
};

describe('tour page choices (issue 18 item 1)', () => {
  it('lists the included plan first, then the others by their per-adult difference at k', () => {
    const { options } = stayOptions(stay, 2);
    expect(options.map((o) => [o.planId, o.difference, o.included])).toEqual([
      ['P2', 0, true],
      ['P1', 2000, false],
      ['P3', 8500, false],
    ]);
    expect(options[2]?.value).toBe('H2_P3');
  });

  it('offers at k only the plans priced for k', () => {
    expect(stayOptions(stay, 3).options.map((o) => o.planId)).toEqual(['P2']);
  });

  it('the included service is the first without a surcharge', () => {
    const leg = {
      services: [
        { number: 'NH1', depTime: '0700', arrTime: '0830', surcharge: 7000 },
        { number: 'NH3', depTime: '1200', arrTime: '1330', surcharge: 0 },
      ],
    } as DepartureLeg;
    expect(includedService(leg)).toBe(1);
  });
});
