/**
 * The browser's `t`: the part of i18next the client components use, without i18next itself
 * (about 17 KB gzipped less on every page). The server keeps i18next (server.ts); translate.test.ts
 * checks that both give the same text for every key of every namespace, in both languages.
 *
 * Covered, as the locale files use them:
 * - `ns:key` and the `ns` option (default: the hook's namespace);
 * - `{{name}}` interpolation (no escaping, as i18nextOptions sets; a missing value stays as written);
 * - plurals with `count`: `key_one` / `key_other` chosen by Intl.PluralRules of the language
 *   (`key_zero` first when count is 0), falling back to `key`;
 * - `defaultValue` when the key is missing; otherwise the key itself, as i18next answers; a missing
 *   key of a loaded namespace is reported to the API in the browser (missingReport.ts, spec §7).
 */
import { reportMissingText } from './missingReport';
import type { Lang, Namespace } from './settings';

/** Texts of some namespaces of one language: `{ [ns]: { key: text } }`. */
export type Texts = Partial<Record<Namespace, Record<string, string>>>;

export interface TOptions {
  count?: number;
  defaultValue?: string;
  ns?: Namespace;
  [name: string]: unknown;
}

export type TranslateFn = (key: string, options?: TOptions) => string;

const pluralRules = new Map<Lang, Intl.PluralRules>();
function pluralCategory(lang: Lang, count: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  return rules.select(count);
}

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

function interpolate(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (whole, inner: string) => {
    const value = options[inner.trim()];
    if (value === undefined || value === null) return whole;
    return typeof value === 'string' ? value : String(value);
  });
}

function lookup(texts: Record<string, string> | undefined, key: string, lang: Lang, count: unknown) {
  if (!texts) return undefined;
  if (typeof count === 'number') {
    if (count === 0 && texts[`${key}_zero`] !== undefined) return texts[`${key}_zero`];
    const plural = texts[`${key}_${pluralCategory(lang, count)}`];
    if (plural !== undefined) return plural;
  }
  return texts[key];
}

export function translate(
  lang: Lang,
  texts: Texts,
  defaultNs: Namespace,
  fullKey: string,
  options?: TOptions,
): string {
  let ns: Namespace = options?.ns ?? defaultNs;
  let key = fullKey;
  const colon = fullKey.indexOf(':');
  if (colon > 0) {
    ns = fullKey.slice(0, colon) as Namespace;
    key = fullKey.slice(colon + 1);
  }
  const found = lookup(texts[ns], key, lang, options?.count);
  if (found !== undefined) return interpolate(found, options);
  // Only namespaces this page loaded: a missing one is the page's choice, not a missing text.
  if (texts[ns]) reportMissingText(lang, ns, key, options?.defaultValue ?? key);
  if (typeof options?.defaultValue === 'string') return interpolate(options.defaultValue, options);
  return key;
}

/** A `t` bound to a language, its texts and a default namespace. */
export function fixedT(lang: Lang, texts: Texts, defaultNs: Namespace): TranslateFn {
  return (key, options) => translate(lang, texts, defaultNs, key, options);
}
