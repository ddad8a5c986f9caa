/**
 * Spec §1 base price per adult tax included; §3 hotel card display (room size, beds, smoking, bath,
 * toilet, check-in/out, price ranges, 'remaining {stock} rooms', evaluation with its collection
 * period or 'collecting'); §9 price text. Issue 6 item 2.
 */
import { describe, expect, it } from 'vitest';
import { createDefaultCondition, defaultConfig, setDepartureStation } from '@tabiyori/domain';
import { evaluationView, hotelCardView } from './cardView';
import { cardFixture } from './fixtures';

const condition = createDefaultCondition(defaultConfig, '20261122');

describe('hotel card view model', () => {
  it('formats every field of the card in Japanese', () => {
    const view = hotelCardView(cardFixture(), condition, 'ja');
    expect(view).toMatchObject({
      name: 'ホテルプラザイン 高崎',
      areaText: '群馬県 ＞ 高崎・前橋',
      priceText: '12,300円',
      totalText: '24,600円',
      priceRangeText: '12,300円～15,000円',
      remainingText: '残り3室',
      lowStock: true,
      checkIn: '14:00～24:00',
      checkOut: '～11:00',
      set: null,
      planName: '素泊まり',
      mealName: '食事なし',
      image: { src: '/api/static/img/hotels/exterior/9.svg', alt: '外観' },
      recommendPoints: ['全室Wi-Fi無料。'],
      room: {
        sizeM2: 18,
        beds: [{ name: 'ダブルベッド', widthCm: 140, lengthCm: 195, count: 1 }],
        smokingKey: 'nonSmoking',
        bath: 'ユニットバス',
        toilet: 'ウォシュレット付き',
      },
      evaluation: {
        kind: 'published',
        score: '4.7',
        reviewCount: 28,
        period: { from: '2024/11/22', to: '2026/11/21' },
      },
    });
  });

  it('formats prices and times in English', () => {
    const view = hotelCardView(cardFixture(), condition, 'en');
    expect(view.priceText).toBe('¥12,300');
    expect(view.priceRangeText).toBe('¥12,300–¥15,000');
    expect(view.checkIn).toBe('14:00–24:00');
    expect(view.checkOut).toBe('until 11:00');
    expect(view.remainingText).toBe('3 rooms left');
    expect(view.areaText).toBe('群馬県 > 高崎・前橋');
  });

  it('shows one price when the range is flat, 満室 at 0, nothing without a date', () => {
    const flat = hotelCardView(
      cardFixture({ price: { ...cardFixture().price, priceTo: 12300 } }),
      condition,
      'ja',
    );
    expect(flat.priceRangeText).toBe('12,300円');
    expect(hotelCardView(cardFixture({ stock: 0 }), condition, 'ja').remainingText).toBe('満室');
    const noDate = hotelCardView(cardFixture({ stock: null }), condition, 'ja');
    expect(noDate.remainingText).toBeNull();
    expect(noDate.lowStock).toBe(false);
    expect(hotelCardView(cardFixture({ stock: 8 }), condition, 'ja').lowStock).toBe(false);
  });

  it('leads a dynamic-package card with the API set price (JR round trip + stay), and a plain stay without', () => {
    const withDeparture = setDepartureStation(condition, 'tokyo');
    const dp = {
      transport: 'jr' as const,
      departure: { code: 'tokyo', name: '東京' },
      km: 640,
      transportPerAdult: 29120,
      setPricePerAdult: 41420,
      setTotal: 82840,
      nights: 1,
      taxIncluded: true as const,
    };
    expect(hotelCardView(cardFixture({ dp }), withDeparture, 'ja').set).toEqual({
      perAdult: 41420,
      priceText: '41,420円',
      totalText: '82,840円',
      transportText: '29,120円',
      departure: '東京発',
    });
    // A departure alone proves nothing: only the API's set price makes a set card.
    expect(hotelCardView(cardFixture(), withDeparture, 'ja').set).toBeNull();
    // Issue 16 item 5: such a card says plainly that its price is stay-only; a plain stay search does not.
    expect(hotelCardView(cardFixture(), withDeparture, 'ja').stayOnly).toBe(true);
    expect(hotelCardView(cardFixture({ dp }), withDeparture, 'ja').stayOnly).toBe(false);
    expect(hotelCardView(cardFixture(), condition, 'ja').stayOnly).toBe(false);
  });

  it('links to the hotel and its plans with the stay and the preferences, not the list criteria', () => {
    const view = hotelCardView(
      cardFixture(),
      { ...condition, kodawari: ['101'], page: 3, sort: 'popular' },
      'ja',
    );
    expect(view.href.startsWith('/hotel/100066?')).toBe(true);
    expect(view.plansHref.startsWith('/hotel/100066/plans?')).toBe(true);
    const query = new URLSearchParams(view.href.split('?')[1]);
    expect(query.get('paxPerRoom')).toBe('2');
    // The hotel's plans are filtered by the preferences: the card's leading plan leads there too.
    expect(query.get('kodawari')).toBe('101');
    expect(query.has('page')).toBe(false);
    expect(query.has('sort')).toBe(false);
  });

  it('leaves out what the hotel does not give', () => {
    const view = hotelCardView(
      cardFixture({
        checkinTime: '',
        checkoutTime: 'x',
        images: [{ path: 'https://evil.example/a.png', alt: '', category: '01' }],
      }),
      condition,
      'ja',
    );
    expect(view.checkIn).toBeNull();
    expect(view.checkOut).toBeNull();
    expect(view.image).toBeNull();
  });
});

describe('evaluation (collecting while gathering)', () => {
  it('shows 集計中 for a collecting or unscored evaluation, with its period', () => {
    expect(
      evaluationView({
        score: null,
        status: 'collecting',
        periodFrom: '20251122',
        periodTo: '20261121',
        reviewCount: 2,
      }),
    ).toEqual({ kind: 'collecting', period: { from: '2025/11/22', to: '2026/11/21' } });
    expect(
      evaluationView({ score: 4, status: 'published', periodFrom: '', periodTo: '', reviewCount: 3 }),
    ).toEqual({
      kind: 'published',
      score: '4.0',
      reviewCount: 3,
      period: null,
    });
    expect(evaluationView(null)).toBeNull();
  });
});
