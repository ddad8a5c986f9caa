import { describe, expect, it } from 'vitest';
import * as domain from '../index';
import * as booking from './index';
import {
  BOOKING_NUMBER_PATTERN,
  bookingCouponInput,
  bookingPriceRows,
  bookingRowsTotal,
  canCancelOnline,
  cancellationCharge,
  cancellationPercent,
  cancellationPolicy,
  daysBeforeDeparture,
  formatBookingNumber,
  isBookingNumber,
  luhnCheckDigit,
} from './index';

/** An instant from Japan wall-clock time. */
const jst = (ymdhm: string) =>
  Date.UTC(
    Number(ymdhm.slice(0, 4)),
    Number(ymdhm.slice(4, 6)) - 1,
    Number(ymdhm.slice(6, 8)),
    Number(ymdhm.slice(8, 10)) - 9,
    Number(ymdhm.slice(10, 12)),
  );

describe('booking numbers', () => {
  it('are TB + 9 random digits + a Luhn check digit', () => {
    const n = formatBookingNumber(123456789);
    expect(n).toMatch(BOOKING_NUMBER_PATTERN);
    expect(n.slice(2, 11)).toBe('123456789');
    expect(luhnCheckDigit('7992739871')).toBe(3); // the classic Luhn example
    expect(isBookingNumber(n)).toBe(true);
    expect(formatBookingNumber(0)).toBe(`TB000000000${luhnCheckDigit('000000000')}`);
  });

  it('catch a mistyped digit and swapped neighbours, and refuse other shapes', () => {
    const n = formatBookingNumber(482910573);
    const digits = n.slice(2);
    for (let i = 0; i < digits.length; i++) {
      const wrong = String((Number(digits[i]) + 1) % 10);
      expect(isBookingNumber(`TB${digits.slice(0, i)}${wrong}${digits.slice(i + 1)}`)).toBe(false);
    }
    expect(isBookingNumber(`TB${digits[1]}${digits[0]}${digits.slice(2)}`)).toBe(false);
    for (const bad of ['', 'TB123', 'tb4829105736', 'TB48291057361', 'XX4829105736', 42, null]) {
      expect(isBookingNumber(bad)).toBe(false);
    }
    expect(() => formatBookingNumber(1e9)).toThrow(RangeError);
    expect(() => formatBookingNumber(-1)).toThrow(RangeError);
    expect(() => formatBookingNumber(1.5)).toThrow(RangeError);
  });
});

describe('booking price rows', () => {
  it('group guests by category and unit price; rows add up to the total', () => {
    const rows = bookingPriceRows('yado', [
      { category: 'adult', price: 24000 },
      { category: 'adult', price: 24000 },
      { category: 'adult', price: 30000 },
      { category: 'child', price: 16800 },
      { category: 'infant', price: 0 },
    ]);
    expect(rows).toEqual([
      { label: '大人1', paxType: 'person1', category: 'adult', unitPrice: 30000, count: 1, amount: 30000 },
      { label: '大人1', paxType: 'person1', category: 'adult', unitPrice: 24000, count: 2, amount: 48000 },
      { label: '子供1', paxType: 'person3', category: 'child', unitPrice: 16800, count: 1, amount: 16800 },
      { label: '子供2', paxType: 'person6', category: 'infant', unitPrice: 0, count: 1, amount: 0 },
    ]);
    expect(bookingRowsTotal(rows)).toBe(94800);
    expect(bookingPriceRows('tour', [{ category: 'adult', price: 100 }], 'en')[0]).toMatchObject({
      label: 'Adult 1',
      paxType: 'adult',
    });
  });

  it('refuse prices that are not whole yen', () => {
    expect(() => bookingPriceRows('tour', [{ category: 'adult', price: 10.5 }])).toThrow(RangeError);
    expect(() => bookingPriceRows('tour', [{ category: 'adult', price: -1 }])).toThrow(RangeError);
  });

  it('give the coupon rules per-person prices never above what was charged', () => {
    const rows = bookingPriceRows('tour', [
      { category: 'adult', price: 10001 },
      { category: 'adult', price: 10000 },
      { category: 'child', price: 5000 },
    ]);
    const input = bookingCouponInput(rows, 0);
    expect(input.adult).toEqual({ minPrice: 10000, maxPrice: 10000, pax: 2 });
    expect(input.child).toEqual({ minPrice: 5000, maxPrice: 5000, pax: 1 });
    expect(input.infant.pax).toBe(0);
    expect(input.bedCount).toBe(1); // default bed count
    expect(bookingCouponInput(rows, 3).bedCount).toBe(3);
  });
});

