import { createDefaultCondition, defaultConfig, setArrivalAreas, setGoDate } from '@tabiyori/domain';
import { describe, expect, it } from 'vitest';
import { tourApiQuery } from '@/lib/tours/condition';
import { calendarPricesFrom, calendarPricesQuery } from './calendarPrices';

const base = setGoDate(
  setArrivalAreas(createDefaultCondition(defaultConfig, '20261201'), ['okinawa']),
  '20261210',
);

describe('calendarPricesQuery', () => {
  it('asks GET /v1/tours.calendar with the tour list’s query, the days instead of the date', () => {
    const params = calendarPricesQuery({ kind: 'tours' }, base, '20261201', '20261231', 'en');
    expect(params).not.toBeNull();
    const list = tourApiQuery(base, 'en');
    expect(list.goDate).toBe('20261210');
    const { goDate: _goDate, isNoDate: _isNoDate, page: _page, ...rest } = list;
    expect(params).toEqual({ ...rest, from: '20261201', to: '20261231' });
    expect(params?.arrAreaCode).toBe('okinawa');
  });

  it('does not depend on the chosen day (one load per calendar page)', () => {
    const other = setGoDate(base, '20261215');
    expect(calendarPricesQuery({ kind: 'tours' }, other, '20261201', '20261231', 'ja')).toEqual(
      calendarPricesQuery({ kind: 'tours' }, base, '20261201', '20261231', 'ja'),
    );
  });

  it('has no prices for hotel searches and fixed pages', () => {
    expect(calendarPricesQuery({ kind: 'hotels' }, base, '20261201', '20261231', 'ja')).toBeNull();
    expect(
      calendarPricesQuery({ kind: 'page', path: '/hotels/map' }, base, '20261201', '20261231', 'ja'),
    ).toBeNull();
    expect(calendarPricesQuery(undefined, base, '20261201', '20261231', 'ja')).toBeNull();
  });
});

describe('calendarPricesFrom', () => {
  it('maps the days to their prices and leaves out days without one', () => {
    expect(
      calendarPricesFrom({
        days: [
          { date: '20261201', priceFrom: 32000 },
          { date: '20261204', priceFrom: 0 },
          { date: '20261206', priceFrom: 28000 },
        ],
      }),
    ).toEqual({ '20261201': 32000, '20261206': 28000 });
    expect(calendarPricesFrom({ days: [] })).toEqual({});
  });
});
