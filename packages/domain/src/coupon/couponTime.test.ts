import { describe, expect, it } from 'vitest';
import { couponDateTimeEnd, couponServiceDate } from './couponTime';

describe('coupon service time stamps in Japan time (spec §7, §9 YYYYMMDDHHmm[ss])', () => {
  it.each([
    ['20261231', '20261231235959'],
    ['202612312359', '20261231235959'],
    ['20261231120000', '20261231120000'],
    ['2026/12/31 23:59', '20261231235959'],
    ['', null],
    [undefined, null],
    ['2026123', null],
  ])('a stamp %s lasts until %s', (value, end) => {
    expect(couponDateTimeEnd(value)).toBe(end);
  });
  it.each([
    ['20261201', '20261201'],
    ['2026-12-01', '20261201'],
    ['20261201235959', '20261201'],
    ['20260230', ''],
    ['', ''],
    [null, ''],
  ])('service date %s reads as %s', (value, ymd) => {
    expect(couponServiceDate(value)).toBe(ymd);
  });
});
