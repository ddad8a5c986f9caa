import { describe, expect, it } from 'vitest';
import { prefecturesOf } from './prefectures';

describe('residence prefectures from the decoder', () => {
  it('keeps the 47 JIS codes in order and drops anything else', () => {
    expect(
      prefecturesOf({ '13': '東京都', '01': '北海道', '47': '沖縄県', '48': 'x', kanto: '関東', '1': 'y' }),
    ).toEqual([
      { code: '01', name: '北海道' },
      { code: '13', name: '東京都' },
      { code: '47', name: '沖縄県' },
    ]);
    expect(prefecturesOf({})).toEqual([]);
  });
});
