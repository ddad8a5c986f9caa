import { createDefaultCondition, defaultConfig, setArrivalAreas, setGoDate } from '@tabiyori/domain';
import { describe, expect, it } from 'vitest';
import { tourApiQuery } from '@/lib/tours/condition';
import { calendarPricesFrom, calendarPricesPath } from './calendarPrices';

const base = setGoDate(
  setArrivalAreas(createDefaultCondition(defaultConfig, '20261201'), ['okinawa']),
  '20261210',
);

describe('calendarPricesPath', () => {
  it('asks GET /v1/tours.calendar with the tour list’s query, the days instead of the date', () => {
    const path = calendarPricesPath({ kind: 'tours' }, base, '20261201', '20261231', 'en');
    expect(path).not.toBeNull();
    const [pathname, search] = (path ?? '').split('?');
    expect(pathname).toBe('/v1/tours.calendar');
    const params = Object.fromEntries(new URLSearchParams(search));
    const list = tourApiQuery(base, 'en');
    expect(list.goDate).toBe('20261210');
    const { goDate: _goDate, isNoDate: _isNoDate, page: _page, ...rest } = list;
    expect(params).toEqual({ ...rest, from: '20261201', to: '20261231' });
    expect(params.arrAreaCode).toBe('okinawa');
  });

  it('does not depend on the chosen day (one load per calendar page)', () => {
    const other = setGoDate(base, '20261215');
    expect(calendarPricesPath({ kind: 'tours' }, other, '20261201', '20261231', 'ja')).toBe(
      calendarPricesPath({ kind: 'tours' }, base, '20261201', '20261231', 'ja'),
    );
  });

  it('has no prices for hotel searches and fixed pages', () => {
    expect(calendarPricesPath({ kind: 'hotels' }, base, '20261201', '20261231', 'ja')).toBeNull();
    expect(
      calendarPricesPath({ kind: 'page', path: '/hotels/map' }, base, '20261201', '20261231', 'ja'),
    ).toBeNull();
    expect(calendarPricesPath(undefined, base, '20261201', '20261231', 'ja')).toBeNull();
  });
});

describe('calendarPricesFrom', () => {
  it('maps the days to their prices and drops malformed entries', () => {
    expect(
      calendarPricesFrom({
        days: [
          { date: '20261201', priceFrom: 32000 },
          { date: '2026-12-02', priceFrom: 1 },
          { date: '20261203', priceFrom: '5' },
          { date: '20261204', priceFrom: 0 },
          null,
          { date: '20261205', priceFrom: 41000.5 },
          { date: '20261206', priceFrom: 28000 },
        ],
      }),
    ).toEqual({ '20261201': 32000, '20261206': 28000 });
    expect(calendarPricesFrom(null)).toEqual({});
    expect(calendarPricesFrom({ days: 'x' })).toEqual({});
  });
});
