/**
 * Who may call the coupon service. It answers any user's coupons by UserId, so it must not be
 * reachable from browsers (the web's /api/* proxy forwards to the API, where the service may be
 * mounted). Callers send the key in a header:
 * - COUPON_SERVICE_KEY (environment) when set: a shared secret of a separately deployed service and
 *   its callers;
 * - otherwise a key made at process start: the API calling the service mounted in itself.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';

export const COUPON_SERVICE_KEY_HEADER = 'x-coupon-service-key';

const processKey = randomBytes(24).toString('hex');

/** The key callers send and the mounted service expects. */
export function couponServiceAccessKey(env: NodeJS.ProcessEnv = process.env): string {
  return env.COUPON_SERVICE_KEY || processKey;
}

/** Constant-time comparison of a presented key with the expected one. */
export function isCouponServiceKey(presented: unknown, expected: string): boolean {
  if (typeof presented !== 'string') return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
