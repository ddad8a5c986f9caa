import { describe, expect, it } from 'vitest';
import { firstParam, toParams } from './queryParams';

describe('a page query', () => {
  const record = { a: ['1', '2'], b: 'x', c: undefined };

  it('gives the first value of a key, null when absent, alike for both forms', () => {
    expect([firstParam(record, 'a'), firstParam(record, 'b'), firstParam(record, 'c')]).toEqual([
      '1',
      'x',
      null,
    ]);
    const params = new URLSearchParams('a=1&a=2&b=x');
    expect([firstParam(params, 'a'), firstParam(params, 'b'), firstParam(params, 'c')]).toEqual([
      '1',
      'x',
      null,
    ]);
  });

  it('becomes URLSearchParams with every value kept in order', () => {
    expect(toParams(record).toString()).toBe('a=1&a=2&b=x');
    const params = new URLSearchParams('z=9');
    expect(toParams(params)).toBe(params);
  });
});
