/** The search panel's summaries: destination names, stay dates (domain date texts), kodawari names. */
import { describe, expect, it } from 'vitest';
import { createDefaultCondition, defaultConfig, setGoDate, setNights, setNoDate } from '@tabiyori/domain';
import { areaNames, dateSummary, kodawariNames } from './summary';

const base = createDefaultCondition(defaultConfig, '20261122');
const areas = [
  {
    code: 'kanto',
    name: '関東',
    level: 1 as const,
    children: [{ code: '14', name: '神奈川県', level: 2 as const, children: [] }],
  },
];

describe('summaries', () => {
  it('names areas at any level, the code when unknown', () => {
    expect(areaNames(areas, ['14', 'kanto', 'zz'])).toEqual(['神奈川県', '関東', 'zz']);
  });

  it('gives check-in and check-out with nights, nothing while without a date', () => {
    expect(dateSummary(base, 'ja')).toEqual({ checkIn: null, checkOut: null, nights: 1 });
    const stay = setNights(setGoDate(base, '20261205'), 2);
    expect(dateSummary(stay, 'ja')).toEqual({
      checkIn: '2026年12月5日(土)',
      checkOut: '2026年12月7日(月)',
      nights: 2,
    });
    expect(dateSummary(stay, 'en').checkIn).toBe('Sat, Dec 5, 2026');
    expect(dateSummary(setNoDate(stay, true), 'ja').checkIn).toBeNull();
  });

  it('names kodawari codes from the groups', () => {
    const groups = [{ code: '1', name: 'お風呂', items: [{ code: '101', name: '温泉' }] }];
    expect(kodawariNames(groups, ['101', '999'])).toEqual(['温泉', '999']);
  });
});
