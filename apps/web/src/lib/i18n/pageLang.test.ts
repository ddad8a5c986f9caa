import { describe, expect, it } from 'vitest';
import { langOf, langOfSegment } from './pageLang';

describe('the page language', () => {
  it('is the segment when it names a language, else Japanese', () => {
    expect(['en', 'ja', 'fr', '', undefined, 'EN'].map(langOfSegment)).toEqual([
      'en',
      'ja',
      'ja',
      'ja',
      'ja',
      'ja',
    ]);
  });

  it('is read from the page params', async () => {
    await expect(langOf(Promise.resolve({ lang: 'en' }))).resolves.toBe('en');
    await expect(langOf(Promise.resolve({ lang: 'de' }))).resolves.toBe('ja');
  });
});
