import { describe, expect, it } from 'vitest';
import {
  inRentalSeason,
  oneWayFee,
  priceRentalOptions,
  rentalTotal,
  type RentalOptionDefinition,
  type RentalRequest,
} from './rentalOptions';

const text = { ja: 'x', en: 'x' };
const def = (
  over: Partial<RentalOptionDefinition> & Pick<RentalOptionDefinition, 'code'>,
): RentalOptionDefinition => ({
  name: text,
  note: text,
  unit: 'rental',
  price: 1100,
  classPrices: null,
  maxChargedDays: null,
  maxQuantity: 1,
  limited: false,
  season: null,
  ...over,
});

const DEFS = [
  def({ code: 'cdw', unit: 'day', price: 1100, classPrices: { K: 1100, V: 2200 } }),
  def({ code: 'childSeat', maxQuantity: 2, limited: true }),
  def({ code: 'juniorSeat', price: 550, maxQuantity: 2, limited: true }),
  def({
    code: 'snowTyres',
    unit: 'day',
    price: 2200,
    maxChargedDays: 5,
    limited: true,
    season: { from: '1201', to: '0331' },
  }),
];

const request = (over: Partial<RentalRequest> = {}): RentalRequest => ({
  classCode: 'V',
  capacity: 8,
  days: 3,
  pickupDate: '20270110',
  adults: 2,
  children: 2,
  choices: [],
  ...over,
});

describe('rental options (issue 18.2)', () => {
  it('prices per day by class, per rental per piece, and caps the days charged', () => {
    const { problems, options } = priceRentalOptions(
      DEFS,
      request({
        days: 7,
        choices: [
          { code: 'cdw', quantity: 1 },
          { code: 'childSeat', quantity: 2 },
          { code: 'snowTyres', quantity: 1 },
        ],
      }),
    );
    expect(problems).toEqual([]);
    expect(options.map((o) => [o.code, o.unitPrice, o.chargedDays, o.amount])).toEqual([
      ['cdw', 2200, 7, 15400],
      ['childSeat', 1100, 1, 2200],
      ['snowTyres', 2200, 5, 11000],
    ]);
    expect(rentalTotal(40000, options, 5500)).toBe(40000 + 15400 + 2200 + 11000 + 5500);
  });

  it('the class price falls back to the option price', () => {
    const { options } = priceRentalOptions(
      DEFS,
      request({ classCode: 'S', days: 2, choices: [{ code: 'cdw', quantity: 1 }] }),
    );
    expect(options[0]?.amount).toBe(2200);
  });

  it('refuses options out of season, not offered, unknown, repeated or over their quantity', () => {
    const { problems } = priceRentalOptions(
      DEFS,
      request({
        pickupDate: '20270615',
        choices: [
          { code: 'snowTyres', quantity: 1 },
          { code: 'etcCard', quantity: 1 },
          { code: 'wifi', quantity: 1 },
          { code: 'juniorSeat', quantity: 3 },
          { code: 'cdw', quantity: 1 },
          { code: 'cdw', quantity: 1 },
        ],
      }),
    );
    expect(problems.map((p) => p.key)).toEqual([
      'outOfSeason',
      'notOffered',
      'unknownOption',
      'quantity',
      'duplicateOption',
    ]);
  });

  it('never more child and junior seats than children; every passenger needs a seat', () => {
    const seats = priceRentalOptions(
      DEFS,
      request({
        children: 1,
        choices: [
          { code: 'childSeat', quantity: 1 },
          { code: 'juniorSeat', quantity: 1 },
        ],
      }),
    );
    expect(seats.problems).toEqual([{ key: 'seatsOverChildren', seats: 2, children: 1 }]);
    const full = priceRentalOptions(DEFS, request({ capacity: 4, adults: 3, children: 2 }));
    expect(full.problems).toEqual([{ key: 'overCapacity', passengers: 5, capacity: 4 }]);
    expect(priceRentalOptions(DEFS, request({ capacity: 4, adults: 2, children: 2 })).problems).toEqual([]);
  });

  it('seasons may wrap the year', () => {
    const winter = { from: '1201', to: '0331' };
    expect(['20261201', '20270101', '20270331'].map((d) => inRentalSeason(winter, d))).toEqual([
      true,
      true,
      true,
    ]);
    expect(['20261130', '20270401', '20270815'].map((d) => inRentalSeason(winter, d))).toEqual([
      false,
      false,
      false,
    ]);
    expect(inRentalSeason({ from: '0701', to: '0831' }, '20270801')).toBe(true);
    expect(inRentalSeason({ from: '0701', to: '0831' }, '20270901')).toBe(false);
  });

  it('one-way: free back to the same office, the pair fee where listed, refused elsewhere', () => {
    const pairs = [{ from: 'CTS01', to: 'SPK01', fee: 2200 }];
    expect(oneWayFee(pairs, 'CTS01', 'CTS01')).toBe(0);
    expect(oneWayFee(pairs, 'CTS01', 'SPK01')).toBe(2200);
    expect(oneWayFee(pairs, 'SPK01', 'CTS01')).toBeNull();
    expect(oneWayFee(pairs, 'CTS01', 'OKA01')).toBeNull();
  });
});
