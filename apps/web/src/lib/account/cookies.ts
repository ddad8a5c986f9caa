/**
 * The session cookie of the API (`tabiyori_session`, httpOnly, set through the /api proxy on the
 * site's own origin). Server components forward only this cookie to the API, never the visitor's
 * other cookies. Pure (tested).
 */
export const SESSION_COOKIE = 'tabiyori_session';
/** Sent with `off` by server-side calls: the API must not renew a session whose cookie cannot reach the browser. */
export const SESSION_RENEW_HEADER = 'x-session-renew';

/** `tabiyori_session=…` picked from an incoming Cookie header, or null when there is none. */
export function sessionCookieHeader(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    // The API's token is 43 base64url characters; anything else is not worth a round trip.
    if (name === SESSION_COOKIE && /^[A-Za-z0-9_-]{1,200}$/.test(value)) return `${SESSION_COOKIE}=${value}`;
  }
  return null;
}
