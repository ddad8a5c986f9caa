/**
 * Special features (特集) for the top page teaser: GET /v1/specials?lang=…&limit=… (the answer's
 * shape is generated from apps/api/src/schemas/specials.ts). Optional by design: any failure (the
 * API is down or refuses) gives an empty list and the top page renders without the section.
 */
import type { ApiAnswer } from '@tabiyori/api-client';
import { apiAnswer, serverApi } from './api';
import { specialPath } from './specialPath';
import type { Lang } from './i18n/settings';

type Special = ApiAnswer<'/v1/specials'>['specials'][number];

/** A special of the top page with its page's path (hotel-only specials live under /special/hotels/). */
export type SpecialTeaser = Pick<Special, 'specialCode' | 'specialName' | 'description'> & { path: string };

export function specialTeaser(special: Special): SpecialTeaser {
  const { specialCode, specialName, description } = special;
  return { specialCode, specialName, description, path: specialPath(specialCode, special.target) };
}

export async function loadSpecialTeasers(lang: Lang, limit = 6): Promise<SpecialTeaser[]> {
  try {
    const { specials } = await apiAnswer(
      serverApi(2000).GET('/v1/specials', { params: { query: { lang, limit } } }),
      'special',
    );
    return specials.slice(0, limit).map(specialTeaser);
  } catch {
    return [];
  }
}
