import { describe, expect, it } from 'vitest';
import { calendarDayClass, calendarLastDay, calendarWeeks } from './calendarWeeks';

describe('spec §2 calendar: weeks within one month ahead, Sunday first', () => {
  const weeks = calendarWeeks({
    start: '20261205',
    selectable: { start: '20261208', end: '20261231' },
    selected: ['20261210'],
  });

  it('covers the start day through the same date next month, padded with blanks', () => {
    expect(weeks).toHaveLength(6);
    for (const week of weeks) expect(week).toHaveLength(7);
    expect(weeks[0]?.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(weeks[0]?.[6]?.ymd).toBe('20261205');
    const lastWeek = weeks[5] ?? [];
    expect(lastWeek.map((d) => d?.ymd ?? null)).toEqual([
      '20270103',
      '20270104',
      '20270105',
      null,
      null,
      null,
      null,
    ]);
  });
  it('puts every day under its weekday column', () => {
    for (const week of weeks) week.forEach((day, column) => day && expect(day.dayOfWeek).toBe(column));
  });
  it('classes Sundays and holidays, Saturdays, other days', () => {
    const all = weeks.flat().filter((d) => d !== null);
    const byYmd = new Map(all.map((d) => [d.ymd, d]));
    expect(byYmd.get('20261206')?.dayClass).toBe('sunday-holiday');
    expect(byYmd.get('20261212')?.dayClass).toBe('saturday');
    expect(byYmd.get('20261209')?.dayClass).toBe('other');
    expect(byYmd.get('20270101')).toMatchObject({
      dayClass: 'sunday-holiday',
      holidayName: '元日',
      holidayNameEn: "New Year's Day",
    });
    expect(byYmd.get('20261209')?.holidayName).toBeNull();
  });
  it('marks selectable and selected days', () => {
    const all = new Map(
      weeks
        .flat()
        .filter((d) => d !== null)
        .map((d) => [d.ymd, d]),
    );
    expect(all.get('20261207')?.selectable).toBe(false);
    expect(all.get('20261208')?.selectable).toBe(true);
    expect(all.get('20270101')?.selectable).toBe(false);
    expect(all.get('20261210')?.selected).toBe(true);
    expect(all.get('20261211')?.selected).toBe(false);
  });
  it('a holiday on a Saturday is red, not blue', () => {
    expect(calendarDayClass('20280101')).toBe('sunday-holiday');
    expect(calendarDayClass('20280108')).toBe('saturday');
  });
  it('uses the month end when the same date does not exist next month', () => {
    expect(calendarLastDay('20270131')).toBe('20270228');
    expect(calendarLastDay('20280131')).toBe('20280229');
    const feb = calendarWeeks({ start: '20270131', selectable: null });
    expect(
      feb
        .flat()
        .filter((d) => d !== null)
        .at(-1)?.ymd,
    ).toBe('20270228');
    expect(feb.flat().every((d) => d === null || !d.selectable)).toBe(true);
  });
  it('starts a Sunday start in the first column with no padding', () => {
    const w = calendarWeeks({ start: '20261206', selectable: null });
    expect(w[0]?.[0]?.ymd).toBe('20261206');
  });
});
