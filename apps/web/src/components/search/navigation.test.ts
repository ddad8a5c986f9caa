/**
 * Spec §2 links, §4 transitions, §7 page-link parameters: every change of the search panel is a
 * domain transition whose condition is written to the URL and read back unchanged.
 */
import { describe, expect, it } from 'vitest';
import {
  addMeal,
  addRoomType,
  createDefaultCondition,
  decodeConditionQuery,
  defaultConfig,
  resetPrice,
  setArrivalAreas,
  setChildPax,
  setGoDate,
  setNights,
  setPage,
  setPrice,
  setSort,
  toggleKodawari,
  type SearchCondition,
} from '@tabiyori/domain';
import { hotelPageCondition } from '@/lib/hotels/condition';
import {
  areaChoiceHref,
  conditionFormFields,
  conditionHref,
  conditionPath,
  paginationItems,
  type SearchTarget,
} from './navigation';

const TODAY = '20261122';
const base = createDefaultCondition(defaultConfig, TODAY);
const hotels: SearchTarget = { kind: 'hotels' };

/** Reads a language-neutral hotel link back the way the page does (path area + query). */
function readBack(path: string): SearchCondition {
  const [pathname = '', query = ''] = path.split('?');
  const area = /^\/hotels\/([^/]+)$/.exec(pathname)?.[1];
  return hotelPageCondition(new URLSearchParams(query), TODAY, {
    pathAreaCode: area ? decodeURIComponent(area) : undefined,
  });
}

describe('hotel list links (spec §2 /hotels, /hotels/{arrAreaCode})', () => {
  it('puts exactly one destination in the path', () => {
    const path = conditionPath(hotels, setArrivalAreas(base, ['14']));
    expect(path.startsWith('/hotels/14?')).toBe(true);
    expect(new URLSearchParams(path.split('?')[1]).has('arrAreaCode')).toBe(false);
  });

  it('keeps several destinations in the query', () => {
    const path = conditionPath(hotels, setArrivalAreas(base, ['13', '14']));
    expect(path.startsWith('/hotels?')).toBe(true);
    expect(new URLSearchParams(path.split('?')[1]).get('arrAreaCode')).toBe('13,14');
  });

  it('drops goDate while searching without a date and keeps isNoDate 1 (spec §7)', () => {
    const query = new URLSearchParams(conditionPath(hotels, base).split('?')[1]);
    expect(query.get('isNoDate')).toBe('1');
    expect(query.has('goDate')).toBe(false);
  });

  it.each<[string, (c: SearchCondition) => SearchCondition]>([
    ['destination', (c) => setArrivalAreas(c, ['1402'])],
    ['several destinations', (c) => setArrivalAreas(c, ['kanto', '26'])],
    ['check-in and nights', (c) => setNights(setGoDate(c, '20261206'), 3)],
    ['sort', (c) => setSort(c, 'popular')],
    ['page', (c) => setPage(c, 4)],
    ['preferences (kept sorted)', (c) => toggleKodawari(toggleKodawari(c, '201'), '101')],
    ['price bounds', (c) => setPrice(c, { minPrice: 10000, maxPrice: 30000 })],
    ['only an upper bound', (c) => setPrice(c, { maxPrice: 15000 })],
    ['meal and room type', (c) => addRoomType(addMeal(addMeal(c, '01'), '02'), '06')],
    [
      'children with bed and seat choices',
      (c) =>
        setChildPax(c, [
          { age: 8, useBed: true, detail: { useSeat: true, isSchoolChild: true } },
          { age: 3, useBed: false, detail: { useSeat: false, isSchoolChild: false } },
        ]),
    ],
  ])('survives the URL: %s', (_name, change) => {
    const next = change(base);
    expect(readBack(conditionPath(hotels, next))).toEqual(next);
  });

  it('resets the page when a criterion changes (domain transitions)', () => {
    const onPage3 = setPage(base, 3);
    expect(readBack(conditionPath(hotels, setSort(onPage3, 'highPrice'))).page).toBe(1);
    expect(readBack(conditionPath(hotels, resetPrice(onPage3))).page).toBe(1);
  });
});

