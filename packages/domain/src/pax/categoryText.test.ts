import { describe, expect, it } from 'vitest';
import {
  childPaxCategory,
  partyPaxCounts,
  paxCategoryAges,
  paxCategoryHeading,
  paxCategoryLabel,
  paxCountsText,
  paxCountText,
  priceRowPaxLabel,
} from './categoryText';

describe('one wording per passenger category (issue 18 item 6)', () => {
  it('labels a traveller reads, never the slot labels 大人1 / Child 2', () => {
    expect(['adult', 'child', 'infant'].map((c) => paxCategoryLabel(c as 'adult', 'ja'))).toEqual([
      '大人',
      '子供',
      '幼児',
    ]);
    expect(['adult', 'child', 'infant'].map((c) => paxCategoryLabel(c as 'adult', 'en'))).toEqual([
      'Adult',
      'Child',
      'Infant',
    ]);
  });

  it('counts in correct plurals', () => {
    expect(paxCountText('adult', 1, 'en')).toBe('1 adult');
    expect(paxCountText('adult', 2, 'en')).toBe('2 adults');
    expect(paxCountText('child', 1, 'en')).toBe('1 child');
    expect(paxCountText('child', 3, 'en')).toBe('3 children');
    expect(paxCountText('infant', 0, 'en')).toBe('0 infants');
    expect(paxCountText('infant', 2, 'ja')).toBe('幼児2名');
    expect(paxCountsText({ adult: 2, infant: 1 }, 'en')).toBe('2 adults, 1 infant');
    expect(paxCountsText({ adult: 1, child: 2, infant: 0 }, 'ja')).toBe('大人1名・子供2名');
  });

  it("a price row's passenger in the category's word, never the slot label on the wire", () => {
    expect(priceRowPaxLabel('adult', '大人1', 'ja')).toBe('大人');
    expect(priceRowPaxLabel('infant', 'Child 2', 'en')).toBe('Infant');
    expect(priceRowPaxLabel('person1', '大人', 'ja')).toBe('大人');
  });

  it('age ranges that never overlap: adults from 13, children at school (6–12), infants before school', () => {
    expect(paxCategoryAges('adult', 'en')).toBe('age 13 and over');
    expect(paxCategoryHeading('adult', 'en')).toBe('Adults (age 13 and over)');
    expect(paxCategoryHeading('infant', 'ja')).toBe('幼児（0～6歳の未就学児）');
    // The search's children are 0–12; the adults' range starts after it.
    expect(paxCategoryAges('adult', 'ja')).toBe('13歳以上');
  });

  it("a party's children counted as lodging prices them: at school a child, else an infant", () => {
    const children = [
      { age: 5, useBed: true, isSchoolChild: false },
      { age: 6, useBed: false, isSchoolChild: false },
      { age: 6, useBed: true, isSchoolChild: true },
      { age: 12, useBed: true, isSchoolChild: true },
    ];
    expect(partyPaxCounts(2, children)).toEqual({ adult: 2, child: 2, infant: 2 });
    expect(paxCountsText(partyPaxCounts(2, children.slice(0, 1)), 'en')).toBe('2 adults, 1 infant');
    expect(children.map(childPaxCategory)).toEqual(['infant', 'infant', 'child', 'child']);
  });
});
