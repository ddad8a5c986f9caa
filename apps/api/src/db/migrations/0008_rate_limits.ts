import { sql, type Kysely } from 'kysely';

/**
 * Hostile traffic (issue 13): counters every API process shares, so a limit holds however many
 * processes serve the site.
 * - rate_limit_hit: the store of @fastify/rate-limit (plugins/rateLimit.ts): hits of one key (the
 *   sha-256 of route + client address or account) in a fixed window that ends at window_end.
 * - login_account_throttle: failed log-ins per account (sha-256 of the e-mail), whatever the address:
 *   past the free failures, the next attempt is accepted only from next_attempt_at, a delay that
 *   doubles with each failure (services/auth/accountThrottle.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table rate_limit_hit (
      key text primary key,
      hits integer not null,
      window_end timestamptz not null
    );
    create index rate_limit_hit_window_end on rate_limit_hit (window_end);

    create table login_account_throttle (
      key text primary key,
      failures integer not null default 0,
      next_attempt_at timestamptz not null default now()
    );
    create index login_account_throttle_next on login_account_throttle (next_attempt_at);
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop table login_account_throttle;
    drop table rate_limit_hit;
  `.execute(db);
}
