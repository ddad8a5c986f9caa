import { describe, expect, it } from 'vitest';
import { CONSUMPTION_TAX_RATE } from './tax';

describe('Japan consumption tax constant (spec §1 tax-included prices, §9 price calculation)', () => {
  it('is the standard 10% rate', () => {
    expect(CONSUMPTION_TAX_RATE).toBe(0.1);
  });
});
