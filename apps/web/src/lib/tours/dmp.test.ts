/** Spec §7 extrainDmpSort: the segment's order first, the rest in the API's order. */
import { describe, expect, it } from 'vitest';
import { orderByDmp } from './dmp';

describe('orderByDmp', () => {
  it('puts ranked tours first in the segment order and keeps the others in place order', () => {
    const tours = ['T1', 'T2', 'T3', 'T4', 'T5'].map((tourId) => ({ tourId }));
    expect(orderByDmp(tours, ['T4', 'T9', 'T2']).map((t) => t.tourId)).toEqual([
      'T4',
      'T2',
      'T1',
      'T3',
      'T5',
    ]);
    expect(orderByDmp(tours, []).map((t) => t.tourId)).toEqual(['T1', 'T2', 'T3', 'T4', 'T5']);
  });
});
