/**
 * Readings of the search condition for tours (tourSearch.ts tourFilterFrom) and the transport view,
 * without a database. The searches themselves are proven over HTTP in routes/tours.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { parseSearchParams } from './searchParams';
import type { TourListQuery } from '../schemas/tours';
import { arrivalCodes, tourFilterFrom, transportationView } from './tourSearch';

const meals = {
  mealTypes: [
    { code: '01', name: { ja: '朝食付き', en: 'Breakfast' }, breakfast: true, dinner: false },
    { code: '02', name: { ja: '夕朝食付き', en: 'Both' }, breakfast: true, dinner: true },
  ],
};
const filter = (query: TourListQuery) =>
  tourFilterFrom(parseSearchParams(query, 'TVE800', '20261201'), query, meals);

describe('spec §3 search condition → tour filter', () => {
  it('approachType filters only when given; train covers JR and limited express', () => {
    expect(filter({}).approachTypes).toEqual([]);
    expect(filter({ approachType: 'air' }).approachTypes).toEqual(['air']);
    expect(filter({ approachType: 'train' }).approachTypes).toEqual(['train', 'extrain']);
    expect(filter({ approachType: '00' }).approachTypes).toEqual(['00']);
  });

  it('a generic station with its approach type narrows to that type; a contradiction matches nothing', () => {
    const f = filter({ depGenericStation: 'takeshiba', depGenericStationApproach: '01' });
    expect(f.approachTypes).toEqual(['01']);
    expect(f.matchNothing).toBe(false);
    expect(
      filter({ approachType: 'air', depGenericStation: 'x', depGenericStationApproach: '01' }).matchNothing,
    ).toBe(true);
  });

  it('arrival: a district (area4) is searched by its area (area3)', () => {
    expect(arrivalCodes(['kanto', '13', '1402', '140201', '140202'])).toEqual(['kanto', '13', '1402']);
    expect(filter({ arrAreaCode: '140201,okinawa' }).arrCodes).toEqual(['1402', 'okinawa']);
  });

  it('nights, tourDays and a date filter only when given (the condition has defaults)', () => {
    const none = filter({});
    expect(none.nights).toBeUndefined();
    expect(none.tourDays).toBeUndefined();
    expect(none.goDate).toBeUndefined();
    expect(none.sort).toBe('lowPrice');
    expect(none.ipg).toBe(20);
    const some = filter({ nights: 2, tourDays: 3, goDate: '20261224', isNoDate: '0' });
    expect([some.nights, some.tourDays, some.goDate]).toEqual([2, 3, '20261224']);
  });

  it('kodawari: each code with its children; keywords normalised (kana folded, spaces split)', () => {
    const f = filter({ kodawari: '601,101', keyword: 'フリープラン 温泉' });
    expect(f.kodawari).toEqual([['101', '102', '108'], ['601']]);
    expect(f.keywords).toEqual(['ふりぷらん', '温泉']);
  });

  it('defaultPlanMeal: meal flags of the reference meal types; only unknown codes match nothing', () => {
    expect(filter({ defaultPlanMeal: '01,02' }).mealPatterns).toEqual([
      { breakfast: true, dinner: false },
      { breakfast: true, dinner: true },
    ]);
    expect(filter({ defaultPlanMeal: '99' }).matchNothing).toBe(true);
    expect(filter({ allTours: '1' }).allTours).toBe(true);
  });
});

describe('transportation view (spec §3 overview.transportation, §5 carrier group)', () => {
  const leg = (carriers: string[]) => ({
    type: 'air',
    leg: 'outbound',
    day: 1,
    depCode: 'HND',
    arrCode: 'OKA',
    depName: { ja: '羽田', en: 'Haneda' },
    arrName: { ja: '那覇', en: 'Naha' },
    allDeps: [{ ja: '羽田', en: 'Haneda' }],
    allArrs: [{ ja: '那覇', en: 'Naha' }],
    services: carriers.map((c) => ({
      number: { ja: `${c}1便`, en: `${c}1` },
      carrierCode: c,
      depTime: '0800',
      arrTime: '1030',
    })),
  });

  it('names by language and the carrier group of each service and of the leg', () => {
    const [ana] = transportationView([leg(['NH', 'NH'])], 'en');
    expect(ana).toMatchObject({
      depName: 'Haneda',
      arrName: 'Naha',
      allDeps: ['Haneda'],
      carrierGroup: 'ANA',
    });
    expect(ana!.services.map((s) => s.carrierGroup)).toEqual(['ANA', 'ANA']);
    const [mixed] = transportationView([leg(['NH', 'JL'])], 'ja');
    expect(mixed!.carrierGroup).toBe('');
    expect(mixed!.services[1]!.number).toBe('JL1便');
    expect(transportationView(null, 'ja')).toEqual([]);
  });
});
