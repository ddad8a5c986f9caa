import { describe, expect, it } from 'vitest';
import { quoteRequestFromQuery } from '../booking/request';
import {
  dateInputValue,
  optionalApiQuery,
  optionalBookingPath,
  optionalDetailPath,
  optionalSearchPath,
  optionalSearchQuery,
  partyOfQuery,
} from './query';

const TODAY = '20261124';

describe('optional activity page URLs', () => {
  it('reads area, date, people and page, and sends them to the API', () => {
    const search = optionalSearchQuery(
      { arrAreaCode: '13', date: '20261201', person1: '2', person6: '1', page: '3' },
      TODAY,
    );
    expect(search).toEqual({
      arrAreaCode: '13',
      date: '20261201',
      party: { person1: 2, person6: 1, person9: 0 },
      page: 3,
    });
    expect(optionalApiQuery(search, 'en')).toEqual({
      lang: 'en',
      ipg: '20',
      page: '3',
      arrAreaCode: '13',
      date: '20261201',
      person1: '2',
      person6: '1',
      person9: '0',
    });
    expect(optionalSearchPath(search)).toBe(
      '/optionals?arrAreaCode=13&date=20261201&person1=2&person6=1&page=3',
    );
    expect(optionalSearchPath(search, 1)).toBe('/optionals?arrAreaCode=13&date=20261201&person1=2&person6=1');
  });

  it('reads an area of any level the area modal chooses (direction, prefecture, area, district)', () => {
    for (const code of ['kanto', '13', '1402', '140201'])
      expect(optionalSearchQuery({ arrAreaCode: code }, TODAY).arrAreaCode).toBe(code);
    for (const code of ['1', '123', 'K', '13,14'])
      expect(optionalSearchQuery({ arrAreaCode: code }, TODAY).arrAreaCode).toBeNull();
  });

  it('drops what is malformed instead of failing the page', () => {
    expect(
      optionalSearchQuery({ arrAreaCode: "13' or 1=1", date: '20261340', person1: 'x', page: '-2' }, TODAY),
    ).toEqual({ arrAreaCode: null, date: null, party: null, page: 1 });
    // A past day is no search date.
    expect(optionalSearchQuery({ date: '20261123' }, TODAY).date).toBeNull();
    // The form's date field (YYYY-MM-DD) names the same day.
    expect(optionalSearchQuery({ date: '2026-12-01' }, TODAY).date).toBe('20261201');
    expect(dateInputValue('20261201')).toBe('2026-12-01');
    expect(partyOfQuery({ person1: '0' })).toBeNull();
    expect(partyOfQuery({ person1: '9', person9: '1' })).toBeNull();
    expect(partyOfQuery({})).toBeNull();
  });

  it('detail and booking links keep the date and people; the booking page reads them back', () => {
    const party = { person1: 2, person6: 1, person9: 0 };
    expect(optionalDetailPath('1002-001-01', '20261201', party)).toBe(
      '/optionals/1002-001-01?date=20261201&person1=2&person6=1',
    );
    expect(optionalDetailPath('1002-001-01', null, null)).toBe('/optionals/1002-001-01');
    const booking = optionalBookingPath('1002-001-01', '20261201', party);
    expect(booking).toBe('/booking/optional/1002-001-01?date=20261201&person1=2&person6=1');
    const request = quoteRequestFromQuery(
      'optional',
      '1002-001-01',
      new URLSearchParams(booking.split('?')[1]),
    );
    expect(request).toMatchObject({ kind: 'optional', date: '20261201', adultPax: 2 });
    expect(request?.children).toHaveLength(1);
  });
});
