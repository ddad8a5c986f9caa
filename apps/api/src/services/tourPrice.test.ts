/**
 * The tour price model (tourPrice.ts) without a database: prices per people per room from the
 * default plans, a party's price with its breakdown (spec §3 price-breakdown row, §9 totals and
 * passenger labels), and the per-process cache.
 */
import { describe, expect, it } from 'vitest';
import {
  dbCache,
  paxCategoryOfGuest,
  partyBedCount,
  partyGuests,
  partyPrice,
  priceAtOccupancy,
  stayDateSpan,
  tourPriceModel,
  type PaxTypeRate,
  type PlanPrices,
} from './tourPrice';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const rates = new Map<string, PaxTypeRate>([
  ['male', { ratePercent: 100, noBed: false }],
  ['female', { ratePercent: 100, noBed: false }],
  ['childA', { ratePercent: 70, noBed: false }],
  ['childB', { ratePercent: 50, noBed: false }],
  ['childC', { ratePercent: 30, noBed: false }],
  ['childD', { ratePercent: 20, noBed: true }],
  ['childF', { ratePercent: 0, noBed: true }],
]);

/** Two nights at one hotel with two plans; prices[k − 1] per adult at k per room. */
const model = tourPriceModel({
  defaultYadoPlans: [{ relativeDate: 0, nights: 2, planIds: ['P1', 'P2'] }],
  pricing: { hotelFactor: 0.95 },
});
const prices: PlanPrices = new Map([
  [
    'P1',
    new Map([
      ['20270110', [15000, 10000, 9000]],
      ['20270111', [15000, 10000, 9000]],
    ]),
  ],
  [
    'P2',
    new Map([
      ['20270110', [14000, 12000, 0]],
      ['20270111', [18000, 11000, 0]],
    ]),
  ],
]);
const day = { priceFrom: 50000, priceTo: 56000 };

describe('price per people per room (our reading of the stored 2-per-room price)', () => {
  it('is the stored price at 2 per room', () => {
    expect(priceAtOccupancy(model, prices, '20270110', day, 2)).toEqual(day);
  });

  it('adds the hotel factor × the lowest / highest plan difference over the nights, rounded up to 10 yen', () => {
    // lowest at 1: 14000 + 15000 = 29000; at 2: 10000 + 10000 = 20000 → +9000 × 0.95 = 8550
    // highest at 1: 15000 + 18000 = 33000; at 2: 12000 + 11000 = 23000 → +10000 × 0.95 = 9500
    expect(priceAtOccupancy(model, prices, '20270110', day, 1)).toEqual({ priceFrom: 58550, priceTo: 65500 });
    // at 3 only P1 sells: 18000 vs 20000 lowest, 18000 vs 23000 highest
    expect(priceAtOccupancy(model, prices, '20270110', day, 3)).toEqual({ priceFrom: 48100, priceTo: 51250 });
  });

  it('is null when no plan sells k per room on a night, or the day is not sold', () => {
    expect(priceAtOccupancy(model, prices, '20270110', day, 4)).toBeNull();
    expect(priceAtOccupancy(model, prices, '20270111', day, 1)).toBeNull(); // night 20270112 unknown
    expect(priceAtOccupancy(model, prices, '20270110', { priceFrom: 0, priceTo: 0 }, 2)).toBeNull();
  });

  it('day trips cost the same at every people-per-room count', () => {
    const dayTrip = tourPriceModel({ defaultYadoPlans: [], pricing: {} });
    expect(priceAtOccupancy(dayTrip, new Map(), '20270110', { priceFrom: 8000, priceTo: 8000 }, 1)).toEqual({
      priceFrom: 8000,
      priceTo: 8000,
    });
  });

  it('reads a doc defensively and spans the stay dates of a departure range', () => {
    expect(tourPriceModel(null)).toEqual({ stays: [], hotelFactor: 1 });
    expect(tourPriceModel({ defaultYadoPlans: [{ nights: 'x' }], pricing: { hotelFactor: -1 } })).toEqual({
      stays: [],
      hotelFactor: 1,
    });
    expect(stayDateSpan(model, '20270110', '20270120')).toEqual({ from: '20270110', to: '20270121' });
  });
});

