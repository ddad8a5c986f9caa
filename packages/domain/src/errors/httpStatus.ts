/**
 * Spec §8 HTTP statuses: "HTTP status is the first three-digit number in an error message, default
 * 500"; §4 "Codes TVE801, HVE801, TDE901, HDE901 with status 404 are logged as custom errors and the
 * server response status becomes 404"; §8 fetch error message; and the mapping from a failed call
 * to an internal code that web pages use.
 */
import { defaultHttpStatusFor, type InternalErrorCode } from './catalogue';

/**
 * The first three-digit number in the message that is an HTTP error status (400–599), else 500.
 * "Three-digit number" means a run of exactly three digits: `timeout of 30000ms` has none (a naive
 * /\d{3}/ would read 300), and numbers outside 400–599, like the 127 of `connect ECONNREFUSED
 * 127.0.0.1:4000` or an id in a URL, are skipped because they cannot be the failure's status.
 */
export function statusFromErrorMessage(message: string | null | undefined): number {
  for (const match of (message ?? '').matchAll(/(?<!\d)\d{3}(?!\d)/g)) {
    const status = Number(match[0]);
    if (status >= 400 && status <= 599) return status;
  }
  return 500;
}

/** Spec §4: the codes that, with status 404, are logged as custom errors. */
export const CUSTOM_LOGGED_404_CODES: readonly InternalErrorCode[] = ['TVE801', 'HVE801', 'TDE901', 'HDE901'];

/** True for TVE801, HVE801, TDE901, HDE901 with status 404: log as a custom error (not a crash). */
export function isCustomLoggedError(errorCode: string, status: number): boolean {
  return status === 404 && (CUSTOM_LOGGED_404_CODES as readonly string[]).includes(errorCode);
}

/**
 * The status of the server's page response for an error. The four custom-logged codes with 404
 * answer 404 (spec §4); PNF900 is always 404. Otherwise the error's own status is kept when it is
 * an HTTP error status (400–599), and a missing or non-error status falls back to the code's
 * default (catalogue.ts), so an error page is never served as 200 (no soft 404s for crawlers).
 */
export function responseStatusFor(errorCode: string, status: number | null | undefined): number {
  if (isCustomLoggedError(errorCode, status ?? 0) || errorCode === 'PNF900') return 404;
  if (typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599) return status;
  return defaultHttpStatusFor(errorCode);
}

/** Spec §8: 'Fetching {url} has failed because {message}'. */
export function fetchErrorMessage(url: string, message: string): string {
  return `Fetching ${url} has failed because ${message}`;
}

/** What a page was loading when the call failed. */
export type FailedResource =
  | 'page'
  | 'tourSearch'
  | 'tourDetail'
  | 'hotelDetail'
  | 'hotelSpecial'
  | 'special'
  | 'calendar'
  | 'condition'
  | 'decoder';

/**
 * The internal code a web page records for a failed call. No response at all (status undefined,
 * null or 0: offline, DNS, connection refused) is NWE900 whatever was loading. A 404 means "does
 * not exist": PNF900 for an unknown path, TDE901 / HDE901 for a tour or hotel, HSP900 for a hotel
 * special code. Anything else is the failing step's 900 code (ISE900 for the page itself).
 * TVE800/801 and HVE800/801 are not here: the request validators raise them before any call.
 */
export function internalCodeForFailure(
  resource: FailedResource,
  status: number | null | undefined,
): InternalErrorCode {
  if (status === undefined || status === null || status === 0) return 'NWE900';
  const notFound = status === 404;
  switch (resource) {
    case 'page':
      return notFound ? 'PNF900' : 'ISE900';
    case 'tourSearch':
      return 'TSE900';
    case 'tourDetail':
      return notFound ? 'TDE901' : 'TDE900';
    case 'hotelDetail':
      return notFound ? 'HDE901' : 'HDE900';
    case 'hotelSpecial':
      return notFound ? 'HSP900' : 'SPE900';
    case 'special':
      return 'SPE900';
    case 'calendar':
      return 'CLE900';
    case 'condition':
      return 'CNE900';
    case 'decoder':
      return 'DCE900';
  }
}
