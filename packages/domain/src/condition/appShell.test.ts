import { describe, expect, it } from 'vitest';
import { normalizePreviewFlag, normalizeSiteLang, parseAppShellQuery } from './appShell';

describe('spec §4: language showID is stored as ja; lang default ja (spec §2)', () => {
  it.each([
    ['showID', 'ja'],
    ['ja', 'ja'],
    ['en', 'en'],
    ['EN', 'en'],
    ['fr', 'ja'],
    [undefined, 'ja'],
  ])('%s → %s', (input, lang) => {
    expect(normalizeSiteLang(input)).toBe(lang);
  });
});

describe('spec §4: preview flag kept only when equal to 1', () => {
  it.each([
    ['1', '1'],
    [1, '1'],
    ['true', undefined],
    ['0', undefined],
    [true, undefined],
    ['01', undefined],
  ])('%s → %s', (input, flag) => {
    expect(normalizePreviewFlag(input)).toBe(flag);
  });
});

describe('spec §2: page query parameters read by the app shell', () => {
  it('reads siteCode, agentCode, lang, tourId and preview, dropping empty values', () => {
    expect(
      parseAppShellQuery({ siteCode: 'S1', agentCode: '', lang: 'showID', tourId: 'T9', preview: '1' }),
    ).toEqual({
      siteCode: 'S1',
      lang: 'ja',
      tourId: 'T9',
      preview: '1',
    });
    expect(parseAppShellQuery(new URLSearchParams('lang=en&preview=true'))).toEqual({ lang: 'en' });
  });
});
