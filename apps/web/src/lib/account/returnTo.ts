/**
 * Where to go after log-in or sign-up: `returnTo` must name one of OUR pages, never another site
 * (no open redirect). Accepted: a language-neutral or language-prefixed path that starts with a
 * single '/' (not '//' nor '/\', which browsers read as another host), with no scheme, no
 * backslash, no control characters, no encoded slash or backslash that could decode into one of
 * those, and not an API or asset path. Anything else falls back to My page. Pure (tested).
 */
import { splitLocalePath } from '../paths';

export const DEFAULT_RETURN_TO = '/mypage';
const MAX_LENGTH = 2000;
const NOT_PAGES = ['/api', '/_next', '/static', '/public'];
/** Pages a logged-in traveller should not be sent back to (they would just bounce). */
const ACCOUNT_ENTRY = ['/login', '/signup'];

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

function startsWithSegment(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`);
}

/**
 * The safe language-neutral path (with its query) to return to, or DEFAULT_RETURN_TO. A `/en/...`
 * path is reduced to its language-neutral rest: the caller adds the page language.
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (typeof value !== 'string' || value === '' || value.length > MAX_LENGTH) return DEFAULT_RETURN_TO;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return DEFAULT_RETURN_TO;
  if (value.includes('\\') || CONTROL.test(value)) return DEFAULT_RETURN_TO;
  if (/%(2f|5c|0[0-9a-f]|1[0-9a-f]|7f)/i.test(value)) return DEFAULT_RETURN_TO;
  let parsed: URL;
  try {
    // Resolved against a sentinel origin: any value that escapes it names another site.
    parsed = new URL(value, 'http://sentinel.invalid');
  } catch {
    return DEFAULT_RETURN_TO;
  }
  if (parsed.origin !== 'http://sentinel.invalid') return DEFAULT_RETURN_TO;
  const { rest } = splitLocalePath(parsed.pathname);
  if (NOT_PAGES.some((p) => startsWithSegment(rest, p))) return DEFAULT_RETURN_TO;
  if (ACCOUNT_ENTRY.some((p) => startsWithSegment(rest, p))) return DEFAULT_RETURN_TO;
  return `${rest}${parsed.search}`;
}

/** `/login?returnTo=…` (language-neutral) for a page that needs a logged-in traveller. */
export function loginPath(returnTo: string, page: '/login' | '/signup' = '/login'): string {
  return `${page}?${new URLSearchParams({ returnTo: safeReturnTo(returnTo) }).toString()}`;
}
