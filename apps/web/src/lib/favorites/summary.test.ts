import { describe, expect, it } from 'vitest';
import { searchHref, searchSummary } from './summary';

const names = {
  departures: { '03': '東京発' },
  areas: { '13': '東京都', '1001': '草津・万座' },
};

describe('saved search summary', () => {
  it('names departure and destinations and formats the date', () => {
    expect(
      searchSummary(
        'depAreaCode=03&arrAreaCode=1001,13&goDate=20261212&isNoDate=0&nights=2&paxPerRoom=2',
        names,
        'ja',
      ),
    ).toEqual({
      departure: '東京発',
      destination: '草津・万座・東京都',
      date: '2026年12月12日(土)',
      nights: 2,
      tourDays: null,
      paxPerRoom: 2,
    });
  });

  it('a search without a date or names keeps what it has', () => {
    const s = searchSummary('?arrAreaCode=9999&isNoDate=1&goDate=20261212', names, 'en');
    expect(s).toMatchObject({ departure: null, destination: '9999', date: null, nights: null });
  });

  it('reopens the search on the tour list with the saved condition', () => {
    expect(searchHref('arrAreaCode=13&nights=1')).toBe('/tours?arrAreaCode=13&nights=1');
    expect(searchHref('?arrAreaCode=13')).toBe('/tours?arrAreaCode=13');
    expect(searchHref('')).toBe('/tours');
  });
});
