/** Spec §2 area modal levels (direction → prefecture → area → district); §3 reference data. */
import { describe, expect, it } from 'vitest';
import {
  areaChain,
  areaNameOf,
  buildAreaTree,
  kodawariGroupsFor,
  searchReference,
  type DecoderData,
} from './reference';

const decoder: DecoderData = {
  area1: { kanto: '関東', kinki: '近畿' },
  area2: { '13': '東京都', '14': '神奈川県', '26': '京都府' },
  area3: { '1401': '横浜', '1402': '箱根・湯河原', '2601': '京都市内' },
  area4: { '140201': '箱根湯本', '140202': '強羅', '260101': '祇園' },
  regions: [
    { code: 'kanto', name: '関東', prefectureCodes: ['13', '14'] },
    { code: 'kinki', name: '近畿', prefectureCodes: ['26', '99'] },
  ],
  kodawari: { '101': '温泉', '201': '朝食付き' },
  kodawariGroups: [
    {
      code: '1',
      name: 'お風呂',
      target: 'hotel',
      kodawari: [{ code: '101', name: '温泉', children: ['102'] }],
    },
    { code: '2', name: '食事', target: 'both', kodawari: [{ code: '201', name: '朝食付き', children: [] }] },
    { code: '9', name: 'ツアー', target: 'tour', kodawari: [{ code: '901', name: '添乗員', children: [] }] },
  ],
  calendar: { start: '20261125', end: '20270521' },
  hotelCalendar: { start: '20261122', end: '20270521' },
  holidays: [{ date: '20270101', name: '元日' }],
  priceRange: { min: 10000, max: 100000, steps: [20000, 10000, 10000, -1] },
  mealTypes: [{ code: '01', name: '朝食付き', breakfast: true, dinner: false }],
  roomTypes: [{ code: '01', name: '和室' }],
  departureAreas: [
    {
      code: '03',
      name: '東京発',
      airportCodes: ['HND'],
      stationCodes: ['tokyo', 'zz'],
      genericStationCodes: [],
      prefectureCodes: ['13'],
    },
  ],
  airports: [
    {
      code: 'HND',
      name: '羽田',
      fullName: '羽田空港',
      kana: 'はねだ',
      prefectureCode: '13',
      lat: 35.55,
      lng: 139.78,
      hub: true,
    },
  ],
  stations: [{ code: 'tokyo', name: '東京', kana: 'とうきょう', prefectureCode: '13', lines: [] }],
  hotelImageCategories: [],
  tourTypes: [{ code: '04', name: '日帰りツアー', excludesPlanBoundCoupons: false }],
  settings: { ipg: 20, maxFavoriteCount: 50, lowerLimitPrice: 1000, hotelAreaPath: true },
};

describe('area hierarchy', () => {
  const tree = buildAreaTree(decoder);

  it('nests prefectures under directions and areas by code prefix', () => {
    expect(tree.map((n) => n.code)).toEqual(['kanto', 'kinki']);
    const kanagawa = tree[0]?.children.find((n) => n.code === '14');
    expect(kanagawa?.children.map((n) => n.code)).toEqual(['1401', '1402']);
    expect(kanagawa?.children[1]?.children.map((n) => [n.code, n.level])).toEqual([
      ['140201', 4],
      ['140202', 4],
    ]);
  });

  it('drops prefectures the names do not know', () => {
    expect(tree[1]?.children.map((n) => n.code)).toEqual(['26']);
  });

  it('finds the chain of any level', () => {
    expect(areaChain(tree, '140202').map((n) => n.name)).toEqual([
      '関東',
      '神奈川県',
      '箱根・湯河原',
      '強羅',
    ]);
    expect(areaChain(tree, 'kinki').map((n) => n.level)).toEqual([1]);
    expect(areaChain(tree, '999999')).toEqual([]);
    expect(areaNameOf(decoder, '1402')).toBe('箱根・湯河原');
  });
});

describe('search reference', () => {
  it('keeps the hotel kodawari groups (and those for both products)', () => {
    expect(kodawariGroupsFor(decoder, 'hotel').map((g) => g.code)).toEqual(['1', '2']);
    expect(kodawariGroupsFor(decoder, 'tour').map((g) => g.code)).toEqual(['2', '9']);
  });

  it('shapes the picker data', () => {
    const reference = searchReference(decoder, 'hotel');
    expect(reference.priceSteps).toEqual([10000, 20000]);
    expect(reference.holidays).toEqual({ '20270101': '元日' });
    expect(reference.departures).toEqual([
      {
        code: '03',
        name: '東京発',
        airports: [{ code: 'HND', name: '羽田' }],
        stations: [
          { code: 'tokyo', name: '東京' },
          { code: 'zz', name: 'zz' },
        ],
      },
    ]);
    expect(reference.tourTypes).toEqual([]);
    expect(searchReference(decoder, 'tour').tourTypes).toEqual([{ code: '04', name: '日帰りツアー' }]);
  });

  it("offers the hotels' calendar (from today) to hotel searches, the reserve window to tours", () => {
    expect(searchReference(decoder, 'hotel').calendar).toEqual({ start: '20261122', end: '20270521' });
    expect(searchReference(decoder, 'tour').calendar).toEqual({ start: '20261125', end: '20270521' });
  });
});
