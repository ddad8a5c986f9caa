/**
 * API errors carry the spec §8 catalogue: `{ status, message, errorCode }` with a real HTTP status.
 * Route code throws `ApiFailure`; the server's error handler shapes every other failure (schema
 * validation, malformed JSON, oversized bodies, database outages) into the same form, never a stack
 * trace or SQL text.
 */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    /** Seconds to wait before trying again (429, 503): sent as Retry-After. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

export interface ErrorBody {
  status: number;
  message: string;
  errorCode: string;
}
