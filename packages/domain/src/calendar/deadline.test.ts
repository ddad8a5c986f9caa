import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deadlineAt, deadlineParts, deadlineText, isDeadlinePassed } from './deadline';

const jst = (y: number, mo: number, d: number, h: number, mi: number, s = 0) =>
  Date.UTC(y, mo - 1, d, h - 9, mi, s);

describe('spec §9 "Deadline format: minutes before 24:00 converted to days-before and time of day"', () => {
  it('converts with the 24:00 convention (time in (00:00, 24:00])', () => {
    expect(deadlineParts(0)).toEqual({ daysBefore: 0, time: '2400' });
    expect(deadlineParts(60)).toEqual({ daysBefore: 0, time: '2300' });
    expect(deadlineParts(1440)).toEqual({ daysBefore: 1, time: '2400' });
    expect(deadlineParts(1500)).toEqual({ daysBefore: 1, time: '2300' });
    expect(deadlineParts(2879)).toEqual({ daysBefore: 1, time: '0001' });
    expect(deadlineParts(4680)).toEqual({ daysBefore: 3, time: '1800' });
  });
  it('writes the text the Japanese way', () => {
    expect(deadlineText(0, 'ja')).toBe('当日 24:00');
    expect(deadlineText(1500, 'ja')).toBe('前日 23:00');
    expect(deadlineText(2880 + 360, 'ja')).toBe('2日前 18:00');
    expect(deadlineText(1500, 'en')).toBe('1 day before, 23:00');
    expect(deadlineText(3240, 'en')).toBe('2 days before, 18:00');
    expect(deadlineText(30, 'en')).toBe('same day, 23:30');
  });
  it('gives the instant in Japan time, 24:00 written as the next day 0000', () => {
    expect(deadlineAt('20261205', 0)).toBe('202612060000');
    expect(deadlineAt('20261205', 60)).toBe('202612052300');
    expect(deadlineAt('20261205', 1440)).toBe('202612050000');
    expect(deadlineAt('20261205', 1500)).toBe('202612042300');
    expect(deadlineAt('20270101', 1500)).toBe('202612312300');
    expect(deadlineAt('20261205', 4680)).toBe('202612021800');
  });
  it('has passed from the deadline instant on, in Japan time', () => {
    expect(isDeadlinePassed('20261205', 1500, jst(2026, 12, 4, 22, 59, 59))).toBe(false);
    expect(isDeadlinePassed('20261205', 1500, jst(2026, 12, 4, 23, 0))).toBe(true);
  });
  it('refuses negative or fractional minutes', () => {
    expect(() => deadlineParts(-1)).toThrow(RangeError);
    expect(() => deadlineParts(1.5)).toThrow(RangeError);
  });
  it('property: parts and instant describe the same moment', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 * 1440 }), (m) => {
        const { daysBefore, time } = deadlineParts(m);
        const minuteOfDay = Number(time.slice(0, 2)) * 60 + Number(time.slice(2));
        expect(minuteOfDay).toBeGreaterThan(0);
        expect(minuteOfDay).toBeLessThanOrEqual(1440);
        // D+1 00:00 − m  ==  (D − daysBefore) 00:00 + minuteOfDay
        expect(1440 - m).toBe(-daysBefore * 1440 + minuteOfDay);
      }),
    );
  });
});
