/**
 * Log-in throttling per e-mail + client IP, in the database (table login_throttle) so that every API
 * process sees the same count: after LOGIN_MAX_FAILURES failed log-ins within LOGIN_WINDOW_MINUTES
 * the pair is refused with 429 ACE806 until the window (counted from its first failure) has passed,
 * whatever the password. A successful log-in clears the count.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { App } from '../../app';

export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MINUTES = 15;

export function throttleKey(email: string, ip: string): string {
  return createHash('sha256').update(`${email}\u0000${ip}`).digest('hex');
}

/** True when the pair has used up its failures in the current window. */
export async function loginBlocked(app: App, key: string): Promise<boolean> {
  const row = await app.ctx.db
    .selectFrom('login_throttle')
    .select('failures')
    .where('key', '=', key)
    .where('window_start', '>', sql<Date>`now() - make_interval(mins => ${LOGIN_WINDOW_MINUTES})`)
    .executeTakeFirst();
  return (row?.failures ?? 0) >= LOGIN_MAX_FAILURES;
}

/** Counts a failure (a new window when the last one has passed). */
export async function recordLoginFailure(app: App, key: string): Promise<void> {
  await sql`
    insert into login_throttle (key, failures, window_start) values (${key}, 1, now())
    on conflict (key) do update set
      failures = case when login_throttle.window_start <= now() - make_interval(mins => ${LOGIN_WINDOW_MINUTES})
        then 1 else login_throttle.failures + 1 end,
      window_start = case when login_throttle.window_start <= now() - make_interval(mins => ${LOGIN_WINDOW_MINUTES})
        then now() else login_throttle.window_start end
  `.execute(app.ctx.db);
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
