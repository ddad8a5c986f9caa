import { describe, expect, it } from 'vitest';
import { productKindKey } from './productKind';

describe('the product kind key', () => {
  it('names each booking kind, and a tour for a kind it does not know', () => {
    expect(['yado', 'tour', 'dp', 'optional', 'rentacar', 'other'].map(productKindKey)).toEqual([
      'productHotel',
      'productTour',
      'productDp',
      'productOptional',
      'productRentacar',
      'productTour',
    ]);
  });
});
