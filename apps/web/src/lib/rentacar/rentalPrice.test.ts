import { describe, expect, it } from 'vitest';
import type { CarDetail, RentalOptionOffer } from './api';
import { rentalPrice } from './rentalPrice';

const offer = (over: Partial<RentalOptionOffer> & Pick<RentalOptionOffer, 'code'>): RentalOptionOffer => ({
  name: over.code,
  note: '',
  unit: 'rental',
  unitPrice: 1100,
  maxChargedDays: null,
  maxQuantity: 1,
  limited: false,
  season: null,
  chargedDays: 1,
  amount: 1100,
  stock: null,
  ...over,
});

const car = {
  classCode: 'S',
  carClass: { classCode: 'S', name: 'Compact', capacity: 5, luggage: 2, exampleModels: [] },
  options: [
    offer({ code: 'cdw', unit: 'day', unitPrice: 1100 }),
    offer({ code: 'childSeat', maxQuantity: 2, limited: true, stock: 1 }),
  ],
  rental: {
    pickupDate: '20270110',
    pickupTime: '1000',
    returnDate: '20270113',
    returnTime: '1000',
    returnOfficeCode: 'SPK01',
    oneWayFee: 5500,
    days: 3,
    price: 21000,
    available: true,
    stock: 3,
  },
} as unknown as CarDetail;

describe('the car page’s rental price (issue 18.2, the domain’s rule)', () => {
  it('adds the options for the rental and the one-way fee', () => {
    const price = rentalPrice(
      car,
      { person1: 2, person6: 1, person9: 0 },
      {
        options: [
          { code: 'cdw', quantity: 1 },
          { code: 'childSeat', quantity: 1 },
        ],
        returnOfficeCode: 'SPK01',
      },
    )!;
    expect(price.options.map((o) => o.amount)).toEqual([3300, 1100]);
    expect(price.total).toBe(21000 + 3300 + 1100 + 5500);
    expect([price.problems, price.soldOut]).toEqual([[], []]);
  });

  it('names seats beyond the children, beyond the pieces left, and passengers beyond the seats', () => {
    const price = rentalPrice(
      car,
      { person1: 5, person6: 1, person9: 0 },
      {
        options: [{ code: 'childSeat', quantity: 2 }],
        returnOfficeCode: null,
      },
    )!;
    expect(price.problems.map((p) => p.key)).toEqual(['overCapacity', 'seatsOverChildren']);
    expect(price.soldOut).toEqual(['childSeat']);
  });
});
