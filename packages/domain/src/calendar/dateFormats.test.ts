import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  convertDateString,
  formatDateEn,
  formatDateJa,
  formatDateLong,
  formatDateTimeLong,
  isValidDateString,
  parseDateString,
} from './dateFormats';
import { ITEM_UNDEFINED_MESSAGE, requireItem } from './requireItem';

describe('spec §9 date formats: YYYYMMDD, YYYYMMDDHHmm, YYYYMMDDHHmmss, YYYY/MM/DD, Japanese with weekday', () => {
  it('shows a day the Japanese way, unpadded, with the weekday in half-width brackets', () => {
    expect(formatDateJa('20261205')).toBe('2026年12月5日(土)');
    expect(formatDateJa('20270101')).toBe('2027年1月1日(金)');
  });
  it('shows the en equivalent', () => {
    expect(formatDateEn('20261205')).toBe('Sat, Dec 5, 2026');
    expect(formatDateLong('20270101', 'en')).toBe('Fri, Jan 1, 2027');
    expect(formatDateLong('20270101', 'ja')).toBe('2027年1月1日(金)');
  });
  it('converts between the wire and display formats', () => {
    expect(convertDateString('20261205', 'ymd', 'slash')).toBe('2026/12/05');
    expect(convertDateString('2026/12/05', 'slash', 'ymd')).toBe('20261205');
    expect(convertDateString('202612051530', 'ymdHm', 'ymdHms')).toBe('20261205153000');
    expect(convertDateString('20261205153059', 'ymdHms', 'ymd')).toBe('20261205');
    expect(convertDateString('20261205', 'ymd', 'ymdHm')).toBe('202612050000');
    expect(convertDateString('2026年12月5日(土)', 'jaLong', 'ymd')).toBe('20261205');
    expect(convertDateString('Sat, Dec 5, 2026', 'enLong', 'jaLong')).toBe('2026年12月5日(土)');
  });
  it('shows a minute with its day (maintenance planned completion)', () => {
    expect(formatDateTimeLong('202612050600', 'ja')).toBe('2026年12月5日(土) 06:00');
    expect(formatDateTimeLong('202612052359', 'en')).toBe('Sat, Dec 5, 2026 23:59');
  });
});

describe('spec §5 "a date string is valid only if it round-trips through the date format"', () => {
  it('accepts real days and times in each format', () => {
    expect(isValidDateString('20280229', 'ymd')).toBe(true);
    expect(isValidDateString('202612052359', 'ymdHm')).toBe(true);
    expect(isValidDateString('20261205235959', 'ymdHms')).toBe(true);
    expect(isValidDateString('2026/12/05', 'slash')).toBe(true);
    expect(isValidDateString('2026年12月5日(土)', 'jaLong')).toBe(true);
    expect(isValidDateString('Sat, Dec 5, 2026', 'enLong')).toBe(true);
  });
  it('rejects days that do not exist and times out of range', () => {
    expect(isValidDateString('20260229', 'ymd')).toBe(false);
    expect(isValidDateString('20261301', 'ymd')).toBe(false);
    expect(isValidDateString('20261200', 'ymd')).toBe(false);
    expect(isValidDateString('202612052400', 'ymdHm')).toBe(false);
    expect(isValidDateString('202612051260', 'ymdHm')).toBe(false);
    expect(isValidDateString('20261205235960', 'ymdHms')).toBe(false);
  });
  it('rejects strings that parse loosely but do not round-trip', () => {
    expect(isValidDateString('2026/12/5', 'slash')).toBe(false);
    expect(isValidDateString('2026-12-05', 'slash')).toBe(false);
    expect(isValidDateString('2026年12月05日(土)', 'jaLong')).toBe(false);
    expect(isValidDateString('2026年12月5日(日)', 'jaLong')).toBe(false); // 12/5 is a Saturday
    expect(isValidDateString('Sun, Dec 5, 2026', 'enLong')).toBe(false);
    expect(isValidDateString('Sat, Dec 05, 2026', 'enLong')).toBe(false);
    expect(isValidDateString('+2026120', 'ymd')).toBe(false);
    expect(isValidDateString(' 20261205', 'ymd')).toBe(false);
    expect(isValidDateString('20261205', 'ymdHm')).toBe(false);
    expect(isValidDateString('202612051530', 'ymd')).toBe(false);
  });
  it('never throws on missing values when only validating', () => {
    expect(isValidDateString(undefined, 'ymd')).toBe(false);
    expect(isValidDateString(null, 'ymd')).toBe(false);
    expect(isValidDateString('', 'ymd')).toBe(false);
    expect(parseDateString(undefined, 'ymd')).toBeNull();
  });
  it('property: every valid YYYYMMDD formats and parses back, through every other format', () => {
    const day = fc
      .date({
        min: new Date(Date.UTC(1000, 0, 1)),
        max: new Date(Date.UTC(9999, 11, 31)),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10).replaceAll('-', ''));
    fc.assert(
      fc.property(day, fc.constantFrom('slash', 'jaLong', 'enLong', 'ymdHm', 'ymdHms'), (ymd, other) => {
        expect(isValidDateString(ymd, 'ymd')).toBe(true);
        const shown = convertDateString(ymd, 'ymd', other);
        expect(isValidDateString(shown, other)).toBe(true);
        expect(convertDateString(shown, other, 'ymd')).toBe(ymd);
      }),
    );
  });
  it('property: an 8-digit string is valid exactly when Date.UTC agrees it is a real day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        (y, m, d) => {
          const ymd = `${y}${String(m).padStart(2, '0')}${String(d).padStart(2, '0')}`;
          const t = new Date(Date.UTC(y, m - 1, d));
          const real = m >= 1 && m <= 12 && d >= 1 && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
          expect(isValidDateString(ymd, 'ymd')).toBe(real);
        },
      ),
    );
  });
});

describe('spec §8 "Date helper throws \'item is undefined\' when a required value is missing"', () => {
  it('throws the spec message for undefined, null and the empty string', () => {
    for (const missing of [undefined, null, '']) {
      expect(() => formatDateJa(missing)).toThrow(ITEM_UNDEFINED_MESSAGE);
      expect(() => convertDateString(missing, 'ymd', 'slash')).toThrow('item is undefined');
      expect(() => formatDateTimeLong(missing, 'ja')).toThrow('item is undefined');
    }
    expect(() => requireItem(undefined)).toThrow('item is undefined');
    expect(requireItem(0)).toBe(0);
  });
  it('throws a RangeError, not the missing-value error, for a present but malformed value', () => {
    expect(() => formatDateJa('20260230')).toThrow(RangeError);
    expect(() => formatDateJa('20260230')).not.toThrow('item is undefined');
  });
});
