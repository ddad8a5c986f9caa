/**
 * Accounts and sessions (issue 7.1): thin handlers over services/auth.
 *
 *   POST /v1/auth/signup  {email, password, familyName, givenName, familyNameKana, givenNameKana,
 *                          phone?, gender? ('1'|'2'), birthDate? (YYYYMMDD), livePrefCode?}
 *                         → 201 {user, csrfToken} + session cookie (logged in)
 *   POST /v1/auth/login   {email, password} → 200 {user, csrfToken} + a new session cookie
 *   POST /v1/auth/logout  → 204, the session ends and the cookie is cleared
 *   GET  /v1/auth/session → 200 {user | null, csrfToken | null}
 *
 * Errors: 400 ACE800, ACE807/808/809 (the password rule, services/auth/passwordRule.ts), 409 ACE801 (e-mail taken), 401 ACE802 (wrong e-mail or password), 403 ACE805
 * (CSRF, services/auth/csrf.ts), 429 ACE806 (too many failed log-ins: per e-mail and address, or the
 * account's growing delay), 429 RLE806 (too many calls from one address, plugins/rateLimit.ts, or the
 * password-hashing budget is full, services/auth/hashBudget.ts), 503 ACE900 (database).
 */
import type { App } from '../app';
import { addressLimit } from '../plugins/rateLimit';
import { strictBody } from '../services/auth/strictBody';
import { currentSession, logIn, logOut, signUp } from '../services/auth/accounts';
import { LoggedInSchema, LoginSchema, SessionSchema, SignupSchema } from '../schemas/account';
import { ErrorSchema, NoContentSchema } from '../schemas/common';

const AUTH_CONFIG = { validationErrorCode: 'ACE800', failureErrorCode: 'ACE900' };

export async function authRoutes(app: App): Promise<void> {
  app.post(
    '/v1/auth/signup',
    {
      config: { ...AUTH_CONFIG, rateLimit: addressLimit(app, 'signup') },
      preValidation: strictBody(SignupSchema, 'ACE800'),
      schema: {
        tags: ['accounts'],
        summary: 'Create an account and log in (session cookie tabiyori_session)',
        body: SignupSchema,
        response: {
          201: LoggedInSchema,
          400: ErrorSchema,
          403: ErrorSchema,
          409: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const answer = await signUp(app, request, request.body);
      return reply.status(201).header('cache-control', 'no-store').send(answer);
    },
  );

  app.post(
    '/v1/auth/login',
    {
      config: { ...AUTH_CONFIG, rateLimit: addressLimit(app, 'login') },
      preValidation: strictBody(LoginSchema, 'ACE800'),
      schema: {
        tags: ['accounts'],
        summary: 'Log in: a new session (cookie tabiyori_session) and its CSRF token',
        body: LoginSchema,
        response: {
          200: LoggedInSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const answer = await logIn(app, request, request.body);
      return reply.header('cache-control', 'no-store').send(answer);
    },
  );

  app.post(
    '/v1/auth/logout',
    {
      config: AUTH_CONFIG,
      schema: {
        tags: ['accounts'],
        summary: 'Log out: the session ends and the cookie is cleared (x-csrf-token required)',
        response: { 204: NoContentSchema, 403: ErrorSchema },
      },
    },
    async (request, reply) => {
      await logOut(app, request);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/v1/auth/session',
    {
      config: AUTH_CONFIG,
      schema: {
        tags: ['accounts'],
        summary: 'The logged-in user and the CSRF token of the session, or nulls',
        response: { 200: SessionSchema },
      },
    },
    async (request, reply) => {
      const answer = await currentSession(app, request);
      return reply.header('cache-control', 'private, no-store').send(answer);
    },
  );
}
