/**
 * Abuse limits raised for tests (config.ts AbuseLimits): the API tests, the failure tests' processes
 * and every caller of them log in and sign up many times from 127.0.0.1. The production defaults are
 * proven by apps/api/src/routes/rateLimits.test.ts, which starts its API without these.
 */
export const RAISED_LIMITS_ENV: Record<string, string> = {
  RATE_LIMIT_LOGIN: '1000000',
  RATE_LIMIT_SIGNUP: '1000000',
  RATE_LIMIT_PASSWORD_RESET: '1000000',
  RATE_LIMIT_CONTACT: '1000000',
  RATE_LIMIT_ACCOUNT_FAILURES: '1000000',
  PASSWORD_HASH_QUEUE: '1000000',
  PASSWORD_HASH_PER_ADDRESS: '1000000',
};
