import { describe, expect, it } from 'vitest';
import { errorCodeText, errorPageGroup, errorPageView } from './errorPage';

describe("spec §8 error page text 'Error code <{codes}>'", () => {
  it('lists the codes in the brackets', () => {
    expect(errorCodeText(['TDE901'])).toBe('エラーコード <TDE901>');
    expect(errorCodeText(['TDE901', 'HDE901', 'TDE901'], 'en')).toBe('Error code <TDE901, HDE901>');
  });
});

describe('spec §8 error page groups: PNF900 (not found); HDE900, HVE800, HSP900, HDE901, HVE801 (second group)', () => {
  it('groups the codes', () => {
    expect(errorPageGroup(['PNF900'])).toBe('notFound');
    for (const code of ['HDE900', 'HVE800', 'HSP900', 'HDE901', 'HVE801'])
      expect(errorPageGroup([code])).toBe('hotel');
    for (const code of ['TVE800', 'TDE901', 'ISE900', 'NWE900', 'HVE8000'])
      expect(errorPageGroup([code])).toBe('general');
  });
  it('not found wins over hotel, hotel over general', () => {
    expect(errorPageGroup(['HDE900', 'PNF900'])).toBe('notFound');
    expect(errorPageGroup(['TSE900', 'HDE900'])).toBe('hotel');
  });
  it('drives the heading and the way back', () => {
    expect(errorPageView(['PNF900'])).toEqual({
      group: 'notFound',
      heading: 'お探しのページが見つかりませんでした',
      backPath: '/',
      backLabel: 'トップページへ',
      codesText: 'エラーコード <PNF900>',
    });
    expect(errorPageView(['HDE901'], 'en')).toMatchObject({
      group: 'hotel',
      backPath: '/hotels',
      backLabel: 'Search hotels',
    });
    expect(errorPageView(['TSE900'])).toMatchObject({
      group: 'general',
      heading: 'エラーが発生しました',
      backPath: '/',
    });
  });
});
