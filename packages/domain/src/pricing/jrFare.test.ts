import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  jrFare,
  jrGreenCharge,
  jrPassengerOf,
  jrReaches,
  jrReservedExpressCharge,
  jrRoundTrip,
  railDistanceKm,
} from './jrFare';

describe('the basic JR round trip of a dp set price (spec §1: basic JR round trip, ordinary reserved seat)', () => {
  it.each([
    // [operating km, JR's published fare (yen, tax included)]
    [1, 150],
    [50, 860],
    [100, 1690],
    [101, 1980],
    [366, 6380], // Tokyo → Nagoya
    [514, 8360], // Tokyo → Kyoto
    [553, 8910], // Tokyo → Shin-Osaka
    [1175, 14190], // Tokyo → Hakata
  ])('prices %i km at JR mainline fare %i yen', (km, fare) => {
    expect(jrFare(km)).toBe(fare);
  });

  it('charges no limited express within 50 km and an ordinary reserved seat beyond', () => {
    expect(jrReservedExpressCharge(50)).toBe(0);
    expect(jrReservedExpressCharge(553)).toBe(5490);
    expect(jrReservedExpressCharge(1500)).toBeGreaterThan(jrReservedExpressCharge(1000));
  });

  it('adds both ways; a child pays half of each amount rounded down to 10 yen; an infant rides free', () => {
    const adult = jrRoundTrip(553);
    expect(adult.roundTrip).toBe(2 * (8910 + 5490));
    const child = jrRoundTrip(553, 'child');
    expect(child.fareOneWay).toBe(4450);
    expect(child.chargeOneWay).toBe(2740);
    expect(child.roundTrip).toBe(2 * (4450 + 2740));
    expect(jrRoundTrip(553, 'infant').roundTrip).toBe(0);
  });

  it('takes 10% off each fare of a trip over 600 km (往復割引), but not the charge', () => {
    expect(jrRoundTrip(1175).fareOneWay).toBe(12770);
    expect(jrRoundTrip(600).fareOneWay).toBe(jrFare(600));
  });

  it('never falls as the distance grows, and is whole yen in 10-yen steps (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2999 }), (km) => {
        const a = jrRoundTrip(km);
        const b = jrRoundTrip(km + 1);
        if (km !== 600) expect(b.roundTrip).toBeGreaterThanOrEqual(a.roundTrip);
        expect(a.roundTrip % 10).toBe(0);
        expect(jrRoundTrip(km, 'child').roundTrip).toBeLessThanOrEqual(a.roundTrip / 2);
      }),
    );
  });

  it('measures rail distance from coordinates with the detour factor', () => {
    const tokyo = { lat: 35.681, lng: 139.767 };
    const osaka = { lat: 34.733, lng: 135.5 };
    const km = railDistanceKm(tokyo, osaka);
    expect(km).toBeGreaterThan(450);
    expect(km).toBeLessThan(560);
    expect(railDistanceKm(tokyo, tokyo)).toBe(1);
  });

  it('refuses distances that are not whole km and knows JR does not reach Okinawa', () => {
    expect(() => jrFare(0)).toThrow(RangeError);
    expect(() => jrFare(1.5)).toThrow(RangeError);
    expect(jrReaches('47')).toBe(false);
    expect(jrReaches('13')).toBe(true);
  });

  it('classes children as JR does: primary school pays the child fare, a seated infant too', () => {
    const kid = (age: number, useSeat = false, isSchoolChild = false) =>
      jrPassengerOf({ age, useSeat, isSchoolChild });
    expect(kid(13)).toBe('adult');
    expect(kid(12, false, true)).toBe('child');
    expect(kid(8)).toBe('child');
    expect(kid(6, false, true)).toBe('child');
    expect(kid(6)).toBe('infant');
    expect(kid(3, true)).toBe('child');
    expect(kid(0)).toBe('infant');
  });

  it('prices a green car seat: the non-reserved charge plus the green charge, which children pay in full', () => {
    const reserved = jrRoundTrip(553);
    const green = jrRoundTrip(553, 'adult', 'green');
    expect(green.chargeOneWay).toBe(5490 - 530);
    expect(green.greenOneWay).toBe(jrGreenCharge(553));
    expect(green.roundTrip).toBe(2 * (8910 + 4960 + 5400));
    expect(green.roundTrip).toBeGreaterThan(reserved.roundTrip);
    const child = jrRoundTrip(553, 'child', 'green');
    expect(child.greenOneWay).toBe(5400);
    expect(child.chargeOneWay).toBe(2480);
    expect(jrRoundTrip(30, 'adult', 'green').chargeOneWay).toBe(0);
  });
});
