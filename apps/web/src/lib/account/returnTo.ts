/**
 * Where to go after log-in or sign-up: `returnTo` must name one of OUR pages, never another site
 * (no open redirect). Accepted: a language-neutral or language-prefixed path of this site that is
 * already in its normalised form (lib/sameSitePath.ts: one leading '/', no dot or empty segments,
 * no backslash, control character or encoded slash, dot or backslash; issue 13.2), and not an API
 * or asset path nor the log-in pages. Anything else falls back to My page. Pure (tested).
 */
import { splitLocalePath } from '../paths';
import { sameSitePath } from '../sameSitePath';

export const DEFAULT_RETURN_TO = '/mypage';
const MAX_LENGTH = 2000;
const NOT_PAGES = ['/api', '/_next', '/static', '/public'];
/** Pages a logged-in traveller should not be sent back to (they would just bounce). */
const ACCOUNT_ENTRY = ['/login', '/signup'];

function startsWithSegment(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`);
}

/**
 * The safe language-neutral path (with its query) to return to, or DEFAULT_RETURN_TO. A `/en/...`
 * path is reduced to its language-neutral rest: the caller adds the page language.
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (typeof value !== 'string' || value === '' || value.length > MAX_LENGTH) return DEFAULT_RETURN_TO;
  const normalised = sameSitePath(value);
  if (normalised === null) return DEFAULT_RETURN_TO;
  const tailAt = normalised.search(/[?#]/);
  const pathname = tailAt >= 0 ? normalised.slice(0, tailAt) : normalised;
  const search = tailAt >= 0 ? normalised.slice(tailAt).replace(/#.*$/, '') : '';
  const { rest } = splitLocalePath(pathname);
  if (NOT_PAGES.some((p) => startsWithSegment(rest, p))) return DEFAULT_RETURN_TO;
  if (ACCOUNT_ENTRY.some((p) => startsWithSegment(rest, p))) return DEFAULT_RETURN_TO;
  const target = `${rest}${search}`;
  // The language-neutral rest is a same-site path in its normalised form too (never `//host`).
  return sameSitePath(target) === target ? target : DEFAULT_RETURN_TO;
}

/** `/login?returnTo=…` (language-neutral) for a page that needs a logged-in traveller. */
export function loginPath(returnTo: string, page: '/login' | '/signup' = '/login'): string {
  return `${page}?${new URLSearchParams({ returnTo: safeReturnTo(returnTo) }).toString()}`;
}