describe('cancellation policies (Japan time)', () => {
  const D = '20261220';

  it('tour: the standard terms of domestic package tours', () => {
    const policy = cancellationPolicy('tour', D);
    const at = (ymdhm: string) => cancellationPercent(policy, jst(ymdhm));
    expect(at('202611291200')).toBe(0); // 21日前
    expect(at('202611300000')).toBe(20); // 20日前
    expect(at('202612122359')).toBe(20); // 8日前
    expect(at('202612130000')).toBe(30); // 7日前
    expect(at('202612182359')).toBe(30); // 2日前
    expect(at('202612190000')).toBe(40); // 前日
    expect(at('202612200900')).toBe(50); // 当日
    expect(at('202612210000')).toBe(100); // after the start
    expect(policy.tiers.map((t) => [t.label.ja, t.firstDay, t.lastDay, t.percent])).toEqual([
      ['21日前まで', null, '20261129', 0],
      ['20日前〜8日前', '20261130', '20261212', 20],
      ['7日前〜2日前', '20261213', '20261218', 30],
      ['前日', '20261219', '20261219', 40],
      ['当日', '20261220', '20261220', 50],
    ]);
    expect(policy.noShowPercent).toBe(100);
  });

  it('tour day trips charge 20 % from 10 days before only', () => {
    const policy = cancellationPolicy('tour', D, { dayTrip: true });
    expect(cancellationPercent(policy, jst('202612091200'))).toBe(0); // 11日前
    expect(cancellationPercent(policy, jst('202612101200'))).toBe(20); // 10日前
  });

  it('yado, optional and rentacar tables', () => {
    const yado = cancellationPolicy('yado', D);
    expect(cancellationPercent(yado, jst('202612180900'))).toBe(0);
    expect(cancellationPercent(yado, jst('202612191000'))).toBe(20);
    expect(cancellationPercent(yado, jst('202612201000'))).toBe(80);
    expect(cancellationPercent(yado, jst('202612211000'))).toBe(100);
    const optional = cancellationPolicy('optional', D);
    expect(cancellationPercent(optional, jst('202612191000'))).toBe(50);
    expect(cancellationPercent(optional, jst('202612201000'))).toBe(100);
    const car = cancellationPolicy('rentacar', D);
    expect(cancellationPercent(car, jst('202612121000'))).toBe(0); // 8日前
    expect(cancellationPercent(car, jst('202612131000'))).toBe(20); // 7日前
    expect(cancellationPercent(car, jst('202612181000'))).toBe(30); // 2日前
    expect(cancellationPercent(car, jst('202612201000'))).toBe(50);
  });

  it('counts days on the Japan calendar, not UTC', () => {
    // 2026-12-18 23:30 UTC is already 12-19 08:30 in Japan: 前日.
    expect(daysBeforeDeparture(D, Date.UTC(2026, 11, 18, 23, 30))).toBe(1);
    expect(daysBeforeDeparture(D, Date.UTC(2026, 11, 18, 14, 59))).toBe(2);
  });

  it('charges are whole yen, rounded down', () => {
    const policy = cancellationPolicy('tour', D);
    expect(cancellationCharge(policy, 12345, jst('202612150900'))).toBe(3703); // 30 % of 12345 = 3703.5
    expect(cancellationCharge(policy, 12345, jst('202611010900'))).toBe(0);
    expect(cancellationCharge(policy, 12345, jst('202612210900'))).toBe(12345);
    expect(() => cancellationCharge(policy, 1.5, jst('202612150900'))).toThrow(RangeError);
  });

  it('online cancellation is open until 前日 23:59 JST', () => {
    expect(cancellationPolicy('yado', D).onlineCancelUntil).toBe('202612192359');
    expect(canCancelOnline(D, jst('202612192359'))).toBe(true);
    expect(canCancelOnline(D, jst('202612192359') + 59_000)).toBe(true);
    expect(canCancelOnline(D, jst('202612200000'))).toBe(false);
    expect(canCancelOnline(D, jst('202612250000'))).toBe(false);
    // 2026-12-19 15:00 UTC is 12-20 00:00 in Japan: too late, though still the 19th in UTC.
    expect(canCancelOnline(D, Date.UTC(2026, 11, 19, 15, 0))).toBe(false);
  });
});

describe('the booking folder in the package barrel', () => {
  it('re-exports every runtime export without colliding with another folder', () => {
    for (const [name, value] of Object.entries(booking)) {
      expect((domain as Record<string, unknown>)[name], name).toBe(value);
    }
  });
});

describe('booked room assignments', () => {
  it('place bed users as priced (even, remainders later) and co-sleepers round-robin', () => {
    const rooms = domain.bookedRoomAssignments(
      [
        { category: 'male', useBed: true },
        { category: 'female', useBed: true },
        { category: 'male', useBed: true },
        { category: 'childA', useBed: true },
        { category: 'childD', useBed: false },
        { category: 'childD', useBed: false },
        { category: 'childD', useBed: false },
      ],
      2,
    )!;
    expect(rooms).toHaveLength(2);
    expect(rooms.map((r) => [r.male, r.female, r.childA, r.childD])).toEqual([
      [1, 1, 0, 2],
      [1, 0, 1, 1],
    ]);
    const occupancy = domain.stayPartyPrice({
      nights: [() => 1000],
      guests: [
        { category: 'male', useBed: true },
        { category: 'male', useBed: true },
        { category: 'male', useBed: true },
      ],
      roomCount: 2,
      ratePercent: () => 100,
    })!.occupancy;
    const assigned = domain.bookedRoomAssignments(
      [
        { category: 'male', useBed: true },
        { category: 'male', useBed: true },
        { category: 'male', useBed: true },
      ],
      2,
    )!;
    expect(assigned.map((r) => r.male)).toEqual(occupancy);
  });

  it('refuse a room without a bed user', () => {
    expect(domain.bookedRoomAssignments([{ category: 'male', useBed: true }], 2)).toBeNull();
    expect(domain.bookedRoomAssignments([{ category: 'male', useBed: true }], 0)).toBeNull();
  });
});
