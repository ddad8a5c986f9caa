/**
 * Rate limits (issue 13.4) with @fastify/rate-limit, counted in the database (table rate_limit_hit,
 * migration 0008) so that a limit holds across every API process and machine, not per process.
 * Registered with `global: false`: only routes that ask are limited. A refused call answers
 * 429 `{ status, message, errorCode: 'RLE806' }` with Retry-After (seconds) and the security headers.
 *
 * How to rate-limit a route (per client address, i.e. request.ip: see TRUST_PROXY in config.ts):
 *
 *   import { addressLimit } from '../plugins/rateLimit';
 *   app.post('/v1/operator/auth/login', { config: { rateLimit: addressLimit(app, 'login') }, … });
 *   app.post('/v1/auth/password-reset', { config: { rateLimit: addressLimit(app, 'passwordReset') }, … });
 *
 * The presets (ADDRESS_LIMITS) read their maxima from config.limits (RATE_LIMIT_LOGIN, …), so tests and
 * the e2e stack can raise them. Any other limit is plain @fastify/rate-limit route config and uses the
 * same store: `config: { rateLimit: { max: 10, timeWindow: 60_000 } }` (or a keyGenerator of its own,
 * e.g. per account). Each route counts apart (the store's key starts with the route's method and URL);
 * routes that share a budget name one `groupId`.
 *
 * The per-account log-in delay and the password-hashing budget are not request counts:
 * services/auth/accountThrottle.ts and services/auth/hashBudget.ts.
 */
import { createHash } from 'node:crypto';
import rateLimit, {
  type FastifyRateLimitStore,
  type RateLimitOptions,
  type RateLimitPluginOptions,
} from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';
import type { App } from '../app';
import type { AbuseLimits } from '../config';
import type { Database } from '../db/schema';
import { ApiFailure } from '../errors';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Expired counters are deleted in small batches, about once every PRUNE_EVERY counts. */
const PRUNE_EVERY = 500;

/** The store: one atomic upsert per counted request (a new window when the last one has ended). */
export class DatabaseRateLimitStore implements FastifyRateLimitStore {
  private counted = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly prefix = '',
  ) {}

  incr(key: string, callback: Callback, timeWindow: number): void {
    const id = createHash('sha256').update(`${this.prefix}\u0000${key}`).digest('hex');
    this.count(id, timeWindow).then(
      (result) => callback(null, result),
      (error: Error) => callback(error),
    );
  }

  /** A route's own store: its counts are keyed by its method and URL. */
  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    // The plugin passes its merged route parameters, with the route as `routeInfo` (types say RouteOptions).
    const route =
      (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? routeOptions;
    return new DatabaseRateLimitStore(this.db, `${this.prefix}${String(route.method)} ${String(route.url)}`);
  }

  private async count(id: string, timeWindow: number): Promise<{ current: number; ttl: number }> {
    const { rows } = await sql<{ hits: number; ttl_ms: number | string }>`
      insert into rate_limit_hit (key, hits, window_end)
      values (${id}, 1, now() + make_interval(secs => ${timeWindow / 1000}))
      on conflict (key) do update set
        hits = case when rate_limit_hit.window_end <= now() then 1 else rate_limit_hit.hits + 1 end,
        window_end = case when rate_limit_hit.window_end <= now()
          then now() + make_interval(secs => ${timeWindow / 1000}) else rate_limit_hit.window_end end
      returning hits, extract(epoch from (window_end - now())) * 1000 as ttl_ms
    `.execute(this.db);
    if (++this.counted % PRUNE_EVERY === 0) await this.prune();
    const row = rows[0];
    return {
      current: Number(row?.hits ?? 1),
      ttl: Math.max(0, Math.round(Number(row?.ttl_ms ?? timeWindow))),
    };
  }

  private async prune(): Promise<void> {
    await sql`
      delete from rate_limit_hit where key in (
        select key from rate_limit_hit where window_end < now() - interval '1 minute' limit 200
      )
    `.execute(this.db);
  }
}

/** Per-address presets: the limit of config.limits and its window. */
export const ADDRESS_LIMITS = {
  login: { limit: 'loginPerAddress', windowMs: 15 * 60_000 },
  signup: { limit: 'signupPerAddress', windowMs: 60 * 60_000 },
  passwordReset: { limit: 'passwordResetPerAddress', windowMs: 60 * 60_000 },
  contact: { limit: 'contactPerAddress', windowMs: 60 * 60_000 },
} as const satisfies Record<string, { limit: keyof AbuseLimits; windowMs: number }>;

/** Route config `rateLimit` of a preset: that many calls per client address per window. */
export function addressLimit(app: App, preset: keyof typeof ADDRESS_LIMITS): RateLimitOptions {
  const { limit, windowMs } = ADDRESS_LIMITS[preset];
  return { max: app.ctx.config.limits[limit], timeWindow: windowMs };
}

/** Registers @fastify/rate-limit (routes opt in) with the database store and the catalogue's 429. */
export async function registerRateLimit(app: App): Promise<void> {
  const db = app.ctx.db;
  const options: RateLimitPluginOptions = {
    global: false,
    // Counted before the body is read: a refused flood costs no parsing, hashing or query.
    hook: 'onRequest',
    store: class extends DatabaseRateLimitStore {
      constructor() {
        super(db);
      }
    },
    // A database outage must not close log-in and sign-up: their own steps answer 503 then.
    skipOnError: true,
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    addHeaders: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
      'retry-after': true,
    },
    errorResponseBuilder: () => new ApiFailure(429, 'RLE806', 'too many requests; try again later'),
  };
  await app.register(rateLimit, options);
}
