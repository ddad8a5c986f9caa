import { describe, expect, it } from 'vitest';
import { businessDayOf, businessDayOfJapanTime } from './dayBoundary';

const jst = (y: number, mo: number, d: number, h: number, mi: number) => Date.UTC(y, mo - 1, d, h - 9, mi);

describe('spec §9 "A day starts at a boundary time HHmm"', () => {
  it('with boundary 0400, 02:00 on the 6th belongs to the 5th', () => {
    expect(businessDayOf(jst(2026, 12, 6, 2, 0), '0400')).toBe('20261205');
    expect(businessDayOfJapanTime('202612060200', '0400')).toBe('20261205');
  });
  it('the boundary minute already belongs to the new day', () => {
    expect(businessDayOf(jst(2026, 12, 6, 3, 59), '0400')).toBe('20261205');
    expect(businessDayOf(jst(2026, 12, 6, 4, 0), '0400')).toBe('20261206');
  });
  it('crosses month and year ends', () => {
    expect(businessDayOfJapanTime('202701010130', '0400')).toBe('20261231');
  });
  it('boundary 0000 is the Japan calendar day, whatever the host time zone', () => {
    expect(businessDayOf(Date.UTC(2026, 11, 5, 15, 0), '0000')).toBe('20261206');
    expect(businessDayOf(Date.UTC(2026, 11, 5, 14, 59), '0000')).toBe('20261205');
  });
  it('refuses malformed boundaries and times', () => {
    expect(() => businessDayOf(0, '2400')).toThrow(RangeError);
    expect(() => businessDayOf(0, '400')).toThrow(RangeError);
    expect(() => businessDayOf(0, '')).toThrow('item is undefined');
    expect(() => businessDayOfJapanTime('20261206', '0400')).toThrow(RangeError);
  });
});
