/** Spec §2 page texts with title variables (tourtitle, tourname, deparea, arrarea, kodawari); JSON-LD Product + Offer. */
import { describe, expect, it } from 'vitest';
import {
  createDefaultCondition,
  defaultConfig,
  setArrivalAreas,
  setDepartureArea,
  setPage,
} from '@tabiyori/domain';
import type { SearchReference } from '@/lib/search/reference';
import { tourDetail } from './fixtures';
import {
  departureName,
  tourBreadcrumbs,
  tourJsonLd,
  tourListBreadcrumbs,
  tourListTitleVars,
  tourPageText,
  tourTitleVars,
} from './seo';

const base = createDefaultCondition(defaultConfig, '20261122');
const reference: Pick<SearchReference, 'areas' | 'departures'> = {
  departures: [
    {
      code: '03',
      name: '東京・関東',
      airports: [{ code: 'HND', name: '羽田空港' }],
      stations: [{ code: 'shinagawa', name: '品川' }],
    },
  ],
  areas: [
    {
      code: 'kanto',
      name: '関東',
      level: 1,
      children: [
        {
          code: '14',
          name: '神奈川県',
          level: 2,
          children: [{ code: '1402', name: '箱根・湯河原', level: 3, children: [] }],
        },
      ],
    },
  ],
};

describe('tour list page text', () => {
  it('says where from and where to (domain tourTitle) and numbers later pages', () => {
    const condition = setArrivalAreas(setDepartureArea(base, '03'), ['1402']);
    const vars = tourListTitleVars(condition, reference, {});
    expect(vars).toMatchObject({
      deparea: '東京・関東',
      area1: '関東',
      area2: '神奈川県',
      arrarea: '箱根・湯河原',
    });
    const text = tourPageText('tourList', vars, 'ja', 'tabiyori', 2);
    expect(text.h1).toBe('東京・関東発 箱根・湯河原行きツアー');
    expect(text.title).toContain('2ページ目');
    expect(text.title.endsWith('| tabiyori')).toBe(true);
    expect(tourPageText('tourList', vars, 'en', 'tabiyori').h1).toBe('Tours from 東京・関東 to 箱根・湯河原');
    expect(tourPageText('tourList', {}, 'ja', 'tabiyori').h1).toBe('ツアー');
  });

  it('prefers the chosen airport or station as the departure name', () => {
    expect(departureName({ ...base, depAirport: 'HND' }, reference)).toBe('羽田空港');
    expect(departureName({ ...base, depStation: 'shinagawa' }, reference)).toBe('品川');
    expect(departureName(base, reference)).toBeUndefined();
  });

  it('breadcrumbs: the tour top, the levels above the destination, then the page', () => {
    const crumbs = tourListBreadcrumbs(
      setArrivalAreas(base, ['1402']),
      reference,
      'ツアー',
      '箱根・湯河原行きツアー',
    );
    expect(crumbs).toEqual([
      { name: 'ツアー', path: '/tours' },
      { name: '関東', path: '/tours?arrAreaCode=kanto' },
      { name: '神奈川県', path: '/tours?arrAreaCode=14' },
      { name: '箱根・湯河原行きツアー' },
    ]);
    expect(tourListBreadcrumbs(setPage(base, 2), reference, 'ツアー', 'ツアー')).toEqual([
      { name: 'ツアー' },
    ]);
  });
});

describe('tour detail texts and structured data', () => {
  const tour = tourDetail();

  it('titles the page with the tour name and departure', () => {
    const text = tourPageText('tourDetail', tourTitleVars(tour), 'ja', 'tabiyori');
    expect(text.h1).toBe(tour.tourName);
    expect(text.title).toContain('品川発');
    expect(text.keywords.split(',')).toContain('箱根・湯河原');
    expect(tourBreadcrumbs(tour, 'ツアー', text.breadcrumb)).toEqual([
      { name: 'ツアー', path: '/tours' },
      { name: '箱根・湯河原', path: '/tours?arrAreaCode=1402' },
      { name: tour.tourName },
    ]);
    expect(tourBreadcrumbs(tour, 'ツアー', tour.tourName, 'パンフレット').at(-2)).toEqual({
      name: tour.tourName,
      path: '/tours/T000106',
    });
  });

  it('offers the lowest price of a day with seats, in JPY, tax included', () => {
    const ld = tourJsonLd({
      tour,
      url: 'https://example.test/tours/T000106',
      imageUrls: ['https://example.test/a.svg'],
      brandName: 'tabiyori',
      priceUnitText: '大人1名あたり（税込）',
    });
    expect(ld).toMatchObject({ '@type': 'Product', sku: 'T000106', name: tour.tourName });
    // 20261130 has no seats and 20261202 is not sold: the lowest on sale is 36,000.
    expect(ld.offers).toMatchObject({ '@type': 'Offer', price: 36000, priceCurrency: 'JPY' });
    const none = tourJsonLd({
      tour: { ...tour, priceStocks: [{ date: '20261201', priceFrom: 0, priceTo: 0, stock: 0 }] },
      url: 'u',
      imageUrls: [],
      brandName: 'b',
      priceUnitText: 'x',
    });
    expect(none.offers).toBeUndefined();
    expect(none.image).toBeUndefined();
  });
});
