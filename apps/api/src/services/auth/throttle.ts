/**
 * Log-in throttling per e-mail + client IP, in the database (table login_throttle) so that every API
 * process sees the same count: after LOGIN_MAX_FAILURES failed log-ins within LOGIN_WINDOW_MINUTES
 * the pair is refused with 429 ACE806 until the window (counted from its first failure) has passed,
 * whatever the password, and its password is not even checked. A successful log-in clears the count.
 * The client IP is request.ip: the socket's peer, or X-Forwarded-For from a trusted hop only
 * (TRUST_PROXY; the web's front sets it from its own socket, apps/web/scripts/server.mjs).
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { App } from '../../app';

export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MINUTES = 15;

export function throttleKey(email: string, ip: string): string {
  return createHash('sha256').update(`${email}\u0000${ip}`).digest('hex');
}

/**
 * Counts one log-in attempt of the pair BEFORE its password is checked and answers whether it may be
 * checked: true while the window holds at most LOGIN_MAX_FAILURES attempts. One atomic upsert, so
 * concurrent guesses cannot all pass a check made before any of them was counted (issue 13.1: guesses
 * sent at once were all evaluated after the lock). A successful log-in clears the count
 * (clearLoginFailures), so only failures remain counted. A new window starts when the last has passed.
 */
export async function reserveLoginAttempt(app: App, key: string): Promise<boolean> {
  const { rows } = await sql<{ failures: number }>`
    insert into login_throttle (key, failures, window_start) values (${key}, 1, now())
    on conflict (key) do update set
      failures = case when login_throttle.window_start <= now() - make_interval(mins => ${LOGIN_WINDOW_MINUTES})
        then 1 else login_throttle.failures + 1 end,
      window_start = case when login_throttle.window_start <= now() - make_interval(mins => ${LOGIN_WINDOW_MINUTES})
        then now() else login_throttle.window_start end
    returning failures
  `.execute(app.ctx.db);
  return Number(rows[0]?.failures ?? 0) <= LOGIN_MAX_FAILURES;
}

/** Clears the pair's count, and a bounded batch of anyone's counts whose window passed a day ago. */
export async function clearLoginFailures(app: App, key: string): Promise<void> {
  await app.ctx.db.deleteFrom('login_throttle').where('key', '=', key).execute();
  await sql`
    delete from login_throttle where key in (
      select key from login_throttle where window_start < now() - interval '1 day' limit 100
    )
  `.execute(app.ctx.db);
}
