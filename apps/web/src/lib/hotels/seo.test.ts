/**
 * Spec §2 page texts with the title variables (hotel, area1–4, arrarea(s), kodawari, pagetext);
 * issue 6 item 7: JSON-LD Hotel with an Offer; breadcrumbs.
 */
import { describe, expect, it } from 'vitest';
import {
  createDefaultCondition,
  defaultConfig,
  setArrivalAreas,
  setPage,
  toggleKodawari,
} from '@tabiyori/domain';
import type { DecoderData } from '@/lib/search/reference';
import { cardFixture } from './fixtures';
import {
  hotelBreadcrumbs,
  hotelJsonLd,
  hotelPageText,
  hotelTitleVars,
  listBreadcrumbs,
  listTitleVars,
} from './seo';

const base = createDefaultCondition(defaultConfig, '20261122');
const decoder = {
  area1: { kanto: '関東' },
  area2: { '13': '東京都', '14': '神奈川県' },
  area3: { '1402': '箱根・湯河原' },
  area4: { '140201': '箱根湯本' },
  regions: [{ code: 'kanto', name: '関東', prefectureCodes: ['13', '14'] }],
  kodawari: { '101': '温泉', '103': '露天風呂' },
} as unknown as DecoderData;

describe('hotel list page text', () => {
  it('names the one destination with its levels, the kodawari and the page', () => {
    const condition = setPage(
      toggleKodawari(toggleKodawari(setArrivalAreas(base, ['1402']), '103'), '101'),
      2,
    );
    const vars = listTitleVars(condition, decoder);
    expect(vars).toMatchObject({
      area1: '関東',
      area2: '神奈川県',
      area3: '箱根・湯河原',
      arrarea: '箱根・湯河原',
    });
    const text = hotelPageText('hotels', vars, 'ja', '旅日和', condition.page);
    expect(text.title).toBe('箱根・湯河原のホテル・旅館【温泉・露天風呂】 2ページ目 | 旅日和');
    expect(text.h1).toBe('箱根・湯河原のホテル・旅館【温泉・露天風呂】');
    expect(text.keywords).toContain('箱根・湯河原');
  });

  it('lists several destinations, and none without the reference data', () => {
    expect(listTitleVars(setArrivalAreas(base, ['13', '14']), decoder).arrareas).toEqual([
      '東京都',
      '神奈川県',
    ]);
    expect(listTitleVars(setArrivalAreas(base, ['14']), null)).toEqual({});
    expect(hotelPageText('hotels', {}, 'ja', '旅日和').title).toBe('ホテル・旅館 | 旅日和');
  });

  it('links each level above the destination in the breadcrumbs', () => {
    expect(
      listBreadcrumbs(setArrivalAreas(base, ['1402']), decoder, 'ホテル・旅館', '箱根・湯河原のホテル・旅館'),
    ).toEqual([
      { name: 'ホテル・旅館', path: '/hotels' },
      { name: '関東', path: '/hotels/kanto' },
      { name: '神奈川県', path: '/hotels/14' },
      { name: '箱根・湯河原のホテル・旅館' },
    ]);
    expect(listBreadcrumbs(base, decoder, 'ホテル・旅館', 'ホテル・旅館')).toEqual([
      { name: 'ホテル・旅館' },
    ]);
    expect(
      listBreadcrumbs(setArrivalAreas(base, ['14']), decoder, 'ホテル', '地図', true).map((b) => b.name),
    ).toEqual(['ホテル', '関東', '神奈川県', '地図']);
  });
});

describe('hotel pages', () => {
  const hotel = cardFixture();

  it('titles the detail with the hotel and its area', () => {
    const text = hotelPageText('hotelDetail', hotelTitleVars(hotel), 'ja', '旅日和');
    expect(text.title).toBe('ホテルプラザイン 高崎（高崎駅周辺） 施設情報・アクセス | 旅日和');
    expect(hotelPageText('hotelPlans', hotelTitleVars(hotel), 'en', 'tabiyori').h1).toBe(
      'Plans of ホテルプラザイン 高崎',
    );
  });

  it('leads the breadcrumbs through prefecture and area to the hotel', () => {
    expect(hotelBreadcrumbs(hotel, 'ホテル・旅館', '宿泊プラン')).toEqual([
      { name: 'ホテル・旅館', path: '/hotels' },
      { name: '群馬県', path: '/hotels/10' },
      { name: '高崎・前橋', path: '/hotels/1004' },
      { name: 'ホテルプラザイン 高崎', path: '/hotel/100066' },
      { name: '宿泊プラン' },
    ]);
  });

  it('describes the hotel as schema.org Hotel with an Offer for the from-price', () => {
    const data = hotelJsonLd({
      hotel,
      url: 'https://example.test/hotel/100066',
      imageUrls: ['https://example.test/api/static/img/hotels/exterior/9.svg'],
      fromPrice: 12300,
      offerUrl: 'https://example.test/hotel/100066/plans',
      priceUnitText: '大人1名1泊あたり（税込）',
      amenities: ['温泉'],
    });
    expect(data).toMatchObject({
      '@type': 'Hotel',
      name: 'ホテルプラザイン 高崎',
      checkinTime: '14:00',
      checkoutTime: '11:00',
      geo: { latitude: 36.320276, longitude: 139.01271 },
      address: { addressRegion: '群馬県', addressCountry: 'JP' },
      aggregateRating: { ratingValue: 4.7, bestRating: 5, reviewCount: 28 },
      makesOffer: {
        '@type': 'Offer',
        price: 12300,
        priceCurrency: 'JPY',
        priceSpecification: { valueAddedTaxIncluded: true, unitText: '大人1名1泊あたり（税込）' },
      },
    });
  });

  it('leaves out the offer without a price and the rating while collecting', () => {
    const data = hotelJsonLd({
      hotel: cardFixture({
        evaluation: { score: null, status: 'collecting', periodFrom: '', periodTo: '', reviewCount: 0 },
      }),
      url: 'u',
      imageUrls: [],
      fromPrice: null,
      offerUrl: 'o',
      priceUnitText: 'x',
    });
    expect(data).not.toHaveProperty('makesOffer');
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('image');
  });
});
