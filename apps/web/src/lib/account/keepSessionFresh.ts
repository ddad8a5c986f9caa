/**
 * A member's session cookie kept fresh from the browser (see keepSessionFresh). Pure but for the
 * client and storage given (tested).
 */
import type { BrowserApi } from '../browserApi';

/** How often a logged-in browser asks the API itself for its session (which renews it when due). */
export const SESSION_CHECK_INTERVAL_MS = 12 * 60 * 60 * 1000;
export const SESSION_CHECK_KEY = 'tabiyori:sessionChecked';

/**
 * Keeps a member's session cookie in step with the database: the API renews a session only on the
 * browser's own calls (the web's server-side calls send `x-session-renew: off`, since their
 * Set-Cookie cannot reach the browser), so a logged-in page asks GET /v1/auth/session through the
 * /api proxy at most once per SESSION_CHECK_INTERVAL_MS; the renewed cookie, when the API renews,
 * comes back on that answer. Returns whether it asked. `storage`: where the last check is kept.
 */
export async function keepSessionFresh(
  client: Pick<BrowserApi, 'session'>,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  now: number = Date.now(),
): Promise<boolean> {
  let last: number;
  try {
    last = Number(storage?.getItem(SESSION_CHECK_KEY) ?? 0) || 0;
  } catch {
    last = 0; // storage blocked: ask every page, as a fresh browser would
  }
  if (last <= now && now - last < SESSION_CHECK_INTERVAL_MS) return false;
  const answer = await client.session(true);
  if (answer.user) {
    try {
      storage?.setItem(SESSION_CHECK_KEY, String(now));
    } catch {
      // storage full or blocked: the next page asks again
    }
  }
  return true;
}
