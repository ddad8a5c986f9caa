/**
 * Step 2 of the booking: the travellers' form, its inline checks and the `travellers` body of
 * POST /v1/bookings (apps/api routes/bookings.ts Travellers): the representative (代表者) with name
 * and its reading, e-mail and phone; for a tour also each companion's reading, gender and age (the
 * operator needs them for transport and insurance); a hotel stay needs the representative only.
 *
 * The script of the names follows the booking's language (domain pax/travellerName.ts, issue 18.6):
 * in Japanese the name in kanji (or letters) and its reading in katakana; in English the names in
 * Latin letters as in the passport, which also stand as the reading (the form does not ask it
 * twice), or, for a resident of Japan, a name in Japanese with its katakana reading (asked then).
 * Pure (tested).
 */
import type { ApiBody } from '@tabiyori/api-client';
import {
  isLatinName,
  messageCodeFor,
  normalizeTravellerName,
  normalizeTravellerReading,
  travellerNameErrors,
  type DisplayLang,
  type TravellerNames,
} from '@tabiyori/domain';
import type { AccountUser } from '../account/types';
import { checkEmail, checkName, checkPhone, normalizePhone, type FieldError } from '../account/validation';
import type { LeadTraveller } from './types';

/** The `travellers` of POST /v1/bookings, as the API's document states them. */
type TravellersBody = ApiBody<'/v1/bookings'>['travellers'];

/** The representative's fields as typed: the same fields, all text, that the booking sends. */
export type LeadForm = TravellersBody['lead'];

export interface GuestForm {
  familyNameKana: string;
  givenNameKana: string;
  gender: '' | 'male' | 'female';
  age: string;
}

export interface TravellerForm {
  lead: LeadForm;
  guests: GuestForm[];
}

/** A field's error: an `account` text key, or the error catalogue's message of a name in the wrong script. */
export type TravellerErrors = Record<string, FieldError | 'errorGender' | 'errorAge' | `error:${string}`>;

/**
 * Companions asked for: a package tour (tour, and dp whose JR tickets are issued per traveller)
 * asks every traveller after the representative; a stay, an activity or a rental car none.
 */
export function companionCount(kind: string, travellers: number): number {
  return kind === 'tour' || kind === 'dp' ? Math.max(0, travellers - 1) : 0;
}

/** The form prefilled from the traveller's profile (the representative is usually the member). */
export function initialTravellerForm(user: AccountUser | null, companions: number): TravellerForm {
  return {
    lead: {
      familyName: user?.familyName ?? '',
      givenName: user?.givenName ?? '',
      familyNameKana: user?.familyNameKana ?? '',
      givenNameKana: user?.givenNameKana ?? '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
    },
    guests: Array.from({ length: companions }, () => ({
      familyNameKana: '',
      givenNameKana: '',
      gender: '',
      age: '',
    })),
  };
}

/**
 * Whether the representative's reading is asked (domain pax/travellerName.ts): always in Japanese;
 * in English only once a name is typed in Japanese (a resident of Japan), since a name in Latin
 * letters as in the passport stands as its own reading.
 */
export function asksReading(lead: Pick<LeadForm, 'familyName' | 'givenName'>, lang: DisplayLang): boolean {
  if (lang !== 'en') return true;
  return [lead.familyName, lead.givenName].some((name) => name.trim() !== '' && !isLatinName(name));
}

/** The representative's names as the booking sends them: in English a Latin name is its own reading. */
function leadNames(lead: LeadForm, lang: DisplayLang): Required<TravellerNames> {
  const reading = asksReading(lead, lang);
  return {
    familyName: normalizeTravellerName(lead.familyName),
    givenName: normalizeTravellerName(lead.givenName),
    familyNameKana: normalizeTravellerReading(reading ? lead.familyNameKana : lead.familyName),
    givenNameKana: normalizeTravellerReading(reading ? lead.givenNameKana : lead.givenName),
  };
}

/**
 * A companion's names as the booking sends them: the names typed are their readings; in English a
 * name typed in Latin letters is also the name itself (one typed in katakana stays a reading).
 */
