/** Spec §2 calendar day classes and weeks; §3 defaultYadoPlans (§4 the plan of the pax case); flyer month prices. */
import { describe, expect, it } from 'vitest';
import { calendarMonths, defaultPlanViews, flyerMonthPrices, pickFlyerMonth, pickMonth } from './detailView';
import { tourDetail, tourListItem } from './fixtures';
import type { TourCalendarDay } from './types';

const day = (
  date: string,
  priceFrom: number,
  stock = 5,
  extra: Partial<TourCalendarDay> = {},
): TourCalendarDay => ({
  date,
  priceFrom,
  priceTo: priceFrom,
  stock,
  dayClass: 'other',
  isHoliday: false,
  holidayName: null,
  selectable: priceFrom > 0 && stock > 0,
  ...extra,
});

describe('calendarMonths', () => {
  const days = [
    day('20261129', 44700, 2, { dayClass: 'sunday-holiday' }),
    day('20261130', 36000, 0),
    day('20261201', 36000),
    day('20261231', 80000),
  ];
  const months = calendarMonths(days, 'ja');

  it('groups days into months of Sunday-first weeks with the month range', () => {
    expect(months.map((m) => m.month)).toEqual(['202611', '202612']);
    const nov = months[0]!;
    // 2026-11-01 is a Sunday: no padding; 30 days → 5 weeks.
    expect(nov.weeks).toHaveLength(5);
    expect(nov.weeks[0]![0]).toBeNull();
    expect(nov.weeks[4]![0]).toMatchObject({
      date: '20261129',
      day: 29,
      priceText: '44,700円',
      dayClass: 'sunday-holiday',
    });
    expect(nov.range).toEqual({ priceFrom: 36000, priceTo: 44700 });
    const dec = months[1]!;
    // 2026-12-01 is a Tuesday: two empty cells first.
    expect(dec.weeks[0]!.slice(0, 3).map((c) => c?.day ?? null)).toEqual([null, null, 1]);
    expect(dec.weeks.every((w) => w.length === 7)).toBe(true);
  });

  it("offers only the days of the brand's window, and only its months", () => {
    const within = calendarMonths(days, 'ja', { start: '20261101', end: '20261130' });
    expect(within.map((m) => m.month)).toEqual(['202611']);
    const cells = within[0]!.weeks.flat().filter((c) => c !== null);
    expect(cells.find((c) => c.date === '20261129')?.selectable).toBe(true);
    const shorter = calendarMonths(days, 'ja', { start: '20261101', end: '20261201' });
    const dec = shorter[1]!.weeks.flat().filter((c) => c !== null);
    expect(dec.map((c) => [c.date, c.selectable])).toEqual([
      ['20261201', true],
      ['20261231', false],
    ]);
  });

  it('picks the requested month, else the go date month, else the first', () => {
    expect(pickMonth(months, '202612', undefined)?.month).toBe('202612');
    expect(pickMonth(months, '209901', '20261201')?.month).toBe('202612');
    expect(pickMonth(months, undefined, undefined)?.month).toBe('202611');
    expect(pickMonth([], undefined, undefined)).toBeUndefined();
  });
});

describe('defaultPlanViews', () => {
  const plans = tourListItem().defaultYadoPlans;

  it('takes the plan of the pax case with its own room, smoking and occupancy', () => {
    expect(defaultPlanViews(plans, 2)[0]).toMatchObject({
      planId: '100093P03',
      planName: '部屋食',
      roomTypeName: '和洋室',
      canSmoke: false,
      minPax: 2,
      maxPax: 4,
      planGroupName: 'スタンダード',
    });
    expect(defaultPlanViews(plans, 1)[0]?.planId).toBe('100093P01');
  });

  it('falls back to the first plan when the pax case has none', () => {
    expect(defaultPlanViews(plans, 5)[0]?.planId).toBe('100093P01');
    expect(defaultPlanViews([{ ...plans[0]!, planIds: [], paxPlanIds: {} }], 2)).toEqual([]);
  });
});

describe('flyer month', () => {
  const tour = tourDetail();

  it('lists the sold days of the month with seats and the range (days with no price ignored)', () => {
    const dec = flyerMonthPrices(tour.priceStocks, '202612', 'ja');
    expect(dec.days).toEqual([
      { date: '20261201', priceText: '36,000円', stock: 3 },
      { date: '20261205', priceText: '38,000円', stock: 9 },
    ]);
    expect(dec.range).toEqual({ priceFrom: 36000, priceTo: 60000 });
    expect(flyerMonthPrices(tour.priceStocks, '202703', 'en')).toEqual({ days: [], range: null });
  });

  it('keeps a month the tour has, else its first month', () => {
    expect(pickFlyerMonth(tour.flyer.flyerMonths, '202612')).toBe('202612');
    expect(pickFlyerMonth(tour.flyer.flyerMonths, '203001')).toBe('202611');
    expect(pickFlyerMonth([], undefined)).toBeUndefined();
  });
});
