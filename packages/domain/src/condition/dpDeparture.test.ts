/** Issue 16 item 5: a dp from a JR departure area is a JR + hotel search unless the plane is chosen. */
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config/domainConfig';
import { createDefaultCondition } from './defaultCondition';
import { jrServesAreas, setDpDepartureArea, withDpApproachDefault } from './dpDeparture';
import { setDepartureAirport, setDepartureStation } from './transitions';

const AREAS = [
  { code: '03', stationCodes: ['tokyo', 'shinagawa'] },
  { code: '09', stationCodes: [] },
];
const jr = jrServesAreas(AREAS);
const base = createDefaultCondition(defaultConfig, '20261124');

describe('the transport of a dynamic package', () => {
  it('starts as air (spec §3 default) and becomes JR when a JR departure area is chosen', () => {
    expect(base.approachType).toBe('air');
    const tokyo = setDpDepartureArea({ ...base, page: 3 }, '03', jr);
    expect(tokyo).toMatchObject({ depAreaCode: '03', approachType: 'train', page: 1 });
  });

  it('departs by air from an area JR does not serve, and clears airport and station (spec §4)', () => {
    const fromStation = setDepartureStation(base, 'tokyo');
    const okinawa = setDpDepartureArea(fromStation, '09', jr);
    expect(okinawa).toMatchObject({ depAreaCode: '09', approachType: 'air' });
    expect(okinawa.depStation).toBeUndefined();
    // No departure: a plain stay, the approach type left as it was.
    expect(setDpDepartureArea(fromStation, undefined, jr).depAreaCode).toBeUndefined();
  });

  it('reads a link with a departure area and no approach type as the area default', () => {
    const linked = { ...base, depAreaCode: '03' };
    expect(withDpApproachDefault(linked, false, jr).approachType).toBe('train');
    expect(withDpApproachDefault({ ...base, depAreaCode: '09' }, false, jr).approachType).toBe('air');
    // The traveller's own choice (approachType in the link) stands.
    expect(withDpApproachDefault(linked, true, jr).approachType).toBe('air');
    // A station or an airport names its approach type; no departure, nothing to decide.
    const airport = setDepartureAirport(base, 'HND');
    expect(withDpApproachDefault(airport, false, jr).approachType).toBe('air');
    expect(withDpApproachDefault({ ...base, depStation: 'tokyo' }, false, jr).approachType).toBe('train');
    expect(withDpApproachDefault(base, false, jr)).toBe(base);
  });
});
