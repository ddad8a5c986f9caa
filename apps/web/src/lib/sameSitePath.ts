/**
 * A redirect target given by a request (log-in / sign-up `returnTo`, the hotel jump page's own
 * paths) is followed only when it is a path of this site that is already in its normalised form
 * (issue 13.2). A value is checked as written and never repaired: `/..//evil.example`,
 * `/.%2e//evil.example` or `/a/../..//evil.example` normalise to `//evil.example`, which a browser
 * reads as another host, so a check made before normalising lets them through. Refused:
 * - anything that does not start with exactly one '/' (schemes, `//host`, `/\host`, relative paths);
 * - control characters anywhere (browsers drop tabs and newlines: `/\t/host` becomes `//host`);
 * - in the path: raw whitespace or backslashes, dot segments (`.`, `..`), empty segments (`//`), and
 *   percent-encoded slash, backslash, dot, space, percent or control characters (`%2F`, `%5C`, `%2E` …);
 * - a path whose WHATWG-normalised form differs from it (beyond the percent-encoding of characters
 *   such as kana, which changes no meaning).
 * The query and fragment are kept as they are (they cannot change the host). Pure (tested).
 */

const SENTINEL = 'http://sentinel.invalid';
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const ENCODED_UNSAFE = /%(2f|5c|2e|20|25|0[0-9a-f]|1[0-9a-f]|7f)/i;

function decodedOrNull(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** The normalised same-site path (with its query and fragment), or null when the value is refused. */
export function sameSitePath(value: string): string | null {
  if (!/^\/(?![/\\])/.test(value) || CONTROL.test(value)) return null;
  const tailAt = value.search(/[?#]/);
  const path = tailAt >= 0 ? value.slice(0, tailAt) : value;
  if (/[\s\\]/.test(path) || ENCODED_UNSAFE.test(path) || path.includes('//')) return null;
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) return null;
  let parsed: URL;
  try {
    parsed = new URL(value, SENTINEL);
  } catch {
    return null;
  }
  if (parsed.origin !== SENTINEL) return null;
  const given = decodedOrNull(path);
  if (given === null || decodedOrNull(parsed.pathname) !== given) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
