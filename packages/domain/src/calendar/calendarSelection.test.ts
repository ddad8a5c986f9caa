import { describe, expect, it } from 'vitest';
import { CALENDAR_MAX_DAYS, CALENDAR_NOTE, toggleCalendarDay } from './calendarSelection';

describe('spec §2/§9 "Up to 6 days can be chosen" (calendar max 6 days)', () => {
  const six = ['20261210', '20261208', '20261209', '20261211', '20261212', '20261213'];
  it('is 6', () => {
    expect(CALENDAR_MAX_DAYS).toBe(6);
  });
  it('adds a day in date order', () => {
    expect(toggleCalendarDay(['20261210'], '20261208')).toEqual({
      selected: ['20261208', '20261210'],
      limitReached: false,
    });
  });
  it('removes a chosen day', () => {
    expect(toggleCalendarDay(['20261208', '20261210'], '20261208').selected).toEqual(['20261210']);
  });
  it('refuses a seventh day and reports it', () => {
    const result = toggleCalendarDay(six, '20261214');
    expect(result.limitReached).toBe(true);
    expect(result.selected).toHaveLength(6);
    expect(result.selected).not.toContain('20261214');
  });
  it('still lets a full selection remove a day', () => {
    expect(toggleCalendarDay(six, '20261208')).toMatchObject({ limitReached: false });
    expect(toggleCalendarDay(six, '20261208').selected).toHaveLength(5);
  });
  it('does not count duplicates towards the limit', () => {
    expect(toggleCalendarDay(['20261208', '20261208'], '20261209').selected).toEqual([
      '20261208',
      '20261209',
    ]);
  });
});

describe('spec §2 calendar note: stays from the 1st night onward are changed on the itinerary screen', () => {
  it('says so in ja and en', () => {
    expect(CALENDAR_NOTE.ja).toBe('1泊目以降の宿泊は、旅程画面で追加・変更できます。');
    expect(CALENDAR_NOTE.en).toMatch(/first night onward.*itinerary screen/);
  });
});
