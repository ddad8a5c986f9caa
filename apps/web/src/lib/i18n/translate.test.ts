/**
 * The browser's translate() must give exactly what the server's i18next gives (same options as the
 * server, lib/i18n/options.ts), for every text of every namespace in both languages: with every
 * placeholder filled, with counts that pick each plural form, through `ns:key` and the `ns` option,
 * and for missing keys with and without defaultValue.
 */
import { readFileSync } from 'node:fs';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ERROR_LOCALE_RESOURCES, PAX_MESSAGES } from '@tabiyori/domain';
import { i18nextOptions } from './options';
import { LANGS, NAMESPACES, type Lang, type LocaleResources, type Namespace } from './settings';
import { translate, type TOptions } from './translate';

const dir = new URL('../../../../api/src/locales/', import.meta.url);

/** What GET /v1/locales serves: the JSON files merged with the domain's texts. */
function resourcesOf(lang: Lang): LocaleResources {
  const out = {} as LocaleResources;
  for (const ns of NAMESPACES) {
    const file = JSON.parse(readFileSync(new URL(`${lang}/${ns}.json`, dir), 'utf8')) as Record<
      string,
      string
    >;
    const domain = ns === 'error' ? ERROR_LOCALE_RESOURCES[lang] : ns === 'pax' ? PAX_MESSAGES[lang] : {};
    out[ns] = { ...file, ...domain };
  }
  return out;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function placeholderValues(text: string): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  let i = 0;
  for (const m of text.matchAll(/\{\{(.+?)\}\}/g)) {
    const name = (m[1] ?? '').trim();
    values[name] = i % 2 === 0 ? `«${name}»` : 1000 + i;
    i += 1;
  }
  return values;
}

describe.each(LANGS)('translate() equals i18next (%s)', (lang) => {
  const resources = resourcesOf(lang);
  const i18n = createInstance();
  void i18n.init(i18nextOptions(lang, resources));

  function both(ns: Namespace, key: string, options?: TOptions): [string, string] {
    const expected = i18n.getFixedT(lang, ns)(key, options as never) as unknown as string;
    return [translate(lang, resources, ns, key, options), expected];
  }

  it.each(NAMESPACES)('every text of %s, with and without its values', (ns) => {
    const texts = resources[ns];
    expect(Object.keys(texts).length).toBeGreaterThan(0);
    for (const [fullKey, text] of Object.entries(texts)) {
      const key = fullKey.replace(PLURAL_SUFFIX, '');
      const values = placeholderValues(text);
      const plural = key !== fullKey;
      const variants: (TOptions | undefined)[] = plural
        ? [0, 1, 2, 5, 21].map((count) => ({ ...values, count }))
        : [undefined, values];
      for (const options of variants) {
        const [mine, theirs] = both(ns, key, options);
        expect(mine, `${lang} ${ns}:${key} ${JSON.stringify(options)}`).toBe(theirs);
      }
    }
  });

  it('reads `ns:key` and the ns option like i18next', () => {
    const [key] = Object.keys(resources.search);
    expect(key).toBeDefined();
    const [a, b] = both('common', `search:${key}`);
    expect(a).toBe(b);
    expect(a).toBe(resources.search[key ?? '']);
    const [c, d] = both('common', key ?? '', { ns: 'search' });
    expect(c).toBe(d);
  });

  it('answers a missing key with the key, or with defaultValue (interpolated)', () => {
    expect(both('common', 'noSuchKey')).toEqual(['noSuchKey', 'noSuchKey']);
    expect(both('common', 'tour:noSuchKey')).toEqual(['noSuchKey', 'noSuchKey']);
    const withDefault = { defaultValue: '{{n}} left', n: 3 };
    const [mine, theirs] = both('tour', 'noSuchKey', withDefault);
    expect(mine).toBe(theirs);
    expect(mine).toBe('3 left');
  });

  it('leaves a placeholder without a value as written, like i18next', () => {
    const entry = Object.entries(resources.search).find(([, text]) => text.includes('{{'));
    expect(entry).toBeDefined();
    const [key] = entry ?? [''];
    const [mine, theirs] = both('search', key.replace(PLURAL_SUFFIX, ''), {});
    expect(mine).toBe(theirs);
  });
});
