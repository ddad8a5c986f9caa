/**
 * My page's profile form (components/account/ProfileEditor): its fields, their checks (the same in
 * the browser and in the server action, lib/account/memberActions.ts) and the API body of
 * PUT /v1/account/profile. Pure.
 */
import type { DisplayLang } from '@tabiyori/domain';
import type { AccountUser } from './types';
import {
  accountNameErrors,
  accountReading,
  checkBirthDate,
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
export function profileErrors(
  form: ProfileForm,
  today: string,
  lang: DisplayLang = 'ja',
): Partial<Record<ProfileField, FieldError>> {
  return collectErrors<Exclude<ProfileField, 'gender' | 'livePrefCode'>>({
    ...accountNameErrors(form, lang),
    phone: checkPhone(form.phone, false),
    birthDate: checkBirthDate(dateInputToYmd(form.birthDate), today),
  });
}

/**
 * The body of PUT /v1/account/profile (readings in katakana, an empty optional field is null; an
 * empty reading is null too, which the API takes only where the site's language does not ask it).
 */
export function profileBody(form: ProfileForm, lang: DisplayLang = 'ja') {
  return {
    lang,
    familyName: form.familyName.trim(),
    givenName: form.givenName.trim(),
    familyNameKana: accountReading(form.familyNameKana),
    givenNameKana: accountReading(form.givenNameKana),
    phone: form.phone.trim() ? normalizePhone(form.phone) : null,
    gender: form.gender === '1' || form.gender === '2' ? form.gender : null,
    birthDate: dateInputToYmd(form.birthDate) || null,
    livePrefCode: form.livePrefCode || null,
  };
}
