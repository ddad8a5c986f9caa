import { describe, expect, it } from 'vitest';
import { tourTypeLabel } from './tourTypeLabel';

describe("spec §2: tour-type label multi-day '{{count}} days' (N日間), day trip (日帰り; travel days 1), one-way / round trip", () => {
  it('multi-day shows the count', () => {
    expect(tourTypeLabel({ travelDays: 3 })).toBe('3日間');
    expect(tourTypeLabel({ travelDays: 3 }, 'en')).toBe('3 days');
  });
  it('travel days 1 is a day trip', () => {
    expect(tourTypeLabel({ travelDays: 1 })).toBe('日帰り');
    expect(tourTypeLabel({ travelDays: 1 }, 'en')).toBe('Day trip');
  });
  it('one-way and round trip without travel days', () => {
    expect(tourTypeLabel({ way: 'oneWay' })).toBe('片道');
    expect(tourTypeLabel({ way: 'roundTrip' })).toBe('往復');
    expect(tourTypeLabel({ way: 'roundTrip' }, 'en')).toBe('Round trip');
  });
  it('decision: travel days win over the way; nothing known gives an empty label', () => {
    expect(tourTypeLabel({ travelDays: 2, way: 'oneWay' })).toBe('2日間');
    expect(tourTypeLabel({ travelDays: 0, way: 'oneWay' })).toBe('片道');
    expect(tourTypeLabel({})).toBe('');
    expect(tourTypeLabel({ travelDays: Number.NaN })).toBe('');
  });
});
