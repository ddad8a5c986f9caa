/**
 * The travellers' names of a booking in the script of its language (issue 18 item 6; the rule is the
 * domain's pax/travellerName.ts): a Japanese booking's readings in katakana (400 BKE810), an English
 * booking's names and readings in Latin letters (400 BKE811). The wire pattern (schemas/bookings.ts)
 * already took either script; this decides which one the booking's language asks for. Readings
 * are stored as the domain normalises them (hiragana → katakana, spaces collapsed).
 */
import { normalizeTravellerReading, travellerReadingError, type DisplayLang } from '@tabiyori/domain';
import { ApiFailure } from '../../errors';
import type { TravellersInput } from './request';

type Named = { familyName?: string; givenName?: string; familyNameKana?: string; givenNameKana?: string };

const READINGS = ['familyNameKana', 'givenNameKana'] as const;
const NAMES = ['familyName', 'givenName'] as const;

function fail(lang: DisplayLang, path: string): never {
  throw lang === 'en'
    ? new ApiFailure(400, 'BKE811', `${path} must be in Latin letters`)
    : new ApiFailure(400, 'BKE810', `${path} must be in full-width katakana`);
}

function checkPerson(person: Named, lang: DisplayLang, path: string): Named {
  const out: Named = { ...person };
  // A Japanese booking takes the name in kanji or letters; an English one in Latin letters only.
  const fields = lang === 'en' ? [...NAMES, ...READINGS] : READINGS;
  for (const key of fields) {
    const value = person[key];
    if (value === undefined) continue;
    if (travellerReadingError(value, lang)) fail(lang, `${path}.${key}`);
    out[key] = normalizeTravellerReading(value, lang);
  }
  return out;
}

/** The travellers with their readings normalised; throws 400 BKE810 / BKE811 (see the file comment). */
export function checkTravellerNames(travellers: TravellersInput, lang: DisplayLang = 'ja'): TravellersInput {
  const lead = checkPerson(travellers.lead, lang, 'travellers.lead') as TravellersInput['lead'];
  if (!travellers.guests) return { lead };
  return {
    lead,
    guests: travellers.guests.map((g, i) => ({ ...g, ...checkPerson(g, lang, `travellers.guests.${i}`) })),
  };
}