describe('other targets', () => {
  it('keeps the map search path and its own count, with the area in the query', () => {
    const target: SearchTarget = { kind: 'page', path: '/hotels/map', params: { count: '30' } };
    const path = conditionPath(target, setArrivalAreas(base, ['14']));
    expect(path.startsWith('/hotels/map?')).toBe(true);
    const query = new URLSearchParams(path.split('?')[1]);
    expect(query.get('arrAreaCode')).toBe('14');
    expect(query.get('count')).toBe('30');
    expect(decodeConditionQuery(query, base, defaultConfig).arrAreaCode).toEqual(['14']);
  });

  it('leaves out the fields a page does not use', () => {
    const target: SearchTarget = { kind: 'page', path: '/hotel/100066/plans', omit: ['sort', 'page'] };
    const query = new URLSearchParams(conditionPath(target, setSort(base, 'popular')).split('?')[1]);
    expect(query.has('sort')).toBe(false);
    expect(query.has('page')).toBe(false);
  });

  it("a hotel page's search carries only what the visitor chose (issue 16: no approachType=air&checkinDateOffset=14)", () => {
    const target: SearchTarget = { kind: 'page', path: '/hotel/100066/plans', omit: ['sort', 'page'] };
    for (const path of [
      conditionPath(target, toggleKodawari(base, '101')),
      conditionPath(hotels, toggleKodawari(base, '101')),
      conditionPath({ kind: 'tours' }, base),
    ]) {
      const query = new URLSearchParams(path.split('?')[1]);
      expect(query.has('approachType'), path).toBe(false);
      expect(query.has('checkinDateOffset'), path).toBe(false);
    }
  });

  it('builds tour links too', () => {
    expect(conditionPath({ kind: 'tours' }, base).startsWith('/tours?')).toBe(true);
  });
});

describe('language and meta parameters', () => {
  it('adds /en and carries the meta parameters', () => {
    const href = conditionHref(hotels, setArrivalAreas(base, ['14']), 'en', { siteCode: 'sakura' });
    expect(href.startsWith('/en/hotels/14?')).toBe(true);
    expect(new URLSearchParams(href.split('?')[1]).get('siteCode')).toBe('sakura');
  });

  it('gives a no-JavaScript sort form the rest of the condition and the meta parameters', () => {
    const condition = setPage(setArrivalAreas(toggleKodawari(base, '101'), ['14']), 2);
    const { action, fields } = conditionFormFields(hotels, condition, ['sort', 'page'], 'ja', {
      siteCode: 'sakura',
    });
    expect(action).toBe('/hotels/14');
    const names = fields.map(([name]) => name);
    expect(names).toContain('kodawari');
    expect(names).toContain('siteCode');
    expect(names).not.toContain('sort');
    expect(names).not.toContain('page');
  });
});

describe('the area modal of optional activities and rental cars', () => {
  it("sets the chosen area in the page's own field, keeps the rest and drops the page number", () => {
    const href = '/en/rentacar?arrAreaCode=13&pickupDate=20261201&siteCode=sakura&page=3';
    expect(areaChoiceHref(href, 'arrAreaCode', '1402')).toBe(
      '/en/rentacar?arrAreaCode=1402&pickupDate=20261201&siteCode=sakura',
    );
    expect(areaChoiceHref('/optionals?person1=2', 'arrAreaCode', 'kanto')).toBe(
      '/optionals?person1=2&arrAreaCode=kanto',
    );
    // 指定なし removes the area.
    expect(areaChoiceHref(href, 'arrAreaCode', undefined)).toBe(
      '/en/rentacar?pickupDate=20261201&siteCode=sakura',
    );
    expect(areaChoiceHref('/optionals?arrAreaCode=13', 'arrAreaCode', undefined)).toBe('/optionals');
  });
});

describe('pagination items', () => {
  it('shows the first, the last and two around the current page, with gaps', () => {
    expect(paginationItems(1, 1)).toEqual([]);
    expect(paginationItems(1, 3)).toEqual([1, 2, 3]);
    expect(paginationItems(1, 15)).toEqual([1, 2, 3, null, 15]);
    expect(paginationItems(8, 15)).toEqual([1, null, 6, 7, 8, 9, 10, null, 15]);
    expect(paginationItems(15, 15)).toEqual([1, null, 13, 14, 15]);
  });
});
