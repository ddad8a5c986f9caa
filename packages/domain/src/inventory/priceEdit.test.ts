import { describe, expect, it } from 'vitest';
import { calculatePrice } from '../pricing/priceCalculation';
import { MAX_EDIT_PRICE, salePrices } from './priceEdit';

const terms = { taxRate: 0.1, commissionRate: 0.05, markupAmount: 300, markupRate: 0.1 };

describe('salePrices', () => {
  it('keeps sale prices as entered', () => {
    expect(salePrices([0, 12000, 9800])).toEqual([0, 12000, 9800]);
  });

  it('turns net prices into sale prices by spec §9, a 0 staying "not sold"', () => {
    expect(salePrices([0, 10000, 8000], terms)).toEqual([
      0,
      calculatePrice({ price: 10000, ...terms }),
      calculatePrice({ price: 8000, ...terms }),
    ]);
    // 10000 × 1.1 × 0.95 = 10450; + 300 = 10750; ÷ 0.9 = 11944.4… → 11945
    expect(salePrices([10000], terms)).toEqual([11945]);
  });

  it('refuses negative, fractional or too high prices and impossible terms', () => {
    expect(salePrices([-1])).toBeNull();
    expect(salePrices([100.5])).toBeNull();
    expect(salePrices([MAX_EDIT_PRICE + 1])).toBeNull();
    expect(salePrices([1000], { ...terms, markupRate: 1 })).toBeNull();
    expect(salePrices([MAX_EDIT_PRICE], terms)).toBeNull();
  });
});
