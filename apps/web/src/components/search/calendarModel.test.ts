/** Spec §2 calendar (weeks within one month ahead, up to 6 days) and §9 calendar max 6 days. */
import { describe, expect, it } from 'vitest';
import {
  calendarKeyTarget,
  calendarPageLabel,
  calendarPages,
  clickStayDay,
  pageIndexOf,
  selectedDays,
  selectionNights,
  staySelection,
} from './calendarModel';

describe('calendar pages', () => {
  it('each page runs to the same date a month later, the next starts the day after', () => {
    expect(calendarPages('20261125', '20270310')).toEqual(['20261125', '20261226', '20270127', '20270228']);
  });

  it('finds the page of a day', () => {
    const pages = calendarPages('20261125', '20270310');
    expect(pageIndexOf(pages, '20261125')).toBe(0);
    expect(pageIndexOf(pages, '20261225')).toBe(0);
    expect(pageIndexOf(pages, '20261226')).toBe(1);
    expect(pageIndexOf(pages, '20270301')).toBe(3);
    expect(pageIndexOf(pages, '20261101')).toBe(0);
    expect(pageIndexOf(pages, null)).toBe(0);
  });
});

describe('stay selection', () => {
  it('chooses check-in, then check-out', () => {
    const first = clickStayDay({ checkIn: null, checkOut: null }, '20261206');
    expect(first).toEqual({ selection: { checkIn: '20261206', checkOut: null }, limitReached: false });
    const second = clickStayDay(first.selection, '20261208');
    expect(second.selection).toEqual({ checkIn: '20261206', checkOut: '20261208' });
    expect(selectionNights(second.selection, 1)).toBe(2);
    expect(selectedDays(second.selection)).toEqual(['20261206', '20261207', '20261208']);
  });

  it('allows up to 6 days (5 nights) and refuses a seventh', () => {
    const picking = { checkIn: '20261206', checkOut: null };
    expect(clickStayDay(picking, '20261211').selection.checkOut).toBe('20261211');
    const refused = clickStayDay(picking, '20261212');
    expect(refused).toEqual({ selection: picking, limitReached: true });
  });

  it('starts again from a day on or before the check-in, or after a complete stay', () => {
    expect(clickStayDay({ checkIn: '20261206', checkOut: null }, '20261204').selection).toEqual({
      checkIn: '20261204',
      checkOut: null,
    });
    expect(clickStayDay({ checkIn: '20261206', checkOut: '20261207' }, '20261210').selection).toEqual({
      checkIn: '20261210',
      checkOut: null,
    });
  });

  it('reads the condition and keeps the nights while the check-out is open', () => {
    expect(staySelection('20261206', 2)).toEqual({ checkIn: '20261206', checkOut: '20261208' });
    expect(staySelection(undefined, 2)).toEqual({ checkIn: null, checkOut: null });
    expect(selectionNights({ checkIn: '20261206', checkOut: null }, 3)).toBe(3);
  });
});

describe('calendar captions and keys', () => {
  it('captions a page from its first day through the same date a month later', () => {
    expect(calendarPageLabel('20261210', 'ja')).toBe('2026年12月10日～2027年1月10日');
    expect(calendarPageLabel('20261210', 'en')).toBe('Dec 10, 2026 – Jan 10, 2027');
  });

  const pages = ['20261201', '20270101', '20270201'];
  const thursday = { ymd: '20261210', dayOfWeek: 4 };

  it('moves by a day or a week with the arrows, to the week ends with Home and End', () => {
    expect(
      ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'].map((key) =>
        calendarKeyTarget(key, thursday, pages, 0),
      ),
    ).toEqual(['20261209', '20261211', '20261203', '20261217', '20261206', '20261212']);
  });

  it('turns the page with Page Up / Page Down, staying within the pages; other keys do nothing', () => {
    expect(calendarKeyTarget('PageDown', thursday, pages, 0)).toBe('20270101');
    expect(calendarKeyTarget('PageDown', thursday, pages, 2)).toBe('20270201');
    expect(calendarKeyTarget('PageUp', thursday, pages, 0)).toBe('20261201');
    expect(calendarKeyTarget('Enter', thursday, pages, 0)).toBeNull();
  });
});
