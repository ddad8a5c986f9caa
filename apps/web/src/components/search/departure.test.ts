/** Spec §4 departure forms (area, airport, station) as the dynamic-package search shows them. */
import { describe, expect, it } from 'vitest';
import {
  createDefaultCondition,
  defaultConfig,
  setDepartureAirport,
  setDepartureArea,
  setDepartureStation,
} from '@tabiyori/domain';
import { departureAreaOf } from './departure';

const base = createDefaultCondition(defaultConfig, '20261122');
const departures = [
  { code: '01', name: '札幌発', airports: [{ code: 'CTS', name: '新千歳' }], stations: [] },
  {
    code: '03',
    name: '東京発',
    airports: [{ code: 'HND', name: '羽田' }],
    stations: [{ code: 'tokyo', name: '東京' }],
  },
];

describe('departure area shown as chosen', () => {
  it('is the area itself, or the area holding the airport or station', () => {
    expect(departureAreaOf(departures, base)).toBe('');
    expect(departureAreaOf(departures, setDepartureArea(base, '01'))).toBe('01');
    const airport = setDepartureAirport(setDepartureArea(base, '01'), 'HND');
    expect(airport.depAreaCode).toBeUndefined();
    expect(departureAreaOf(departures, airport)).toBe('03');
    expect(departureAreaOf(departures, setDepartureStation(base, 'tokyo'))).toBe('03');
  });
});
