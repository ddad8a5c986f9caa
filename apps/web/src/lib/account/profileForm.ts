/**
 * My page's profile form (components/account/ProfileEditor): its fields, their checks (the same in
 * the browser and in the server action, lib/account/memberActions.ts) and the API body of
 * PUT /v1/account/profile. Pure.
 */
import { toKatakana } from '@tabiyori/domain';
import type { AccountUser } from './types';
import {
  checkBirthDate,
  checkKana,
  checkName,
  checkPhone,
  collectErrors,
  dateInputToYmd,
  normalizePhone,
  ymdToDateInput,
  type FieldError,
} from './validation';

export const PROFILE_FIELDS = [
  'familyName',
  'givenName',
  'familyNameKana',
  'givenNameKana',
  'phone',
  'gender',
  'birthDate',
  'livePrefCode',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileForm = Record<ProfileField, string>;

/** The form's values of a stored profile. */
export function profileFormOf(user: AccountUser): ProfileForm {
  return {
    familyName: user.familyName ?? '',
    givenName: user.givenName ?? '',
    familyNameKana: user.familyNameKana ?? '',
    givenNameKana: user.givenNameKana ?? '',
    phone: user.phone ?? '',
    gender: user.gender ?? '',
    birthDate: ymdToDateInput(user.birthDate),
    livePrefCode: user.livePrefCode ?? '',
  };
}

/** The fields' errors, in the form's order (the first is where focus goes). */
export function profileErrors(form: ProfileForm, today: string): Partial<Record<ProfileField, FieldError>> {
  return collectErrors<Exclude<ProfileField, 'gender' | 'livePrefCode'>>({
    familyName: checkName(form.familyName, 50),
    givenName: checkName(form.givenName, 50),
    familyNameKana: checkKana(form.familyNameKana, 50),
    givenNameKana: checkKana(form.givenNameKana, 50),
    phone: checkPhone(form.phone, false),
    birthDate: checkBirthDate(dateInputToYmd(form.birthDate), today),
  });
}

/** The body of PUT /v1/account/profile (readings in katakana, an empty optional field is null). */
export function profileBody(form: ProfileForm) {
  return {
    familyName: form.familyName.trim(),
    givenName: form.givenName.trim(),
    familyNameKana: toKatakana(form.familyNameKana),
    givenNameKana: toKatakana(form.givenNameKana),
    phone: form.phone.trim() ? normalizePhone(form.phone) : null,
    gender: form.gender === '1' || form.gender === '2' ? form.gender : null,
    birthDate: dateInputToYmd(form.birthDate) || null,
    livePrefCode: form.livePrefCode || null,
  };
}
