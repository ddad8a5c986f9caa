/** Spec §2 /hotels/{arrAreaCode}; §3 search condition defaults; §7 the condition in API calls and links. */
import { describe, expect, it } from 'vitest';
import {
  createDefaultCondition,
  defaultConfig,
  setArrivalAreas,
  setDepartureArea,
  toggleKodawari,
} from '@tabiyori/domain';
import {
  adultCount,
  hasDeparture,
  hotelApiQuery,
  hotelHref,
  hotelListCanonicalPath,
  hotelListHref,
  hotelMapHref,
  hotelPageCondition,
  stayQuery,
} from './condition';

const TODAY = '20261122';
const base = createDefaultCondition(defaultConfig, TODAY);

describe('the condition of a page', () => {
  it('is the defaults without a query (2 per room, 1 night, no date, lowPrice)', () => {
    const condition = hotelPageCondition({}, TODAY);
    expect(condition).toEqual(base);
    expect(condition).toMatchObject({ paxPerRoom: 2, nights: 1, isNoDate: true, sort: 'lowPrice', page: 1 });
  });

  it('reads the query and keeps defaults for bad values', () => {
    const condition = hotelPageCondition(
      { goDate: '20261206', isNoDate: '0', nights: '2', sort: 'bogus', page: '-1', kodawari: '201,101' },
      TODAY,
    );
    expect(condition).toMatchObject({
      goDate: '20261206',
      isNoDate: false,
      nights: 2,
      sort: 'lowPrice',
      page: 1,
    });
    expect(condition.kodawari).toEqual(['101', '201']);
  });

  it('takes the destination from the path on /hotels/{arrAreaCode}', () => {
    expect(hotelPageCondition({ arrAreaCode: '13,14' }, TODAY, { pathAreaCode: '1402' }).arrAreaCode).toEqual(
      ['1402'],
    );
    expect(hotelPageCondition({ arrAreaCode: '13' }, TODAY, { pathAreaCode: ' ' }).arrAreaCode).toEqual([
      '13',
    ]);
  });
});

describe('links', () => {
  it('puts one destination in the path (canonical too)', () => {
    const condition = setArrivalAreas(base, ['14']);
    expect(hotelListHref(condition).startsWith('/hotels/14?')).toBe(true);
    expect(hotelListCanonicalPath(condition)).toBe('/hotels/14');
    expect(hotelListCanonicalPath(setArrivalAreas(base, ['13', '14']))).toBe('/hotels');
  });

  it('carries the stay and the preferences, not the list criteria, to a hotel', () => {
    const condition = toggleKodawari(
      setArrivalAreas({ ...base, goDate: '20261206', isNoDate: false }, ['14']),
      '101',
    );
    // Only what the visitor chose: no default approach type without a departure, no go-date offset.
    expect(stayQuery(condition)).toEqual({
      goDate: '20261206',
      nights: '1',
      paxPerRoom: '2',
      kodawari: '101',
      isNoDate: '0',
    });
    expect(hotelHref('100 66', condition, 'rooms', { planIds: 'P1' })).toBe(
      '/hotel/100%2066/rooms?goDate=20261206&nights=1&paxPerRoom=2&kodawari=101&isNoDate=0&planIds=P1',
    );
  });

  it('keeps the whole condition for the map search, area in the query', () => {
    const href = hotelMapHref({ ...setArrivalAreas(base, ['14']), page: 4 }, 30);
    const query = new URLSearchParams(href.split('?')[1]);
    expect(href.startsWith('/hotels/map?')).toBe(true);
    expect(query.get('arrAreaCode')).toBe('14');
    expect(query.get('page')).toBe('1');
    expect(query.get('count')).toBe('30');
  });
});

describe('API query', () => {
  it('is the link query with the language and page size', () => {
    const query = hotelApiQuery(setArrivalAreas(base, ['13', '14']), 'en', {
      ipg: 50,
      specialCode: undefined,
    });
    expect(query).toMatchObject({ arrAreaCode: '13,14', lang: 'en', ipg: '50', isNoDate: '1' });
    expect('specialCode' in query).toBe(false);
  });
});

describe('party and departure', () => {
  it('counts adults as adultPax, else people per room × rooms', () => {
    expect(adultCount(base)).toBe(2);
    expect(adultCount({ ...base, roomCount: 2 })).toBe(4);
    expect(adultCount({ ...base, adultPax: 3 })).toBe(3);
  });

  it('knows a dynamic package by its departure', () => {
    expect(hasDeparture(base)).toBe(false);
    expect(hasDeparture(setDepartureArea(base, '03'))).toBe(true);
  });
});
