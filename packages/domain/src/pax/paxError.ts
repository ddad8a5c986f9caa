/**
 * The one error the pax parsers throw (spec §5 "Format rules"). Parsers of user input (URL and
 * form strings) never throw anything else: a wrong type, a wrong shape or a wrong number all end
 * up here, with a stable `code` for programs and the spec's message for logs and API answers.
 */

/** Stable codes of the pax format errors; INVALID_OPTIONAL_AMOUNT_FORMAT is the spec's own code. */
export const PAX_FORMAT_ERROR_CODES = [
  'INVALID_ROOM_ASSIGN',
  'INVALID_OPTIONAL_AMOUNT_FORMAT',
  'INVALID_PAX_PARAM',
  'INVALID_PLAN_PARAM',
  'NO_OPTIONAL_GROUP_ID',
] as const;
export type PaxFormatErrorCode = (typeof PAX_FORMAT_ERROR_CODES)[number];

export class PaxFormatError extends Error {
  readonly code: PaxFormatErrorCode;

  constructor(code: PaxFormatErrorCode, message: string) {
    super(message);
    this.name = 'PaxFormatError';
    this.code = code;
  }
}

/** A parse outcome for callers that prefer values to exceptions. */
export type PaxResult<T> = { ok: true; value: T } | { ok: false; error: PaxFormatError };

/**
 * Runs a pax parser and returns its outcome as a PaxResult. Only PaxFormatError becomes
 * `{ ok: false }`; anything else is a programming error and is rethrown.
 */
export function tryPax<T>(parse: () => T): PaxResult<T> {
  try {
    return { ok: true, value: parse() };
  } catch (error) {
    if (error instanceof PaxFormatError) return { ok: false, error };
    throw error;
  }
}

/** Renders any input for an error message without ever throwing (symbols, hostile toString…). */
export function describeInput(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}
