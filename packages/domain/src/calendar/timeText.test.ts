import { describe, expect, it } from 'vitest';
import {
  CHECK_IN_OUT_LABELS,
  checkInRangeText,
  checkOutText,
  formatTime4,
  isFourDigitTime,
} from './timeText';

describe('spec §5 "Four-digit times are shown HH:MM"', () => {
  it('inserts the colon and keeps the leading zero', () => {
    expect(formatTime4('1500')).toBe('15:00');
    expect(formatTime4('0930')).toBe('09:30');
    expect(formatTime4('0000')).toBe('00:00');
  });
  it('keeps 24:00 and 30-hour late check-in times as written', () => {
    expect(formatTime4('2400')).toBe('24:00');
    expect(formatTime4('2530')).toBe('25:30');
  });
  it('refuses what is not HHmm', () => {
    for (const bad of ['930', '15:00', '1560', '3000', '15000', 'abcd']) {
      expect(isFourDigitTime(bad)).toBe(false);
      expect(() => formatTime4(bad)).toThrow(RangeError);
    }
    expect(() => formatTime4(undefined)).toThrow('item is undefined');
  });
});

describe('spec §9 "Time shown as check-in range and check-out"', () => {
  it('shows check-in as a range from the earliest time', () => {
    expect(checkInRangeText('1500', undefined, 'ja')).toBe('15:00～');
    expect(checkInRangeText('1500', '', 'ja')).toBe('15:00～');
    expect(checkInRangeText('1500', '2400', 'ja')).toBe('15:00～24:00');
    expect(checkInRangeText('1500', null, 'en')).toBe('from 15:00');
    expect(checkInRangeText('1500', '2400', 'en')).toBe('15:00–24:00');
  });
  it('shows check-out as "by" a time, the label being a separate heading', () => {
    expect(checkOutText('1100', 'ja')).toBe('～11:00');
    expect(checkOutText('1000', 'en')).toBe('until 10:00');
    expect(CHECK_IN_OUT_LABELS.ja).toEqual({ checkIn: 'チェックイン', checkOut: 'チェックアウト' });
  });
  it('needs a check-in time', () => {
    expect(() => checkInRangeText(undefined, '2400', 'ja')).toThrow('item is undefined');
  });
});
