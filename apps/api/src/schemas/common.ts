/**
 * Shapes every route shares: the catalogue error answer `{ status, message, errorCode }` (spec §8,
 * DESIGN.md "Errors"), used by every route's 4xx and 5xx responses.
 */
import { Type, type TSchema } from 'typebox';
import { component } from './components';

export const ErrorSchema = component(
  'ApiError',
  Type.Object({
    status: Type.Integer({ description: 'the HTTP status of the answer' }),
    message: Type.String({ description: 'the catalogue message' }),
    errorCode: Type.String({ description: 'the catalogue code (apps/api/ERRORS.md)' }),
  }),
);

/** A text in both languages of the site. */
export const I18nText = Type.Object({ ja: Type.String(), en: Type.String() });

/** A value or null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** An optional query-string parameter: a string of at most `maxLength` characters. */
export const queryText = (maxLength: number, description?: string) =>
  Type.Optional(Type.String({ maxLength, ...(description ? { description } : {}) }));

/**
 * An optional integer query parameter within [minimum, maximum], coerced from its text by the
 * validator; a value out of range or not an integer answers 400 '<name> is invalid' with the route's
 * code. Pair with plugins/typedQuery.ts so a blank value means "not given".
 */
export const queryInt = (minimum: number, maximum: number, description?: string) =>
  Type.Optional(Type.Integer({ minimum, maximum, ...(description ? { description } : {}) }));

/**
 * An optional date query parameter written YYYYMMDD: anything else answers 400 '<name> is invalid'
 * (goDate: spec §5's 'goDate is wrong'); whether the day exists and is sold is the route's check.
 */
export const queryYmd = (description = 'YYYYMMDD') =>
  Type.Optional(Type.String({ pattern: '^[0-9]{8}$', description }));

/** Exactly one of `values` (a union of literals whose Static is the union of the strings). */
export const oneOf = <const V extends string>(values: readonly V[], options: { description?: string } = {}) =>
  Type.Unsafe<V>(
    Type.Union(
      values.map((value) => Type.Literal(value)),
      options,
    ),
  );

/** An optional query parameter that is one of `values` (blank = not given, see queryInt). */
export const queryEnum = <const V extends string>(values: readonly V[], description?: string) =>
  Type.Optional(oneOf(values, description ? { description } : {}));

/** The empty answer of a 204. */
export const NoContentSchema = Type.Null({ description: 'no content' });

/** 304 of a conditional GET (plugins/keptJson.ts): If-None-Match named the answer's current ETag. */
export const NotModifiedSchema = Type.Null({
  description: 'not modified: If-None-Match names the current ETag, no body',
});
