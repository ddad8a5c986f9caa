/**
 * Server-side calls for coupons (spec §7): GET /couponDiscount (prices of a result page) and
 * GET /v1/coupons (the coupon list page). Neither ever fails a page: a coupon outage shows regular
 * prices and the list page's own empty state (spec §7: failures yield an empty list).
 *
 * A visitor's coupon prices are the general ones, the same for everyone: they come through the
 * web's shared cache of public answers (lib/cache/publicData.ts). A logged-in traveller's are their
 * own (their user coupons, spec §4 UserCouponList): asked with their userId and session cookie,
 * never cached, never shared.
 */
import { apiAsViewer, getSession } from '../account/server';
import type { AccountUser } from '../account/types';
import { apiUrl } from '../api';
import { sharedGet } from '../cache/publicData';
import {
  NO_COUPON_PRICES,
  couponDiscountQuery,
  readCouponPrices,
  type CouponDiscountRequest,
  type CouponPrices,
} from './discount';
import { readCouponList, type CouponListAnswer } from './list';

/** A coupon price is a bonus: a page never waits longer than this for it. */
export const COUPON_DISCOUNT_TIMEOUT_MS = 2500;

async function getJson(url: string, timeoutMs: number): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) return null;
  return (await response.json()) as unknown;
}

/** The member's own coupon conditions (spec §4 CouponList by user): id, gender, age, residence. */
function memberQuery(query: Record<string, string>, user: AccountUser): URLSearchParams {
  const params = new URLSearchParams({ ...query, userId: user.userId });
  if (user.gender) params.set('gender', user.gender);
  if (user.age !== null) params.set('age', String(user.age));
  if (user.livePrefCode) params.set('livePrefCode', user.livePrefCode);
  return params;
}

async function sharedJson(url: string, timeoutMs: number): Promise<unknown> {
  const response = await sharedGet(url, timeoutMs);
  return response.ok ? ((await response.json()) as unknown) : null;
}

/**
 * One GET /couponDiscount for the whole page (the member's own when logged in). Never rejects:
 * API_ERROR, NOT_EXISTS_*, an HTTP error, a network failure or the timeout all give no coupon prices
 * (logged, never shown).
 */
export async function loadCouponPrices(
  request: CouponDiscountRequest,
  timeoutMs = COUPON_DISCOUNT_TIMEOUT_MS,
): Promise<CouponPrices> {
  const query = couponDiscountQuery(request);
  if (!query) return NO_COUPON_PRICES;
  try {
    // Outside a page request (no session to read) the visitor's general prices are asked.
    const session = await getSession().catch(() => null);
    const body = session
      ? await apiAsViewer<unknown>(`/couponDiscount?${memberQuery(query, session.user).toString()}`, {
          timeoutMs,
        })
      : await sharedJson(apiUrl('/couponDiscount', query), timeoutMs);
    return readCouponPrices(body, request.items);
  } catch (error) {
    console.warn(`[coupon] couponDiscount failed: ${error instanceof Error ? error.message : String(error)}`);
    return NO_COUPON_PRICES;
  }
}

/** GET /v1/coupons: the general coupons (never rejects; a failure is status API_ERROR, no coupons). */
export async function loadCouponList(lang: string, timeoutMs = 4000): Promise<CouponListAnswer> {
  try {
    return readCouponList(await getJson(apiUrl('/v1/coupons', { lang }), timeoutMs));
  } catch (error) {
    console.warn(`[coupon] coupon list failed: ${error instanceof Error ? error.message : String(error)}`);
    return { status: 'API_ERROR', coupons: [] };
  }
}
