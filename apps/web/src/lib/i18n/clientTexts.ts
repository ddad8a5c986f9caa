/**
 * The namespaces client components read through useTranslation (lib/i18n/client.tsx). The root
 * layout hands only these to the browser; clientTexts.test.ts scans every client component and
 * fails when one asks for a namespace missing here.
 */
import type { LocaleResources, Namespace } from './settings';
import type { Texts } from './translate';

export const CLIENT_NAMESPACES = [
  'common',
  'search',
  'calendar',
  'pax',
  'tour',
  'hotel',
  'favorite',
  'booking',
  'account',
  'coupon',
  'error',
] as const satisfies readonly Namespace[];

const cache = new WeakMap<LocaleResources, Texts>();

/** The client's share of one language's texts (the same object for the same resources). */
export function clientTexts(resources: LocaleResources): Texts {
  let texts = cache.get(resources);
  if (!texts) {
    texts = Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, resources[ns]])) as Texts;
    cache.set(resources, texts);
  }
  return texts;
}
