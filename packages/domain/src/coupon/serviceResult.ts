/**
 * Reading the coupon service's answers (spec §7) and the couponDiscount lookup (spec §4, §8).
 *
 * Spec §8: coupon service error codes ('0001' parameter error, '9998' under maintenance, '9999'
 * system error) are only logged and an empty coupon list is returned. The rules cannot log (no
 * I/O), so the readers return the errors beside the (then empty) list for the caller to log. Any
 * entry in ErrorList empties the list, known code or not. A missing or malformed answer is an
 * empty list without errors.
 */
import { normalizeCoupon, normalizeUserCoupon } from './normalize';
import type { CouponListResponse, CouponServiceErrorEntry, UserCouponListResponse } from './serviceTypes';
import { filterUserCoupons, type UserCouponFilterContext } from './userCoupons';
import {
  COUPON_SERVICE_ERROR_CODES,
  COUPON_STATUS,
  type Coupon,
  type CouponServiceErrorKind,
  type UserCoupon,
} from './types';

/** One error of the coupon service, ready to be logged. */
export interface CouponServiceError {
  code: string;
  kind: CouponServiceErrorKind;
  message: string;
}

export interface CouponServiceOutcome<T> {
  coupons: T[];
  /** Errors for the caller to log; when not empty, coupons is empty. */
  errors: CouponServiceError[];
}

const KIND_MESSAGES: Record<CouponServiceErrorKind, string> = {
  PARAMETER_ERROR: 'coupon service parameter error',
  MAINTENANCE: 'coupon service under maintenance',
  SYSTEM_ERROR: 'coupon service system error',
  UNKNOWN: 'coupon service error',
};

/** Spec §8: what a coupon service error code means. */
export function couponServiceErrorKind(code: string): CouponServiceErrorKind {
  const entry = Object.entries(COUPON_SERVICE_ERROR_CODES).find(([, value]) => value === code);
  return entry ? (entry[0] as CouponServiceErrorKind) : 'UNKNOWN';
}

function readErrors(list: readonly CouponServiceErrorEntry[] | null | undefined): CouponServiceError[] {
  if (!Array.isArray(list)) return [];
  return list.map((entry) => {
    const code = typeof entry?.ErrorCode === 'string' ? entry.ErrorCode.trim() : '';
    const kind = couponServiceErrorKind(code);
    const detail = typeof entry?.ErrorMessage === 'string' ? entry.ErrorMessage.trim() : '';
    return { code, kind, message: detail ? `${KIND_MESSAGES[kind]}: ${detail}` : KIND_MESSAGES[kind] };
  });
}

/** Spec §7/§8: Result.CouponList as normalised coupons, or no coupons plus the errors to log. */
export function readCouponListResponse(
  response: CouponListResponse | null | undefined,
): CouponServiceOutcome<Coupon> {
  const errors = readErrors(response?.CommonInformation?.ErrorList);
  if (errors.length > 0) return { coupons: [], errors };
  const rows = response?.Result?.CouponList;
  return { coupons: Array.isArray(rows) ? rows.map(normalizeCoupon) : [], errors: [] };
}

/**
 * Spec §5/§7/§8: Result.UserCouponList filtered by the user coupon rules and normalised, or no
 * coupons plus the errors to log.
 */
export function readUserCouponListResponse(
  response: UserCouponListResponse | null | undefined,
  ctx: UserCouponFilterContext,
): CouponServiceOutcome<UserCoupon> {
  const errors = readErrors(response?.CommonInformation?.ErrorList);
  if (errors.length > 0) return { coupons: [], errors };
  const items = response?.Result?.UserCouponList;
  return {
    coupons: Array.isArray(items) ? filterUserCoupons(items, ctx).map(normalizeUserCoupon) : [],
    errors: [],
  };
}

/** What the web reads from GET /couponDiscount (spec §7): an outer status and data with its own status. */
export interface CouponDiscountLookupResponse<T extends { status?: string }> {
  status?: string | number;
  data?: T | null;
}

export type CouponDiscountLookup<T> =
  | { status: typeof COUPON_STATUS.API_ERROR }
  | { status: typeof COUPON_STATUS.SUCCESS; data: T }
  | { status: 'NONE' };

/**
 * Spec §4 coupon lookup (couponDiscount): API_ERROR when the call failed or returned nothing (pass
 * null/undefined for a failed call; a reply without data counts as nothing); the data when its
 * status (the coupon list result status) is SUCCESS; otherwise nothing ('NONE': NOT_EXISTS_COUPON
 * or NOT_EXISTS_AVAILABLE_COUPON, no discount to show and not an error).
 */
export function readCouponDiscountLookup<T extends { status?: string }>(
  response: CouponDiscountLookupResponse<T> | null | undefined,
): CouponDiscountLookup<T> {
  const data = response?.data;
  if (data == null) return { status: COUPON_STATUS.API_ERROR };
  if (data.status === COUPON_STATUS.SUCCESS) return { status: COUPON_STATUS.SUCCESS, data };
  return { status: 'NONE' };
}
