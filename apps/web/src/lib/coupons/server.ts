/**
 * Server-side calls for coupons (spec §7), through the typed clients of packages/api-client:
 * GET /couponDiscount (prices of a result page) and GET /v1/coupons (the coupon list page). Neither
 * ever fails a page: a coupon outage shows regular prices and the list page's own empty state
 * (spec §7: failures yield an empty list).
 *
 * A visitor's answers are the general ones, the same for everyone: they come through the web's
 * shared cache of public answers (publicApi). A logged-in traveller's are their own (their user
 * coupons, spec §4 UserCouponList, and whether each coupon is theirs today): asked with their
 * session cookie (viewerApi), never cached, never shared.
 */
import { apiAnswer, publicApi } from '../api';
import { getSession, viewerApi } from '../account/server';
import {
  NO_COUPON_PRICES,
  couponDiscountQuery,
  memberQuery,
  readCouponPrices,
  type CouponDiscountRequest,
  type CouponPrices,
} from './discount';
import type { CouponListAnswer } from './list';

/** A coupon price is a bonus: a page never waits longer than this for it. */
export const COUPON_DISCOUNT_TIMEOUT_MS = 2500;

const warn = (what: string, error: unknown) =>
  console.warn(`[coupon] ${what} failed: ${error instanceof Error ? error.message : String(error)}`);

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
    const answer = session
      ? await apiAnswer(
          (await viewerApi(timeoutMs)).GET('/couponDiscount', {
            params: { query: memberQuery(query, session.user) },
          }),
        )
      : await apiAnswer(publicApi(timeoutMs).GET('/couponDiscount', { params: { query } }));
    return readCouponPrices(answer, request.items);
  } catch (error) {
    warn('couponDiscount', error);
    return NO_COUPON_PRICES;
  }
}

/**
 * GET /v1/coupons: the general coupons, and for a logged-in member also their own and whether each
 * is theirs today (never rejects; a failure is status API_ERROR, no coupons).
 */
export async function loadCouponList(
  lang: string,
  asMember = false,
  timeoutMs = 4000,
): Promise<CouponListAnswer> {
  try {
    const client = asMember ? await viewerApi(timeoutMs) : publicApi(timeoutMs);
    return await apiAnswer(client.GET('/v1/coupons', { params: { query: { lang } } }));
  } catch (error) {
    warn('coupon list', error);
    return { status: 'API_ERROR', coupons: [], userCoupons: [] };
  }
}
