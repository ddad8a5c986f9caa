/**
 * The travellers' names of a booking checked by the domain's one rule (pax/travellerName.ts, issue
 * 18 item 6): a Japanese booking's readings in katakana (400 BKE810); an English booking's names in
 * Latin letters as in the passport, or a name in Japanese with its katakana reading (400 BKE811).
 * The wire pattern (schemas/bookings.ts) already took either script; this decides which one the
 * booking's language accepts. Names and readings are stored as the domain normalises them
 * (hiragana → katakana, runs of spaces in Latin letters made one).
 */
import {
  normalizeTravellerName,
  normalizeTravellerReading,
  travellerNameErrors,
  type DisplayLang,
} from '@tabiyori/domain';
import { ApiFailure } from '../../errors';
import type { TravellersInput } from './request';

type Named = { familyName?: string; givenName?: string; familyNameKana?: string; givenNameKana?: string };

function checkPerson<T extends Named>(person: T, lang: DisplayLang, path: string): T {
  const wrong = Object.keys(travellerNameErrors(person, lang))[0];
  if (wrong)
    throw lang === 'en'
      ? new ApiFailure(400, 'BKE811', `${path}.${wrong}: names in Latin letters, or a reading in katakana`)
      : new ApiFailure(400, 'BKE810', `${path}.${wrong} must be in full-width katakana`);
  const out: T = { ...person };
  for (const key of ['familyName', 'givenName'] as const) {
    const value = person[key];
    if (value !== undefined) out[key] = normalizeTravellerName(value);
  }
  for (const key of ['familyNameKana', 'givenNameKana'] as const) {
    const value = person[key];
    if (value !== undefined) out[key] = normalizeTravellerReading(value);
  }
  return out;
}

/** The travellers with their names normalised; throws 400 BKE810 / BKE811 (see the file comment). */
export function checkTravellerNames(travellers: TravellersInput, lang: DisplayLang = 'ja'): TravellersInput {
  const lead = checkPerson(travellers.lead, lang, 'travellers.lead');
  if (!travellers.guests) return { lead };
  return { lead, guests: travellers.guests.map((g, i) => checkPerson(g, lang, `travellers.guests.${i}`)) };
}
