import { describe, expect, it } from 'vitest';
import { holidayOf, isDayBeforeHoliday, isHoliday, isSundayOrHoliday } from './holidays';

describe("spec §2 calendar holidays: Japan's national holidays from @holiday-jp/holiday_jp", () => {
  it('names national holidays in ja and en', () => {
    expect(holidayOf('20261103')).toEqual({ name: '文化の日', nameEn: 'National Culture Day' });
    expect(holidayOf('20270101')?.name).toBe('元日');
    expect(holidayOf('20261104')).toBeNull();
  });
  it("includes substitute holidays (振替休日) and the citizens' holiday (国民の休日)", () => {
    expect(isHoliday('20260506')).toBe(true); // 5/3 fell on a Sunday
    expect(holidayOf('20260506')?.name).toBe('こどもの日 振替休日');
    expect(isHoliday('20260922')).toBe(true); // between 敬老の日 and 秋分の日
    expect(isHoliday('20270322')).toBe(true);
  });
  it('is false for invalid days and for years outside the bundled data', () => {
    expect(isHoliday('20261301')).toBe(false);
    expect(isHoliday('20510101')).toBe(false);
  });
  it('Sundays and holidays share the red class', () => {
    expect(isSundayOrHoliday('20261206')).toBe(true); // Sunday
    expect(isSundayOrHoliday('20261103')).toBe(true); // Tuesday holiday
    expect(isSundayOrHoliday('20261205')).toBe(false); // Saturday
  });
});

describe('休前日 (holiday eve) for hotel price variation (DESIGN.md Domain notes)', () => {
  it('is every Saturday', () => {
    expect(isDayBeforeHoliday('20261205')).toBe(true);
  });
  it('is a weekday before a holiday', () => {
    expect(isDayBeforeHoliday('20261102')).toBe(true); // Mon before 文化の日
    expect(isDayBeforeHoliday('20261231')).toBe(true); // before 元日
  });
  it('is a Sunday before a holiday Monday, and each Golden Week day before another holiday', () => {
    expect(isDayBeforeHoliday('20260920')).toBe(true); // Sun before 敬老の日
    expect(isDayBeforeHoliday('20260504')).toBe(true);
    expect(isDayBeforeHoliday('20260505')).toBe(true); // before the substitute holiday
  });
  it('is not a Sunday before an ordinary Monday, nor an ordinary weekday', () => {
    expect(isDayBeforeHoliday('20261206')).toBe(false);
    expect(isDayBeforeHoliday('20261203')).toBe(false);
    expect(isDayBeforeHoliday('20260506')).toBe(false); // last day of Golden Week
  });
});
