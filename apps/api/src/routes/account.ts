/**
 * The logged-in traveller's profile (issue 7.1): the coupon condition attributes (gender, birth date
 * → age, residence prefecture) and names and phone.
 *
 *   GET /v1/account/profile → 200 {user}
 *   PUT /v1/account/profile {familyName?, givenName?, familyNameKana?, givenNameKana?, phone?,
 *                           gender?, birthDate?, livePrefCode?} (null clears) → 200 {user}
 *
 * Errors: 401 ACE803 without a session, 400 ACE800, 403 ACE805 (CSRF), 503 ACE900.
 */
import type { App } from '../app';
import { readProfile, updateProfile } from '../services/auth/accounts';
import { strictBody } from '../services/auth/strictBody';
import { requireViewer } from '../services/auth/viewer';
import { ProfileAnswerSchema, ProfileFieldsSchema } from '../schemas/account';
import { ErrorSchema } from '../schemas/common';

const CONFIG = { validationErrorCode: 'ACE800', failureErrorCode: 'ACE900' };

export async function accountRoutes(app: App): Promise<void> {
  app.get(
    '/v1/account/profile',
    {
      config: CONFIG,
      schema: {
        tags: ['accounts'],
        summary: "The logged-in user's profile",
        response: { 200: ProfileAnswerSchema, 401: ErrorSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(app, request);
      reply.header('cache-control', 'private, no-store');
      return { user: await readProfile(app, viewer.userId) };
    },
  );

  app.put(
    '/v1/account/profile',
    {
      config: CONFIG,
      preValidation: strictBody(ProfileFieldsSchema, 'ACE800'),
      schema: {
        tags: ['accounts'],
        summary: "Update the logged-in user's profile (x-csrf-token required)",
        body: ProfileFieldsSchema,
        response: { 200: ProfileAnswerSchema, 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async (request) => {
      const viewer = await requireViewer(app, request);
      return { user: await updateProfile(app, viewer.userId, request.body) };
    },
  );
}
