'use server';
/**
 * My page's server actions: saving the profile and cancelling a booking. Each form posts here and
 * works without JavaScript (the house's way, lib/account/actions.ts): Next.js refuses an action
 * whose Origin is not the page's own host, and the call carries the session's CSRF token to the API
 * (sessionApi.ts visitorApi). With JavaScript (`js=1`) the action answers its state and refreshes
 * the page's data (the header's name, the booking's status); without, a done change redirects (303)
 * to the page, and a refused one answers the state the page renders (the catalogue's message).
 */
import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { isBookingNumber, japanToday } from '@tabiyori/domain';
import { pageHref } from '../links';
import { getRequestContext } from '../requestContext';
import { emptyFormState, formField, type FormState } from './formState';
import {
  PROFILE_FIELDS,
  profileBody,
  profileErrors,
  type ProfileField,
  type ProfileForm,
} from './profileForm';
import { outcomeOf, visitorApi } from './sessionApi';

/** The change is made: the state with JavaScript (and fresh page data), else a redirect to `path`. */
async function done<V extends string>(
  form: FormData,
  state: FormState<V>,
  path: string,
): Promise<FormState<V>> {
  if (formField(form, 'js') === '1') {
    refresh();
    return { ...state, sent: true };
  }
  const ctx = await getRequestContext();
  redirect(pageHref(path, ctx.lang, ctx.meta));
}

export async function saveProfileAction(
  _prev: FormState<ProfileField>,
  form: FormData,
): Promise<FormState<ProfileField>> {
  const values = Object.fromEntries(PROFILE_FIELDS.map((key) => [key, formField(form, key)])) as ProfileForm;
  const state = emptyFormState<ProfileField>(values);
  const { lang } = await getRequestContext();
  const fieldErrors = profileErrors(values, japanToday(), lang);
  if (Object.keys(fieldErrors).length > 0) return { ...state, fieldErrors, errorCode: 'ACE800' };
  const api = await visitorApi();
  const outcome = await outcomeOf(api.PUT('/v1/account/profile', { body: profileBody(values, lang) }));
  if (!outcome.ok) return { ...state, errorCode: outcome.errorCode };
  return done(form, state, '/mypage?saved=profile');
}

export async function cancelBookingAction(_prev: FormState, form: FormData): Promise<FormState> {
  const bookingNumber = formField(form, 'bookingNumber');
  const state = emptyFormState();
  if (!isBookingNumber(bookingNumber)) return { ...state, errorCode: 'BKE901' };
  const api = await visitorApi();
  const outcome = await outcomeOf(
    api.POST('/v1/bookings/{bookingNumber}/cancel', { params: { path: { bookingNumber } } }),
    'BKE900',
  );
  // Already cancelled (BKE807, a second tab): what the traveller wanted is so.
  if (!outcome.ok && outcome.errorCode !== 'BKE807') return { ...state, errorCode: outcome.errorCode };
  return done(form, state, `/mypage/bookings/${bookingNumber}`);
}
