import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayOfWeek,
  daysBetween,
  japanNowMinute,
  japanNowSecond,
  japanToday,
  parseYmd,
} from './japanTime';

describe('Japan time defines today (DESIGN.md Time; spec §9 date formats)', () => {
  it('is already tomorrow in Japan at 15:00 UTC', () => {
    expect(japanToday(Date.UTC(2026, 10, 22, 14, 59))).toBe('20261122');
    expect(japanToday(Date.UTC(2026, 10, 22, 15, 0))).toBe('20261123');
  });
  it('gives Japan wall-clock minutes', () => {
    expect(japanNowMinute(Date.UTC(2026, 11, 31, 15, 30))).toBe('202701010030');
  });
  it('formats now as Japan YYYYMMDDHHmmss whatever the server zone (coupon service stamps, spec §7)', () => {
    expect(japanNowSecond(Date.UTC(2026, 10, 22, 3, 4, 5))).toBe('20261122120405');
    expect(japanNowSecond(Date.UTC(2026, 11, 31, 15, 0, 0))).toBe('20270101000000');
  });
  it('parses only real days', () => {
    expect(parseYmd('20260229')).toBeNull();
    expect(parseYmd('20280229')?.format('YYYYMMDD')).toBe('20280229');
    expect(parseYmd('2026-01-01')).toBeNull();
    expect(parseYmd('20261301')).toBeNull();
  });
  it('does day arithmetic across months and years', () => {
    expect(addDays('20261231', 1)).toBe('20270101');
    expect(daysBetween('20261122', '20261222')).toBe(30);
    expect(dayOfWeek('20261205')).toBe(6);
    expect(() => addDays('nope', 1)).toThrow(RangeError);
  });
  it('refuses impossible days in every helper, like parseYmd', () => {
    for (const bad of ['20260229', '20261301', '20261200', '2026-1-01', '２０２６１２０１', '']) {
      expect(() => addDays(bad, 1)).toThrow(RangeError);
      expect(() => dayOfWeek(bad)).toThrow(RangeError);
      expect(() => daysBetween(bad, '20261201')).toThrow(RangeError);
    }
    expect(addDays('20280228', 1)).toBe('20280229');
  });
  it('agrees with dayjs calendar arithmetic for any day and offset (property)', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date(Date.UTC(1990, 0, 1)),
          max: new Date(Date.UTC(2090, 11, 31)),
          noInvalidDate: true,
        }),
        fc.integer({ min: -800, max: 800 }),
        (instant, offset) => {
          const ymd = parseYmd(instant.toISOString().slice(0, 10).replaceAll('-', ''))!;
          const day = ymd.format('YYYYMMDD');
          const expected = ymd.add(offset, 'day');
          expect(addDays(day, offset)).toBe(expected.format('YYYYMMDD'));
          expect(daysBetween(day, expected.format('YYYYMMDD'))).toBe(offset);
          expect(dayOfWeek(day)).toBe(ymd.day());
        },
      ),
    );
  });
});
