/** Spec §7 /v1/hotels.suggest answer as combobox options; arrow keys wrap through the input. */
import { describe, expect, it } from 'vitest';
import { nextActive, suggestOptions } from './suggestModel';

describe('suggestion options', () => {
  it('lists areas first, then hotels, with stable ids', () => {
    const options = suggestOptions(
      {
        areas: [{ code: '1402', level: 3, name: '箱根・湯河原', parentName: '神奈川県' }],
        hotels: [
          { hotelId: '100091', name: '松風の宿 箱根湯本', areaCode: '1402', areaName: '箱根・湯河原' },
        ],
      },
      'x',
    );
    expect(options).toEqual([
      { kind: 'area', id: 'x-a0', code: '1402', label: '箱根・湯河原', sub: '神奈川県' },
      { kind: 'hotel', id: 'x-h0', hotelId: '100091', label: '松風の宿 箱根湯本', sub: '箱根・湯河原' },
    ]);
  });

  it('moves down and up, wrapping through the input (-1)', () => {
    expect(nextActive(-1, 1, 3)).toBe(0);
    expect(nextActive(2, 1, 3)).toBe(-1);
    expect(nextActive(-1, -1, 3)).toBe(2);
    expect(nextActive(0, -1, 3)).toBe(-1);
    expect(nextActive(0, 1, 0)).toBe(-1);
  });
});
