/** Spec §4 keyword, price, meal and room-type transitions behind the filter modal and the filter chips. */
import { describe, expect, it } from 'vitest';
import { addKeyword, createDefaultCondition, defaultConfig, setPage, toggleKodawari } from '@tabiyori/domain';
import { activeFilters, applyFilters, filterDraftOf } from './filterModel';

const base = createDefaultCondition(defaultConfig, '20261122');
const labels = {
  keyword: '宿泊施設名',
  price: '料金',
  meal: '食事',
  roomType: '部屋タイプ',
  preference: 'こだわり条件',
  noLower: '下限なし',
  noUpper: '上限なし',
};
const names = {
  meal: [{ code: '01', name: '朝食付き' }],
  roomType: [{ code: '06', name: 'ツイン' }],
  kodawari: { '101': '温泉' },
};

describe('applying the filter modal', () => {
  it('replaces the keywords, sets the price and the meal and room-type lists', () => {
    const start = setPage(addKeyword(base, '旧'), 3);
    const next = applyFilters(start, {
      keywordText: '箱根\u3000温泉',
      price: { minPrice: 30000, maxPrice: 10000 },
      meal: ['01', '02'],
      roomType: ['06'],
    });
    expect(next).toMatchObject({
      keyword: ['箱根', '温泉'],
      minPrice: 10000,
      maxPrice: 30000,
      meal: ['01', '02'],
      roomType: ['06'],
      page: 1,
    });
  });

  it('clears what the draft leaves empty', () => {
    const start = { ...addKeyword(base, '箱根'), minPrice: 5000, meal: ['01'], roomType: ['06'] };
    const next = applyFilters(start, { keywordText: ' ', price: {}, meal: [], roomType: [] });
    expect(next).toMatchObject({ keyword: [], meal: [], roomType: [] });
    expect(next.minPrice).toBeUndefined();
    expect(next.maxPrice).toBeUndefined();
  });

  it('starts from the condition', () => {
    expect(filterDraftOf({ ...addKeyword(base, '箱根 温泉'), maxPrice: 20000 })).toEqual({
      keywordText: '箱根 温泉',
      price: { minPrice: undefined, maxPrice: 20000 },
      meal: [],
      roomType: [],
    });
  });
});

describe('filters in force', () => {
  it('lists each with the condition that removes it', () => {
    const condition = toggleKodawari(
      { ...addKeyword(base, '箱根'), maxPrice: 20000, meal: ['01'], roomType: ['06'] },
      '101',
    );
    const filters = activeFilters(condition, 'ja', names, labels);
    expect(filters.map((f) => [f.label, f.value])).toEqual([
      ['宿泊施設名', '箱根'],
      ['料金', '下限なし～20,000円'],
      ['食事', '朝食付き'],
      ['部屋タイプ', 'ツイン'],
      ['こだわり条件', '温泉'],
    ]);
    expect(filters[0]?.next.keyword).toEqual([]);
    expect(filters[1]?.next.maxPrice).toBeUndefined();
    expect(filters[4]?.next.kodawari).toEqual([]);
  });

  it('words a price range and a lower bound', () => {
    expect(activeFilters({ ...base, minPrice: 10000, maxPrice: 20000 }, 'ja', names, labels)[0]?.value).toBe(
      '10,000円～20,000円',
    );
    expect(activeFilters({ ...base, minPrice: 10000 }, 'en', names, labels)[0]?.value).toBe(
      '¥10,000–上限なし',
    );
  });
});
