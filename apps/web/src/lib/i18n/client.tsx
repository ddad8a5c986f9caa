'use client';
/**
 * The client side of i18next: the root layout hands over the texts it already loaded on the server
 * (no client fetch for texts); client components call useTranslation() as usual.
 */
import { createInstance, type i18n as I18n } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18nextOptions } from './options';
import type { Lang, LocaleResources } from './settings';

function createClientI18n(lang: Lang, resources: LocaleResources): I18n {
  const instance = createInstance();
  void instance.init(i18nextOptions(lang, resources));
  return instance;
}

export function I18nProvider({
  lang,
  resources,
  children,
}: {
  lang: Lang;
  resources: LocaleResources;
  children: ReactNode;
}) {
  const i18n = useMemo(() => createClientI18n(lang, resources), [lang, resources]);
  return (
    <I18nextProvider i18n={i18n} defaultNS="common">
      {children}
    </I18nextProvider>
  );
}

/** The one hook client components use for texts: import it from here, never from react-i18next. */
export { useTranslation } from 'react-i18next';
