/**
 * Server-side texts: one store per process (i18n/store.ts) fed by GET /v1/locales, and one i18next
 * instance per language and text version for server components. The same resources are handed to
 * the client provider by the root layout, so the browser never fetches texts.
 */
import { createInstance, type i18n as I18n, type TFunction } from 'i18next';
import { answerOf, createServerClient } from '@tabiyori/api-client/server';
import { apiBaseUrl } from '../env';
import { i18nextOptions } from './options';
import { NAMESPACES, type Lang, type LocaleResources, type Namespace } from './settings';
import { createLocaleStore, type LocalesAnswer } from './store';

/** GET /v1/locales through the typed server client (no-store, 3 s); any failure throws. */
function fetchLocales(lang: Lang): Promise<LocalesAnswer> {
  const client = createServerClient({ baseUrl: apiBaseUrl(), timeoutMs: 3000 });
  return answerOf(client.GET('/v1/locales', { params: { query: { lang, ns: NAMESPACES.join(',') } } }));
}

const store = createLocaleStore({ load: fetchLocales });
const instances = new WeakMap<LocaleResources, I18n>();

export function getLocaleResources(lang: Lang): Promise<LocaleResources> {
  return store.get(lang);
}

function instanceFor(lang: Lang, resources: LocaleResources): I18n {
  let instance = instances.get(resources);
  if (!instance) {
    instance = createInstance();
    void instance.init(i18nextOptions(lang, resources));
    instances.set(resources, instance);
  }
  return instance;
}

/** A t function for server components: `t('navTours')`, `t('search:sortLowPrice')`. */
export async function getT(lang: Lang, ns: Namespace = 'common'): Promise<TFunction> {
  const resources = await store.get(lang);
  return instanceFor(lang, resources).getFixedT(lang, ns);
}
