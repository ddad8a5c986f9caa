'use server';
/**
 * The account forms' server actions (issue 17 item 4): log-in, sign-up, password reset (request and
 * new password), e-mail verification (confirm, send again) and log-out everywhere. Each form posts
 * here (method POST, never a password in a URL) and works without JavaScript: the action answers a
 * redirect (303) or the form's state, which the page renders on the server. Next.js refuses an
 * action whose Origin is not the page's own host (its CSRF check); calls that change a session carry
 * the session's CSRF token to the API as well.
 *
 * With JavaScript the form sends `js=1`: log-in and sign-up then answer `done` (where to go) instead
 * of redirecting, so the page can first merge the visitor's favourites kept in this browser.
 * Passwords are never put in a state, a URL or a log.
 */
import { redirect } from 'next/navigation';
import { japanToday, passwordProblem } from '@tabiyori/domain';
import { pageHref } from '../links';
import { getRequestContext } from '../requestContext';
import { safeReturnTo } from './returnTo';
import { PROFILE_FIELDS } from './profileForm';
import { getSession } from './server';
import { adoptSessionCookie, outcomeOf, visitorApi } from './sessionApi';
import {
  accountReading,
  checkEmail,
  checkPassword,
  checkPasswordConfirm,
  collectErrors,
  dateInputToYmd,
  normalizePhone,
  validateSignup,
  type SignupForm,
} from './validation';
import { emptyFormState, formField as field, type FormState } from './formState';

/** The page to go to after log-in or sign-up (a same-site path only), in the page's language. */
async function returnHrefOf(form: FormData): Promise<string> {
  const ctx = await getRequestContext();
  return pageHref(safeReturnTo(field(form, 'returnTo')), ctx.lang, ctx.meta);
}

/** Redirects (no JavaScript) or answers where to go (the page merges favourites first). */
function finish<V extends string>(form: FormData, href: string, state: FormState<V>): FormState<V> {
  if (field(form, 'js') === '1') return { ...state, done: href };
  redirect(href);
}

export type LoginField = 'email' | 'password';

export async function logInAction(
  _prev: FormState<LoginField>,
  form: FormData,
): Promise<FormState<LoginField>> {
  const email = field(form, 'email').trim();
  const password = field(form, 'password');
  const fieldErrors = collectErrors<LoginField>({
    email: checkEmail(email),
    password: password === '' ? 'errorRequired' : null,
  });
  const state = emptyFormState<LoginField>({ email });
  if (Object.keys(fieldErrors).length > 0) return { ...state, fieldErrors };
  const api = await visitorApi();
  const outcome = await outcomeOf(api.POST('/v1/auth/login', { body: { email, password } }));
  if (!outcome.ok) return { ...state, errorCode: outcome.errorCode };
  await adoptSessionCookie(outcome.response);
  return finish(form, await returnHrefOf(form), state);
}

export type SignupField = keyof SignupForm;
/** What a refused sign-up shows again: the e-mail and the profile's fields (never a password). */
const SIGNUP_KEPT: SignupField[] = ['email', ...PROFILE_FIELDS];

export async function signUpAction(
  _prev: FormState<SignupField>,
  form: FormData,
): Promise<FormState<SignupField>> {
  const values = Object.fromEntries(SIGNUP_KEPT.map((key) => [key, field(form, key)])) as Record<
    SignupField,
    string
  >;
  const input: SignupForm = {
    ...values,
    gender: values.gender === '1' || values.gender === '2' ? values.gender : '',
    password: field(form, 'password'),
    passwordConfirm: field(form, 'passwordConfirm'),
  };
  const state = emptyFormState<SignupField>(values);
  const ctx = await getRequestContext();
  const fieldErrors = validateSignup(input, japanToday(), passwordProblem, ctx.lang);
  if (Object.keys(fieldErrors).length > 0) return { ...state, fieldErrors, errorCode: 'ACE800' };
  const birthDate = dateInputToYmd(input.birthDate);
  const familyNameKana = accountReading(input.familyNameKana);
  const givenNameKana = accountReading(input.givenNameKana);
  const api = await visitorApi();
  const outcome = await outcomeOf(
    api.POST('/v1/auth/signup', {
      body: {
        email: input.email.trim(),
        password: input.password,
        familyName: input.familyName.trim(),
        givenName: input.givenName.trim(),
        // An empty reading is left out: the English site takes a Latin name without it.
        ...(familyNameKana ? { familyNameKana } : {}),
        ...(givenNameKana ? { givenNameKana } : {}),
        lang: ctx.lang,
        ...(input.phone.trim() ? { phone: normalizePhone(input.phone) } : {}),
        ...(input.gender ? { gender: input.gender } : {}),
        ...(birthDate ? { birthDate } : {}),
        ...(input.livePrefCode ? { livePrefCode: input.livePrefCode } : {}),
      },
    }),
  );
  if (!outcome.ok) return { ...state, errorCode: outcome.errorCode };
  await adoptSessionCookie(outcome.response);
  return finish(form, await returnHrefOf(form), state);
}

