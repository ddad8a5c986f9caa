/**
 * Request headers the proxy sets for the server components (they are rewritten on every request,
 * and any copy sent by a client is dropped first). Layouts do not receive searchParams, so the
 * shell reads the original query and path from here.
 */
export const HEADER_LANG = 'x-tabiyori-lang';
/** Language-neutral path of the page (`/tours` for both `/tours` and `/en/tours`). */
export const HEADER_PATH = 'x-tabiyori-path';
/** The original query string, without '?'. */
export const HEADER_SEARCH = 'x-tabiyori-search';
/** Set only when the maintenance notice replaces the page: planned end, YYYYMMDDHHmm. */
export const HEADER_MAINTENANCE_END = 'x-tabiyori-maintenance-end';

/**
 * Set only by the web's front (scripts/server.mjs, which drops a client's copy) on a request it
 * refused at the door: the catalogue code app/global-not-found.tsx shows (PNF900, RQE800).
 */
export const HEADER_REFUSAL = 'x-tabiyori-refusal';

export const CONTEXT_HEADERS = [HEADER_LANG, HEADER_PATH, HEADER_SEARCH, HEADER_MAINTENANCE_END] as const;
