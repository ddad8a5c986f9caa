/**
 * The texts served by GET /v1/locales (apps/api/src/locales + the domain's message tables): every
 * namespace exists in ja and en with the same keys and the same {{placeholders}}, no text is empty,
 * and no file repeats a text the domain owns (a text lives once).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_LOCALE_RESOURCES, PAX_MESSAGES } from '@tabiyori/domain';
import { LANGS, NAMESPACES } from './settings';

const dir = new URL('../../../../api/src/locales/', import.meta.url);

function read(lang: string, ns: string): Record<string, string> {
  return JSON.parse(readFileSync(new URL(`${lang}/${ns}.json`, dir), 'utf8')) as Record<string, string>;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

const domainOwned: Partial<Record<string, Record<string, string>>> = {
  error: ERROR_LOCALE_RESOURCES.ja,
  pax: PAX_MESSAGES.ja,
};

describe.each(NAMESPACES)('namespace %s', (ns) => {
  const ja = read('ja', ns);
  const en = read('en', ns);

  it('has the same keys in ja and en', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(ja).sort());
  });

  it('has no empty text and the same placeholders in both languages', () => {
    for (const [key, text] of Object.entries(ja)) {
      expect(typeof text, `${ns}.${key}`).toBe('string');
      expect(text.trim(), `ja ${ns}.${key}`).not.toBe('');
      expect(en[key]?.trim(), `en ${ns}.${key}`).not.toBe('');
      expect(placeholders(en[key] ?? ''), `${ns}.${key}`).toEqual(placeholders(text));
    }
  });

  it('has both plural forms wherever one is used', () => {
    for (const key of Object.keys(ja)) {
      if (key.endsWith('_one')) expect(ja, `${ns}.${key}`).toHaveProperty(key.replace(/_one$/, '_other'));
      if (key.endsWith('_other')) expect(ja, `${ns}.${key}`).toHaveProperty(key.replace(/_other$/, '_one'));
    }
  });

  it('does not repeat texts owned by @tabiyori/domain', () => {
    const owned = Object.keys(domainOwned[ns] ?? {});
    expect(Object.keys(ja).filter((key) => owned.includes(key))).toEqual([]);
  });
});

describe('the texts the shell and the spec rely on', () => {
  it('has the sort options, booking steps and the collecting evaluation in Japanese', () => {
    const search = read('ja', 'search');
    expect([search.sortRecommend, search.sortPopular, search.sortLowPrice, search.sortHighPrice]).toEqual([
      'おすすめ順',
      '人気順',
      '料金の安い順',
      '料金の高い順',
    ]);
    const booking = read('ja', 'booking');
    expect([booking.step1, booking.step2, booking.step3, booking.step4]).toEqual([
      '選択',
      'お客様情報',
      '確認',
      '完了',
    ]);
    expect(read('ja', 'hotel').evaluationCollecting).toBe('集計中');
    expect(read('ja', 'common').maintenanceTitle).toBe('メンテナンス中');
  });

  it('covers both languages of the site', () => {
    expect(LANGS).toEqual(['ja', 'en']);
  });
});
