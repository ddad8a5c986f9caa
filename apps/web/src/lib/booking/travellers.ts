/**
 * Step 2 of the booking: the travellers' form, its inline checks and the `travellers` body of
 * POST /v1/bookings (apps/api routes/bookings.ts Travellers): the representative (代表者) with name
 * and its reading, e-mail and phone; for a tour also each companion's reading, gender and age (the
 * operator needs them for transport and insurance); a hotel stay needs the representative only.
 *
 * The script of the names follows the booking's language (domain pax/travellerName.ts, issue 18.6):
 * in Japanese the name in kanji (or letters) and its reading in katakana; in English the names in
 * Latin letters as in the passport, which also stand as the reading (the form does not ask it twice).
 * Pure (tested).
 */
import {
  messageCodeFor,
  normalizeTravellerReading,
  travellerReadingError,
  type DisplayLang,
} from '@tabiyori/domain';
import type { AccountUser } from '../account/types';
import { checkEmail, checkName, checkPhone, normalizePhone, type FieldError } from '../account/validation';
import type { GuestTraveller, LeadTraveller } from './types';

export interface LeadForm {
  familyName: string;
  givenName: string;
  familyNameKana: string;
  givenNameKana: string;
  email: string;
  phone: string;
}

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

/** Names asked in the booking's language: an English booking takes no separate reading. */
export function asksReading(lang: DisplayLang): boolean {
  return lang !== 'en';
}

/** A name or reading in the script the booking's language asks: the catalogue's BKE810 / BKE811 message. */
function checkReading(value: string, lang: DisplayLang): TravellerErrors[string] | null {
  if (value.trim() === '') return 'errorRequired';
  const error = travellerReadingError(value, lang);
  if (!error) return null;
  return `error:${messageCodeFor(error === 'latinRequired' ? 'BKE811' : 'BKE810')}`;
}

/** Field path → message key, e.g. `lead.familyNameKana`, `guests.0.age`. Empty when all is well. */
export function validateTravellers(form: TravellerForm, lang: DisplayLang = 'ja'): TravellerErrors {
  const errors: TravellerErrors = {};
  const put = (path: string, error: TravellerErrors[string] | null) => {
    if (error) errors[path] = error;
  };
  const reading = asksReading(lang);
  const name = (value: string) => (reading ? checkName(value) : checkReading(value, lang));
  put('lead.familyName', name(form.lead.familyName));
  put('lead.givenName', name(form.lead.givenName));
  if (reading) {
    put('lead.familyNameKana', checkReading(form.lead.familyNameKana, lang));
    put('lead.givenNameKana', checkReading(form.lead.givenNameKana, lang));
  }
  put('lead.email', checkEmail(form.lead.email));
  put('lead.phone', checkPhone(form.lead.phone, true));
  form.guests.forEach((guest, i) => {
    put(`guests.${i}.familyNameKana`, checkReading(guest.familyNameKana, lang));
    put(`guests.${i}.givenNameKana`, checkReading(guest.givenNameKana, lang));
    if (guest.gender === '') errors[`guests.${i}.gender`] = 'errorGender';
    const age = Number(guest.age);
    if (guest.age.trim() === '' || !/^\d{1,3}$/.test(guest.age.trim()) || age > 120)
      errors[`guests.${i}.age`] = 'errorAge';
  });
  return errors;
}

/**
 * The `travellers` body of the booking (readings in katakana in Japanese, the Latin names as their
 * own reading in English; phone digits only).
 */
export function travellersBody(
  form: TravellerForm,
  lang: DisplayLang = 'ja',
): { lead: LeadTraveller; guests?: GuestTraveller[] } {
  const norm = (value: string) => normalizeTravellerReading(value, lang);
  const reading = asksReading(lang);
  const familyName = reading ? form.lead.familyName.trim() : norm(form.lead.familyName);
  const givenName = reading ? form.lead.givenName.trim() : norm(form.lead.givenName);
  const lead: LeadTraveller = {
    familyName,
    givenName,
    familyNameKana: reading ? norm(form.lead.familyNameKana) : familyName,
    givenNameKana: reading ? norm(form.lead.givenNameKana) : givenName,
    email: form.lead.email.trim(),
    phone: normalizePhone(form.lead.phone),
  };
  if (form.guests.length === 0) return { lead };
  return {
    lead,
    guests: form.guests.map((g) => ({
      // In English the name typed is the name itself, kept as both (the operator reads it as written).
      ...(reading ? {} : { familyName: norm(g.familyNameKana), givenName: norm(g.givenNameKana) }),
      familyNameKana: norm(g.familyNameKana),
      givenNameKana: norm(g.givenNameKana),
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
