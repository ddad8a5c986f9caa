/**
 * Shapes every route shares: the catalogue error answer `{ status, message, errorCode }` (spec §8,
 * DESIGN.md "Errors"), used by every route's 4xx and 5xx responses.
 */
import { Type, type Static, type TSchema } from 'typebox';

export const ErrorSchema = Type.Object(
  {
    status: Type.Integer({ description: 'the HTTP status of the answer' }),
    message: Type.String({ description: 'the catalogue message' }),
    errorCode: Type.String({ description: 'the catalogue code (apps/api/ERRORS.md)' }),
  },
  { $id: 'ApiError', title: 'ApiError' },
);
export type ApiErrorAnswer = Static<typeof ErrorSchema>;

/** A value or null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** An optional query-string parameter: a string of at most `maxLength` characters. */
export const queryText = (maxLength: number, description?: string) =>
  Type.Optional(Type.String({ maxLength, ...(description ? { description } : {}) }));
