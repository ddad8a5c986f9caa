/**
 * Special features (特集) for the top page teaser: GET /v1/specials?lang=…&limit=… answering
 * `{ specials: [{ specialCode, specialName, description?, target }] }`. Optional by design: any failure
 * (the API is down, the endpoint does not exist yet, a malformed answer) gives an empty list and
 * the top page renders without the section.
 */
import { apiGet } from './api';
import { specialPath } from './specialPath';

export { specialPath };
import type { Lang } from './i18n/settings';

export interface SpecialTeaser {
  specialCode: string;
  specialName: string;
  description: string | null;
  /** The special's page: a hotel-only special (target 'hotel') has its page under /special/hotels/. */
  path: string;
}

export function parseSpecials(body: unknown): SpecialTeaser[] {
  const list = (body as { specials?: unknown } | null)?.specials;
  if (!Array.isArray(list)) return [];
  const out: SpecialTeaser[] = [];
  for (const item of list) {
    const entry = item as Record<string, unknown> | null;
    if (!entry || typeof entry.specialCode !== 'string' || typeof entry.specialName !== 'string') continue;
    if (!/^[\w-]{1,64}$/.test(entry.specialCode)) continue;
    out.push({
      specialCode: entry.specialCode,
      specialName: entry.specialName,
      description: typeof entry.description === 'string' ? entry.description : null,
      path: specialPath(entry.specialCode, entry.target),
    });
  }
  return out;
}

export async function loadSpecialTeasers(lang: Lang, limit = 6): Promise<SpecialTeaser[]> {
  try {
    return parseSpecials(
      await apiGet('/v1/specials', { lang, limit }, { resource: 'special', timeoutMs: 2000 }),
    ).slice(0, limit);
  } catch {
    return [];
  }
}
