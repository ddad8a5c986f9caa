import type { InitOptions } from 'i18next';
import { NAMESPACES, type Lang, type LocaleResources } from './settings';

/** i18next options shared by the server instances and the client provider. */
export function i18nextOptions(lang: Lang, resources: LocaleResources): InitOptions {
  return {
    lng: lang,
    fallbackLng: false,
    supportedLngs: [lang],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources: { [lang]: resources },
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
    returnNull: false,
  };
}
