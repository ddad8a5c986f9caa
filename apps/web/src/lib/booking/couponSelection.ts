/**
 * The coupons a traveller chooses at checkout (issue 18 item 3): several that combine, or one that
 * does not (the domain's couponSelectionRefusal, the rule the API applies again). The price of a
 * selection is always the API's (a quote with couponCodes); nothing here computes a price. Pure.
 */
import { couponSelectionRefusal, type CouponStackRefusal } from '@tabiyori/domain';
import type { CouponOffer, CouponSelection, Quote } from './types';

/** The selection offered first: the quote's best selection, else none. */
export function defaultCouponCodes(quote: Pick<Quote, 'bestSelection'>): string[] {
  return quote.bestSelection?.coupons.map((c) => c.couponCode) ?? [];
}

/** The selection with `code` checked or unchecked, or why it cannot be used together. */
export function toggleCouponCode(
  selected: readonly string[],
  code: string,
  checked: boolean,
  offers: readonly Pick<CouponOffer, 'couponCode' | 'combinable'>[],
): { codes: string[] } | { refusal: CouponStackRefusal } {
  const codes = checked ? [...selected.filter((c) => c !== code), code] : selected.filter((c) => c !== code);
  const refs = codes.map((c) => ({
    couponCode: c,
    combinable: offers.find((o) => o.couponCode === c)?.combinable ?? false,
  }));
  const refusal = couponSelectionRefusal(refs);
  return refusal ? { refusal } : { codes };
}

/** True when the priced selection is of exactly these codes (the API applies them in its own order). */
export function selectionMatches(
  selection: Pick<CouponSelection, 'coupons'> | null,
  codes: readonly string[],
): boolean {
  if (!selection) return false;
  const priced = selection.coupons.map((c) => c.couponCode).sort();
  const chosen = [...codes].sort();
  return priced.length === chosen.length && priced.every((c, i) => c === chosen[i]);
}

/** A price table's coupon rows: each applied coupon with its own discount, in the order applied. */
export function selectionCoupons(
  selection: Pick<CouponSelection, 'coupons'> | null,
): { label: string; discount: number }[] {
  return (selection?.coupons ?? []).map((c) => ({ label: c.couponName, discount: c.discount }));
}

/** The selection a quote answered for asked codes (its appliedCoupons), or null without any. */
export function appliedSelection(
  quote: Pick<Quote, 'appliedCoupons' | 'couponDiscount' | 'paidTotal'>,
): CouponSelection | null {
  if (quote.appliedCoupons.length === 0) return null;
  return { coupons: quote.appliedCoupons, discount: quote.couponDiscount, paidTotal: quote.paidTotal };
}