export async function requestPasswordResetAction(
  _prev: FormState<'email'>,
  form: FormData,
): Promise<FormState<'email'>> {
  const email = field(form, 'email').trim();
  const state = emptyFormState<'email'>({ email });
  const error = checkEmail(email);
  if (error) return { ...state, fieldErrors: { email: error } };
  const ctx = await getRequestContext();
  const api = await visitorApi();
  const outcome = await outcomeOf(api.POST('/v1/auth/password-reset', { body: { email, lang: ctx.lang } }));
  if (!outcome.ok) return { ...state, errorCode: outcome.errorCode };
  return { ...state, sent: true };
}

export type ResetField = 'password' | 'passwordConfirm';

export async function resetPasswordAction(
  _prev: FormState<ResetField>,
  form: FormData,
): Promise<FormState<ResetField>> {
  const password = field(form, 'password');
  const state = emptyFormState<ResetField>();
  const fieldErrors = collectErrors<ResetField>({
    password: checkPassword(password, passwordProblem),
    passwordConfirm: checkPasswordConfirm(password, field(form, 'passwordConfirm')),
  });
  if (Object.keys(fieldErrors).length > 0) return { ...state, fieldErrors };
  const api = await visitorApi();
  const outcome = await outcomeOf(
    api.POST('/v1/auth/password-reset/confirm', { body: { token: field(form, 'token'), password } }),
  );
  if (!outcome.ok) return { ...state, errorCode: outcome.errorCode };
  const ctx = await getRequestContext();
  redirect(pageHref('/login?reset=done', ctx.lang, ctx.meta));
}

export async function verifyEmailAction(_prev: FormState, form: FormData): Promise<FormState> {
  const api = await visitorApi();
  const outcome = await outcomeOf(
    api.POST('/v1/auth/email-verification/confirm', { body: { token: field(form, 'token') } }),
  );
  if (!outcome.ok) return { ...emptyFormState(), errorCode: outcome.errorCode };
  return { ...emptyFormState(), sent: true };
}

export async function sendVerificationAction(_prev: FormState): Promise<FormState> {
  const [session, ctx] = await Promise.all([getSession(), getRequestContext()]);
  if (!session) return { ...emptyFormState(), errorCode: 'ACE803' };
  const api = await visitorApi();
  const outcome = await outcomeOf(api.POST('/v1/account/email-verification', { body: { lang: ctx.lang } }));
  if (!outcome.ok) return { ...emptyFormState(), errorCode: outcome.errorCode };
  return { ...emptyFormState(), sent: true };
}

export async function logOutEverywhereAction(_prev: FormState): Promise<FormState> {
  const [session, ctx] = await Promise.all([getSession(), getRequestContext()]);
  if (session) {
    const api = await visitorApi();
    const outcome = await outcomeOf(api.POST('/v1/account/logout-everywhere'));
    if (!outcome.ok) return { ...emptyFormState(), errorCode: outcome.errorCode };
    await adoptSessionCookie(outcome.response);
  }
  redirect(pageHref('/login?loggedOut=everywhere', ctx.lang, ctx.meta));
}

/** Log-out (the header's button): the session ends, then `returnTo` (the top page) loads in full. */
export async function logOutAction(_prev: FormState, form: FormData): Promise<FormState> {
  const session = await getSession();
  if (session) {
    const api = await visitorApi();
    const outcome = await outcomeOf(api.POST('/v1/auth/logout'));
    if (!outcome.ok && outcome.errorCode !== 'ACE803')
      return { ...emptyFormState(), errorCode: outcome.errorCode };
    if (outcome.ok) await adoptSessionCookie(outcome.response);
  }
  // A redirect with or without JavaScript: the page the member was on (maybe My page) must not be
  // rendered again without its session first.
  redirect(await returnHrefOf(form));
}
