import { describe, expect, it } from 'vitest';
import { carJsonLd } from './detail';

const car = {
  carId: 'HND01-S',
  carClass: {
    classCode: 'S',
    name: 'コンパクト',
    capacity: 5,
    luggage: 2,
    exampleModels: ['ヤリス', 'フィット'],
  },
  prices: [
    { days: 1, price: 7000 },
    { days: 2, price: 12500 },
  ],
  stocks: [{ date: '20261201', stock: 0 }],
};

describe('rental car JSON-LD', () => {
  it('offers the one-day price, sold out when no day has a car', () => {
    const ld = carJsonLd({
      car,
      name: 'コンパクト・羽田',
      url: 'https://x/rentacar/HND01-S',
      imageUrls: ['https://x/i.svg'],
      brandName: 'tabiyori',
      unitText: '1日間',
    });
    expect(ld).toMatchObject({
      '@type': 'Product',
      sku: 'HND01-S',
      image: ['https://x/i.svg'],
      offers: { price: 7000, availability: 'https://schema.org/SoldOut' },
    });
    expect(
      carJsonLd({
        car: { ...car, prices: [] },
        name: 'n',
        url: 'u',
        imageUrls: [],
        brandName: 'b',
        unitText: 'd',
      }),
    ).not.toHaveProperty('offers');
  });
});
