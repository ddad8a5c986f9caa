/**
 * Errors a page throws on purpose carry their catalogue code (spec §8) to the error page in the
 * error's `digest`, which Next.js keeps as given (a thrown server error's message is hidden in
 * production, its digest is not). Pure and client-safe: app/[lang]/error.tsx parses the digest.
 */
export const PAGE_ERROR_DIGEST_PREFIX = 'TABIYORI_ERROR';

export interface PageErrorInfo {
  errorCode: string;
  status: number;
}

export function pageErrorDigest(errorCode: string, status: number): string {
  return `${PAGE_ERROR_DIGEST_PREFIX};${errorCode};${status}`;
}

/** The code and status of a digest made by pageErrorDigest, or null for any other error. */
export function parsePageErrorDigest(digest: unknown): PageErrorInfo | null {
  if (typeof digest !== 'string') return null;
  const [prefix, errorCode, status] = digest.split(';');
  if (prefix !== PAGE_ERROR_DIGEST_PREFIX || !errorCode || !/^[A-Z]{3}\d{3}$/.test(errorCode)) return null;
  const parsed = Number(status);
  return { errorCode, status: Number.isInteger(parsed) && parsed >= 400 && parsed <= 599 ? parsed : 500 };
}

/** An error with its catalogue code, thrown by a server component and shown by error.tsx. */
export class PageError extends Error {
  readonly digest: string;
  constructor(
    readonly errorCode: string,
    readonly status: number,
    message = `page failed with ${errorCode}`,
  ) {
    super(message);
    this.name = 'PageError';
    this.digest = pageErrorDigest(errorCode, status);
  }
}
