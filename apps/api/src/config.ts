/**
 * API configuration from the environment. Every variable is optional: `npm start` works with none.
 * The README's "Configuration" table lists the same variables; keep the two in step.
 */
import path from 'node:path';

/**
 * Limits against hostile traffic (issue 13; plugins/rateLimit.ts, services/auth/accountThrottle.ts,
 * services/auth/hashBudget.ts). Production defaults; the test harnesses raise them (RATE_LIMIT_*).
 */
export interface AbuseLimits {
  /** Log-in calls per client address per 15 minutes, whatever the account (password spraying). */
  loginPerAddress: number;
  /** Sign-ups per client address per hour. */
  signupPerAddress: number;
  /** Password-reset requests per client address per hour (the preset for that route). */
  passwordResetPerAddress: number;
  /** お問い合わせ messages per client address per hour (POST /v1/contact). */
  contactPerAddress: number;
  /** Failed log-ins of one account, from any address, before each attempt must wait (1 s doubling, ≤ 15 min). */
  accountFreeFailures: number;
  /** Password hashes (scrypt) computed at once for log-ins and sign-ups … */
  hashConcurrency: number;
  /** … how many may wait for one; past that the call answers 429 RLE806 at once … */
  hashQueue: number;
  /** … and how many of those (running or waiting) one client address may hold. */
  hashPerAddress: number;
}

export interface ApiConfig {
  host: string;
  port: number;
  /** postgres://… to run on a PostgreSQL server; empty for the embedded PGlite database. */
  databaseUrl: string | undefined;
  /** Folder of the embedded PGlite database (ignored with databaseUrl). 'memory://' keeps it in memory. */
  dataDir: string;
  /** Catalog scale seeded into an empty database. */
  catalogScale: 'demo' | 'large';
  catalogSeed: number;
  logLevel: string;
  /** Base URL of the coupon service (CouponList / UserCouponList). Defaults to this API's own mount. */
  couponServiceUrl: string | undefined;
  /** Allow `debugSql` to reveal SQL in responses. Off unless explicitly enabled. */
  debugSqlEnabled: boolean;
  /** Serve /bench/baseline for the API benchmark (BENCH_BASELINE=1). */
  benchBaseline: boolean;
  /**
   * Origins whose pages may call state-changing /v1/ routes without a session (sign-up, log-in;
   * services/auth/csrf.ts). ALLOWED_ORIGINS, comma-separated; default the web on port 3000.
   */
  allowedOrigins: string[];
  /** Mark the session cookie Secure even when the request reached us over plain http (behind TLS). */
  cookieSecure: boolean;
  /**
   * Which hops' X-Forwarded-For to believe for the client address (throttles, rate limits, logs):
   * TRUST_PROXY, a hop count (`1`: exactly the peer) or comma-separated addresses, CIDR ranges or
   * the names loopback / linklocal / uniquelocal. Default 'loopback', i.e. the web's /api proxy on
   * the same machine (which replaces any X-Forwarded-For the browser sent with the socket's
   * address); '' or `0` trusts none (the peer's own address counts).
   */
  trustProxy: number | string[];
  /**
   * Searches read the in-process search index (apps/api/src/search), built at start and kept exact
   * by the change feed. SEARCH_INDEX=off keeps them on SQL (the index's oracle).
   */
  searchIndex: boolean;
  limits: AbuseLimits;
  /** Operator account seeded at start when both are set (never a password in the repo). */
  operatorEmail: string | undefined;
  operatorPassword: string | undefined;
  /** Issue 17 mail: smtp(s)://… of the mail server; unset → an embedded development mailbox. */
  smtpUrl: string | undefined;
  /** The From of every mail. */
  mailFrom: string;
  /** Where links in mails point: the web's public address (SITE_URL, as the web's canonical links). */
  publicWebUrl: string;
  /** The mail worker and the payment-deadline job run in this process (MAIL_WORKER=0: they do not). */
  backgroundJobs: boolean;
  mailPollMs: number;
  mailRetryBaseMs: number;
  mailMaxAttempts: number;
  /** Milliseconds between payment-deadline sweeps (reminders and cancellations). */
  paymentJobMs: number;
  /** NODE_ENV=production: no development mailbox. */
  production: boolean;
}

function intFromEnv(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  return Number.isInteger(n) ? n : fallback;
}

function positiveInt(value: string | undefined, fallback: number): number {
  const n = intFromEnv(value, fallback);
  return n > 0 ? n : fallback;
}

/** TRUST_PROXY as Fastify's trustProxy: a hop count, or the addresses / ranges trusted. */
export function trustedHops(value: string): number | string[] {
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ApiConfig {
  const scale = env.CATALOG_SCALE === 'large' ? 'large' : 'demo';
  return {
    host: env.API_HOST || '127.0.0.1',
    port: intFromEnv(env.API_PORT, 4000),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR === 'memory://' ? 'memory://' : path.resolve(cwd, env.DATA_DIR || 'data/pglite'),
    catalogScale: scale,
    catalogSeed: intFromEnv(env.CATALOG_SEED, 20261122),
    logLevel: env.LOG_LEVEL || 'info',
    couponServiceUrl: env.COUPON_SERVICE_URL || undefined,
    debugSqlEnabled: env.DEBUG_SQL === '1',
    benchBaseline: env.BENCH_BASELINE === '1',
    allowedOrigins: (env.ALLOWED_ORIGINS ?? 'http://127.0.0.1:3000,http://localhost:3000')
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter((o) => o !== ''),
    cookieSecure: env.COOKIE_SECURE === '1',
    trustProxy: trustedHops(env.TRUST_PROXY ?? 'loopback'),
    searchIndex: env.SEARCH_INDEX !== 'off',
    limits: {
      loginPerAddress: positiveInt(env.RATE_LIMIT_LOGIN, 30),
      signupPerAddress: positiveInt(env.RATE_LIMIT_SIGNUP, 5),
      passwordResetPerAddress: positiveInt(env.RATE_LIMIT_PASSWORD_RESET, 5),
      contactPerAddress: positiveInt(env.RATE_LIMIT_CONTACT, 5),
      accountFreeFailures: positiveInt(env.RATE_LIMIT_ACCOUNT_FAILURES, 5),
      hashConcurrency: positiveInt(env.PASSWORD_HASH_CONCURRENCY, 2),
      hashQueue: positiveInt(env.PASSWORD_HASH_QUEUE, 16),
      hashPerAddress: positiveInt(env.PASSWORD_HASH_PER_ADDRESS, 2),
    },
    operatorEmail: env.OPERATOR_EMAIL?.trim() || undefined,
    operatorPassword: env.OPERATOR_PASSWORD || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'tabiyori <no-reply@tabiyori.example>',
    publicWebUrl: (env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, ''),
    backgroundJobs: env.MAIL_WORKER !== '0',
    mailPollMs: intFromEnv(env.MAIL_POLL_MS, 1000),
    mailRetryBaseMs: intFromEnv(env.MAIL_RETRY_BASE_MS, 30_000),
    mailMaxAttempts: intFromEnv(env.MAIL_MAX_ATTEMPTS, 8),
    paymentJobMs: intFromEnv(env.PAYMENT_JOB_MS, 60_000),
    production: env.NODE_ENV === 'production',
  };
}
