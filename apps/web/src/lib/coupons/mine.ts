/**
 * The logged-in member's own coupons for /coupons: GET /v1/coupons asked with the member's session
 * (the API answers the viewer's own user coupons only, in `userCoupons`). Never throws: without an
 * answer the page simply shows the general list.
 */
import { apiAsViewer } from '../account/server';
import { readUserCoupons, type CouponListEntry } from './list';

export async function loadMyCoupons(lang: string): Promise<CouponListEntry[]> {
  try {
    return readUserCoupons(await apiAsViewer<unknown>(`/v1/coupons?lang=${encodeURIComponent(lang)}`));
  } catch (error) {
    console.warn(`[coupon] member coupons failed: ${error instanceof Error ? error.message : String(error)}`);
    return [];
  }
}
