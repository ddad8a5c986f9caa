/**
 * Log-in throttling per account, whatever the client address (issue 13.4), in the database (table
 * login_account_throttle, migration 0008) so every API process sees it. After `accountFreeFailures`
 * failed log-ins (config.limits) each further attempt is accepted only when a delay has passed since
 * the last one: 1 s, then doubling with each failure, at most 15 minutes. So guesses from many
 * addresses at one account slow down exponentially, while the account's owner is never locked out for
 * long (a growing delay, not a lock). Attempts inside the delay answer 429 ACE806 with Retry-After
 * and their password is not checked. A successful log-in clears the count.
 *
 * Like the per-address count (throttle.ts), an attempt is counted before its password is checked, in
 * one statement, so concurrent guesses cannot slip in under the same delay.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { App } from '../../app';

export const ACCOUNT_DELAY_MAX_SECONDS = 15 * 60;

export function accountThrottleKey(email: string): string {
  return createHash('sha256').update(`account\u0000${email}`).digest('hex');
}

/**
 * Counts one attempt for the account if its delay has passed: null when it may be checked, else the
 * seconds to wait.
 */
export async function reserveAccountAttempt(app: App, key: string): Promise<number | null> {
  const free = app.ctx.config.limits.accountFreeFailures;
  await sql`insert into login_account_throttle (key) values (${key}) on conflict (key) do nothing`.execute(
    app.ctx.db,
  );
  // The delay after this attempt, should it fail (failures + 1 counted): none within the free
  // failures, then 2^(failures + 1 - free) seconds, at most ACCOUNT_DELAY_MAX_SECONDS.
  const { rows } = await sql<{ failures: number }>`
    update login_account_throttle set
      failures = failures + 1,
      next_attempt_at = now() + make_interval(secs => least(${ACCOUNT_DELAY_MAX_SECONDS},
        case when failures + 1 < ${free} then 0 else power(2, least(failures + 1 - ${free}, 20)) end))
    where key = ${key} and next_attempt_at <= now()
    returning failures
  `.execute(app.ctx.db);
  if (rows.length > 0) return null;
  const wait = await sql<{ seconds: number | string }>`
    select ceil(greatest(1, extract(epoch from (next_attempt_at - now())))) as seconds
    from login_account_throttle where key = ${key}
  `.execute(app.ctx.db);
  return Number(wait.rows[0]?.seconds ?? 1);
}

/** A successful log-in: the account's count starts again (and old rows of anyone are pruned). */
export async function clearAccountFailures(app: App, key: string): Promise<void> {
  await app.ctx.db.deleteFrom('login_account_throttle').where('key', '=', key).execute();
  await sql`
    delete from login_account_throttle where key in (
      select key from login_account_throttle where next_attempt_at < now() - interval '1 day' limit 100
    )
  `.execute(app.ctx.db);
}