function guestNames(guest: GuestForm, lang: DisplayLang): TravellerNames {
  const familyNameKana = normalizeTravellerReading(guest.familyNameKana);
  const givenNameKana = normalizeTravellerReading(guest.givenNameKana);
  const asName = (value: string) => (lang === 'en' && isLatinName(value) ? value : undefined);
  const names = { familyName: asName(familyNameKana), givenName: asName(givenNameKana) };
  return {
    ...Object.fromEntries(Object.entries(names).filter(([, v]) => v !== undefined)),
    familyNameKana,
    givenNameKana,
  };
}

/** The catalogue's BKE810 / BKE811 message of each reading the domain's rule refuses, by field path. */
function nameErrors(person: TravellerNames, lang: DisplayLang, prefix: string, errors: TravellerErrors) {
  for (const [key, error] of Object.entries(travellerNameErrors(person, lang))) {
    errors[`${prefix}.${key}`] ??= `error:${messageCodeFor(error === 'latinRequired' ? 'BKE811' : 'BKE810')}`;
  }
}

/** Field path → message key, e.g. `lead.familyNameKana`, `guests.0.age`. Empty when all is well. */
export function validateTravellers(form: TravellerForm, lang: DisplayLang = 'ja'): TravellerErrors {
  const errors: TravellerErrors = {};
  const put = (path: string, error: TravellerErrors[string] | null) => {
    if (error) errors[path] = error;
  };
  const required = (value: string) => (value.trim() === '' ? 'errorRequired' : null);
  put('lead.familyName', checkName(form.lead.familyName));
  put('lead.givenName', checkName(form.lead.givenName));
  if (asksReading(form.lead, lang)) {
    put('lead.familyNameKana', required(form.lead.familyNameKana));
    put('lead.givenNameKana', required(form.lead.givenNameKana));
  }
  // Checked as sent (an empty name has its error above, and would stand as an empty reading).
  if (!errors['lead.familyName'] && !errors['lead.givenName'])
    nameErrors(leadNames(form.lead, lang), lang, 'lead', errors);
  put('lead.email', checkEmail(form.lead.email));
  put('lead.phone', checkPhone(form.lead.phone, true));
  form.guests.forEach((guest, i) => {
    put(`guests.${i}.familyNameKana`, required(guest.familyNameKana));
    put(`guests.${i}.givenNameKana`, required(guest.givenNameKana));
    nameErrors(guestNames(guest, lang), lang, `guests.${i}`, errors);
    if (guest.gender === '') errors[`guests.${i}.gender`] = 'errorGender';
    const age = Number(guest.age);
    if (guest.age.trim() === '' || !/^\d{1,3}$/.test(guest.age.trim()) || age > 120)
      errors[`guests.${i}.age`] = 'errorAge';
  });
  return errors;
}

/**
 * The `travellers` body of the booking, names as the domain's rule checks them (readings in
 * katakana, or a Latin name as its own reading in English; phone digits only).
 */
export function travellersBody(form: TravellerForm, lang: DisplayLang = 'ja'): TravellersBody {
  const lead: TravellersBody['lead'] = {
    ...leadNames(form.lead, lang),
    email: form.lead.email.trim(),
    phone: normalizePhone(form.lead.phone),
  };
  if (form.guests.length === 0) return { lead };
  return {
    lead,
    guests: form.guests.map((g) => ({
      ...guestNames(g, lang),
      ...(g.gender === '' ? {} : { gender: g.gender }),
      age: Number(g.age),
    })),
  };
}

/**
 * The representative's name as pages show it: `山田 花子（ヤマダ ハナコ）`, or just `Smith John` when the
 * reading is the name itself (an English booking).
 */
export function leadNameText(lead: LeadTraveller, lang: DisplayLang): string {
  const name = `${lead.familyName} ${lead.givenName}`;
  const reading = `${lead.familyNameKana} ${lead.givenNameKana}`;
  if (reading === name) return name;
  return lang === 'en' ? `${name} (${reading})` : `${name}（${reading}）`;
}
