/**
 * Shapes every route shares: the catalogue error answer `{ status, message, errorCode }` (spec §8,
 * DESIGN.md "Errors"), used by every route's 4xx and 5xx responses.
 */
import { Type, type Static } from 'typebox';

export const ErrorSchema = Type.Object(
  {
    status: Type.Integer({ description: 'the HTTP status of the answer' }),
    message: Type.String({ description: 'the catalogue message' }),
    errorCode: Type.String({ description: 'the catalogue code (apps/api/ERRORS.md)' }),
  },
  { $id: 'ApiError', title: 'ApiError' },
);
export type ApiErrorAnswer = Static<typeof ErrorSchema>;
