import { describe, expect, it } from 'vitest';
import {
  calendarRequestDays,
  calendarRequestRange,
  isSelectableDay,
  selectableDayRange,
} from './selectableDays';

describe('spec §2/§9 selectable days: reserve window cut by the booking end date', () => {
  const window = { start: '20261208', end: '20270305' };
  it('keeps the window when the booking end date is later or missing', () => {
    expect(selectableDayRange(window)).toEqual(window);
    expect(selectableDayRange(window, '20271231')).toEqual(window);
  });
  it('ends at the booking end date, inclusive, when earlier', () => {
    const range = selectableDayRange(window, '20261231');
    expect(range).toEqual({ start: '20261208', end: '20261231' });
    expect(isSelectableDay('20261231', range)).toBe(true);
    expect(isSelectableDay('20270101', range)).toBe(false);
  });
  it('ignores an invalid booking end date and is empty when it closes the window', () => {
    expect(selectableDayRange(window, '2026-12-31')).toEqual(window);
    expect(selectableDayRange(window, '20261207')).toBeNull();
    expect(isSelectableDay('20261210', null)).toBe(false);
  });
  it('includes both ends of the window', () => {
    expect(isSelectableDay('20261207', window)).toBe(false);
    expect(isSelectableDay('20261208', window)).toBe(true);
    expect(isSelectableDay('20270305', window)).toBe(true);
    expect(isSelectableDay('20270306', window)).toBe(false);
  });
});

describe('spec §7 "Calendar request covers (max minus min plus 1) days of the reserve window"', () => {
  it('counts both ends', () => {
    expect(calendarRequestDays(3, 90)).toBe(88);
    expect(calendarRequestDays(0, 0)).toBe(1);
    expect(calendarRequestRange('20261205', 3, 90)).toEqual({ fromDate: '20261208', days: 88 });
  });
  it('refuses an inverted or fractional window', () => {
    expect(() => calendarRequestDays(10, 9)).toThrow(RangeError);
    expect(() => calendarRequestDays(1.5, 9)).toThrow(RangeError);
  });
});
