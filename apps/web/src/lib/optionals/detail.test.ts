import { describe, expect, it } from 'vitest';
import { optionalChoice, optionalJsonLd } from './detail';

const activity = {
  optionalId: '1002-001-01',
  name: '湯もみショー',
  planName: '通常公演',
  description: '草津伝統の湯もみ',
  prices: { person1: 700, person6: 350, person9: 0 },
  minPax: 1,
  maxPax: 6,
  stocks: [
    { date: '20261201', stock: 10 },
    { date: '20261202', stock: 2 },
  ],
};

describe('the optional detail choice', () => {
  it('totals price × people per pax type (spec §9) with the places left', () => {
    expect(optionalChoice(activity, '20261201', { person1: 2, person6: 1, person9: 1 })).toEqual({
      status: 'ok',
      total: 2 * 700 + 350 + 0,
      stock: 10,
    });
  });

  it('asks for a choice, refuses what the activity does not take, and says when places run short', () => {
    expect(optionalChoice(activity, null, { person1: 2, person6: 0, person9: 0 })).toEqual({
      status: 'choose',
    });
    expect(optionalChoice(activity, '20261201', null)).toEqual({ status: 'choose' });
    expect(optionalChoice(activity, '20261201', { person1: 7, person6: 0, person9: 0 }).status).toBe(
      'unavailable',
    );
    expect(
      optionalChoice({ ...activity, prices: { ...activity.prices, person6: null } }, '20261201', {
        person1: 1,
        person6: 1,
        person9: 0,
      }).status,
    ).toBe('unavailable');
    expect(optionalChoice(activity, '20261230', { person1: 1, person6: 0, person9: 0 }).status).toBe(
      'unavailable',
    );
    expect(optionalChoice(activity, '20261202', { person1: 3, person6: 0, person9: 0 })).toEqual({
      status: 'soldOut',
      stock: 2,
    });
  });

  it('describes the activity as a Product with a per-person Offer', () => {
    const ld = optionalJsonLd({
      activity,
      url: 'https://x/optionals/1',
      imageUrls: [],
      brandName: 'tabiyori',
      unitText: '大人1名',
    });
    expect(ld).toMatchObject({
      '@type': 'Product',
      sku: '1002-001-01',
      offers: { price: 700, priceCurrency: 'JPY', availability: 'https://schema.org/InStock' },
    });
    expect(ld).not.toHaveProperty('image');
  });
});
