import { describe, expect, it } from 'vitest';
import {
  applyReserveWindowOverride,
  defaultGoDate,
  isInReserveWindow,
  isValidReserveDateOverride,
  productReserveDay,
  reserveWindow,
  reserveWindowDays,
} from './reserveWindow';

const today = '20261225';
const range = { min: 3, max: 330 };

describe('spec §9: reserve-day window min and max in days from today', () => {
  it('spans today+min to today+max across the year end', () => {
    expect(reserveWindow(today, range)).toEqual({ start: '20261228', end: '20271120' });
  });
  it('spec §7: the calendar covers max minus min plus 1 days', () => {
    expect(reserveWindowDays(reserveWindow(today, range))).toBe(328);
    expect(reserveWindowDays({ start: '20270110', end: '20270101' })).toBe(0);
  });
  it('includes both ends and refuses days outside or invalid', () => {
    const w = reserveWindow(today, range);
    expect(isInReserveWindow(w, '20261228')).toBe(true);
    expect(isInReserveWindow(w, '20271120')).toBe(true);
    expect(isInReserveWindow(w, '20261227')).toBe(false);
    expect(isInReserveWindow(w, '20271121')).toBe(false);
    expect(isInReserveWindow(w, '2027010')).toBe(false);
  });
});

describe('the reserve window of a product (issue 16 item 6: last-minute stays)', () => {
  it('tours keep the configured window; hotels open today, their plans\' deadlines decide', () => {
    expect(reserveWindow(today, productReserveDay('tour', range))).toEqual({ start: '20261228', end: '20271120' });
    expect(reserveWindow(today, productReserveDay('hotel', range))).toEqual({ start: '20261225', end: '20271120' });
  });
});

describe('spec §4: default go date is today plus the offset only strictly inside the window', () => {
  it('uses the offset when strictly between min and max', () => {
    expect(defaultGoDate(today, 14, range)).toBe('20270108');
    expect(defaultGoDate(today, 4, range)).toBe('20261229');
  });
  it('falls back to the minimum when the offset equals min or max (not strictly inside)', () => {
    expect(defaultGoDate(today, 3, range)).toBe('20261228');
    expect(defaultGoDate(today, 330, range)).toBe('20261228');
  });
  it('falls back to the minimum when the offset is outside, missing or not an integer', () => {
    expect(defaultGoDate(today, 0, range)).toBe('20261228');
    expect(defaultGoDate(today, 400, range)).toBe('20261228');
    expect(defaultGoDate(today, undefined, range)).toBe('20261228');
    expect(defaultGoDate(today, 7.5, range)).toBe('20261228');
  });
});

describe('spec §5: reserve-date override must be 8-digit YYYYMMDD (month 01–12, day 01–31)', () => {
  it('accepts real days', () => {
    expect(isValidReserveDateOverride('20270131')).toBe(true);
    expect(isValidReserveDateOverride('20280229')).toBe(true);
  });
  it.each([
    '2027013',
    '202701311',
    '20271301',
    '20270001',
    '20270132',
    '20270100',
    '2027-01-31',
    20270131,
    null,
  ])('refuses %s', (value) => {
    expect(isValidReserveDateOverride(value)).toBe(false);
  });
  it('spec §5: refuses a date that does not round-trip (30 February)', () => {
    expect(isValidReserveDateOverride('20270230')).toBe(false);
  });
});

describe('spec §4: reserve window start/end overridden only by a valid date after today', () => {
  const w = reserveWindow(today, range);
  it('overrides start and end independently', () => {
    expect(applyReserveWindowOverride(w, { start: '20270201' }, today)).toEqual({
      start: '20270201',
      end: w.end,
    });
    expect(applyReserveWindowOverride(w, { end: '20270301' }, today)).toEqual({
      start: w.start,
      end: '20270301',
    });
  });
  it('keeps the default for today itself, past days and invalid values', () => {
    expect(applyReserveWindowOverride(w, { start: today, end: '20261224' }, today)).toEqual(w);
    expect(applyReserveWindowOverride(w, { start: '20271301', end: 'tomorrow' }, today)).toEqual(w);
  });
  it('accepts the day after today', () => {
    expect(applyReserveWindowOverride(w, { start: '20261226' }, today).start).toBe('20261226');
  });
});