describe('a party’s price (domain stayPartyPrice) and its breakdown', () => {
  const priceAt = (k: number) => priceAtOccupancy(model, prices, '20270110', day, k);

  it('2 adults in one room pay twice the 2-per-room price; one breakdown row 大人1', () => {
    const guests = partyGuests({ adultPax: 2, children: [], roomCount: 1 }, rates);
    const p = partyPrice(guests, 1, priceAt, rates, 'ja')!;
    expect(p.totalPrice).toBe(100000);
    expect(p.perAdultPrice).toBe(50000);
    expect(p.totalPriceTo).toBe(112000);
    expect(p.breakdown).toEqual([{ label: '大人1', paxType: 'adult', pax: 2, price: 100000 }]);
  });

  it('children pay their category’s rate; the rows add up to the total (spec §9 labels)', () => {
    const children = [
      { age: 11, useBed: true, useSeat: true, isSchoolChild: true }, // childA 70 %
      { age: 3, useBed: false, useSeat: true, isSchoolChild: false }, // childD 20 %, no bed
    ];
    const party = { adultPax: 2, children, roomCount: 1 };
    const guests = partyGuests(party, rates);
    expect(guests.map((g) => g.category)).toEqual(['male', 'male', 'childA', 'childD']);
    expect(partyBedCount(party, rates)).toBe(3);
    const p = partyPrice(guests, 1, priceAt, rates, 'ja')!;
    expect(p.occupancy).toEqual([3]);
    const perAdult = 48100; // 3 per room
    expect(p.breakdown).toEqual([
      { label: '大人1', paxType: 'adult', pax: 2, price: 2 * perAdult },
      { label: '子供1', paxType: 'child', pax: 1, price: 33670 },
      { label: '子供2', paxType: 'infant', pax: 1, price: 9620 },
    ]);
    expect(p.breakdown.reduce((s, r) => s + r.price, 0)).toBe(p.totalPrice);
    expect(partyPrice(guests, 1, priceAt, rates, 'en')!.breakdown.map((r) => r.label)).toEqual([
      'Adult 1',
      'Child 1',
      'Child 2',
    ]);
  });

  it('is null when a room’s occupancy is not sold, or a room would stay empty', () => {
    const four = partyGuests({ adultPax: 4, children: [], roomCount: 1 }, rates);
    expect(partyPrice(four, 1, priceAt, rates, 'ja')).toBeNull();
    const one = partyGuests({ adultPax: 1, children: [], roomCount: 1 }, rates);
    expect(partyPrice(one, 2, priceAt, rates, 'ja')).toBeNull();
  });

  it('ten counts (amount) give the party by category, bed use from the reference pax types', () => {
    const amount = {
      male: 1,
      female: 1,
      childA: 0,
      childB: 1,
      childC: 0,
      childD: 0,
      childE: 0,
      childF: 1,
      otherA: 0,
      otherB: 0,
    };
    const party = { adultPax: 0, children: [], roomCount: 1, amount };
    const guests = partyGuests(party, rates);
    expect(guests.map((g) => [g.category, g.useBed])).toEqual([
      ['male', true],
      ['female', true],
      ['childB', true],
      ['childF', false],
    ]);
    expect(partyBedCount(party, rates)).toBe(3);
    expect(guests.map((g) => paxCategoryOfGuest(g.category))).toEqual(['adult', 'adult', 'child', 'infant']);
  });
});

describe('dbCache (per-process, safe to lose)', () => {
  const db = {} as Kysely<Database>;

  it('loads once per key, serves a stale value while refreshing, and never serves another key', async () => {
    let loads = 0;
    const cache = dbCache(1, async (_db, key) => `${key}:${++loads}`);
    expect(await cache(db, 'a')).toBe('a:1');
    // A 1 ms lifetime: stale after a short wait; the stale value is served and one refresh starts.
    await new Promise((r) => setTimeout(r, 5));
    expect(await cache(db, 'a')).toBe('a:1');
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache(db, 'a')).toBe('a:2');
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache(db, 'b')).toMatch(/^b:/);
  });

  it('a failed load fails the call and is retried by the next one', async () => {
    let fail = true;
    const cache = dbCache(60_000, async () => {
      if (fail) throw new Error('db down');
      return 1;
    });
    await expect(cache(db)).rejects.toThrow('db down');
    fail = false;
    expect(await cache(db)).toBe(1);
  });
});
