'use client';
/**
 * The client side of the texts: the root layout hands over the namespaces client components use
 * (clientTexts.ts), already loaded on the server, so the browser never fetches texts and never loads
 * i18next. Client components call `useTranslation(ns)` with i18next's call shape:
 * `const { t, i18n } = useTranslation('search'); t('key', { count, name })`; translate.ts does the
 * lookup, and its test keeps it equal to i18next for every text.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_LANG, type Lang, type Namespace } from './settings';
import { fixedT, type Texts, type TranslateFn } from './translate';

interface TextsContext {
  lang: Lang;
  texts: Texts;
}

const Context = createContext<TextsContext>({ lang: DEFAULT_LANG, texts: {} });

export function I18nProvider({ lang, texts, children }: { lang: Lang; texts: Texts; children: ReactNode }) {
  const value = useMemo(() => ({ lang, texts }), [lang, texts]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export interface UseTranslationResult {
  t: TranslateFn;
  i18n: { language: Lang };
}

/** The one hook client components use for texts (never react-i18next). */
export function useTranslation(ns: Namespace = 'common'): UseTranslationResult {
  const { lang, texts } = useContext(Context);
  return useMemo(() => ({ t: fixedT(lang, texts, ns), i18n: { language: lang } }), [lang, texts, ns]);
}
