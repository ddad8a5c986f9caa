/**
 * Step 2 of the booking: the travellers' form, its inline checks and the `travellers` body of
 * POST /v1/bookings (apps/api routes/bookings.ts Travellers): the representative (代表者) with name
 * in kanji and katakana, e-mail and phone; for a tour also each companion's reading, gender and
 * age (the operator needs them for transport and insurance); a hotel stay needs the
 * representative only. Pure (tested).
 */
import { toKatakana } from '@tabiyori/domain';
import type { AccountUser } from '../account/types';
import {
  checkEmail,
  checkKana,
  checkName,
  checkPhone,
  collectErrors,
  normalizePhone,
  type FieldError,
} from '../account/validation';
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

export type TravellerErrors = Record<string, FieldError | 'errorGender' | 'errorAge'>;

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

/** Field path → message key, e.g. `lead.familyNameKana`, `guests.0.age`. Empty when all is well. */
export function validateTravellers(form: TravellerForm): TravellerErrors {
  const errors: TravellerErrors = {};
  const lead = collectErrors({
    familyName: checkName(form.lead.familyName),
    givenName: checkName(form.lead.givenName),
    familyNameKana: checkKana(form.lead.familyNameKana),
    givenNameKana: checkKana(form.lead.givenNameKana),
    email: checkEmail(form.lead.email),
    phone: checkPhone(form.lead.phone, true),
  });
  for (const [key, error] of Object.entries(lead)) if (error) errors[`lead.${key}`] = error;
  form.guests.forEach((guest, i) => {
    const kanaFamily = checkKana(guest.familyNameKana);
    const kanaGiven = checkKana(guest.givenNameKana);
    if (kanaFamily) errors[`guests.${i}.familyNameKana`] = kanaFamily;
    if (kanaGiven) errors[`guests.${i}.givenNameKana`] = kanaGiven;
    if (guest.gender === '') errors[`guests.${i}.gender`] = 'errorGender';
    const age = Number(guest.age);
    if (guest.age.trim() === '' || !/^\d{1,3}$/.test(guest.age.trim()) || age > 120)
      errors[`guests.${i}.age`] = 'errorAge';
  });
  return errors;
}

/** The `travellers` body of the booking (readings in katakana, phone digits only). */
export function travellersBody(form: TravellerForm): { lead: LeadTraveller; guests?: GuestTraveller[] } {
  const lead: LeadTraveller = {
    familyName: form.lead.familyName.trim(),
    givenName: form.lead.givenName.trim(),
    familyNameKana: toKatakana(form.lead.familyNameKana),
    givenNameKana: toKatakana(form.lead.givenNameKana),
    email: form.lead.email.trim(),
    phone: normalizePhone(form.lead.phone),
  };
  if (form.guests.length === 0) return { lead };
  return {
    lead,
    guests: form.guests.map((g) => ({
      familyNameKana: toKatakana(g.familyNameKana),
      givenNameKana: toKatakana(g.givenNameKana),
      ...(g.gender === '' ? {} : { gender: g.gender }),
      age: Number(g.age),
    })),
  };
}
